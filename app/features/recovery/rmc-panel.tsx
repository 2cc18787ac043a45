// The RMC/RCC conversion panel (issue #10 item 4): the card debt rebuilt as a payroll loan, the
// month it would have been paid off, what was deducted beyond it, the refund simple and "até" in
// double, and its correction under the index the person chooses. Figures from `rmcView`.
import { useId } from "react";
import { monthLabel } from "~/domain/months";
import { formatMoney, formatRate } from "~/domain/numbers";
import { Alert } from "~/ui/alert";
import { CorrectionChoice, Figure, PrescribedInstallments } from "./revision-panel";
import type { RmcView } from "./revision-view";

export const RMC_PANEL_TITLE = "Cartão RMC/RCC convertido em empréstimo consignado";

export function RmcPanel({ view, headingLevel = 2 }: { view: RmcView; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <Heading id={titleId} className="text-xl font-bold text-slate-900">
        {RMC_PANEL_TITLE}
      </Heading>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={`Taxa da conversão (${view.taxaOrigem})`} value={formatRate(view.taxa)} />
        <Figure
          label="Quitado no desconto nº"
          value={view.parcelasParaQuitar === null ? "Não quita" : String(view.parcelasParaQuitar)}
        />
        <Figure
          label="Mês da quitação"
          value={view.mesQuitacao ? monthLabel(view.mesQuitacao) : "—"}
        />
        <Figure
          label={`Total descontado (${view.descontosFeitos} ${view.descontosFeitos === 1 ? "desconto" : "descontos"})`}
          value={formatMoney(view.totalDescontado)}
        />
        <Figure
          label="Descontado depois da quitação"
          value={formatMoney(view.pagoAlemDaQuitacao)}
          highlight={view.pagoAlemDaQuitacao > 0}
        />
        {!view.quitado ? (
          <Figure label="Saldo que ainda restaria" value={formatMoney(view.saldoDevedor)} />
        ) : null}
      </dl>
      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {view.textos
          .filter((text) => text !== view.prescritas.texto)
          .map((text) => (
            <li key={text}>{text}</li>
          ))}
      </ul>
      <PrescribedInstallments prescritas={view.prescritas} />
      {view.pagoAlemDaQuitacao > 0 ? (
        <section aria-labelledby={`${titleId}-restituicao`} className="flex flex-col gap-3">
          <Sub id={`${titleId}-restituicao`} className="text-lg font-bold text-slate-900">
            Restituição
          </Sub>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label="Simples" value={formatMoney(view.restituicao.simples)} />
            <Figure
              label="Em dobro (até)"
              value={formatMoney(view.restituicao.emDobro)}
              highlight
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
      ) : (
        <Alert tone="info" title="Nada descontado a mais até agora">
          Pelos descontos informados, a dívida convertida ainda não estaria quitada.
        </Alert>
      )}
      <p className="text-sm text-slate-600">
        Estimativa feita com dados públicos; não é parecer jurídico. O valor de uma revisão depende
        da decisão judicial.
      </p>
    </section>
  );
}
