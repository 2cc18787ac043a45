// The course, sold once (DESIGN §8b.22–23): the checkout at the page's price, the purchase as the
// provider reports it (re-read on every event and on the return, like subscriptions), who may
// enter the course area, and the 30-day guarantee refunded once.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { coursePurchases, revisaconectaSubscribers, subscribers, user } from "~/db/schema";
import { COURSE, guaranteeDeadline, guaranteeOpen } from "~/domain/course";
import { formatPrice } from "~/domain/plans";
import type { Result } from "~/domain/result";
import { coursePurchasedMessage, courseRefundedMessage } from "~/services/email-templates/course";
import { loggerFor } from "~/services/logger.server";
import {
  type OneTimePayment,
  type OneTimePaymentProvider,
  PriceMismatchError,
} from "~/services/payments-one-time.server";
import type { PaymentProvider } from "~/services/payments.server";
import { BillingError, type Caller, MESSAGES } from "./billing.server";
import { COURSE_PATHS } from "./course-paths";
import { formatDateBR, type Mailer } from "./notices.server";
import { billingRows } from "./subscription-state.server";

export interface CourseDeps {
  db: Db;
  /** Customers and the provider's clock (the local test clock runs ahead per customer). */
  provider: PaymentProvider;
  payments: OneTimePaymentProvider;
  appUrl: string;
  mail?: Mailer;
}

export const COURSE_MESSAGES = {
  alreadyRefunded:
    "A garantia do curso já foi usada nesta conta: o valor foi devolvido e o acesso, encerrado.",
  noPurchase: "Não encontramos uma compra do curso nesta conta.",
  guaranteeExpired: "O prazo de 30 dias da garantia terminou.",
  statementRequired: "Para solicitar a garantia, confirme a declaração.",
  refundFailed: "Não foi possível fazer o reembolso agora. Tente novamente em alguns minutos.",
  notABuyer: "A área do curso é para quem comprou o curso.",
  paymentPending:
    "Ainda não recebemos a confirmação do pagamento do curso. Tente de novo em alguns instantes.",
} as const;

export type CoursePurchase = typeof coursePurchases.$inferSelect;

const url = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

export type CourseAccess =
  | { status: "none" }
  | { status: "active"; purchase: CoursePurchase }
  | { status: "refunded"; purchase: CoursePurchase };

/** Who may enter the course area: a paid purchase not refunded. */
export async function courseAccess(db: Db, userId: string): Promise<CourseAccess> {
  const [purchase] = await db
    .select()
    .from(coursePurchases)
    .where(eq(coursePurchases.userId, userId));
  if (!purchase) return { status: "none" };
  return purchase.refundedAt ? { status: "refunded", purchase } : { status: "active", purchase };
}

/** The provider customer of a person: the one already stored, or found/created by e-mail. */
async function customerFor(deps: CourseDeps, caller: Caller): Promise<string> {
  let { consumer, lawyer } = await billingRows(deps.db, caller);
  if (!consumer && !lawyer) {
    // SPEC §4 "Plan loading": a consumer without a subscribers row gets one (gratuito).
    await deps.db
      .insert(subscribers)
      .values({ userId: caller.userId, email: caller.email })
      .onConflictDoNothing();
    ({ consumer, lawyer } = await billingRows(deps.db, caller));
  }
  const stored = consumer?.stripeCustomerId ?? lawyer?.stripeCustomerId;
  if (stored) return stored;
  const created = await providerCall("criar cliente", MESSAGES.paymentFailed, () =>
    deps.provider.findOrCreateCustomer(caller, deps.db),
  );
  // Stored where the person is billed, so the return and later events find them.
  if (consumer) {
    await deps.db
      .update(subscribers)
      .set({ stripeCustomerId: created })
      .where(eq(subscribers.id, consumer.id));
  } else if (lawyer) {
    await deps.db
      .update(revisaconectaSubscribers)
      .set({ stripeCustomerId: created, userId: lawyer.userId ?? caller.userId })
      .where(eq(revisaconectaSubscribers.id, lawyer.id));
  }
  return created;
}

async function providerCall<T>(what: string, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingError) throw error;
    loggerFor("billing").error({ err: error, operacao: what }, "operação de pagamento falhou");
    throw new BillingError(message, error instanceof PriceMismatchError ? 503 : 502);
  }
}

