// The three calls of SPEC §7 "Serverless functions", for an already authorised caller:
// create-checkout, customer-portal and check-subscription. Routes only authenticate and translate.
// A refusal the person must see (already subscribed, nothing to manage…) is a Result with a
// reason; the endpoint picks the status and the text (http.server.ts).
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Result } from "~/domain/result";
import { revisaconectaSubscribers, subscribers } from "~/db/schema";
import type { PaymentProvider } from "~/services/payments.server";
import { BILLING_MESSAGES } from "./messages";
import {
  sendBillingNotices,
  withdrawalDeadline,
  type BillingNotice,
  type Mailer,
} from "./notices.server";
import { PLANS, type PaidPlanName, type PlanProduct } from "~/domain/plans";
import { bestPlan, billingRows, syncCustomer } from "./subscription-state.server";
import { loggerFor } from "~/services/logger.server";

export interface Caller {
  userId: string;
  email: string;
}

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  /** Public URL of the site, for the provider's return links. */
  appUrl: string;
  /** The subscription e-mails' sender (defaults to the app's e-mail service). */
  mail?: Mailer;
}

/**
 * The payment provider failed, answered without a link, or a price is not configured: the pt-BR
 * message the person sees and the HTTP status (502/503) the endpoint answers.
 */
// Thrown, not returned: a provider outage is unexpected (like a database one) and aborts the step.
export class BillingError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const MESSAGES = BILLING_MESSAGES;

/** Why a billing call refuses: each endpoint answers its own status and text for it. */
export type BillingRefusal =
  | "already_subscribed"
  | "not_a_lawyer"
  | "no_subscription"
  | "withdrawal_expired";

export type CheckoutOutcome = Result<
  { url: string },
  { reason: Extract<BillingRefusal, "already_subscribed" | "not_a_lawyer"> }
>;
export type PortalOutcome = Result<{ url: string }, { reason: "no_subscription" }>;
export type ChangeOutcome = Result<
  { message: string; status: SubscriptionStatus },
  { reason: Extract<BillingRefusal, "no_subscription" | "withdrawal_expired"> }
>;

const url = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

/** Where the provider sends the person back after paying, giving up, or leaving the portal. */
export function returnUrls(appUrl: string, product: PlanProduct) {
  const area = product === "revisaconecta" ? "&area=revisaconecta" : "";
  return {
    success: url(appUrl, `/assinatura?origem=checkout${area}`),
    cancel: url(appUrl, product === "revisaconecta" ? "/oportunidades-advogados" : "/#planos"),
    portalReturn: url(appUrl, `/assinatura?origem=portal${area}`),
  };
}

async function providerCall<T>(what: string, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    loggerFor("billing").error({ err: error, operacao: what }, "operação de pagamento falhou");
    throw new BillingError(message, 502);
  }
}

/** create-checkout: a subscription checkout for the plan; answers the provider's URL. */
export async function createCheckout(
  deps: BillingDeps,
  caller: Caller,
  planName: PaidPlanName,
): Promise<CheckoutOutcome> {
  const { db, provider } = deps;
  const plan = PLANS[planName];
  const priceId = provider.prices[planName];
  if (!priceId) {
    loggerFor("billing").error(
      { plano: planName },
      `o preço do plano não está configurado (STRIPE_PRICE_${planName.toUpperCase()})`,
    );
    throw new BillingError(MESSAGES.paymentFailed, 503);
  }

  let { consumer, lawyer } = await billingRows(db, caller);
  if (plan.product === "revisafacil") {
    if (!consumer) {
      // SPEC §4 "Plan loading": a missing subscribers row is created with tier gratuito.
      await db
        .insert(subscribers)
        .values({ userId: caller.userId, email: caller.email })
        .onConflictDoNothing();
      ({ consumer, lawyer } = await billingRows(db, caller));
    }
    if (consumer?.subscribed && consumer.subscriptionTier !== "gratuito")
      return { ok: false, reason: "already_subscribed" };
  } else {
    if (!lawyer) return { ok: false, reason: "not_a_lawyer" };
    if (lawyer.assinanteAtivo && lawyer.tipoPlano !== "gratuito")
      return { ok: false, reason: "already_subscribed" };
  }

  // One provider customer per person, shared by both products and stored on the row we bill.
  const customerId =
    consumer?.stripeCustomerId ??
    lawyer?.stripeCustomerId ??
    (await providerCall("criar cliente", MESSAGES.paymentFailed, () =>
      provider.findOrCreateCustomer({ email: caller.email, userId: caller.userId }, db),
    ));
  if (plan.product === "revisafacil" && consumer && !consumer.stripeCustomerId) {
    await db
      .update(subscribers)
      .set({ stripeCustomerId: customerId })
      .where(eq(subscribers.id, consumer.id));
  }
  if (plan.product === "revisaconecta" && lawyer && !lawyer.stripeCustomerId) {
    await db
      .update(revisaconectaSubscribers)
      .set({ stripeCustomerId: customerId, userId: lawyer.userId ?? caller.userId })
      .where(eq(revisaconectaSubscribers.id, lawyer.id));
  }

  const urls = returnUrls(deps.appUrl, plan.product);
  const session = await providerCall("criar checkout", MESSAGES.paymentFailed, () =>
    provider.createCheckoutSession(
      {
        customerId,
        priceId,
        userId: caller.userId,
        plan: planName,
        successUrl: urls.success,
        cancelUrl: urls.cancel,
      },
      db,
    ),
  );
  if (!session.url) throw new BillingError(MESSAGES.noCheckoutUrl, 502);
  return { ok: true, url: session.url };
}

