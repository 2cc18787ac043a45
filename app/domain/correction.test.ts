import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  correctAmounts,
  correctionFactor,
  createIndexTable,
  indexForMonth,
  type IndexRow,
  latestIndexMonth,
  LEI_14905_TEXT,
} from "./correction";

// Real IBGE monthly changes (seed/ibge, from the SGS 188 and 433 series).
const INPC: Array<[string, number]> = [
  ["2023-01", 0.46],
  ["2023-02", 0.77],
  ["2023-03", 0.64],
  ["2023-04", 0.53],
  ["2023-05", 0.36],
  ["2023-06", -0.1],
  ["2023-07", -0.09],
  ["2023-08", 0.2],
  ["2023-09", 0.11],
  ["2023-10", 0.12],
  ["2023-11", 0.1],
  ["2023-12", 0.55],
  ["2024-01", 0.57],
  ["2024-02", 0.81],
  ["2024-03", 0.19],
  ["2024-04", 0.37],
  ["2024-05", 0.46],
  ["2024-06", 0.25],
  ["2024-07", 0.26],
  ["2024-08", -0.14],
  ["2024-09", 0.48],
  ["2024-10", 0.61],
  ["2024-11", 0.33],
  ["2024-12", 0.48],
];
const IPCA: Array<[string, number]> = [
  ["2024-01", 0.42],
  ["2024-02", 0.83],
  ["2024-03", 0.16],
  ["2024-04", 0.38],
  ["2024-05", 0.46],
  ["2024-06", 0.21],
  ["2024-07", 0.38],
  ["2024-08", -0.02],
  ["2024-09", 0.44],
  ["2024-10", 0.56],
  ["2024-11", 0.39],
  ["2024-12", 0.52],
];
const rows: IndexRow[] = [
  ...INPC.map(([mes, variacao]) => ({ indice: "inpc" as const, mes, variacao })),
  ...IPCA.map(([mes, variacao]) => ({ indice: "ipca" as const, mes, variacao })),
];
const table = createIndexTable(rows);

describe("monetary correction (DESIGN D29, §7.7)", () => {
  it("accumulates from the month after the payment to the calculation month: INPC 2023 = 3,71%", () => {
    const r = correctionFactor(table, "inpc", "2022-12", "2023-12");
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.meses).toBe(12);
      expect(Math.round((r.fator - 1) * 10000) / 100).toBe(3.71);
    }
    const ipca = correctionFactor(table, "ipca", "2023-12", "2024-12");
    expect(ipca.ok && Math.round((ipca.fator - 1) * 10000) / 100).toBe(4.83);
  });

  it("never lets deflation lower the amount (factor ≥ 1)", () => {
    // INPC jun–jul/2023 = −0,10% and −0,09%
    expect(correctionFactor(table, "inpc", "2023-05", "2023-07")).toEqual({
      ok: true,
      fator: 1,
      meses: 2,
    });
    expect(correctionFactor(table, "inpc", "2023-12", "2023-12")).toEqual({
      ok: true,
      fator: 1,
      meses: 0,
    });
  });

  it("INPC until 08/2024 and IPCA after (Lei 14.905/2024)", () => {
    expect(indexForMonth("inpc_ipca", "2024-08")).toBe("inpc");
    expect(indexForMonth("inpc_ipca", "2024-09")).toBe("ipca");
    const r = correctionFactor(table, "inpc_ipca", "2024-06", "2024-10");
    // INPC jul, ago; IPCA set, out
    const expected = (1 + 0.26 / 100) * (1 - 0.14 / 100) * (1 + 0.44 / 100) * (1 + 0.56 / 100);
    expect(r.ok && r.fator).toBeCloseTo(expected, 12);
    expect(latestIndexMonth(table, "inpc_ipca")).toBe("2024-12");
  });

  it("names the months without data and invents nothing", () => {
    const r = correctAmounts(table, "ipca", [{ mes: "2023-10", valor: 100 }], "2024-02");
    expect(r).toEqual({
      ok: false,
      indice: "ipca",
      dataCalculo: "2024-02",
      mesesSemDados: ["2023-11", "2023-12"],
      erro: "Não há IPCA publicado para nov/2023 e dez/2023; a correção monetária não foi calculada (não estimamos índices).",
    });
    expect(correctionFactor(table, "inpc", "2024-12", "2025-01")).toEqual({
      ok: false,
      mesesSemDados: ["2025-01"],
    });
  });

  it("corrects amounts to the cent and explains the index, the law, mora and prescription", () => {
    const r = correctAmounts(
      table,
      "inpc",
      [
        { mes: "2022-12", valor: 1000 },
        { mes: "2024-11", valor: 203.09 },
      ],
      "2024-12",
    );
    if (!r.ok) throw new Error(r.erro);
    expect(r.itens[1]).toEqual({ mes: "2024-11", valor: 203.09, fator: 1.0048, corrigido: 204.06 });
    expect(r.total).toBe(1203.09);
    expect(r.textos).toContain(LEI_14905_TEXT);
    expect(r.textos).toContain(
      "Juros de mora não foram estimados: eles dependem da data da citação no processo.",
    );
    expect(r.textos).toContain(
      "O direito de pedir a devolução prescreve em 10 anos (Código Civil, art. 205).",
    );
    expect(LEI_14905_TEXT).toContain("a partir de 30/08/2024");
  });

  it("says which payments fall after the calculation month (not corrected)", () => {
    const r = correctAmounts(
      table,
      "inpc",
      [
        { mes: "2024-11", valor: 100 },
        { mes: "2025-01", valor: 50 },
        { mes: "2025-02", valor: 50 },
      ],
      "2024-12",
    );
    if (!r.ok) throw new Error(r.erro);
    expect(r.itens.map((i) => i.fator)).toEqual([1.0048, 1, 1]);
    expect(r.textos[1]).toBe(
      "2 valor(es) pago(s) depois de dez/2024 (R$ 100,00) entra(m) sem correção: o cálculo vai até dez/2024, o último mês com índice publicado usado.",
    );
  });

  it("property: the one-pass correction of many amounts equals each amount's own factor", () => {
    const months = INPC.map(([m]) => m);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            mes: fc.constantFrom(...months),
            valor: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.constantFrom(...months),
        fc.constantFrom("inpc" as const, "inpc_ipca" as const),
        (items, calc, choice) => {
          const r = correctAmounts(table, choice, items, calc);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          r.itens.forEach((item, k) => {
            const own = correctionFactor(table, choice, items[k]!.mes, calc);
            expect(own.ok).toBe(true);
            if (own.ok) expect(item.fator).toBeCloseTo(own.fator, 12);
          });
        },
      ),
    );
  });

  it("property: a zero amount stays zero, the factor is ≥ 1 and corrected ≥ nominal", () => {
    const months = INPC.map(([m]) => m);
    fc.assert(
      fc.property(
        fc.constantFrom(...months),
        fc.constantFrom(...months),
        fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
        (a, b, valor) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const f = correctionFactor(table, "inpc", from, to);
          expect(f.ok).toBe(true);
          if (f.ok) expect(f.fator).toBeGreaterThanOrEqual(1);
          const zero = correctAmounts(table, "inpc", [{ mes: from, valor: 0 }], to);
          expect(zero.ok && zero.corrigidoTotal).toBe(0);
          const some = correctAmounts(table, "inpc", [{ mes: from, valor }], to);
          expect(some.ok && some.corrigidoTotal).toBeGreaterThanOrEqual(valor);
        },
      ),
    );
  });
});