/** The course checkout (one-time, at the page's price, card instalments offered). */
export async function startCourseCheckout(
  deps: CourseDeps,
  caller: Caller,
): Promise<Result<{ url: string }, { reason: "already_bought" | "already_refunded" }>> {
  const access = await courseAccess(deps.db, caller.userId);
  if (access.status === "active") return { ok: false, reason: "already_bought" };
  if (access.status === "refunded") return { ok: false, reason: "already_refunded" };
  const priceId = deps.payments.prices.curso;
  if (!priceId) {
    loggerFor("billing").error("o preço do curso não está configurado (STRIPE_PRICE_CURSO)");
    throw new BillingError(MESSAGES.paymentFailed, 503);
  }
  const customerId = await customerFor(deps, caller);
  const session = await providerCall("criar checkout do curso", MESSAGES.paymentFailed, () =>
    deps.payments.createPaymentCheckout(
      {
        customerId,
        priceId,
        userId: caller.userId,
        product: "curso",
        expectedCents: COURSE.priceCents,
        successUrl: url(deps.appUrl, `${COURSE_PATHS.area}?origem=checkout`),
        cancelUrl: url(deps.appUrl, COURSE_PATHS.landing),
      },
      deps.db,
    ),
  );
  if (!session.url) throw new BillingError(MESSAGES.noCheckoutUrl, 502);
  return { ok: true, url: session.url };
}

/** The user a payment belongs to: our metadata, else the person billed under this customer. */
async function ownerOf(tx: Db, payment: OneTimePayment, customerId: string) {
  if (payment.userId) {
    const [row] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, payment.userId));
    if (row) return row;
  }
  const [row] = await tx
    .select({ id: subscribers.userId, email: subscribers.email })
    .from(subscribers)
    .where(eq(subscribers.stripeCustomerId, customerId));
  return row ?? null;
}

/**
 * Re-reads the customer's course payments from the provider and stores each owner's newest one
 * (one purchase per person). Refunds made at the provider (e.g. in the Stripe dashboard) close
 * the area too. Answers how many purchases changed; e-mails go after the commit.
 */
export async function syncCoursePurchases(deps: CourseDeps, customerId: string): Promise<number> {
  const mails: { to: string; message: ReturnType<typeof coursePurchasedMessage> }[] = [];
  const changed = await deps.db.transaction(async (tx) => {
    // The same per-customer lock as subscriptions: concurrent events apply one after the other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${customerId}`}, 0))`,
    );
    const payments = await deps.payments.listPaidPayments(customerId, "curso", tx);
    const seen = new Set<string>();
    let count = 0;
    for (const payment of payments) {
      const owner = await ownerOf(tx, payment, customerId);
      if (!owner || seen.has(owner.id)) continue;
      seen.add(owner.id);
      const [before] = await tx
        .select()
        .from(coursePurchases)
        .where(eq(coursePurchases.userId, owner.id));
      // A refunded purchase stays refunded: a later sync never reopens the area.
      if (before?.refundedAt && before.paymentId === payment.id) continue;
      if (before?.refundedAt && payment.refundedCents === 0 && before.paymentId !== payment.id)
        continue;
      const refunded = payment.refundedCents > 0;
      const values = {
        provider: deps.payments.kind,
        customerId,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        instalments: payment.instalments,
        paidAt: payment.paidAt,
        refundId: refunded ? payment.refundId : null,
        refundedCents: payment.refundedCents,
        refundedAt: refunded ? (payment.refundedAt ?? new Date()) : null,
        updatedAt: new Date(),
      };
      const same =
        before &&
        before.paymentId === values.paymentId &&
        before.refundedCents === values.refundedCents &&
        before.instalments === values.instalments;
      if (same) continue;
      await tx
        .insert(coursePurchases)
        .values({ userId: owner.id, ...values })
        .onConflictDoUpdate({ target: coursePurchases.userId, set: values });
      count++;
      if (!before) {
        mails.push({
          to: owner.email,
          message: coursePurchasedMessage({
            amount: formatPrice(payment.amountCents),
            guaranteeUntil: formatDateBR(guaranteeDeadline(payment.paidAt)),
            url: url(deps.appUrl, COURSE_PATHS.area),
          }),
        });
      } else if (refunded && !before.refundedAt) {
        mails.push({
          to: owner.email,
          message: courseRefundedMessage({
            amount: formatPrice(payment.refundedCents),
            url: url(deps.appUrl, "/"),
          }),
        });
      }
    }
    return count;
  });
  await sendMails(deps, mails);
  return changed;
}