/** customer-portal: the provider's page where the subscription is managed and cancelled. */
export async function openCustomerPortal(
  deps: BillingDeps,
  caller: Caller,
  product: PlanProduct,
): Promise<PortalOutcome> {
  const { consumer, lawyer } = await billingRows(deps.db, caller);
  const customerId =
    product === "revisaconecta" ? lawyer?.stripeCustomerId : consumer?.stripeCustomerId;
  if (!customerId) return { ok: false, reason: "no_subscription" };
  const session = await providerCall("abrir portal", MESSAGES.portalFailed, () =>
    deps.provider.createPortalSession(
      { customerId, returnUrl: returnUrls(deps.appUrl, product).portalReturn },
      deps.db,
    ),
  );
  if (!session.url) throw new BillingError(MESSAGES.portalUnavailable, 502);
  return { ok: true, url: session.url };
}

export interface SubscriptionStatus {
  tier: "gratuito" | "basico" | "premium";
  subscribed: boolean;
  subscriptionEnd: string | null;
  /** Cancellation scheduled: the plan ends at subscriptionEnd (shown "Ativa até …"). */
  cancelAtPeriodEnd: boolean;
  /** Until when "Desistir da assinatura (reembolso integral)" is offered (CDC art. 49). */
  withdrawalUntil: string | null;
  lawyer: {
    plan: "gratuito" | "starter" | "master";
    active: boolean;
    subscriptionEnd: string | null;
    cancelAtPeriodEnd: boolean;
    withdrawalUntil: string | null;
  } | null;
}

/** check-subscription: re-reads the caller's subscriptions from the provider and stores them. */
export async function checkSubscription(
  deps: BillingDeps,
  caller: Caller,
): Promise<SubscriptionStatus> {
  const { db, provider } = deps;
  let { consumer, lawyer } = await billingRows(db, caller);
  if (!consumer) {
    await db
      .insert(subscribers)
      .values({ userId: caller.userId, email: caller.email })
      .onConflictDoNothing();
    ({ consumer, lawyer } = await billingRows(db, caller));
  }
  let customerId = consumer?.stripeCustomerId ?? lawyer?.stripeCustomerId ?? null;
  const notices: BillingNotice[] = [];
  // A customer made elsewhere (e.g. by hand in the Stripe dashboard) is found by e-mail.
  customerId ??= await providerCall("buscar cliente", MESSAGES.unexpected, () =>
    provider.findCustomer(caller.email, db),
  );
  if (customerId) {
    const id = customerId;
    await providerCall("reler assinaturas", MESSAGES.unexpected, () =>
      db.transaction(async (tx) => {
        if (consumer && !consumer.stripeCustomerId) {
          await tx
            .update(subscribers)
            .set({ stripeCustomerId: id })
            .where(eq(subscribers.id, consumer.id));
        }
        if (lawyer && !lawyer.stripeCustomerId) {
          await tx
            .update(revisaconectaSubscribers)
            .set({ stripeCustomerId: id })
            .where(eq(revisaconectaSubscribers.id, lawyer.id));
        }
        await syncCustomer(tx, provider, id, notices);
      }),
    );
    // The return from the checkout often lands before the webhook: the e-mail goes from here then.
    await sendBillingNotices(notices, { mail: deps.mail, appUrl: deps.appUrl });
  }
  return currentStatus(db, caller);
}

