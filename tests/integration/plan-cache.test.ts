// The plan cache (issue 14): a signed-in user's plan row is read once and reused, and every change
// to the rows behind it — whoever makes it, in whatever process — reaches the cache through the
// database's own NOTIFY (migration 0012). PGlite delivers the notice in this process; PostgreSQL
// through the listening connection of server/notifications.ts.
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisaconectaSubscribers, subscribers, user, userAnalyses } from "~/db/schema";
import {
  cachedPlan,
  forgetPlan,
  PLAN_CHANNEL,
  planReadMark,
  setPlanCacheActive,
} from "~/features/auth/plan-cache.server";
import { loadPlan } from "~/features/auth/viewer.server";
import { startContentNotifications } from "../../server/notifications";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer, createLawyerSubscriber, createUser } from "../support/factories";

describe.each(databaseKinds)("plan cache on %s", (kind) => {
  let database: TestDatabase;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (kind === "pglite") {
      const unlisten = await database.listen!(PLAN_CHANNEL, forgetPlan);
      setPlanCacheActive(true);
      stop = async () => {
        setPlanCacheActive(false);
        await unlisten();
      };
    } else {
      const notifications = await startContentNotifications(database.url!);
      stop = notifications.stop;
    }
  });
  afterAll(async () => {
    await stop();
    await database.dispose();
  });

  /**
   * Reads the plan once the notices of earlier writes have arrived: on PostgreSQL they come on
   * another connection, and a notice that lands during a read rightly keeps that read out of the
   * cache. Quiet = no notice for 50 ms.
   */
  async function planOf(u: { id: string; email: string }) {
    if (kind === "postgres") {
      for (let mark = -1; mark !== planReadMark(); ) {
        mark = planReadMark();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return loadPlan(database.db, u, []);
  }

  /** PostgreSQL's notice travels on another connection: wait until the cache let go. */
  async function forgotten(userId: string) {
    for (let i = 0; i < 200 && cachedPlan(userId) !== undefined; i++)
      await new Promise((r) => setTimeout(r, 10));
    return cachedPlan(userId) === undefined;
  }

  it("reuses the row, and forgets it when the plan changes (an upgrade is seen at once)", async () => {
    const consumer = await createConsumer(database.db, { tier: "gratuito" });
    expect((await planOf(consumer)).plan.tier).toBe("gratuito");
    expect(cachedPlan(consumer.id)).toBeDefined();
    // What a billing webhook does, on any process.
    await database.db
      .update(subscribers)
      .set({ subscriptionTier: "premium" })
      .where(eq(subscribers.userId, consumer.id));
    expect(await forgotten(consumer.id)).toBe(true);
    expect((await planOf(consumer)).plan.tier).toBe("premium");
    await database.db
      .update(subscribers)
      .set({ isAdmin: true })
      .where(eq(subscribers.userId, consumer.id));
    expect(await forgotten(consumer.id)).toBe(true);
    expect((await planOf(consumer)).plan.isAdmin).toBe(true);
  });

  it("never caches the month's count of a limited plan", async () => {
    const consumer = await createConsumer(database.db, { tier: "basico" });
    expect((await planOf(consumer)).plan.analysesThisMonth).toBe(0);
    expect(cachedPlan(consumer.id)).toBeDefined();
    await database.db.insert(userAnalyses).values({
      userId: consumer.id,
      contractType: "financiamento_veiculo",
      mesContrato: "2024-01-01",
      resultado: {},
    });
    expect(cachedPlan(consumer.id)).toBeDefined(); // the row is still good…
    expect((await planOf(consumer)).plan.analysesThisMonth).toBe(1); // …and the count is fresh
  });

  it("forgets a lawyer's plan known by e-mail only, and a user whose e-mail changed", async () => {
    const account = await createUser(database.db);
    await database.db.insert(subscribers).values({ userId: account.id, email: account.email });
    expect((await planOf(account)).lawyer).toBeNull();
    await createLawyerSubscriber(database.db, { email: account.email, plan: "starter" });
    expect(await forgotten(account.id)).toBe(true);
    expect((await planOf(account)).lawyer).toEqual({ plan: "starter", active: true });
    await database.db
      .update(user)
      .set({ email: `novo-${account.email}` })
      .where(eq(user.id, account.id));
    expect(await forgotten(account.id)).toBe(true);
    await database.db
      .delete(revisaconectaSubscribers)
      .where(eq(revisaconectaSubscribers.email, account.email));
    expect((await planOf({ ...account, email: `novo-${account.email}` })).lawyer).toBeNull();
  });

  it("is off, and empty, while notices cannot arrive", async () => {
    const consumer = await createConsumer(database.db, { tier: "basico" });
    await planOf(consumer);
    expect(cachedPlan(consumer.id)).toBeDefined();
    setPlanCacheActive(false);
    try {
      expect(cachedPlan(consumer.id)).toBeUndefined();
      await planOf(consumer);
      expect(cachedPlan(consumer.id)).toBeUndefined();
    } finally {
      setPlanCacheActive(true);
    }
  });

  it.runIf(kind === "postgres")("hears a change made by another process", async () => {
    const consumer = await createConsumer(database.db, { tier: "gratuito" });
    await planOf(consumer);
    expect(cachedPlan(consumer.id)).toBeDefined();
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query("update subscribers set subscription_tier = 'basico' where user_id = $1", [
      consumer.id,
    ]);
    await other.end();
    expect(await forgotten(consumer.id)).toBe(true);
    expect((await planOf(consumer)).plan.tier).toBe("basico");
  });
});
