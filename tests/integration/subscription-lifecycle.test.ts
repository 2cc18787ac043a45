// D33 (DESIGN §7.12): cancel at the period end, keep the plan, withdraw within 7 days with a full
// refund, and the subscription e-mails — on Stripe (the real SDK against tests/support/stripe-mock.ts,
// signed webhooks) and on the local test provider with an injected clock.
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscribers, testPaymentRefunds, user } from "~/db/schema";
import {
  BillingError,
  changeSubscription,
  createCheckout,
  type BillingDeps,
} from "~/features/billing/billing.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import {
  advanceTestClock,
  completeTestCheckout,
  endDueTestSubscriptions,
} from "~/features/billing/test-provider.server";
import { createLocalProvider } from "~/services/payments-local.server";
import { createStripeProvider } from "~/services/payments-stripe.server";
import type { EmailMessage } from "~/services/email.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  startStripeMock,
  stripeSubscriptionObject,
  type MockSubscription,
  type StripeMock,
} from "../support/stripe-mock";

const SECRET = "whsec_test_secret";
const APP_URL = "http://127.0.0.1:3999";
const PRICES = {
  basico: "price_basico",
  premium: "price_premium",
  starter: "price_starter",
  master: "price_master",
};
const ana = { userId: "u1", email: "ana@example.com" };
const DAY = 86_400;

let mock: StripeMock;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(async () => {
  await mock?.close();
});

