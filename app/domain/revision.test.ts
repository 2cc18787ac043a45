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

/** The calculation day of these tests (prescription counts back from it). */
const HOJE = "2026-11-26";

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
      hoje: HOJE,
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
      hoje: HOJE,
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
      hoje: HOJE,
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
      hoje: HOJE,
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
      "Nas 36 parcelas já pagas (até fev/2026) foram pagos R$ 7.311,34 a mais.",
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
    hoje: HOJE,
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
      `O seguro prestamista de R$ 500,00, apontado como venda casada, foi retirado do valor financiado recalculado (STJ, Tema 972; REsp 1.639.320/SP); dele vêm ${formatMoney(tied.seguroNoPagoAMais)} do valor pago a mais, com os juros cobrados sobre ele.`,
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
          hoje: HOJE,
          mediaBacen: media,
        });
        if (!r.ok) return; // the rounded installment may admit no rate (sum below principal)
        expect(r.pagoAMais).toBeGreaterThanOrEqual(0);
        expect(r.economiaRestante).toBeGreaterThanOrEqual(0);
        for (const d of r.diferencas) expect(d.diferenca).toBeGreaterThanOrEqual(0);
        expect(
          sum(r.diferencas.filter((d) => d.paga && !d.prescrita).map((d) => d.diferenca)),
        ).toBe(r.pagoAMais);
        expect(r.revisado.at(-1)!.saldo).toBe(0);
      }),
    );
  });
});

