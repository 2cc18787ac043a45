// The numbers of an analysis, always with their source (DESIGN §4: say where a number comes
// from): BCB average, abusive threshold (1.5×), the contract rate, the month used and, when it is
// not the contract's month, the DESIGN D6 sentence.
import { Info } from "lucide-react";
import type { FullAnalysis } from "~/domain/analysis";
import { OTHER_MULTIPLES_NOTE } from "~/domain/analysis";
import { monthLabel } from "~/domain/months";
import { formatRate } from "~/domain/numbers";
import { Alert } from "~/ui/alert";

export function RateSummary({ analysis }: { analysis: FullAnalysis }) {
  const c = analysis.certificado;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Taxa média do Banco Central" value={formatRate(analysis.mediaBacen)} />
        <Figure label="Limite de abusividade (1,5 × média)" value={formatRate(analysis.limiteAbusivo)} />
        {analysis.taxaContrato !== null ? (
          <Figure
            label="Taxa do seu contrato"
            value={formatRate(analysis.taxaContrato)}
            tone={analysis.abusiva ? "danger" : "ok"}
          />
        ) : null}
      </dl>
      {c.aviso ? (
        <Alert tone="warning" role="none" title="Mês da taxa usada">
          {c.aviso}
        </Alert>
      ) : null}
      <p className="flex gap-2 text-sm text-slate-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Fonte: Banco Central do Brasil, SGS série {c.serie} ({c.serieNome})
          {c.mesUsado ? `, taxa de ${monthLabel(c.mesUsado)}` : ""}.{" "}
          {c.dadosAte ? `Dados do Banco Central até ${monthLabel(c.dadosAte)}.` : null}
        </span>
      </p>
      <p className="text-sm text-slate-600">{OTHER_MULTIPLES_NOTE}</p>
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: "ok" | "danger" }) {
  const color = tone === "danger" ? "text-danger-700" : tone === "ok" ? "text-ok-700" : "text-brand-800";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${color}`}>{value}</dd>
    </div>
  );
}