let counter = 0;
function signed(type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_life_${++counter}_${Date.now()}`,
    object: "event",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return new Request("http://127.0.0.1/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: payload,
  });
}

async function rejection(promise: Promise<unknown>): Promise<BillingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BillingError);
  return error as BillingError;
}

/** The value of an outcome that must have succeeded. */
async function granted<T extends { ok: boolean }>(outcome: Promise<T>) {
  const value = await outcome;
  expect(value.ok).toBe(true);
  return value as Extract<T, { ok: true }>;
}

describe.each(databaseKinds)("subscription lifecycle on %s", (kind) => {
  let database: TestDatabase;
  let mails: EmailMessage[];
  const mail = async (m: EmailMessage) => {
    mails.push(m);
  };
  const subjects = () => mails.map((m) => m.subject);
  const consumerRow = async () => {
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.userId, "u1"));
    return row!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    mails = [];
    await database.db.insert(user).values({ id: "u1", name: "Ana", email: ana.email });
    mock.subscriptions.length = 0;
    mock.refunds.length = 0;
    mock.requests = [];
  });
  afterEach(async () => {
    await database.db.execute(
      sql`truncate "user", processed_payment_events, test_payment_customers cascade`,
    );
  });

  describe("on Stripe", () => {
    const stripeProvider = () =>
      createStripeProvider({
        secretKey: "sk_test_mock",
        prices: PRICES,
        host: "127.0.0.1",
        port: mock.port,
        protocol: "http",
      });
    let deps: BillingDeps;
    const deliver = (request: Request) =>
      handleStripeWebhook(request, {
        db: database.db,
        provider: deps.provider,
        webhookSecret: SECRET,
        mail,
        appUrl: APP_URL,
      });
    const now = Math.floor(Date.now() / 1000);
    const basico = (over: Partial<MockSubscription> = {}): MockSubscription => ({
      id: "sub_ana",
      customer: "cus_ana",
      price: PRICES.basico,
      status: "active",
      startDate: now - 2 * DAY,
      currentPeriodEnd: now + 28 * DAY,
      paymentIntent: "pi_ana_1",
      amount: 1990,
      ...over,
    });

    beforeEach(async () => {
      deps = { db: database.db, provider: stripeProvider(), appUrl: APP_URL, mail };
      await database.db
        .insert(subscribers)
        .values({ userId: "u1", email: ana.email, stripeCustomerId: "cus_ana" });
    });

    it("subscription started → e-mail with the withdrawal deadline; cancel_at_period_end keeps Básico until the end, then gratuito", async () => {
      const sub = basico();
      mock.subscriptions.push(sub);
      expect(
        (await deliver(signed("customer.subscription.created", stripeSubscriptionObject(sub))))
          .status,
      ).toBe(200);
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "basico",
        subscribed: true,
        cancelAtPeriodEnd: false,
      });
      expect((await consumerRow()).subscriptionStartedAt?.getTime()).toBe((now - 2 * DAY) * 1000);
      expect(subjects()).toEqual(["Sua assinatura Básico está ativa"]);
      expect(mails[0]!.to).toBe(ana.email);
      expect(mails[0]!.text).toContain("Direito de arrependimento (CDC art. 49)");
      expect(mails[0]!.text).toContain(`${APP_URL}/assinatura`);

      // "Cancelar assinatura" in the product: Stripe's cancel_at_period_end, the plan stays.
      const answer = await granted(changeSubscription(deps, ana, "revisafacil", "cancelar"));
      expect(answer.message).toBe(
        "Cancelamento agendado. Seu plano continua ativo até o fim do período pago.",
      );
      const [update] = mock.callsTo("POST", "/v1/subscriptions/sub_ana");
      expect(update?.form).toEqual({ cancel_at_period_end: "true" });
      expect(answer.status).toMatchObject({ tier: "basico", cancelAtPeriodEnd: true });
      expect(answer.status.subscriptionEnd).toBe(new Date((now + 28 * DAY) * 1000).toISOString());
      expect(subjects()).toEqual([
        "Sua assinatura Básico está ativa",
        "Cancelamento da sua assinatura agendado",
      ]);
      expect(mails[1]!.text).toContain("Mudou de ideia?");

      // Stripe's own customer.subscription.updated for the same change arrives later: no second e-mail.
      expect(
        (await deliver(signed("customer.subscription.updated", stripeSubscriptionObject(sub))))
          .status,
      ).toBe(200);
      expect(mails).toHaveLength(2);

      // At the period end Stripe deletes the subscription: gratuito and the "plan ended" e-mail.
      sub.status = "canceled";
      expect(
        (await deliver(signed("customer.subscription.deleted", stripeSubscriptionObject(sub))))
          .status,
      ).toBe(200);
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "gratuito",
        subscribed: false,
        cancelAtPeriodEnd: false,
      });
      expect(mails[2]!.subject).toBe("Seu plano Básico terminou");
      expect(mails[2]!.text).toContain("voltou ao plano gratuito");
    });

    it("a scheduled cancellation seen only in the webhook (Stripe portal) is stored, and 'manter' undoes it", async () => {
      const sub = basico({ cancelAtPeriodEnd: true });
      mock.subscriptions.push(sub);
      await database.db
        .update(subscribers)
        .set({ subscriptionTier: "basico", subscribed: true })
        .where(eq(subscribers.userId, "u1"));
      await deliver(signed("customer.subscription.updated", stripeSubscriptionObject(sub)));
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "basico",
        cancelAtPeriodEnd: true,
      });
      expect(subjects()).toEqual(["Cancelamento da sua assinatura agendado"]);

      const kept = await granted(changeSubscription(deps, ana, "revisafacil", "manter"));
      expect(kept.message).toBe(
        "Pronto! Sua assinatura continua ativa e será renovada normalmente.",
      );
      expect(mock.callsTo("POST", "/v1/subscriptions/sub_ana")[0]?.form).toEqual({
        cancel_at_period_end: "false",
      });
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "basico",
        cancelAtPeriodEnd: false,
      });
    });

    it("invoice.payment_failed sends the 'update your card' e-mail once per event and keeps the plan (past_due)", async () => {
      const sub = basico({ status: "past_due" });
      mock.subscriptions.push(sub);
      await database.db
        .update(subscribers)
        .set({ subscriptionTier: "basico", subscribed: true })
        .where(eq(subscribers.userId, "u1"));
      const invoice = {
        id: "in_sub_ana",
        object: "invoice",
        customer: "cus_ana",
        subscription: "sub_ana",
        metadata: {},
      };
      const request = signed("invoice.payment_failed", invoice);
      const again = request.clone();
      expect((await deliver(request)).status).toBe(200);
      expect(await deliver(again).then((r) => r.json())).toMatchObject({ outcome: "duplicate" });
      expect(subjects()).toEqual(["Não conseguimos cobrar sua assinatura"]);
      expect(mails[0]!.text).toContain("atualize a forma de pagamento");
      expect(mails[0]!.html).toContain("Gerenciar pagamento");
      expect(await consumerRow()).toMatchObject({ subscriptionTier: "basico", subscribed: true });
    });

    it("withdrawal within 7 days refunds the latest invoice's PaymentIntent in full and ends the plan now", async () => {
      const sub = basico();
      mock.subscriptions.push(sub);
      await deliver(signed("customer.subscription.created", stripeSubscriptionObject(sub)));
      mails = [];

      const answer = await granted(changeSubscription(deps, ana, "revisafacil", "desistir"));
      expect(answer.message).toBe(
        "Desistência registrada: o reembolso integral foi solicitado e seu plano terminou.",
      );
      expect(mock.callsTo("GET", "/v1/invoice_payments")[0]?.query).toMatchObject({
        invoice: "in_sub_ana",
        status: "paid",
      });
      expect(mock.refunds).toEqual([
        expect.objectContaining({
          payment_intent: "pi_ana_1",
          amount: 1990,
          reason: "requested_by_customer",
          idempotencyKey: "revisafacil-withdraw-sub_ana",
        }),
      ]);
      expect(mock.callsTo("DELETE", "/v1/subscriptions/sub_ana")).toHaveLength(1);
      expect(answer.status).toMatchObject({ tier: "gratuito", subscribed: false });
      expect(subjects()).toEqual(["Seu plano Básico terminou"]);
      expect(mails[0]!.text).toContain("O reembolso integral de R$ 19,90 foi solicitado");

      // The webhook for the deletion changes nothing more and sends nothing.
      await deliver(signed("customer.subscription.deleted", stripeSubscriptionObject(sub)));
      expect(mails).toHaveLength(1);
    });

    it("refuses the withdrawal after 7 days, refunds nothing and leaves the plan", async () => {
      const sub = basico({ startDate: now - 8 * DAY });
      mock.subscriptions.push(sub);
      await deliver(signed("customer.subscription.created", stripeSubscriptionObject(sub)));
      expect(await changeSubscription(deps, ana, "revisafacil", "desistir")).toEqual({
        ok: false,
        reason: "withdrawal_expired",
      });
      expect(mock.refunds).toHaveLength(0);
      expect(await consumerRow()).toMatchObject({ subscriptionTier: "basico" });
    });

    it("refuses without a subscription, and fails with 502 in pt-BR when Stripe refuses the refund", async () => {
      expect(await changeSubscription(deps, ana, "revisafacil", "cancelar")).toEqual({
        ok: false,
        reason: "no_subscription",
      });
      mock.subscriptions.push(basico());
      mock.failNext.add("/v1/refunds");
      const failed = await rejection(changeSubscription(deps, ana, "revisafacil", "desistir"));
      expect(failed).toMatchObject({
        status: 502,
        message: "Não foi possível processar o reembolso agora. Tente novamente em instantes.",
      });
      expect(mock.callsTo("DELETE", "/v1/subscriptions/sub_ana")).toHaveLength(0);
    });
  });

  describe("on the local test provider (injected clock)", () => {
    let clockNow: Date;
    const clock = () => new Date(clockNow);
    let deps: BillingDeps;
    beforeEach(() => {
      clockNow = new Date("2026-11-23T12:00:00Z");
      deps = {
        db: database.db,
        provider: createLocalProvider({ appUrl: APP_URL, clock }),
        appUrl: APP_URL,
        mail,
      };
    });
    const subscribe = async () => {
      const { url } = await granted(createCheckout(deps, ana, "basico"));
      const sessionId = url.split("/").pop()!;
      expect(
        await completeTestCheckout(database.db, deps.provider, sessionId, {
          mail,
          appUrl: APP_URL,
        }),
      ).toMatchObject({ ok: true, returnUrl: expect.stringContaining("/assinatura") });
    };

    it("cancel keeps Básico until the period end; after it the sweep makes the subscriber gratuito", async () => {
      await subscribe();
      expect(await consumerRow()).toMatchObject({ subscriptionTier: "basico", subscribed: true });
      expect((await consumerRow()).subscriptionEnd?.toISOString()).toBe("2026-12-23T12:00:00.000Z");
      expect(subjects()).toEqual(["Sua assinatura Básico está ativa"]);
      expect(mails[0]!.text).toContain("renova em 23/12/2026");
      expect(mails[0]!.text).toContain("até 30/11/2026 você pode desistir");

      await changeSubscription(deps, ana, "revisafacil", "cancelar");
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "basico",
        cancelAtPeriodEnd: true,
      });

      clockNow = new Date("2026-12-23T11:59:00Z");
      expect(await endDueTestSubscriptions(database.db, deps.provider, { mail, clock })).toBe(0);
      expect(await consumerRow()).toMatchObject({ subscriptionTier: "basico" });

      clockNow = new Date("2026-12-23T12:00:01Z");
      expect(await endDueTestSubscriptions(database.db, deps.provider, { mail, clock })).toBe(1);
      expect(await consumerRow()).toMatchObject({
        subscriptionTier: "gratuito",
        subscribed: false,
      });
      expect(subjects()).toEqual([
        "Sua assinatura Básico está ativa",
        "Cancelamento da sua assinatura agendado",
        "Seu plano Básico terminou",
      ]);
    });

    it("without a cancellation the period renews when the clock passes it", async () => {
      await subscribe();
      clockNow = new Date("2027-01-02T00:00:00Z");
      const subs = await deps.provider.listSubscriptions(
        (await consumerRow()).stripeCustomerId!,
        database.db,
      );
      expect(subs[0]).toMatchObject({ status: "active", live: true });
      expect(subs[0]!.periodEnd?.toISOString()).toBe("2027-01-23T12:00:00.000Z");
    });

    it("the test portal's clock moves one customer to the period end", async () => {
      await subscribe();
      await changeSubscription(deps, ana, "revisafacil", "cancelar");
      const customerId = (await consumerRow()).stripeCustomerId!;
      const portal = await deps.provider.createPortalSession(
        { customerId, returnUrl: `${APP_URL}/assinatura` },
        database.db,
      );
      const sessionId = portal.url!.split("/").pop()!;
      expect(
        await advanceTestClock(database.db, deps.provider, sessionId, { mail, clock }),
      ).toEqual({ ok: true, returnUrl: `${APP_URL}/assinatura` });
      expect(await consumerRow()).toMatchObject({ subscriptionTier: "gratuito" });
      expect((await deps.provider.now(customerId, database.db)).toISOString()).toBe(
        "2026-12-23T12:00:00.000Z",
      );
    });

    it("withdrawal within 7 days records the refund and ends the plan; on day 8 it is refused", async () => {
      await subscribe();
      clockNow = new Date("2026-11-30T11:00:00Z");
      const answer = await granted(changeSubscription(deps, ana, "revisafacil", "desistir"));
      expect(answer.status.tier).toBe("gratuito");
      const refunds = await database.db.select().from(testPaymentRefunds);
      expect(refunds).toEqual([expect.objectContaining({ amountCents: 1990 })]);
      expect(mails.at(-1)!.text).toContain("O reembolso integral de R$ 19,90 foi solicitado");

      clockNow = new Date("2026-11-23T12:00:00Z");
      await subscribe();
      clockNow = new Date("2026-11-30T12:00:01Z");
      expect(await changeSubscription(deps, ana, "revisafacil", "desistir")).toEqual({
        ok: false,
        reason: "withdrawal_expired",
      });
      expect(await database.db.select().from(testPaymentRefunds)).toHaveLength(1);
    });

    it("refunds once when withdrawals of one subscription arrive together (unique per subscription)", async () => {
      await subscribe();
      const customerId = (await consumerRow()).stripeCustomerId!;
      const [sub] = await deps.provider.listSubscriptions(customerId, database.db);
      clockNow = new Date("2026-11-24T10:00:00Z");
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => deps.provider.withdraw(sub!.id, database.db)),
      );
      const refunds = await database.db
        .select()
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.subscriptionId, sub!.id));
      expect(refunds).toHaveLength(1);
      expect(new Set(answers.map((a) => a.id))).toEqual(new Set([refunds[0]!.id]));
      // The database itself refuses a second refund for the subscription.
      await expect(
        database.db.insert(testPaymentRefunds).values({
          id: "re_segundo",
          customerId,
          subscriptionId: sub!.id,
          amountCents: 1990,
        }),
      ).rejects.toThrow();
    });
  });
});
