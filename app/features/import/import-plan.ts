// What the consumer confirmed on the review table → the inputs of each loan's analysis and
// recovery calculation (DESIGN §8.13, §8b.31). Pure. Every value is read again from the confirmed
// text with the HISCON cell readers, so the server trusts nothing the browser computed.
import { chooseContractRate } from "~/domain/contract-rate";
import {
  type MonthId,
  FIRST_SELECTABLE_MONTH,
  addMonths,
  compareMonths,
  currentMonthId,
  monthLabel,
} from "~/domain/months";
import { formatNumber } from "~/domain/numbers";
import { parcelas } from "~/domain/plural";
import type { RmcInputData } from "~/features/recovery/rmc-schema";
import { parseRmcForm, RMC_FIELDS, type RmcValues } from "~/features/history/rmc-form";
import { type CellValue, readCell } from "./hiscon-cells";
import { CARD_COLUMNS, type HisconColumn, LOAN_COLUMNS } from "./hiscon-layout";

/** The loan fields the review table asks to confirm (texts as shown or edited), plus `pagas`. */
export const CONFIRMED_FIELDS = [
  "contrato",
  "banco",
  "situacao",
  "dataInclusao",
  "inicioDesconto",
  "fimDesconto",
  "qtdeParcelas",
  "parcela",
  "emprestado",
  "taxaMensal",
  "pagas",
] as const;
export type ConfirmedField = (typeof CONFIRMED_FIELDS)[number];
export type ConfirmedLoan = Record<ConfirmedField, string>;

export interface PlannedLoan {
  contrato: string;
  banco: string;
  /** The averbação date (DATA INCLUSÃO): its month is the BCB month, its day picks the INSS cap. */
  dataInclusao: string;
  mes: MonthId;
  inicioDesconto: MonthId;
  qtdeParcelas: number;
  parcela: number;
  emprestado: number;
  pagas: number;
  taxaMensal: number;
  /** "documento": the rate printed; "implicita": parcela × quantidade over EMPRESTADO (§8b.31). */
  taxaFonte: "documento" | "implicita";
  /** The rate as printed (null when the extrato has none): the recovery reads it the same way. */
  taxaDocumento: number | null;
  /** Which rate and why (`chooseContractRate`). */
  taxaFrase: string;
  /** Ended or excluded (SITUAÇÃO): discounts stopped at FIM DE DESCONTO. */
  encerrado: boolean;
}

/** SITUAÇÃO of a contract whose discounts stopped: its paid installments end at FIM DE DESCONTO. */
export const isEnded = (situacao: string) => situacao === "Encerrado" || situacao === "Excluído";

export type LoanPlan =
  | { ok: true; loan: PlannedLoan }
  | { ok: false; erros: Partial<Record<ConfirmedField, string>> };

const column = (key: string) => LOAN_COLUMNS.find((c) => c.key === key)!;

function read(texts: ConfirmedLoan, key: ConfirmedField): { valor: CellValue; erro?: string } {
  if (key === "pagas") return readCell({ key, header: "", kind: "inteiro" }, texts.pagas);
  return readCell(column(key), texts[key]);
}

/**
 * Paid installments (§8b.31): active contracts, from INÍCIO DE DESCONTO up to today and FIM DE
 * DESCONTO; ended ones, up to FIM DE DESCONTO (the extrato's end of discounts); suspended ones
 * are asked (null).
 */
export function defaultPaid(
  situacao: string,
  inicio: MonthId | null,
  fim: MonthId | null,
  count: number | null,
  now: Date = new Date(),
): number | null {
  if (!inicio || situacao === "Suspenso") return null;
  const today = currentMonthId(now);
  const last = fim && compareMonths(fim, today) < 0 ? fim : today;
  let paid = 0;
  for (let m = inicio; compareMonths(m, last) <= 0 && paid < (count ?? 600); m = addMonths(m, 1)) {
    paid++;
  }
  return paid;
}

/** §8.3: no average before the series' first month; an inclusion in the future is a typo. */
function inclusionDateError(inclusao: string | null, now: Date): string | null {
  if (!inclusao) return null;
  if (inclusao.slice(0, 7) < FIRST_SELECTABLE_MONTH)
    return `O Banco Central publica esta série desde ${monthLabel(FIRST_SELECTABLE_MONTH)}.`;
  if (compareMonths(inclusao.slice(0, 7), currentMonthId(now)) > 0)
    return "A data de inclusão não pode ser depois do mês atual.";
  return null;
}

