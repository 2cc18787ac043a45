// Account rules: rate limit 429 in pt-BR, plan fallback, subscriber upsert failure, revocation
// across devices, ADMIN_EMAILS, month boundary of the analysis count.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscribers, userAnalyses } from "~/db/schema";
import { confirmAccount } from "~/features/auth/confirm-account.server";
import { cookieHeaderFrom, callAuth } from "~/features/auth/call-auth.server";
import { signInConsumer, signUpConsumer } from "~/features/auth/consumer-auth.server";
import { signOut } from "~/features/auth/logout.server";
import { MSG } from "~/platform/auth-messages";
import { applyAdminEmails } from "~/features/auth/subscribers.server";
import { loadViewer } from "~/features/auth/viewer.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  browserRequest,
  createConsumer,
  createTestAuth,
  createUser,
  uniqueEmail,
} from "../support/factories";

describe.each(databaseKinds)("account rules (%s)", (kind) => {
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

  it("answers 429 with a pt-BR message once an IP passes the sign-in limit, per IP, stored in the database", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 3 });
    const consumer = await createConsumer(database.db);
    const attempt = (ip: string) =>
      signInConsumer(deps, browserRequest({ ip }), {
        email: consumer.email,
        password: "errada-123456",
      });
    for (let i = 0; i < 3; i++)
      expect(await attempt("198.51.100.7")).toEqual({
        ok: false,
        reason: "wrong_credentials",
        message: MSG.wrongCredentials,
      });
    const blocked = await attempt("198.51.100.7");
    expect(blocked).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(!blocked.ok && blocked.message).toMatch(
      /^Muitas tentativas em pouco tempo\. Aguarde \d+ segundos e tente novamente\.$/,
    );
    // Another IP is not affected (another account: this one has used its own limit, issue 23).
    const other = await createConsumer(database.db);
    expect(
      await signInConsumer(deps, browserRequest({ ip: "198.51.100.8" }), {
        email: other.email,
        password: "errada-123456",
      }),
    ).toEqual({
      ok: false,
      reason: "wrong_credentials",
      message: MSG.wrongCredentials,
    });
    const rows = await database.db.execute(sql`select key, count from rate_limit`);
    expect(JSON.stringify(rows)).toContain("198.51.100.7");

    // The correct password is refused too while the IP is blocked.
    const raw = await callAuth(deps.auth, deps.config.baseURL, "/sign-in/email", {
      request: browserRequest({ ip: "198.51.100.7" }),
      body: { email: consumer.email, password: consumer.password },
    });
    expect(raw.status).toBe(429);
    expect(raw.retryAfter).toBeGreaterThan(0);
  });

  it("limits password-reset mails to 3 a minute per IP", async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const call = await callAuth(deps.auth, deps.config.baseURL, "/request-password-reset", {
        request: browserRequest({ ip: "192.0.2.44" }),
        body: { email: consumer.email, redirectTo: "/redefinir-senha" },
      });
      statuses.push(call.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The e-mails go out after the answer (DESIGN §7.10).
    await vi.waitFor(() =>
      expect(deps.sent.filter((m) => m.to === consumer.email)).toHaveLength(3),
    );
  });

  it("reads tier, month count (São Paulo calendar month) and admin in one go; creates a missing row", async () => {
    const deps = createTestAuth(database.db);
    const u = await createUser(database.db);
    const signIn = await signInConsumer(deps, browserRequest(), {
      email: u.email,
      password: u.password,
    });
    const cookie = cookieHeaderFrom(sessionCookies(signIn));
    const first = await viewerOf(deps, cookie);
    expect(first.viewer.plan).toEqual({ tier: "gratuito", analysesThisMonth: 0, isAdmin: false });
    expect(
      await database.db.select().from(subscribers).where(eq(subscribers.userId, u.id)),
    ).toHaveLength(1);

    await database.db
      .update(subscribers)
      .set({ subscriptionTier: "basico", isAdmin: true })
      .where(eq(subscribers.userId, u.id));
    const analysis = {
      userId: u.id,
      contractType: "emprestimo_pessoal" as const,
      mesContrato: "2025-01-01",
      resultado: {},
    };
    // Two this month, one just before this month started in São Paulo (03:00 UTC on day 1).
    await database.db.insert(userAnalyses).values([analysis, analysis]);
    await database.db.insert(userAnalyses).values({
      ...analysis,
      createdAt:
        sql`(date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo') - interval '1 minute'` as never,
    });
    const second = await viewerOf(deps, cookie);
    expect(second.viewer.plan).toEqual({ tier: "basico", analysesThisMonth: 2, isAdmin: true });
    expect(second.viewer.lawyer).toBeNull();
  });

  it("falls back to the free plan (logged) when the plan lookup fails", async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db, { tier: "premium" });
    const signIn = await signInConsumer(deps, browserRequest(), {
      email: consumer.email,
      password: consumer.password,
    });
    const cookie = cookieHeaderFrom(sessionCookies(signIn));
    expect((await viewerOf(deps, cookie)).viewer.plan.tier).toBe("premium");
    await database.db.execute(sql`alter table user_analyses rename to user_analyses_off`);
    try {
      const state = await viewerOf(deps, cookie);
      expect(state.viewer.user?.email).toBe(consumer.email);
      expect(state.viewer.plan).toEqual({ tier: "gratuito", analysesThisMonth: 0, isAdmin: false });
    } finally {
      await database.db.execute(sql`alter table user_analyses_off rename to user_analyses`);
    }
  });

  it("tells the user when the subscriber upsert fails after sign-up", async () => {
    const deps = createTestAuth(database.db);
    await database.db.execute(sql`
      create function refuse_subscriber() returns trigger language plpgsql as $$
      begin raise exception 'perfil indisponível'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_subscriber before insert on subscribers for each row execute function refuse_subscriber()`,
    );
    try {
      const out = await signUpConsumer(deps, browserRequest(), {
        email: uniqueEmail(),
        password: "perfil-falhou-1",
      });
      expect(out).toEqual({
        ok: true,
        kind: "signup-session",
        redirectTo: "/",
        profileError: true,
        setCookies: expect.any(Array),
      });
    } finally {
      await database.db.execute(sql`drop trigger refuse_subscriber on subscribers`);
      await database.db.execute(sql`drop function refuse_subscriber`);
    }
    expect(MSG.profileFailed).toBe(
      "Cadastro realizado, mas houve erro ao configurar perfil. Entre em contato com o suporte.",
    );
  });

  it("a session revoked on one device is gone on the other; the lawyer logout revokes all", async () => {
    const deps = createTestAuth(database.db);
    const consumer = await createConsumer(database.db);
    const phone = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest({ ip: "10.0.0.1" }), consumer)),
    );
    const laptop = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest({ ip: "10.0.0.2" }), consumer)),
    );
    expect((await viewerOf(deps, laptop)).viewer.user?.id).toBe(consumer.id);

    // The phone signs out the other sessions: the laptop is signed out.
    const revoke = await callAuth(deps.auth, deps.config.baseURL, "/revoke-other-sessions", {
      request: browserRequest({ cookie: phone }),
    });
    expect(revoke.ok).toBe(true);
    expect((await viewerOf(deps, laptop)).viewer.user).toBeNull();
    expect((await viewerOf(deps, phone)).viewer.user?.id).toBe(consumer.id);

    // The lawyer logout (global) ends every session, including ones on other devices.
    const tablet = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest(), consumer)),
    );
    const out = await signOut(deps, browserRequest({ cookie: phone }), "global");
    expect(out.ok).toBe(true);
    expect((await viewerOf(deps, tablet)).viewer.user).toBeNull();
    expect((await viewerOf(deps, phone)).viewer.user).toBeNull();
  });

  it("ADMIN_EMAILS never grants admin to an unverified sign-up (no squatting without SMTP), nor at start-up", async () => {
    const adminEmail = uniqueEmail("chefe");
    const deps = createTestAuth(database.db, { adminEmails: [adminEmail] });
    const signUp = await signUpConsumer(deps, browserRequest(), {
      email: adminEmail,
      password: "admin-forte-77",
    });
    expect(signUp).toMatchObject({ ok: true, kind: "signup-session" });
    const state = await viewerOf(deps, cookieHeaderFrom(sessionCookies(signUp)));
    expect(state.viewer.plan.isAdmin).toBe(false);
    expect(await applyAdminEmails(database.db, [adminEmail])).toBe(0);
    const [squatter] = await database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, adminEmail));
    expect(squatter!.isAdmin).toBe(false);

    // At start-up, an account whose e-mail was verified gets it.
    const later = await createConsumer(database.db, { emailVerified: true });
    expect(await applyAdminEmails(database.db, [later.email.toUpperCase().toLowerCase()])).toBe(1);
    const [row] = await database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, later.id));
    expect(row!.isAdmin).toBe(true);
  });

  it("with SMTP, ADMIN_EMAILS grants admin when the confirmation link is used, not before", async () => {
    const adminEmail = uniqueEmail("chefe-smtp");
    const deps = createTestAuth(database.db, { adminEmails: [adminEmail], smtp: true });
    const signUp = await signUpConsumer(deps, browserRequest(), {
      email: adminEmail,
      password: "admin-forte-77",
    });
    expect(signUp).toMatchObject({ ok: true, kind: "signup-confirm" });
    const [before] = await database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, adminEmail));
    expect(before!.isAdmin).toBe(false);
    const mail = deps.sent.filter((m) => m.to === adminEmail).at(-1)!;
    const link = mail.text.match(/http\S+confirmar-conta\S+/)![0];
    // DESIGN §8.17: confirmed on "Confirme sua conta", with the password.
    const confirmed = await confirmAccount(deps, browserRequest({ ip: "203.0.113.5" }), {
      token: new URL(link).searchParams.get("token")!,
      password: "admin-forte-77",
    });
    expect(confirmed.ok).toBe(true);
    const cookie = cookieHeaderFrom(confirmed.ok ? confirmed.setCookies : []);
    expect((await viewerOf(deps, cookie)).viewer.plan.isAdmin).toBe(true);
  });
});
