// The account page's actions (DESIGN D24): sign out other / all sessions, change the password
// (the current one is asked again) and delete the account (password asked again). A refusal is a
// Result with its reason and the pt-BR sentence the page shows.
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import type { Result } from "~/domain/result";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import type { AuthDeps } from "~/features/auth/consumer-auth.server";
import { callAuth, tooManyAttemptsMessage } from "~/features/auth/call-auth.server";
import { MSG } from "~/platform/auth-messages";
import { newPasswordFailure, validateNewPassword } from "~/features/auth/password-reset.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { cancelSubscriptionsOnDeletion } from "~/features/billing/cancel-on-deletion.server";
import type { PaymentProvider } from "~/services/payments.server";
import { loggerFor } from "~/services/logger.server";
import { deleteAccountData } from "./account-data.server";

export const ACCOUNT_MSG = {
  othersOut: "Pronto: as outras sessões foram encerradas.",
  allOut: "Você saiu de todas as sessões.",
  passwordChanged: "Senha alterada! As outras sessões foram encerradas.",
  wrongCurrent: "Senha atual incorreta.",
  deleteConfirm: "Para excluir, digite EXCLUIR no campo de confirmação.",
  deleted: "Sua conta e seus dados foram excluídos.",
  billingUnavailable:
    "Não conseguimos cancelar sua assinatura agora, e por isso a conta ainda não foi excluída. Tente novamente em alguns minutos.",
} as const;

/**
 * invalid_input: a field is missing or the new password breaks a rule; refused: the auth server
 * said no for another reason.
 */
type AccountRefusal = {
  reason: "invalid_input" | "wrong_password" | "rate_limited" | "refused" | "billing_unavailable";
  message: string;
};

/** The sentence to show and the cookies to pass on, or why the action was refused. */
export type AccountActionOutcome = Result<
  { message: string; setCookies: string[] },
  AccountRefusal
>;

const refuse = (reason: AccountRefusal["reason"], message: string): AccountActionOutcome => ({
  ok: false,
  reason,
  message,
});

export async function revokeOtherSessions(
  deps: AuthDeps,
  request: Request,
): Promise<AccountActionOutcome> {
  const call = await callAuth(deps.auth, deps.config.baseURL, "/revoke-other-sessions", {
    request,
  });
  return call.ok
    ? { ok: true, message: ACCOUNT_MSG.othersOut, setCookies: call.setCookies }
    : refuse("refused", MSG.generic);
}

export async function changePassword(
  deps: AuthDeps,
  request: Request,
  input: { current: string; password: string; confirmation: string },
): Promise<AccountActionOutcome> {
  if (!input.current) return refuse("invalid_input", MSG.fillAll);
  const invalid = validateNewPassword(input.password, input.confirmation);
  if (invalid) return refuse("invalid_input", invalid);
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
  if (call.code === "INVALID_PASSWORD") return refuse("wrong_password", ACCOUNT_MSG.wrongCurrent);
  return refuse(
    call.status === 429 ? "rate_limited" : "refused",
    newPasswordFailure(call.code, call.status, call.retryAfter),
  );
}

/**
 * Re-authenticates with the password, cancels running subscriptions (DESIGN §8b.25), then
 * deletes; the answer's cookies sign the browser out.
 */
export async function deleteAccount(
  deps: AuthDeps,
  request: Request,
  input: { userId: string; password: string; confirmation: string },
  billing: { provider: PaymentProvider },
): Promise<AccountActionOutcome> {
  if (!input.password) return refuse("invalid_input", MSG.fillAll);
  if (input.confirmation.trim().toUpperCase() !== "EXCLUIR")
    return refuse("invalid_input", ACCOUNT_MSG.deleteConfirm);
  // Issue #11 item 5: a password check has the sign-in limit, on this IP and account (database
  // counters, shared by every instance), and then better-auth's own per-IP limit on /verify-password.
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const limit = await hitRateLimit(deps.config.db, `senha:excluir-conta:${ip}:${input.userId}`, {
    max: deps.config.rateLimitMax,
    windowMs: 60_000,
  });
  if (!limit.ok) return refuse("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds));
  const check = await callAuth(deps.auth, deps.config.baseURL, "/verify-password", {
    request,
    body: { password: input.password },
  });
  if (check.status === 429) return refuse("rate_limited", tooManyAttemptsMessage(check.retryAfter));
  if (!check.ok) return refuse("wrong_password", ACCOUNT_MSG.wrongCurrent);
  const [owner] = await deps.config.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!owner) return refuse("refused", MSG.generic);
  try {
    await cancelSubscriptionsOnDeletion(
      { db: deps.config.db, provider: billing.provider },
      { userId: input.userId, email: owner.email },
    );
  } catch (error) {
    // Deleting anyway would leave a subscription charging a person who can no longer cancel it.
    loggerFor("conta").error({ err: error }, "exclusão adiada: assinatura não cancelada");
    return refuse("billing_unavailable", ACCOUNT_MSG.billingUnavailable);
  }
  const signOut = await callAuth(deps.auth, deps.config.baseURL, "/sign-out", { request });
  await deleteAccountData(deps.config.db, input.userId);
  return { ok: true, message: ACCOUNT_MSG.deleted, setCookies: signOut.setCookies };
}
