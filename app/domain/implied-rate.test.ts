import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annualFromMonthly, annuityPayment, impliedMonthlyRate } from "./implied-rate";

describe("implied monthly rate (DESIGN D11)", () => {
  it("finds a known rate", () => {
    const r = impliedMonthlyRate({
      valorFinanciado: 10000,
      parcela: 1004.6208547296294,
      numeroParcelas: 12,
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.taxaMensal).toBeCloseTo(3, 9);
      expect(r.taxaAnual).toBeCloseTo(annualFromMonthly(3), 9);
      expect(r.iteracoes).toBeLessThan(50);
    }
  });

  it("handles zero interest and one installment", () => {
    expect(
      impliedMonthlyRate({ valorFinanciado: 1200, parcela: 100, numeroParcelas: 12 }),
    ).toMatchObject({ ok: true, taxaMensal: 0 });
    const one = impliedMonthlyRate({ valorFinanciado: 1000, parcela: 1050, numeroParcelas: 1 });
    expect(one.ok && one.taxaMensal).toBeCloseTo(5, 9);
  });

  it("explains inputs that admit no rate, in pt-BR", () => {
    expect(
      impliedMonthlyRate({ valorFinanciado: 10000, parcela: 100, numeroParcelas: 12 }),
    ).toEqual({
      ok: false,
      campo: "parcela",
      erro: "A soma das parcelas (R$ 1.200,00) é menor que o valor financiado (R$ 10.000,00): não existe taxa de juros que resulte nessa parcela. Confira os valores.",
    });
    expect(
      impliedMonthlyRate({ valorFinanciado: 1000, parcela: 5000, numeroParcelas: 12 }),
    ).toMatchObject({
      ok: false,
      campo: "parcela",
      erro: expect.stringContaining("passaria de 100% ao mês"),
    });
    expect(
      impliedMonthlyRate({ valorFinanciado: 0, parcela: 100, numeroParcelas: 12 }),
    ).toMatchObject({ ok: false, campo: "valorFinanciado" });
    expect(
      impliedMonthlyRate({ valorFinanciado: 100, parcela: -1, numeroParcelas: 12 }),
    ).toMatchObject({ ok: false, campo: "parcela" });
    expect(
      impliedMonthlyRate({ valorFinanciado: 100, parcela: 10, numeroParcelas: 2.5 }),
    ).toMatchObject({ ok: false, campo: "numeroParcelas" });
    expect(
      impliedMonthlyRate({ valorFinanciado: 100, parcela: 10, numeroParcelas: 0 }),
    ).toMatchObject({ ok: false, campo: "numeroParcelas" });
  });

  it("the annuity at the implied rate gives back the installment within a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 500_000_00 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 420 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (principal, n, rate) => {
          const parcela = Math.round(annuityPayment(principal, rate, n) * 100) / 100;
          const r = impliedMonthlyRate({ valorFinanciado: principal, parcela, numeroParcelas: n });
          if (!r.ok) {
            // Rounding the installment down to cents can push it under principal / n at ~0% only.
            expect(parcela * n).toBeLessThan(principal);
            return;
          }
          expect(
            Math.abs(annuityPayment(principal, r.taxaMensal / 100, n) - parcela),
          ).toBeLessThanOrEqual(0.01);
        },
      ),
      { numRuns: 500 },
    );
  });
});
