// What the billing endpoints share: their dependencies, the caller from the router context,
// a same-origin check for the browser calls, and pt-BR JSON errors (never a bare 500).
import type { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import type { Result } from "~/domain/result";
import { viewerContext } from "~/platform/context";
import { paymentProvider } from "~/services/payments.server";
import {
  BillingError,
  MESSAGES,
  type BillingDeps,
  type BillingRefusal,
  type Caller,
} from "./billing.server";
import { loggerFor } from "~/services/logger.server";
import { returnOrigin } from "./return-origin";

/** With the request, the provider's return links use its host when the allow-list has it (§8b.27). */
export function billingDeps(request?: Request): BillingDeps {
  const e = env();
  return {
    db: db(),
    provider: paymentProvider(),
    appUrl: returnOrigin(request?.url, e.APP_URL, e.APP_URL_EXPLICIT),
  };
}

/** The signed-in person, as the billing services take it; null for a visitor. */
export function callerFrom(context: Readonly<RouterContextProvider>): Caller | null {
  const viewer = context.get(viewerContext);
  return viewer.user ? { userId: viewer.user.id, email: viewer.user.email } : null;
}

export const jsonError = (message: string, status: number) =>
  Response.json({ error: message }, { status });

/** What the person is told when a billing call refuses, and with which status. */
const REFUSALS: Record<BillingRefusal, { message: string; status: number }> = {
  already_subscribed: { message: MESSAGES.alreadySubscribed, status: 409 },
  not_a_lawyer: { message: MESSAGES.notALawyer, status: 403 },
  no_subscription: { message: MESSAGES.noSubscription, status: 404 },
  withdrawal_expired: { message: MESSAGES.withdrawalExpired, status: 409 },
};

/**
 * Browser calls must come from our own pages. Session cookies are SameSite=Lax already; this also
 * refuses cross-site fetches that carry an Origin header from elsewhere.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const allowed = new Set([new URL(request.url).origin, new URL(env().APP_URL).origin]);
  return allowed.has(origin);
}

/**
 * Runs a billing call for the signed-in caller and answers JSON: the value without `ok`, a refusal
 * as its text and status, or the Response `run` gives for a request it cannot read.
 */
export async function billingEndpoint<T extends object>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  signedOutMessage: string,
  run: (caller: Caller) => Promise<Result<T, { reason: BillingRefusal }> | Response>,
): Promise<Response> {
  if (request.method !== "POST") return jsonError("Método não permitido.", 405);
  if (!isSameOrigin(request)) return jsonError("Origem não permitida.", 403);
  const caller = callerFrom(context);
  if (!caller) return jsonError(signedOutMessage, 401);
  try {
    const outcome = await run(caller);
    if (outcome instanceof Response) return outcome;
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.reason];
      return jsonError(refusal.message, refusal.status);
    }
    const { ok: _ok, ...value } = outcome;
    return Response.json(value);
  } catch (error) {
    if (error instanceof BillingError) return jsonError(error.message, error.status);
    if (error instanceof Response) throw error;
    loggerFor("billing").error({ err: error }, "erro inesperado");
    return jsonError(MESSAGES.unexpected, 500);
  }
}

/** A JSON body, or null when it is missing or not JSON (the caller answers 400). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
