// "Esqueci minha senha": the reset mail (link valid 1 h, single use) and the new password. A
// refusal is a Result with its reason and sentence; a failed auth call is logged and thrown as
// AuthFailed (the page answers MSG.generic).
import { z } from "zod";
import type { Result } from "~/domain/result";
import {
  AuthFailed,
  authRefusal,
  callAuth,
  tooManyAttemptsMessage,
  type AuthCallResult,
} from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import { MSG, RESET_MSG } from "~/platform/auth-messages";
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
} from "./password-policy";
import { loggerFor } from "~/services/logger.server";

/** The sentence to show (the same for any e-mail), or why not. */
export type ResetRequestOutcome = Result<
  { message: string },
  { reason: "invalid_input" | "rate_limited" | "refused"; message: string }
>;

export async function requestPasswordReset(
  deps: AuthDeps,
  request: Request,
  email: string,
): Promise<ResetRequestOutcome> {
  const parsed = z.email().safeParse(email.trim().toLowerCase());
  if (!email.trim()) return { ok: false, reason: "invalid_input", message: MSG.fillAll };
  if (!parsed.success) return { ok: false, reason: "invalid_input", message: MSG.invalidEmail };
  let call: AuthCallResult;
  try {
    call = await callAuth(deps.auth, deps.config.baseURL, "/request-password-reset", {
      request,
      body: { email: parsed.data, redirectTo: "/redefinir-senha" },
    });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao pedir redefinição de senha");
    throw new AuthFailed(error);
  }
  if (call.status === 429)
    return { ok: false, reason: "rate_limited", message: tooManyAttemptsMessage(call.retryAfter) };
  if (!call.ok) return { ok: false, reason: "refused", message: MSG.generic };
  return { ok: true, message: RESET_MSG.sent };
}

/** The rules for a new password (reset and change): SPEC's minimum, D14's maximum and list. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MSG.fillAll;
  if (password.length < PASSWORD_MIN) return MSG.passwordInvalid;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  if (password !== confirmation) return RESET_MSG.mismatch;
  return null;
}

export function newPasswordFailure(
  code: string | null,
  status: number,
  retryAfter: number | null,
): string {
  if (status === 429) return tooManyAttemptsMessage(retryAfter);
  if (code === "PASSWORD_TOO_COMMON") return COMMON_PASSWORD_MESSAGE;
  if (code === "PASSWORD_TOO_SHORT") return MSG.passwordInvalid;
  if (code === "PASSWORD_TOO_LONG") return PASSWORD_TOO_LONG_MESSAGE;
  return MSG.generic;
}

/**
 * Done, or why not: invalid_link (missing, expired or used), invalid_input (a field is missing or
 * the new password breaks a rule, ours or the auth server's), rate_limited, refused.
 */
export type ResetOutcome = Result<
  object,
  { reason: "invalid_link" | "invalid_input" | "rate_limited" | "refused"; message: string }
>;

export async function resetPassword(
  deps: AuthDeps,
  request: Request,
  input: { token: string; password: string; confirmation: string },
): Promise<ResetOutcome> {
  if (!input.token) return { ok: false, reason: "invalid_link", message: RESET_MSG.invalidLink };
  const invalid = validateNewPassword(input.password, input.confirmation);
  if (invalid) return { ok: false, reason: "invalid_input", message: invalid };
  let call: AuthCallResult;
  try {
    call = await callAuth(deps.auth, deps.config.baseURL, "/reset-password", {
      request,
      body: { token: input.token, newPassword: input.password },
    });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao redefinir a senha");
    throw new AuthFailed(error);
  }
  if (call.ok) return { ok: true };
  if (call.code === "INVALID_TOKEN")
    return { ok: false, reason: "invalid_link", message: RESET_MSG.invalidLink };
  // /reset-password names no e-mail, so the sentences are newPasswordFailure's.
  return { ok: false, ...authRefusal(call, MSG.generic) };
}
