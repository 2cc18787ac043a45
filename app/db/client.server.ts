// The database: embedded PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set.
// The production server and the React Router build each load this module; the open database
// lives on globalThis so both use the same one (PGlite allows one process per data folder).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { connectionFailureMessage, postgresUrlProblem } from "./postgres-url";
import * as schema from "./schema";

/** The database could not be opened; the message (pt-BR) names the cause. */
export class DatabaseOpenError extends Error {}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction. Its handle is typed as a Db (a PgTransaction is a PgDatabase), so
 * helpers that take a Db run inside the transaction without a cast; throwing rolls it back.
 */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export interface OpenDatabase {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Connections checked out right now (the pool's busy clients; 0 for PGlite). For /metrics. */
  connectionsInUse?: () => number;
  /** PGlite only: a consistent tar.gz of the data folder, taken between queries (backups). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: calls `onNotice` for each NOTIFY on `channel` (delivered when the notifying
   * statement commits, before it returns); answers the function that stops listening. PostgreSQL
   * listens on a connection of its own (server/notifications.ts).
   */
  listen?: (channel: string, onNotice: (payload: string) => void) => Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite folder; undefined means in memory. */
  pgliteDir?: string;
}

// Commands run from the project root (npm start, npm test, scripts), where the committed
// migrations live; MIGRATIONS_DIR overrides it for a deployment laid out differently.
function migrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? "app/db/migrations");
}

// Issues 14 and 26: PGlite's shared buffers are allocated inside its WebAssembly memory and are
// resident from the start, used or not (PostgreSQL's 128 MB default cost about 100 MB more RSS than
// 32 MB; 16 MB saved another ~28 MB of an idle server's RSS). 16 MB holds the whole seeded database
// (about 10 MB) and the pages an analysis writes; a page that does not fit is read again from the
// data folder. Results and durability do not depend on it.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Opens and migrates a database. Used by the server, the CLI scripts and the tests. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    // Issue 11 item 9: no migrating into the "postgres" maintenance database, and a failure
    // says its cause in pt-BR on its first line (the password never printed).
    const problem = postgresUrlProblem(options.databaseUrl);
    if (problem) throw new DatabaseOpenError(`DATABASE_URL ${problem}.`);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder: folder });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseOpenError(connectionFailureMessage(options.databaseUrl, error), {
        cause: error,
      });
    }
    return {
      db,
      kind: "postgres",
      close: () => endPool(pool),
      connectionsInUse: () => pool.totalCount - pool.idleCount,
    };
  }
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    await initPgliteFolder(options.pgliteDir);
  }
  const client = new PGlite({ dataDir: options.pgliteDir, startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: folder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
  };
}

// Issue 14: PGlite creates a new data folder with a second, temporary PGlite and initdb's own
// WebAssembly instance. Their memories (about 430 MB, with the folder's tar copy) stay allocated
// until V8's next full garbage collection, which an idle server never runs: a first start idled
// at 1 GB RSS, a restart on the same folder at half that. So a new folder is created by a
// short-lived child process (the same PGlite, nothing else loaded) and this process only opens it.
// Best effort: if the child fails, the caller's own PGlite creates the folder (or reports why not)
// exactly as before.
async function initPgliteFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  } catch {
    return;
  }
  // The child stops when this process goes (its stdin closes), as an in-process initdb would.
  const script =
    "const { PGlite } = require(process.argv[1]);" +
    "process.stdin.on('end', () => process.exit(1)).resume();" +
    "PGlite.create(process.argv[2]).then((pg) => pg.close()).then(() => process.exit(0));";
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ["-e", script, entry, dir], {
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.on("error", () => resolve());
    child.on("exit", () => resolve());
  });
}

// pool.end() resolves once its clients are told to end, before they have disconnected. Wait for
// every client's "remove" (emitted after its connection closed), so that what follows (a test
// dropping its database, process exit) never cuts a live connection (FATAL 57P01, uncaught).
function endPool(pool: pg.Pool): Promise<void> {
  const closing = pool.totalCount;
  if (closing === 0) return pool.end();
  return new Promise((resolve, reject) => {
    let removed = 0;
    // Never hang a shutdown on a client that does not report back.
    const safety = setTimeout(resolve, 5_000);
    safety.unref();
    pool.on("remove", () => {
      if (++removed === closing) {
        clearTimeout(safety);
        resolve();
      }
    });
    pool.end().catch(reject);
  });
}

const KEY = Symbol.for("revisafacil.database");
type Holder = { [KEY]?: OpenDatabase };

export function setDatabase(open: OpenDatabase | undefined): void {
  (globalThis as Holder)[KEY] = open;
}

export function getDatabase(): OpenDatabase | undefined {
  return (globalThis as Holder)[KEY];
}

/** The app's database. Throws if the server has not opened it yet. */
export function db(): Db {
  const open = getDatabase();
  if (!open) throw new Error("Banco de dados ainda não foi aberto.");
  return open.db;
}
