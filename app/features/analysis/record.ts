// What a recorded analysis holds in user_analyses.resultado (DESIGN D30, §7.6): the inputs as typed
// and as parsed at full precision, the rate certificate, the rule version and the result. Reopening
// an analysis reads this record; nothing is recomputed from today's data.
import { z } from "zod";
import { CONTRACT_TYPES, type ContractType, hasRateField } from "~/domain/contract-types";
import { parseCount, parseMoney } from "~/domain/numbers";
import type { FullAnalysis } from "~/domain/analysis";
import { isMonthId, type MonthId } from "~/domain/months";
import type { RateCertificate } from "~/domain/rates";

/** Shape of the jsonb record; 1 = before the history (no typed inputs, no rule version). */
export const RECORD_VERSION = 2;
/**
 * The rule set a result was computed under: the 1,5× flag with 2× and 3× as information (D12),
 * the INSS caps (D27) and the verdict wording (D28). Change it when any of them changes.
 */
export const ANALYSIS_RULE_VERSION = "2026-11-23";

export interface DiscoveredAmounts {
  valorFinanciado: number;
  parcela: number;
  numeroParcelas: number;
  /** % a.m., unrounded. */
  taxaMensal: number;
}

export interface RecordedInput {
  tipo: ContractType;
  mes: MonthId;
  setor: string | null;
  taxaContrato: number | null;
  descoberta?: DiscoveredAmounts | null;
}

export interface AnalysisRecord {
  versao: number;
  regra: string | null;
  /** The form fields exactly as the person typed them (empty when recorded before the history). */
  digitado: Record<string, string>;
  entrada: RecordedInput;
  analise: FullAnalysis;
}

/** The form fields kept as typed (never anything else the request carried). */
export const TYPED_FIELDS = [
  "tipo",
  "mes",
  "ano",
  "taxa",
  "setor",
  "valorFinanciado",
  "parcela",
  "numeroParcelas",
] as const;

export function typedFields(form: FormData | Record<string, unknown>): Record<string, string> {
  const get = (k: string) => (form instanceof FormData ? form.get(k) : form[k]);
  const typed: Record<string, string> = {};
  for (const field of TYPED_FIELDS) {
    const value = get(field);
    // 200 characters is far above any real field; a longer value is cut, not stored whole.
    if (typeof value === "string" && value !== "") typed[field] = value.slice(0, 200);
  }
  return typed;
}

/** "Descobrir minha taxa" amounts read from what was typed (the rate came from them). */
export function discoveredAmounts(
  input: RecordedInput,
  typed: Record<string, string>,
): DiscoveredAmounts | null {
  if (input.descoberta) return input.descoberta;
  if (input.taxaContrato === null || hasRateField(input.tipo)) return null;
  const valorFinanciado = parseMoney(typed.valorFinanciado);
  const parcela = parseMoney(typed.parcela);
  const numeroParcelas = parseCount(typed.numeroParcelas);
  if (!valorFinanciado.ok || !parcela.ok || !numeroParcelas.ok) return null;
  return {
    valorFinanciado: valorFinanciado.value,
    parcela: parcela.value,
    numeroParcelas: numeroParcelas.value,
    taxaMensal: input.taxaContrato,
  };
}

export function buildRecord(
  input: RecordedInput,
  analysis: FullAnalysis,
  typed: Record<string, string>,
): AnalysisRecord {
  const entrada: RecordedInput = {
    tipo: input.tipo,
    mes: input.mes,
    setor: input.setor,
    taxaContrato: input.taxaContrato,
    descoberta: discoveredAmounts(input, typed),
  };
  return {
    versao: RECORD_VERSION,
    regra: ANALYSIS_RULE_VERSION,
    digitado: typed,
    entrada,
    analise: analysis,
  };
}

const certificate = z.looseObject({
  serie: z.number(),
  serieNome: z.string(),
  mesSolicitado: z.string().refine(isMonthId),
  mesUsado: z.string().nullable(),
  valor: z.number(),
  caso: z.string(),
  dadosAte: z.string().nullable(),
  obtidoEm: z.string().nullable().optional(),
  aviso: z.string().nullable(),
});

const storedRecord = z.object({
  versao: z.number().optional().default(1),
  regra: z.string().nullable().optional().default(null),
  digitado: z.record(z.string(), z.string()).optional().default({}),
  entrada: z.looseObject({
    tipo: z.enum(CONTRACT_TYPES),
    mes: z.string().refine(isMonthId),
    setor: z.string().nullable().optional().default(null),
    taxaContrato: z.number().nullable(),
    descoberta: z
      .object({
        valorFinanciado: z.number(),
        parcela: z.number(),
        numeroParcelas: z.number(),
        taxaMensal: z.number(),
      })
      .nullable()
      .optional(),
  }),
  analise: z.looseObject({
    tipo: z.enum(CONTRACT_TYPES),
    taxaContrato: z.number().nullable(),
    mediaBacen: z.number(),
    limiteAbusivo: z.number(),
    razao: z.number().nullable(),
    abusiva: z.boolean(),
    resultado: z.string(),
    certificado: certificate,
  }),
});

/** Reads a stored record (any version); null when it is not one. */
export function parseRecord(resultado: unknown): AnalysisRecord | null {
  const parsed = storedRecord.safeParse(resultado);
  if (!parsed.success) return null;
  const { entrada, analise, ...rest } = parsed.data;
  return {
    ...rest,
    entrada: entrada as RecordedInput,
    analise: {
      ...analise,
      certificado: analise.certificado as unknown as RateCertificate,
    } as unknown as FullAnalysis,
  };
}
