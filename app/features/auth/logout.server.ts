// Sign-out (SPEC §4 "Consumer logout", "Lawyer logout", §8 "Sign-out"). A failed call is logged
// and thrown as AuthFailed (the page says MSG.logoutUnexpected).
import type { Result } from "~/domain/result";
import { AuthFailed, callAuth, type AuthCallResult } from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { loggerFor } from "~/services/logger.server";

/** Signed out, or refused by the auth server; either way its Set-Cookie lines go out. */
export type LogoutOutcome = Result<
  { setCookies: string[] },
  { reason: "refused"; message: string; setCookies: string[] }
>;

// SPEC §7: a 404, 401 or 403 during sign-out is ignored (the session is already gone).
const IGNORED = new Set([401, 403, 404]);
const succeeded = (call: AuthCallResult) => call.ok || IGNORED.has(call.status);

/** scope "local": this device; "global": every session of the account (the lawyer logout). */
export async function signOut(
  deps: AuthDeps,
  request: Request,
  scope: "local" | "global",
): Promise<LogoutOutcome> {
  try {
    if (scope === "global") {
      const revoke = await callAuth(deps.auth, deps.config.baseURL, "/revoke-sessions", {
        request,
      });
      if (!succeeded(revoke))
        return { ok: false, reason: "refused", message: MSG.logoutFailed, setCookies: [] };
    }
    const call = await callAuth(deps.auth, deps.config.baseURL, "/sign-out", { request });
    if (!succeeded(call))
      return {
        ok: false,
        reason: "refused",
        message: MSG.logoutFailed,
        setCookies: call.setCookies,
      };
    return { ok: true, setCookies: call.setCookies };
  } catch (error) {
    loggerFor("auth").error({ err: error }, "erro inesperado ao sair");
    throw new AuthFailed(error);
  }
}
