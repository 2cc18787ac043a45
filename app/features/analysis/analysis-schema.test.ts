import { describe, expect, it } from "vitest";
import { MONTH_REQUIRED, RATE_REQUIRED, parseAnalysisForm } from "./analysis-schema";

describe("analysis form schema", () => {
  it("requires month and year with the spec's text", () => {
    const result = parseAnalysisForm({ tipo: "financiamento_veiculo", mes: "", ano: "" });
    expect(result).toEqual({ ok: false, errors: { mes: MONTH_REQUIRED } });
    expect(MONTH_REQUIRED).toBe("Selecione o mês/ano de assinatura");
  });

  it("needs no rate for vehicle financing and personal loan", () => {
    const result = parseAnalysisForm({ tipo: "emprestimo_pessoal", mes: "9", ano: "2024" });
    expect(result).toEqual({
      ok: true,
      value: {
        tipo: "emprestimo_pessoal",
        mes: "2024-09",
        taxaContrato: null,
        taxaCalculada: false,
        setor: null,
        dataContrato: null,
      },
    });
  });

  it("parses a Brazilian rate for consignado and defaults the sector to total", () => {
    const result = parseAnalysisForm({
      tipo: "emprestimo_consignado",
      mes: "3",
      ano: "2023",
      taxa: "2,49",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        tipo: "emprestimo_consignado",
        mes: "2023-03",
        taxaContrato: 2.49,
        taxaCalculada: false,
        setor: "total",
        dataContrato: null,
      },
    });
  });

  it("refuses a missing or non-positive rate where the type has a rate field", () => {
    for (const taxa of ["", "0", "0,00"]) {
      expect(parseAnalysisForm({ tipo: "cartao_consignado", mes: "1", ano: "2020", taxa })).toEqual(
        {
          ok: false,
          errors: { taxa: RATE_REQUIRED },
        },
      );
    }
  });

  it.each([
    [
      "1e3",
      "“e” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
    ],
    [
      "0x10",
      "“x” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
    ],
    [
      "abc",
      "“a” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
    ],
    ["-1", "Não use sinal de menos: informe um valor positivo."],
    [
      "1.2345,6",
      "Use um só separador para as casas decimais; pontos só separam milhares, em grupos de três (ex.: 2,49).",
    ],
  ])(
    "refuses the malformed rate %j saying what is wrong (never read as something else)",
    (taxa, erro) => {
      expect(
        parseAnalysisForm({ tipo: "emprestimo_consignado", mes: "1", ano: "2020", taxa }),
      ).toEqual({ ok: false, errors: { taxa: erro } });
    },
  );

  it.each([["1,85% a.m."], ["1.85"], ["1,85%"]])("accepts the rate %j as 1,85", (taxa) => {
    const result = parseAnalysisForm({
      tipo: "emprestimo_consignado",
      mes: "1",
      ano: "2020",
      taxa,
    });
    expect(result.ok && result.value.taxaContrato).toBe(1.85);
  });

  it("takes an optional rate for vehicle and personal loan, on the dashboard too (DESIGN §8.18)", () => {
    const form = { tipo: "financiamento_veiculo", mes: "7", ano: "2025", taxa: "3,5" };
    expect(parseAnalysisForm(form)).toMatchObject({
      ok: true,
      value: { taxaContrato: 3.5, taxaCalculada: false },
    });
    expect(parseAnalysisForm({ ...form, taxa: "1e3" })).toMatchObject({
      ok: false,
      errors: { taxa: expect.stringContaining("“e” não é aceito") },
    });
    // Left blank, the rate is optional for these two types.
    expect(parseAnalysisForm({ ...form, taxa: "" })).toMatchObject({
      ok: true,
      value: { taxaContrato: null },
    });
  });

  it("refuses malformed amounts in 'Descobrir minha taxa'", () => {
    const base = {
      tipo: "emprestimo_pessoal",
      mes: "1",
      ano: "2024",
      valorFinanciado: "10.000",
      parcela: "1.047,75",
      numeroParcelas: "24",
    };
    expect(parseAnalysisForm({ ...base, valorFinanciado: "1.0000" })).toMatchObject({
      ok: false,
      errors: { valorFinanciado: expect.stringContaining("grupos de três") },
    });
    expect(parseAnalysisForm({ ...base, parcela: "-1.047,75" })).toMatchObject({
      ok: false,
      errors: { parcela: "Não use sinal de menos: informe um valor positivo." },
    });
    expect(parseAnalysisForm({ ...base, numeroParcelas: "24,5" })).toMatchObject({
      ok: false,
      errors: { numeroParcelas: "Informe um número inteiro, sem vírgula nem ponto (ex.: 48)." },
    });
  });

  it("refuses months before 03/2011 and unknown types", () => {
    expect(parseAnalysisForm({ tipo: "financiamento_veiculo", mes: "2", ano: "2011" }).ok).toBe(
      false,
    );
    expect(parseAnalysisForm({ tipo: "cheque", mes: "5", ano: "2020" }).ok).toBe(false);
  });

  it("finds the contract rate from financed amount, installment and count (D11)", () => {
    // R$ 30.000 in 48 installments of R$ 1.000,00 → about 2,11% a.m.
    const result = parseAnalysisForm({
      tipo: "financiamento_veiculo",
      mes: "1",
      ano: "2024",
      valorFinanciado: "30.000,00",
      parcela: "1.000,00",
      numeroParcelas: "48",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Exact, never rounded before the rule (issue "Truth" item 3), and marked as computed.
    expect(result.value.taxaContrato).toBeCloseTo(2.1094, 3);
    expect(result.value.taxaCalculada).toBe(true);
    expect(result.value.descoberta).toMatchObject({
      valorFinanciado: 30000,
      parcela: 1000,
      numeroParcelas: 48,
    });
  });

  it("explains inputs that admit no rate", () => {
    const result = parseAnalysisForm({
      tipo: "emprestimo_pessoal",
      mes: "1",
      ano: "2024",
      valorFinanciado: "10.000",
      parcela: "100",
      numeroParcelas: "12",
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.parcela).toContain("não existe taxa de juros");
  });
});
