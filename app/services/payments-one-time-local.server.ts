// One-time payments on the local test provider (DESIGN D16): a "payment" session opens
// /pagamento-teste/curso/:id; paying records a Stripe-shaped payment (no money moves) dated by
// the customer's test clock, so the guarantee's 30 days follow the same clock as subscriptions.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testPaymentPayments, testPaymentSessions } from "~/db/schema";
import {
  closeLocalSession,
  type Clock,
  LOCAL_SESSION_TTL_MS,
  localCustomerNow,
  type LocalSession,
  newLocalId,
} from "./payments-local.server";
import type { OneTimePaymentProvider, OneTimeProduct } from "./payments-one-time-types.server";

export const LOCAL_ONE_TIME_PRICES: Record<OneTimeProduct, string> = { curso: "price_test_curso" };

export function createLocalOneTimeProvider({
  appUrl,
  clock,
}: {
  appUrl: string;
  clock?: Clock;
}): OneTimePaymentProvider {
  const base = appUrl.replace(/\/+$/, "");
  return {
    kind: "local",
    prices: LOCAL_ONE_TIME_PRICES,
    async createPaymentCheckout(input, db) {
      const id = newLocalId("cs");
      await db.insert(testPaymentSessions).values({
        id,
        kind: "payment",
        customerId: input.customerId,
        userId: input.userId,
        priceId: input.priceId,
        returnUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return { id, url: `${base}/pagamento-teste/curso/${id}` };
    },
    async listPaidPayments(customerId, product, db) {
      const rows = await db
        .select()
        .from(testPaymentPayments)
        .where(
          and(
            eq(testPaymentPayments.customerId, customerId),
            eq(testPaymentPayments.priceId, LOCAL_ONE_TIME_PRICES[product]),
          ),
        )
        .orderBy(desc(testPaymentPayments.createdAt));
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        amountCents: row.amountCents,
        instalments: row.instalments,
        paidAt: row.createdAt,
        refundedCents: row.refundedCents,
        refundId: row.refundId,
        refundedAt: row.refundedAt,
      }));
    },
    async refundPayment(paymentId, _reason, db) {
      const [payment] = await db
        .select()
        .from(testPaymentPayments)
        .where(eq(testPaymentPayments.id, paymentId));
      if (!payment) throw new Error(`pagamento de teste ${paymentId} não existe`);
      const now = await localCustomerNow(db, payment.customerId, clock);
      // Only the first call records the refund (like Stripe's idempotency key); others read it.
      const [made] = await db
        .update(testPaymentPayments)
        .set({
          refundId: newLocalId("re"),
          refundedCents: payment.amountCents,
          refundedAt: now,
        })
        .where(and(eq(testPaymentPayments.id, paymentId), isNull(testPaymentPayments.refundId)))
        .returning();
      const row =
        made ??
        (
          await db.select().from(testPaymentPayments).where(eq(testPaymentPayments.id, paymentId))
        )[0];
      if (!row?.refundId) throw new Error(`reembolso de teste de ${paymentId} não registrado`);
      return { id: row.refundId, amountCents: row.refundedCents };
    },
  };
}

/** An open, unexpired one-time session, or null. */
export async function findOpenLocalPaymentSession(
  db: Db,
  id: string,
): Promise<LocalSession | null> {
  const [row] = await db
    .select()
    .from(testPaymentSessions)
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.kind, "payment")));
  if (row?.status !== "open") return null;
  if (Date.now() - row.createdAt.getTime() > LOCAL_SESSION_TTL_MS) return null;
  return row;
}

/**
 * Pays an open one-time session with the chosen instalments: closes it (a double submit pays
 * once) and records the payment at the customer's clock. Null when the session was used already.
 */
export async function payLocalPaymentSession(
  db: Db,
  session: LocalSession,
  input: { amountCents: number; instalments: number },
  clock?: Clock,
): Promise<string | null> {
  const priceId = session.priceId;
  if (!priceId) return null;
  const now = await localCustomerNow(db, session.customerId, clock);
  return db.transaction(async (tx) => {
    if (!(await closeLocalSession(tx, session.id, "complete"))) return null;
    const id = newLocalId("pi");
    await tx.insert(testPaymentPayments).values({
      id,
      customerId: session.customerId,
      sessionId: session.id,
      userId: session.userId,
      priceId,
      amountCents: input.amountCents,
      instalments: input.instalments,
      createdAt: now,
    });
    return id;
  });
}
