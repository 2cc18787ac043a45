// Named prepared statements (issue 14): on PostgreSQL the statement is prepared once per
// connection and reused with new parameters; PGlite and transactions run it as a plain query.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "~/db/client.server";
import { executePrepared } from "~/db/prepared.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

describe.each(databaseKinds)("executePrepared on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const doubled = (n: number) => sql`select ${n}::int * 2 as value, ${`n${n}`}::text as label`;

  it("answers each call with its own parameters, many at once on the pool", async () => {
    const inputs = Array.from({ length: 40 }, (_, i) => i - 5);
    const results = await Promise.all(
      inputs.map((n) =>
        executePrepared<{ value: number; label: string }>(database.db, "t_dbl", doubled(n)),
      ),
    );
    expect(results.map((rows) => rows[0])).toEqual(
      inputs.map((n) => ({ value: n * 2, label: `n${n}` })),
    );
  });

  it("prepares under its name on PostgreSQL (one name, one text); runs in a transaction", async () => {
    await executePrepared(database.db, "t_same", sql`select 1 as one`);
    const other = executePrepared(database.db, "t_same", sql`select 2 as two`);
    // Sequential calls reuse the pool's last idle connection, where "t_same" is already prepared.
    if (kind === "postgres") await expect(other).rejects.toThrow(/unique/i);
    else await expect(other).resolves.toEqual([{ two: 2 }]);
    const rows = await transaction(database.db, (tx) =>
      executePrepared<{ value: number }>(tx, "t_tx", doubled(21)),
    );
    expect(rows[0]?.value).toBe(42);
  });
});