/** The caller's plan as stored (no provider call). */
export async function currentStatus(db: Db, caller: Caller): Promise<SubscriptionStatus> {
  const { consumer, lawyer } = await billingRows(db, caller);
  return {
    tier: consumer?.subscriptionTier ?? "gratuito",
    subscribed: consumer?.subscribed ?? false,
    subscriptionEnd: consumer?.subscriptionEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: consumer?.cancelAtPeriodEnd ?? false,
    withdrawalUntil: consumer?.subscriptionStartedAt
      ? withdrawalDeadline(consumer.subscriptionStartedAt).toISOString()
      : null,
    lawyer: lawyer
      ? {
          plan: lawyer.tipoPlano,
          active: lawyer.assinanteAtivo,
          subscriptionEnd: lawyer.subscriptionEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: lawyer.cancelAtPeriodEnd,
          withdrawalUntil: lawyer.subscriptionStartedAt
            ? withdrawalDeadline(lawyer.subscriptionStartedAt).toISOString()
            : null,
        }
      : null,
  };
}

export type SubscriptionAction = "cancelar" | "manter" | "desistir";

/**
 * The in-product subscription actions (D33; Decreto 7.962/2013: withdrawal by the same channel):
 * "cancelar" schedules the cancellation at the end of the paid period, "manter" undoes it, and
 * "desistir" — within 7 days of contracting — refunds the latest payment in full and ends the
 * plan now. The provider's state is changed first, then re-read like any event.
 */
export async function changeSubscription(
  deps: BillingDeps,
  caller: Caller,
  product: PlanProduct,
  action: SubscriptionAction,
): Promise<ChangeOutcome> {
  const { db, provider } = deps;
  const { consumer, lawyer } = await billingRows(db, caller);
  const customerId =
    product === "revisaconecta" ? lawyer?.stripeCustomerId : consumer?.stripeCustomerId;
  if (!customerId) return { ok: false, reason: "no_subscription" };
  const subs = await providerCall("reler assinaturas", MESSAGES.cancelFailed, () =>
    provider.listSubscriptions(customerId, db),
  );
  const current = bestPlan(subs, provider.prices, product);
  if (!current.subscriptionId) return { ok: false, reason: "no_subscription" };
  const subscriptionId = current.subscriptionId;

  let refundCents: number | undefined;
  let message: string;
  if (action === "desistir") {
    const now = await provider.now(customerId, db);
    if (!current.startedAt || now.getTime() > withdrawalDeadline(current.startedAt).getTime()) {
      return { ok: false, reason: "withdrawal_expired" };
    }
    const refund = await providerCall(
      "reembolsar (arrependimento)",
      MESSAGES.withdrawalFailed,
      () => provider.withdraw(subscriptionId, db),
    );
    loggerFor("billing").info(
      { assinatura: subscriptionId, reembolso: refund.id, centavos: refund.amountCents },
      "desistência (CDC art. 49) reembolsada",
    );
    refundCents = refund.amountCents;
    message = MESSAGES.withdrawn;
  } else {
    const cancel = action === "cancelar";
    await providerCall(
      cancel ? "agendar cancelamento" : "manter assinatura",
      MESSAGES.cancelFailed,
      () => provider.setCancelAtPeriodEnd(subscriptionId, cancel, db),
    );
    message = cancel ? MESSAGES.cancelScheduled : MESSAGES.kept;
  }

  const notices: BillingNotice[] = [];
  await providerCall("reler assinaturas", MESSAGES.unexpected, () =>
    db.transaction(async (tx) => {
      await syncCustomer(tx, provider, customerId, notices);
    }),
  );
  await sendBillingNotices(notices, { mail: deps.mail, appUrl: deps.appUrl, refundCents });
  return { ok: true, message, status: await currentStatus(db, caller) };
}
