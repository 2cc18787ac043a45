// The payment provider contract shared by both implementations (see payments.server.ts).
import type { Db } from "~/db/client.server";
import { PAID_PLAN_NAMES, type PaidPlanName } from "~/domain/plans";

/** A subscription as the provider reports it, reduced to what decides a plan. */
export interface ProviderSubscription {
  id: string;
  status: string;
  /** Counts as paid: active, trialing or past_due (the provider is still retrying the charge). */
  live: boolean;
  priceIds: string[];
  /** When the paid period ends (or when a scheduled cancellation takes effect). */
  periodEnd: Date | null;
  /** The subscription ends at periodEnd instead of renewing (D33). */
  cancelAtPeriodEnd: boolean;
  /** When it was contracted: the 7-day right of withdrawal counts from here (CDC art. 49). */
  startedAt: Date | null;
}

export interface RefundRecord {
  id: string;
  amountCents: number;
}

export interface CheckoutInput {
  customerId: string;
  priceId: string;
  userId: string;
  plan: PaidPlanName;
  successUrl: string;
  cancelUrl: string;
}

export type PriceTable = Record<PaidPlanName, string | undefined>;

export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  readonly prices: PriceTable;
  /** The customer with this e-mail, if the provider knows one. */
  findCustomer(email: string, db: Db): Promise<string | null>;
  /** Finds the customer by e-mail or creates it. */
  findOrCreateCustomer(input: { email: string; userId: string }, db: Db): Promise<string>;
  createCheckoutSession(input: CheckoutInput, db: Db): Promise<{ id: string; url: string | null }>;
  createPortalSession(
    input: { customerId: string; returnUrl: string },
    db: Db,
  ): Promise<{ url: string | null }>;
  /** Every subscription of the customer, as the provider knows it now. */
  listSubscriptions(customerId: string, db: Db): Promise<ProviderSubscription[]>;
  /** Schedules (true) or undoes (false) the cancellation at the end of the paid period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, db: Db): Promise<void>;
  /** Right of withdrawal: refunds the latest payment in full and ends the subscription now. */
  withdraw(subscriptionId: string, db: Db): Promise<RefundRecord>;
  /** The provider's clock for this customer (the local provider's test clock can run ahead). */
  now(customerId: string, db: Db): Promise<Date>;
}

// Statuses in which the customer keeps the plan (Stripe's names; the local provider uses a subset).
export const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

export function planForPrice(prices: PriceTable, priceId: string): PaidPlanName | undefined {
  return PAID_PLAN_NAMES.find((plan) => prices[plan] === priceId);
}
