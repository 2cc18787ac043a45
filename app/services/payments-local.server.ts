// The local test provider (DESIGN D16): what `npm start` uses without a Stripe key. It keeps
// Stripe-shaped customers, sessions and subscriptions in the database and serves its own checkout
// and portal pages ("Pagamento de teste"); no money moves. The pages' actions change this state
// and then report an event through the same code path as Stripe's webhook.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testPaymentCustomers, testPaymentSessions, testPaymentSubscriptions } from "~/db/schema";
import { PAID_PLAN_NAMES, type PaidPlanName } from "~/features/billing/plans";
import { LIVE_STATUSES, type PaymentProvider, type PriceTable } from "./payments-types.server";

export const LOCAL_PRICES: PriceTable = Object.fromEntries(
  PAID_PLAN_NAMES.map((plan) => [plan, `price_test_${plan}`]),
) as Record<PaidPlanName, string>;

/** A session link is a bearer secret, like Stripe's: unguessable and short-lived. */
export const LOCAL_SESSION_TTL_MS = 60 * 60 * 1000;

export const newLocalId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString("base64url")}`;

export function createLocalProvider({ appUrl }: { appUrl: string }): PaymentProvider {
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
      return { id, url: `${base}/pagamento-teste/${id}` };
    },
    async createPortalSession({ customerId, returnUrl }, db) {
      const id = newLocalId("bps");
      await db.insert(testPaymentSessions).values({ id, kind: "portal", customerId, returnUrl });
      return { url: `${base}/pagamento-teste/portal/${id}` };
    },
    async listSubscriptions(customerId, db) {
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
      }));
    },
  };
}

export type LocalSession = typeof testPaymentSessions.$inferSelect;

/** An open, unexpired session of the given kind, or null. */
export async function findOpenLocalSession(db: Db, id: string, kind: "checkout" | "portal"): Promise<LocalSession | null> {
  const [row] = await db
    .select()
    .from(testPaymentSessions)
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.kind, kind)));
  if (!row || row.status !== "open") return null;
  if (Date.now() - row.createdAt.getTime() > LOCAL_SESSION_TTL_MS) return null;
  return row;
}

/** Closes an open session; false when it was already used (a double submit does nothing twice). */
export async function closeLocalSession(db: Db, id: string, status: "complete" | "expired"): Promise<boolean> {
  const closed = await db
    .update(testPaymentSessions)
    .set({ status })
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, "open")))
    .returning({ id: testPaymentSessions.id });
  return closed.length === 1;
}

/** The subscription a completed test checkout creates: one month paid from now. */
export async function startLocalSubscription(db: Db, customerId: string, priceId: string, now = new Date()): Promise<string> {
  const id = newLocalId("sub");
  const end = new Date(now);
  end.setMonth(end.getMonth() + 1);
  await db.insert(testPaymentSubscriptions).values({ id, customerId, priceId, status: "active", currentPeriodEnd: end });
  return id;
}

/** Cancels every active subscription of the customer at once (the test portal's one action). */
export async function cancelLocalSubscriptions(db: Db, customerId: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(testPaymentSubscriptions)
    .set({ status: "canceled", canceledAt: now })
    .where(and(eq(testPaymentSubscriptions.customerId, customerId), eq(testPaymentSubscriptions.status, "active")))
    .returning({ id: testPaymentSubscriptions.id });
  return rows.length;
}

export async function activeLocalSubscriptions(db: Db, customerId: string) {
  return db
    .select()
    .from(testPaymentSubscriptions)
    .where(and(eq(testPaymentSubscriptions.customerId, customerId), eq(testPaymentSubscriptions.status, "active")));
}
