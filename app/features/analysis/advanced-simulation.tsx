// Advanced simulation (SPEC §3/§9, DESIGN D13): free-text inputs in Brazilian format, the five
// outputs and both amortization tables. Loaded on demand as its own chunk. It starts from the
// amounts already typed in the analysis, names the rate it shows, asks for the vehicle's value only
// for vehicle contracts and refuses inputs that would fabricate a saving (issue "Truth" item 9).
import { useMemo, useState } from "react";
import type { ContractType } from "~/domain/contract-types";
import { formatMoney, formatNumber, formatRate, sanitizeNumericInput } from "~/domain/numbers";
import {
  type AmortizationRow,
  EFFECTIVE_RATE_LABEL,
  parseSimulationInput,
  SIMULATION_FIELD_LABELS,
  type SimulationErrors,
  simulationFieldsFor,
  simulate,
  type SimulationInput,
  type SimulationTexts,
} from "~/domain/simulation";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

/** Amounts the person already typed in the analysis ("Descobrir minha taxa"), reused here. */
export interface TypedAmounts {
  valorFinanciado: number;
  parcela: number;
  numeroParcelas: number;
}

export default function AdvancedSimulation({
  annualAverage,
  tipo,
  montantes,
}: {
  annualAverage: number;
  tipo?: ContractType;
  montantes?: TypedAmounts | null;
}) {
  const [texts, setTexts] = useState<SimulationTexts>(() => ({
    taxaMediaAnual: formatNumber(annualAverage, 2),
    ...(montantes
      ? {
          valorFinanciado: formatNumber(montantes.valorFinanciado, 2),
          parcelaAtual: formatNumber(montantes.parcela, 2),
          numeroParcelas: String(montantes.numeroParcelas),
        }
      : {}),
  }));
  const [submitted, setSubmitted] = useState<SimulationInput | null>(null);
  const [errors, setErrors] = useState<SimulationErrors>({});
  const result = useMemo(() => (submitted ? simulate(submitted) : null), [submitted]);
  const fields = simulationFieldsFor(tipo);

  return (
    <div className="flex flex-col gap-6">
      {montantes ? (
        <p className="text-sm text-slate-700">
          Valor financiado, parcela e número de parcelas vêm da sua análise; confira e complete com
          tarifas, IOF e seguro.
        </p>
      ) : null}
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        aria-label="Simulação avançada"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseSimulationInput(texts, tipo);
          if (parsed.ok) {
            setErrors({});
            setSubmitted(parsed.value);
          } else {
            setErrors(parsed.errors);
            setSubmitted(null);
            const first = fields.find((f) => parsed.errors[f]);
            if (first)
              e.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
          }
        }}
      >
        {fields.map((field) => (
          <TextField
            key={field}
            label={SIMULATION_FIELD_LABELS[field]}
            name={field}
            inputMode={field === "numeroParcelas" ? "numeric" : "decimal"}
            autoComplete="off"
            value={texts[field] ?? ""}
            error={errors[field]}
            required={
              field === "valorFinanciado" ||
              field === "parcelaAtual" ||
              field === "numeroParcelas" ||
              field === "taxaMediaAnual"
            }
            hint={
              field === "taxaMediaAnual"
                ? "Preenchida com a média do Banco Central do mês do contrato, convertida para ao ano."
                : undefined
            }
            onChange={(e) =>
              setTexts((t) => ({ ...t, [field]: sanitizeNumericInput(e.target.value) }))
            }
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
            <Output
              label="Total atual (entrada + parcelas)"
              value={formatMoney(result.totalAtual)}
            />
            <Output label="Parcela revisada" value={formatMoney(result.parcelaLegal)} />
            <Output label="Total revisado" value={formatMoney(result.totalLegal)} />
            <Output
              label="Economia possível"
              value={formatMoney(result.refund)}
              highlight={result.refund > 0}
            />
            <Output label="Seguro prestamista" value={formatMoney(result.seguroPrestamista)} />
            <Output
              label="Taxa média usada na revisão"
              value={formatRate(result.taxaMensal * 100)}
            />
            {result.taxaMensalAtual !== null ? (
              <Output
                label={EFFECTIVE_RATE_LABEL}
                value={formatRate(result.taxaMensalAtual * 100)}
              />
            ) : null}
          </dl>
          <p className="text-sm text-slate-600">
            A taxa efetiva com tarifas e seguro é a taxa mensal que faz as parcelas atuais pagarem o
            valor financiado somado às tarifas, IOF, outras despesas e seguro; por isso pode ser
            diferente da taxa do contrato calculada na análise.
          </p>
          <p className="text-sm text-slate-600">
            Estimativa: a parcela revisada usa a taxa média informada sobre o valor financiado
            somado às tarifas, IOF, outras despesas e seguro. O valor final de uma revisão depende
            da decisão judicial.
          </p>
          <Table title="Tabela revisada (taxa média)" rows={result.tabelaRevisada} />
          {result.tabelaAtual ? (
            <Table
              title={`Tabela atual (${EFFECTIVE_RATE_LABEL.toLowerCase()}: ${formatRate((result.taxaMensalAtual ?? 0) * 100)})`}
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

function Output({
  label,
  value,
  highlight,
}: {
  label: string;
  value: string;
  highlight?: boolean;
}) {
  return (
    <div
      className={`rounded-xl border p-4 ${highlight ? "border-ok-700 bg-ok-50" : "border-slate-200 bg-white"}`}
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-bold ${highlight ? "text-ok-700" : "text-slate-900"}`}>
        {value}
      </dd>
    </div>
  );
}

function Table({ title, rows }: { title: string; rows: AmortizationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        {title}
      </summary>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-right text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Nº
              </th>
              <th scope="col" className="px-3 py-2">
                Parcela
              </th>
              <th scope="col" className="px-3 py-2">
                Juros
              </th>
              <th scope="col" className="px-3 py-2">
                Amortização
              </th>
              <th scope="col" className="px-3 py-2">
                Saldo
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.numero} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {r.numero}
                </th>
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
