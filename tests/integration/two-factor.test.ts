// Issue #27: TOTP enrolment, the sign-in's second step, backup codes, disabling with a code, the
// history, the e-mails and the counters, on better-auth's handler with a test database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { securityEvents, user } from "~/db/schema";
import { callAuth, cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer, signUpConsumer } from "~/features/auth/consumer-auth.server";
import { signInLawyer, signUpLawyer } from "~/features/auth/lawyer-auth.server";
import { answerChallenge, CHALLENGE_MSG } from "~/features/auth/two-factor-challenge.server";
import { removeFactors } from "~/features/auth/two-factor.server";
import {
  listSupportRemovals,
  REMOVAL_MSG,
  removalLinkIsValid,
  removeWithLink,
  sendRemovalLink,
} from "~/features/auth/factor-removal.server";
import { loadViewer } from "~/features/auth/viewer.server";
import {
  confirmEnrolment,
  disableFactor,
  SECURITY_MSG,
  startEnrolment,
} from "~/features/account/security.server";
import { metrics } from "~/services/metrics.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { browserRequest, createConsumer, createTestAuth, uniqueEmail } from "../support/factories";
import { totpCode, wrongTotpCode } from "../support/totp";

const PASSWORD = "juros-abusivos-42";
const tick = () => new Promise((r) => setImmediate(r));

async function challengeCount(resultado: string): Promise<number> {
  const values = (await metrics().twoFactorChallenges.get()).values;
  return values.find((v) => v.labels.resultado === resultado)?.value ?? 0;
}

