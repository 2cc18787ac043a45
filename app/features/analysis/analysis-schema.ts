// The analysis form (SPEC §3 "Analysis form", §5 "Analysis"), one schema for the dashboard and
// the public calculator, on the client and the server. Field values are strings as a form sends
// them; the rate is free text in Brazilian format.
import { z } from "zod";
import { isIsoDate } from "~/domain/business-days";
import { CONSIGNADO_SECTORS, CONTRACT_TYPES, hasCardSectorChoice, hasRateField, hasSectorChoice } from "~/domain/contract-types";
import { capKindFor } from "~/domain/inss-caps";
import { isSelectableMonth, monthId } from "~/domain/months";
import { impliedMonthlyRate } from "~/domain/implied-rate";
import { parseBrNumber } from "~/domain/numbers";

export const MONTH_REQUIRED = "Selecione o mês/ano de assinatura";
export const TYPE_REQUIRED = "Selecione o tipo de contrato.";
export const RATE_REQUIRED = "Informe a taxa de juros mensal do contrato (por exemplo, 2,49).";
export const RATE_TOO_HIGH = "A taxa mensal informada parece alta demais. Confira: use a taxa ao mês, não ao ano.";
export const MONTH_UNAVAILABLE = "Escolha um mês entre março de 2011 e o mês atual.";
export const DAY_INVALID = "Dia da assinatura inválido: informe um dia que exista no mês escolhido (por exemplo, 15) ou deixe em branco.";

export const analysisFormSchema = z
  .object({
    tipo: z.enum(CONTRACT_TYPES, { error: TYPE_REQUIRED }),
    mes: z.coerce.number({ error: MONTH_REQUIRED }).int().min(1, MONTH_REQUIRED).max(12, MONTH_REQUIRED),
    ano: z.coerce.number({ error: MONTH_REQUIRED }).int().min(1900, MONTH_REQUIRED).max(2100, MONTH_REQUIRED),
    taxa: z.string().optional().default(""),
    setor: z.enum(CONSIGNADO_SECTORS).optional().catch(undefined),
    dia: z.string().optional().default(""),
    // "Descobrir minha taxa" (DESIGN D11), vehicle and personal loan only; all three or none.
    valorFinanciado: z.string().optional().default(""),
    parcela: z.string().optional().default(""),
    numeroParcelas: z.string().optional().default(""),
  })
  .transform((form, ctx) => {
    const mes = monthId(form.ano, form.mes);
    if (!isSelectableMonth(mes)) {
      ctx.addIssue({ code: "custom", path: ["mes"], message: MONTH_UNAVAILABLE });
      return z.NEVER;
    }
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
    // "Descobrir minha taxa" amounts as parsed, kept with the recorded analysis (DESIGN §7.6).
    let descoberta: { valorFinanciado: number; parcela: number; numeroParcelas: number; taxaMensal: number } | null = null;
    if (hasRateField(form.tipo)) {
      const taxa = parseBrNumber(form.taxa);
      if (!(taxa > 0)) {
        ctx.addIssue({ code: "custom", path: ["taxa"], message: RATE_REQUIRED });
        return z.NEVER;
      }
      if (taxa >= 100) {
        ctx.addIssue({ code: "custom", path: ["taxa"], message: RATE_TOO_HIGH });
        return z.NEVER;
      }
      taxaContrato = taxa;
    } else if (form.valorFinanciado || form.parcela || form.numeroParcelas) {
      const amounts = {
        valorFinanciado: parseBrNumber(form.valorFinanciado),
        parcela: parseBrNumber(form.parcela),
        numeroParcelas: parseBrNumber(form.numeroParcelas),
      };
      const implied = impliedMonthlyRate(amounts);
      if (!implied.ok) {
        ctx.addIssue({ code: "custom", path: [implied.campo], message: implied.erro });
        return z.NEVER;
      }
      descoberta = { ...amounts, taxaMensal: implied.taxaMensal };
      // Issue "Truth" item 3: the rule is applied to the exact rate, never a rounded one.
      taxaContrato = implied.taxaMensal;
    }
    return {
      tipo: form.tipo,
      mes,
      taxaContrato,
      // RMC/RCC cards have a sector too (whose card it is), for the INSS cap only.
      setor: hasSectorChoice(form.tipo) || hasCardSectorChoice(form.tipo) ? (form.setor ?? "total") : null,
      dataContrato,
      ...(descoberta ? { descoberta } : {}),
    };
  });

export type AnalysisFormInput = z.output<typeof analysisFormSchema>;
export type AnalysisFormErrors = Partial<
  Record<"tipo" | "mes" | "taxa" | "valorFinanciado" | "parcela" | "numeroParcelas" | "dia" | "form", string>
>;

export const ANALYSIS_FORM_FIELDS = ["tipo", "mes", "ano", "taxa", "setor", "dia", "valorFinanciado", "parcela", "numeroParcelas"] as const;

/** Reads a submitted form into the validated input or the first error of each field. */
export function parseAnalysisForm(
  form: FormData | Record<string, unknown>,
): { ok: true; value: AnalysisFormInput } | { ok: false; errors: AnalysisFormErrors } {
  const raw = form instanceof FormData ? Object.fromEntries(form) : form;
  // Empty selects mean "not chosen".
  const cleaned = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === "" ? undefined : v]));
  const result = analysisFormSchema.safeParse(cleaned);
  if (result.success) return { ok: true, value: result.data };
  const errors: AnalysisFormErrors = {};
  for (const issue of result.error.issues) {
    const key = (issue.path[0] === "ano" ? "mes" : issue.path[0]) as keyof AnalysisFormErrors;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
