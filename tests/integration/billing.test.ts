// create-checkout, customer-portal and check-subscription for an authorised caller: against a
// local server speaking Stripe's API (the real SDK via host/port/protocol), and on the local test
// provider, whose pages' actions go through the same event path as Stripe's webhook.
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processedPaymentEvents, revisaconectaSubscribers, subscribers, user } from "~/db/schema";
import {
  BillingError,
  checkSubscription,
  createCheckout,
  openCustomerPortal,
  type BillingDeps,
  type BillingRefusal,
} from "~/features/billing/billing.server";
import { billingEndpoint } from "~/features/billing/http.server";
import { viewerContext } from "~/platform/context";
import {
  abandonTestCheckout,
  cancelTestSubscriptions,
  completeTestCheckout,
} from "~/features/billing/test-provider.server";
import { createLocalProvider } from "~/services/payments-local.server";
import { createStripeProvider } from "~/services/payments-stripe.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { startStripeMock, type StripeMock } from "../support/stripe-mock";

const APP_URL = "http://127.0.0.1:3999";
const PRICES = {
  basico: "price_basico",
  premium: "price_premium",
  starter: "price_starter",
  master: "price_master",
};
const ana = { userId: "u1", email: "ana@example.com" };
const noMail = async () => {};
/** A test page's session that was used or expired. */
const gone = { ok: false, reason: "gone" };

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

