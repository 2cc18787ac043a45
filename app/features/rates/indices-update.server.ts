// The IBGE index updater (issue #10 item 3): asks the BCB SGS for INPC (188) and IPCA (433), the
// same API and client as the rates (bcb.server), validates the months and upserts them into
// `indices_precos` in one transaction. Never deletes; an unchanged month is left alone; a changed
// one is logged as a revision. If either series cannot be fetched, nothing is written.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { indicesPrecos } from "~/db/schema";
import { PRICE_INDEX_SGS, PRICE_INDICES, type PriceIndex } from "~/domain/correction";
import {
  addMonths,
  currentMonthId,
  dateToMonthId,
  type MonthId,
  monthIdToDate,
} from "~/domain/months";
import {
  PRICE_INDEX_RANGE,
  type SgsClient,
  type SgsRejected,
  validateSgsPoints,
} from "~/services/bcb.server";

/** The IBGE revises little, but re-reading a year costs nothing and catches late corrections. */
export const INDEX_REVISION_WINDOW_MONTHS = 12;
/** First month of the seed (INPC); an empty table is filled from here. */
export const FIRST_INDEX_MONTH: MonthId = "1979-05";

export interface IndexChange {
  indice: PriceIndex;
  mes: MonthId;
  de: number;
  para: number;
}

export interface IndexUpdateReport {
  desde: MonthId;
  ate: MonthId;
  inseridos: Array<{ indice: PriceIndex; mes: MonthId }>;
  alterados: IndexChange[];
  rejeitados: SgsRejected[];
  inalterados: number;
}

export interface IndexUpdateOptions {
  db: Db;
  client: SgsClient;
  desde?: MonthId;
  now?: Date;
  log?: (line: string) => void;
}

export class IndexUpdateError extends Error {}

export async function updatePriceIndices(options: IndexUpdateOptions): Promise<IndexUpdateReport> {
  const { db, client } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const ate = currentMonthId(now);

  const existingRows = await db.select().from(indicesPrecos);
  const existing = new Map(
    existingRows.map((r) => [`${r.indice}:${dateToMonthId(r.mes)}`, r.variacao]),
  );
  const newest = existingRows
    .map((r) => dateToMonthId(r.mes))
    .sort()
    .at(-1);
  let desde =
    options.desde ??
    (newest ? addMonths(newest, -INDEX_REVISION_WINDOW_MONTHS) : FIRST_INDEX_MONTH);
  if (desde < FIRST_INDEX_MONTH) desde = FIRST_INDEX_MONTH;
  if (desde > ate)
    throw new IndexUpdateError(`O mês inicial ${desde} é posterior ao mês atual ${ate}.`);

  const from = new Date(`${monthIdToDate(desde)}T00:00:00Z`);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const codes = PRICE_INDICES.map((i) => PRICE_INDEX_SGS[i]);
  log(
    `Consultando o SGS do Banco Central de ${desde} a ${ate} (índices INPC ${codes[0]} e IPCA ${codes[1]})...`,
  );

  const fetched: Array<{ indice: PriceIndex; mes: MonthId; valor: number }> = [];
  const rejeitados: SgsRejected[] = [];
  for (const indice of PRICE_INDICES) {
    const code = PRICE_INDEX_SGS[indice];
    let raw;
    try {
      raw = await client.fetchSeries(code, from, to);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new IndexUpdateError(`${reason} Nenhum índice foi alterado.`, { cause: error });
    }
    const { values, rejected } = validateSgsPoints(code, raw, PRICE_INDEX_RANGE);
    rejeitados.push(...rejected);
    for (const r of rejected)
      log(`Rejeitado: série ${r.serie}, ${r.data} = "${r.valor}" (${r.motivo}).`);
    for (const { mes, valor } of values)
      if (mes >= desde && mes <= ate) fetched.push({ indice, mes, valor });
    log(
      `Série ${code} (${indice.toUpperCase()}): ${values.length} meses válidos${rejected.length ? `, ${rejected.length} rejeitados` : ""}.`,
    );
  }

  const report: IndexUpdateReport = {
    desde,
    ate,
    inseridos: [],
    alterados: [],
    rejeitados,
    inalterados: 0,
  };
  const fonte = (indice: PriceIndex) =>
    `BCB SGS API (${PRICE_INDEX_SGS[indice]}), consultada em ${now.toISOString().slice(0, 10)}`;
  await db.transaction(async (tx) => {
    for (const point of fetched) {
      const old = existing.get(`${point.indice}:${point.mes}`);
      if (old === undefined) {
        await tx.insert(indicesPrecos).values({
          indice: point.indice,
          mes: monthIdToDate(point.mes),
          variacao: point.valor,
          fonte: fonte(point.indice),
          obtidoEm: now,
        });
        report.inseridos.push({ indice: point.indice, mes: point.mes });
        log(`Novo mês ${point.mes}: ${point.indice.toUpperCase()} = ${point.valor}.`);
      } else if (old !== point.valor) {
        await tx
          .update(indicesPrecos)
          .set({ variacao: point.valor, fonte: fonte(point.indice), obtidoEm: now })
          .where(
            and(
              eq(indicesPrecos.indice, point.indice),
              eq(indicesPrecos.mes, monthIdToDate(point.mes)),
            ),
          );
        report.alterados.push({ indice: point.indice, mes: point.mes, de: old, para: point.valor });
        log(`Revisão: ${point.mes} ${point.indice.toUpperCase()}: ${old} → ${point.valor}.`);
      } else {
        report.inalterados++;
      }
    }
  });
  log(
    `Índices concluídos: ${report.inseridos.length} mês(es) novo(s), ${report.alterados.length} valor(es) alterado(s), ` +
      `${report.inalterados} sem mudança, ${report.rejeitados.length} rejeitado(s).`,
  );
  return report;
}