export function planLoan(texts: ConfirmedLoan, now: Date = new Date()): LoanPlan {
  const erros: Partial<Record<ConfirmedField, string>> = {};
  const values: Partial<Record<ConfirmedField, CellValue>> = {};
  for (const key of CONFIRMED_FIELDS) {
    const cell = read(texts, key);
    if (cell.erro) erros[key] = cell.erro;
    values[key] = cell.valor;
  }
  const required: ConfirmedField[] = [
    "contrato",
    "dataInclusao",
    "inicioDesconto",
    "qtdeParcelas",
    "parcela",
    "emprestado",
    "pagas",
  ];
  for (const key of required) {
    if (values[key] === null && !erros[key]) erros[key] = "Preencha este campo.";
  }
  const count = values.qtdeParcelas as number;
  const pagas = values.pagas as number;
  if (typeof count === "number" && (count < 1 || count > 600))
    erros.qtdeParcelas = "Informe de 1 a 600 parcelas.";
  if (typeof pagas === "number" && typeof count === "number" && pagas > count)
    erros.pagas = `No máximo ${parcelas(count)}.`;
  const inclusao = values.dataInclusao as string | null;
  const inclusionError = inclusionDateError(inclusao, now);
  if (inclusionError) erros.dataInclusao = inclusionError;
  const inicio = values.inicioDesconto as MonthId | null;
  if (inicio && typeof pagas === "number" && pagas > 0) {
    const lastPaid = addMonths(inicio, pagas - 1);
    if (compareMonths(lastPaid, currentMonthId(now)) > 0)
      erros.pagas = "Informe só as parcelas já descontadas até este mês.";
  }
  // §8b.31: an ended contract was discounted up to its end (exclusion) date, never after it.
  const fim = values.fimDesconto as MonthId | null;
  const situacao = String(values.situacao ?? "");
  if (isEnded(situacao) && !fim && !erros.fimDesconto)
    erros.fimDesconto = "Informe o mês em que os descontos terminaram (mm/aaaa).";
  if (isEnded(situacao) && fim && inicio && typeof pagas === "number" && pagas > 0) {
    const lastPaid = addMonths(inicio, pagas - 1);
    if (compareMonths(lastPaid, fim) > 0 && !erros.pagas)
      erros.pagas = `O contrato terminou em ${monthLabel(fim)}: informe só as parcelas descontadas até lá.`;
  }
  if (Object.keys(erros).length > 0) return { ok: false, erros };
  // One choice of rate for the verdict and the recovery figures (issue #22 item 4).
  const printed = values.taxaMensal as number | null;
  const rate = chooseContractRate({
    valorFinanciado: values.emprestado as number,
    parcela: values.parcela as number,
    numeroParcelas: count,
    taxaDocumento: printed,
  });
  if (!rate.ok) return { ok: false, erros: { parcela: rate.erro } };
  const dataInclusao = values.dataInclusao as string;
  return {
    ok: true,
    loan: {
      contrato: String(values.contrato),
      banco: String(values.banco ?? ""),
      dataInclusao,
      mes: dataInclusao.slice(0, 7),
      inicioDesconto: inicio as MonthId,
      qtdeParcelas: count,
      parcela: values.parcela as number,
      emprestado: values.emprestado as number,
      pagas,
      taxaMensal: rate.taxaMensal,
      taxaFonte: rate.fonte,
      taxaDocumento: printed,
      taxaFrase: rate.frase,
      encerrado: isEnded(situacao),
    },
  };
}

// ---------------------------------------------------------------- RMC/RCC cards (issue #22 item 4)
/**
 * A card's fields on the review table: what the extrato prints (CARTÃO DE CRÉDITO - RMC / - RCC),
 * the deductions it implies (RESERVADO each month from the month after DATA INCLUSÃO), and what
 * it lacks: the saque, the amount received and its month. Without the saque the card is recorded
 * and its record asks for it.
 */
export const CARD_FIELDS = [
  "contrato",
  "banco",
  "situacao",
  "dataInclusao",
  "limite",
  "reservado",
  "primeiroDesconto",
  "descontosFeitos",
  "valorSaque",
  "mesSaque",
] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardSection = "rmc" | "rcc";
export type ConfirmedCard = Record<CardField, string> & { secao: CardSection };