describe.each(databaseKinds)("two-factor sign-in (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function enrolledConsumer(deps: ReturnType<typeof createTestAuth>, ip?: string) {
    const email = uniqueEmail("dois-fatores");
    const signUp = await signUpConsumer(deps, browserRequest({ ip }), {
      email,
      password: PASSWORD,
    });
    let cookie = cookieHeaderFrom(sessionCookies(signUp));
    const started = await startEnrolment(deps, browserRequest({ cookie, ip }), PASSWORD);
    if (!started.ok) throw new Error(started.message);
    const confirmed = await confirmEnrolment(
      deps,
      browserRequest({ cookie, ip }),
      await totpCode(started.secret),
    );
    if (!confirmed.ok) throw new Error(confirmed.message);
    cookie = cookieHeaderFrom(confirmed.setCookies, cookie);
    return { email, cookie, secret: started.secret, backupCodes: started.backupCodes };
  }

  it("enrols with a QR code, a text secret and ten backup codes, confirmed by a first code", async () => {
    const deps = createTestAuth(database.db);
    const email = uniqueEmail("dois-fatores");
    const signUp = await signUpConsumer(deps, browserRequest(), { email, password: PASSWORD });
    const cookie = cookieHeaderFrom(sessionCookies(signUp));

    const wrongPassword = await startEnrolment(deps, browserRequest({ cookie }), "outra-senha-1");
    expect(wrongPassword).toMatchObject({ ok: false, message: SECURITY_MSG.wrongPassword });

    const started = await startEnrolment(deps, browserRequest({ cookie }), PASSWORD);
    if (!started.ok) throw new Error(started.message);
    expect(started.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(started.backupCodes).toHaveLength(10);
    expect(new Set(started.backupCodes).size).toBe(10);
    expect(started.qr.size).toBeGreaterThan(20);
    expect(started.qr.d).toMatch(/^M\d+ \d+h1v1h-1z/);

    // Not active until the first code: a sign-in still needs only the password.
    const before = await signInConsumer(deps, browserRequest(), { email, password: PASSWORD });
    expect(before).toMatchObject({ ok: true, kind: "login" });

    const wrong = await confirmEnrolment(
      deps,
      browserRequest({ cookie }),
      await wrongTotpCode(started.secret),
    );
    expect(wrong).toMatchObject({ ok: false, message: SECURITY_MSG.wrongCode });
    const malformed = await confirmEnrolment(deps, browserRequest({ cookie }), "12ab");
    expect(malformed).toMatchObject({ ok: false, reason: "invalid_input" });

    const confirmed = await confirmEnrolment(
      deps,
      browserRequest({ cookie }),
      await totpCode(started.secret),
    );
    expect(confirmed).toMatchObject({ ok: true, message: SECURITY_MSG.enabled });
    const [row] = await database.db
      .select({ enabled: user.twoFactorEnabled, id: user.id })
      .from(user)
      .where(eq(user.email, email));
    expect(row!.enabled).toBe(true);
    // The renewed session knows the factor (the admin guard reads it).
    const renewed = cookieHeaderFrom((confirmed as { setCookies: string[] }).setCookies, cookie);
    const state = await loadViewer(browserRequest({ cookie: renewed }), {
      auth: deps.auth,
      db: database.db,
      adminEmails: [],
    });
    expect(state.viewer.user?.twoFactor).toBe(true);

    await tick();
    const events = await database.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, row!.id));
    expect(events.map((e) => e.kind)).toEqual(["fator_ativado"]);
    // The e-mail goes out after the answer.
    await expect
      .poll(() => deps.sent.map((m) => m.subject))
      .toContain("Verificação em duas etapas ativada — RevisaFácil");
  });

  it("asks for the code after the password; a backup code works once", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const passedBefore = await challengeCount("sucesso");
    const failedBefore = await challengeCount("falha");

    const first = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
      from: "revisafacil",
    });
    expect(first).toMatchObject({
      ok: true,
      kind: "two-factor",
      redirectTo: "/auth/verificacao?from=revisafacil",
    });
    const pending = cookieHeaderFrom((first as { setCookies: string[] }).setCookies);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=/);

    const malformed = await answerChallenge(deps, browserRequest({ cookie: pending }), {
      code: "abc",
      trustDevice: false,
    });
    expect(malformed).toMatchObject({ ok: false, message: CHALLENGE_MSG.malformed });
    const wrong = await answerChallenge(deps, browserRequest({ cookie: pending }), {
      code: await wrongTotpCode(account.secret),
      trustDevice: false,
    });
    expect(wrong).toMatchObject({ ok: false, reason: "wrong_code", message: CHALLENGE_MSG.wrong });
    const right = await answerChallenge(deps, browserRequest({ cookie: pending }), {
      code: await totpCode(account.secret),
      trustDevice: false,
    });
    expect(right.ok).toBe(true);
    expect(cookieHeaderFrom((right as { setCookies: string[] }).setCookies)).toMatch(
      /session_token=/,
    );
    expect(await challengeCount("sucesso")).toBe(passedBefore + 1);
    expect(await challengeCount("falha")).toBe(failedBefore + 1);

    // A backup code, then the same code again on a new sign-in.
    const backup = account.backupCodes[0]!;
    const second = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    const pending2 = cookieHeaderFrom((second as { setCookies: string[] }).setCookies);
    const withBackup = await answerChallenge(deps, browserRequest({ cookie: pending2 }), {
      code: backup,
      trustDevice: false,
    });
    expect(withBackup.ok).toBe(true);
    const third = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    const pending3 = cookieHeaderFrom((third as { setCookies: string[] }).setCookies);
    const reused = await answerChallenge(deps, browserRequest({ cookie: pending3 }), {
      code: backup,
      trustDevice: false,
    });
    expect(reused).toMatchObject({ ok: false, message: CHALLENGE_MSG.wrong });

    await tick();
    await expect
      .poll(() => deps.sent.map((m) => m.subject))
      .toContain("Um código de reserva foi usado na sua conta — RevisaFácil");
    // Without the cookie of the password step there is nothing to answer.
    const none = await answerChallenge(deps, browserRequest(), {
      code: await totpCode(account.secret),
      trustDevice: false,
    });
    expect(none).toMatchObject({ ok: false, reason: "expired" });
  });

  it("trusts a device for 30 days when asked", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const first = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    const pending = cookieHeaderFrom((first as { setCookies: string[] }).setCookies);
    const trusted = await answerChallenge(deps, browserRequest({ cookie: pending }), {
      code: await totpCode(account.secret),
      trustDevice: true,
    });
    if (!trusted.ok) throw new Error(trusted.message);
    const trustLine = trusted.setCookies.find((c) => /trust_device=/.test(c));
    expect(trustLine).toMatch(/Max-Age=2592000/i);
    const device = cookieHeaderFrom([trustLine!]);
    const again = await signInConsumer(deps, browserRequest({ cookie: device }), {
      email: account.email,
      password: PASSWORD,
    });
    expect(again).toMatchObject({ ok: true, kind: "login" });
  });

  it("disables only with the password and a code; the API alone asks a code too", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const api = await callAuth(deps.auth, deps.config.baseURL, "/two-factor/disable", {
      request: browserRequest({ cookie: account.cookie }),
      body: { password: PASSWORD },
    });
    expect(api).toMatchObject({ ok: false, status: 400, code: "INVALID_CODE" });
    const wrong = await disableFactor(deps, browserRequest({ cookie: account.cookie }), {
      password: PASSWORD,
      code: await wrongTotpCode(account.secret),
    });
    expect(wrong).toMatchObject({ ok: false, message: SECURITY_MSG.wrongCode });
    const wrongPassword = await disableFactor(deps, browserRequest({ cookie: account.cookie }), {
      password: "outra-senha-1",
      code: await totpCode(account.secret),
    });
    expect(wrongPassword).toMatchObject({ ok: false, message: SECURITY_MSG.wrongPassword });
    const done = await disableFactor(deps, browserRequest({ cookie: account.cookie }), {
      password: PASSWORD,
      code: account.backupCodes[3]!,
    });
    expect(done).toMatchObject({ ok: true, message: SECURITY_MSG.disabled });
    const after = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    expect(after).toMatchObject({ ok: true, kind: "login" });
    await tick();
    const [row] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, account.email));
    const kinds = (
      await database.db
        .select({ kind: securityEvents.kind })
        .from(securityEvents)
        .where(eq(securityEvents.userId, row!.id))
    ).map((e) => e.kind);
    expect(kinds.sort()).toEqual(["fator_ativado", "fator_desativado"]);
  });

  it("codes count against the sign-in's per-account limit", async () => {
    const deps = createTestAuth(database.db, { rateLimitMax: 4 });
    const account = await enrolledConsumer(createTestAuth(database.db), "198.51.100.7");
    const first = await signInConsumer(deps, browserRequest({ ip: "198.51.100.8" }), {
      email: account.email,
      password: PASSWORD,
    });
    const pending = cookieHeaderFrom((first as { setCookies: string[] }).setCookies);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await answerChallenge(
          deps,
          browserRequest({ cookie: pending, ip: `198.51.100.${20 + i}` }),
          {
            code: await wrongTotpCode(account.secret),
            trustDevice: false,
          },
        ),
      );
    expect(answers.slice(0, 3).map((a) => a.ok === false && a.reason)).toEqual([
      "wrong_code",
      "wrong_code",
      "wrong_code",
    ]);
    expect(answers[3]).toMatchObject({ ok: false, reason: "rate_limited" });
  });

  it("the lawyer sign-up's 'same password' path reaches the second step", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const outcome = await signUpLawyer(deps, browserRequest(), {
      nome: "Dra. Dupla Etapa",
      email: account.email,
      password: PASSWORD,
    });
    expect(outcome).toMatchObject({ ok: true, kind: "signup", session: false, twoFactor: true });
    const cookie = cookieHeaderFrom((outcome as { setCookies: string[] }).setCookies);
    expect(cookie).toMatch(/two_factor=/);
    expect(cookie).not.toMatch(/session_token=/);
    const lawyerLogin = await signInLawyer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    expect(lawyerLogin).toMatchObject({ ok: true, session: false, twoFactor: true });
  });

  it("support removes a lost factor only through the e-mailed link plus the password", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const admin = await createConsumer(database.db, { isAdmin: true });
    const removal = {
      db: database.db,
      email: deps.config.email,
      baseURL: deps.config.baseURL,
      rateLimitMax: 1000,
    };
    expect(
      await sendRemovalLink(removal, { email: "ninguem@e2e.test", adminUserId: admin.id }),
    ).toMatchObject({ ok: false, message: REMOVAL_MSG.notFound });
    const sent = await sendRemovalLink(removal, { email: account.email, adminUserId: admin.id });
    expect(sent).toMatchObject({ ok: true, message: REMOVAL_MSG.sent });
    const mail = deps.sent.find((m) => m.to === account.email && /Remover/.test(m.subject));
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
    expect(await removalLinkIsValid(database.db, token)).toBe(true);

    const wrong = await removeWithLink(removal, {
      token,
      password: "outra-senha-1",
      ipAddress: null,
    });
    expect(wrong).toMatchObject({ ok: false, reason: "wrong_password" });
    const done = await removeWithLink(removal, {
      token,
      password: PASSWORD,
      ipAddress: "203.0.113.5",
    });
    expect(done).toMatchObject({ ok: true, message: REMOVAL_MSG.removed });
    const again = await removeWithLink(removal, { token, password: PASSWORD, ipAddress: null });
    expect(again).toMatchObject({ ok: false, reason: "invalid_link" });
    const after = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    expect(after).toMatchObject({ ok: true, kind: "login" });
    const log = await listSupportRemovals(database.db);
    expect(log.filter((r) => r.account === account.email)).toEqual([
      expect.objectContaining({ kind: "fator_removido_suporte", admin: admin.email }),
      expect.objectContaining({ kind: "remocao_solicitada_suporte", admin: admin.email }),
    ]);
  });

  it("the address confirmation's removal drops the factor and trusted devices", async () => {
    const deps = createTestAuth(database.db);
    const account = await enrolledConsumer(deps);
    const [row] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, account.email));
    expect(await removeFactors(database.db, row!.id)).toBe(true);
    const after = await signInConsumer(deps, browserRequest(), {
      email: account.email,
      password: PASSWORD,
    });
    expect(after).toMatchObject({ ok: true, kind: "login" });
  });
});
