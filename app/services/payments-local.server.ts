// The local test provider (DESIGN D16): what `npm start` uses without a Stripe key. It keeps
// Stripe-shaped customers, sessions and subscriptions in the database and serves its own checkout
// and portal pages ("Pagamento de teste"); no money moves. The pages' actions change this state
// and then report an event through the same code path as Stripe's webhook.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  testPaymentCustomers,
  testPaymentRefunds,
  testPaymentSessions,
  testPaymentSubscriptions,
} from "~/db/schema";
import { PAID_PLAN_NAMES, PLANS, type PaidPlanName } from "~/domain/plans";
import {
  LIVE_STATUSES,
  planForPrice,
  type PaymentProvider,
  type PriceTable,
} from "./payments-types.server";

export const LOCAL_PRICES: PriceTable = Object.fromEntries(
  PAID_PLAN_NAMES.map((plan) => [plan, `price_test_${plan}`]),
) as Record<PaidPlanName, string>;

/** A session link is a bearer secret, like Stripe's: unguessable and short-lived. */
export const LOCAL_SESSION_TTL_MS = 60 * 60 * 1000;

export const newLocalId = (prefix: string) =>
  `${prefix}_test_${randomBytes(18).toString("base64url")}`;

/** The real clock; tests inject their own. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** A customer's test clock: the base clock plus the offset the test portal moved it by. */
export async function localCustomerNow(
  db: Db,
  customerId: string,
  clock: Clock = systemClock,
): Promise<Date> {
  const [row] = await db
    .select({ offset: testPaymentCustomers.clockOffsetMs })
    .from(testPaymentCustomers)
    .where(eq(testPaymentCustomers.id, customerId));
  return new Date(clock().getTime() + (row?.offset ?? 0));
}

const addMonth = (d: Date) => {
  const next = new Date(d);
  next.setMonth(next.getMonth() + 1);
  return next;
};

/**
 * What Stripe does when time passes, done when the state is read: a period that ended either
 * ends the subscription (cancellation scheduled) or renews it for another month.
 */
