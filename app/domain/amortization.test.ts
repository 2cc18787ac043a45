import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AMORTIZATION_LIMITS, priceInstallment, priceTable } from "./amortization";
import { impliedMonthlyRate } from "./implied-rate";

const cents = (x: number) => Math.round(x * 100);
const isCents = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-3;

function checkInvariants(principal: number, taxaMensal: number, n: number) {
  const result = priceTable({ principal, taxaMensal, numeroParcelas: n });
  if (!result.ok) throw new Error(result.erro);
  const { rows } = result;
  // Plain checks in the loop (expect() per cell is slow over 600 rows × hundreds of runs).
  const fail = (what: string, row?: unknown) => {
    throw new Error(
      `${what} for ${JSON.stringify({ principal, taxaMensal, n })} at ${JSON.stringify(row)}`,
    );
  };
  if (rows.length !== n) fail("row count");
  if (rows.at(-1)!.saldo !== 0) fail("last balance not zero", rows.at(-1));
  let saldo = cents(principal);
  let amortized = 0;
  for (const row of rows) {
    for (const v of [row.parcela, row.juros, row.amortizacao, row.saldo]) {
      if (v < 0) fail("negative value", row);
      if (!isCents(v)) fail("not in cents", row);
    }
    // Interest is the previous balance × rate, rounded half-up to the cent.
    if (Math.abs(cents(row.juros) - (saldo * taxaMensal) / 100) > 0.5 + 1e-9 * saldo)
      fail("interest", row);
    if (cents(row.parcela) !== cents(row.juros) + cents(row.amortizacao))
      fail("installment ≠ interest + amortization", row);
    saldo -= cents(row.amortizacao);
    if (cents(row.saldo) !== saldo) fail("balance", row);
    amortized += cents(row.amortizacao);
  }
  expect(amortized).toBe(cents(principal)); // to the cent
  if (result.parcelaFixa) {
    for (const row of rows.slice(0, -1))
      if (row.parcela !== result.parcela) fail("installment not fixed", row);
  }
  return result;
}

const money = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const rate = (max: number) => fc.integer({ min: 0, max: max * 10_000 }).map((x) => x / 10_000);

describe("priceTable (DESIGN §7.7, exact cents)", () => {
  it("96 × R$ 15.000 on R$ 50.000 closes at zero with no negative installment", () => {
    const implied = impliedMonthlyRate({
      valorFinanciado: 50_000,
      parcela: 15_000,
      numeroParcelas: 96,
    });
    expect(implied.ok).toBe(true);
    if (!implied.ok) return;
    const result = checkInvariants(50_000, implied.taxaMensal, 96);
    for (const row of result.rows) expect(Math.abs(row.parcela - 15_000)).toBeLessThanOrEqual(0.03);
  });

  it("the textbook case: R$ 10.000 at 2% a.m. in 12 months", () => {
    const result = checkInvariants(10_000, 2, 12);
    expect(result.parcela).toBe(945.6);
    expect(result.parcelaFixa).toBe(true);
    expect(result.rows[0]).toEqual({
      numero: 1,
      parcela: 945.6,
      juros: 200,
      amortizacao: 745.6,
      saldo: 9254.4,
    });
    expect(priceInstallment(10_000, 2, 12)).toBe(945.6);
  });

  it("zero rate divides the principal and the last installment takes the leftover cent", () => {
    const result = checkInvariants(100, 0, 3);
    expect(result.rows.map((r) => r.parcela)).toEqual([33.33, 33.33, 33.34]);
  });

  it("holds its invariants for every input in range", () => {
    fc.assert(
      fc.property(
        money(0.01, AMORTIZATION_LIMITS.principalMax),
        rate(AMORTIZATION_LIMITS.taxaMensalMax),
        fc.integer({ min: 1, max: AMORTIZATION_LIMITS.parcelasMax }),
        (p, i, n) => {
          checkInvariants(p, i, n);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("keeps a fixed installment for real contracts (≤ 5% a.m., ≤ 96 months, ≥ R$ 10.000)", () => {
    fc.assert(
      fc.property(money(10_000, 1_000_000), rate(5), fc.integer({ min: 1, max: 96 }), (p, i, n) => {
        const result = checkInvariants(p, i, n);
        expect(result.parcelaFixa).toBe(true);
        expect(Math.abs(result.rows.at(-1)!.parcela - result.parcela)).toBeLessThanOrEqual(
          Math.max(1, result.parcela / 20),
        );
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("the contract table at the implied rate reproduces the typed installment", () => {
    fc.assert(
      fc.property(money(1_000, 500_000), rate(8), fc.integer({ min: 2, max: 120 }), (p, i, n) => {
        const parcela = priceInstallment(p, i, n);
        const implied = impliedMonthlyRate({ valorFinanciado: p, parcela, numeroParcelas: n });
        if (!implied.ok) return; // a zero-interest installment rounded below P/n has no rate
        const result = checkInvariants(p, implied.taxaMensal, n);
        expect(result.parcela).toBe(parcela);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    [{ principal: 0, taxaMensal: 2, numeroParcelas: 12 }, "principal"],
    [{ principal: -10, taxaMensal: 2, numeroParcelas: 12 }, "principal"],
    [{ principal: 1000, taxaMensal: -1, numeroParcelas: 12 }, "taxaMensal"],
    [{ principal: 1000, taxaMensal: 101, numeroParcelas: 12 }, "taxaMensal"],
    [{ principal: 1000, taxaMensal: Number.NaN, numeroParcelas: 12 }, "taxaMensal"],
    [{ principal: 1000, taxaMensal: 2, numeroParcelas: 12.5 }, "numeroParcelas"],
    [{ principal: 1000, taxaMensal: 2, numeroParcelas: 0 }, "numeroParcelas"],
    [{ principal: 1000, taxaMensal: 2, numeroParcelas: 601 }, "numeroParcelas"],
  ])("refuses %j (%s)", (input, campo) => {
    const result = priceTable(input);
    expect(result).toMatchObject({ ok: false, campo });
  });
});
