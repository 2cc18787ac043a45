// Integration tests run against PGlite in memory always, and against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). Each call gets its own empty, migrated database.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type OpenDatabase } from "~/db/client.server";

export type DatabaseKind = "pglite" | "postgres";

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase extends OpenDatabase {
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose: () => Promise<void>;
  /** Connection string of the throwaway PostgreSQL database, for tests that start a server. */
  url?: string;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const open = await openDatabase({});
    return { ...open, dispose: open.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `rf_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...open,
    url: url.toString(),
    dispose: async () => {
      await open.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
