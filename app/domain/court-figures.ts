// The figures a court asks of a revisional claim, from the two tables of a revision (DESIGN
// §8b.35): today's balance under the contract and revised, the valor incontroverso (CPC art. 330
// §§2–3: the revised installment from now on and today's revised balance) and the valor da causa
// (CPC art. 292 II and VI: the disputed part of the contract plus the refund claimed, simple; the
// double shown apart). The memória de cálculo and the petição inicial both read them from here,
// each figure with the sentence that states it.
import { formatMoney } from "./numbers";

/** A row of a Price table as this module needs it (revision.ts PriceRow fits). */
export interface CourtTableRow {
  /** Installment number, 1-based. */
  n: number;
  parcela: number;
  /** Balance after this installment. */
  saldo: number;
}

export interface CourtFiguresInput {
  /** The contract's table. */
  contrato: readonly CourtTableRow[];
  /** The revised table, same number of rows. */
  revisado: readonly CourtTableRow[];
  /** The principal of each table: the balance before the first installment. */
  principalContrato: number;
  principalRevisado: number;
  /** Installments already paid (0 … rows). */
  parcelasPagas: number;
  /**
   * The installment the contract charges, when known: the disputed part then uses it for every
   * installment still to pay, as the revision's per-installment differences do (the contract
   * table's last row only closes the cents of rounding the implied rate).
   */
  parcelaCobrada?: number;
  /** The refund claimed (corrected when a correction was computed): simple and "até" double. */
  restituicao: { simples: number; emDobro: number };
}

export interface CourtBalance {
  /** Installments paid when the balance is taken. */
  aposParcela: number;
  contrato: number;
  revisado: number;
  texto: string;
}

export interface UndisputedValue {
  /** The revised installment from the next one on; null when every installment is paid. */
  parcelaRevisada: number | null;
  /** The first installment still to pay; null when every installment is paid. */
  aPartirDaParcela: number | null;
  /** The revised table's last installment, when it differs from `parcelaRevisada` (the residue of cents). */
  ultimaParcelaRevisada: number | null;
  /** Today's revised balance. */
  saldoRevisado: number;
  texto: string;
}

export interface CaseValue {
  /** Σ over the installments still to pay of (contract − revised), never below zero per installment. */
  parteControvertida: number;
  restituicaoSimples: number;
  restituicaoEmDobro: number;
  /** parteControvertida + restituicaoSimples. */
  valor: number;
  /** parteControvertida + restituicaoEmDobro, shown apart. */
  valorComDobro: number;
  texto: string;
}

export type CourtFigures =
  | { ok: true; saldoHoje: CourtBalance; incontroverso: UndisputedValue; valorDaCausa: CaseValue }
  | { ok: false; erro: string };

export const UNDISPUTED_LAW = "CPC, art. 330, §§ 2º e 3º";
export const CASE_VALUE_LAW = "CPC, art. 292, II e VI";

// toPrecision(15) drops binary noise before rounding (as numbers.ts roundTo does).
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(15)));
const reais = (value: number) => value / 100;

/** The balance after `paid` installments: the principal before the first one. */
function balanceAfter(rows: readonly CourtTableRow[], principal: number, paid: number): number {
  if (paid === 0) return cents(principal);
  return cents(rows[paid - 1]!.saldo);
}

