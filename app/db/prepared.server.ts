// Hot statements as named prepared statements (issues 14 and 26): the database parses and plans
// them once instead of on every request. On PostgreSQL parse + bind were ~0.5 ms of its CPU per
// query, more than running them. On PGlite, whose PostgreSQL runs in this process, `query()` also
// crosses into WebAssembly six times (parse, describe, bind, describe, execute, sync); here one
// buffer carries bind, describe, execute and sync (and the parse, the first time): 0.51 → 0.16 ms
// for the analysis INSERT in bench/analysis.ts's terms. Inside a transaction (no client handle)
// the statement runs through the transaction.
import { PGlite, parse, protocol, types } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client.server";

const dialect = new PgDialect();

/**
 * Runs `query` as the prepared statement `name`. One name, one text: the statement's SQL must not
 * change between calls (only its parameters), or PostgreSQL refuses it (and on PGlite, an Error).
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): Promise<T[]> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return executeOnPglite<T>(client, name, text, params);
  }
  return rowsOf<T>(await db.execute<T>(query));
}

/**
 * True when the database runs in this process (PGlite, not a transaction handle): its statements
 * take the event loop's time, and one connection serves every request.
 */
export function runsInProcess(db: Db): boolean {
  return clientOf(db) instanceof PGlite;
}

/** The driver's client behind a database handle; undefined for a transaction's handle. */
const clientOf = (db: Db): unknown => (db as { $client?: unknown }).$client;

/** The rows of `db.execute`'s answer, whichever driver gave it (PGlite and pg shape it apart). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Per PGlite: each statement name's text once prepared there, and the parsers of its rows. */
const preparedOn = new WeakMap<
  PGlite,
  { texts: Map<string, string>; parsers: PGlite["parsers"] }
>();

// drizzle-orm/pglite's `execute` leaves these as PostgreSQL prints them; so do these rows.
const AS_PRINTED = (value: string) => value;
const { DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL } = types;

/**
 * One round trip into PGlite's WebAssembly, holding both of its locks as `query()` does, so that
 * the statement never runs inside somebody else's transaction. The parameters go as text with no
 * declared type (the statement casts what is not text), as `query()` sends a type it does not know.
 */
async function executeOnPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  if (client.closed) throw new Error("PGlite is closed");
  const { texts, parsers } = preparedStateOf(client);
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      // Read under the locks: a call that failed just before may have dropped the statement.
      const known = texts.get(name);
      if (known !== undefined && known !== text)
        throw new Error(`prepared statement "${name}" já preparado com outro texto`);
      let messages;
      try {
        ({ messages } = await client.execProtocol(protocolMessage(name, text, params, known), {
          syncToFs: false,
        }));
      } catch (error) {
        texts.delete(name);
        throw error;
      }
      texts.set(name, text);
      await client.syncToFs();
      const [result] = parse.parseResults(messages, parsers);
      return (result?.rows ?? []) as T[];
    }),
  );
}

/** Bind, describe, execute and sync in one buffer; close and parse first when not prepared yet. */
function protocolMessage(
  name: string,
  text: string,
  params: unknown[],
  known: string | undefined,
): Uint8Array {
  const serialize = protocol.serialize;
  const parts = [
    // A statement an earlier failure may have left half-made is closed first (closing a name that
    // does not exist is no error).
    ...(known === undefined
      ? [serialize.close({ type: "S", name }), serialize.parse({ name, text })]
      : []),
    serialize.bind({ statement: name, values: params.map(asText) }),
    serialize.describe({ type: "P" }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

function preparedStateOf(client: PGlite) {
  const known = preparedOn.get(client);
  if (known) return known;
  const parsers = { ...client.parsers };
  for (const type of [DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL]) parsers[type] = AS_PRINTED;
  const state = { texts: new Map<string, string>(), parsers };
  preparedOn.set(client, state);
  return state;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
