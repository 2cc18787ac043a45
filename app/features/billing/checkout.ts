// The billing API calls from the browser, and the checkout request behind "Assinar …". The plan
// cards load this module only when a signed-in person clicks (issue 14 item 5: the landing page
// does not download it); use-billing.ts imports it for the portal, check and change hooks.
import type { PaidPlanName } from "~/domain/plans";
import { BILLING_MESSAGES } from "./messages";

export const BILLING_API = {
  checkout: "/api/billing/create-checkout",
  portal: "/api/billing/customer-portal",
  check: "/api/billing/check-subscription",
  change: "/api/billing/subscription",
} as const;

type ApiAnswer =
  | { ok: true; url?: string; body: Record<string, unknown> }
  | { ok: false; error?: string };

export async function post(path: string, body: unknown = {}): Promise<ApiAnswer> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    return { ok: false, error: typeof data.error === "string" ? data.error : undefined };
  return { ok: true, url: typeof data.url === "string" ? data.url : undefined, body: data };
}

/** Asks for a checkout of the plan: its address, or the §8 toast title of what went wrong. */
export async function requestCheckout(
  planName: PaidPlanName,
): Promise<{ url: string } | { error: string }> {
  try {
    const answer = await post(BILLING_API.checkout, { planName });
    if (answer.ok && answer.url) return { url: answer.url };
    return {
      error: answer.ok
        ? BILLING_MESSAGES.noCheckoutUrl
        : (answer.error ?? BILLING_MESSAGES.paymentFailed),
    };
  } catch {
    return { error: BILLING_MESSAGES.unexpected };
  }
}