async function advanceLocalSubscriptions(db: Db, customerId: string, now: Date): Promise<void> {
  const due = await db
    .select()
    .from(testPaymentSubscriptions)
    .where(
      and(
        eq(testPaymentSubscriptions.customerId, customerId),
        eq(testPaymentSubscriptions.status, "active"),
        sql`${testPaymentSubscriptions.currentPeriodEnd} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const sub of due) {
    if (sub.cancelAtPeriodEnd) {
      await db
        .update(testPaymentSubscriptions)
        .set({ status: "canceled", canceledAt: sub.currentPeriodEnd })
        .where(
          and(
            eq(testPaymentSubscriptions.id, sub.id),
            eq(testPaymentSubscriptions.status, "active"),
          ),
        );
    } else {
      let end = sub.currentPeriodEnd;
      while (end <= now) end = addMonth(end);
      await db
        .update(testPaymentSubscriptions)
        .set({ currentPeriodEnd: end })
        .where(eq(testPaymentSubscriptions.id, sub.id));
    }
  }
}

/** The origin of a return link the app built, or APP_URL's when it cannot be read. */
function originOf(link: string, fallback: string): string {
  try {
    return new URL(link).origin;
  } catch {
    return fallback;
  }
}

export function createLocalProvider({
  appUrl,
  clock = systemClock,
}: {
  appUrl: string;
  clock?: Clock;
}): PaymentProvider {
  const base = appUrl.replace(/\/+$/, "");
  const findCustomer = async (email: string, db: Db) => {
    const [row] = await db
      .select({ id: testPaymentCustomers.id })
      .from(testPaymentCustomers)
      .where(eq(testPaymentCustomers.email, email.toLowerCase()));
    return row?.id ?? null;
  };
  return {
    kind: "local",
    prices: LOCAL_PRICES,
    findCustomer,
    async findOrCreateCustomer({ email }, db) {
      await db
        .insert(testPaymentCustomers)
        .values({ id: newLocalId("cus"), email: email.toLowerCase() })
        .onConflictDoNothing({ target: testPaymentCustomers.email });
      const id = await findCustomer(email, db);
      if (!id) throw new Error("cliente de teste não foi criado");
      return id;
    },
    async createCheckoutSession({ customerId, priceId, userId, successUrl, cancelUrl }, db) {
      const id = newLocalId("cs");
      await db.insert(testPaymentSessions).values({
        id,
        kind: "checkout",
        customerId,
        userId,
        priceId,
        returnUrl: successUrl,
        cancelUrl,
      });
      // The test page lives on the host the person returns to (billing's allow-list, §8b.27),
      // where their session cookie is.
      return { id, url: `${originOf(successUrl, base)}/pagamento-teste/${id}` };
    },
    async createPortalSession({ customerId, returnUrl }, db) {
      const id = newLocalId("bps");
      await db.insert(testPaymentSessions).values({ id, kind: "portal", customerId, returnUrl });
      return { url: `${originOf(returnUrl, base)}/pagamento-teste/portal/${id}` };
    },
    async listSubscriptions(customerId, db) {
      await advanceLocalSubscriptions(
        db,
        customerId,
        await localCustomerNow(db, customerId, clock),
      );
      const rows = await db
        .select()
        .from(testPaymentSubscriptions)
        .where(eq(testPaymentSubscriptions.customerId, customerId));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        live: LIVE_STATUSES.has(row.status),
        priceIds: [row.priceId],
        periodEnd: row.status === "active" ? row.currentPeriodEnd : null,
        cancelAtPeriodEnd: row.status === "active" && row.cancelAtPeriodEnd,
        startedAt: row.createdAt,
      }));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel, db) {
      await db
        .update(testPaymentSubscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(
          and(
            eq(testPaymentSubscriptions.id, subscriptionId),
            eq(testPaymentSubscriptions.status, "active"),
          ),
        );
    },
    async withdraw(subscriptionId, db) {
      const [sub] = await db
        .select()
        .from(testPaymentSubscriptions)
        .where(eq(testPaymentSubscriptions.id, subscriptionId));
      if (!sub) throw new Error(`assinatura de teste ${subscriptionId} não existe`);
      const plan = planForPrice(LOCAL_PRICES, sub.priceId);
      if (!plan) throw new Error(`preço de teste desconhecido: ${sub.priceId}`);
      const now = await localCustomerNow(db, sub.customerId, clock);
      // One refund per subscription, like Stripe's idempotency key on the refund: the unique
      // index decides between concurrent withdrawals, and the loser answers with the winner's.
      await db
        .insert(testPaymentRefunds)
        .values({
          id: newLocalId("re"),
          customerId: sub.customerId,
          subscriptionId,
          amountCents: PLANS[plan].priceCents,
          createdAt: now,
        })
        .onConflictDoNothing({ target: testPaymentRefunds.subscriptionId });
      const [refund] = await db
        .select({ id: testPaymentRefunds.id, amountCents: testPaymentRefunds.amountCents })
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.subscriptionId, subscriptionId));
      if (!refund) throw new Error(`reembolso de teste ${subscriptionId} não registrado`);
      await db
        .update(testPaymentSubscriptions)
        .set({ status: "canceled", canceledAt: now, cancelAtPeriodEnd: false })
        .where(eq(testPaymentSubscriptions.id, subscriptionId));
      return { id: refund.id, amountCents: refund.amountCents };
    },
    now: (customerId, db) => localCustomerNow(db, customerId, clock),
  };
}

/** Moves the customer's test clock forward to `to` (never back), like a Stripe test clock. */
export async function advanceLocalClock(
  db: Db,
  customerId: string,
  to: Date,
  clock: Clock = systemClock,
): Promise<void> {
  const offset = Math.max(0, to.getTime() - clock().getTime());
  await db
    .update(testPaymentCustomers)
    .set({ clockOffsetMs: sql`greatest(${testPaymentCustomers.clockOffsetMs}, ${offset})` })
    .where(eq(testPaymentCustomers.id, customerId));
}

/** Customers whose scheduled cancellation or renewal is due (for the background sweep). */
export async function localCustomersWithDuePeriods(
  db: Db,
  clock: Clock = systemClock,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: testPaymentSubscriptions.customerId })
    .from(testPaymentSubscriptions)
    .innerJoin(
      testPaymentCustomers,
      eq(testPaymentCustomers.id, testPaymentSubscriptions.customerId),
    )
    .where(
      and(
        eq(testPaymentSubscriptions.status, "active"),
        eq(testPaymentSubscriptions.cancelAtPeriodEnd, true),
        sql`${testPaymentSubscriptions.currentPeriodEnd} <= ${clock().toISOString()}::timestamptz + (${testPaymentCustomers.clockOffsetMs} * interval '1 millisecond')`,
      ),
    );
  return rows.map((r) => r.id);
}

export type LocalSession = typeof testPaymentSessions.$inferSelect;

/** An open, unexpired session of the given kind, or null. */
export async function findOpenLocalSession(
  db: Db,
  id: string,
  kind: "checkout" | "portal",
): Promise<LocalSession | null> {
  const [row] = await db
    .select()
    .from(testPaymentSessions)
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.kind, kind)));
  if (row?.status !== "open") return null;
  if (Date.now() - row.createdAt.getTime() > LOCAL_SESSION_TTL_MS) return null;
  return row;
}

/** Closes an open session; false when it was already used (a double submit does nothing twice). */
export async function closeLocalSession(
  db: Db,
  id: string,
  status: "complete" | "expired",
): Promise<boolean> {
  const closed = await db
    .update(testPaymentSessions)
    .set({ status })
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, "open")))
    .returning({ id: testPaymentSessions.id });
  return closed.length === 1;
}

/** The subscription a completed test checkout creates: one month paid from now. */
export async function startLocalSubscription(
  db: Db,
  customerId: string,
  priceId: string,
  now = new Date(),
): Promise<string> {
  const id = newLocalId("sub");
  await db.insert(testPaymentSubscriptions).values({
    id,
    customerId,
    priceId,
    status: "active",
    currentPeriodEnd: addMonth(now),
    createdAt: now,
  });
  return id;
}

export async function activeLocalSubscriptions(db: Db, customerId: string) {
  return db
    .select()
    .from(testPaymentSubscriptions)
    .where(
      and(
        eq(testPaymentSubscriptions.customerId, customerId),
        eq(testPaymentSubscriptions.status, "active"),
      ),
    );
}
