// Consumer sign-in, sign-up and confirmation resend (SPEC §4 "Consumer auth mode", §5, §8).
// Every call goes through better-auth's handler (rate limits, cookies); the texts are the spec's.
// A refusal is a Result with its reason and sentence; a failure of the call itself is logged and
// thrown as AuthFailed (the page answers MSG.generic).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { user } from "~/db/schema";
import type { Result } from "~/domain/result";
import type { Auth, AuthConfig } from "./auth.server";
import {
  AuthFailed,
  authRefusal,
  callAuth,
  tooManyAttemptsMessage,
  type AuthCallResult,
} from "./call-auth.server";
import { challengePath, parseFrom, targetPath } from "./from-param";
import { MSG } from "~/platform/auth-messages";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG_MESSAGE } from "./password-policy";
import { upsertConsumerSubscriber } from "./subscribers.server";
import { loggerFor } from "~/services/logger.server";

export interface AuthDeps {
  auth: Auth;
  config: AuthConfig;
}

/**
 * Signed in or signed up (with the cookies to pass on), or refused: invalid_input (a field is
 * missing or breaks a rule), wrong_credentials, unverified (a new confirmation link was sent),
 * email_taken, rate_limited, refused (the auth server said no for another reason).
 */
export type ConsumerAuthOutcome = Result<
  {
    /** two-factor: the password was right; the second step (/auth/verificacao) comes next. */
    kind: "login" | "signup-session" | "signup-confirm" | "two-factor";
    redirectTo: string;
    /** The sign-up worked but the subscribers row could not be written. */
    profileError?: boolean;
    setCookies: string[];
  },
  {
    reason:
      | "invalid_input"
      | "wrong_credentials"
      | "unverified"
      | "email_taken"
      | "rate_limited"
      | "refused";
    message: string;
  }
>;

const refuse = (
  reason: Extract<ConsumerAuthOutcome, { ok: false }>["reason"],
  message: string,
): ConsumerAuthOutcome => ({ ok: false, reason, message });

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().default(""),
  password: z.string().default(""),
});

export function readCredentials(form: FormData): { email: string; password: string } {
  const parsed = credentialsSchema.safeParse({
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
  });
  return parsed.success ? parsed.data : { email: "", password: "" };
}

/** SPEC §5: both fields, a password of at least 6, a well-formed e-mail, at most 128. */
export function validateCredentials(email: string, password: string): string | null {
  if (!email || !password) return MSG.fillAll;
  if (password.length < PASSWORD_MIN) return MSG.passwordMin;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  if (!z.email().safeParse(email).success) return MSG.invalidEmail;
  return null;
}

export async function signInConsumer(
  deps: AuthDeps,
  request: Request,
  input: { email: string; password: string; from?: string | null },
): Promise<ConsumerAuthOutcome> {
  const invalid = validateCredentials(input.email, input.password);
  if (invalid) return refuse("invalid_input", invalid);
  let call: AuthCallResult;
  try {
    call = await callAuth(deps.auth, deps.config.baseURL, "/sign-in/email", {
      request,
      body: {
        email: input.email,
        password: input.password,
        rememberMe: true,
        callbackURL: confirmCallback(input.from),
      },
    });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha inesperada no login");
    throw new AuthFailed(error);
  }
  if (call.ok && (call.data as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true)
    return {
      ok: true,
      kind: "two-factor",
      redirectTo: challengePath(input.from),
      setCookies: call.setCookies,
    };
  if (call.ok)
    return {
      ok: true,
      kind: "login",
      redirectTo: targetPath(input.from),
      setCookies: call.setCookies,
    };
  if (call.code === "INVALID_EMAIL_OR_PASSWORD")
    return refuse("wrong_credentials", MSG.wrongCredentials);
  if (call.code === "EMAIL_NOT_VERIFIED") return refuse("unverified", MSG.emailNotVerified);
  return { ok: false, ...authRefusal(call, MSG.generic) };
}

/** Where the confirmation link lands: back on /auth, which sends a signed-in visitor on. */
const confirmCallback = (from: string | null | undefined) =>
  `/auth?from=${parseFrom(from)}&confirmado=1`;

export async function signUpConsumer(
  deps: AuthDeps,
  request: Request,
  input: { email: string; password: string; from?: string | null },
): Promise<ConsumerAuthOutcome> {
  const invalid = validateCredentials(input.email, input.password);
  if (invalid) return refuse("invalid_input", invalid);
  let call: AuthCallResult<{
    token: string | null;
    user: { id: string; email: string; emailVerified: boolean };
  }>;
  try {
    call = await callAuth(deps.auth, deps.config.baseURL, "/sign-up/email", {
      request,
      body: {
        email: input.email,
        password: input.password,
        name: "",
        callbackURL: confirmCallback(input.from),
      },
    });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha inesperada no cadastro");
    throw new AuthFailed(error);
  }
  if (!call.ok || !call.data) {
    if (call.code?.startsWith("USER_ALREADY_EXISTS"))
      return refuse("email_taken", MSG.alreadyRegistered);
    return { ok: false, ...authRefusal(call, MSG.signUpFailed) };
  }
  const created = call.data.user;
  const { db, adminEmails } = deps.config;
  // With e-mail confirmation on, better-auth answers a duplicate with a look-alike user (no
  // account enumeration through the API); the spec wants the visitor told, so compare ids.
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, created.email))
    .limit(1);
  if (!existing || existing.id !== created.id) return refuse("email_taken", MSG.alreadyRegistered);

  let profileError = false;
  try {
    await upsertConsumerSubscriber(db, {
      userId: created.id,
      email: created.email,
      emailVerified: created.emailVerified === true,
      adminEmails,
    });
  } catch (error) {
    loggerFor("auth").error(
      { err: error, userId: created.id },
      "cadastro feito, mas o perfil (subscribers) falhou",
    );
    profileError = true;
  }
  const kind = call.data.token ? "signup-session" : "signup-confirm";
  return {
    ok: true,
    kind,
    redirectTo: targetPath(input.from),
    profileError,
    setCookies: call.setCookies,
  };
}

/** The sentence to show, or why not: invalid_input (a malformed e-mail) or rate_limited. */
export type ResendOutcome = Result<
  { message: string },
  { reason: "invalid_input" | "rate_limited"; message: string }
>;

export async function resendConfirmation(
  deps: AuthDeps,
  request: Request,
  input: { email: string; from?: string | null },
): Promise<ResendOutcome> {
  if (!z.email().safeParse(input.email).success)
    return { ok: false, reason: "invalid_input", message: MSG.invalidEmail };
  let call: AuthCallResult;
  try {
    call = await callAuth(deps.auth, deps.config.baseURL, "/send-verification-email", {
      request,
      body: { email: input.email, callbackURL: confirmCallback(input.from) },
    });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao reenviar a confirmação");
    throw new AuthFailed(error);
  }
  if (call.status === 429)
    return {
      ok: false,
      reason: "rate_limited",
      message: tooManyAttemptsMessage(call.retryAfter),
    };
  // Whatever the account's state, the answer is the same (no account enumeration).
  return { ok: true, message: MSG.resendSent };
}
