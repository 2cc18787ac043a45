// Named prepared statements (issues 14 and 26): prepared once (per connection on PostgreSQL) and
// reused with new parameters; on PGlite in one round trip that waits for any open transaction;
// inside a transaction, as a plain query through it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "~/db/client.server";
import { executePrepared, rowsOf } from "~/db/prepared.server";
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
    await expect(other).rejects.toThrow(kind === "postgres" ? /unique/i : /outro texto/);
    const rows = await transaction(database.db, (tx) =>
      executePrepared<{ value: number }>(tx, "t_tx", doubled(21)),
    );
    expect(rows[0]?.value).toBe(42);
  });

  it("answers a failed run with its error, and the same statement runs again after it", async () => {
    const tenOver = (n: number) => sql`select 10 / ${n}::int as value`;
    await expect(executePrepared(database.db, "t_div", tenOver(0))).rejects.toThrow(/division/);
    await expect(executePrepared(database.db, "t_div", tenOver(2))).resolves.toEqual([
      { value: 5 },
    ]);
  });

  it("reads text, numbers, booleans, JSON, dates and nulls back as db.execute does", async () => {
    const typed = sql`select ${"Maria"}::text as name, ${2.99}::numeric as rate, ${true}::boolean as abusive,
      ${JSON.stringify({ a: [1, "x"] })}::jsonb as record, ${"2023-03-01"}::date as month,
      ${"2026-11-27T06:00:00.000Z"}::timestamptz as at, ${null}::int as nothing, count(*) as n
      from (values (1), (2)) v`;
    const rows = await executePrepared(database.db, "t_types", typed);
    expect(rows).toHaveLength(1);
    if (kind === "pglite") expect(rows).toEqual(rowsOf(await database.db.execute(typed)));
    expect(rows[0]).toMatchObject({ name: "Maria", abusive: true, record: { a: [1, "x"] } });
    expect(Number(rows[0]?.rate)).toBe(2.99);
    expect(Number(rows[0]?.n)).toBe(2);
    expect(rows[0]?.nothing).toBeNull();
  });

  it("never runs inside another caller's open transaction: it waits for the commit", async () => {
    await database.db.execute(sql`create table if not exists t_wait (n int)`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const open = transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into t_wait values (1)`);
      inserted();
      await gate;
    });
    await insertedOnce;
    const counted = executePrepared<{ n: number }>(
      database.db,
      "t_wait_count",
      sql`select count(*)::int as n from t_wait where n = ${1}::int`,
    );
    // PostgreSQL answers from its own snapshot (0, uncommitted); PGlite waits for the commit.
    const early = await Promise.race([
      counted.then((rows) => rows[0]?.n),
      new Promise((r) => setTimeout(() => r("waiting"), 100)),
    ]);
    expect(early).toBe(kind === "pglite" ? "waiting" : 0);
    release();
    await open;
    if (kind === "pglite") expect((await counted)[0]?.n).toBe(1);
  });
});
