import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";
import {
  monthlyFromAnnual,
  parseSimulationInput,
  SIMULATION_MESSAGES,
  simulate,
  type SimulationInput,
  simulationFieldsFor,
  type SimulationTexts,
} from "./simulation";

const texts: SimulationTexts = {
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

function input(
  t: SimulationTexts,
  tipo: Parameters<typeof parseSimulationInput>[1] = "financiamento_veiculo",
): SimulationInput {
  const parsed = parseSimulationInput(t, tipo);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe("advanced simulation (SPEC §9)", () => {
  it("monthly rate = (1 + annual/100)^(1/12) − 1", () => {
    expect(monthlyFromAnnual(20)).toBeCloseTo(0.015309470499731193, 15);
    expect(monthlyFromAnnual((1.02 ** 12 - 1) * 100)).toBeCloseTo(0.02, 15);
    expect(monthlyFromAnnual(0)).toBe(0);
  });

  it("computes installment, totals and saving in cents, agreeing with the table", () => {
    const r = simulate(input(texts));
    expect(r.principal).toBe(33350); // financed + fees + insurance
    expect(r.parcelaLegal).toBe(986.14); // annuity 986,1398… rounded to cents
    expect(r.totalAtual).toBe(62600); // 5.000 + 1.200 × 48
    const tableTotal =
      r.tabelaRevisada.reduce((s, row) => s + Math.round(row.parcela * 100), 0) / 100;
    expect(r.totalLegal).toBe(5000 + tableTotal);
    expect(Math.abs(r.totalLegal - 52334.71)).toBeLessThanOrEqual(0.48); // spec formula, within a cent per installment
    expect(r.refund).toBe(Math.round((62600 - r.totalLegal) * 100) / 100);
    expect(r.seguroPrestamista).toBe(1500);
  });

  it("gives no saving when the revised total is higher", () => {
    expect(simulate(input({ ...texts, parcelaAtual: "900" })).refund).toBe(0);
  });

  it("builds both amortization tables that close the balance", () => {
    const r = simulate(input(texts));
    expect(r.tabelaRevisada).toHaveLength(48);
    expect(r.tabelaRevisada.at(-1)!.saldo).toBe(0);
    const amortized = r.tabelaRevisada.reduce((s, row) => s + Math.round(row.amortizacao * 100), 0);
    expect(amortized).toBe(3_335_000);
    expect(r.tabelaRevisada[0]).toMatchObject({ numero: 1, juros: 510.57 }); // 33.350 × 1,5309…% rounded
    expect(r.tabelaAtual).toHaveLength(48);
    expect(r.tabelaAtual![0]!.parcela).toBe(1200);
    expect(Math.abs(r.tabelaAtual!.at(-1)!.parcela - 1200)).toBeLessThanOrEqual(1);
    expect(r.tabelaAtual!.at(-1)!.saldo).toBe(0);
    expect(r.taxaMensalAtual).toBeGreaterThan(r.taxaMensal);
  });

  it("96 × R$ 15.000 on R$ 50.000: the current table ends at zero with no negative installment", () => {
    const r = simulate(
      input(
        {
          valorFinanciado: "50.000",
          parcelaAtual: "15.000",
          numeroParcelas: "96",
          taxaMediaAnual: "26,82",
        },
        "emprestimo_pessoal",
      ),
    );
    expect(r.tabelaAtual).toHaveLength(96);
    expect(r.tabelaAtual!.at(-1)!.saldo).toBe(0);
    for (const row of r.tabelaAtual!) expect(row.parcela).toBeGreaterThanOrEqual(0);
    expect(Math.min(...r.tabelaAtual!.map((row) => row.parcela))).toBeGreaterThan(14_999);
  });

  it("explains when the current scenario admits no rate", () => {
    const r = simulate(input({ ...texts, parcelaAtual: "100" }));
    expect(r.tabelaAtual).toBeNull();
    expect(r.tabelaAtualIndisponivel).toContain("menor que o valor financiado");
  });
});

describe("inputs that would fabricate a saving are refused (issue 'Truth' item 9)", () => {
  it.each([
    [{ taxaMediaAnual: "" }, "taxaMediaAnual", SIMULATION_MESSAGES.taxaMediaAnual],
    [{ taxaMediaAnual: "0" }, "taxaMediaAnual", SIMULATION_MESSAGES.taxaMediaAnual],
    [{ taxaMediaAnual: "0,00" }, "taxaMediaAnual", SIMULATION_MESSAGES.taxaMediaAnual],
    [
      { tarifaCadastro: "-350" },
      "tarifaCadastro",
      "Não use sinal de menos: informe um valor positivo.",
    ],
    [
      { valorSeguro: "-1.500,00" },
      "valorSeguro",
      "Não use sinal de menos: informe um valor positivo.",
    ],
    [
      { numeroParcelas: "48,5" },
      "numeroParcelas",
      "Informe um número inteiro, sem vírgula nem ponto (ex.: 48).",
    ],
    [{ numeroParcelas: "" }, "numeroParcelas", SIMULATION_MESSAGES.numeroParcelas],
    [{ numeroParcelas: "0" }, "numeroParcelas", SIMULATION_MESSAGES.numeroParcelas],
    [{ numeroParcelas: "601" }, "numeroParcelas", SIMULATION_MESSAGES.numeroParcelas],
    [{ valorFinanciado: "" }, "valorFinanciado", SIMULATION_MESSAGES.valorFinanciado],
    [{ parcelaAtual: "0" }, "parcelaAtual", SIMULATION_MESSAGES.parcelaAtual],
    [
      { entrada: "1e3" },
      "entrada",
      "“e” não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
  ] as const)("%j → %s: %s", (change, field, message) => {
    const parsed = parseSimulationInput({ ...texts, ...change }, "financiamento_veiculo");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });

  it("asks for the vehicle's value only for vehicle types", () => {
    expect(simulationFieldsFor("financiamento_veiculo")).toContain("valorVeiculo");
    expect(simulationFieldsFor("busca_apreensao")).toContain("valorVeiculo");
    for (const tipo of [
      "emprestimo_pessoal",
      "emprestimo_consignado",
      "cartao_consignado",
    ] as const) {
      expect(simulationFieldsFor(tipo)).not.toContain("valorVeiculo");
      // A vehicle value typed elsewhere is not read for these types.
      expect(parseSimulationInput({ ...texts, valorVeiculo: "lixo" }, tipo).ok).toBe(true);
    }
  });

  it("blank optional amounts count as zero", () => {
    const r = input(
      {
        valorFinanciado: "10.000",
        parcelaAtual: "500",
        numeroParcelas: "24",
        taxaMediaAnual: "20",
      },
      "emprestimo_pessoal",
    );
    expect(r).toMatchObject({ entrada: 0, valorSeguro: 0, tarifaCadastro: 0, valorVeiculo: 0 });
  });

  it("a saving never appears when the current installment is at or below the revised one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 100_000_000 }), // principal in cents
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 20_000 }), // annual rate × 100
        fc.integer({ min: 0, max: 100 }), // current installment as % of the revised one
        (c, n, a, pct) => {
          const annual = a / 100;
          const p = c / 100;
          const base = input(
            {
              valorFinanciado: formatNumber(p),
              parcelaAtual: "1",
              numeroParcelas: String(n),
              taxaMediaAnual: formatNumber(annual),
            },
            "emprestimo_pessoal",
          );
          const revised = simulate(base).parcelaLegal;
          const parcela = Math.max(0.01, Math.floor(revised * pct) / 100);
          const r = simulate({ ...base, parcelaAtual: parcela });
          // At most the cents by which the table's installments differ from the regular one.
          const drift = r.tabelaRevisada.reduce((s, row) => s + Math.abs(row.parcela - revised), 0);
          expect(r.refund).toBeLessThanOrEqual(drift + 0.01);
          expect(r.tabelaRevisada.at(-1)!.saldo).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
