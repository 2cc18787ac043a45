// The account page's actions (DESIGN D24): sign out other / all sessions, change the password
// (the current one is asked again) and delete the account (password asked again).
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import type { AuthDeps } from "~/features/auth/consumer-auth.server";
import { callAuth, tooManyAttemptsMessage } from "~/features/auth/call-auth.server";
import { MSG } from "~/platform/auth-messages";
import { newPasswordFailure, validateNewPassword } from "~/features/auth/password-reset.server";
import { hitRateLimit } from "~/features/requests/form-rate-limit.server";
import { deleteAccountData } from "./account-data.server";

export const ACCOUNT_MSG = {
  othersOut: "Pronto: as outras sessões foram encerradas.",
  allOut: "Você saiu de todas as sessões.",
  passwordChanged: "Senha alterada! As outras sessões foram encerradas.",
  wrongCurrent: "Senha atual incorreta.",
  deleteConfirm: "Para excluir, digite EXCLUIR no campo de confirmação.",
  deleted: "Sua conta e seus dados foram excluídos.",
} as const;

export type ActionResult = { ok: boolean; message: string; setCookies: string[]; status?: number };

export async function revokeOtherSessions(deps: AuthDeps, request: Request): Promise<ActionResult> {
  const call = await callAuth(deps.auth, deps.config.baseURL, "/revoke-other-sessions", {
    request,
  });
  return call.ok
    ? { ok: true, message: ACCOUNT_MSG.othersOut, setCookies: call.setCookies }
    : { ok: false, message: MSG.generic, setCookies: [] };
}

export async function changePassword(
  deps: AuthDeps,
  request: Request,
  input: { current: string; password: string; confirmation: string },
): Promise<ActionResult> {
  if (!input.current) return { ok: false, message: MSG.fillAll, setCookies: [] };
  const invalid = validateNewPassword(input.password, input.confirmation);
  if (invalid) return { ok: false, message: invalid, setCookies: [] };
  const call = await callAuth(deps.auth, deps.config.baseURL, "/change-password", {
    request,
    body: {
      currentPassword: input.current,
      newPassword: input.password,
      revokeOtherSessions: true,
    },
  });
  if (call.ok)
    return { ok: true, message: ACCOUNT_MSG.passwordChanged, setCookies: call.setCookies };
  if (call.code === "INVALID_PASSWORD")
    return { ok: false, message: ACCOUNT_MSG.wrongCurrent, setCookies: [] };
  return {
    ok: false,
    message: newPasswordFailure(call.code, call.status, call.retryAfter),
    setCookies: [],
  };
}

/** Re-authenticates with the password, then deletes; the answer's cookies sign the browser out. */
export async function deleteAccount(
  deps: AuthDeps,
  request: Request,
  input: { userId: string; password: string; confirmation: string },
): Promise<ActionResult> {
  if (!input.password) return { ok: false, message: MSG.fillAll, setCookies: [] };
  if (input.confirmation.trim().toUpperCase() !== "EXCLUIR")
    return { ok: false, message: ACCOUNT_MSG.deleteConfirm, setCookies: [] };
  // Issue #11 item 5: a password check has the sign-in limit, on this IP and account (database
  // counters, shared by every instance), and then better-auth's own per-IP limit on /verify-password.
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const limit = await hitRateLimit(deps.config.db, `senha:excluir-conta:${ip}:${input.userId}`, {
    max: deps.config.rateLimitMax,
    windowMs: 60_000,
  });
  if (!limit.ok)
    return {
      ok: false,
      message: tooManyAttemptsMessage(limit.retryAfterSeconds),
      setCookies: [],
      status: 429,
    };
  const check = await callAuth(deps.auth, deps.config.baseURL, "/verify-password", {
    request,
    body: { password: input.password },
  });
  if (check.status === 429)
    return {
      ok: false,
      message: tooManyAttemptsMessage(check.retryAfter),
      setCookies: [],
      status: 429,
    };
  if (!check.ok)
    return { ok: false, message: ACCOUNT_MSG.wrongCurrent, setCookies: [], status: 400 };
  const signOut = await callAuth(deps.auth, deps.config.baseURL, "/sign-out", { request });
  await deleteAccountData(deps.config.db, input.userId);
  return { ok: true, message: ACCOUNT_MSG.deleted, setCookies: signOut.setCookies };
}
