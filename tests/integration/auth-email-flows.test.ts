// With SMTP configured (DESIGN D15): sign-up needs the e-mail confirmed; the link signs in once;
// resend works; the reset link changes the password once and expires.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user, verification } from "~/db/schema";
import {
  resendConfirmation,
  signInConsumer,
  signUpConsumer,
} from "~/features/auth/consumer-auth.server";
import { MSG, RESET_MSG } from "~/platform/auth-messages";
import { requestPasswordReset, resetPassword } from "~/features/auth/password-reset.server";
import { confirmAccount } from "~/features/auth/confirm-account.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import {
  browserRequest,
  createConsumer,
  createTestAuth,
  TEST_BASE_URL,
  uniqueEmail,
} from "../support/factories";

const linkFrom = (text: string, prefix: string) =>
  text.match(new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}\\S+`))![0];

describe("e-mail flows (SMTP configured)", () => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    deps = createTestAuth(database.db, { smtp: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("confirms the e-mail before the first session; the link signs in only once", async () => {
    const email = uniqueEmail("confirma");
    const signUp = await signUpConsumer(deps, browserRequest(), {
      email,
      password: "confirmar-email-1",
    });
    expect(signUp).toEqual({
      ok: true,
      kind: "signup-confirm",
      redirectTo: "/",
      profileError: false,
      setCookies: expect.any(Array),
    });
    expect(
      sessionCookies(signUp).some(
        (c) => c.startsWith("revisafacil.session_token=") && !/Max-Age=0/.test(c),
      ),
    ).toBe(false);

    const duplicate = await signUpConsumer(deps, browserRequest(), {
      email,
      password: "confirmar-email-1",
    });
    expect(duplicate).toEqual({
      ok: false,
      reason: "email_taken",
      message: MSG.alreadyRegistered,
    });

    const blocked = await signInConsumer(deps, browserRequest(), {
      email,
      password: "confirmar-email-1",
    });
    expect(blocked).toEqual({ ok: false, reason: "unverified", message: MSG.emailNotVerified });

    const resent = await resendConfirmation(deps, browserRequest({ ip: "203.0.113.99" }), {
      email,
    });
    expect(resent).toEqual({ ok: true, message: MSG.resendSent });
    const mails = deps.sent.filter((m) => m.to === email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    // DESIGN §8.17: the link opens "Confirme sua conta", which asks for the password.
    const link = linkFrom(mails.at(-1)!.text, `${TEST_BASE_URL}/confirmar-conta?`);
    expect(new URL(link).searchParams.get("callbackURL")).toBe(
      "/auth?from=revisafacil&confirmado=1",
    );
    const token = new URL(link).searchParams.get("token")!;
    const confirm = () =>
      confirmAccount(deps, browserRequest({ ip: "203.0.113.5" }), {
        token,
        password: "confirmar-email-1",
        callbackURL: new URL(link).searchParams.get("callbackURL"),
      });
    const first = await confirm();
    expect(first).toMatchObject({ ok: true, redirectTo: "/auth?from=revisafacil&confirmado=1" });
    expect(sessionCookies(first).some((c) => c.startsWith("revisafacil.session_token="))).toBe(
      true,
    );
    const [row] = await database.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);
    // Used once: a second visit signs nobody in.
    expect(await confirm()).toMatchObject({ ok: false, reason: "confirmed" });
  });

  it("resets the password with a single-use link that expires", async () => {
    const consumer = await createConsumer(database.db);
    expect(
      await requestPasswordReset(deps, browserRequest({ ip: "203.0.113.20" }), consumer.email),
    ).toEqual({ ok: true, message: RESET_MSG.sent });
    // The e-mail goes out after the answer (DESIGN §7.10).
    await vi.waitFor(() => expect(deps.sent.some((m) => m.to === consumer.email)).toBe(true));
    const mail = deps.sent.filter((m) => m.to === consumer.email).at(-1)!;
    expect(mail.subject).toBe("Redefinição de senha do RevisaFácil");
    const token = new URL(
      linkFrom(mail.text, `${TEST_BASE_URL}/redefinir-senha?`),
    ).searchParams.get("token")!;

    const weak = await resetPassword(deps, browserRequest(), {
      token,
      password: "12345",
      confirmation: "12345",
    });
    expect(weak).toEqual({
      ok: false,
      reason: "invalid_input",
      message: "Senha inválida. Use pelo menos 6 caracteres.",
    });
    const common = await resetPassword(deps, browserRequest(), {
      token,
      password: "senha123",
      confirmation: "senha123",
    });
    expect(common).toMatchObject({ ok: false, reason: "invalid_input" });

    expect(
      await resetPassword(deps, browserRequest(), {
        token,
        password: "nova-senha-boa-1",
        confirmation: "nova-senha-boa-1",
      }),
    ).toEqual({ ok: true });
    const reused = await resetPassword(deps, browserRequest(), {
      token,
      password: "outra-senha-boa-2",
      confirmation: "outra-senha-boa-2",
    });
    expect(reused).toEqual({ ok: false, reason: "invalid_link", message: RESET_MSG.invalidLink });
    const signIn = await signInConsumer(deps, browserRequest(), {
      email: consumer.email,
      password: "nova-senha-boa-1",
    });
    expect(signIn.ok).toBe(true);

    // An expired link is refused.
    const before = deps.sent.length;
    await requestPasswordReset(deps, browserRequest({ ip: "203.0.113.21" }), consumer.email);
    await vi.waitFor(() => expect(deps.sent.length).toBeGreaterThan(before));
    const token2 = new URL(
      linkFrom(deps.sent.at(-1)!.text, `${TEST_BASE_URL}/redefinir-senha?`),
    ).searchParams.get("token")!;
    await database.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verification.identifier, `reset-password:${token2}`));
    const expired = await resetPassword(deps, browserRequest(), {
      token: token2,
      password: "mais-uma-senha-3",
      confirmation: "mais-uma-senha-3",
    });
    expect(expired).toEqual({ ok: false, reason: "invalid_link", message: RESET_MSG.invalidLink });
  });
});
