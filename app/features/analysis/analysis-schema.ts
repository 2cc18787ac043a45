// The analysis form (SPEC §3 "Analysis form", §5 "Analysis"), one schema for the dashboard and
// the public calculator, on the client and the server. Field values are strings as a form sends
// them; the rate is free text in Brazilian format.
import { z } from "zod";
import { isIsoDate } from "~/domain/business-days";
import { firstFieldErrors } from "~/platform/form";
import {
  CONSIGNADO_SECTORS,
  CONTRACT_TYPES,
  hasCardSectorChoice,
  hasRateField,
  hasSectorChoice,
} from "~/domain/contract-types";
import { capKindFor } from "~/domain/inss-caps";
import { isSelectableMonth, monthId } from "~/domain/months";
import { impliedMonthlyRate } from "~/domain/implied-rate";
import { parseCount, parseMoney, parseRate } from "~/domain/numbers";

export const MONTH_REQUIRED = "Selecione o mês/ano de assinatura";
export const TYPE_REQUIRED = "Selecione o tipo de contrato.";
export const RATE_REQUIRED = "Informe a taxa de juros mensal do contrato (por exemplo, 2,49).";
export const RATE_TOO_HIGH =
  "A taxa mensal informada parece alta demais. Confira: use a taxa ao mês, não ao ano.";
/** Every text field has a limit (issue 11 item 2): numbers never need more than 40 characters. */
export const FIELD_TOO_LONG = "Valor longo demais: use no máximo 40 caracteres.";
export const MONTH_UNAVAILABLE = "Escolha um mês entre março de 2011 e o mês atual.";
export const DAY_INVALID =
  "Dia da assinatura inválido: informe um dia que exista no mês escolhido (por exemplo, 15) ou deixe em branco.";

const formShape = z.object({
  tipo: z.enum(CONTRACT_TYPES, { error: TYPE_REQUIRED }),
  mes: z.coerce
    .number({ error: MONTH_REQUIRED })
    .int()
    .min(1, MONTH_REQUIRED)
    .max(12, MONTH_REQUIRED),
  ano: z.coerce
    .number({ error: MONTH_REQUIRED })
    .int()
    .min(1900, MONTH_REQUIRED)
    .max(2100, MONTH_REQUIRED),
  taxa: z.string().max(40, FIELD_TOO_LONG).optional().default(""),
  setor: z.enum(CONSIGNADO_SECTORS).optional().catch(undefined),
  dia: z.string().max(40, FIELD_TOO_LONG).optional().default(""),
  // "Descobrir minha taxa" (DESIGN D11), vehicle and personal loan only; all three or none.
  valorFinanciado: z.string().max(40, FIELD_TOO_LONG).optional().default(""),
  parcela: z.string().max(40, FIELD_TOO_LONG).optional().default(""),
  numeroParcelas: z.string().max(40, FIELD_TOO_LONG).optional().default(""),
});

/**
 * The dashboard and the public calculator both take an optional contract rate for vehicle and
 * personal loan (DESIGN §7.2, changed by §8.18), so a person who knows it gets a verdict. Numbers
 * are read strictly (DESIGN §7.2): malformed text is refused, never guessed.
 */
