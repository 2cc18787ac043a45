import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertRmc } from "./rmc-conversion";

const HOJE = "2026-11-26";

describe("RMC/RCC conversion into a consignado (issue #10 item 4)", () => {
  it("finds the payoff month and what was deducted beyond it", () => {
    // 1.000 at 10%: 1.000 + 100 − 500 = 600; 600 + 60 − 500 = 160; 160 + 16 = 176 ≤ 500 → paid in the 3rd.
    const r = convertRmc({
      valorSaque: 1000,
      mesSaque: "2021-01",
      descontoMensal: 500,
      descontosFeitos: 5,
      hoje: HOJE,
      mediaInss: 10,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.parcelasParaQuitar).toBe(3);
    expect(r.mesQuitacao).toBe("2021-04");
    expect(r.quitado).toBe(true);
    expect(r.excedentes).toEqual([
      { mes: "2021-04", valor: 324 },
      { mes: "2021-05", valor: 500 },
      { mes: "2021-06", valor: 500 },
    ]);
    expect(r.pagoAlemDaQuitacao).toBe(1324);
    expect(r.restituicao.simples).toBe(1324);
    expect(r.restituicao.emDobro).toBe(2648);
    expect(r.textos[1]).toBe(
      "Convertido em empréstimo consignado à taxa média do Banco Central para o consignado INSS (série 25468) de jan/2021, 10,00% a.m., o saque de R$ 1.000,00 com descontos de R$ 500,00 estaria quitado no 3º desconto, em abr/2021.",
    );
  });

  it("uses the loan cap when it is lower than the average", () => {
    const r = convertRmc({
      valorSaque: 1000,
      mesSaque: "2020-04",
      descontoMensal: 50,
      descontosFeitos: 10,
      hoje: HOJE,
      mediaInss: 2.05,
      tetoEmprestimo: 1.8,
    });
    expect(r.ok && r.taxa).toBe(1.8);
    expect(r.ok && r.baseTaxa).toBe("teto_inss");
  });

  it("not yet paid off: the balance left and nothing overpaid", () => {
    const r = convertRmc({
      valorSaque: 1000,
      mesSaque: "2021-01",
      descontoMensal: 500,
      descontosFeitos: 1,
      hoje: HOJE,
      mediaInss: 10,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.quitado).toBe(false);
    expect(r.saldoDevedor).toBe(600);
    expect(r.pagoAlemDaQuitacao).toBe(0);
  });

  it("a deduction below the interest never pays the debt off", () => {
    const r = convertRmc({
      valorSaque: 10000,
      mesSaque: "2021-01",
      descontoMensal: 100,
      descontosFeitos: 24,
      hoje: HOJE,
      mediaInss: 2,
    });
    if (!r.ok) throw new Error(r.erro);
    expect(r.parcelasParaQuitar).toBeNull();
    // 10.000 × 1,02^24 − 100 × (1,02^24 − 1) / 0,02, to the cent of the monthly rounding
    const closed = 10000 * 1.02 ** 24 - (100 * (1.02 ** 24 - 1)) / 0.02;
    expect(Math.abs(r.saldoDevedor - closed)).toBeLessThan(0.05);
    expect(r.quitado).toBe(false);
    expect(r.textos[1]).toContain("não cobre os juros");
    expect(r.restituicao.simples).toBe(0);
  });

  it("refuses bad input in pt-BR", () => {
    expect(
      convertRmc({
        valorSaque: 0,
        mesSaque: "2021-01",
        descontoMensal: 1,
        descontosFeitos: 1,
        hoje: HOJE,
        mediaInss: 2,
      }),
    ).toEqual({
      ok: false,
      campo: "valorSaque",
      erro: "Informe o valor recebido no saque (maior que zero).",
    });
  });

  it("property: deducted = paid to the loan + beyond payoff; refunds never negative, double ≥ simple", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }).map((c) => c / 100),
        fc.integer({ min: 1_000, max: 200_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 50, max: 400 }).map((b) => b / 100),
        (valorSaque, descontoMensal, descontosFeitos, mediaInss) => {
          const r = convertRmc({
            valorSaque,
            mesSaque: "2018-06",
            descontoMensal,
            descontosFeitos,
            mediaInss,
            hoje: HOJE,
          });
          if (!r.ok) throw new Error(r.erro);
          expect(r.restituicao.simples).toBeGreaterThanOrEqual(0);
          expect(r.restituicao.emDobro).toBeGreaterThanOrEqual(r.restituicao.simples);
          if (r.quitado) expect(r.pagoAlemDaQuitacao).toBeLessThanOrEqual(r.totalDescontado);
          else expect(r.pagoAlemDaQuitacao).toBe(0);
        },
      ),
    );
  });
});
