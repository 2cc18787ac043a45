// Issue 12 (tracker #14, DESIGN §7.14): session look-ups are cached in the process; a revoked
// session stops working within 5 s — at once when revoked through better-auth (its session-delete
// hook, and NOTIFY to the other processes on PostgreSQL), and by the cache's age otherwise.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAuth, cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer } from "~/features/auth/consumer-auth.server";
import { SESSION_CACHE_MAX_AGE_MS } from "~/features/auth/session-cache.server";
import { loadViewer } from "~/features/auth/viewer.server";
import { SESSION_CHANNEL, startContentNotifications } from "../../server/notifications";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { browserRequest, createConsumer, createTestAuth } from "../support/factories";

const BOUND_MS = 5_000;

describe.each(databaseKinds)("session cache (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const viewerOf = (deps: ReturnType<typeof createTestAuth>, cookie: string) =>
    loadViewer(browserRequest({ cookie }), {
      auth: deps.auth,
      db: database.db,
      adminEmails: deps.config.adminEmails,
    });

  /** Milliseconds until the cookie is refused (polling every 100 ms), or Infinity after 8 s. */
  async function msUntilRefused(
    deps: ReturnType<typeof createTestAuth>,
    cookie: string,
    since: number,
  ): Promise<number> {
    while (Date.now() - since < 8_000) {
      if ((await viewerOf(deps, cookie)).viewer.user === null) return Date.now() - since;
      await new Promise((r) => setTimeout(r, 100));
    }
    return Infinity;
  }

  it("reuses a look-up: the session row is read once while the cache is fresh", async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db);
    const cookie = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest(), consumer)),
    );
    expect((await viewerOf(deps, cookie)).viewer.user?.id).toBe(consumer.id);
    // The row is gone behind better-auth's back (no hook runs): the cached look-up still answers…
    await database.db.execute(sql`delete from session where user_id = ${consumer.id}`);
    const removedAt = Date.now();
    expect((await viewerOf(deps, cookie)).viewer.user?.id).toBe(consumer.id);
    // …and not for longer than the stated bound.
    const refusedAfter = await msUntilRefused(deps, cookie, removedAt);
    expect(SESSION_CACHE_MAX_AGE_MS).toBeLessThan(BOUND_MS);
    expect(refusedAfter).toBeLessThanOrEqual(BOUND_MS);
  });

  it('"sair de todas as outras sessões" refuses the other device at once, though it was cached', async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db);
    const phone = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest({ ip: "10.0.0.1" }), consumer)),
    );
    const laptop = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest({ ip: "10.0.0.2" }), consumer)),
    );
    expect((await viewerOf(deps, laptop)).viewer.user?.id).toBe(consumer.id);
    expect((await viewerOf(deps, phone)).viewer.user?.id).toBe(consumer.id);

    // The same call /minha-conta makes for the button.
    const revoke = await callAuth(deps.auth, deps.config.baseURL, "/revoke-other-sessions", {
      request: browserRequest({ cookie: phone }),
    });
    expect(revoke.ok).toBe(true);
    expect((await viewerOf(deps, laptop)).viewer.user).toBeNull();
    expect((await viewerOf(deps, phone)).viewer.user?.id).toBe(consumer.id);

    // Signing out drops the cached look-up of that cookie too.
    const out = await callAuth(deps.auth, deps.config.baseURL, "/sign-out", {
      request: browserRequest({ cookie: phone }),
    });
    expect(out.ok).toBe(true);
    expect((await viewerOf(deps, phone)).viewer.user).toBeNull();
  });

  it("shows a changed name at once (the user update drops the cached session)", async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db);
    const cookie = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest(), consumer)),
    );
    expect((await viewerOf(deps, cookie)).viewer.user?.name).toBe(consumer.name);
    const update = await callAuth(deps.auth, deps.config.baseURL, "/update-user", {
      request: browserRequest({ cookie }),
      body: { name: "Nome Novo" },
    });
    expect(update.ok).toBe(true);
    expect((await viewerOf(deps, cookie)).viewer.user?.name).toBe("Nome Novo");
  });

  it.runIf(kind === "postgres")(
    "drops a session another process revoked, when its NOTIFY arrives",
    async () => {
      const notifications = await startContentNotifications(database.url!);
      try {
        const deps = createTestAuth(database.db);
        const consumer = await createConsumer(database.db);
        const cookie = cookieHeaderFrom(
          sessionCookies(await signInConsumer(deps, browserRequest(), consumer)),
        );
        const cached = await viewerOf(deps, cookie);
        expect(cached.viewer.user?.id).toBe(consumer.id);
        // Another process deleted the row and said so (what its better-auth hook sends).
        await database.db.execute(sql`delete from session where id = ${cached.session!.id}`);
        const other = new pg.Client({ connectionString: database.url });
        await other.connect();
        const sentAt = Date.now();
        await other.query("select pg_notify($1, $2)", [
          SESSION_CHANNEL,
          JSON.stringify({ from: "outro-processo", notice: { sessionId: cached.session!.id } }),
        ]);
        await other.end();
        const refusedAfter = await msUntilRefused(deps, cookie, sentAt);
        // Well before the cache's own age would have dropped it.
        expect(refusedAfter).toBeLessThan(SESSION_CACHE_MAX_AGE_MS);
      } finally {
        await notifications.stop();
      }
    },
  );
});
