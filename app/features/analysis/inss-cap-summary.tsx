// The INSS legal cap in a result's summary (DESIGN D27): the cap(s) that may apply with the act of
// each, marked as information for "Não sei", and for RMC/RCC cards why the average is SGS 25468.
// The words are the domain's (`capFigure`, CARD_AVERAGE_NOTE); this only lays them out.
import { Icon } from "~/ui/icons/icon";
import { CARD_AVERAGE_NOTE } from "~/domain/contract-types";
import type { FullAnalysis } from "~/domain/analysis";
import { capFigure } from "~/domain/inss-caps";

export function InssCapSummary({ analysis }: { analysis: FullAnalysis }) {
  const figure = analysis.tetoInss ? capFigure(analysis.tetoInss) : null;
  const above = analysis.tetoInss?.acima === true;
  if (!figure && analysis.tipo !== "cartao_consignado") return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      {figure ? (
        // biome-ignore lint/a11y/useSemanticElements: a figure card, not form fields
        <div
          className="rounded-xl border border-slate-200 bg-white p-4"
          role="group"
          aria-label={figure.rotulo}
        >
          <p className="flex items-center gap-2 text-slate-600">
            <Icon name="landmark" aria-hidden className="size-4 text-brand-700" />
            {figure.rotulo}
            {figure.informativo ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                informação
              </span>
            ) : null}
          </p>
          <p
            className={`mt-1 text-2xl font-bold ${above && !figure.informativo ? "text-danger-700" : "text-brand-800"}`}
          >
            {figure.valorTexto}
          </p>
          {figure.atos.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1">
              {figure.atos.map((ato) => (
                <li key={ato}>{ato}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {analysis.tipo === "cartao_consignado" ? <p>{CARD_AVERAGE_NOTE}</p> : null}
    </div>
  );
}