export function courtFigures(input: CourtFiguresInput): CourtFigures {
  const n = input.contrato.length;
  const paid = input.parcelasPagas;
  if (n === 0 || input.revisado.length !== n)
    return { ok: false, erro: "As tabelas do contrato e revisada devem ter as mesmas parcelas." };
  if (!Number.isInteger(paid) || paid < 0 || paid > n)
    return { ok: false, erro: `As parcelas pagas devem ser um número inteiro de 0 a ${n}.` };

  const saldoContrato = balanceAfter(input.contrato, input.principalContrato, paid);
  const saldoRevisado = balanceAfter(input.revisado, input.principalRevisado, paid);
  const saldoHoje: CourtBalance = {
    aposParcela: paid,
    contrato: reais(saldoContrato),
    revisado: reais(saldoRevisado),
    texto: balanceText(paid, n, saldoContrato, saldoRevisado),
  };

  const next = paid < n ? input.revisado[paid]! : null;
  const last = input.revisado[n - 1]!;
  const ultima = next && last.n !== next.n && cents(last.parcela) !== cents(next.parcela);
  const incontroverso: UndisputedValue = {
    parcelaRevisada: next ? reais(cents(next.parcela)) : null,
    aPartirDaParcela: next ? next.n : null,
    ultimaParcelaRevisada: ultima ? reais(cents(last.parcela)) : null,
    saldoRevisado: reais(saldoRevisado),
    texto: next
      ? `Valor incontroverso (${UNDISPUTED_LAW}): a parcela revisada de ${formatMoney(reais(cents(next.parcela)))}, a partir da parcela ${next.n} de ${n}${ultima ? ` (a última, de ${formatMoney(reais(cents(last.parcela)))}, fecha os centavos)` : ""}, que continua a ser paga no tempo e modo contratados, e o saldo devedor revisado de hoje, ${formatMoney(reais(saldoRevisado))}.`
      : `Valor incontroverso (${UNDISPUTED_LAW}): todas as ${n} parcelas estão pagas; não há parcela a pagar nem saldo devedor revisado.`,
  };

  const charged = input.parcelaCobrada !== undefined ? cents(input.parcelaCobrada) : null;
  // A revised table equal to the contract's (neither head of revision holds) disputes nothing,
  // not even the cents the contract's last row closes.
  const unrevised = input.contrato.every(
    (row, k) => cents(row.parcela) === cents(input.revisado[k]!.parcela),
  );
  let disputed = 0;
  for (let k = paid; k < n && !unrevised; k++) {
    const contract = charged ?? cents(input.contrato[k]!.parcela);
    disputed += Math.max(0, contract - cents(input.revisado[k]!.parcela));
  }
  const simple = Math.max(0, cents(input.restituicao.simples));
  const double = Math.max(simple, cents(input.restituicao.emDobro));
  const valorDaCausa: CaseValue = {
    parteControvertida: reais(disputed),
    restituicaoSimples: reais(simple),
    restituicaoEmDobro: reais(double),
    valor: reais(disputed + simple),
    valorComDobro: reais(disputed + double),
    texto: caseValueText(disputed, simple, double, n - paid),
  };
  return { ok: true, saldoHoje, incontroverso, valorDaCausa };
}

function balanceText(paid: number, n: number, contract: number, revised: number): string {
  if (paid === n) return `Contrato quitado: as ${n} parcelas estão pagas e não há saldo devedor.`;
  const when =
    paid === 0 ? "antes da primeira parcela" : `após a parcela ${paid} de ${n}, a última paga`;
  return `Saldo devedor de hoje, ${when}: ${formatMoney(reais(contract))} pelo contrato; ${formatMoney(reais(revised))} revisado.`;
}

function caseValueText(disputed: number, simple: number, double: number, toPay: number): string {
  const part =
    toPay === 0
      ? "sem parcelas a pagar, não há parte controvertida do contrato"
      : `${formatMoney(reais(disputed))} de parte controvertida (a diferença entre as parcelas do contrato e as revisadas ${toPay === 1 ? "na parcela ainda a pagar" : `nas ${toPay} parcelas ainda a pagar`})`;
  const withDouble =
    double > simple
      ? ` Com a restituição em dobro (até ${formatMoney(reais(double))}), seria de até ${formatMoney(reais(disputed + double))}.`
      : "";
  return `Valor da causa (${CASE_VALUE_LAW}): ${formatMoney(reais(disputed + simple))}, soma de ${part} e de ${formatMoney(reais(simple))} de restituição simples pedida.${withDouble}`;
}
