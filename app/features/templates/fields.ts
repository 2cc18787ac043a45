// Personalising a template with an analysis (DESIGN D21): which templates fit an analysed
// contract, and the values an analysis fills in ({campo} tokens of editorial/templates/documents).
// Pure: used by the generator on the server and by the templates page.
import { z } from "zod";
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, type ContractType } from "~/domain/contract-types";
import { capFigure, type TetoInss } from "~/domain/inss-caps";
import { isMonthId, monthLongLabel } from "~/domain/months";
import { verdict } from "~/domain/verdict";
import {
  type DocumentTemplate,
  templatesForContractType,
} from "../../../editorial/templates/catalogue";
import {
  FIELD_BLANKS,
  FIELD_NAMES,
  type FieldName,
  type Fields,
} from "../../../editorial/templates/documents";

/** The templates that fit an analysed contract type (SPEC §8: none → ask support). */
export function templatesForType(type: ContractType): DocumentTemplate[] {
  return templatesForContractType(type);
}

/** What `user_analyses.resultado` must hold for a personalised template (stored as jsonb). */
const storedAnalysis = z.object({
  entrada: z.object({
    tipo: z.enum(CONTRACT_TYPES),
    mes: z.string().refine(isMonthId),
    // "Descobrir minha taxa": the amounts the rate came from (absent when a rate was typed).
    descoberta: z
      .looseObject({ valorFinanciado: z.number(), parcela: z.number(), numeroParcelas: z.number() })
      .nullable()
      .optional(),
  }),
  analise: z.object({
    taxaContrato: z.number().nullable(),
    mediaBacen: z.number(),
    razao: z.number().nullable(),
    certificado: z.object({
      serie: z.number(),
      serieNome: z.string(),
      // Which month the average belongs to (DESIGN D6): absent only in records older than the field.
      mesUsado: z.string().nullable().optional(),
      caso: z.enum(["exato", "mais_recente", "padrao"]).optional(),
      // §8.3: compared with an earlier month because the signing month is not published yet.
      provisorio: z.boolean().optional(),
    }),
    // The INSS cap check (DESIGN D27): absent in records older than the check.
    tetoInss: z
      .looseObject({
        situacao: z.string(),
        acima: z.boolean().nullable(),
        informativo: z.boolean(),
        modalidade: z.string().nullable(),
        tetos: z.array(z.looseObject({ valor: z.number(), ato: z.string() })),
      })
      .nullable()
      .optional(),
  }),
});
export type StoredAnalysis = z.infer<typeof storedAnalysis>;

export function parseStoredAnalysis(resultado: unknown): StoredAnalysis | null {
  const parsed = storedAnalysis.safeParse(resultado);
  return parsed.success ? parsed.data : null;
}

/**
 * The values of one analysis, formatted as the documents print them (pt-BR), through the domain
 * verdict (DESIGN D28): the rate and the ratio with the decimals that agree with the flag. The
 * documents say "no mês da assinatura … era de {mediaBacen}", so the average (and the ratio to it)
 * is filled only when it is the contract month's own; otherwise it stays a blank to fill by hand.
 */
export function fieldsFromAnalysis(stored: StoredAnalysis): Fields {
  const { entrada, analise } = stored;
  const { mesUsado = null, caso } = analise.certificado;
  const ownMonth = mesUsado === entrada.mes && caso !== "padrao";
  const v = verdict({
    tipo: entrada.tipo,
    taxaContrato: analise.taxaContrato,
    certificado: {
      valor: analise.mediaBacen,
      mesSolicitado: entrada.mes,
      mesUsado,
      caso: ownMonth ? "exato" : (caso ?? "mais_recente"),
      aviso: null,
    },
  });
  const fields: Fields = {
    contrato: CONTRACT_TYPE_LABELS[entrada.tipo].toLowerCase(),
    mesContrato: monthLongLabel(entrada.mes),
    serie: `série SGS ${analise.certificado.serie} do Banco Central — ${analise.certificado.serieNome}`,
  };
  if (ownMonth) fields.mediaBacen = v.mediaTexto;
  if (v.taxaTexto !== null) fields.taxaContrato = v.taxaTexto;
  if (ownMonth && v.razaoTexto !== null) fields.razao = v.razaoTexto;
  // INSS cap: filled only when it binds the contract (INSS sector) and is known; the paragraph
  // saying the rate is above it stays only when the check found so (DESIGN D27).
  const teto = analise.tetoInss as unknown as TetoInss | null | undefined;
  if (teto && !teto.informativo) {
    const figure = capFigure(teto);
    if (figure && figure.atos.length > 0) fields.tetoInss = figure.atos.join(" ou ");
    if (teto.acima === true) fields.tetoInssAcima = "sim";
    else if (teto.acima === false || teto.situacao === "nao_se_aplica")
      fields.tetoInssAcima = "nao";
  }
  return fields;
}

/** Replaces every {campo} with its value, or with the blank the consumer fills in by hand. */
export function fillFields(text: string, fields: Fields = {}): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) =>
    (FIELD_NAMES as readonly string[]).includes(name)
      ? (fields[name as FieldName] ?? FIELD_BLANKS[name as FieldName])
      : token,
  );
}

/** Splits text into plain parts and "[BLANKS]" (highlighted in the document). */
export function splitBlanks(text: string): { text: string; blank: boolean }[] {
  const parts: { text: string; blank: boolean }[] = [];
  // Blanks may nest one level ("[... EM [DATA] ...]"): match the outer pair.
  const pattern = /\[(?:[^[\]]|\[[^[\]]*\])*\]/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), blank: false });
    parts.push({ text: match[0], blank: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), blank: false });
  return parts;
}
