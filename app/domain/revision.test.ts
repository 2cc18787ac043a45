import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./numbers";
import {
  contractTable,
  NO_REFUND_TEXT,
  overpayments,
  priceTable,
  reviseContract,
} from "./revision";

const sum = (values: number[]) =>
  Math.round(values.reduce((a, b) => a + Math.round(b * 100), 0)) / 100;

describe("revisional recalculation, published cases (issue #10)", () => {
  it("10.000 in 4 × 3.154,71 → 10% a.m.; interest 1.000,00 / 784,53 / 547,51 / 286,79; balance 0", () => {
    const r = reviseContract({
      valorFinanciado: 10000,
      parcela: 3154.71,
      parcelas: 4,
      parcelasPagas: 0,
      primeiroVencimento: "2024-01",
      mediaBacen: 5,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.taxaContrato).toBeCloseTo(10, 3);
    expect(r.contrato.map((row) => row.juros)).toEqual([1000, 784.53, 547.51, 286.79]);
    expect(r.contrato.at(-1)!.saldo).toBe(0);
    expect(r.contrato.map((row) => row.vencimento)).toEqual([
      "2024-01",
      "2024-02",
      "2024-03",
      "2024-04",
    ]);
  });

  it("100.000 in 180 × 1.200,16 → 1% a.m.; balance with 69 installments left ≈ 59.612", () => {
    const r = reviseContract({
      valorFinanciado: 100000,
      parcela: 1200.16,
      parcelas: 180,
      parcelasPagas: 111,
      primeiroVencimento: "2015-01",
      mediaBacen: 1,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.taxaContrato).toBeCloseTo(1, 4);
    const row = r.contrato[180 - 69 - 1]!;
    expect(row.n).toBe(111);
    expect(Math.round(row.saldo)).toBe(59612);
    expect(r.contrato.at(-1)!.saldo).toBe(0);
  });

  it("personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m. against 5,11; revised installment 118,11", () => {
    const r = reviseContract({
      valorFinanciado: 2100,
      parcela: 326.97,
      parcelas: 48,
      parcelasPagas: 12,
      primeiroVencimento: "2023-01",
      mediaBacen: 5.11,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Math.round(r.taxaContrato * 100) / 100).toBe(15.55);
    expect(r.taxaRevisada).toBe(5.11);
    expect(r.parcelaRevisada).toBe(118.11);
    expect(r.revisado.at(-1)!.saldo).toBe(0);
    // 12 paid × (326,97 − 118,11) = 12 × 208,86
    expect(r.pagoAMais).toBe(2506.32);
    expect(r.textos[1]).toBe(
      "Recalculado à taxa média do Banco Central do mês da contratação, 5,11% a.m.: parcela de R$ 118,11.",
    );
  });

  it("private consignado fev/2023: 10.000 in 36 × 648,91 at 2,82 → revised 445,82, overpaid in 36 ≈ 7.311,25", () => {
    const r = reviseContract({
      valorFinanciado: 10000,
      parcela: 648.91,
      parcelas: 36,
      parcelasPagas: 36,
      primeiroVencimento: "2023-03",
      mediaBacen: 2.82,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.parcelaRevisada).toBe(445.82);
    // 35 × (648,91 − 445,82) + (648,91 − 445,72): the last revised installment closes the cents.
    expect(r.revisado.at(-1)!.parcela).toBe(445.72);
    expect(r.pagoAMais).toBe(7311.34);
    expect(Math.abs(r.pagoAMais - 7311.25)).toBeLessThan(0.1);
    expect(r.economiaRestante).toBe(0);
    expect(r.textos.at(-1)).toBe(
      "Nas 36 parcela(s) já paga(s) (até fev/2026) foram pagos R$ 7.311,34 a mais.",
    );
  });
});

describe("revision rules (DESIGN §7.7)", () => {
  const base = {
    valorFinanciado: 10000,
    parcela: 648.91,
    parcelas: 36,
    parcelasPagas: 10,
    primeiroVencimento: "2023-03",
    mediaBacen: 2.82,
  };

  it("uses the INSS cap when it is lower than the average", () => {
    const r = reviseContract({ ...base, mediaBacen: 2.02, tetoInss: 1.8 });
    expect(r.ok && r.taxaRevisada).toBe(1.8);
    expect(r.ok && r.baseTaxaRevisada).toBe("teto_inss");
    const higher = reviseContract({ ...base, mediaBacen: 1.7, tetoInss: 1.8 });
    expect(higher.ok && higher.taxaRevisada).toBe(1.7);
  });

  it("splits paid and remaining installments", () => {
    const r = reviseContract(base);
    if (!r.ok) throw new Error(r.erro);
    expect(r.pagoAMais).toBe(2030.9); // 10 × 203,09
    expect(sum(r.diferencas.filter((d) => !d.paga).map((d) => d.diferenca))).toBe(
      r.economiaRestante,
    );
    expect(overpayments(r)).toHaveLength(10);
    expect(overpayments(r)[0]).toEqual({ mes: "2023-03", valor: 203.09 });
  });

  it("a contract at or below the average has nothing to refund", () => {
    const r = reviseContract({ ...base, parcela: 400, mediaBacen: 2.82 });
    if (!r.ok) throw new Error(r.erro);
    expect(r.pagoAMais).toBe(0);
    expect(r.economiaRestante).toBe(0);
    expect(r.haValoresARestituir).toBe(false);
    expect(r.textos).toContain(NO_REFUND_TEXT);
  });

  it("finances fees and insurance; a tied insurance leaves the revised principal (Tema 972)", () => {
    const withInsurance = reviseContract({
      ...base,
      valorFinanciado: 9000,
      tarifasFinanciadas: 500,
      seguroFinanciado: 500,
    });
    const tied = reviseContract({
      ...base,
      valorFinanciado: 9000,
      tarifasFinanciadas: 500,
      seguroFinanciado: 500,
      seguroVinculado: true,
    });
    if (!withInsurance.ok || !tied.ok) throw new Error("unexpected");
    expect(withInsurance.principalContrato).toBe(10000);
    expect(withInsurance.taxaContrato).toBeCloseTo(tied.taxaContrato, 12);
    expect(tied.principalRevisado).toBe(9500);
    expect(tied.seguroExcluido).toBe(500);
    expect(tied.parcelaRevisada).toBeLessThan(withInsurance.parcelaRevisada);
    expect(tied.pagoAMais).toBeGreaterThan(withInsurance.pagoAMais);
    // 10 paid installments: the insurance's share is the revised installment with it minus without it.
    const share =
      (10 * Math.round((withInsurance.parcelaRevisada - tied.parcelaRevisada) * 100)) / 100;
    expect(tied.seguroNoPagoAMais).toBeCloseTo(share, 2);
    expect(tied.seguroNoPagoAMais).toBeCloseTo(tied.pagoAMais - withInsurance.pagoAMais, 2);
    expect(withInsurance.seguroNoPagoAMais).toBe(0);
    expect(tied.textos).toContain(
      `O seguro prestamista de R$ 500,00, apontado como venda casada, foi retirado do valor financiado recalculado (STJ, Tema 972); dele vêm ${formatMoney(tied.seguroNoPagoAMais)} do valor pago a mais, com os juros cobrados sobre ele.`,
    );
  });

  it("refuses impossible inputs in pt-BR", () => {
    expect(reviseContract({ ...base, parcelasPagas: 37 })).toEqual({
      ok: false,
      campo: "parcelasPagas",
      erro: "Informe as parcelas já pagas (um número inteiro de 0 a 36).",
    });
    expect(reviseContract({ ...base, parcela: 100 })).toMatchObject({
      ok: false,
      campo: "parcela",
    });
  });
});

describe("revision properties", () => {
  const contract = fc.record({
    principal: fc.integer({ min: 10_000, max: 50_000_000 }).map((c) => c / 100),
    taxa: fc.integer({ min: 0, max: 1500 }).map((b) => b / 100),
    parcelas: fc.integer({ min: 1, max: 120 }),
    media: fc.integer({ min: 1, max: 800 }).map((b) => b / 100),
    pagas: fc.integer({ min: 0, max: 120 }),
  });

  it("the revised table always ends at zero and amortizes exactly the principal", () => {
    fc.assert(
      fc.property(contract, ({ principal, media, parcelas }) => {
        const rows = priceTable({
          principal,
          taxa: media,
          parcelas,
          primeiroVencimento: "2020-01",
        });
        expect(rows).toHaveLength(parcelas);
        expect(rows.at(-1)!.saldo).toBe(0);
        expect(sum(rows.map((r) => r.amortizacao))).toBe(principal);
        for (const r of rows)
          expect(Math.round((r.juros + r.amortizacao) * 100)).toBe(Math.round(r.parcela * 100));
      }),
    );
  });

  it("no negative row even where cent residues explode (high rate, long term)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 2000 }).map((b) => b / 100),
        fc.integer({ min: 1, max: 600 }),
        (principal, taxa, parcelas) => {
          const rows = priceTable({ principal, taxa, parcelas, primeiroVencimento: "2020-01" });
          expect(rows.at(-1)!.saldo).toBe(0);
          expect(sum(rows.map((r) => r.amortizacao))).toBe(principal);
          for (const r of rows) {
            expect(r.parcela).toBeGreaterThanOrEqual(0);
            expect(r.juros).toBeGreaterThanOrEqual(0);
            expect(r.amortizacao).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it("the contract table ends at zero with installments within a cent of the contract's", () => {
    fc.assert(
      fc.property(contract, ({ principal, taxa, parcelas }) => {
        const parcela =
          Math.round(
            principal *
              (taxa === 0 ? 1 / parcelas : taxa / 100 / (1 - (1 + taxa / 100) ** -parcelas)) *
              100,
          ) / 100;
        const rows = contractTable({
          principal,
          taxa,
          parcelas,
          parcela,
          primeiroVencimento: "2020-01",
        });
        expect(rows.at(-1)!.saldo).toBe(0);
        expect(sum(rows.map((r) => r.amortizacao))).toBe(principal);
      }),
    );
  });

  it("overpaid and savings are never negative and add the per-installment differences", () => {
    fc.assert(
      fc.property(contract, ({ principal, taxa, parcelas, media, pagas }) => {
        const parcela =
          Math.round(
            principal *
              (taxa === 0 ? 1 / parcelas : taxa / 100 / (1 - (1 + taxa / 100) ** -parcelas)) *
              100,
          ) / 100;
        const r = reviseContract({
          valorFinanciado: principal,
          parcela,
          parcelas,
          parcelasPagas: Math.min(pagas, parcelas),
          primeiroVencimento: "2020-01",
          mediaBacen: media,
        });
        if (!r.ok) return; // the rounded installment may admit no rate (sum below principal)
        expect(r.pagoAMais).toBeGreaterThanOrEqual(0);
        expect(r.economiaRestante).toBeGreaterThanOrEqual(0);
        for (const d of r.diferencas) expect(d.diferenca).toBeGreaterThanOrEqual(0);
        expect(sum(r.diferencas.filter((d) => d.paga).map((d) => d.diferenca))).toBe(r.pagoAMais);
        expect(r.revisado.at(-1)!.saldo).toBe(0);
      }),
    );
  });
});
