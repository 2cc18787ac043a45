// DESIGN D11 "Descobrir minha taxa": the monthly rate i that makes a Price annuity of the financed
// amount P over n installments equal the installment A, i.e. A = P·i / (1 − (1 + i)^−n).
// The installment grows strictly with i, so the root is unique when it exists; Newton's method
// converges in a few steps and bisection takes over whenever a Newton step leaves the bracket.
import { formatMoney } from "./numbers";

/** Above this (100% a.m.) the inputs are almost surely mistyped; we say so instead of answering. */
export const MAX_IMPLIED_MONTHLY_RATE = 100;

export interface ImpliedRateInput {
  valorFinanciado: number;
  parcela: number;
  numeroParcelas: number;
}

export type ImpliedRateResult =
  | { ok: true; taxaMensal: number; taxaAnual: number; iteracoes: number }
  | { ok: false; erro: string; campo: "valorFinanciado" | "parcela" | "numeroParcelas" };

/** Price installment for principal P at monthly rate i (fraction, not %) over n months. */
export function annuityPayment(principal: number, monthlyRate: number, count: number): number {
  if (monthlyRate === 0) return principal / count;
  // −expm1(−n·log1p(i)) = 1 − (1 + i)^−n without cancellation for tiny i.
  return (principal * monthlyRate) / -Math.expm1(-count * Math.log1p(monthlyRate));
}

/** Equivalent annual rate (%) of a monthly rate (%). */
export function annualFromMonthly(monthlyPercent: number): number {
  return ((1 + monthlyPercent / 100) ** 12 - 1) * 100;
}

export function impliedMonthlyRate(input: ImpliedRateInput): ImpliedRateResult {
  const { valorFinanciado: P, parcela: A, numeroParcelas: n } = input;
  if (!Number.isFinite(P) || P <= 0) {
    return {
      ok: false,
      campo: "valorFinanciado",
      erro: "Informe o valor financiado (maior que zero).",
    };
  }
  if (!Number.isFinite(A) || A <= 0) {
    return { ok: false, campo: "parcela", erro: "Informe o valor da parcela (maior que zero)." };
  }
  if (!Number.isInteger(n) || n < 1 || n > 600) {
    return {
      ok: false,
      campo: "numeroParcelas",
      erro: "Informe o número de parcelas (um número inteiro de 1 a 600).",
    };
  }
  const total = A * n;
  if (total < P - 0.005) {
    return {
      ok: false,
      campo: "parcela",
      erro: `A soma das parcelas (${formatMoney(total)}) é menor que o valor financiado (${formatMoney(P)}): não existe taxa de juros que resulte nessa parcela. Confira os valores.`,
    };
  }
  const f = (i: number) => annuityPayment(P, i, n) - A;
  const hi0 = MAX_IMPLIED_MONTHLY_RATE / 100;
  if (f(hi0) < 0) {
    return {
      ok: false,
      campo: "parcela",
      erro: `Com esses valores a taxa passaria de ${MAX_IMPLIED_MONTHLY_RATE}% ao mês, o que indica um valor digitado errado. Confira o valor financiado, a parcela e o número de parcelas.`,
    };
  }
  if (Math.abs(total - P) <= 0.005) return done(0, 0);

  let lo = 0;
  let hi = hi0;
  // Start from the rate that would hold with simple interest: a good guess for Newton.
  let i = Math.min(Math.max((total / P - 1) / n, 1e-6), hi0 / 2);
  let iterations = 0;
  for (; iterations < 200; iterations++) {
    const value = f(i);
    if (Math.abs(value) < 1e-10 * Math.max(1, A)) break;
    if (value > 0) hi = i;
    else lo = i;
    const h = Math.max(i * 1e-7, 1e-12);
    const slope = (f(i + h) - value) / h;
    let next = slope > 0 ? i - value / slope : NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2; // bisection keeps it safe
    if (Math.abs(next - i) < 1e-15) {
      i = next;
      break;
    }
    i = next;
  }
  return done(i * 100, iterations);

  function done(monthlyPercent: number, iteracoes: number): ImpliedRateResult {
    return {
      ok: true,
      taxaMensal: monthlyPercent,
      taxaAnual: annualFromMonthly(monthlyPercent),
      iteracoes,
    };
  }
}
