// One-time payments (the course), beside the subscription provider of payments-types.server.ts:
// Stripe Checkout in payment mode, or the local test provider. Like subscriptions, the app never
// trusts an event's payload: it re-reads the customer's paid payments from here.
import type { Db } from "~/db/client.server";
import type { RefundRecord } from "./payments-types.server";

/** What is sold once. Only the course today. */
export type OneTimeProduct = "curso";

/** A succeeded payment as the provider reports it now (refunds included). */
export interface OneTimePayment {
  /** The PaymentIntent (Stripe) or the test payment id. */
  id: string;
  /** The user the checkout was created for (our metadata), when present. */
  userId: string | null;
  amountCents: number;
  /** Card instalments chosen (1 = à vista); null when the provider does not say. */
  instalments: number | null;
  paidAt: Date;
  refundedCents: number;
  refundId: string | null;
  refundedAt: Date | null;
}

export interface OneTimeCheckoutInput {
  customerId: string;
  priceId: string;
  userId: string;
  product: OneTimeProduct;
  /** The price the page shows; the checkout refuses a configured price that differs. */
  expectedCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface OneTimePaymentProvider {
  readonly kind: "stripe" | "local";
  /** The price id of each product, or undefined when not configured. */
  readonly prices: Record<OneTimeProduct, string | undefined>;
  createPaymentCheckout(
    input: OneTimeCheckoutInput,
    db: Db,
  ): Promise<{ id: string; url: string | null }>;
  /** The customer's succeeded payments for a product, newest first. */
  listPaidPayments(customerId: string, product: OneTimeProduct, db: Db): Promise<OneTimePayment[]>;
  /** Refunds a payment in full, once: a repeated call answers the same refund. */
  refundPayment(paymentId: string, reason: string, db: Db): Promise<RefundRecord>;
}

/** The configured price differs from the page's: selling it would charge another amount. */
export class PriceMismatchError extends Error {}
