import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxasJurosBacen, subscribers, user } from "~/db/schema";
import { seed } from "../../server/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

describe.each(databaseKinds)("schema and seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("seeds the 173 real BCB months and is idempotent", async () => {
    await seed(database.db);
    await seed(database.db);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(taxasJurosBacen);
    expect(row!.n).toBe(173);
  });

  it("refuses a subscription tier outside the plans", async () => {
    await database.db.insert(user).values({ id: "u1", name: "Ana", email: "ana@example.com" });
    await expect(
      database.db.execute(
        sql`insert into subscribers (user_id, email, subscription_tier) values ('u1', 'ana@example.com', 'ouro')`,
      ),
    ).rejects.toThrow();
    await database.db.insert(subscribers).values({ userId: "u1", email: "ana@example.com" });
    await expect(
      database.db.insert(subscribers).values({ userId: "u1", email: "ana@example.com" }),
    ).rejects.toThrow();
  });
});
