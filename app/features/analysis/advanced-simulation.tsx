// Advanced simulation (SPEC §3/§9, DESIGN D13): thirteen free-text inputs in Brazilian format,
// the five outputs and both amortization tables. Loaded on demand as its own chunk.
import { useMemo, useState } from "react";
import { formatMoney, formatNumber, formatRate, sanitizeNumericInput } from "~/domain/numbers";
import {
  type AmortizationRow,
  parseSimulationInput,
  SIMULATION_FIELD_LABELS,
  SIMULATION_FIELDS,
  simulate,
  type SimulationInput,
} from "~/domain/simulation";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

type Texts = Partial<Record<keyof SimulationInput, string>>;

export default function AdvancedSimulation({ annualAverage }: { annualAverage: number }) {
  const [texts, setTexts] = useState<Texts>({ taxaMediaAnual: formatNumber(annualAverage, 2) });
  const [submitted, setSubmitted] = useState<Texts | null>(null);
  const result = useMemo(() => (submitted ? simulate(parseSimulationInput(submitted)) : null), [submitted]);

  return (
    <div className="flex flex-col gap-6">
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(texts);
        }}
      >
        {SIMULATION_FIELDS.map((field) => (
          <TextField
            key={field}
            label={SIMULATION_FIELD_LABELS[field]}
            name={field}
            inputMode="decimal"
            autoComplete="off"
            value={texts[field] ?? ""}
            hint={
              field === "taxaMediaAnual"
                ? "Preenchida com a média do Banco Central do mês do contrato, convertida para ao ano."
                : undefined
            }
            onChange={(e) => setTexts((t) => ({ ...t, [field]: sanitizeNumericInput(e.target.value) }))}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" block>
            Simular
          </Button>
        </div>
      </form>

      {result ? (
        <section aria-labelledby="simulacao-resultado" className="flex flex-col gap-4">
          <h3 id="simulacao-resultado" className="text-lg font-bold">
            Resultado da simulação
          </h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Output label="Total atual (entrada + parcelas)" value={formatMoney(result.totalAtual)} />
            <Output label="Parcela revisada" value={formatMoney(result.parcelaLegal)} />
            <Output label="Total revisado" value={formatMoney(result.totalLegal)} />
            <Output label="Economia possível" value={formatMoney(result.refund)} highlight={result.refund > 0} />
            <Output label="Seguro prestamista" value={formatMoney(result.seguroPrestamista)} />
            <Output label="Taxa mensal usada na revisão" value={formatRate(result.taxaMensal * 100)} />
          </dl>
          <p className="text-sm text-slate-600">
            Estimativa: a parcela revisada usa a taxa média informada sobre o valor financiado somado às tarifas, IOF, outras
            despesas e seguro. O valor final de uma revisão depende da decisão judicial.
          </p>
          <Table title="Tabela revisada (taxa média)" rows={result.tabelaRevisada} />
          {result.tabelaAtual ? (
            <Table
              title={`Tabela atual (taxa implícita de ${formatRate((result.taxaMensalAtual ?? 0) * 100)})`}
              rows={result.tabelaAtual}
            />
          ) : (
            <Alert tone="warning" title="Tabela atual indisponível">
              {result.tabelaAtualIndisponivel}
            </Alert>
          )}
        </section>
      ) : null}
    </div>
  );
}

function Output({ label, value, highlight }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className={`rounded-xl border p-4 ${highlight ? "border-ok-700 bg-ok-50" : "border-slate-200 bg-white"}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-bold ${highlight ? "text-ok-700" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}

function Table({ title, rows }: { title: string; rows: AmortizationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{title}</summary>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-right text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">Nº</th>
              <th scope="col" className="px-3 py-2">Parcela</th>
              <th scope="col" className="px-3 py-2">Juros</th>
              <th scope="col" className="px-3 py-2">Amortização</th>
              <th scope="col" className="px-3 py-2">Saldo</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.numero} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 font-normal">{r.numero}</th>
                <td className="px-3 py-1.5">{formatMoney(r.parcela)}</td>
                <td className="px-3 py-1.5">{formatMoney(r.juros)}</td>
                <td className="px-3 py-1.5">{formatMoney(r.amortizacao)}</td>
                <td className="px-3 py-1.5">{formatMoney(r.saldo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
