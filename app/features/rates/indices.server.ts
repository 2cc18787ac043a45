// The IBGE price indices (INPC, IPCA) in memory, like the BCB rates (rates.server): loaded from
// `indices_precos` once, re-read at most every RELOAD_AFTER_MS so that instances sharing one
// PostgreSQL see what another instance's updater wrote, and refreshed after an update here.
import { asc } from "drizzle-orm";
import { db as appDb, type Db } from "~/db/client.server";
import { indicesPrecos } from "~/db/schema";
import { createIndexTable, type IndexRow, type IndexTable } from "~/domain/correction";
import { dateToMonthId } from "~/domain/months";
import { RELOAD_AFTER_MS } from "./rates.server";
import { loggerFor } from "~/services/logger.server";

interface Cache {
  table?: IndexTable;
  loadedAt?: number;
  loading?: Promise<IndexTable>;
}
const KEY = Symbol.for("revisafacil.indexTable");
function cache(): Cache {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] ??= {};
  return holder[KEY];
}

export async function readIndexRows(db: Db): Promise<IndexRow[]> {
  const rows = await db
    .select()
    .from(indicesPrecos)
    .orderBy(asc(indicesPrecos.indice), asc(indicesPrecos.mes));
  return rows.map((r) => ({ indice: r.indice, mes: dateToMonthId(r.mes), variacao: r.variacao }));
}

export async function refreshIndexTable(db: Db = appDb()): Promise<IndexTable> {
  const c = cache();
  const loading = readIndexRows(db).then(
    (rows) => {
      const table = createIndexTable(rows);
      c.table = table;
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

/** The in-memory index table; reloads in the background once older than RELOAD_AFTER_MS. */
export async function getIndexTable(db: Db = appDb()): Promise<IndexTable> {
  const c = cache();
  if (c.table) {
    if (!c.loading && Date.now() - (c.loadedAt ?? 0) > RELOAD_AFTER_MS) {
      refreshIndexTable(db).catch((error: unknown) =>
        loggerFor("dados").error({ err: error }, "falha ao recarregar os índices do IBGE"),
      );
    }
    return c.table;
  }
  return c.loading ?? refreshIndexTable(db);
}

export function clearIndexTable(): void {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] = {};
}
