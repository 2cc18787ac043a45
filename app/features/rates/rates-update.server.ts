// The BCB updater (issue 4, DESIGN D8): asks the SGS API for every series the product uses,
// validates the answers and upserts them into `taxas_juros_bacen` in one transaction. It never
// deletes; an unchanged month is left untouched (running it twice changes nothing); a changed
// value is a revision and is logged with its old and new value. If any series cannot be fetched,
// nothing is written.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { taxasJurosBacen } from "~/db/schema";
import { type RateColumn, SERIES, SERIES_CODES, type SeriesCode } from "~/domain/contract-types";
import {
  addMonths,
  currentMonthId,
  dateToMonthId,
  FIRST_SELECTABLE_MONTH,
  type MonthId,
  monthIdToDate,
} from "~/domain/months";
import { type SgsClient, type SgsRejected, validateSgsPoints } from "~/services/bcb.server";

/** Recent months are re-read on every run because the BCB revises them. */
export const REVISION_WINDOW_MONTHS = 12;
/** Columns a new month cannot lack (NOT NULL in the schema, the spec's two series). */
const REQUIRED: RateColumn[] = ["taxaVeiculos", "taxaCreditoPessoal"];

export interface RateChange {
  mes: MonthId;
  serie: SeriesCode;
  de: number | null;
  para: number;
}

export interface RateUpdateReport {
  desde: MonthId;
  ate: MonthId;
  inseridos: MonthId[];
  /** Changed values of months already stored (revisions) and values filled into empty columns. */
  alterados: RateChange[];
  /** Months the API has only partly published (a required series missing); tried again next run. */
  pendentes: Array<{ mes: MonthId; faltam: SeriesCode[] }>;
  rejeitados: SgsRejected[];
  inalterados: number;
}

export interface RateUpdateOptions {
  db: Db;
  client: SgsClient;
  /** First month to ask; default: 12 months before the newest stored month (or 2011-03). */
  desde?: MonthId;
  now?: Date;
  log?: (line: string) => void;
}

export class RateUpdateError extends Error {}

export async function updateRates(options: RateUpdateOptions): Promise<RateUpdateReport> {
  const { db, client } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const ate = currentMonthId(now);

  const existingRows = await db.select().from(taxasJurosBacen);
  const existing = new Map(existingRows.map((r) => [dateToMonthId(r.mes), r]));
  const newest = [...existing.keys()].sort().at(-1);
  let desde =
    options.desde ?? (newest ? addMonths(newest, -REVISION_WINDOW_MONTHS) : FIRST_SELECTABLE_MONTH);
  if (desde < FIRST_SELECTABLE_MONTH) desde = FIRST_SELECTABLE_MONTH;
  if (desde > ate)
    throw new RateUpdateError(`O mês inicial ${desde} é posterior ao mês atual ${ate}.`);

  const from = new Date(`${monthIdToDate(desde)}T00:00:00Z`);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  log(
    `Consultando o SGS do Banco Central de ${desde} a ${ate} (séries ${SERIES_CODES.join(", ")})...`,
  );

  // Fetch everything first: one failed series and nothing is written.
  const fetched = new Map<MonthId, Partial<Record<RateColumn, number>>>();
  const rejeitados: SgsRejected[] = [];
  for (const code of SERIES_CODES) {
    let raw;
    try {
      raw = await client.fetchSeries(code, from, to);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RateUpdateError(`${reason} Nenhuma taxa foi alterada.`, { cause: error });
    }
    const { values, rejected } = validateSgsPoints(code, raw);
    rejeitados.push(...rejected);
    for (const r of rejected)
      log(`Rejeitado: série ${r.serie}, ${r.data} = "${r.valor}" (${r.motivo}).`);
    for (const { mes, valor } of values) {
      if (mes < desde || mes > ate) continue;
      const month = fetched.get(mes) ?? {};
      month[SERIES[code].column] = valor;
      fetched.set(mes, month);
    }
    log(
      `Série ${code}: ${values.length} meses válidos${rejected.length ? `, ${rejected.length} rejeitados` : ""}.`,
    );
  }

  const report: RateUpdateReport = {
    desde,
    ate,
    inseridos: [],
    alterados: [],
    pendentes: [],
    rejeitados,
    inalterados: 0,
  };
  const obtidoEm = now;
  await db.transaction(async (tx) => {
    for (const mes of [...fetched.keys()].sort()) {
      const values = fetched.get(mes)!;
      const confirmed = SERIES_CODES.filter((code) => values[SERIES[code].column] !== undefined);
      const fonte = `BCB SGS API (${confirmed.join(", ")}), consultada em ${now.toISOString().slice(0, 10)}`;
      const row = existing.get(mes);
      if (!row) {
        const missing = REQUIRED.filter((c) => values[c] === undefined);
        if (missing.length > 0) {
          const faltam = SERIES_CODES.filter((code) => missing.includes(SERIES[code].column));
          report.pendentes.push({ mes, faltam });
          log(
            `Pendente: ${mes} ainda sem a(s) série(s) ${faltam.join(", ")}; será tentado na próxima execução.`,
          );
          continue;
        }
        await tx.insert(taxasJurosBacen).values({
          mes: monthIdToDate(mes),
          taxaVeiculos: values.taxaVeiculos!,
          taxaCreditoPessoal: values.taxaCreditoPessoal!,
          taxaConsignadoTotal: values.taxaConsignadoTotal ?? null,
          taxaConsignadoInss: values.taxaConsignadoInss ?? null,
          taxaConsignadoPublico: values.taxaConsignadoPublico ?? null,
          taxaConsignadoPrivado: values.taxaConsignadoPrivado ?? null,
          fonte,
          obtidoEm,
          origem: "api_sgs",
        });
        report.inseridos.push(mes);
        log(
          `Novo mês ${mes}: ${confirmed.map((code) => `${code}=${values[SERIES[code].column]}`).join(", ")}.`,
        );
        continue;
      }
      const changes: RateChange[] = [];
      const set: Partial<Record<RateColumn, number>> = {};
      for (const code of confirmed) {
        const column = SERIES[code].column;
        const value = values[column]!;
        if (row[column] !== value) {
          changes.push({ mes, serie: code, de: row[column], para: value });
          set[column] = value;
        }
      }
      if (changes.length === 0) {
        report.inalterados++;
        continue;
      }
      await tx
        .update(taxasJurosBacen)
        .set({ ...set, fonte, obtidoEm, origem: "api_sgs" })
        .where(eq(taxasJurosBacen.mes, monthIdToDate(mes)));
      report.alterados.push(...changes);
      for (const c of changes) {
        log(
          c.de === null
            ? `Preenchido: ${mes} série ${c.serie} = ${c.para}.`
            : `Revisão: ${mes} série ${c.serie}: ${c.de} → ${c.para}.`,
        );
      }
    }
  });

  log(
    `Concluído: ${report.inseridos.length} mês(es) novo(s), ${report.alterados.length} valor(es) alterado(s), ` +
      `${report.inalterados} mês(es) sem mudança, ${report.pendentes.length} pendente(s), ${report.rejeitados.length} rejeitado(s).`,
  );
  return report;
}
