// RevisaConecta login and sign-up (SPEC §4 "Lawyer login", "Lawyer sign-up", §5, §8). A refusal
// is a Result with its reason and sentence; an unexpected failure is logged and thrown as
// AuthFailed (the page answers MSG.generic, or MSG.signUpFailed for a sign-up).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { user } from "~/db/schema";
import type { Result } from "~/domain/result";
import { personNameProblem } from "~/domain/person-name";
import { collapseNameSpaces } from "~/platform/person-name";
import {
  AuthFailed,
  authRefusal,
  callAuth,
  tooManyAttemptsMessage,
  type AuthCallResult,
} from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG_MESSAGE } from "./password-policy";
import { findLawyerByEmail, linkLawyerToUser, upsertLawyerSubscriber } from "./subscribers.server";
import { loggerFor } from "~/services/logger.server";

type LawyerRefusal = {
  reason:
    | "invalid_input"
    | "not_lawyer"
    | "wrong_credentials"
    | "unverified"
    | "already_lawyer"
    | "email_taken"
    | "rate_limited"
    | "refused";
  message: string;
};

/**
 * Signed in or signed up (session false: the account waits for e-mail confirmation, SMTP
 * configured), with the cookies to pass on; or refused: invalid_input, not_lawyer (sign-in with an
 * e-mail that is no lawyer subscriber), wrong_credentials, unverified, already_lawyer, email_taken
 * (a consumer account with another password), rate_limited, refused; or profile_failed, when the
 * account is ready (its cookies go on) but the lawyer subscriber could not be written.
 */
export type LawyerAuthOutcome = Result<
  {
    kind: "login" | "signup";
    session: boolean;
    /** Issue #27: the password was right; the second step (/auth/verificacao) comes next. */
    twoFactor?: boolean;
    setCookies: string[];
  },
  LawyerRefusal | { reason: "profile_failed"; message: string; setCookies: string[] }
>;

type UserPayload = {
  token: string | null;
  user: { id: string; email: string };
  twoFactorRedirect?: boolean;
};

const fail = (reason: LawyerRefusal["reason"], message: string): LawyerAuthOutcome => ({
  ok: false,
  reason,
  message,
});
const tooMany = (call: AuthCallResult<UserPayload>) =>
  fail("rate_limited", tooManyAttemptsMessage(call.retryAfter));

function validate(email: string, password: string): string | null {
  if (!email || !password) return MSG.fillAll;
  if (!z.email().safeParse(email).success) return MSG.invalidEmail;
  if (password.length < PASSWORD_MIN) return MSG.passwordMin;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  return null;
}

const norm = (email: string) => email.trim().toLowerCase();

export async function signInLawyer(
  deps: AuthDeps,
  request: Request,
  input: { email: string; password: string },
): Promise<LawyerAuthOutcome> {
  const email = norm(input.email);
  const invalid = validate(email, input.password);
  if (invalid) return fail("invalid_input", invalid);
  try {
    // Step 1: the e-mail must belong to a lawyer subscriber.
    const lawyer = await findLawyerByEmail(deps.config.db, email);
    if (!lawyer) return fail("not_lawyer", MSG.lawyerNotFound);
    const call = await callAuth<UserPayload>(deps.auth, deps.config.baseURL, "/sign-in/email", {
      request,
      body: {
        email,
        password: input.password,
        rememberMe: true,
        callbackURL: "/auth-revisaconecta",
      },
    });
    if (call.ok && call.data?.twoFactorRedirect === true) {
      if (!lawyer.userId) {
        const [owner] = await deps.config.db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, email))
          .limit(1);
        if (owner) await linkLawyerToUser(deps.config.db, lawyer.id, owner.id);
      }
      return {
        ok: true,
        kind: "login",
        session: false,
        twoFactor: true,
        setCookies: call.setCookies,
      };
    }
    if (call.ok && call.data) {
      if (!lawyer.userId) await linkLawyerToUser(deps.config.db, lawyer.id, call.data.user.id);
      return { ok: true, kind: "login", session: true, setCookies: call.setCookies };
    }
    if (call.status === 429) return tooMany(call);
    if (call.code === "EMAIL_NOT_VERIFIED") return fail("unverified", MSG.emailNotVerified);
    if (call.status === 401 || call.status === 400)
      return fail("wrong_credentials", MSG.lawyerWrongCredentials);
    return fail("refused", MSG.generic);
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha inesperada no login do RevisaConecta");
    throw new AuthFailed(error);
  }
}

