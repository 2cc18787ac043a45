// DESIGN §8.17 + §8b.26 (issue 23 item 2), SMTP mode: someone may sign up first with another
// person's address. The confirmation link therefore opens "Confirme sua conta", where the owner
// of the address types the password chosen at sign-up or a new one; that password becomes the
// account's, every session and credential set up before is revoked, and only then is the e-mail
// verified (and ADMIN_EMAILS applied, by the user update hook in auth.server). Whoever signed up
// with the address is left with nothing usable. better-auth signs and checks the token (its
// verification JWT), hashes the password and keeps the sessions; nothing here is hand-made crypto.
import { verifyJWT } from "better-auth/crypto";
import { z } from "zod";
import type { Result } from "~/domain/result";
import { MSG } from "~/platform/auth-messages";
import { loggerFor } from "~/services/logger.server";
import { AuthFailed, callAuth } from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
} from "./password-policy";
import { CONFIRM_MSG, safeCallback } from "./confirm-link";
import { forgetSessions } from "./session-cache.server";
import { recordSecurityEvent, removeFactors } from "./two-factor.server";

const payloadSchema = z.object({
  email: z.email(),
  userId: z.string().min(1).optional(),
  // A change-of-address token is not a sign-up confirmation.
  updateTo: z.undefined().optional(),
});

type LinkState =
  | { state: "valid"; userId: string; email: string }
  | { state: "invalid" }
  | { state: "confirmed" };

/** What the link is worth now: valid (an unconfirmed account), confirmed already, or invalid. */
export async function confirmationState(deps: AuthDeps, token: string): Promise<LinkState> {
  if (!token || token.length > 4096) return { state: "invalid" };
  const payload = payloadSchema.safeParse(await verifyJWT(token, deps.config.secret));
  if (!payload.success) return { state: "invalid" };
  const ctx = await deps.auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(payload.data.email);
  if (!found || (payload.data.userId && payload.data.userId !== found.user.id))
    return { state: "invalid" };
  if (found.user.emailVerified) return { state: "confirmed" };
  return { state: "valid", userId: found.user.id, email: found.user.email };
}

export type ConfirmOutcome = Result<
  { redirectTo: string; setCookies: string[] },
  { reason: "invalid_input" | "invalid_link" | "confirmed" | "refused"; message: string }
>;

function passwordProblem(password: string): string | null {
  if (!password) return MSG.fillAll;
  if (password.length < PASSWORD_MIN) return MSG.passwordInvalid;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

export async function confirmAccount(
  deps: AuthDeps,
  request: Request,
  input: { token: string; password: string; callbackURL?: string | null },
): Promise<ConfirmOutcome> {
  const link = await confirmationState(deps, input.token);
  if (link.state === "invalid")
    return { ok: false, reason: "invalid_link", message: CONFIRM_MSG.invalidLink };
  if (link.state === "confirmed")
    return { ok: false, reason: "confirmed", message: CONFIRM_MSG.alreadyConfirmed };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, reason: "invalid_input", message: problem };

  try {
    const ctx = await deps.auth.$context;
    const hash = await ctx.password.hash(input.password);
    // The password typed here replaces whatever was set at sign-up, by whoever did it.
    const accounts = await ctx.internalAdapter.findAccounts(link.userId);
    if (accounts.some((a) => a.providerId === "credential"))
      await ctx.internalAdapter.updatePassword(link.userId, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId: link.userId,
        providerId: "credential",
        accountId: link.userId,
        password: hash,
      });
    // Other sign-in methods set up before the confirmation go too, and (DESIGN §8b.26) any
    // second factor and trusted device: a squatter's authenticator must not outlive this.
    for (const other of accounts.filter((a) => a.providerId !== "credential"))
      await ctx.internalAdapter.deleteAccount(other.id);
    if (await removeFactors(deps.config.db, link.userId))
      await recordSecurityEvent(deps.config.db, {
        userId: link.userId,
        kind: "fator_removido_confirmacao",
      });
    // Every session opened before the confirmation, on any instance.
    await ctx.internalAdapter.deleteUserSessions(link.userId);
    forgetSessions({ userId: link.userId });
    // Verified last: the update hook grants ADMIN_EMAILS only now (D31).
    await ctx.internalAdapter.updateUser(link.userId, { emailVerified: true });
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao confirmar a conta");
    throw new AuthFailed(error);
  }

  // A fresh session for the owner, through the sign-in endpoint (its limits and cookies).
  const signIn = await callAuth(deps.auth, deps.config.baseURL, "/sign-in/email", {
    request,
    cookie: "",
    body: { email: link.email, password: input.password, rememberMe: true },
  });
  return {
    ok: true,
    redirectTo: safeCallback(input.callbackURL),
    setCookies: signIn.ok ? signIn.setCookies : [],
  };
}