export const analysisFormSchema = formShape.transform((form, ctx) => {
  const mes = monthId(form.ano, form.mes);
  if (!isSelectableMonth(mes)) {
    ctx.addIssue({ code: "custom", path: ["mes"], message: MONTH_UNAVAILABLE });
    return z.NEVER;
  }
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  };
  // Optional signing day: which INSS cap applies in a month of change (DESIGN §7.4/§7.5).
  let dataContrato: string | null = null;
  const dia = form.dia.trim();
  if (dia !== "" && capKindFor(form.tipo)) {
    const date = /^\d{1,2}$/.test(dia) ? `${mes}-${dia.padStart(2, "0")}` : "";
    if (!isIsoDate(date)) {
      ctx.addIssue({ code: "custom", path: ["dia"], message: DAY_INVALID });
      return z.NEVER;
    }
    dataContrato = date;
  }
  let taxaContrato: number | null = null;
  let taxaCalculada = false;
  // "Descobrir minha taxa" amounts as parsed, kept with the recorded analysis (DESIGN §7.6) and
  // reused by the advanced simulation (issue "Truth" item 9).
  let descoberta: {
    valorFinanciado: number;
    parcela: number;
    numeroParcelas: number;
    taxaMensal: number;
  } | null = null;
  const typedRate = form.taxa.trim() !== "";
  if (hasRateField(form.tipo) || typedRate) {
    if (!typedRate) return fail("taxa", RATE_REQUIRED);
    const taxa = parseRate(form.taxa);
    if (!taxa.ok) return fail("taxa", taxa.erro);
    if (!(taxa.value > 0)) return fail("taxa", RATE_REQUIRED);
    if (taxa.value >= 100) return fail("taxa", RATE_TOO_HIGH);
    taxaContrato = taxa.value;
  } else if (form.valorFinanciado || form.parcela || form.numeroParcelas) {
    // Blank → 0 so impliedMonthlyRate names the missing field; malformed → what is wrong.
    const read = (text: string, parse: typeof parseMoney) =>
      text.trim() === "" ? { ok: true as const, value: 0 } : parse(text);
    const valorFinanciado = read(form.valorFinanciado, parseMoney);
    if (!valorFinanciado.ok) return fail("valorFinanciado", valorFinanciado.erro);
    const parcela = read(form.parcela, parseMoney);
    if (!parcela.ok) return fail("parcela", parcela.erro);
    const numeroParcelas = read(form.numeroParcelas, parseCount);
    if (!numeroParcelas.ok) return fail("numeroParcelas", numeroParcelas.erro);
    const implied = impliedMonthlyRate({
      valorFinanciado: valorFinanciado.value,
      parcela: parcela.value,
      numeroParcelas: numeroParcelas.value,
    });
    if (!implied.ok) return fail(implied.campo, implied.erro);
    // Issue "Truth" item 3: the rule is applied to the exact rate, never a rounded one.
    taxaContrato = implied.taxaMensal;
    taxaCalculada = true;
    descoberta = {
      valorFinanciado: valorFinanciado.value,
      parcela: parcela.value,
      numeroParcelas: numeroParcelas.value,
      taxaMensal: implied.taxaMensal,
    };
  }
  return {
    tipo: form.tipo,
    mes,
    taxaContrato,
    /** true when "Descobrir minha taxa" computed the rate (never questioned as implausible). */
    taxaCalculada,
    // RMC/RCC cards have a sector too (whose card it is), for the INSS cap only.
    setor:
      hasSectorChoice(form.tipo) || hasCardSectorChoice(form.tipo) ? (form.setor ?? "total") : null,
    dataContrato,
    ...(descoberta ? { descoberta } : {}),
  };
});

// The signing day is optional for callers that build an input by hand (tests, recalculations).
export type AnalysisFormInput = Omit<
  z.output<typeof analysisFormSchema>,
  "taxaCalculada" | "dataContrato"
> & {
  taxaCalculada?: boolean;
  dataContrato?: string | null;
};
export type AnalysisFormErrors = Partial<
  Record<
    "tipo" | "mes" | "taxa" | "valorFinanciado" | "parcela" | "numeroParcelas" | "dia" | "form",
    string
  >
>;

/** The analysis form's fields as typed (refilled after an error). */
export interface AnalysisFieldValues {
  tipo?: string;
  mes?: string;
  ano?: string;
  taxa?: string;
  setor?: string;
  dia?: string;
  valorFinanciado?: string;
  parcela?: string;
  numeroParcelas?: string;
}

export const ANALYSIS_FORM_FIELDS = [
  "tipo",
  "mes",
  "ano",
  "taxa",
  "setor",
  "dia",
  "valorFinanciado",
  "parcela",
  "numeroParcelas",
] as const;

/** Reads a submitted form into the validated input or the first error of each field. */
export function parseAnalysisForm(
  form: FormData | Record<string, unknown>,
): { ok: true; value: AnalysisFormInput } | { ok: false; errors: AnalysisFormErrors } {
  const raw = form instanceof FormData ? Object.fromEntries(form) : form;
  // Empty selects mean "not chosen".
  const cleaned = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, v === "" ? undefined : v]),
  );
  const result = analysisFormSchema.safeParse(cleaned);
  if (result.success) return { ok: true, value: result.data };
  // The year is chosen next to the month: its message goes under "mes".
  return {
    ok: false,
    errors: firstFieldErrors<keyof AnalysisFormErrors>(result.error, { ano: "mes" }),
  };
}
