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
    expect(result).toEqual({ ok: true, value: { tipo: "emprestimo_pessoal", mes: "2024-09", taxaContrato: null, setor: null, dataContrato: null } });
  });

  it("parses a Brazilian rate for consignado and defaults the sector to total", () => {
    const result = parseAnalysisForm({ tipo: "emprestimo_consignado", mes: "3", ano: "2023", taxa: "2,49" });
    expect(result).toEqual({ ok: true, value: { tipo: "emprestimo_consignado", mes: "2023-03", taxaContrato: 2.49, setor: "total", dataContrato: null } });
  });

  it("refuses a missing or non-positive rate where the type has a rate field", () => {
    for (const taxa of ["", "abc", "0", "-1"]) {
      expect(parseAnalysisForm({ tipo: "cartao_consignado", mes: "1", ano: "2020", taxa })).toEqual({
        ok: false,
        errors: { taxa: RATE_REQUIRED },
      });
    }
  });

  it("refuses months before 03/2011 and unknown types", () => {
    expect(parseAnalysisForm({ tipo: "financiamento_veiculo", mes: "2", ano: "2011" }).ok).toBe(false);
    expect(parseAnalysisForm({ tipo: "cheque", mes: "5", ano: "2020" }).ok).toBe(false);
  });

  it("finds the contract rate from financed amount, installment and count (D11)", () => {
    // R$ 30.000 in 48 installments of R$ 1.000,00 → about 2,11% a.m.
    const result = parseAnalysisForm({
      tipo: "financiamento_veiculo", mes: "1", ano: "2024",
      valorFinanciado: "30.000,00", parcela: "1.000,00", numeroParcelas: "48",
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.taxaContrato).toBe(2.11);
  });

  it("explains inputs that admit no rate", () => {
    const result = parseAnalysisForm({
      tipo: "emprestimo_pessoal", mes: "1", ano: "2024", valorFinanciado: "10.000", parcela: "100", numeroParcelas: "12",
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.parcela).toContain("não existe taxa de juros");
  });
});
