// Tabela Price (French amortization) in exact cents, DESIGN §7.7: the installment is rounded to
// cents, interest is the balance × rate rounded to cents, the rest amortizes, and the last
// installment absorbs the rounding residue so the balance ends at exactly zero.
//
// Rounding residues grow like (1 + i)^n: with 30% a.m. over 96 months (a mistyped contract) one
// half cent becomes billions and the "last installment" turns negative. When the fixed-installment
// table cannot close plausibly, the balance follows the exact schedule instead (each balance is
// the present value of the remaining installments, rounded to cents): every invariant still holds
// and installments differ from the regular one by at most a few cents (`parcelaFixa: false`).
import { annuityPayment } from "./implied-rate";

export interface AmortizationRow {
  numero: number;
  parcela: number;
  juros: number;
  amortizacao: number;
  saldo: number;
}

/** Input range the table is exact for. */
export const AMORTIZATION_LIMITS = {
  principalMax: 1_000_000_000, // R$ 1 bilhão: integer cents stay exact in a double
  parcelasMax: 600,
  taxaMensalMax: 100, // % a.m. (the implied-rate solver's ceiling too)
} as const;

export interface PriceTableInput {
  /** Amount financed in reais (rounded to cents). */
  principal: number;
  /** Monthly rate in % a.m. (1.85 = 1,85% a.m.), the domain's convention. */
  taxaMensal: number;
  numeroParcelas: number;
}

export type PriceTableResult =
  | {
      ok: true;
      rows: AmortizationRow[];
      /** The regular installment (rounded to cents). */
      parcela: number;
      /** true: every installment but the last equals `parcela`; false: exact-balance fallback. */
      parcelaFixa: boolean;
    }
  | { ok: false; campo: "principal" | "taxaMensal" | "numeroParcelas"; erro: string };

/** Half-up rounding of a non-negative amount of cents, without binary drift. */
function roundCents(cents: number): number {
  return Math.round(Number(cents.toPrecision(15)));
}

/**
 * The Price table of `principal` at `taxaMensal` % a.m. over `numeroParcelas` months, in exact
 * cents: last balance 0, no negative installment, interest or amortization, amortizations adding
 * up to the principal to the cent. Refuses (pt-BR) inputs outside AMORTIZATION_LIMITS.
 */
export function priceTable(input: PriceTableInput): PriceTableResult {
  const { principal, taxaMensal, numeroParcelas: n } = input;
  if (
    !Number.isFinite(principal) ||
    principal < 0.01 ||
    principal > AMORTIZATION_LIMITS.principalMax
  ) {
    return {
      ok: false,
      campo: "principal",
      erro: "Informe um valor financiado entre R$ 0,01 e R$ 1.000.000.000,00.",
    };
  }
  if (!Number.isInteger(n) || n < 1 || n > AMORTIZATION_LIMITS.parcelasMax) {
    return {
      ok: false,
      campo: "numeroParcelas",
      erro: "Informe o número de parcelas (um número inteiro de 1 a 600).",
    };
  }
  if (
    !Number.isFinite(taxaMensal) ||
    taxaMensal < 0 ||
    taxaMensal > AMORTIZATION_LIMITS.taxaMensalMax
  ) {
    return {
      ok: false,
      campo: "taxaMensal",
      erro: "A taxa mensal deve estar entre 0% e 100% ao mês.",
    };
  }
  const p = roundCents(principal * 100); // cents
  const r = taxaMensal / 100;
  const exact = annuityPayment(p, r, n); // cents, unrounded
  const parcela = roundCents(exact);
  const rows = fixedInstallmentRows(p, r, n, parcela) ?? exactBalanceRows(p, r, n, exact);
  const parcelaFixa = rows.slice(0, -1).every((row) => row.parcela === parcela);
  return {
    ok: true,
    parcela: parcela / 100,
    parcelaFixa,
    rows: rows.map((row) => ({
      numero: row.numero,
      parcela: row.parcela / 100,
      juros: row.juros / 100,
      amortizacao: row.amortizacao / 100,
      saldo: row.saldo / 100,
    })),
  };
}

/** The regular installment of `principal` at `taxaMensal` % a.m. over n months, in cents. */
export function priceInstallment(
  principal: number,
  taxaMensal: number,
  numeroParcelas: number,
): number {
  return (
    roundCents(annuityPayment(roundCents(principal * 100), taxaMensal / 100, numeroParcelas)) / 100
  );
}

// Rows in cents, fixed installment; null when the residue makes the table implausible.
function fixedInstallmentRows(
  p: number,
  r: number,
  n: number,
  parcela: number,
): AmortizationRow[] | null {
  const rows: AmortizationRow[] = [];
  let saldo = p;
  for (let k = 1; k <= n; k++) {
    const juros = roundCents(saldo * r);
    if (k === n) {
      const last = juros + saldo;
      // Plausible: the last installment stays within 5% (at least R$ 1,00) of the regular one.
      if (Math.abs(last - parcela) > Math.max(100, parcela / 20)) return null;
      rows.push({ numero: k, parcela: last, juros, amortizacao: saldo, saldo: 0 });
      break;
    }
    const amortizacao = parcela - juros;
    if (amortizacao < 0 || amortizacao > saldo) return null; // balance would grow or end early
    saldo -= amortizacao;
    rows.push({ numero: k, parcela, juros, amortizacao, saldo });
  }
  return rows;
}

// Rows in cents where each balance is the present value of the remaining installments (stable for
// any rate and term); interest is still balance × rate rounded to cents.
function exactBalanceRows(p: number, r: number, n: number, exact: number): AmortizationRow[] {
  const presentValue = (m: number) =>
    r === 0 ? exact * m : (exact * -Math.expm1(-m * Math.log1p(r))) / r;
  const rows: AmortizationRow[] = [];
  let saldo = p;
  for (let k = 1; k <= n; k++) {
    const juros = roundCents(saldo * r);
    const next = k === n ? 0 : Math.min(saldo, roundCents(presentValue(n - k)));
    const amortizacao = saldo - next;
    rows.push({ numero: k, parcela: juros + amortizacao, juros, amortizacao, saldo: next });
    saldo = next;
  }
  return rows;
}
