// The advanced simulation, exactly per SPEC §9 and DESIGN D13:
//   monthly rate   = (1 + annual/100)^(1/12) − 1
//   revised parcel = Price annuity on (financed value + fees + insurance) at that monthly rate
//   current total  = down payment + current installment × count   (count defaults to 1)
//   revised total  = down payment + revised installment × count
//   saving         = current total − revised total, when positive (else 0)
// plus the amortization table of both scenarios (the current one at the contract's implied rate).
import { AMORTIZATION_LIMITS, type AmortizationRow, priceTable } from "./amortization";
import type { ContractType } from "./contract-types";
import { impliedMonthlyRate } from "./implied-rate";
import { parseBrNumber } from "./numbers";

export type { AmortizationRow };

export interface SimulationInput {
  valorVeiculo: number; // car value (informative; not in the formulas)
  entrada: number; // down payment
  valorFinanciado: number;
  parcelaAtual: number;
  numeroParcelas: number;
  taxaRegistro: number; // registration fee
  tarifaCadastro: number;
  tarifaAvaliacao: number; // asset appraisal tariff
  iofBem: number;
  iofProdutos: number; // total IOF of additional products
  outrasDespesas: number;
  valorSeguro: number;
  taxaMediaAnual: number; // annual average rate, % a.a.
}

export const SIMULATION_FIELDS = [
  "valorVeiculo",
  "entrada",
  "valorFinanciado",
  "parcelaAtual",
  "numeroParcelas",
  "taxaRegistro",
  "tarifaCadastro",
  "tarifaAvaliacao",
  "iofBem",
  "iofProdutos",
  "outrasDespesas",
  "valorSeguro",
  "taxaMediaAnual",
] as const satisfies readonly (keyof SimulationInput)[];

export const SIMULATION_FIELD_LABELS: Record<keyof SimulationInput, string> = {
  valorVeiculo: "Valor do veículo (R$)",
  entrada: "Valor da entrada (R$)",
  valorFinanciado: "Valor financiado (R$)",
  parcelaAtual: "Valor da parcela atual (R$)",
  numeroParcelas: "Número de parcelas",
  taxaRegistro: "Taxa de registro (R$)",
  tarifaCadastro: "Tarifa de cadastro (R$)",
  tarifaAvaliacao: "Tarifa de avaliação do bem (R$)",
  iofBem: "IOF do bem (R$)",
  iofProdutos: "IOF total dos produtos adicionais (R$)",
  outrasDespesas: "Outras despesas (R$)",
  valorSeguro: "Valor do seguro (R$)",
  taxaMediaAnual: "Taxa média anual (% a.a.)",
};

export type SimulationField = keyof SimulationInput;
export type SimulationTexts = Partial<Record<SimulationField, string>>;
export type SimulationErrors = Partial<Record<SimulationField, string>>;

/** The vehicle's value is asked only for vehicle contracts (issue "Truth" item 9). */
export function isVehicleType(tipo: ContractType | null | undefined): boolean {
  return tipo === "financiamento_veiculo" || tipo === "busca_apreensao";
}

/** The fields shown for a contract type, in order. */
export function simulationFieldsFor(tipo: ContractType | null | undefined): SimulationField[] {
  return SIMULATION_FIELDS.filter((f) => f !== "valorVeiculo" || isVehicleType(tipo));
}

export const SIMULATION_MESSAGES = {
  valorFinanciado: "Informe o valor financiado (maior que zero).",
  parcelaAtual: "Informe o valor da parcela atual (maior que zero).",
  numeroParcelas: "Informe o número de parcelas (um número inteiro de 1 a 600).",
  taxaMediaAnual:
    "Informe a taxa média anual, maior que zero: com 0% a simulação inventaria uma economia.",
  taxaAlta: "A taxa média anual é alta demais: confira o valor (é ao ano, em %).",
} as const;

const REQUIRED_POSITIVE = ["valorFinanciado", "parcelaAtual"] as const;

/**
 * Free-text fields in Brazilian format → the input, or the first problem of each field (pt-BR).
 * Refuses what would fabricate a saving (issue "Truth" item 9): a missing or 0% annual rate,
 * negative or malformed amounts (strict parsing, DESIGN §7.2), a fractional or missing count.
 * Optional amounts (fees, down payment, insurance) left blank count as zero.
 */