export interface PlannedCard {
  secao: CardSection;
  contrato: string;
  banco: string;
  dataInclusao: string;
  /** The month of DATA INCLUSÃO: the card analysis's month. */
  mes: MonthId;
  descontoMensal: number;
  /** What the card's record keeps as typed; its RMC/RCC form starts from these. */
  digitado: Record<string, string>;
  /** The conversion inputs, read by the record page's own RMC/RCC form; null without the saque. */
  rmc: { input: RmcInputData; values: RmcValues } | null;
}

export type CardPlan =
  | { ok: true; card: PlannedCard }
  | { ok: false; erros: Partial<Record<CardField, string>> };

const CARD_READERS: Record<CardField, HisconColumn> = {
  ...(Object.fromEntries(CARD_COLUMNS.map((c) => [c.key, c])) as Record<string, HisconColumn>),
  primeiroDesconto: { key: "primeiroDesconto", header: "", kind: "mes" },
  descontosFeitos: { key: "descontosFeitos", header: "", kind: "inteiro" },
  valorSaque: { key: "valorSaque", header: "", kind: "dinheiro" },
  mesSaque: { key: "mesSaque", header: "", kind: "mes" },
} as Record<CardField, HisconColumn>;

const monthText = (id: MonthId) => `${id.slice(5, 7)}/${id.slice(0, 4)}`;

/** The deductions a card's extrato implies: from the month after DATA INCLUSÃO up to this month. */
export function cardDefaults(
  situacao: string,
  dataInclusao: string | null,
  now: Date = new Date(),
): { primeiroDesconto: string; descontosFeitos: string } {
  if (!dataInclusao) return { primeiroDesconto: "", descontosFeitos: "" };
  const first = addMonths(dataInclusao.slice(0, 7), 1);
  const done = defaultPaid(situacao, first, null, null, now);
  return { primeiroDesconto: monthText(first), descontosFeitos: done === null ? "" : String(done) };
}

/** Where a conversion error of the record page's form shows on the review table. */
const RMC_TO_CARD: Record<string, CardField> = {
  valorSaque: "valorSaque",
  mesSaque: "mesSaque",
  descontoMensal: "reservado",
  descontosFeitos: "descontosFeitos",
  primeiroDesconto: "primeiroDesconto",
  indice: "valorSaque",
  form: "valorSaque",
};

export function planCard(texts: ConfirmedCard, now: Date = new Date()): CardPlan {
  const erros: Partial<Record<CardField, string>> = {};
  const values: Partial<Record<CardField, CellValue>> = {};
  for (const key of CARD_FIELDS) {
    const cell = readCell(CARD_READERS[key], texts[key]);
    if (cell.erro) erros[key] = cell.erro;
    values[key] = cell.valor;
  }
  for (const key of ["contrato", "dataInclusao", "reservado"] as const) {
    if (values[key] === null && !erros[key]) erros[key] = "Preencha este campo.";
  }
  const inclusao = values.dataInclusao as string | null;
  const inclusionError = inclusionDateError(inclusao, now);
  if (inclusionError) erros.dataInclusao = inclusionError;
  const reservado = values.reservado as number | null;
  const digitado: Record<string, string> = {
    ...Object.fromEntries(CARD_FIELDS.map((k) => [k, texts[k]])),
    ...(reservado !== null ? { descontoMensal: formatNumber(reservado, 2) } : {}),
  };
  // The saque: both or neither. With it, the record page's own form reads the conversion inputs.
  let rmc: PlannedCard["rmc"] = null;
  const saque = texts.valorSaque.trim() !== "" || texts.mesSaque.trim() !== "";
  if (saque && Object.keys(erros).length === 0) {
    const form = new FormData();
    for (const field of RMC_FIELDS) form.set(field, digitado[field] ?? "");
    form.set("indice", "inpc");
    const parsed = parseRmcForm(form);
    if (parsed.ok) rmc = { input: parsed.input, values: parsed.values };
    else
      for (const [field, erro] of Object.entries(parsed.errors)) {
        const target = RMC_TO_CARD[field] ?? "valorSaque";
        if (!erros[target]) erros[target] = erro;
      }
  }
  if (Object.keys(erros).length > 0) return { ok: false, erros };
  return {
    ok: true,
    card: {
      secao: texts.secao,
      contrato: String(values.contrato),
      banco: String(values.banco ?? ""),
      dataInclusao: inclusao as string,
      mes: (inclusao as string).slice(0, 7),
      descontoMensal: reservado as number,
      digitado,
      rmc,
    },
  };
}
