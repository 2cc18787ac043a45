// The RMC/RCC conversion form of a card analysis (issue #10 item 4, DESIGN D7/D27): what only the
// person knows — the amount received (saque), its month, the monthly deduction and how many were
// made. Read strictly as Brazilian numbers, then checked by the recovery feature's own schema
// (one pt-BR message per field). Pure: the page's action and the tests share it.
import { isMonthId, type MonthId } from "~/domain/months";
import { parseCount, parseMoney } from "~/domain/numbers";
import { firstFieldErrors } from "~/platform/form";
import { type RmcInputData, rmcInputSchema } from "~/features/recovery/rmc-schema";
import type { AnalysisRecord } from "~/features/analysis/record";
import { formFieldOf, formWords, INDEX_OPTIONS } from "./revision-form";

export const RMC_FIELDS = [
  "valorSaque",
  "mesSaque",
  "descontoMensal",
  "descontosFeitos",
  "primeiroDesconto",
  "indice",
] as const;
export type RmcField = (typeof RMC_FIELDS)[number];
export type RmcValues = Partial<Record<RmcField, string>>;
export type RmcErrors = Partial<Record<RmcField | "form", string>>;

export const RMC_FORM_MSG = {
  title: "Conversão em empréstimo consignado",
  intro:
    "Informe quanto você recebeu no saque do cartão, em que mês, o valor descontado todo mês e quantos descontos já foram feitos: refazemos a dívida como um empréstimo consignado à taxa média do Banco Central para o consignado do INSS daquele mês (ou ao teto legal, quando menor) e mostramos quando ela estaria quitada e o que foi descontado a mais.",
  submit: "Calcular a conversão",
  submitting: "Calculando...",
  month: "Informe o mês como MM/AAAA, por exemplo 06/2019.",
  monthRange: "Informe um mês de 01/2004 em diante, como MM/AAAA.",
  money: "Informe um valor maior que zero e até R$ 10.000.000,00.",
  firstHint: "Deixe em branco se o primeiro desconto foi no mês seguinte ao saque.",
} as const;

/** Contract types converted instead of recalculated (the Price table does not fit a card). */
export function canConvertRmc(tipo: string): boolean {
  return tipo === "cartao_consignado";
}

const monthText = (id: MonthId) => `${id.slice(5, 7)}/${id.slice(0, 4)}`;

function parseMonthText(text: string): MonthId | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const id = `${m[2]}-${m[1]!.padStart(2, "0")}`;
  return isMonthId(id) ? id : null;
}

/**
 * What the form starts with: the stored values, else what the analysis was recorded with (an
 * imported card brings its monthly deduction and deductions from the extrato, issue #22), else
 * the card's contract month.
 */
export function rmcDefaults(record: AnalysisRecord, stored: unknown): RmcValues {
  const s = stored as { tipo?: unknown; digitado?: RmcValues } | null;
  if (s && s.tipo === "rmc" && s.digitado && typeof s.digitado === "object") return s.digitado;
  const typed = (field: RmcField) => record.digitado?.[field] ?? "";
  return {
    valorSaque: typed("valorSaque"),
    mesSaque: typed("mesSaque") || monthText(record.entrada.mes),
    descontoMensal: typed("descontoMensal"),
    descontosFeitos: typed("descontosFeitos"),
    primeiroDesconto: typed("primeiroDesconto"),
    indice: "inpc",
  };
}

export type RmcFormResult =
  | { ok: true; input: RmcInputData; values: RmcValues }
  | { ok: false; errors: RmcErrors; values: RmcValues };

export function parseRmcForm(form: FormData): RmcFormResult {
  const values: RmcValues = {};
  for (const field of RMC_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v.slice(0, 40);
  }
  const errors: RmcErrors = {};
  const money = (field: "valorSaque" | "descontoMensal") => {
    const parsed = parseMoney(values[field] ?? "");
    if (!parsed.ok) errors[field] = parsed.erro;
    // Zero reads as a number but is no amount: said now, with the other fields, not in a second round.
    else if (!(parsed.value > 0)) errors[field] = RMC_FORM_MSG.money;
    return parsed.ok ? parsed.value : 0;
  };
  const valorSaque = money("valorSaque");
  const descontoMensal = money("descontoMensal");
  const count = parseCount(values.descontosFeitos ?? "");
  if (!count.ok) errors.descontosFeitos = count.erro;
  const mesSaque = parseMonthText(values.mesSaque ?? "");
  if (!mesSaque) errors.mesSaque = RMC_FORM_MSG.month;
  const firstText = (values.primeiroDesconto ?? "").trim();
  const primeiroDesconto = firstText === "" ? undefined : parseMonthText(firstText);
  if (primeiroDesconto === null) errors.primeiroDesconto = RMC_FORM_MSG.month;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };

  const parsed = rmcInputSchema.safeParse({
    valorSaque,
    mesSaque: mesSaque!,
    descontoMensal,
    descontosFeitos: count.ok ? count.value : 0,
    ...(primeiroDesconto ? { primeiroDesconto } : {}),
    indice: INDEX_OPTIONS.some((o) => o.value === values.indice) ? values.indice : "inpc",
  });
  if (parsed.success) return { ok: true, input: parsed.data, values };
  // The schema speaks to API callers (AAAA-MM, "1500.00"); the form says it in its own terms.
  const reword = (message: string, field: RmcField | "form") =>
    (field === "mesSaque" || field === "primeiroDesconto") && message.includes("AAAA-MM")
      ? RMC_FORM_MSG.monthRange
      : field === "valorSaque" || field === "descontoMensal"
        ? RMC_FORM_MSG.money
        : formWords(message);
  return {
    ok: false,
    errors: firstFieldErrors(parsed.error, formFieldOf(RMC_FIELDS), reword),
    values,
  };
}
