// The five contract types of SPEC §2, their labels to the letter, and which BCB SGS series
// gives each one's average rate (DESIGN D7). Mirrors CONTRACT_TYPES of app/db/schema.ts (a unit
// test keeps them equal) so this module stays free of database code and runs in the browser.

export const CONTRACT_TYPES = [
  "financiamento_veiculo",
  "emprestimo_pessoal",
  "emprestimo_consignado",
  "cartao_consignado",
  "busca_apreensao",
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  financiamento_veiculo: "Financiamento de Veículo",
  emprestimo_pessoal: "Empréstimo Pessoal",
  emprestimo_consignado: "Empréstimo Consignado",
  cartao_consignado: "Cartões Consignados RMC/RCC",
  busca_apreensao: "Defesa em Busca e Apreensão de Veículo",
};

export function isContractType(value: unknown): value is ContractType {
  return typeof value === "string" && (CONTRACT_TYPES as readonly string[]).includes(value);
}

/** SPEC §2: the monthly rate field shows only when the type is neither vehicle nor personal loan. */
export function hasRateField(type: ContractType): boolean {
  return type !== "financiamento_veiculo" && type !== "emprestimo_pessoal";
}

/** SPEC §4 "Result choice": the types whose non-abusive result is the "no irregularity" view. */
export function isVehicleOrLoanType(type: ContractType): boolean {
  return type === "financiamento_veiculo" || type === "emprestimo_pessoal";
}

// ---------------------------------------------------------------- consignado sector (D7)
export const CONSIGNADO_SECTORS = ["total", "inss", "publico", "privado"] as const;
export type ConsignadoSector = (typeof CONSIGNADO_SECTORS)[number];

export const CONSIGNADO_SECTOR_LABELS: Record<ConsignadoSector, string> = {
  total: "Não sei / todos os setores",
  inss: "Aposentados e pensionistas do INSS",
  publico: "Servidores públicos",
  privado: "Trabalhadores do setor privado",
};

/** Only Empréstimo Consignado lets the user pick a sector; the card always uses the INSS series. */
export function hasSectorChoice(type: ContractType): boolean {
  return type === "emprestimo_consignado";
}

// ---------------------------------------------------------------- RMC/RCC card sector (§7.4)
/** Whose card it is decides whether the INSS cap binds it; the average stays SGS 25468 (D27). */
export const CARD_SECTORS = [
  "inss",
  "publico",
  "total",
] as const satisfies readonly ConsignadoSector[];
export type CardSector = (typeof CARD_SECTORS)[number];

export const CARD_SECTOR_LABELS: Record<CardSector, string> = {
  inss: "Benefício do INSS",
  publico: "Servidor público",
  total: "Não sei",
};

export function hasCardSectorChoice(type: ContractType): boolean {
  return type === "cartao_consignado";
}

/** DESIGN D27: why the card's 1.5 rule uses the INSS consignado average. */
export const CARD_AVERAGE_NOTE =
  "Para cartões consignados RMC/RCC, a regra de 1,5 vez usa a taxa média do consignado INSS (SGS 25468), porque os tribunais costumam converter o cartão consignado em empréstimo consignado.";

// ---------------------------------------------------------------- SGS series
/** Column of a rate row (names of the `taxas_juros_bacen` columns in camelCase). */
export type RateColumn =
  | "taxaVeiculos"
  | "taxaCreditoPessoal"
  | "taxaConsignadoTotal"
  | "taxaConsignadoInss"
  | "taxaConsignadoPublico"
  | "taxaConsignadoPrivado";

export const SERIES_CODES = [25471, 25464, 25469, 25468, 25467, 25466] as const;
export type SeriesCode = (typeof SERIES_CODES)[number];

export interface SeriesInfo {
  code: SeriesCode;
  column: RateColumn;
  /** The BCB's name of the series (% a.m.), as a person reads it on the result. */
  name: string;
  /** A short name for tight spaces (selects, table headers). */
  shortName: string;
}

export const SERIES: Record<SeriesCode, SeriesInfo> = {
  25471: {
    code: 25471,
    column: "taxaVeiculos",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – aquisição de veículos",
    shortName: "Aquisição de veículos",
  },
  25464: {
    code: 25464,
    column: "taxaCreditoPessoal",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – crédito pessoal não consignado",
    shortName: "Crédito pessoal não consignado",
  },
  25469: {
    code: 25469,
    column: "taxaConsignadoTotal",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – crédito pessoal consignado total",
    shortName: "Consignado total",
  },
  25468: {
    code: 25468,
    column: "taxaConsignadoInss",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – crédito pessoal consignado para aposentados e pensionistas do INSS",
    shortName: "Consignado INSS",
  },
  25467: {
    code: 25467,
    column: "taxaConsignadoPublico",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – crédito pessoal consignado para trabalhadores do setor público",
    shortName: "Consignado setor público",
  },
  25466: {
    code: 25466,
    column: "taxaConsignadoPrivado",
    name: "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – crédito pessoal consignado para trabalhadores do setor privado",
    shortName: "Consignado setor privado",
  },
};

const CONSIGNADO_SERIES: Record<ConsignadoSector, SeriesCode> = {
  total: 25469,
  inss: 25468,
  publico: 25467,
  privado: 25466,
};

/** DESIGN D7: the SGS series whose average applies to a contract type (and consignado sector). */
export function seriesFor(type: ContractType, sector?: ConsignadoSector | null): SeriesInfo {
  switch (type) {
    case "financiamento_veiculo":
    case "busca_apreensao":
      return SERIES[25471];
    case "emprestimo_pessoal":
      return SERIES[25464];
    case "emprestimo_consignado":
      return SERIES[CONSIGNADO_SERIES[sector ?? "total"]];
    case "cartao_consignado":
      // Courts convert RMC/RCC into a consignado and compare with the INSS consignado average.
      return SERIES[25468];
  }
}
