// The actions of the local test provider's pages ("Pagamento de teste"). Each one changes the
// test provider's own state, then reports an event through processPaymentEvent — exactly the
// path a Stripe webhook takes — so the product's plan changes the same way in both modes.
import type { Db } from "~/db/client.server";
import {
  cancelLocalSubscriptions,
  closeLocalSession,
  findOpenLocalSession,
  newLocalId,
  startLocalSubscription,
} from "~/services/payments-local.server";
import type { PaymentProvider } from "~/services/payments.server";
import { processPaymentEvent } from "./subscription-state.server";

/** Pays an open test checkout: a one-month subscription, then checkout.session.completed. */
export async function completeTestCheckout(db: Db, provider: PaymentProvider, sessionId: string): Promise<string | null> {
  const session = await findOpenLocalSession(db, sessionId, "checkout");
  if (!session?.priceId) return null;
  const priceId = session.priceId;
  const started = await db.transaction(async (tx) => {
    // Closing first makes a double submit start one subscription, not two.
    if (!(await closeLocalSession(tx as unknown as Db, session.id, "complete"))) return false;
    await startLocalSubscription(tx as unknown as Db, session.customerId, priceId);
    return true;
  });
  if (!started) return null;
  await processPaymentEvent(db, provider, {
    id: newLocalId("evt"),
    type: "checkout.session.completed",
    customerId: session.customerId,
    userId: session.userId,
  });
  return session.returnUrl;
}

/** Gives up an open test checkout; nothing is charged or changed. */
export async function abandonTestCheckout(db: Db, sessionId: string): Promise<string | null> {
  const session = await findOpenLocalSession(db, sessionId, "checkout");
  if (!session || !(await closeLocalSession(db, session.id, "expired"))) return null;
  return session.cancelUrl ?? session.returnUrl;
}

/** The test portal's cancellation: ends the customer's subscriptions now, then the deleted event. */
export async function cancelTestSubscriptions(db: Db, provider: PaymentProvider, sessionId: string): Promise<string | null> {
  const session = await findOpenLocalSession(db, sessionId, "portal");
  if (!session) return null;
  const canceled = await db.transaction(async (tx) => {
    if (!(await closeLocalSession(tx as unknown as Db, session.id, "complete"))) return null;
    return cancelLocalSubscriptions(tx as unknown as Db, session.customerId);
  });
  if (canceled === null) return null;
  await processPaymentEvent(db, provider, {
    id: newLocalId("evt"),
    type: "customer.subscription.deleted",
    customerId: session.customerId,
  });
  return session.returnUrl;
}
