// Issue #11 items 5 and 8: every password check has the sign-in limit (verify-password over HTTP,
// account deletion per IP + account), and behind a trusted proxy a forged leftmost
// X-Forwarded-For entry does not open a new rate-limit bucket.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG, deleteAccount } from "~/features/account/account-actions.server";
import { callAuth, cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer } from "~/features/auth/consumer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { clientIpFrom } from "~/services/client-ip";
import { createLocalProvider } from "~/services/payments-local.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  browserRequest,
  createConsumer,
  createTestAuth,
  TEST_BASE_URL,
} from "../support/factories";

const TOO_MANY = /^Muitas tentativas em pouco tempo\. Aguarde \d+ segundos? e tente novamente\.$/;

describe.each(databaseKinds)("password checks and proxy-aware limits (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function signedIn(deps: ReturnType<typeof createTestAuth>, ip: string) {
    const consumer = await createConsumer(database.db);
    const login = await signInConsumer(deps, browserRequest({ ip }), consumer);
    return { consumer, cookie: cookieHeaderFrom(sessionCookies(login)) };
  }

  it("/api/auth/verify-password answers 429 after the sign-in limit, even for the right password", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 3 });
    const { consumer, cookie } = await signedIn(deps, "198.51.100.30");
    const check = (password: string) =>
      callAuth(deps.auth, deps.config.baseURL, "/verify-password", {
        request: browserRequest({ ip: "198.51.100.31", cookie }),
        body: { password },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await check(`errada-${i}-123`)).status);
    statuses.push((await check(consumer.password)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("account deletion checks at most the sign-in limit of passwords per IP and account, then says to wait", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 3 });
    const { consumer, cookie } = await signedIn(deps, "198.51.100.40");
    const attempt = (password: string, ip = "198.51.100.41") =>
      deleteAccount(
        deps,
        browserRequest({ ip, cookie, path: "/minha-conta" }),
        {
          userId: consumer.id,
          password,
          confirmation: "EXCLUIR",
        },
        { provider: createLocalProvider({ appUrl: TEST_BASE_URL }) },
      );
    for (let i = 0; i < 3; i++) {
      expect(await attempt(`palpite-${i}-123`)).toEqual({
        ok: false,
        reason: "wrong_password",
        message: ACCOUNT_MSG.wrongCurrent,
      });
    }
    // The right password no longer gets an answer from this IP: no oracle.
    const blocked = await attempt(consumer.password);
    expect(blocked).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(blocked.message).toMatch(TOO_MANY);
    const rows = await database.db.execute(
      // The counter lives in the database (shared by every instance), keyed on IP and account.
      sql`select key, count from form_rate_limits where key like 'senha:excluir-conta:%'`,
    );
    expect(JSON.stringify(rows)).toContain(`198.51.100.41:${consumer.id}`);
    // From another network the owner can still delete the account.
    const done = await attempt(consumer.password, "198.51.100.42");
    expect(done).toMatchObject({ ok: true, message: ACCOUNT_MSG.deleted });
  });

  it("TRUST_PROXY: 30 sign-ins with a rotated leftmost X-Forwarded-For entry stay in one bucket (the proxy's entry)", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 3 });
    const consumer = await createConsumer(database.db);
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      // What our server does with the header a client sends through one trusted proxy.
      const ip = clientIpFrom({
        forwardedFor: `10.${i}.${i}.${i + 1}, 203.0.113.${77}`,
        socketAddress: "127.0.0.1",
        trustProxy: true,
        hops: 1,
      });
      const result = await signInConsumer(deps, browserRequest({ ip }), {
        email: consumer.email,
        password: "errada-123456",
      });
      outcomes.push(
        result.ok
          ? "ok"
          : result.message === MSG.wrongCredentials
            ? "wrong"
            : TOO_MANY.test(result.message)
              ? "429"
              : result.message,
      );
    }
    expect(outcomes.slice(0, 3)).toEqual(["wrong", "wrong", "wrong"]);
    expect(outcomes.slice(3)).toEqual(Array(27).fill("429"));
  });
});
