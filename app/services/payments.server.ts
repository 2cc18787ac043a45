// Payments: one interface, two implementations (DESIGN D16). Stripe when STRIPE_SECRET_KEY is set;
// otherwise the built-in local test provider ("Pagamento de teste"). Both are read the same way:
// the app never trusts an event's payload, it re-reads the customer's subscriptions from here.
import { env, type Env } from "~/env.server";
import { createLocalProvider } from "./payments-local.server";
import { createStripeProvider } from "./payments-stripe.server";
import type { PaymentProvider, PriceTable } from "./payments-types.server";

export * from "./payments-types.server";

export function stripePrices(
  e: Pick<
    Env,
    "STRIPE_PRICE_BASICO" | "STRIPE_PRICE_PREMIUM" | "STRIPE_PRICE_STARTER" | "STRIPE_PRICE_MASTER"
  >,
): PriceTable {
  const clean = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    basico: clean(e.STRIPE_PRICE_BASICO),
    premium: clean(e.STRIPE_PRICE_PREMIUM),
    starter: clean(e.STRIPE_PRICE_STARTER),
    master: clean(e.STRIPE_PRICE_MASTER),
  };
}

let cached: PaymentProvider | undefined;

/** The provider this deployment uses (Stripe with a key, the local test provider without). */
export function paymentProvider(): PaymentProvider {
  if (cached) return cached;
  const e = env();
  cached = e.STRIPE_SECRET_KEY
    ? createStripeProvider({
        secretKey: e.STRIPE_SECRET_KEY,
        prices: stripePrices(e),
        host: e.STRIPE_API_HOST,
        port: e.STRIPE_API_PORT,
        protocol: e.STRIPE_API_PROTOCOL,
      })
    : createLocalProvider({ appUrl: e.APP_URL });
  return cached;
}
