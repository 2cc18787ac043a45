// The anonymous case summary on an opportunity card (DESIGN §8b.28): a definition list, so a
// screen reader reads each figure with its name. The wording of each figure is the domain's or
// the history feature's (verdict, ratio, band); this file only lays it out.
import type { CaseSummary } from "~/features/history/case-summary";

/** Said under every summary: the figures are the consumer's estimate, not a forecast (OAB). */
export const SUMMARY_NOTE =
  "Resumo da análise que o consumidor anexou, sem dados que o identifiquem. São estimativas do próprio consumidor, não uma previsão de resultado.";

export function CaseSummaryView({ summary, uf }: { summary: CaseSummary; uf: string }) {
  const rows: [string, string][] = [
    ["Tipo de contrato", summary.tipoTexto],
    ["Mês de assinatura", summary.mesContrato],
    ["UF", uf],
    ["Resultado da análise", summary.veredito],
    ...(summary.razao ? [["Razão à média", summary.razao] as [string, string]] : []),
    ["Teto do INSS", summary.tetoInss],
    ["Memória de cálculo", summary.memoriaAnexada ? "Anexada" : "Não anexada"],
    [
      "Faixa estimada de valores pagos a mais",
      summary.faixaPagoAMais ?? "Não calculada pelo consumidor",
    ],
  ];
  return (
    <section aria-label="Resumo do caso" className="rounded-xl bg-slate-50 p-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900 max-sm:mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{SUMMARY_NOTE}</p>
    </section>
  );
}
