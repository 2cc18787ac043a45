// "Esqueci minha senha": the reset mail (link valid 1 h, single use) and the new password.
import { z } from "zod";
import { callAuth, tooManyAttemptsMessage } from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import { MSG, RESET_MSG } from "~/platform/auth-messages";
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
} from "./password-policy";
import { loggerFor } from "~/services/logger.server";

export async function requestPasswordReset(
  deps: AuthDeps,
  request: Request,
  email: string,
): Promise<{ ok: boolean; message: string }> {
  const parsed = z.email().safeParse(email.trim().toLowerCase());
  if (!email.trim()) return { ok: false, message: MSG.fillAll };
  if (!parsed.success) return { ok: false, message: MSG.invalidEmail };
  try {
    const call = await callAuth(deps.auth, deps.config.baseURL, "/request-password-reset", {
      request,
      body: { email: parsed.data, redirectTo: "/redefinir-senha" },
    });
    if (call.status === 429) return { ok: false, message: tooManyAttemptsMessage(call.retryAfter) };
    if (!call.ok) return { ok: false, message: MSG.generic };
    return { ok: true, message: RESET_MSG.sent };
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao pedir redefinição de senha");
    return { ok: false, message: MSG.generic };
  }
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

export async function resetPassword(
  deps: AuthDeps,
  request: Request,
  input: { token: string; password: string; confirmation: string },
): Promise<{ ok: true } | { ok: false; message: string; invalidLink?: boolean }> {
  if (!input.token) return { ok: false, message: RESET_MSG.invalidLink, invalidLink: true };
  const invalid = validateNewPassword(input.password, input.confirmation);
  if (invalid) return { ok: false, message: invalid };
  try {
    const call = await callAuth(deps.auth, deps.config.baseURL, "/reset-password", {
      request,
      body: { token: input.token, newPassword: input.password },
    });
    if (call.ok) return { ok: true };
    if (call.code === "INVALID_TOKEN")
      return { ok: false, message: RESET_MSG.invalidLink, invalidLink: true };
    return { ok: false, message: newPasswordFailure(call.code, call.status, call.retryAfter) };
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao redefinir a senha");
    return { ok: false, message: MSG.generic };
  }
}
