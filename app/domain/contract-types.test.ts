import { describe, expect, it } from "vitest";
import { CONTRACT_TYPES as SCHEMA_TYPES } from "~/db/schema";
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  hasRateField,
  hasSectorChoice,
  isContractType,
  isVehicleOrLoanType,
  seriesFor,
} from "./contract-types";

describe("contract types", () => {
  it("mirrors the schema's ids", () => {
    expect([...CONTRACT_TYPES]).toEqual([...SCHEMA_TYPES]);
  });

  it("labels the five types exactly as the spec", () => {
    expect(CONTRACT_TYPES.map((t) => CONTRACT_TYPE_LABELS[t])).toEqual([
      "Financiamento de Veículo",
      "Empréstimo Pessoal",
      "Empréstimo Consignado",
      "Cartões Consignados RMC/RCC",
      "Defesa em Busca e Apreensão de Veículo",
    ]);
  });

  it("shows the rate field only for types that are neither vehicle nor personal loan", () => {
    expect(CONTRACT_TYPES.filter(hasRateField)).toEqual([
      "emprestimo_consignado",
      "cartao_consignado",
      "busca_apreensao",
    ]);
    expect(CONTRACT_TYPES.filter(isVehicleOrLoanType)).toEqual([
      "financiamento_veiculo",
      "emprestimo_pessoal",
    ]);
    expect(CONTRACT_TYPES.filter(hasSectorChoice)).toEqual(["emprestimo_consignado"]);
  });

  it("maps each type and sector to its SGS series (DESIGN D7)", () => {
    expect(seriesFor("financiamento_veiculo").code).toBe(25471);
    expect(seriesFor("busca_apreensao").code).toBe(25471);
    expect(seriesFor("emprestimo_pessoal").code).toBe(25464);
    expect(seriesFor("emprestimo_consignado").code).toBe(25469);
    expect(seriesFor("emprestimo_consignado", "total").code).toBe(25469);
    expect(seriesFor("emprestimo_consignado", "inss").code).toBe(25468);
    expect(seriesFor("emprestimo_consignado", "publico").code).toBe(25467);
    expect(seriesFor("emprestimo_consignado", "privado").code).toBe(25466);
    expect(seriesFor("cartao_consignado").code).toBe(25468);
    expect(seriesFor("cartao_consignado", "privado").code).toBe(25468);
    expect(seriesFor("financiamento_veiculo").column).toBe("taxaVeiculos");
    expect(seriesFor("emprestimo_pessoal").shortName).toBe("Crédito pessoal não consignado");
  });

  it("recognises ids", () => {
    expect(isContractType("cartao_consignado")).toBe(true);
    expect(isContractType("cartao")).toBe(false);
    expect(isContractType(undefined)).toBe(false);
  });
});
