// Hot statements as named prepared statements on PostgreSQL (issue 14): the server parses and
// plans them once per connection instead of on every request (parse + bind were ~0.5 ms of
// PostgreSQL's CPU per query, more than running them). PGlite runs in this process, so it just
// executes; inside a transaction (no pool handle) the statement runs through the transaction.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client.server";

const dialect = new PgDialect();

/**
 * Runs `query` as the prepared statement `name`. One name, one text: the statement's SQL must not
 * change between calls (only its parameters), or PostgreSQL refuses it.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  return rowsOf<T>(await db.execute<T>(query));
}

/** The rows of `db.execute`'s answer, whichever driver gave it (PGlite and pg shape it apart). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
