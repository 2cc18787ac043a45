// The sign-in's second step (issue #27 item 2): a 6-digit code from the authenticator app or one
// of the backup codes, checked by better-auth's two-factor endpoints through its HTTP handler
// (the per-IP and per-account limits of the sign-in apply; see auth.server's hooks).
import type { Result } from "~/domain/result";
import { loggerFor } from "~/services/logger.server";
import {
  AuthFailed,
  callAuth,
  tooManyAttemptsMessage,
  type AuthCallResult,
} from "./call-auth.server";
import type { AuthDeps } from "./consumer-auth.server";
import { BACKUP_CODE, normalizeCode, TOTP_CODE } from "./two-factor.server";

export const CHALLENGE_MSG = {
  malformed: "Digite os 6 dígitos do aplicativo autenticador ou um código de reserva.",
  // Never says whether the password was right: the same sentence for every wrong code.
  wrong: "Código inválido. Confira o código e tente de novo.",
  expired: "A verificação expirou. Entre de novo com seu e-mail e senha.",
  locked: "Muitos códigos errados. Aguarde 15 minutos e entre de novo com seu e-mail e senha.",
} as const;

/** The two-factor cookie better-auth sets after the password (name ends in "two_factor"). */
export function hasPendingChallenge(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*two_factor=[^;]+/.test(cookieHeader ?? "");
}

export type ChallengeOutcome = Result<
  { setCookies: string[] },
  {
    reason: "malformed" | "wrong_code" | "expired" | "rate_limited";
    message: string;
    setCookies: string[];
  }
>;

export async function answerChallenge(
  deps: AuthDeps,
  request: Request,
  input: { code: string; trustDevice: boolean },
): Promise<ChallengeOutcome> {
  const code = normalizeCode(input.code);
  const totp = TOTP_CODE.test(code);
  if (!totp && !BACKUP_CODE.test(code))
    return { ok: false, reason: "malformed", message: CHALLENGE_MSG.malformed, setCookies: [] };
  let call: AuthCallResult;
  try {
    call = await callAuth(
      deps.auth,
      deps.config.baseURL,
      totp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
      { request, body: { code, trustDevice: input.trustDevice } },
    );
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha inesperada na verificação em duas etapas");
    throw new AuthFailed(error);
  }
  if (call.ok) return { ok: true, setCookies: call.setCookies };
  const setCookies = call.setCookies;
  if (call.code === "ACCOUNT_TEMPORARILY_LOCKED")
    return { ok: false, reason: "rate_limited", message: CHALLENGE_MSG.locked, setCookies };
  if (call.status === 429)
    return {
      ok: false,
      reason: "rate_limited",
      message: tooManyAttemptsMessage(call.retryAfter),
      setCookies,
    };
  if (
    call.code === "INVALID_TWO_FACTOR_COOKIE" ||
    call.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" ||
    call.code === "TOTP_NOT_ENABLED" ||
    call.code === "BACKUP_CODES_NOT_ENABLED"
  )
    return { ok: false, reason: "expired", message: CHALLENGE_MSG.expired, setCookies };
  return { ok: false, reason: "wrong_code", message: CHALLENGE_MSG.wrong, setCookies };
}
