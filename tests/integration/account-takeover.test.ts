// Issue 23 item 2 (DESIGN §8.17, §8b.26), SMTP mode, with a real SMTP server catching the mail:
// an attacker signs up first with the victim's address (here an ADMIN_EMAILS one); the victim
// follows the mailed link, lands on "Confirme sua conta" and sets a password. Afterwards the
// attacker's password and every session opened before the confirmation are worthless, and the
// admin right arrives only with this confirmation.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents, subscribers, user } from "~/db/schema";
import { confirmEnrolment, startEnrolment } from "~/features/account/security.server";
import { callAuth, cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { confirmAccount, confirmationState } from "~/features/auth/confirm-account.server";
import { CONFIRM_MSG } from "~/features/auth/confirm-link";
import { signInConsumer, signUpConsumer } from "~/features/auth/consumer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { createEmailService } from "~/services/email.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { browserRequest, createTestAuth, TEST_BASE_URL, uniqueEmail } from "../support/factories";
import { linkIn, startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";
import { totpCode } from "../support/totp";

describe("pre-registration takeover (SMTP)", () => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let deps: ReturnType<typeof createTestAuth>;
  const victim = uniqueEmail("vitima");

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    smtp = await startSmtpCapture();
    const email = createEmailService({
      smtpUrl: smtp.url,
      from: "RevisaFácil <nao-responda@revisafacil.test>",
      db: () => database.db,
    });
    deps = createTestAuth(database.db, { email, adminEmails: [victim] });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  const sessionOf = async (cookie: string) => {
    const call = await callAuth(deps.auth, deps.config.baseURL, "/get-session", {
      method: "GET",
      request: browserRequest({ cookie }),
    });
    return (call.data as { user?: { email: string } } | null)?.user ?? null;
  };
  const isAdmin = async () =>
    (await database.db.select().from(subscribers).where(eq(subscribers.email, victim)))[0]
      ?.isAdmin ?? false;

  it("leaves the attacker no password, no session and no admin right once the owner confirms", async () => {
    const attackerPassword = "senha-do-invasor-1";
    const signUp = await signUpConsumer(deps, browserRequest({ ip: "198.51.100.66" }), {
      email: victim,
      password: attackerPassword,
    });
    expect(signUp).toMatchObject({ ok: true, kind: "signup-confirm" });
    // A session opened before the confirmation (a server that ran without SMTP until now).
    const noSmtp = createTestAuth(database.db);
    const early = await signInConsumer(noSmtp, browserRequest({ ip: "198.51.100.66" }), {
      email: victim,
      password: attackerPassword,
    });
    let attackerCookie = cookieHeaderFrom(sessionCookies(early));
    expect((await sessionOf(attackerCookie))?.email).toBe(victim);
    expect(await isAdmin()).toBe(false);
    // DESIGN §8b.26 (issue #27): the squatter also sets up a second factor; the owner's
    // confirmation must remove it, or the owner could never sign in.
    const attackerRequest = () => browserRequest({ cookie: attackerCookie, ip: "198.51.100.66" });
    const started = await startEnrolment(noSmtp, attackerRequest(), attackerPassword);
    if (!started.ok) throw new Error(started.message);
    const enrolled = await confirmEnrolment(
      noSmtp,
      attackerRequest(),
      await totpCode(started.secret),
    );
    if (!enrolled.ok) throw new Error(enrolled.message);
    attackerCookie = cookieHeaderFrom(enrolled.setCookies, attackerCookie);

    // The mail the owner receives: our confirmation page, and "se não foi você, ignore".
    const mail = await smtp.waitFor(victim);
    expect(mail.raw).toContain("Se n=C3=A3o foi voc=C3=AA, ignore");
    const link = linkIn(mail, `${TEST_BASE_URL}/confirmar-conta?`);
    const token = new URL(link).searchParams.get("token")!;
    const callbackURL = new URL(link).searchParams.get("callbackURL");
    expect(callbackURL).toBe("/auth?from=revisafacil&confirmado=1");

    // better-auth's own endpoint cannot confirm the address without the password step.
    const api = await deps.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`),
    );
    expect(api.status).toBe(403);
    expect(
      (await database.db.select().from(user).where(eq(user.email, victim)))[0]!.emailVerified,
    ).toBe(false);

    expect(await confirmationState(deps, token)).toMatchObject({ state: "valid", email: victim });
    expect(await confirmationState(deps, `${token}x`)).toEqual({ state: "invalid" });
    const weak = await confirmAccount(deps, browserRequest(), { token, password: "123456" });
    expect(weak).toMatchObject({ ok: false, reason: "invalid_input" });

    const ownerPassword = "senha-da-dona-2";
    const confirmed = await confirmAccount(deps, browserRequest({ ip: "203.0.113.77" }), {
      token,
      password: ownerPassword,
      callbackURL,
    });
    expect(confirmed).toMatchObject({
      ok: true,
      redirectTo: "/auth?from=revisafacil&confirmado=1",
    });
    const ownerCookie = cookieHeaderFrom(sessionCookies(confirmed));
    expect((await sessionOf(ownerCookie))?.email).toBe(victim);
    expect(await isAdmin()).toBe(true);

    // The attacker: the early session is gone, the password no longer opens the account.
    expect(await sessionOf(attackerCookie)).toBeNull();
    expect(
      await signInConsumer(deps, browserRequest({ ip: "198.51.100.66" }), {
        email: victim,
        password: attackerPassword,
      }),
    ).toEqual({ ok: false, reason: "wrong_credentials", message: MSG.wrongCredentials });
    expect(
      await signInConsumer(deps, browserRequest(), { email: victim, password: ownerPassword }),
    ).toMatchObject({ ok: true, kind: "login" });
    const [owner] = await database.db.select().from(user).where(eq(user.email, victim));
    expect(owner!.twoFactorEnabled).toBe(false);
    expect(
      (
        await database.db
          .select({ kind: securityEvents.kind })
          .from(securityEvents)
          .where(eq(securityEvents.userId, owner!.id))
      ).map((e) => e.kind),
    ).toContain("fator_removido_confirmacao");

    // The link is single use.
    expect(
      await confirmAccount(deps, browserRequest({ ip: "198.51.100.66" }), {
        token,
        password: "outra-senha-do-invasor-3",
      }),
    ).toEqual({ ok: false, reason: "confirmed", message: CONFIRM_MSG.alreadyConfirmed });
  });

  it("follows only callbacks inside the site", async () => {
    const email = uniqueEmail("callback");
    await signUpConsumer(deps, browserRequest({ ip: "198.51.100.67" }), {
      email,
      password: "senha-callback-1",
    });
    const token = new URL(
      linkIn(await smtp.waitFor(email), `${TEST_BASE_URL}/confirmar-conta?`),
    ).searchParams.get("token")!;
    const done = await confirmAccount(deps, browserRequest(), {
      token,
      password: "senha-callback-1",
      callbackURL: "//evil.example/x",
    });
    expect(done).toMatchObject({ ok: true, redirectTo: "/auth?confirmado=1" });
  });
});
