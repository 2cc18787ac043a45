// Issue #11 items 5 and 8: every password check has the sign-in limit (verify-password over HTTP,
// account deletion per IP + account; issue 23: per account too, whatever the IP), and behind a trusted proxy a forged leftmost
// X-Forwarded-For entry does not open a new rate-limit bucket.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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
  // The counters are fixed one-minute windows on the clock: under load a test's attempts could
  // straddle a minute and start a fresh count (seen in issue 23 item 12's stressed run, and in CI
  // for the per-account test). The clock stands still in each test, so its attempts share a window.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
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
    // Issue 23: the account's own limit holds from another network too (its password checks).
    const elsewhere = await attempt(consumer.password, "198.51.100.42");
    expect(elsewhere).toMatchObject({ ok: false, reason: "rate_limited" });
  });

  it("limits password checks per account too: guesses from many addresses get no more tries", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 3 });
    const consumer = await createConsumer(database.db);
    const other = await createConsumer(database.db);
    const signIn = (who: { email: string }, password: string, i: number) =>
      callAuth(deps.auth, deps.config.baseURL, "/sign-in/email", {
        request: browserRequest({ ip: `198.51.100.${60 + i}` }),
        // The address as typed: the account's counter ignores case.
        body: { email: i % 2 ? who.email.toUpperCase() : who.email, password },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(consumer, `palpite-${i}-123`, i)).status);
    const blocked = await signIn(consumer, consumer.password, 3);
    statuses.push(blocked.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(blocked.retryAfter).toBeGreaterThan(0);
    // The consumer form says to wait, in pt-BR.
    const form = await signInConsumer(deps, browserRequest({ ip: "198.51.100.70" }), consumer);
    expect(form).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(!form.ok && form.message).toMatch(TOO_MANY);
    // Another account from the same addresses is not affected.
    expect((await signIn(other, other.password, 0)).status).toBe(200);

    // Signed in: verify-password and change-password count against the account, whatever the IP.
    const { consumer: owner, cookie } = await signedIn(deps, "198.51.100.80");
    const check = (endpoint: string, body: object, i: number) =>
      callAuth(deps.auth, deps.config.baseURL, endpoint, {
        request: browserRequest({ ip: `198.51.100.${81 + i}`, cookie }),
        body,
      });
    const checks = [
      (await check("/verify-password", { password: "errada-1-123" }, 0)).status,
      (
        await check(
          "/change-password",
          { currentPassword: "errada-2-123", newPassword: "Nova#Senha-2025x" },
          1,
        )
      ).status,
      (await check("/verify-password", { password: "errada-3-123" }, 2)).status,
      (await check("/verify-password", { password: owner.password }, 3)).status,
      (
        await check(
          "/change-password",
          { currentPassword: owner.password, newPassword: "Nova#Senha-2025x" },
          4,
        )
      ).status,
    ];
    expect(checks).toEqual([400, 400, 400, 429, 429]);
    const rows = await database.db.execute(
      sql`select key, count from form_rate_limits where key like 'senha:conta:%'`,
    );
    expect(JSON.stringify(rows)).toContain(`senha:conta:usuario:${owner.id}`);
    expect(JSON.stringify(rows)).toContain(`senha:conta:email:${consumer.email.toLowerCase()}`);
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
