// The one-time payment provider this deployment uses: Stripe with a key, the local test
// provider without (the same switch as paymentProvider()).
import { env } from "~/env.server";
import { createLocalOneTimeProvider } from "./payments-one-time-local.server";
import { createStripeOneTimeProvider } from "./payments-one-time-stripe.server";
import type { OneTimePaymentProvider } from "./payments-one-time-types.server";

export * from "./payments-one-time-types.server";

let cached: OneTimePaymentProvider | undefined;

export function oneTimePaymentProvider(): OneTimePaymentProvider {
  if (cached) return cached;
  const e = env();
  cached = e.STRIPE_SECRET_KEY
    ? createStripeOneTimeProvider({
        secretKey: e.STRIPE_SECRET_KEY,
        prices: { curso: e.STRIPE_PRICE_CURSO?.trim() || undefined },
        host: e.STRIPE_API_HOST,
        port: e.STRIPE_API_PORT,
        protocol: e.STRIPE_API_PROTOCOL,
      })
    : createLocalOneTimeProvider({ appUrl: e.APP_URL });
  return cached;
}
