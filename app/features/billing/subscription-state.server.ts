// The one place where a plan changes. Stripe webhooks, the local test provider's pages and
// check-subscription all end here: re-read the customer's subscriptions from the provider and
// write the plan they imply. Because the state is re-read (never taken from an event's payload),
// events that arrive late, twice or out of order converge on the provider's truth.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { processedPaymentEvents, revisaconectaSubscribers, subscribers } from "~/db/schema";
import type { LawyerPlan, SubscriptionTier } from "~/platform/viewer";
import {
  planForPrice,
  type PaymentProvider,
  type ProviderSubscription,
} from "~/services/payments.server";
import { PLAN_RANK, PLANS, type PaidPlanName, type PlanProduct } from "~/domain/plans";
import { sendBillingNotices, type BillingNotice, type NoticeOptions } from "./notices.server";

export interface PlanState<P extends string> {
  plan: P | "gratuito";
  active: boolean;
  end: Date | null;
  /** The cancellation is scheduled for `end` (D33). */
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  /** The provider's subscription that gives the plan. */
  subscriptionId: string | null;
}

/** The best live plan of one product among the customer's subscriptions. */
export function bestPlan<P extends PaidPlanName>(
  subs: ProviderSubscription[],
  prices: PaymentProvider["prices"],
  product: PlanProduct,
): PlanState<P> {
  let best: { plan: PaidPlanName; sub: ProviderSubscription } | null = null;
  for (const sub of subs) {
    if (!sub.live) continue;
    for (const priceId of sub.priceIds) {
      const plan = planForPrice(prices, priceId);
      if (!plan || PLANS[plan].product !== product) continue;
      if (!best || PLAN_RANK[plan] > PLAN_RANK[best.plan]) best = { plan, sub };
    }
  }
  return best
    ? {
        plan: best.plan as P,
        active: true,
        end: best.sub.periodEnd,
        cancelAtPeriodEnd: best.sub.cancelAtPeriodEnd,
        startedAt: best.sub.startedAt,
        subscriptionId: best.sub.id,
      }
    : {
        plan: "gratuito",
        active: false,
        end: null,
        cancelAtPeriodEnd: false,
        startedAt: null,
        subscriptionId: null,
      };
}

interface RowBefore {
  email: string;
  plan: string;
  cancelAtPeriodEnd: boolean;
}

/** What changed for one row, as the e-mail the person gets about it (none when nothing did). */
function noticeFor(
  product: PlanProduct,
  before: RowBefore,
  after: PlanState<PaidPlanName>,
): BillingNotice | null {
  const wasPaid = before.plan !== "gratuito";
  if (after.plan !== "gratuito" && after.plan !== before.plan) {
    return {
      kind: "started",
      product,
      email: before.email,
      plan: after.plan,
      end: after.end,
      startedAt: after.startedAt,
    };
  }
  if (wasPaid && after.plan === "gratuito") {
    return { kind: "ended", product, email: before.email, plan: before.plan as PaidPlanName };
  }
  if (
    wasPaid &&
    after.plan === before.plan &&
    after.cancelAtPeriodEnd &&
    !before.cancelAtPeriodEnd
  ) {
    return {
      kind: "scheduled",
      product,
      email: before.email,
      plan: after.plan as PaidPlanName,
      end: after.end,
    };
  }
  return null;
}

/**
 * Re-reads the customer's subscriptions and writes the plans they imply. Runs inside the caller's
 * transaction, holding a per-customer lock so that two concurrent re-reads cannot commit in the
 * wrong order. Returns how many rows changed (0 when nothing did).
 */
