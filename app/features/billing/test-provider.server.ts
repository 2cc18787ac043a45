// The actions of the local test provider's pages ("Pagamento de teste"). Each one changes the
// test provider's own state, then reports an event through processPaymentEvent — exactly the
// path a Stripe webhook takes — so the product's plan changes the same way in both modes. Each
// answers where the page sends the person next, or "gone" for a session already used or expired.
import type { Db } from "~/db/client.server";
import type { Result } from "~/domain/result";
import {
  activeLocalSubscriptions,
  advanceLocalClock,
  closeLocalSession,
  findOpenLocalSession,
  localCustomersWithDuePeriods,
  newLocalId,
  startLocalSubscription,
  type Clock,
} from "~/services/payments-local.server";
import type { PaymentProvider } from "~/services/payments.server";
import type { NoticeOptions } from "./notices.server";
import { processPaymentEvent } from "./subscription-state.server";

export type TestPageOutcome = Result<{ returnUrl: string }, { reason: "gone" }>;

const gone = { ok: false, reason: "gone" } as const;
const to = (returnUrl: string): TestPageOutcome => ({ ok: true, returnUrl });

/** Pays an open test checkout: a one-month subscription, then checkout.session.completed. */
export async function completeTestCheckout(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  options: NoticeOptions = {},
): Promise<TestPageOutcome> {
  const session = await findOpenLocalSession(db, sessionId, "checkout");
  if (!session?.priceId) return gone;
  const priceId = session.priceId;
  const now = await provider.now(session.customerId, db);
  const started = await db.transaction(async (tx) => {
    // Closing first makes a double submit start one subscription, not two.
    if (!(await closeLocalSession(tx, session.id, "complete"))) return false;
    await startLocalSubscription(tx, session.customerId, priceId, now);
    return true;
  });
  if (!started) return gone;
  await processPaymentEvent(
    db,
    provider,
    {
      id: newLocalId("evt"),
      type: "checkout.session.completed",
      customerId: session.customerId,
      userId: session.userId,
    },
    options,
  );
  return to(session.returnUrl);
}

/** Gives up an open test checkout; nothing is charged or changed. */
export async function abandonTestCheckout(db: Db, sessionId: string): Promise<TestPageOutcome> {
  const session = await findOpenLocalSession(db, sessionId, "checkout");
  if (!session || !(await closeLocalSession(db, session.id, "expired"))) return gone;
  return to(session.cancelUrl ?? session.returnUrl);
}

/**
 * The test portal's cancellation, like Stripe's portal set to cancel at the period end (D33): the
 * subscriptions stay active until then; then the updated event.
 */
export async function cancelTestSubscriptions(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  options: NoticeOptions = {},
): Promise<TestPageOutcome> {
  const session = await findOpenLocalSession(db, sessionId, "portal");
  if (!session) return gone;
  const scheduled = await db.transaction(async (tx) => {
    if (!(await closeLocalSession(tx, session.id, "complete"))) return false;
    for (const sub of await activeLocalSubscriptions(tx, session.customerId)) {
      await provider.setCancelAtPeriodEnd(sub.id, true, tx);
    }
    return true;
  });
  if (!scheduled) return gone;
  await processPaymentEvent(
    db,
    provider,
    {
      id: newLocalId("evt"),
      type: "customer.subscription.updated",
      customerId: session.customerId,
    },
    options,
  );
  return to(session.returnUrl);
}

/**
 * Test clock (like Stripe's): moves this customer's clock to the end of the current period, so
 * that a scheduled cancellation takes effect (or the subscription renews) without waiting a month.
 */
export async function advanceTestClock(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  options: NoticeOptions & { clock?: Clock } = {},
): Promise<TestPageOutcome> {
  const session = await findOpenLocalSession(db, sessionId, "portal");
  if (!session) return gone;
  const subs = await activeLocalSubscriptions(db, session.customerId);
  if (subs.length === 0) return to(session.returnUrl);
  const end = new Date(Math.min(...subs.map((s) => s.currentPeriodEnd.getTime())));
  await advanceLocalClock(db, session.customerId, end, options.clock);
  if (!(await closeLocalSession(db, session.id, "complete"))) return gone;
  await processPaymentEvent(
    db,
    provider,
    { id: newLocalId("evt"), type: "test_clock.advanced", customerId: session.customerId },
    options,
  );
  return to(session.returnUrl);
}

/** The background sweep: ends the local subscriptions whose scheduled cancellation is due. */
export async function endDueTestSubscriptions(
  db: Db,
  provider: PaymentProvider,
  options: NoticeOptions & { clock?: Clock } = {},
) {
  const customers = await localCustomersWithDuePeriods(db, options.clock);
  for (const customerId of customers) {
    await processPaymentEvent(
      db,
      provider,
      { id: newLocalId("evt"), type: "customer.subscription.deleted", customerId },
      options,
    );
  }
  return customers.length;
}
