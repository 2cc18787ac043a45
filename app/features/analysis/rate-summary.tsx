// The numbers of an analysis, always with their source (DESIGN §4: say where a number comes
// from): BCB average named with its own month, abusive threshold (1.5×, exact), the contract rate,
// the other multiples (D12), the D6 sentence when the month used is not the contract's, and the
// pending Tema 1.378 (D28). Every figure and sentence comes from the domain verdict.
import { Icon } from "~/ui/icons/icon";
import { type FullAnalysis, verdictOf } from "~/domain/analysis";
import { monthLabel } from "~/domain/months";
import { provenanceOf } from "~/domain/rates";
import { TEMA_1378_TITLE, type Verdict } from "~/domain/verdict";
import { Alert } from "~/ui/alert";
import { InssCapSummary } from "./inss-cap-summary";

export function RateSummary({ analysis, verdict }: { analysis: FullAnalysis; verdict?: Verdict }) {
  const c = analysis.certificado;
  // §8.8: where the value came from; never a retrieval time that did not happen.
  const provenance = provenanceOf(c);
  const v = verdict ?? verdictOf(analysis);
  const mediaLabel = v.mesMedia
    ? `Taxa média do Banco Central (${monthLabel(v.mesMedia)})`
    : "Taxa média padrão (sem dados do Banco Central)";
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={mediaLabel} value={v.mediaTexto} />
        <Figure label="Limite de abusividade (1,5 × média)" value={v.limiteTexto} />
        {v.taxaTexto !== null ? (
          <Figure
            label="Taxa do seu contrato"
            value={v.taxaTexto}
            tone={v.irregular ? "danger" : "ok"}
          />
        ) : null}
      </dl>
      <InssCapSummary analysis={analysis} />
      {v.avisoMes ? (
        <Alert tone="warning" role="none" title="Mês da taxa usada">
          {v.avisoMes}
        </Alert>
      ) : null}
      <p className="flex gap-2 text-sm text-slate-700">
        <Icon name="info" aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Fonte: Banco Central do Brasil, SGS série {c.serie} ({c.serieNome})
          {v.mesMedia ? `, taxa de ${monthLabel(v.mesMedia)}` : ""}.{" "}
          {c.dadosAte ? `Dados do Banco Central até ${monthLabel(c.dadosAte)}.` : null}{" "}
          {c.mesUsado ? `Origem do valor: ${provenance.texto}.` : null}{" "}
          {c.mesUsado ? provenance.idadeTexto : null}
        </span>
      </p>
      <div className="text-sm text-slate-700">
        <p className="font-semibold">
          Múltiplos da média citados pelo STJ (informação; o indício usa 1,5×)
        </p>
        <ul className="mt-1 flex flex-col gap-1">
          {v.multiplos.map((m) => (
            <li key={m.multiplo}>
              {m.rotulo} a média: {m.limiteTexto}
              {m.acima === null
                ? ""
                : m.acima
                  ? " — a taxa do seu contrato está acima"
                  : " — a taxa do seu contrato não está acima"}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-slate-600">{v.notaMultiplos}</p>
      </div>
      <Alert tone="info" role="none" title={TEMA_1378_TITLE}>
        {v.tema1378}
      </Alert>
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: "ok" | "danger" }) {
  const color =
    tone === "danger" ? "text-danger-700" : tone === "ok" ? "text-ok-700" : "text-brand-800";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${color}`}>{value}</dd>
    </div>
  );
}