describe("the billing endpoints' answer", () => {
  const context = new RouterContextProvider();
  context.set(viewerContext, {
    user: { id: ana.userId, email: ana.email, name: "" },
    plan: { tier: "gratuito", analysesThisMonth: 0, isAdmin: false },
    lawyer: null,
  });
  const answer = async (
    outcome: { ok: true; url: string } | { ok: false; reason: BillingRefusal },
  ) => {
    const request = new Request(`${APP_URL}/api/billing/x`, { method: "POST" });
    const response = await billingEndpoint(request, context, "", async () => outcome);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("is the value without ok, or each refusal's status and pt-BR text", async () => {
    expect(await answer({ ok: true, url: "https://pay" })).toEqual({
      status: 200,
      body: { url: "https://pay" },
    });
    expect(await answer({ ok: false, reason: "already_subscribed" })).toEqual({
      status: 409,
      body: {
        error:
          "Você já tem uma assinatura ativa. Para trocar de plano, cancele a atual e assine o novo plano.",
      },
    });
    expect(await answer({ ok: false, reason: "not_a_lawyer" })).toEqual({
      status: 403,
      body: {
        error:
          "Os planos Starter e Master são do RevisaConecta: entre com sua conta de advogado para assinar.",
      },
    });
    expect(await answer({ ok: false, reason: "no_subscription" })).toEqual({
      status: 404,
      body: { error: "Você não tem uma assinatura para gerenciar." },
    });
    expect(await answer({ ok: false, reason: "withdrawal_expired" })).toEqual({
      status: 409,
      body: {
        error:
          "O prazo de 7 dias para desistir com reembolso integral já terminou. Você ainda pode cancelar: o acesso continua até o fim do período pago.",
      },
    });
  });
});

let mock: StripeMock;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(async () => {
  await mock?.close();
});

describe.each(databaseKinds)("billing on %s", (kind) => {
  let database: TestDatabase;
  let stripe: BillingDeps;
  let local: BillingDeps;
  const consumerRow = async () => {
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.userId, "u1"));
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const stripeProvider = createStripeProvider({
      secretKey: "sk_test_mock",
      prices: PRICES,
      host: "127.0.0.1",
      port: mock.port,
      protocol: "http",
    });
    stripe = { db: database.db, provider: stripeProvider, appUrl: APP_URL, mail: noMail };
    local = {
      db: database.db,
      provider: createLocalProvider({ appUrl: APP_URL }),
      appUrl: APP_URL,
      mail: noMail,
    };
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.insert(user).values({ id: "u1", name: "Ana", email: ana.email });
    mock.customers.length = 0;
    mock.subscriptions.length = 0;
    mock.requests = [];
    mock.omitUrls = false;
  });
  afterEach(async () => {
    await database.db.execute(
      sql`truncate "user", processed_payment_events, test_payment_customers cascade`,
    );
  });

  describe("on Stripe", () => {
    it("creates the customer by e-mail, stores it and opens a subscription checkout for the plan's price", async () => {
      const { url } = await granted(createCheckout(stripe, ana, "basico"));
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const [created] = mock.callsTo("POST", "/v1/customers");
      expect(created?.form).toMatchObject({ email: ana.email, "metadata[userId]": "u1" });
      expect(created?.idempotencyKey).toBe("revisafacil-customer-u1");
      const row = await consumerRow();
      expect(row?.stripeCustomerId).toBe(mock.customers[0]!.id);
      expect(row?.subscriptionTier).toBe("gratuito");

      const [checkout] = mock.callsTo("POST", "/v1/checkout/sessions");
      expect(checkout?.form).toMatchObject({
        mode: "subscription",
        customer: mock.customers[0]!.id,
        "line_items[0][price]": "price_basico",
        "line_items[0][quantity]": "1",
        client_reference_id: "u1",
        success_url: `${APP_URL}/assinatura?origem=checkout`,
        cancel_url: `${APP_URL}/#planos`,
        "subscription_data[metadata][plan]": "basico",
      });
    });

    it("reuses the stored customer and finds an existing one by e-mail instead of creating another", async () => {
      mock.customers.push({ id: "cus_existing", email: ana.email });
      await createCheckout(stripe, ana, "premium");
      await createCheckout(stripe, ana, "basico");
      expect(mock.callsTo("POST", "/v1/customers")).toHaveLength(0);
      expect(mock.callsTo("GET", "/v1/customers")).toHaveLength(1);
      expect((await consumerRow())?.stripeCustomerId).toBe("cus_existing");
      expect(
        mock.callsTo("POST", "/v1/checkout/sessions").map((r) => r.form["line_items[0][price]"]),
      ).toEqual(["price_premium", "price_basico"]);
    });

    it("says 'Erro ao gerar link de pagamento.' when Stripe gives no url", async () => {
      mock.omitUrls = true;
      const error = await rejection(createCheckout(stripe, ana, "basico"));
      expect(error.message).toBe("Erro ao gerar link de pagamento.");
    });

    it("says 'Erro ao processar pagamento. Tente novamente.' when Stripe fails or the price is not configured", async () => {
      mock.failNext.add("/v1/checkout/sessions");
      const failed = await rejection(createCheckout(stripe, ana, "basico"));
      expect([failed.message, failed.status]).toEqual([
        "Erro ao processar pagamento. Tente novamente.",
        502,
      ]);

      const unpriced = {
        ...stripe,
        provider: { ...stripe.provider, prices: { ...PRICES, premium: undefined } },
      };
      const missing = await rejection(createCheckout(unpriced, ana, "premium"));
      expect([missing.message, missing.status]).toEqual([
        "Erro ao processar pagamento. Tente novamente.",
        503,
      ]);
    });

    it("refuses a second paid plan and lawyer plans for someone who is not a lawyer", async () => {
      await database.db
        .insert(subscribers)
        .values({ userId: "u1", email: ana.email, subscribed: true, subscriptionTier: "basico" });
      expect(await createCheckout(stripe, ana, "premium")).toEqual({
        ok: false,
        reason: "already_subscribed",
      });
      expect(await createCheckout(stripe, ana, "starter")).toEqual({
        ok: false,
        reason: "not_a_lawyer",
      });
      expect(mock.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
    });

    it("opens a lawyer checkout on the lawyer row", async () => {
      await database.db
        .insert(revisaconectaSubscribers)
        .values({ userId: "u1", email: ana.email, nome: "Ana" });
      await createCheckout(stripe, ana, "master");
      const [lawyer] = await database.db.select().from(revisaconectaSubscribers);
      expect(lawyer?.stripeCustomerId).toBe(mock.customers[0]!.id);
      expect(mock.callsTo("POST", "/v1/checkout/sessions")[0]?.form).toMatchObject({
        "line_items[0][price]": "price_master",
        success_url: `${APP_URL}/assinatura?origem=checkout&area=revisaconecta`,
        cancel_url: `${APP_URL}/oportunidades-advogados`,
      });
    });

    it("opens the billing portal for the stored customer with a return url, and fails in pt-BR", async () => {
      expect(await openCustomerPortal(stripe, ana, "revisafacil")).toEqual({
        ok: false,
        reason: "no_subscription",
      });

      await database.db
        .insert(subscribers)
        .values({ userId: "u1", email: ana.email, stripeCustomerId: "cus_ana" });
      const { url } = await granted(openCustomerPortal(stripe, ana, "revisafacil"));
      expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
      expect(mock.callsTo("POST", "/v1/billing_portal/sessions")[0]?.form).toEqual({
        customer: "cus_ana",
        return_url: `${APP_URL}/assinatura?origem=portal`,
      });

      mock.failNext.add("/v1/billing_portal/sessions");
      expect((await rejection(openCustomerPortal(stripe, ana, "revisafacil"))).message).toBe(
        "Erro ao acessar portal de gerenciamento.",
      );
      mock.omitUrls = true;
      expect((await rejection(openCustomerPortal(stripe, ana, "revisafacil"))).message).toBe(
        "Não foi possível abrir o portal de cancelamento.",
      );
    });

    it("check-subscription re-reads Stripe, finds the customer by e-mail and stores the plan", async () => {
      mock.customers.push({ id: "cus_dash", email: ana.email });
      mock.subscriptions.push({
        id: "sub_1",
        customer: "cus_dash",
        price: PRICES.premium,
        status: "trialing",
        currentPeriodEnd: 1_950_000_000,
      });
      const status = await checkSubscription(stripe, ana);
      expect(status).toMatchObject({ tier: "premium", subscribed: true, lawyer: null });
      expect(status.subscriptionEnd).toBe(new Date(1_950_000_000 * 1000).toISOString());
      expect(await consumerRow()).toMatchObject({
        stripeCustomerId: "cus_dash",
        subscriptionTier: "premium",
      });

      mock.subscriptions[0]!.status = "canceled";
      expect(await checkSubscription(stripe, ana)).toMatchObject({
        tier: "gratuito",
        subscribed: false,
        subscriptionEnd: null,
      });
    });
  });

  describe("on the local test provider", () => {
    it("subscribes through the test checkout page and cancels (at the period end, D33) through the test portal", async () => {
      const { url } = await granted(createCheckout(local, ana, "basico"));
      expect(url).toMatch(new RegExp(`^${APP_URL}/pagamento-teste/cs_test_[A-Za-z0-9_-]{24}$`));
      const sessionId = url.split("/").pop()!;

      expect(
        await completeTestCheckout(database.db, local.provider, sessionId, { mail: noMail }),
      ).toEqual({ ok: true, returnUrl: `${APP_URL}/assinatura?origem=checkout` });
      const paid = await consumerRow();
      expect(paid).toMatchObject({ subscribed: true, subscriptionTier: "basico" });
      expect(paid?.subscriptionEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
      // A second submit of the same page does nothing.
      expect(await completeTestCheckout(database.db, local.provider, sessionId)).toEqual(gone);
      expect(await checkSubscription(local, ana)).toMatchObject({
        tier: "basico",
        subscribed: true,
      });

      const portal = await granted(openCustomerPortal(local, ana, "revisafacil"));
      expect(portal.url).toMatch(new RegExp(`^${APP_URL}/pagamento-teste/portal/bps_test_`));
      const back = await cancelTestSubscriptions(
        database.db,
        local.provider,
        portal.url.split("/").pop()!,
        { mail: noMail },
      );
      expect(back).toEqual({ ok: true, returnUrl: `${APP_URL}/assinatura?origem=portal` });
      // The paid month is kept: Básico until subscription_end, with the cancellation scheduled.
      expect(await consumerRow()).toMatchObject({
        subscribed: true,
        subscriptionTier: "basico",
        cancelAtPeriodEnd: true,
      });
      expect((await consumerRow())?.subscriptionEnd?.getTime()).toBe(
        paid?.subscriptionEnd?.getTime(),
      );

      const events = await database.db.select().from(processedPaymentEvents);
      expect(events.map((e) => e.type).sort()).toEqual([
        "checkout.session.completed",
        "customer.subscription.updated",
      ]);
    });

    it("changes nothing when the test checkout is abandoned or the session is unknown", async () => {
      const { url } = await granted(createCheckout(local, ana, "premium"));
      const sessionId = url.split("/").pop()!;
      expect(await abandonTestCheckout(database.db, sessionId)).toEqual({
        ok: true,
        returnUrl: `${APP_URL}/#planos`,
      });
      expect(await completeTestCheckout(database.db, local.provider, sessionId)).toEqual(gone);
      expect(await completeTestCheckout(database.db, local.provider, "cs_test_unknown")).toEqual(
        gone,
      );
      expect(await consumerRow()).toMatchObject({
        subscribed: false,
        subscriptionTier: "gratuito",
      });
    });
  });
});
