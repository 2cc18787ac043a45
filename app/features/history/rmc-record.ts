// The RMC/RCC conversion stored with a card analysis (user_analyses.revisao, issue #10 item 4) read
// back for the laudo and /verificar: the recovery feature's `rmcRecord(details, input)`, as its own
// sentences and figures. Anything that is not a complete conversion reads as "no conversion".
import { z } from "zod";
import { isMonthId, monthLabel } from "~/domain/months";
import { formatMoney, formatRate } from "~/domain/numbers";

const month = z.string().refine(isMonthId);

const stored = z.object({
  tipo: z.literal("rmc"),
  entradas: z.array(z.string()).default([]),
  resultado: z.looseObject({
    taxa: z.number(),
    baseTaxa: z.enum(["media_bacen", "teto_inss"]),
    serie: z.number(),
    mesTaxa: month.nullable(),
    parcelasParaQuitar: z.number().int().nullable(),
    mesQuitacao: month.nullable(),
    quitado: z.boolean(),
    saldoDevedor: z.number(),
    descontosFeitos: z.number().int(),
    totalDescontado: z.number(),
    pagoAlemDaQuitacao: z.number(),
    textos: z.array(z.string()).default([]),
  }),
  restituicao: z.object({
    simples: z.number(),
    emDobro: z.number(),
    textos: z.array(z.string()).default([]),
  }),
  correcao: z
    .looseObject({
      titulo: z.string(),
      simples: z.number(),
      emDobro: z.number(),
      textos: z.array(z.string()),
    })
    .nullable()
    .default(null),
});

export type StoredRmc = z.output<typeof stored>;

export function parseStoredRmc(value: unknown): StoredRmc | null {
  const parsed = stored.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The conversion's summary lines: the same figures the screen's RmcPanel shows. */
export function rmcSummary(r: StoredRmc): string[] {
  const c = r.resultado;
  const origem =
    c.baseTaxa === "teto_inss"
      ? "teto legal do empréstimo consignado INSS"
      : `média do Banco Central, série ${c.serie}${c.mesTaxa ? `, de ${monthLabel(c.mesTaxa)}` : ""}`;
  return [
    `Taxa da conversão: ${formatRate(c.taxa)} (${origem}).`,
    c.parcelasParaQuitar === null || c.mesQuitacao === null
      ? "Quitação como consignado: a dívida convertida não seria quitada com esse desconto."
      : `Quitação como consignado: no ${c.parcelasParaQuitar}º desconto, em ${monthLabel(c.mesQuitacao)}.`,
    `Total descontado (${c.descontosFeitos} ${c.descontosFeitos === 1 ? "desconto" : "descontos"}): ${formatMoney(c.totalDescontado)}.`,
    `Descontado depois da quitação: ${formatMoney(c.pagoAlemDaQuitacao)}.`,
    ...(c.quitado ? [] : [`Saldo que ainda restaria: ${formatMoney(c.saldoDevedor)}.`]),
    `Restituição simples: ${formatMoney(r.restituicao.simples)}; em dobro: até ${formatMoney(r.restituicao.emDobro)}.`,
    ...(r.correcao
      ? [
          `${r.correcao.titulo}: simples ${formatMoney(r.correcao.simples)}; em dobro: até ${formatMoney(r.correcao.emDobro)}.`,
        ]
      : []),
  ];
}