/** An event about a one-time payment: a payment-mode checkout, or a refunded charge. */
export function isOneTimePaymentEvent(event: { type: string; data: { object: unknown } }) {
  const object = event.data.object as { object?: string; mode?: string };
  if (event.type === "charge.refunded") return true;
  return object.object === "checkout.session" && object.mode === "payment";
}

/** The caller's purchase re-read from the provider (the return from the checkout). */
export async function refreshCoursePurchase(deps: CourseDeps, caller: Caller): Promise<void> {
  const { consumer, lawyer } = await billingRows(deps.db, caller);
  const customerId = consumer?.stripeCustomerId ?? lawyer?.stripeCustomerId;
  if (!customerId) return;
  await providerCall("reler compra do curso", MESSAGES.unexpected, () =>
    syncCoursePurchases(deps, customerId),
  );
}

export interface GuaranteeState {
  paidAt: string;
  amountCents: number;
  instalments: number | null;
  guaranteeUntil: string;
  /** Within the 30 days by the provider's clock (the local test clock included). */
  guaranteeOpen: boolean;
}

export async function guaranteeState(
  deps: Pick<CourseDeps, "db" | "provider">,
  purchase: CoursePurchase,
): Promise<GuaranteeState> {
  const now = await deps.provider.now(purchase.customerId, deps.db);
  return {
    paidAt: purchase.paidAt.toISOString(),
    amountCents: purchase.amountCents,
    instalments: purchase.instalments,
    guaranteeUntil: guaranteeDeadline(purchase.paidAt).toISOString(),
    guaranteeOpen: !purchase.refundedAt && guaranteeOpen(purchase.paidAt, now),
  };
}

/**
 * "Solicitar garantia" (DESIGN §8b.23): within 30 days of the payment, on the buyer's statement
 * that the reduction stayed under 20 %, the payment is refunded in full through the provider,
 * once. The purchase row is locked for the whole claim, so concurrent claims refund once; a
 * provider failure leaves nothing recorded and the buyer may try again.
 */
export async function claimCourseGuarantee(
  deps: CourseDeps,
  caller: Caller,
  input: { declared: boolean },
): Promise<
  Result<
    { refundCents: number },
    { reason: "no_purchase" | "already_refunded" | "guarantee_expired" | "statement_required" }
  >
> {
  if (!input.declared) return { ok: false, reason: "statement_required" };
  const outcome = await deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(coursePurchases)
      .where(eq(coursePurchases.userId, caller.userId))
      .for("update");
    if (!purchase) return { ok: false, reason: "no_purchase" } as const;
    if (purchase.refundedAt) return { ok: false, reason: "already_refunded" } as const;
    const now = await deps.provider.now(purchase.customerId, tx);
    if (!guaranteeOpen(purchase.paidAt, now))
      return { ok: false, reason: "guarantee_expired" } as const;
    const refund = await providerCall(
      "reembolsar (garantia do curso)",
      COURSE_MESSAGES.refundFailed,
      () =>
        deps.payments.refundPayment(
          purchase.paymentId,
          "garantia de 30 dias do curso: redução abaixo de 20% declarada",
          tx,
        ),
    );
    await tx
      .update(coursePurchases)
      .set({
        guaranteeClaimedAt: now,
        refundId: refund.id,
        refundedCents: refund.amountCents,
        refundedAt: now,
        updatedAt: new Date(),
      })
      .where(and(eq(coursePurchases.id, purchase.id), sql`${coursePurchases.refundedAt} is null`));
    loggerFor("billing").info(
      { compra: purchase.id, reembolso: refund.id, centavos: refund.amountCents },
      "garantia do curso reembolsada",
    );
    return { ok: true, refundCents: refund.amountCents, email: caller.email } as const;
  });
  if (!outcome.ok) return outcome;
  await sendMails(deps, [
    {
      to: outcome.email,
      message: courseRefundedMessage({
        amount: formatPrice(outcome.refundCents),
        url: url(deps.appUrl, "/"),
      }),
    },
  ]);
  return { ok: true, refundCents: outcome.refundCents };
}

async function sendMails(
  deps: Pick<CourseDeps, "mail">,
  mails: { to: string; message: ReturnType<typeof coursePurchasedMessage> }[],
) {
  if (mails.length === 0) return;
  // Loaded on demand so that tests passing their own mailer never read the app's environment.
  const mail = deps.mail ?? (await import("~/services/email.server")).sendEmail;
  for (const { to, message } of mails) {
    try {
      await mail({ to, ...message });
    } catch (error) {
      loggerFor("billing").error(
        { err: error, assunto: message.subject },
        "e-mail do curso não enviado",
      );
    }
  }
}
