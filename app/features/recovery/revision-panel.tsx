// The recalculation panel (issue #10 items 2–3): both Price tables, what was overpaid, the refund
// simple and "até" in double, and the monetary correction under the index the person chooses
// (INPC, IPCA or INPC → IPCA). Every figure comes from `revisionView` on the server; switching the
// index needs no request (all three are computed), and without JavaScript the comparison table
// still shows all three. Built for 360 px first: tables scroll inside a focusable region.
import { naNas, parcelas } from "~/domain/plural";
import { useId, useState } from "react";
import type { CorrectionIndex } from "~/domain/correction";
import { monthLabel } from "~/domain/months";
import { formatMoney, formatRate } from "~/domain/numbers";
import type { PriceRow } from "~/domain/revision";
import { Alert } from "~/ui/alert";
import { RadioGroup } from "~/ui/radio-group";
import type { CorrectionView, PrescritasView, RevisionView } from "./revision-view";

export const REVISION_PANEL_TITLE = "Recálculo do contrato (Tabela Price)";
export const NO_REFUND_TITLE = "Sem valores a restituir por este critério";

export interface RevisionPanelProps {
  view: RevisionView;
  /** Heading level of the panel title (default h2). */
  headingLevel?: 2 | 3;
}

export function RevisionPanel({ view, headingLevel = 2 }: RevisionPanelProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <Heading id={titleId} className="text-xl font-bold text-slate-900">
        {REVISION_PANEL_TITLE}
      </Heading>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label="Taxa do contrato" value={formatRate(view.taxaContrato)} />
        <Figure
          label={`Taxa do recálculo (${view.taxaRevisadaOrigem})`}
          value={formatRate(view.taxaRevisada)}
        />
        <Figure label="Parcela do contrato" value={formatMoney(view.parcelaContrato)} />
        <Figure label="Parcela recalculada" value={formatMoney(view.parcelaRevisada)} />
        <Figure
          label={
            view.prescritas.quantidade > 0
              ? `Pago a mais ${naNas(view.parcelasPagas - view.prescritas.quantidade).toLowerCase()} ${parcelas(view.parcelasPagas - view.prescritas.quantidade, view.parcelasPagas - view.prescritas.quantidade === 1 ? "já paga e não prescrita" : "já pagas e não prescrita")}`
              : `Pago a mais ${naNas(view.parcelasPagas).toLowerCase()} ${parcelas(view.parcelasPagas, "já paga")}`
          }
          value={formatMoney(view.pagoAMais)}
          highlight={view.pagoAMais > 0}
        />
        <Figure
          label={`Economia ${naNas(view.parcelas - view.parcelasPagas).toLowerCase()} ${parcelas(view.parcelas - view.parcelasPagas, "restante")}`}
          value={formatMoney(view.economiaRestante)}
          highlight={view.economiaRestante > 0}
        />
      </dl>

      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {view.textos
          .filter((text) => text !== view.prescritas.texto)
          .map((text) => (
            <li key={text}>{text}</li>
          ))}
      </ul>

      <PrescribedInstallments prescritas={view.prescritas} />

      {!view.haValoresARestituir ? (
        <Alert tone="info" title={NO_REFUND_TITLE}>
          {view.criterioAtendido
            ? "Não há diferença a restituir nas parcelas que ainda podem ser pedidas."
            : "A taxa do contrato não passa de 1,5 vez a média do mês da contratação (nem do teto legal, quando ele se aplica): sem abusividade, os juros não são revistos."}
        </Alert>
      ) : (
        <section aria-labelledby={`${titleId}-restituicao`} className="flex flex-col gap-3">
          <Sub id={`${titleId}-restituicao`} className="text-lg font-bold text-slate-900">
            Restituição
          </Sub>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label="Simples" value={formatMoney(view.restituicao.simples)} />
            <Figure
              label="Em dobro (até)"
              value={formatMoney(view.restituicao.emDobro)}
              highlight={view.restituicao.emDobro > 0}
            />
          </dl>
          {view.restituicao.textos.slice(1).map((text) => (
            <p key={text} className="text-sm text-slate-700">
              {text}
            </p>
          ))}

          <Sub className="text-lg font-bold text-slate-900">Correção monetária</Sub>
          <CorrectionChoice correcoes={view.correcoes} indicePadrao={view.indicePadrao} />
        </section>
      )}

      <PriceTable
        title={`Tabela do contrato (taxa de ${formatRate(view.taxaContrato)})`}
        rows={view.contrato}
        paid={view.parcelasPagas}
      />
      <PriceTable
        title={`Tabela recalculada (taxa de ${formatRate(view.taxaRevisada)})`}
        rows={view.revisado}
        paid={view.parcelasPagas}
      />

      <p className="text-sm text-slate-600">
        Estimativa feita com dados públicos; não é parecer jurídico. O valor de uma revisão depende
        da decisão judicial.
      </p>
    </section>
  );
}

