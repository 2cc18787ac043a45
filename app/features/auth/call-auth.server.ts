// Server-side calls into better-auth go through its HTTP handler (not auth.api) so that they get
// exactly what a browser call gets: rate limiting on the client IP, origin checks, cookies.
// The answer's Set-Cookie headers are handed back for the action's response.
import type { Auth } from "./auth.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth.server";
import { MSG } from "~/platform/auth-messages";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "./password-policy";

export interface AuthCallResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T | null;
  /** better-auth's error code, e.g. INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL. */
  code: string | null;
  /** Seconds to wait when the rate limit answered 429. */
  retryAfter: number | null;
  setCookies: string[];
}

export interface CallAuthOptions {
  method?: "GET" | "POST";
  body?: unknown;
  /** The browser request this call is made for (cookies, IP, user agent). */
  request: Request;
  /** Replaces the request's Cookie header (e.g. with the session a previous call just set). */
  cookie?: string;
}

export async function callAuth<T = Record<string, unknown>>(
  auth: Auth,
  baseURL: string,
  endpoint: string,
  options: CallAuthOptions,
): Promise<AuthCallResult<T>> {
  const headers = new Headers({ origin: new URL(baseURL).origin, accept: "application/json" });
  const cookie = options.cookie ?? options.request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  for (const name of [CLIENT_IP_HEADER, "user-agent"]) {
    const value = options.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const method = options.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(`${baseURL}${AUTH_BASE_PATH}${endpoint}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
    }),
  );
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const code =
    !response.ok && data && typeof data === "object" && "code" in data ? String(data.code) : null;
  const retry = response.headers.get("x-retry-after");
  return {
    ok: response.ok,
    status: response.status,
    data: response.ok ? (data as T) : null,
    code,
    retryAfter: response.status === 429 ? Number(retry) || 60 : null,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The Cookie header a browser would send after receiving these Set-Cookie headers. */
export function cookieHeaderFrom(setCookies: string[], previous?: string | null): string {
  const jar = new Map<string, string>();
  for (const part of (previous ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const [name, ...rest] = pair!.trim().split("=");
    if (!name) continue;
    const value = rest.join("=");
    if (/max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
}

export function tooManyAttemptsMessage(seconds: number | null): string {
  const s = Math.max(1, seconds ?? 60);
  return `Muitas tentativas em pouco tempo. Aguarde ${s} ${s === 1 ? "segundo" : "segundos"} e tente novamente.`;
}

/** Why a failed auth call was refused, with the pt-BR sentence (consumer and lawyer forms alike). */
export interface AuthRefusal {
  /** invalid_input: the auth server found a field wrong (a common password, a malformed e-mail). */
  reason: "rate_limited" | "invalid_input" | "refused";
  message: string;
}

/** A failed auth call as a refusal; `fallback` is the sentence when it names no field. */
export function authRefusal(call: AuthCallResult, fallback: string): AuthRefusal {
  if (call.status === 429)
    return { reason: "rate_limited", message: tooManyAttemptsMessage(call.retryAfter) };
  const invalid = (message: string): AuthRefusal => ({ reason: "invalid_input", message });
  switch (call.code) {
    case "PASSWORD_TOO_COMMON":
      return invalid(COMMON_PASSWORD_MESSAGE);
    case "PASSWORD_TOO_SHORT":
      return invalid(MSG.passwordInvalid);
    case "PASSWORD_TOO_LONG":
      return invalid(PASSWORD_TOO_LONG_MESSAGE);
    case "INVALID_EMAIL":
      return invalid(MSG.invalidEmail);
    default:
      return { reason: "refused", message: fallback };
  }
}

/**
 * An auth action failed unexpectedly (the auth server or the database threw), logged where it
 * happened. The auth services throw it instead of answering; the page answers it with the sentence
 * it has for it (MSG.generic, MSG.signUpFailed, MSG.logoutUnexpected). Any other error is not
 * caught there.
 */
export class AuthFailed extends Error {
  constructor(cause: unknown) {
    super("falha inesperada na autenticação", { cause });
  }
}
