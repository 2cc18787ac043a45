// The Stripe webhook end to end below the router: real SDK signature checks (events signed
// offline with generateTestHeaderString), a local server speaking Stripe's API for the re-read,
// and PGlite / PostgreSQL for the state.
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processedPaymentEvents, revisaconectaSubscribers, subscribers, user } from "~/db/schema";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { createStripeProvider } from "~/services/payments-stripe.server";
import type { PaymentProvider } from "~/services/payments.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  startStripeMock,
  stripeSubscriptionObject,
  type MockSubscription,
  type StripeMock,
} from "../support/stripe-mock";

const SECRET = "whsec_test_secret";
const PRICES = {
  basico: "price_basico",
  premium: "price_premium",
  starter: "price_starter",
  master: "price_master",
};
const PERIOD_END = Math.floor(Date.UTC(2031, 0, 15) / 1000);

let mock: StripeMock;
let provider: PaymentProvider;

beforeAll(async () => {
  mock = await startStripeMock();
  provider = createStripeProvider({
    secretKey: "sk_test_mock",
    prices: PRICES,
    host: "127.0.0.1",
    port: mock.port,
    protocol: "http",
  });
});
afterAll(async () => {
  await mock?.close();
});

let counter = 0;
function subscriptionEvent(
  type: string,
  sub: MockSubscription,
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: `evt_${++counter}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: stripeSubscriptionObject(sub) },
  };
}

function signedRequest(
  payload: string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
) {
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  });
  return new Request("http://127.0.0.1/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: options.body ?? payload,
  });
}

describe.each(databaseKinds)("Stripe webhook on %s", (kind) => {
  let database: TestDatabase;
  // E-mails are captured here (tests/integration/subscription-lifecycle.test.ts reads them).
  const deliver = (request: Request) =>
    handleStripeWebhook(request, {
      db: database.db,
      provider,
      webhookSecret: SECRET,
      mail: async () => {},
    });
  const consumerRow = async () => {
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.userId, "u1"));
    return row!;
  };
  const processedCount = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processedPaymentEvents);
    return row!.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.insert(user).values({ id: "u1", name: "Ana", email: "ana@example.com" });
    await database.db
      .insert(subscribers)
      .values({ userId: "u1", email: "ana@example.com", stripeCustomerId: "cus_ana" });
    mock.subscriptions.length = 0;
    mock.requests = [];
  });
  afterEach(async () => {
    await database.db.execute(sql`truncate "user", processed_payment_events cascade`);
  });

  const activeBasico: MockSubscription = {
    id: "sub_1",
    customer: "cus_ana",
    price: PRICES.basico,
    status: "active",
    currentPeriodEnd: PERIOD_END,
  };

  it("applies a correctly signed event from Stripe's re-read state", async () => {
    mock.subscriptions.push(activeBasico);
    const response = await deliver(
      signedRequest(
        JSON.stringify(subscriptionEvent("customer.subscription.created", activeBasico)),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      received: true,
      outcome: "processed",
      changed: 1,
    });
    const row = await consumerRow();
    expect(row).toMatchObject({ subscribed: true, subscriptionTier: "basico" });
    expect(row.subscriptionEnd?.toISOString()).toBe(new Date(PERIOD_END * 1000).toISOString());
    expect(mock.callsTo("GET", "/v1/subscriptions")[0]?.query).toMatchObject({
      customer: "cus_ana",
      status: "all",
    });
  });

  it("refuses a wrong signature with 400 and changes nothing", async () => {
    mock.subscriptions.push(activeBasico);
    const payload = JSON.stringify(
      subscriptionEvent("customer.subscription.created", activeBasico),
    );
    const response = await deliver(signedRequest(payload, { secret: "whsec_someone_else" }));
    expect(response.status).toBe(400);
    expect(await consumerRow()).toMatchObject({ subscribed: false, subscriptionTier: "gratuito" });
    expect(await processedCount()).toBe(0);
    expect(mock.requests).toHaveLength(0);
  });

  it("refuses a body changed after signing", async () => {
    mock.subscriptions.push(activeBasico);
    const payload = JSON.stringify(
      subscriptionEvent("customer.subscription.created", activeBasico),
    );
    const response = await deliver(
      signedRequest(payload, { body: payload.replace("cus_ana", "cus_eve") }),
    );
    expect(response.status).toBe(400);
    expect(await processedCount()).toBe(0);
  });

  it("refuses a stale signature (10 minutes old) with 400 and changes nothing", async () => {
    mock.subscriptions.push(activeBasico);
    const payload = JSON.stringify(
      subscriptionEvent("customer.subscription.created", activeBasico),
    );
    const response = await deliver(
      signedRequest(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(response.status).toBe(400);
    expect(await consumerRow()).toMatchObject({ subscribed: false, subscriptionTier: "gratuito" });
    expect(await processedCount()).toBe(0);
  });

  it("refuses a request without signature or with garbage, never with 500", async () => {
    const unsigned = new Request("http://127.0.0.1/api/stripe/webhook", {
      method: "POST",
      body: "{}",
    });
    expect((await deliver(unsigned)).status).toBe(400);
    const garbage = new Request("http://127.0.0.1/api/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": "t=abc,v1=zzz" },
      body: "not json",
    });
    expect((await deliver(garbage)).status).toBe(400);
    expect(await processedCount()).toBe(0);
  });

  it("applies the same event replayed 100 times once", async () => {
    mock.subscriptions.push(activeBasico);
    const payload = JSON.stringify(
      subscriptionEvent("customer.subscription.created", activeBasico),
    );
    const first = await deliver(signedRequest(payload));
    expect(await first.json()).toMatchObject({ outcome: "processed", changed: 1 });
    const afterFirst = await consumerRow();

    // Were a replay re-applied, it would now read this cancellation and downgrade the row.
    mock.subscriptions[0] = { ...activeBasico, status: "canceled" };
    const sequential = [];
    for (let i = 0; i < 49; i++)
      sequential.push(await (await deliver(signedRequest(payload))).json());
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, () => deliver(signedRequest(payload)).then((r) => r.json())),
    );
    const outcomes = [...sequential, ...concurrent].map((r) => (r as { outcome: string }).outcome);
    expect(outcomes).toEqual(Array(99).fill("duplicate"));

    expect(await processedCount()).toBe(1);
    expect(mock.callsTo("GET", "/v1/subscriptions")).toHaveLength(1);
    const row = await consumerRow();
    expect(row).toMatchObject({ subscribed: true, subscriptionTier: "basico" });
    expect(row.updatedAt.getTime()).toBe(afterFirst.updatedAt.getTime());
  });

  it("converges when customer.subscription.deleted arrives before customer.subscription.created", async () => {
    const created = subscriptionEvent("customer.subscription.created", activeBasico, 1_900_000_000);
    const canceled = { ...activeBasico, status: "canceled" };
    const deleted = subscriptionEvent("customer.subscription.deleted", canceled, 1_900_000_100);
    mock.subscriptions.push(canceled); // Stripe's truth: the subscription is over.

    expect((await deliver(signedRequest(JSON.stringify(deleted)))).status).toBe(200);
    expect(await consumerRow()).toMatchObject({ subscribed: false, subscriptionTier: "gratuito" });
    // The late "created" carries an active subscription in its payload; the re-read says otherwise.
    const late = await deliver(signedRequest(JSON.stringify(created)));
    expect(await late.json()).toMatchObject({ outcome: "processed", changed: 0 });
    expect(await consumerRow()).toMatchObject({
      subscribed: false,
      subscriptionTier: "gratuito",
      subscriptionEnd: null,
    });
  });

  it("keeps the best live plan when the customer has several subscriptions", async () => {
    mock.subscriptions.push(
      { ...activeBasico, id: "sub_old", status: "canceled" },
      { ...activeBasico, id: "sub_premium", price: PRICES.premium, status: "past_due" },
      { ...activeBasico, id: "sub_basico" },
    );
    await deliver(
      signedRequest(
        JSON.stringify(subscriptionEvent("customer.subscription.updated", activeBasico)),
      ),
    );
    expect(await consumerRow()).toMatchObject({ subscribed: true, subscriptionTier: "premium" });
  });

  it("updates the lawyer row from lawyer prices and leaves the consumer plan alone", async () => {
    await database.db.insert(revisaconectaSubscribers).values({
      userId: "u1",
      email: "ana@example.com",
      nome: "Ana Advogada",
      stripeCustomerId: "cus_ana",
    });
    const master = { ...activeBasico, id: "sub_master", price: PRICES.master };
    mock.subscriptions.push(master);
    await deliver(
      signedRequest(JSON.stringify(subscriptionEvent("customer.subscription.created", master))),
    );
    const [lawyer] = await database.db
      .select()
      .from(revisaconectaSubscribers)
      .where(eq(revisaconectaSubscribers.userId, "u1"));
    expect(lawyer).toMatchObject({ tipoPlano: "master", assinanteAtivo: true });
    expect(await consumerRow()).toMatchObject({ subscribed: false, subscriptionTier: "gratuito" });
  });

  it("links the customer from checkout.session.completed when the row has none yet", async () => {
    await database.db
      .update(subscribers)
      .set({ stripeCustomerId: null })
      .where(eq(subscribers.userId, "u1"));
    mock.subscriptions.push({ ...activeBasico, customer: "cus_new" });
    const event = {
      id: "evt_checkout_1",
      object: "event",
      created: Math.floor(Date.now() / 1000),
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_1",
          object: "checkout.session",
          customer: "cus_new",
          client_reference_id: "u1",
          metadata: {},
        },
      },
    };
    expect((await deliver(signedRequest(JSON.stringify(event)))).status).toBe(200);
    expect(await consumerRow()).toMatchObject({
      stripeCustomerId: "cus_new",
      subscriptionTier: "basico",
      subscribed: true,
    });
  });

  it("acknowledges events outside the allow-list without acting on them", async () => {
    mock.subscriptions.push(activeBasico);
    const event = {
      ...subscriptionEvent("customer.subscription.created", activeBasico),
      type: "charge.dispute.created",
    };
    const response = await deliver(signedRequest(JSON.stringify(event)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ignored: true });
    expect(await processedCount()).toBe(0);
    expect(await consumerRow()).toMatchObject({ subscriptionTier: "gratuito" });
  });

  it("answers 503 and records nothing when Stripe cannot be re-read, so Stripe's retry applies it", async () => {
    mock.subscriptions.push(activeBasico);
    const payload = JSON.stringify(
      subscriptionEvent("customer.subscription.created", activeBasico),
    );
    mock.failNext.add("/v1/subscriptions");
    expect((await deliver(signedRequest(payload))).status).toBe(503);
    expect(await processedCount()).toBe(0);
    expect(await consumerRow()).toMatchObject({ subscriptionTier: "gratuito" });
    expect((await deliver(signedRequest(payload))).status).toBe(200);
    expect(await consumerRow()).toMatchObject({ subscriptionTier: "basico" });
  });
});

describe("Stripe webhook without Stripe configured", () => {
  it("answers 404 on the local test provider and 503 when the signing secret is missing", async () => {
    const local = { ...provider, kind: "local" } as PaymentProvider;
    const request = () =>
      new Request("http://127.0.0.1/api/stripe/webhook", { method: "POST", body: "{}" });
    const database = await createTestDatabase("pglite");
    try {
      expect(
        (
          await handleStripeWebhook(request(), {
            db: database.db,
            provider: local,
            webhookSecret: SECRET,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await handleStripeWebhook(request(), {
            db: database.db,
            provider,
            webhookSecret: undefined,
          })
        ).status,
      ).toBe(503);
    } finally {
      await database.dispose();
    }
  });
});
