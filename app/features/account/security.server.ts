// /minha-conta/seguranca (issue #27): enrol a TOTP factor (QR code + secret in text, confirmed by
// a first code; ten backup codes shown once), disable it with the password and a code, and the
// account's security history. Every call goes through better-auth's handler (limits, cookies).
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Result } from "~/domain/result";
import type { AuthDeps } from "~/features/auth/consumer-auth.server";
import {
  AuthFailed,
  callAuth,
  tooManyAttemptsMessage,
  type AuthCallResult,
} from "~/features/auth/call-auth.server";
import {
  listSecurityEvents,
  normalizeCode,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_TEXT,
  type SecurityEventKind,
  TOTP_CODE,
  BACKUP_CODE,
} from "~/features/auth/two-factor.server";
import { loggerFor } from "~/services/logger.server";
import { qrPath, type QrPath } from "./qr.server";

export const SECURITY_MSG = {
  passwordRequired: "Digite sua senha.",
  wrongPassword: "Senha incorreta.",
  codeFormat: "Digite os 6 dígitos do aplicativo autenticador.",
  disableCodeFormat: "Digite os 6 dígitos do aplicativo autenticador ou um código de reserva.",
  wrongCode: "Código inválido. Confira o código e tente de novo.",
  alreadyOn: "A verificação em duas etapas já está ativada.",
  notStarted: "Comece de novo: digite sua senha para gerar um novo código QR.",
  enabled: "Verificação em duas etapas ativada.",
  disabled: "Verificação em duas etapas desativada.",
  failed: "Não foi possível concluir agora. Tente novamente em alguns minutos.",
} as const;

export interface SecurityState {
  enabled: boolean;
  events: { id: string; text: string; ipAddress: string | null; createdAt: string }[];
}

export async function loadSecurity(db: Db, userId: string): Promise<SecurityState> {
  const [[row], events] = await Promise.all([
    db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1),
    listSecurityEvents(db, userId),
  ]);
  return {
    enabled: Boolean(row?.enabled),
    events: events.map((e) => ({
      id: e.id,
      text: (SECURITY_EVENT_KINDS as readonly string[]).includes(e.kind)
        ? SECURITY_EVENT_TEXT[e.kind as SecurityEventKind]
        : e.kind,
      ipAddress: e.ipAddress,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

type Refusal = {
  reason: "invalid_input" | "wrong_password" | "wrong_code" | "rate_limited" | "refused";
  message: string;
};

function refusal(call: AuthCallResult<unknown>, wrong: Refusal): Refusal {
  if (call.status === 429)
    return { reason: "rate_limited", message: tooManyAttemptsMessage(call.retryAfter) };
  if (call.code === "INVALID_PASSWORD")
    return { reason: "wrong_password", message: SECURITY_MSG.wrongPassword };
  if (call.code === "INVALID_CODE")
    return { reason: "wrong_code", message: SECURITY_MSG.wrongCode };
  if (call.code === "TOTP_ALREADY_ENABLED")
    return { reason: "refused", message: SECURITY_MSG.alreadyOn };
  if (call.code === "TOTP_NOT_ENABLED")
    return { reason: "refused", message: SECURITY_MSG.notStarted };
  return wrong;
}

async function call<T = Record<string, unknown>>(
  deps: AuthDeps,
  request: Request,
  endpoint: string,
  body: unknown,
): Promise<AuthCallResult<T>> {
  try {
    return await callAuth<T>(deps.auth, deps.config.baseURL, endpoint, { request, body });
  } catch (error) {
    loggerFor("conta").error(
      { err: error, endpoint },
      "falha inesperada na verificação em duas etapas",
    );
    throw new AuthFailed(error);
  }
}

/** The secret in base32, as authenticator apps take it by hand, from the otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export type EnrolmentStart = Result<{ qr: QrPath; secret: string; backupCodes: string[] }, Refusal>;

/** Step 1: the password again → a new secret (not active yet) and ten backup codes. */
export async function startEnrolment(
  deps: AuthDeps,
  request: Request,
  password: string,
): Promise<EnrolmentStart> {
  if (!password)
    return { ok: false, reason: "invalid_input", message: SECURITY_MSG.passwordRequired };
  const answer = await call<{ totpURI: string; backupCodes: string[] }>(
    deps,
    request,
    "/two-factor/enable",
    { password: password.slice(0, 200) },
  );
  if (!answer.ok || !answer.data?.totpURI)
    return {
      ok: false,
      ...refusal(answer, { reason: "refused", message: SECURITY_MSG.failed }),
    };
  return {
    ok: true,
    qr: qrPath(answer.data.totpURI),
    secret: secretFromUri(answer.data.totpURI),
    backupCodes: answer.data.backupCodes,
  };
}

export type FactorChange = Result<{ message: string; setCookies: string[] }, Refusal>;

/** Step 2: the first code from the app confirms the factor (better-auth renews the session). */
export async function confirmEnrolment(
  deps: AuthDeps,
  request: Request,
  rawCode: string,
): Promise<FactorChange> {
  const code = normalizeCode(rawCode);
  if (!TOTP_CODE.test(code))
    return { ok: false, reason: "invalid_input", message: SECURITY_MSG.codeFormat };
  const answer = await call(deps, request, "/two-factor/verify-totp", { code });
  if (!answer.ok)
    return {
      ok: false,
      ...refusal(answer, { reason: "wrong_code", message: SECURITY_MSG.wrongCode }),
    };
  return { ok: true, message: SECURITY_MSG.enabled, setCookies: answer.setCookies };
}

/** DESIGN §8b.36: disabling asks the password and a code (TOTP or backup). */
export async function disableFactor(
  deps: AuthDeps,
  request: Request,
  input: { password: string; code: string },
): Promise<FactorChange> {
  if (!input.password)
    return { ok: false, reason: "invalid_input", message: SECURITY_MSG.passwordRequired };
  const code = normalizeCode(input.code);
  if (!TOTP_CODE.test(code) && !BACKUP_CODE.test(code))
    return { ok: false, reason: "invalid_input", message: SECURITY_MSG.disableCodeFormat };
  const answer = await call(deps, request, "/two-factor/disable", {
    password: input.password.slice(0, 200),
    code,
  });
  if (!answer.ok)
    return { ok: false, ...refusal(answer, { reason: "refused", message: SECURITY_MSG.failed }) };
  return { ok: true, message: SECURITY_MSG.disabled, setCookies: answer.setCookies };
}
