// The recalculation form of a recorded analysis (DESIGN D29, issue #10 items 2–3): the amounts of
// the contract (prefilled from "Descobrir minha taxa") plus what only the person knows — the
// installments already paid, the first due month and the correction index. Read strictly as
// Brazilian numbers, then checked by the recovery feature's own schema (one pt-BR message per field).
import { CONTRACT_TYPES, type ContractType, hasRateField } from "~/domain/contract-types";
import { addMonths, isMonthId, type MonthId } from "~/domain/months";
import { formatNumber, parseCount, parseMoney } from "~/domain/numbers";
import { firstFieldErrors } from "~/platform/form";
import { type RevisionInputData, revisionInputSchema } from "~/features/recovery/revision-schema";
import type { AnalysisRecord } from "~/features/analysis/record";

export const REVISION_FIELDS = [
  "valorFinanciado",
  "parcela",
  "parcelas",
  "parcelasPagas",
  "primeiroVencimento",
  "indice",
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];
export type RevisionValues = Partial<Record<RevisionField, string>>;
export type RevisionErrors = Partial<Record<RevisionField | "form", string>>;

export const REVISION_FORM_MSG = {
  title: "Recálculo e restituição",
  intro:
    "Informe o contrato e quantas parcelas você já pagou: recalculamos a tabela Price à taxa média do Banco Central do mês da contratação (ou ao teto do INSS, quando menor) e mostramos o que foi pago a mais e quanto pode ser devolvido.",
  submit: "Calcular o recálculo",
  submitting: "Calculando...",
  month: "Informe o mês do primeiro vencimento como MM/AAAA, por exemplo 01/2023.",
  notAvailable: "O recálculo pela tabela Price não se aplica a este tipo de contrato.",
} as const;

export const INDEX_OPTIONS = [
  { value: "inpc", label: "INPC (IBGE)" },
  { value: "ipca", label: "IPCA (IBGE)" },
  { value: "inpc_ipca", label: "INPC até 08/2024 e IPCA depois (Lei 14.905/2024)" },
  { value: "nenhum", label: "Sem correção monetária" },
] as const;

/** Contract types the Price recalculation fits (cards are converted, not recalculated). */
export function canRevise(tipo: ContractType): boolean {
  return tipo !== "cartao_consignado";
}

const monthText = (id: MonthId) => `${id.slice(5, 7)}/${id.slice(0, 4)}`;

function parseMonthText(text: string): MonthId | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const id = `${m[2]}-${m[1]!.padStart(2, "0")}`;
  return isMonthId(id) ? id : null;
}

/** What the form starts with: the stored values, else the "Descobrir minha taxa" amounts. */
export function revisionDefaults(record: AnalysisRecord, stored: unknown): RevisionValues {
  const typed = (stored as { digitado?: RevisionValues } | null)?.digitado;
  if (typed && typeof typed === "object") return typed;
  const d = record.entrada.descoberta;
  return {
    valorFinanciado: d ? formatNumber(d.valorFinanciado, 2) : "",
    parcela: d ? formatNumber(d.parcela, 2) : "",
    parcelas: d ? String(d.numeroParcelas) : "",
    parcelasPagas: "",
    primeiroVencimento: monthText(addMonths(record.entrada.mes, 1)),
    indice: "inpc",
  };
}

export type RevisionFormResult =
  | { ok: true; input: RevisionInputData; values: RevisionValues }
  | { ok: false; errors: RevisionErrors; values: RevisionValues };

/**
 * What the recalculation knows beyond the form's fields: the rate the document prints (an
 * imported loan is judged and revised at the rate `chooseContractRate` picks from it, issue #22)
 * and the signing day (the INSS cap of that day), as a stored recalculation kept them; else the
 * rate typed in the analysis itself (consignado, card, busca e apreensão), so that the record's
 * recalculation judges the rate its verdict judged. "Descobrir minha taxa" computed its rate from
 * the amounts: that one is not a printed rate.
 */
function keptFromStored(
  stored: unknown,
  record: AnalysisRecord,
): { taxaInformada?: number; dataContrato?: string } {
  const entrada = (stored as { entrada?: { taxaInformada?: unknown; dataContrato?: unknown } })
    ?.entrada;
  const kept: { taxaInformada?: unknown; dataContrato?: unknown } =
    entrada && typeof entrada === "object" ? entrada : {};
  const typedRate = hasRateField(record.entrada.tipo) ? record.entrada.taxaContrato : null;
  const taxaInformada =
    typeof kept.taxaInformada === "number"
      ? kept.taxaInformada
      : typedRate !== null && typedRate >= 0.01 && typedRate <= 99.99
        ? typedRate
        : null;
  return {
    ...(taxaInformada !== null ? { taxaInformada } : {}),
    ...(typeof kept.dataContrato === "string" ? { dataContrato: kept.dataContrato } : {}),
  };
}

export function parseRevisionForm(
  form: FormData,
  record: AnalysisRecord,
  stored: unknown = null,
): RevisionFormResult {
  const values: RevisionValues = {};
  for (const field of REVISION_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v.slice(0, 40);
  }
  const errors: RevisionErrors = {};
  const money = (field: "valorFinanciado" | "parcela") => {
    const parsed = parseMoney(values[field] ?? "");
    if (!parsed.ok) errors[field] = parsed.erro;
    return parsed.ok ? parsed.value : 0;
  };
  const count = (field: "parcelas" | "parcelasPagas", blank: number | null) => {
    const text = values[field] ?? "";
    if (text.trim() === "" && blank !== null) return blank;
    const parsed = parseCount(text);
    if (!parsed.ok) errors[field] = parsed.erro;
    return parsed.ok ? parsed.value : 0;
  };
  const valorFinanciado = money("valorFinanciado");
  const parcela = money("parcela");
  const parcelas = count("parcelas", null);
  const parcelasPagas = count("parcelasPagas", 0);
  const primeiroVencimento = parseMonthText(values.primeiroVencimento ?? "");
  if (!primeiroVencimento) errors.primeiroVencimento = REVISION_FORM_MSG.month;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };

  const { tipo, mes, setor } = record.entrada;
  const parsed = revisionInputSchema.safeParse({
    tipo: (CONTRACT_TYPES as readonly string[]).includes(tipo) ? tipo : undefined,
    mes,
    ...(setor === "inss" || setor === "publico" || setor === "privado" ? { setor } : {}),
    ...keptFromStored(stored, record),
    valorFinanciado,
    parcela,
    parcelas,
    parcelasPagas,
    primeiroVencimento: primeiroVencimento!,
    indice: INDEX_OPTIONS.some((o) => o.value === values.indice) ? values.indice : "inpc",
  });
  if (parsed.success) return { ok: true, input: parsed.data, values };
  return {
    ok: false,
    errors: firstFieldErrors(parsed.error, formFieldOf(REVISION_FIELDS), formWords),
    values,
  };
}

/** The form's field of a schema key: one of `fields`, else "form". */
export function formFieldOf<F extends string>(fields: readonly F[]) {
  return (key: PropertyKey | undefined): F | "form" =>
    (fields as readonly unknown[]).includes(key) ? (key as F) : "form";
}

/** A recovery schema's message (written for API callers) as the form says it. */
export function formWords(message: string): string {
  const text = message.replace(/^Campo "[^"]+": /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