export async function syncCustomer(
  tx: Db,
  provider: PaymentProvider,
  customerId: string,
  notices?: BillingNotice[],
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${customerId}`}, 0))`,
  );
  const subs = await provider.listSubscriptions(customerId, tx);
  const consumer = bestPlan<"basico" | "premium">(subs, provider.prices, "revisafacil");
  const lawyer = bestPlan<"starter" | "master">(subs, provider.prices, "revisaconecta");

  if (notices) {
    const consumersBefore = await tx
      .select({
        email: subscribers.email,
        plan: subscribers.subscriptionTier,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      })
      .from(subscribers)
      .where(eq(subscribers.stripeCustomerId, customerId));
    const lawyersBefore = await tx
      .select({
        email: revisaconectaSubscribers.email,
        plan: revisaconectaSubscribers.tipoPlano,
        cancelAtPeriodEnd: revisaconectaSubscribers.cancelAtPeriodEnd,
      })
      .from(revisaconectaSubscribers)
      .where(eq(revisaconectaSubscribers.stripeCustomerId, customerId));
    for (const row of consumersBefore) {
      const notice = noticeFor("revisafacil", row, consumer);
      if (notice) notices.push(notice);
    }
    for (const row of lawyersBefore) {
      const notice = noticeFor("revisaconecta", row, lawyer);
      if (notice) notices.push(notice);
    }
  }

  const consumerRows = await tx
    .update(subscribers)
    .set({
      subscribed: consumer.active,
      subscriptionTier: consumer.plan satisfies SubscriptionTier,
      subscriptionEnd: consumer.end,
      cancelAtPeriodEnd: consumer.cancelAtPeriodEnd,
      subscriptionStartedAt: consumer.startedAt,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscribers.stripeCustomerId, customerId),
        // Only rows that differ, so that a re-read that changes nothing writes nothing.
        sql`(${subscribers.subscribed}, ${subscribers.subscriptionTier}, ${subscribers.subscriptionEnd}, ${subscribers.cancelAtPeriodEnd}, ${subscribers.subscriptionStartedAt})
            is distinct from (${consumer.active}, ${consumer.plan}, ${consumer.end?.toISOString() ?? null}::timestamptz, ${consumer.cancelAtPeriodEnd}, ${consumer.startedAt?.toISOString() ?? null}::timestamptz)`,
      ),
    )
    .returning({ id: subscribers.id });

  const lawyerRows = await tx
    .update(revisaconectaSubscribers)
    .set({
      tipoPlano: lawyer.plan satisfies LawyerPlan,
      assinanteAtivo: lawyer.active,
      subscriptionEnd: lawyer.end,
      cancelAtPeriodEnd: lawyer.cancelAtPeriodEnd,
      subscriptionStartedAt: lawyer.startedAt,
    })
    .where(
      and(
        eq(revisaconectaSubscribers.stripeCustomerId, customerId),
        sql`(${revisaconectaSubscribers.tipoPlano}, ${revisaconectaSubscribers.assinanteAtivo}, ${revisaconectaSubscribers.subscriptionEnd}, ${revisaconectaSubscribers.cancelAtPeriodEnd}, ${revisaconectaSubscribers.subscriptionStartedAt})
            is distinct from (${lawyer.plan}, ${lawyer.active}, ${lawyer.end?.toISOString() ?? null}::timestamptz, ${lawyer.cancelAtPeriodEnd}, ${lawyer.startedAt?.toISOString() ?? null}::timestamptz)`,
      ),
    )
    .returning({ id: revisaconectaSubscribers.id });

  return consumerRows.length + lawyerRows.length;
}

/** Attaches a provider customer to the user's rows that have none yet (first checkout). */
export async function linkCustomer(tx: Db, userId: string, customerId: string): Promise<void> {
  await tx
    .update(subscribers)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(subscribers.userId, userId), isNull(subscribers.stripeCustomerId)));
  await tx
    .update(revisaconectaSubscribers)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(revisaconectaSubscribers.userId, userId),
        isNull(revisaconectaSubscribers.stripeCustomerId),
      ),
    );
}

export interface PaymentEvent {
  /** The provider's event id; each one is applied at most once. */
  id: string;
  type: string;
  customerId: string;
  /** The user the checkout was for, when the event carries it. */
  userId?: string | null;
}

export type EventOutcome = { outcome: "processed"; changed: number } | { outcome: "duplicate" };

/**
 * Applies one event: records its id and re-syncs the customer in ONE transaction, so that an
 * event is either fully applied and recorded, or neither (a failed re-read is retried later).
 * The e-mails about what changed go out after the commit (a rolled-back change sends nothing).
 */
export async function processPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
  options: NoticeOptions = {},
): Promise<EventOutcome> {
  const notices: BillingNotice[] = [];
  const result = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedPaymentEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing({ target: processedPaymentEvents.eventId })
      .returning({ id: processedPaymentEvents.eventId });
    if (recorded.length === 0) return { outcome: "duplicate" } as const;
    if (event.userId) await linkCustomer(tx, event.userId, event.customerId);
    const changed = await syncCustomer(tx, provider, event.customerId, notices);
    if (event.type === "invoice.payment_failed") {
      notices.push(...(await paymentFailedNotices(tx, event.customerId)));
    }
    return { outcome: "processed", changed } as const;
  });
  await sendBillingNotices(notices, options);
  return result;
}

/** A failed charge: one e-mail per paid plan the customer still has (Stripe keeps retrying). */
async function paymentFailedNotices(tx: Db, customerId: string): Promise<BillingNotice[]> {
  const consumers = await tx
    .select({ email: subscribers.email, plan: subscribers.subscriptionTier })
    .from(subscribers)
    .where(eq(subscribers.stripeCustomerId, customerId));
  const lawyers = await tx
    .select({ email: revisaconectaSubscribers.email, plan: revisaconectaSubscribers.tipoPlano })
    .from(revisaconectaSubscribers)
    .where(eq(revisaconectaSubscribers.stripeCustomerId, customerId));
  return [
    ...consumers.map((r) => ({ ...r, product: "revisafacil" as const })),
    ...lawyers.map((r) => ({ ...r, product: "revisaconecta" as const })),
  ].flatMap((r) =>
    r.plan === "gratuito"
      ? []
      : [
          {
            kind: "payment_failed" as const,
            product: r.product,
            email: r.email,
            plan: r.plan as PaidPlanName,
          },
        ],
  );
}

/** The customer rows of a user, for the endpoints that act for the signed-in caller. */
export async function billingRows(db: Db, caller: { userId: string; email: string }) {
  const [consumer] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.userId, caller.userId));
  const [lawyer] = await db
    .select()
    .from(revisaconectaSubscribers)
    .where(
      or(
        eq(revisaconectaSubscribers.userId, caller.userId),
        and(
          isNull(revisaconectaSubscribers.userId),
          sql`lower(${revisaconectaSubscribers.email}) = ${caller.email.toLowerCase()}`,
        ),
      ),
    );
  return { consumer: consumer ?? null, lawyer: lawyer ?? null };
}
