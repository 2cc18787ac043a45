// The recovery calculation stored with an analysis (user_analyses.revisao, DESIGN D29) read back
// for the laudo and /verificar: whatever the recovery feature computed, as its own sentences and
// tables. Anything that is not a complete calculation reads as "no calculation" (never half one).
import { z } from "zod";
import { isMonthId } from "~/domain/months";
import { formatRate } from "~/domain/numbers";

const row = z.object({
  n: z.number(),
  vencimento: z.string().refine(isMonthId),
  parcela: z.number(),
  juros: z.number(),
  amortizacao: z.number(),
  saldo: z.number(),
});

const money = z.object({
  simples: z.number(),
  emDobro: z.number(),
  textos: z.array(z.string()).default([]),
});

const stored = z.object({
  /** The inputs, as sentences ("Parcelas já pagas: 12."). */
  entradas: z.array(z.string()).default([]),
  resultado: z.looseObject({
    contrato: z.array(row).min(1),
    revisado: z.array(row).min(1),
    taxaRevisada: z.number(),
    pagoAMais: z.number(),
    economiaRestante: z.number().nullable().default(null),
    textos: z.array(z.string()).default([]),
  }),
  restituicao: money.nullable().optional(),
  correcao: z
    .looseObject({ titulo: z.string(), textos: z.array(z.string()) })
    .nullable()
    .optional(),
});

export interface StoredRevision {
  entradas: string[];
  textos: string[];
  contrato: z.infer<typeof row>[];
  revisado: z.infer<typeof row>[];
  taxaRevisadaTexto: string;
  pagoAMais: number;
  economiaRestante: number | null;
  restituicao: { simples: number; emDobro: number; textos: string[] } | null;
  correcao: { titulo: string; textos: string[] } | null;
}

/** Rows stored before the fix read "5,11% a.m..": the laudo prints one full stop after a rate. */
export const singleStop = (text: string) => text.replace(/a\.([ma])\.\./g, "a.$1.");

export function parseStoredRevision(value: unknown): StoredRevision | null {
  const parsed = stored.safeParse(value);
  if (!parsed.success) return null;
  const { entradas, resultado: r, restituicao, correcao } = parsed.data;
  return {
    entradas,
    textos: r.textos.map(singleStop),
    contrato: r.contrato,
    revisado: r.revisado,
    taxaRevisadaTexto: formatRate(r.taxaRevisada),
    pagoAMais: r.pagoAMais,
    economiaRestante: r.economiaRestante,
    restituicao: restituicao ?? null,
    correcao: correcao ? { titulo: correcao.titulo, textos: correcao.textos } : null,
  };
}
