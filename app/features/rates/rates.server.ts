// The BCB rate table in memory. Loaded from `taxas_juros_bacen` once, then every lookup is a map
// access (DESIGN §6: rate lookup from memory). Reloaded after an update in this process, and
// re-read at most every RELOAD_AFTER_MS so that instances sharing one PostgreSQL pick up what
// another instance's updater wrote. The cache lives on globalThis because the production server
// and the React Router build load this module separately (as with the database, client.server).
import { desc } from "drizzle-orm";
import { db as appDb, type Db } from "~/db/client.server";
import { taxasJurosBacen } from "~/db/schema";
import { dateToMonthId } from "~/domain/months";
import { createRateTable, freshnessText, type RateRow, type RateTable } from "~/domain/rates";
import { loggerFor } from "~/services/logger.server";
import { bumpContentVersion } from "~/services/content-version.server";
import { setGaugeSource } from "~/services/metrics.server";

export const RELOAD_AFTER_MS = 10 * 60 * 1000;

interface Cache {
  table?: RateTable;
  loadedAt?: number;
  loading?: Promise<RateTable>;
}
const KEY = Symbol.for("revisafacil.rateTable");
function cache(): Cache {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] ??= {};
  return holder[KEY];
}

/** Reads every month from the database (newest first) as domain rows. */
export async function readRateRows(db: Db): Promise<RateRow[]> {
  const rows = await db.select().from(taxasJurosBacen).orderBy(desc(taxasJurosBacen.mes));
  return rows.map((r) => ({
    mes: dateToMonthId(r.mes),
    taxaVeiculos: r.taxaVeiculos,
    taxaCreditoPessoal: r.taxaCreditoPessoal,
    taxaConsignadoTotal: r.taxaConsignadoTotal,
    taxaConsignadoInss: r.taxaConsignadoInss,
    taxaConsignadoPublico: r.taxaConsignadoPublico,
    taxaConsignadoPrivado: r.taxaConsignadoPrivado,
    obtidoEm: r.obtidoEm.toISOString(),
    origem: r.origem,
  }));
}

export async function loadRateTable(db: Db): Promise<RateTable> {
  return createRateTable(await readRateRows(db));
}

/** Re-reads the table now (after an update) and swaps it in. */
export async function refreshRateTable(db: Db = appDb()): Promise<RateTable> {
  const c = cache();
  const loading = loadRateTable(db).then(
    (table) => {
      // New BCB months change the public pages (the data date, the calculator): drop cached pages.
      if (
        c.table &&
        (c.table.dadosAte !== table.dadosAte || c.table.rows.length !== table.rows.length)
      )
        bumpContentVersion("taxas BCB");
      c.table = table;
      // /metrics reads the newest month of whatever table this process serves.
      setGaugeSource("newestBcbMonth", () =>
        c.table?.dadosAte ? new Date(`${c.table.dadosAte}-01T00:00:00Z`) : null,
      );
      c.loadedAt = Date.now();
      if (c.loading === loading) c.loading = undefined;
      return table;
    },
    (error: unknown) => {
      if (c.loading === loading) c.loading = undefined;
      throw error;
    },
  );
  c.loading = loading;
  return loading;
}

/**
 * The in-memory table. The first call loads it; afterwards it answers at once, and once the table
 * is older than RELOAD_AFTER_MS it starts a reload in the background and keeps serving the old one.
 */
export async function getRateTable(db: Db = appDb()): Promise<RateTable> {
  const c = cache();
  if (c.table) {
    if (!c.loading && Date.now() - (c.loadedAt ?? 0) > RELOAD_AFTER_MS) {
      refreshRateTable(db).catch((error: unknown) =>
        loggerFor("dados").error({ err: error }, "falha ao recarregar as taxas do BCB"),
      );
    }
    return c.table;
  }
  return c.loading ?? refreshRateTable(db);
}

/** Forgets the table (tests, or after closing the database). */
export function clearRateTable(): void {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] = {};
}

export interface RateFreshness {
  dadosAte: string | null; // YYYY-MM
  texto: string; // "Dados do Banco Central até jul/2025"
}

/** For every page that shows a rate: how recent the BCB data is. */
export async function rateFreshness(db: Db = appDb()): Promise<RateFreshness> {
  const table = await getRateTable(db);
  return { dadosAte: table.dadosAte, texto: freshnessText(table.dadosAte) };
}
