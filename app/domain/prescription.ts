// Prescription (DESIGN §8.1, §8b.21; CC art. 205): a payment due more than 10 years before today
// (Brasília) can no longer be claimed back. Prescribed installments stay in the tables, marked, and
// are left out of every refund figure and every correction, for every head (interest, tied
// insurance, RMC/RCC). Counted by day when the due day is known; with only a month, an installment
// is prescribed only when its whole month lies before the cut-off day (the doubt favours the
// consumer). The reference is the calculation date; the term really runs until the claim is filed.
import { parcelas } from "./plural";
import { daysOfMonth, formatIsoDate, type IsoDate, isIsoDate } from "./business-days";
import { addMonths, isMonthId, type MonthId, monthLabel } from "./months";
import { formatMoney } from "./numbers";

export const PRESCRIPTION_YEARS = 10;

/** How the count is labelled wherever prescribed installments are shown (§8b.21). */
export const PRESCRIPTION_REFERENCE =
  "até a data do cálculo; o prazo conta-se até o ajuizamento da ação";

/** The first day whose payments are not prescribed: the same calendar day 10 years before `hoje` (29/02 → 28/02). */
export function prescriptionCutoff(hoje: IsoDate): IsoDate {
  const [y, m, d] = hoje.split("-").map(Number) as [number, number, number];
  const year = y - PRESCRIPTION_YEARS;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export interface DueItem {
  /** Due month "YYYY-MM". */
  mes: MonthId;
  /** Due day "YYYY-MM-DD", when known. */
  dia?: string;
}

/** Due more than 10 years before `hoje` (a malformed date is never prescribed). */
export function isPrescribed(item: DueItem, hoje: IsoDate): boolean {
  if (!isIsoDate(hoje)) return false;
  const cutoff = prescriptionCutoff(hoje);
  if (item.dia && isIsoDate(item.dia)) return item.dia < cutoff;
  if (!isMonthId(item.mes)) return false;
  return daysOfMonth(item.mes).at(-1)! < cutoff;
}

/** The API's `prescritas` (§8.1): how many, the newest due month among them, and what they would refund. */
export interface PrescribedSummary {
  quantidade: number;
  /** Newest prescribed due month, null when none. */
  ate: MonthId | null;
  /** What those installments would have to refund (their overpayment), in R$. */
  valor: number;
}

const toCents = (value: number) => Math.round(Number((value * 100).toPrecision(15)));

/**
 * Splits paid items into those still claimable and the prescribed ones. `valor` of each item is
 * what it would refund; the summary's `valor` sums the prescribed ones.
 */
export function splitPrescribed<T extends DueItem & { valor: number }>(
  items: readonly T[],
  hoje: IsoDate,
): { vigentes: T[]; prescritas: PrescribedSummary; itensPrescritos: T[] } {
  const vigentes: T[] = [];
  const itensPrescritos: T[] = [];
  for (const item of items) (isPrescribed(item, hoje) ? itensPrescritos : vigentes).push(item);
  let cents = 0;
  let ate: MonthId | null = null;
  for (const item of itensPrescritos) {
    cents += Math.max(0, toCents(item.valor));
    if (ate === null || item.mes > ate) ate = item.mes;
  }
  return {
    vigentes,
    itensPrescritos,
    prescritas: { quantidade: itensPrescritos.length, ate, valor: cents / 100 },
  };
}

/** The sentence about the prescribed installments, or null when there are none. */
export function prescriptionText(summary: PrescribedSummary, hoje: IsoDate): string | null {
  if (summary.quantidade === 0 || summary.ate === null) return null;
  const one = summary.quantidade === 1;
  const what =
    summary.valor > 0
      ? `; o que ${one ? "teria" : "teriam"} a restituir (${formatMoney(summary.valor)}) fica fora da restituição e da correção`
      : "";
  return `${parcelas(summary.quantidade, "vencida")} há mais de ${PRESCRIPTION_YEARS} anos, até ${monthLabel(summary.ate)}, ${one ? "está prescrita" : "estão prescritas"} (CC, art. 205) e ${one ? "aparece marcada" : "aparecem marcadas"} nas tabelas${what}. Contagem ${PRESCRIPTION_REFERENCE} (cálculo de ${formatIsoDate(hoje)}).`;
}

/**
 * For a verdict that knows only the signing month: whether installments of this contract may
 * already be prescribed, and the sentence; null when the month is within the last 10 years.
 */
export function signingMonthPrescriptionNote(mes: MonthId, hoje: IsoDate): string | null {
  if (!isMonthId(mes) || !isIsoDate(hoje) || !isPrescribed({ mes }, hoje)) return null;
  return `Parcelas vencidas há mais de ${PRESCRIPTION_YEARS} anos (antes de ${formatIsoDate(prescriptionCutoff(hoje))}) estão prescritas (CC, art. 205) e ficam fora de qualquer restituição; no recálculo elas aparecem à parte. Contagem ${PRESCRIPTION_REFERENCE}.`;
}

/** The paid installments of a contract, split at the prescription cut-off (§8.1, §8b.21). */
export interface PaidInstallments {
  pagas: number;
  /** Due months of the first and last paid installments (null when none was paid). */
  primeira: MonthId | null;
  ultima: MonthId | null;
  prescritas: number;
  /** The newest prescribed due month (null when none). */
  ultimaPrescrita: MonthId | null;
  /** Paid and not prescribed: the installments any refund counts. */
  contam: number;
  primeiraQueConta: MonthId | null;
}

/**
 * Installments paid monthly from `primeira` (due months only: the rule of `isPrescribed`, the one
 * the revision applies). Paid installments are consecutive, so the prescribed ones come first.
 */
export function paidInstallments(
  primeira: MonthId,
  pagas: number,
  hoje: IsoDate,
): PaidInstallments {
  const count = Number.isInteger(pagas) && pagas > 0 && isMonthId(primeira) ? pagas : 0;
  let prescritas = 0;
  while (prescritas < count && isPrescribed({ mes: addMonths(primeira, prescritas) }, hoje))
    prescritas++;
  return {
    pagas: count,
    primeira: count > 0 ? primeira : null,
    ultima: count > 0 ? addMonths(primeira, count - 1) : null,
    prescritas,
    ultimaPrescrita: prescritas > 0 ? addMonths(primeira, prescritas - 1) : null,
    contam: count - prescritas,
    primeiraQueConta: count > prescritas ? addMonths(primeira, prescritas) : null,
  };
}

/** Which installments count, in one sentence (the portfolio of an import, issue #22 item 4). */
export function paidInstallmentsText(p: PaidInstallments): string {
  if (p.pagas === 0 || p.primeira === null || p.ultima === null)
    return "Nenhuma parcela descontada: ainda não há o que restituir.";
  const span = (from: MonthId, to: MonthId) =>
    from === to ? `em ${monthLabel(from)}` : `de ${monthLabel(from)} a ${monthLabel(to)}`;
  const paid = `${parcelas(p.pagas, "descontada")} ${span(p.primeira, p.ultima)}`;
  if (p.prescritas === 0) return `${paid}: todas contam (nenhuma prescrita).`;
  if (p.contam === 0)
    return `${paid}: todas vencidas há mais de ${PRESCRIPTION_YEARS} anos, prescritas (CC, art. 205); nenhuma conta para a restituição.`;
  return `${paid}: ${p.prescritas === 1 ? "a vencida" : `as ${p.prescritas} vencidas`} ${span(p.primeira, p.ultimaPrescrita!)} ${p.prescritas === 1 ? "está prescrita" : "estão prescritas"} (CC, art. 205); ${p.contam === 1 ? "conta 1" : `contam ${p.contam}`}, ${span(p.primeiraQueConta!, p.ultima)}. Contagem ${PRESCRIPTION_REFERENCE}.`;
}
