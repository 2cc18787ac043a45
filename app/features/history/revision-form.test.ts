// The record page's recalculation judges the rate the analysis judged: a rate typed on the
// dashboard (consignado, card) is carried as the document's rate; a "Descobrir minha taxa" rate,
// computed from the amounts, is not.
import { describe, expect, it } from "vitest";
import type { FullAnalysis } from "~/domain/analysis";
import type { ContractType } from "~/domain/contract-types";
import type { AnalysisRecord } from "~/features/analysis/record";
import { parseRevisionForm } from "./revision-form";

function record(tipo: ContractType, taxaContrato: number | null, setor: string | null = null) {
  const entrada = { tipo, mes: "2023-05" as const, setor, taxaContrato };
  // parseRevisionForm reads the inputs only; the stored result plays no part here.
  return { versao: 2, regra: null, digitado: {}, entrada, analise: {} as FullAnalysis };
}

function form(): FormData {
  const f = new FormData();
  f.set("valorFinanciado", "10.000,00");
  f.set("parcela", "350,00");
  f.set("parcelas", "48");
  f.set("parcelasPagas", "12");
  f.set("primeiroVencimento", "06/2023");
  return f;
}

function parsed(r: AnalysisRecord, stored: unknown = null) {
  const result = parseRevisionForm(form(), r, stored);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.input;
}

describe("parseRevisionForm: the analysis's own rate", () => {
  it("carries a consignado rate typed on the dashboard as the document's rate", () => {
    expect(parsed(record("emprestimo_consignado", 2.1, "inss")).taxaInformada).toBe(2.1);
    expect(parsed(record("cartao_consignado", 3.06)).taxaInformada).toBe(3.06);
  });

  it("keeps the rate a stored recalculation had (an imported loan's printed rate) over it", () => {
    const stored = { entrada: { taxaInformada: 1.95, dataContrato: "2023-05-10" } };
    expect(parsed(record("emprestimo_consignado", 2.1, "inss"), stored)).toMatchObject({
      taxaInformada: 1.95,
      dataContrato: "2023-05-10",
    });
  });

  it("does not treat a rate computed by “Descobrir minha taxa” as printed", () => {
    expect(parsed(record("financiamento_veiculo", 2.4)).taxaInformada).toBeUndefined();
    expect(parsed(record("emprestimo_consignado", null, "inss")).taxaInformada).toBeUndefined();
  });
});