export async function signUpLawyer(
  deps: AuthDeps,
  request: Request,
  input: { nome: string; email: string; password: string },
): Promise<LawyerAuthOutcome> {
  const nome = collapseNameSpaces(input.nome);
  const email = norm(input.email);
  if (!nome) return fail("invalid_input", MSG.nameRequired);
  // One line, ≤ 120 characters, nothing link-like: the name goes into consumers' e-mails (D32).
  const nameProblem = personNameProblem(nome);
  if (nameProblem) return fail("invalid_input", nameProblem);
  const invalid = validate(email, input.password);
  if (invalid) return fail("invalid_input", invalid);
  const { db } = deps.config;
  try {
    // Step 1: refused for an e-mail that already is a lawyer subscriber.
    if (await findLawyerByEmail(db, email))
      return fail("already_lawyer", MSG.lawyerAlreadyRegistered);

    // Step 2: create the account.
    const signUp = await callAuth<UserPayload>(deps.auth, deps.config.baseURL, "/sign-up/email", {
      request,
      body: { email, password: input.password, name: nome, callbackURL: "/auth-revisaconecta" },
    });
    if (signUp.status === 429) return tooMany(signUp);
    let setCookies: string[] = [];
    let userId: string;
    let session: boolean;
    let twoFactor = false;
    const duplicate = await isDuplicate(deps, email, signUp);
    if (duplicate) {
      // Step 3: the account exists in the consumer product: sign in with the same password.
      const signIn = await callAuth<UserPayload>(deps.auth, deps.config.baseURL, "/sign-in/email", {
        request,
        body: {
          email,
          password: input.password,
          rememberMe: true,
          callbackURL: "/auth-revisaconecta",
        },
      });
      if (signIn.status === 429) return tooMany(signIn);
      if (signIn.ok && signIn.data?.twoFactorRedirect === true) {
        // DESIGN §8b.36: the same password reaches the account's second step.
        userId = duplicate.id;
        setCookies = signIn.setCookies;
        session = false;
        twoFactor = true;
      } else if (signIn.ok && signIn.data) {
        userId = signIn.data.user.id;
        setCookies = signIn.setCookies;
        session = true;
      } else if (signIn.code === "EMAIL_NOT_VERIFIED") {
        // Right password, address not yet confirmed (a new link was just sent).
        userId = duplicate.id;
        session = false;
      } else {
        return fail("email_taken", MSG.lawyerEmailElsewhere);
      }
    } else if (signUp.ok && signUp.data) {
      userId = signUp.data.user.id;
      setCookies = signUp.setCookies;
      session = Boolean(signUp.data.token);
    } else {
      return { ok: false, ...authRefusal(signUp, MSG.signUpFailed) };
    }

    // Step 4: the lawyer subscriber (gratuito, assinante_ativo false, empty whatsapp).
    try {
      await upsertLawyerSubscriber(db, { userId, email, nome });
    } catch (error) {
      loggerFor("auth").error(
        { err: error },
        "conta pronta, mas o cadastro no RevisaConecta falhou",
      );
      return { ok: false, reason: "profile_failed", message: MSG.profileFailed, setCookies };
    }
    return { ok: true, kind: "signup", session, setCookies, ...(twoFactor ? { twoFactor } : {}) };
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha inesperada no cadastro do RevisaConecta");
    throw new AuthFailed(error);
  }
}

/** The existing account when sign-up met one (422, or the look-alike answer under confirmation). */
async function isDuplicate(deps: AuthDeps, email: string, signUp: AuthCallResult<UserPayload>) {
  if (!signUp.ok && !signUp.code?.startsWith("USER_ALREADY_EXISTS")) return null;
  const [existing] = await deps.config.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (!existing) return null;
  if (signUp.ok && signUp.data?.user.id === existing.id) return null;
  return existing;
}