export const PRESCRIBED_TITLE = "Parcelas prescritas (CC, art. 205)";

/** §8.1: the paid installments due more than 10 years ago, apart from every refund figure. */
export function PrescribedInstallments({ prescritas }: { prescritas: PrescritasView }) {
  if (prescritas.quantidade === 0 || !prescritas.texto) return null;
  return (
    <Alert tone="warning" title={PRESCRIBED_TITLE} role="none">
      <p>{prescritas.texto}</p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-3">
        <div>
          <dt className="font-semibold">Parcelas prescritas</dt>
          <dd>{prescritas.quantidade}</dd>
        </div>
        <div>
          <dt className="font-semibold">Vencidas até</dt>
          <dd>{prescritas.ate ? monthLabel(prescritas.ate) : "—"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Fora da restituição</dt>
          <dd>{formatMoney(prescritas.valor)}</dd>
        </div>
      </dl>
    </Alert>
  );
}

/** The index radio group, the chosen index's corrected figures and sentences, and all three side by side. */
export function CorrectionChoice({
  correcoes,
  indicePadrao,
}: {
  correcoes: CorrectionView[];
  indicePadrao: CorrectionIndex;
}) {
  const [indice, setIndice] = useState<CorrectionIndex>(indicePadrao);
  const chosen = correcoes.find((c) => c.indice === indice) ?? correcoes[0];
  return (
    <>
      <RadioGroup
        legend="Índice de correção monetária"
        name="indice-correcao"
        value={indice}
        onValueChange={(value) => setIndice(value as CorrectionIndex)}
        options={correcoes.map((c) => ({ value: c.indice, label: c.rotulo }))}
      />
      {chosen ? <ChosenCorrection correction={chosen} /> : null}
      <CorrectionComparison corrections={correcoes} />
    </>
  );
}

function ChosenCorrection({ correction }: { correction: CorrectionView }) {
  if (!correction.ok) {
    return (
      <Alert tone="warning" title="Correção não calculada">
        {correction.erro}
      </Alert>
    );
  }
  return (
    <div aria-live="polite" className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label={`Simples corrigida até ${monthLabel(correction.dataCalculo)}`}
          value={formatMoney(correction.simples)}
        />
        <Figure
          label={`Em dobro (até) corrigida até ${monthLabel(correction.dataCalculo)}`}
          value={formatMoney(correction.emDobro)}
          highlight
        />
      </dl>
      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {correction.textos.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

function CorrectionComparison({ corrections }: { corrections: CorrectionView[] }) {
  return (
    <section
      className="overflow-x-auto rounded-xl border border-slate-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table
      tabIndex={0}
      aria-label="Comparação dos índices de correção"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Restituição corrigida por índice</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Índice
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Simples
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Em dobro (até)
            </th>
          </tr>
        </thead>
        <tbody>
          {corrections.map((c) => (
            <tr key={c.indice} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {c.rotulo}
              </th>
              {c.ok ? (
                <>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    {formatMoney(c.simples)}
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    {formatMoney(c.emDobro)}
                  </td>
                </>
              ) : (
                <td colSpan={2} className="px-3 py-1.5">
                  {c.erro}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Figure({
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
      <dd
        className={`mt-1 text-xl font-bold whitespace-nowrap ${highlight ? "text-ok-700" : "text-slate-900"}`}
      >
        {value}
      </dd>
    </div>
  );
}

function PriceTable({ title, rows, paid }: { title: string; rows: PriceRow[]; paid: number }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        {title} — {parcelas(rows.length)}
      </summary>
      <section
        className="max-h-96 overflow-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table
        tabIndex={0}
        aria-label={title}
      >
        <table className="w-full text-right text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-2">
                Nº
              </th>
              <th scope="col" className="px-2 py-2">
                Vencimento
              </th>
              <th scope="col" className="px-2 py-2">
                Parcela
              </th>
              <th scope="col" className="px-2 py-2">
                Juros
              </th>
              <th scope="col" className="px-2 py-2">
                Amortização
              </th>
              <th scope="col" className="px-2 py-2">
                Saldo
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.n}
                className={`border-t border-slate-100 ${r.n <= paid ? "bg-slate-50" : ""}`}
              >
                <th scope="row" className="px-2 py-1.5 font-normal">
                  {r.n}
                </th>
                <td className="px-2 py-1.5 whitespace-nowrap">
                  {monthLabel(r.vencimento)}
                  {r.prescrita ? <span className="ml-1 font-semibold">(prescrita)</span> : null}
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap">{formatMoney(r.parcela)}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{formatMoney(r.juros)}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{formatMoney(r.amortizacao)}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{formatMoney(r.saldo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
