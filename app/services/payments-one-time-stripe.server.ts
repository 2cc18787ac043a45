// Stripe Checkout in payment mode for one-time products (the course), with card instalments
// enabled (Brazilian "parcelado"; Stripe offers the plans the card allows, up to 12).
import type Stripe from "stripe";
import {
  PriceMismatchError,
  type OneTimePayment,
  type OneTimePaymentProvider,
  type OneTimeProduct,
} from "./payments-one-time-types.server";
import { createStripeClient, type StripeProviderOptions } from "./payments-stripe.server";

export function createStripeOneTimeProvider(
  options: Omit<StripeProviderOptions, "prices"> & {
    prices: Record<OneTimeProduct, string | undefined>;
  },
): OneTimePaymentProvider {
  const stripe = createStripeClient({ ...options, prices: {} as StripeProviderOptions["prices"] });

  async function toPayment(pi: Stripe.PaymentIntent): Promise<OneTimePayment> {
    const charge =
      pi.latest_charge && typeof pi.latest_charge === "object" ? pi.latest_charge : null;
    const refundedCents = charge?.amount_refunded ?? 0;
    let refund: Stripe.Refund | undefined;
    if (refundedCents > 0) {
      const refunds = await stripe.refunds.list({ payment_intent: pi.id, limit: 1 });
      refund = refunds.data[0];
    }
    const card = charge?.payment_method_details?.card;
    return {
      id: pi.id,
      userId: pi.metadata?.userId ?? null,
      amountCents: pi.amount_received || pi.amount,
      // A card payment without an instalment plan was paid at once.
      instalments: card ? (card.installments?.plan?.count ?? 1) : null,
      paidAt: new Date((charge?.created ?? pi.created) * 1000),
      refundedCents,
      refundId: refund?.id ?? null,
      refundedAt: refund ? new Date(refund.created * 1000) : null,
    };
  }

  return {
    kind: "stripe",
    prices: options.prices,
    async createPaymentCheckout(input) {
      // The page's price is the price sold: a dashboard price that differs is refused.
      const price = await stripe.prices.retrieve(input.priceId);
      if (price.unit_amount !== input.expectedCents || price.currency !== "brl") {
        throw new PriceMismatchError(
          `preço ${input.priceId}: ${price.unit_amount} ${price.currency}, esperado ${input.expectedCents} brl`,
        );
      }
      const metadata = { userId: input.userId, product: input.product };
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        customer: input.customerId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        payment_method_options: { card: { installments: { enabled: true } } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        locale: "pt-BR",
        metadata,
        payment_intent_data: { metadata },
      });
      return { id: session.id, url: session.url ?? null };
    },
    async listPaidPayments(customerId, product) {
      const list = await stripe.paymentIntents.list({
        customer: customerId,
        limit: 100,
        expand: ["data.latest_charge"],
      });
      const paid = list.data.filter(
        (pi) => pi.status === "succeeded" && pi.metadata?.product === product,
      );
      const payments = await Promise.all(paid.map(toPayment));
      return payments.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime());
    },
    async refundPayment(paymentId, reason) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          reason: "requested_by_customer",
          metadata: { motivo: reason },
        },
        // A retried or concurrent claim refunds once.
        { idempotencyKey: `revisafacil-curso-garantia-${paymentId}` },
      );
      return { id: refund.id, amountCents: refund.amount };
    },
  };
}
