import { describe, expect, it } from "vitest";
import { amortizationTable, installmentCount, monthlyFromAnnual, parseSimulationInput, simulate } from "./simulation";

const texts = {
  valorVeiculo: "45.000,00",
  entrada: "5.000,00",
  valorFinanciado: "30.000,00",
  parcelaAtual: "1.200,00",
  numeroParcelas: "48",
  taxaRegistro: "500",
  tarifaCadastro: "350,00",
  tarifaAvaliacao: "400",
  iofBem: "300",
  iofProdutos: "200",
  outrasDespesas: "100",
  valorSeguro: "1.500,00",
  taxaMediaAnual: "20",
};

describe("advanced simulation (SPEC §9)", () => {
  it("monthly rate = (1 + annual/100)^(1/12) − 1", () => {
    expect(monthlyFromAnnual(20)).toBeCloseTo(0.015309470499731193, 15);
    expect(monthlyFromAnnual((1.02 ** 12 - 1) * 100)).toBeCloseTo(0.02, 15);
    expect(monthlyFromAnnual(0)).toBe(0);
  });

  it("computes installment, totals and saving", () => {
    const r = simulate(parseSimulationInput(texts));
    expect(r.principal).toBe(33350); // financed + fees + insurance
    expect(r.parcelaLegal).toBeCloseTo(986.1398064846236, 9);
    expect(r.totalAtual).toBe(62600); // 5.000 + 1.200 × 48
    expect(r.totalLegal).toBeCloseTo(52334.710711261934, 7);
    expect(r.refund).toBeCloseTo(10265.289288738066, 7);
    expect(r.seguroPrestamista).toBe(1500);
  });

  it("gives no saving when the revised total is higher", () => {
    const r = simulate(parseSimulationInput({ ...texts, parcelaAtual: "900" }));
    expect(r.refund).toBe(0);
  });

  it("defaults the count to 1", () => {
    expect(installmentCount(0)).toBe(1);
    expect(installmentCount(-3)).toBe(1);
    expect(installmentCount(Number.NaN)).toBe(1);
    const r = simulate(parseSimulationInput({ ...texts, numeroParcelas: "abc" }));
    expect(r.numeroParcelas).toBe(1);
    expect(r.totalAtual).toBe(5000 + 1200);
  });

  it("divides evenly at zero rate", () => {
    const r = simulate(parseSimulationInput({ valorFinanciado: "1.200", numeroParcelas: "12", taxaMediaAnual: "0" }));
    expect(r.parcelaLegal).toBe(100);
  });

  it("builds both amortization tables that close the balance", () => {
    const r = simulate(parseSimulationInput(texts));
    expect(r.tabelaRevisada).toHaveLength(48);
    expect(r.tabelaRevisada.at(-1)!.saldo).toBe(0);
    const paid = r.tabelaRevisada.reduce((s, row) => s + row.amortizacao, 0);
    expect(paid).toBeCloseTo(33350, 6);
    expect(r.tabelaRevisada[0]).toMatchObject({ numero: 1 });
    expect(r.tabelaRevisada[0]!.juros).toBeCloseTo(33350 * 0.015309470499731193, 9);
    expect(r.tabelaAtual).toHaveLength(48);
    expect(r.tabelaAtual![0]!.parcela).toBe(1200);
    expect(r.tabelaAtual!.at(-1)!.parcela).toBeCloseTo(1200, 4);
    expect(r.taxaMensalAtual).toBeGreaterThan(r.taxaMensal);
  });

  it("explains when the current scenario admits no rate", () => {
    const r = simulate(parseSimulationInput({ ...texts, parcelaAtual: "100" }));
    expect(r.tabelaAtual).toBeNull();
    expect(r.tabelaAtualIndisponivel).toContain("menor que o valor financiado");
  });

  it("returns an empty table for no principal", () => {
    expect(amortizationTable(0, 0.02, 12)).toEqual([]);
  });
});
