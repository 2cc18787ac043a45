// Stripe implementation of the payment provider (official SDK). Checkout in subscription mode,
// the Billing Portal for cancellation, subscriptions re-read on every event (Stripe is the truth).
import { createRequire } from "node:module";
import type Stripe from "stripe";
import {
  LIVE_STATUSES,
  type PaymentProvider,
  type PriceTable,
  type ProviderSubscription,
} from "./payments-types.server";

export interface StripeProviderOptions {
  secretKey: string;
  prices: PriceTable;
  /** Tests point the SDK at a local server speaking Stripe's API (127.0.0.1, http). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

// The SDK is read on first use: a server without Stripe keys (or before its first payment call)
// does not hold it (issue 26 item 4: idle memory). Its CommonJS entry is the Stripe class.
const require = createRequire(import.meta.url);
const stripeSdk = (): typeof Stripe => require("stripe");

export function createStripeClient(options: StripeProviderOptions): Stripe {
  const StripeSdk = stripeSdk();
  return new StripeSdk(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: "RevisaFácil" },
  });
}

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const ends = sub.items.data
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === "number");
  const end = sub.cancel_at ?? (ends.length ? Math.max(...ends) : null);
  return {
    id: sub.id,
    status: sub.status,
    live: LIVE_STATUSES.has(sub.status),
    priceIds: sub.items.data.map((item) => item.price.id),
    periodEnd: end ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    startedAt: sub.start_date ? new Date(sub.start_date * 1000) : null,
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  const findCustomer = async (email: string) => {
    const found = await stripe.customers.list({ email, limit: 1 });
    return found.data[0]?.id ?? null;
  };
  return {
    kind: "stripe",
    prices: options.prices,
    findCustomer,
    async findOrCreateCustomer({ email, userId }) {
      const existing = await findCustomer(email);
      if (existing) return existing;
      // The idempotency key makes a double click (or a retried request) create one customer.
      const created = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `revisafacil-customer-${userId}` },
      );
      return created.id;
    },
    async createCheckoutSession({ customerId, priceId, userId, plan, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: userId,
        locale: "pt-BR",
        metadata: { userId, plan },
        subscription_data: { metadata: { userId, plan } },
      });
      return { id: session.id, url: session.url ?? null };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url ?? null };
    },
    async listSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: "all",
        limit: 100,
      });
      return list.data.map(toProviderSubscription);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async withdraw(subscriptionId) {
      // The latest invoice's payment is what the customer paid for this period: refund all of it.
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId =
        typeof sub.latest_invoice === "string" ? sub.latest_invoice : sub.latest_invoice?.id;
      if (!invoiceId) throw new Error(`assinatura ${subscriptionId} sem fatura para reembolsar`);
      const payments = await stripe.invoicePayments.list({
        invoice: invoiceId,
        status: "paid",
        limit: 10,
      });
      const paid = payments.data.find((p) => p.payment.payment_intent || p.payment.charge);
      if (!paid) throw new Error(`fatura ${invoiceId} sem pagamento para reembolsar`);
      const idOf = (v: string | { id: string } | undefined) => (typeof v === "string" ? v : v?.id);
      const paymentIntent = idOf(paid.payment.payment_intent);
      const refund = await stripe.refunds.create(
        {
          ...(paymentIntent
            ? { payment_intent: paymentIntent }
            : { charge: idOf(paid.payment.charge) }),
          reason: "requested_by_customer",
          metadata: {
            motivo: "direito de arrependimento (CDC art. 49)",
            subscription: subscriptionId,
          },
        },
        // A retried click refunds once.
        { idempotencyKey: `revisafacil-withdraw-${subscriptionId}` },
      );
      await stripe.subscriptions.cancel(subscriptionId, { prorate: false });
      return { id: refund.id, amountCents: refund.amount };
    },
    async now() {
      return new Date();
    },
  };
}

/** Verifies the signature (and its age) on the raw body; throws when it does not match. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  return stripeSdk().webhooks.constructEvent(rawBody, signature, secret);
}
