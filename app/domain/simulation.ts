// The advanced simulation, exactly per SPEC §9 and DESIGN D13:
//   monthly rate   = (1 + annual/100)^(1/12) − 1
//   revised parcel = Price annuity on (financed value + fees + insurance) at that monthly rate
//   current total  = down payment + current installment × count   (count defaults to 1)
//   revised total  = down payment + revised installment × count
//   saving         = current total − revised total, when positive (else 0)
// plus the amortization table of both scenarios (the current one at the contract's implied rate).
import { annuityPayment, impliedMonthlyRate } from "./implied-rate";
import { parseBrNumber } from "./numbers";

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
  "valorVeiculo", "entrada", "valorFinanciado", "parcelaAtual", "numeroParcelas", "taxaRegistro",
  "tarifaCadastro", "tarifaAvaliacao", "iofBem", "iofProdutos", "outrasDespesas", "valorSeguro", "taxaMediaAnual",
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

/** Free-text fields in Brazilian format → numbers (SPEC §5: unparsable → 0). */
export function parseSimulationInput(texts: Partial<Record<keyof SimulationInput, string>>): SimulationInput {
  const out = {} as SimulationInput;
  for (const field of SIMULATION_FIELDS) out[field] = parseBrNumber(texts[field] ?? "");
  return out;
}

export interface AmortizationRow {
  numero: number;
  parcela: number;
  juros: number;
  amortizacao: number;
  saldo: number;
}

export interface SimulationResult {
  /** Monthly rate from the annual average, as a fraction (0.0199 = 1,99% a.m.). */
  taxaMensal: number;
  /** Financed value + fees + insurance: the annuity's principal. */
  principal: number;
  numeroParcelas: number;
  totalAtual: number;
  parcelaLegal: number;
  totalLegal: number;
  /** Potential saving (0 when the difference is not positive). */
  refund: number;
  seguroPrestamista: number;
  tabelaRevisada: AmortizationRow[];
  /** Current scenario at the contract's implied rate; null when no rate fits (reason given). */
  tabelaAtual: AmortizationRow[] | null;
  taxaMensalAtual: number | null; // fraction
  tabelaAtualIndisponivel: string | null;
}

/** SPEC §9: (1 + annual/100)^(1/12) − 1. */
export function monthlyFromAnnual(annualPercent: number): number {
  return Math.pow(1 + annualPercent / 100, 1 / 12) - 1;
}

/** SPEC §9: count defaults to 1 (missing, zero, negative or not a number). */
export function installmentCount(value: number): number {
  const n = Math.trunc(value);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

export function simulate(input: SimulationInput): SimulationResult {
  const n = installmentCount(input.numeroParcelas);
  const taxaMensal = monthlyFromAnnual(input.taxaMediaAnual);
  const fees =
    input.taxaRegistro + input.tarifaCadastro + input.tarifaAvaliacao + input.iofBem + input.iofProdutos + input.outrasDespesas;
  const principal = input.valorFinanciado + fees + input.valorSeguro;
  const parcelaLegal = Number.isFinite(taxaMensal) ? annuityPayment(principal, taxaMensal, n) : 0;
  const totalAtual = input.entrada + input.parcelaAtual * n;
  const totalLegal = input.entrada + parcelaLegal * n;
  const difference = totalAtual - totalLegal;

  const implied = impliedMonthlyRate({ valorFinanciado: principal, parcela: input.parcelaAtual, numeroParcelas: n });
  return {
    taxaMensal,
    principal,
    numeroParcelas: n,
    totalAtual,
    parcelaLegal,
    totalLegal,
    refund: difference > 0 ? difference : 0,
    seguroPrestamista: input.valorSeguro,
    tabelaRevisada: amortizationTable(principal, taxaMensal, n),
    tabelaAtual: implied.ok ? amortizationTable(principal, implied.taxaMensal / 100, n, input.parcelaAtual) : null,
    taxaMensalAtual: implied.ok ? implied.taxaMensal / 100 : null,
    tabelaAtualIndisponivel: implied.ok ? null : implied.erro,
  };
}

/** Price (French) table: fixed installment, interest on the balance, the rest amortizes. */
export function amortizationTable(principal: number, monthlyRate: number, count: number, installment?: number): AmortizationRow[] {
  const n = installmentCount(count);
  if (!(principal > 0) || !Number.isFinite(monthlyRate) || monthlyRate < 0) return [];
  const parcela = installment ?? annuityPayment(principal, monthlyRate, n);
  const rows: AmortizationRow[] = [];
  let saldo = principal;
  for (let k = 1; k <= n; k++) {
    const juros = saldo * monthlyRate;
    // The last row closes the balance exactly (float residue of a few millionths of a cent).
    const amortizacao = k === n ? saldo : parcela - juros;
    saldo = k === n ? 0 : saldo - amortizacao;
    rows.push({ numero: k, parcela: k === n ? juros + amortizacao : parcela, juros, amortizacao, saldo });
  }
  return rows;
}
