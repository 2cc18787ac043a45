// The payroll-loan course offer: the terms the sales page states (SPEC "Course landing-page
// claims": from 497 to 197, 12 card instalments, a 30-day guarantee of at least 20 % instalment
// reduction) and the guarantee rule of DESIGN §8b.23. The page, the checkout and the refund all
// read them from here, so the price sold is the price shown.
export const COURSE = {
  priceFromCents: 49_700,
  priceCents: 19_700,
  maxInstalments: 12,
  guaranteeDays: 30,
  guaranteeReductionPercent: 20,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const money = (cents: number) => brl.format(cents / 100).replace(/\u00a0/g, " ");

/** 497 → 197: 60 % off, rounded to a whole percent. */
export function courseDiscountPercent(): number {
  return Math.round((1 - COURSE.priceCents / COURSE.priceFromCents) * 100);
}

export interface InstalmentPlan {
  count: number;
  /** The first instalment carries the cents that do not divide evenly. */
  firstCents: number;
  restCents: number;
}

/** `count` card instalments of `totalCents` in exact cents, without interest: they sum to the total. */
export function instalmentPlan(totalCents: number, count: number): InstalmentPlan {
  if (!Number.isInteger(count) || count < 1) throw new RangeError("parcelas inválidas");
  const restCents = Math.floor(totalCents / count);
  return { count, restCents, firstCents: totalCents - restCents * (count - 1) };
}

/** "À vista: R$ 197,00", "4x de R$ 49,25", "12x de R$ 16,41 (1ª R$ 16,49)" (fits a 360 px select). */
export function instalmentLabel(totalCents: number, count: number): string {
  const plan = instalmentPlan(totalCents, count);
  if (count === 1) return `À vista: ${money(totalCents)}`;
  if (plan.firstCents === plan.restCents) return `${count}x de ${money(plan.restCents)}`;
  return `${count}x de ${money(plan.restCents)} (1ª ${money(plan.firstCents)})`;
}

/** The choices the checkout offers: à vista, then 2 … maxInstalments. */
export function instalmentOptions(): { count: number; label: string }[] {
  return Array.from({ length: COURSE.maxInstalments }, (_, i) => ({
    count: i + 1,
    label: instalmentLabel(COURSE.priceCents, i + 1),
  }));
}

/** The last moment a guarantee claim is accepted: 30 days after the payment. */
export function guaranteeDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + COURSE.guaranteeDays * DAY_MS);
}

export function guaranteeOpen(paidAt: Date, now: Date): boolean {
  return now.getTime() <= guaranteeDeadline(paidAt).getTime();
}

/** The guarantee as the page states it (DESIGN §8b.23). */
export function guaranteeRule(): string {
  return `Garantia de ${COURSE.guaranteeDays} dias: se, aplicando o método, você não conseguir reduzir em pelo menos ${COURSE.guaranteeReductionPercent}% o valor das suas parcelas, devolvemos o valor pago. Basta clicar em "Solicitar garantia", na área do curso, em até ${COURSE.guaranteeDays} dias da compra e declarar que a redução ficou abaixo de ${COURSE.guaranteeReductionPercent}%: o reembolso é integral, sem outras perguntas.`;
}

/** What the buyer declares to claim the guarantee (the checkbox of "Solicitar garantia"). */
export function guaranteeStatement(): string {
  return `Declaro que, aplicando o método do curso, não consegui reduzir em pelo menos ${COURSE.guaranteeReductionPercent}% o valor das minhas parcelas.`;
}