export function parseSimulationInput(
  texts: SimulationTexts,
  tipo?: ContractType | null,
): { ok: true; value: SimulationInput } | { ok: false; errors: SimulationErrors } {
  const errors: SimulationErrors = {};
  const value = {} as SimulationInput;
  const fields = simulationFieldsFor(tipo);
  for (const field of SIMULATION_FIELDS) {
    const text = (fields.includes(field) ? texts[field] : undefined) ?? "";
    value[field] = 0;
    if (text.trim() === "") {
      if (
        (REQUIRED_POSITIVE as readonly string[]).includes(field) ||
        field === "numeroParcelas" ||
        field === "taxaMediaAnual"
      ) {
        errors[field] = SIMULATION_MESSAGES[field as keyof typeof SIMULATION_MESSAGES];
      }
      continue;
    }
    const kind =
      field === "numeroParcelas" ? "inteiro" : field === "taxaMediaAnual" ? "taxa" : "dinheiro";
    const parsed = parseBrNumber(text, kind);
    if (!parsed.ok) {
      errors[field] = parsed.erro;
      continue;
    }
    value[field] = parsed.value;
  }
  for (const field of REQUIRED_POSITIVE)
    if (!errors[field] && !(value[field] > 0)) errors[field] = SIMULATION_MESSAGES[field];
  if (!errors.numeroParcelas && !(value.numeroParcelas >= 1 && value.numeroParcelas <= 600)) {
    errors.numeroParcelas = SIMULATION_MESSAGES.numeroParcelas;
  }
  if (!errors.taxaMediaAnual) {
    if (!(value.taxaMediaAnual > 0)) errors.taxaMediaAnual = SIMULATION_MESSAGES.taxaMediaAnual;
    else if (monthlyFromAnnual(value.taxaMediaAnual) * 100 > AMORTIZATION_LIMITS.taxaMensalMax)
      errors.taxaMediaAnual = SIMULATION_MESSAGES.taxaAlta;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

export interface SimulationResult {
  /** Monthly rate from the annual average, as a fraction (0.0199 = 1,99% a.m.). */
  taxaMensal: number;
  /** Financed value + fees + insurance: the annuity's principal. */
  principal: number;
  numeroParcelas: number;
  totalAtual: number;
  /** The revised installment, rounded to cents as in its table (DESIGN §7.7). */
  parcelaLegal: number;
  /** Down payment + the revised table's installments (the last one absorbs the residue). */
  totalLegal: number;
  /** Potential saving (0 when the difference is not positive). */
  refund: number;
  seguroPrestamista: number;
  tabelaRevisada: AmortizationRow[];
  /** Current scenario at its effective rate; null when no rate fits (reason given). */
  tabelaAtual: AmortizationRow[] | null;
  /**
   * "Taxa efetiva com tarifas e seguro" (fraction): the monthly rate at which the current
   * installments repay the financed value plus fees, IOF and insurance. Named apart from the
   * contract rate of the analysis, which is computed on the financed value alone.
   */
  taxaMensalAtual: number | null;
  tabelaAtualIndisponivel: string | null;
}

/** The name the simulation gives its current-scenario rate (issue "Truth" item 9). */
export const EFFECTIVE_RATE_LABEL = "Taxa efetiva com tarifas e seguro";

/** SPEC §9: (1 + annual/100)^(1/12) − 1. */
export function monthlyFromAnnual(annualPercent: number): number {
  return (1 + annualPercent / 100) ** (1 / 12) - 1;
}

/** A validated input (parseSimulationInput) → SPEC §9's outputs and both exact-cents tables. */
export function simulate(input: SimulationInput): SimulationResult {
  const n = input.numeroParcelas;
  const taxaMensal = monthlyFromAnnual(input.taxaMediaAnual);
  const fees =
    input.taxaRegistro +
    input.tarifaCadastro +
    input.tarifaAvaliacao +
    input.iofBem +
    input.iofProdutos +
    input.outrasDespesas;
  const principal = input.valorFinanciado + fees + input.valorSeguro;
  const revised = priceTable({ principal, taxaMensal: taxaMensal * 100, numeroParcelas: n });
  const tabelaRevisada = revised.ok ? revised.rows : [];
  const parcelaLegal = revised.ok ? revised.parcela : 0;
  const totalAtual = input.entrada + input.parcelaAtual * n;
  const totalLegal = input.entrada + sumCents(tabelaRevisada.map((r) => r.parcela));
  const difference = totalAtual - totalLegal;

  const implied = impliedMonthlyRate({
    valorFinanciado: principal,
    parcela: input.parcelaAtual,
    numeroParcelas: n,
  });
  const current = implied.ok
    ? priceTable({ principal, taxaMensal: implied.taxaMensal, numeroParcelas: n })
    : null;
  return {
    taxaMensal,
    principal,
    numeroParcelas: n,
    totalAtual,
    parcelaLegal,
    totalLegal,
    refund: difference > 0 ? Math.round(difference * 100) / 100 : 0,
    seguroPrestamista: input.valorSeguro,
    tabelaRevisada,
    tabelaAtual: current?.ok ? current.rows : null,
    taxaMensalAtual: implied.ok ? implied.taxaMensal / 100 : null,
    tabelaAtualIndisponivel: implied.ok
      ? current && !current.ok
        ? current.erro
        : null
      : implied.erro,
  };
}

function sumCents(values: number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}
