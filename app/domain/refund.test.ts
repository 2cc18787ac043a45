import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createIndexTable } from "./correction";
import { computeRefund, correctedRefund, DOUBLE_REFUND_TEXT, isDoubleRefund } from "./refund";

describe("refund, simple and 'até' double (CDC art. 42, EAREsp 676.608/RS)", () => {
  it("doubles installments due from 31/03/2021 on; with only a month, março/2021 is simple", () => {
    expect(isDoubleRefund({ mes: "2021-03" })).toBe(false);
    expect(isDoubleRefund({ mes: "2021-04" })).toBe(true);
    expect(isDoubleRefund({ mes: "2021-03", dia: "2021-03-30" })).toBe(false);
    expect(isDoubleRefund({ mes: "2021-03", dia: "2021-03-31" })).toBe(true);
    expect(isDoubleRefund({ mes: "2019-12" })).toBe(false);
  });

  it("adds simple and double amounts and explains them in one sentence citing both sources", () => {
    const r = computeRefund([
      { mes: "2021-02", valor: 100 },
      { mes: "2021-03", valor: 100 },
      { mes: "2021-04", valor: 100 },
      { mes: "2021-05", valor: 50.5 },
    ]);
    expect(r.simples).toBe(350.5);
    expect(r.emDobro).toBe(501);
    expect(r.parcelasEmDobro).toBe(2);
    expect(r.textos[0]).toBe(
      "Restituição simples: R$ 350,50; em dobro: até R$ 501,00 (2 parcelas vencidas a partir de 31/03/2021).",
    );
    expect(DOUBLE_REFUND_TEXT).toContain("CDC, art. 42, parágrafo único");
    expect(DOUBLE_REFUND_TEXT).toContain("EAREsp 676.608/RS");
    // One sentence: no full stop followed by a new sentence ("art. 42" is not one).
    expect(DOUBLE_REFUND_TEXT).not.toMatch(/\.\s+[A-ZÀ-Ú]/);
    expect(DOUBLE_REFUND_TEXT.endsWith(".")).toBe(true);
  });

  it("corrects each amount from its month; the double part is corrected too", () => {
    const table = createIndexTable([
      { indice: "inpc", mes: "2021-04", variacao: 0.38 },
      { indice: "inpc", mes: "2021-05", variacao: 0.96 },
    ]);
    const refund = computeRefund([
      { mes: "2021-03", valor: 100 },
      { mes: "2021-04", valor: 100 },
    ]);
    const r = correctedRefund(refund, table, "inpc", "2021-05");
    // mar/2021 (simple): 100 × 1,0038 × 1,0096 = 101,34; abr/2021 (double): 100 × 1,0096 = 100,96 (× 2)
    expect(r).toMatchObject({ ok: true, simples: 202.3, emDobro: 303.26 });
  });

  it("properties: never negative, double ≥ simple, zero stays zero", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            mes: fc
              .integer({ min: 2015 * 12, max: 2026 * 12 + 11 })
              .map((t) => `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, "0")}`),
            valor: fc.integer({ min: -100_000, max: 1_000_000 }).map((c) => c / 100),
          }),
          { maxLength: 60 },
        ),
        (items) => {
          const r = computeRefund(items);
          expect(r.simples).toBeGreaterThanOrEqual(0);
          expect(r.emDobro).toBeGreaterThanOrEqual(r.simples);
          expect(r.emDobro).toBeLessThanOrEqual(2 * r.simples + 1e-9);
          const zero = computeRefund(items.map((i) => ({ ...i, valor: 0 })));
          expect(zero.simples).toBe(0);
          expect(zero.emDobro).toBe(0);
        },
      ),
    );
  });
});