// The examples of the court-grade issue, with the figure the law gives. The figure the product gave
// before is in each title ("antes").
describe("court-grade examples (DESIGN §8.1–8.5, §8b.19–21)", () => {
  const annuity = (principal: number, taxa: number, n: number) =>
    Math.round(((principal * taxa) / 100 / (1 - (1 + taxa / 100) ** -n)) * 100) / 100;

  it("2011 vehicle loan paid off in 2016: every installment is prescribed (antes R$ 35.697,63, agora 0)", () => {
    const r = reviseContract({
      valorFinanciado: 40000,
      parcela: annuity(40000, 4, 60), // 1.768,07: 4% a.m. against 2,08 (jun/2011)
      parcelas: 60,
      parcelasPagas: 60,
      primeiroVencimento: "2011-07",
      hoje: HOJE,
      mediaBacen: 2.08,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.criterio.atendido).toBe(true);
    expect(r.pagoAMais).toBe(0);
    expect(overpayments(r)).toEqual([]);
    expect(r.prescritas).toEqual({ quantidade: 60, ate: "2016-06", valor: 35697.63 });
    expect(r.contrato.every((row) => row.prescrita)).toBe(true);
    expect(r.diferencas.every((d) => d.prescrita)).toBe(true);
    expect(r.textos).toContain(NO_REFUND_TEXT);
  });

  it("a contract at 1,18 × the average is not revised (antes R$ 199,44 pagos a mais, agora 0)", () => {
    const r = reviseContract({
      valorFinanciado: 2100,
      parcela: annuity(2100, 5.11 * 1.18, 48), // 134,73 → 6,03% a.m.
      parcelas: 48,
      parcelasPagas: 12,
      primeiroVencimento: "2023-01",
      hoje: HOJE,
      mediaBacen: 5.11,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.criterio.atendido).toBe(false);
    expect(r.taxaRevisada).toBe(r.taxaContrato);
    expect(r.pagoAMais).toBe(0);
    expect(r.economiaRestante).toBe(0);
    expect(r.haValoresARestituir).toBe(false);
    expect(r.textos).toContain(NO_REFUND_TEXT);
    expect(r.textos[1]).toBe(
      "A taxa do contrato (6,03% a.m.) não passa de 1,5 vez a média do mês da contratação (acima de 7,665% a.m.): sem abusividade, os juros não são revistos (REsp 1.061.530/RS) e a taxa do contrato é mantida.",
    );
  });

  it("5,1095% against 5,11%: rates are compared, not rounded rows (antes R$ 0,24, agora 0)", () => {
    const r = reviseContract({
      valorFinanciado: 2100,
      parcela: 118.1,
      parcelas: 48,
      parcelasPagas: 48,
      primeiroVencimento: "2023-01",
      hoje: HOJE,
      mediaBacen: 5.11,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.taxaContrato).toBeCloseTo(5.1095, 4);
    expect(r.pagoAMais).toBe(0);
    expect(r.diferencas.every((d) => d.diferenca === 0)).toBe(true);
  });

  it("a tied insurance on a contract below the average keeps the contract rate (antes R$ 252,72, agora R$ 653,76)", () => {
    const r = reviseContract({
      valorFinanciado: 9500,
      seguroFinanciado: 500,
      seguroVinculado: true,
      parcela: annuity(10000, 4.9, 48), // 544,83 → 4,90% a.m. against 5,11
      parcelas: 48,
      parcelasPagas: 24,
      primeiroVencimento: "2023-01",
      hoje: HOJE,
      mediaBacen: 5.11,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.criterio.atendido).toBe(false);
    expect(r.taxaRevisada).toBe(r.taxaContrato);
    expect(r.parcelaRevisada).toBe(517.59);
    expect(r.jurosNoPagoAMais).toBe(0);
    expect(r.pagoAMais).toBe(653.76);
    expect(r.seguroNoPagoAMais).toBe(653.76);
    // Súmula 530 is about an unprovable rate: not the basis here (§8b.19).
    expect(r.textos.join(" ")).not.toContain("Súmula 530");
  });

  it("the contract table shows 326,97 in every row, the cent of residue in the last (antes 326,96 e 326,98 no meio)", () => {
    const r = reviseContract({
      valorFinanciado: 2100,
      parcela: 326.97,
      parcelas: 48,
      parcelasPagas: 12,
      primeiroVencimento: "2023-01",
      hoje: HOJE,
      mediaBacen: 5.11,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.contrato.slice(0, -1).every((row) => row.parcela === 326.97)).toBe(true);
    expect(r.contrato.at(-1)!.parcela).toBe(326.96);
    expect(r.contrato.at(-1)!.saldo).toBe(0);
    expect(r.pagoAMais).toBe(2506.32);
  });

  it("INSS: above the cap only → the cap; above the cap and 1,5 × the average → the lower", () => {
    const common = {
      valorFinanciado: 10000,
      parcelas: 84,
      parcelasPagas: 0,
      primeiroVencimento: "2025-01",
      hoje: HOJE,
    };
    const capOnly = reviseContract({
      ...common,
      parcela: annuity(10000, 2.2, 84),
      mediaBacen: 1.82,
      tetoInss: 1.85,
    });
    if (!capOnly.ok) throw new Error(capOnly.erro);
    expect(capOnly.criterio).toMatchObject({
      atendido: true,
      acimaDaMedia: false,
      base: "teto_inss",
    });
    expect(capOnly.taxaRevisada).toBe(1.85);
    const both = reviseContract({
      ...common,
      parcela: annuity(10000, 3, 84),
      mediaBacen: 1.82,
      tetoInss: 1.85,
    });
    if (!both.ok) throw new Error(both.erro);
    expect(both.criterio).toMatchObject({
      acimaDaMedia: true,
      acimaDoTeto: true,
      base: "media_bacen",
    });
    expect(both.taxaRevisada).toBe(1.82);
    // At the cap, rounded to the cent: not above it.
    const atCap = reviseContract({
      ...common,
      parcela: annuity(10000, 1.85, 84),
      mediaBacen: 1.82,
      tetoInss: 1.85,
    });
    if (!atCap.ok) throw new Error(atCap.erro);
    expect(atCap.criterio.atendido).toBe(false);
    expect(atCap.pagoAMais + atCap.economiaRestante).toBe(0);
  });
});

describe("court-grade properties", () => {
  const annuity = (principal: number, taxa: number, n: number) =>
    Math.round(principal * (taxa === 0 ? 1 / n : taxa / 100 / (1 - (1 + taxa / 100) ** -n)) * 100) /
    100;
  const contract = fc.record({
    principal: fc.integer({ min: 100, max: 10_000_000 }).map((c) => c / 100),
    taxa: fc.integer({ min: 0, max: 1500 }).map((b) => b / 100),
    parcelas: fc.integer({ min: 1, max: 120 }),
    media: fc.integer({ min: 1, max: 800 }).map((b) => b / 100),
    teto: fc.option(fc.integer({ min: 100, max: 300 }).map((b) => b / 100)),
    pagas: fc.integer({ min: 0, max: 120 }),
    // First due month between 2005-01 and 2026-11.
    inicio: fc.integer({ min: 0, max: 262 }),
  });
  const month = (offset: number) =>
    `${2005 + Math.floor(offset / 12)}-${String((offset % 12) + 1).padStart(2, "0")}`;

  it("refunds are zero whenever the contract rate is at or below the revision rate", () => {
    fc.assert(
      fc.property(contract, ({ principal, taxa, parcelas, media, teto, pagas, inicio }) => {
        const r = reviseContract({
          valorFinanciado: principal,
          parcela: annuity(principal, taxa, parcelas),
          parcelas,
          parcelasPagas: Math.min(pagas, parcelas),
          primeiroVencimento: month(inicio),
          hoje: HOJE,
          mediaBacen: media,
          tetoInss: teto,
        });
        if (!r.ok) return;
        expect(r.taxaRevisada).toBeLessThanOrEqual(r.taxaContrato);
        if (!r.criterio.atendido) {
          expect(r.pagoAMais).toBe(0);
          expect(r.economiaRestante).toBe(0);
          expect(overpayments(r)).toEqual([]);
        }
        if (r.taxaContrato <= r.taxaRevisada) expect(r.pagoAMais).toBe(0);
      }),
    );
  });

  it("no refund figure includes an installment due more than 10 years ago", () => {
    fc.assert(
      fc.property(contract, ({ principal, taxa, parcelas, media, pagas, inicio }) => {
        const r = reviseContract({
          valorFinanciado: principal,
          parcela: annuity(principal, taxa, parcelas),
          parcelas,
          parcelasPagas: Math.min(pagas, parcelas),
          primeiroVencimento: month(inicio),
          hoje: HOJE,
          mediaBacen: media,
        });
        if (!r.ok) return;
        for (const item of overpayments(r)) expect(item.mes >= "2016-11").toBe(true);
        const claimable = r.diferencas.filter((d) => d.paga && !d.prescrita);
        expect(sum(claimable.map((d) => d.diferenca))).toBe(r.pagoAMais);
        for (const d of r.diferencas) expect(d.prescrita).toBe(d.paga && d.vencimento < "2016-11");
      }),
    );
  });

  it("every contract-table row but the last equals the charged installment", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 3000 }).map((b) => b / 100),
        fc.integer({ min: 1, max: 600 }),
        (principal, taxa, parcelas) => {
          const parcela = annuity(principal, taxa, parcelas);
          const r = reviseContract({
            valorFinanciado: principal,
            parcela,
            parcelas,
            parcelasPagas: 0,
            primeiroVencimento: "2024-01",
            hoje: HOJE,
            mediaBacen: 2,
          });
          if (!r.ok) return;
          for (const row of r.contrato.slice(0, -1)) expect(row.parcela).toBe(parcela);
          expect(Math.abs(r.contrato.at(-1)!.parcela - parcela)).toBeLessThanOrEqual(0.02);
          expect(r.contrato.at(-1)!.saldo).toBe(0);
          expect(sum(r.contrato.map((row) => row.amortizacao))).toBe(principal);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
