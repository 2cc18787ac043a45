// The course sold once (DESIGN §8b.22–23): checkout at the page's price, the purchase as the
// provider reports it, the 30-day guarantee refunded once (concurrent claims included) — on the
// local test provider with an injected clock and on Stripe (the real SDK against
// tests/support/stripe-mock.ts, signed webhooks).
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  coursePurchases,
  processedPaymentEvents,
  revisaconectaSubscribers,
  subscribers,
  testPaymentPayments,
  testPaymentSessions,
  user,
} from "~/db/schema";
import { COURSE } from "~/domain/course";
import { BillingError } from "~/features/billing/billing.server";
import {
  claimCourseGuarantee,
  type CourseDeps,
  courseAccess,
  guaranteeState,
  startCourseCheckout,
  syncCoursePurchases,
} from "~/features/billing/course-purchase.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import type { EmailMessage } from "~/services/email.server";
import { advanceLocalClock, createLocalProvider } from "~/services/payments-local.server";
import {
  createLocalOneTimeProvider,
  findOpenLocalPaymentSession,
  payLocalPaymentSession,
} from "~/services/payments-one-time-local.server";
import { createStripeOneTimeProvider } from "~/services/payments-one-time-stripe.server";
import { createStripeProvider } from "~/services/payments-stripe.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { startStripeMock, type StripeMock } from "../support/stripe-mock";

const SECRET = "whsec_test_secret";
const APP_URL = "http://127.0.0.1:3999";
const DAY_MS = 86_400_000;
const ana = { userId: "u1", email: "ana@example.com" };
const bia = { userId: "u2", email: "bia@example.com" };

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
    id: `evt_curso_${++counter}_${Date.now()}`,
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

describe.each(databaseKinds)("course purchase on %s", (kind) => {
  let database: TestDatabase;
  let mails: EmailMessage[];
  const mail = async (m: EmailMessage) => {
    mails.push(m);
  };
  const purchaseOf = async (userId: string) =>
    (await database.db.select().from(coursePurchases).where(eq(coursePurchases.userId, userId)))[0];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    mails = [];
    await database.db.insert(user).values([
      { id: ana.userId, name: "Ana", email: ana.email },
      { id: bia.userId, name: "Bia", email: bia.email },
    ]);
  });
  afterEach(async () => {
    await database.db.execute(
      sql`truncate "user", processed_payment_events, test_payment_customers cascade`,
    );
  });

  describe("on the local test provider", () => {
    let now: Date;
    const clock = () => now;
    let deps: CourseDeps;
    beforeEach(() => {
      now = new Date("2026-03-02T15:00:00Z");
      deps = {
        db: database.db,
        provider: createLocalProvider({ appUrl: APP_URL, clock }),
        payments: createLocalOneTimeProvider({ appUrl: APP_URL, clock }),
        appUrl: APP_URL,
        mail,
      };
    });

    /** "Quero me inscrever" → the test checkout → "Confirmar pagamento de teste". */
    async function buy(caller: typeof ana, instalments = 12) {
      const started = await startCourseCheckout(deps, caller);
      if (!started.ok) throw new Error(started.reason);
      const sessionId = started.url.split("/").at(-1)!;
      const session = await findOpenLocalPaymentSession(database.db, sessionId);
      expect(session).not.toBeNull();
      const paid = await payLocalPaymentSession(
        database.db,
        session!,
        { amountCents: COURSE.priceCents, instalments },
        clock,
      );
      expect(paid).not.toBeNull();
      await syncCoursePurchases(deps, session!.customerId);
      return { sessionId, session: session! };
    }

    it("sells once at the page's price: checkout, payment, purchase, e-mail; a second pay of the session does nothing", async () => {
      const started = await startCourseCheckout(deps, ana);
      expect(started.ok && started.url).toMatch(
        new RegExp(`^${APP_URL}/pagamento-teste/curso/cs_test_`),
      );
      const { session } = await buy(ana, 12);
      expect(session).toMatchObject({
        kind: "payment",
        priceId: "price_test_curso",
        returnUrl: `${APP_URL}/curso-reducao-consignado/aulas?origem=checkout`,
        cancelUrl: `${APP_URL}/curso-reducao-consignado`,
      });
      expect(await purchaseOf(ana.userId)).toMatchObject({
        provider: "local",
        amountCents: 19_700,
        instalments: 12,
        paidAt: now,
        refundedAt: null,
      });
      expect((await courseAccess(database.db, ana.userId)).status).toBe("active");
      expect((await courseAccess(database.db, bia.userId)).status).toBe("none");
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        [ana.email, "Sua inscrição no curso está confirmada"],
      ]);
      expect(mails[0]!.text).toContain("R$ 197,00");
      expect(mails[0]!.text).toContain("até 01/04/2026");

      // The same session paid again (double submit), and a re-read: one payment, one e-mail.
      expect(
        await payLocalPaymentSession(
          database.db,
          session,
          { amountCents: 19_700, instalments: 1 },
          clock,
        ),
      ).toBeNull();
      expect(await syncCoursePurchases(deps, session.customerId)).toBe(0);
      expect(await database.db.select().from(testPaymentPayments)).toHaveLength(1);
      expect(mails).toHaveLength(1);
      // A buyer clicking "Quero me inscrever" again goes to the area, not to a second checkout.
      expect(await startCourseCheckout(deps, ana)).toEqual({ ok: false, reason: "already_bought" });
    });

    it("refunds the guarantee once when ten claims arrive together, then closes the area for good", async () => {
      const { session } = await buy(ana);
      now = new Date(now.getTime() + 10 * DAY_MS);
      expect(await claimCourseGuarantee(deps, ana, { declared: false })).toEqual({
        ok: false,
        reason: "statement_required",
      });
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => claimCourseGuarantee(deps, ana, { declared: true })),
      );
      expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, refundCents: 19_700 }]);
      expect(outcomes.filter((o) => !o.ok)).toEqual(
        Array.from({ length: 9 }, () => ({ ok: false, reason: "already_refunded" })),
      );
      const [payment] = await database.db.select().from(testPaymentPayments);
      expect(payment).toMatchObject({ refundedCents: 19_700, refundedAt: now });
      expect(await purchaseOf(ana.userId)).toMatchObject({
        refundId: payment!.refundId,
        refundedCents: 19_700,
        refundedAt: now,
        guaranteeClaimedAt: now,
      });
      expect(mails.map((m) => m.subject)).toEqual([
        "Sua inscrição no curso está confirmada",
        "Curso: reembolso feito",
      ]);
      expect(mails[1]!.text).toContain("Devolvemos R$ 197,00");
      expect((await courseAccess(database.db, ana.userId)).status).toBe("refunded");
      // A later re-read does not reopen it, and no second purchase is sold to the same person.
      await syncCoursePurchases(deps, session.customerId);
      expect((await courseAccess(database.db, ana.userId)).status).toBe("refunded");
      expect(await startCourseCheckout(deps, ana)).toEqual({
        ok: false,
        reason: "already_refunded",
      });
      expect(await claimCourseGuarantee(deps, ana, { declared: true })).toEqual({
        ok: false,
        reason: "already_refunded",
      });
    });

    it("accepts a claim up to 30 days after the payment and refuses it a millisecond later", async () => {
      await buy(ana);
      const paidAt = now;
      now = new Date(paidAt.getTime() + 30 * DAY_MS + 1);
      const purchase = (await purchaseOf(ana.userId))!;
      expect(await guaranteeState(deps, purchase)).toMatchObject({
        guaranteeOpen: false,
        guaranteeUntil: new Date(paidAt.getTime() + 30 * DAY_MS).toISOString(),
      });
      expect(await claimCourseGuarantee(deps, ana, { declared: true })).toEqual({
        ok: false,
        reason: "guarantee_expired",
      });
      now = new Date(paidAt.getTime() + 30 * DAY_MS);
      expect((await guaranteeState(deps, purchase)).guaranteeOpen).toBe(true);
      expect((await claimCourseGuarantee(deps, ana, { declared: true })).ok).toBe(true);
    });

    it("follows the customer's test clock: moved 31 days ahead, the guarantee is over", async () => {
      const { session } = await buy(bia, 1);
      expect((await purchaseOf(bia.userId))?.instalments).toBe(1);
      await advanceLocalClock(
        database.db,
        session.customerId,
        new Date(now.getTime() + 31 * DAY_MS),
        clock,
      );
      expect((await guaranteeState(deps, (await purchaseOf(bia.userId))!)).guaranteeOpen).toBe(
        false,
      );
      expect(await claimCourseGuarantee(deps, bia, { declared: true })).toEqual({
        ok: false,
        reason: "guarantee_expired",
      });
      expect(await database.db.select().from(testPaymentPayments)).toMatchObject([
        { refundId: null, refundedCents: 0 },
      ]);
    });

    it("sells to a lawyer too, billing them under their lawyer row (no consumer row is made)", async () => {
      await database.db
        .insert(revisaconectaSubscribers)
        .values({ email: bia.email, nome: "Dra. Bia", userId: bia.userId });
      await buy(bia, 3);
      expect(
        await database.db.select().from(subscribers).where(eq(subscribers.userId, bia.userId)),
      ).toEqual([]);
      const [lawyerRow] = await database.db
        .select()
        .from(revisaconectaSubscribers)
        .where(eq(revisaconectaSubscribers.userId, bia.userId));
      expect(await purchaseOf(bia.userId)).toMatchObject({
        customerId: lawyerRow!.stripeCustomerId,
        instalments: 3,
      });
      expect((await courseAccess(database.db, bia.userId)).status).toBe("active");
    });

    it("refuses a claim from someone who never bought, and sells nothing without a session", async () => {
      expect(await claimCourseGuarantee(deps, bia, { declared: true })).toEqual({
        ok: false,
        reason: "no_purchase",
      });
      expect(await database.db.select().from(testPaymentSessions)).toHaveLength(0);
      expect(await purchaseOf(bia.userId)).toBeUndefined();
    });
  });

  describe("on Stripe", () => {
    const stripe = { secretKey: "sk_test_mock", host: "127.0.0.1", protocol: "http" as const };
    let deps: CourseDeps;
    const deliver = (request: Request) =>
      handleStripeWebhook(request, {
        db: database.db,
        provider: deps.provider,
        payments: deps.payments,
        webhookSecret: SECRET,
        mail,
        appUrl: APP_URL,
      });
    const created = Math.floor(Date.now() / 1000) - 3600;
    const coursePayment = (over: Partial<StripeMock["payments"][number]> = {}) => ({
      id: "pi_curso_ana",
      customer: "cus_ana",
      amount: 19_700,
      status: "succeeded",
      created,
      metadata: { userId: ana.userId, product: "curso" },
      instalments: 6,
      ...over,
    });
    const completed = (mode: "payment" | "subscription") =>
      signed("checkout.session.completed", {
        id: "cs_test_curso",
        object: "checkout.session",
        mode,
        customer: "cus_ana",
        client_reference_id: ana.userId,
        metadata: { userId: ana.userId, product: "curso" },
      });

    beforeEach(async () => {
      mock.payments.length = 0;
      mock.prices.length = 0;
      mock.refunds.length = 0;
      mock.subscriptions.length = 0;
      mock.requests = [];
      mock.prices.push({ id: "price_curso", unit_amount: 19_700, currency: "brl" });
      deps = {
        db: database.db,
        provider: createStripeProvider({
          ...stripe,
          port: mock.port,
          prices: { basico: "price_b", premium: "price_p", starter: "price_s", master: "price_m" },
        }),
        payments: createStripeOneTimeProvider({
          ...stripe,
          port: mock.port,
          prices: { curso: "price_curso" },
        }),
        appUrl: APP_URL,
        mail,
      };
      await database.db
        .insert(subscribers)
        .values({ userId: ana.userId, email: ana.email, stripeCustomerId: "cus_ana" });
    });

    it("opens Checkout in payment mode at the configured price with card instalments", async () => {
      const started = await startCourseCheckout(deps, ana);
      expect(started.ok && started.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const [call] = mock.callsTo("POST", "/v1/checkout/sessions");
      expect(call?.form).toMatchObject({
        mode: "payment",
        customer: "cus_ana",
        "line_items[0][price]": "price_curso",
        "line_items[0][quantity]": "1",
        "payment_method_options[card][installments][enabled]": "true",
        client_reference_id: ana.userId,
        "metadata[product]": "curso",
        "payment_intent_data[metadata][userId]": ana.userId,
        success_url: `${APP_URL}/curso-reducao-consignado/aulas?origem=checkout`,
        cancel_url: `${APP_URL}/curso-reducao-consignado`,
      });
    });

    it("refuses to sell at a Stripe price that is not the page's, or without a price (503)", async () => {
      mock.prices[0]!.unit_amount = 9_700;
      expect((await rejection(startCourseCheckout(deps, ana))).status).toBe(503);
      deps = { ...deps, payments: { ...deps.payments, prices: { curso: undefined } } };
      expect((await rejection(startCourseCheckout(deps, ana))).status).toBe(503);
      expect(mock.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
    });

    it("records the purchase from the re-read on the webhook, once for 20 replays; subscription checkouts never list payments", async () => {
      mock.payments.push(coursePayment());
      expect((await deliver(completed("subscription"))).status).toBe(200);
      expect(mock.callsTo("GET", "/v1/payment_intents")).toHaveLength(0);
      expect(await purchaseOf(ana.userId)).toBeUndefined();

      const body = await completed("payment").text();
      const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
      const replay = () =>
        deliver(
          new Request("http://127.0.0.1/api/stripe/webhook", {
            method: "POST",
            headers: { "stripe-signature": header, "content-type": "application/json" },
            body,
          }),
        );
      const answers = await Promise.all(Array.from({ length: 20 }, replay));
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(await purchaseOf(ana.userId)).toMatchObject({
        provider: "stripe",
        customerId: "cus_ana",
        paymentId: "pi_curso_ana",
        amountCents: 19_700,
        instalments: 6,
        paidAt: new Date(created * 1000),
      });
      expect(mails.map((m) => m.subject)).toEqual(["Sua inscrição no curso está confirmada"]);
      // A payment for another product under the same customer is not the course.
      mock.payments.push(coursePayment({ id: "pi_outro", metadata: { userId: ana.userId } }));
      await syncCoursePurchases(deps, "cus_ana");
      expect((await purchaseOf(ana.userId))?.paymentId).toBe("pi_curso_ana");
    });

    it("a tampered webhook changes nothing; a failed re-read answers 503 and the retry applies it", async () => {
      mock.payments.push(coursePayment());
      const tampered = completed("payment");
      const text = (await tampered.text()).replace("cus_ana", "cus_eve");
      const bad = await deliver(
        new Request(tampered.url, { method: "POST", headers: tampered.headers, body: text }),
      );
      expect(bad.status).toBe(400);
      mock.failNext.add("/v1/payment_intents");
      const request = completed("payment");
      const retry = request.clone();
      expect((await deliver(request)).status).toBe(503);
      expect(await purchaseOf(ana.userId)).toBeUndefined();
      expect(await database.db.select().from(processedPaymentEvents)).toHaveLength(0);
      expect((await deliver(retry)).status).toBe(200);
      expect((await purchaseOf(ana.userId))?.paymentId).toBe("pi_curso_ana");
    });

    it("refunds the guarantee through Stripe once for five concurrent claims; a provider failure records nothing", async () => {
      mock.payments.push(coursePayment());
      await syncCoursePurchases(deps, "cus_ana");
      mock.failNext.add("/v1/refunds");
      expect((await rejection(claimCourseGuarantee(deps, ana, { declared: true }))).status).toBe(
        502,
      );
      expect((await purchaseOf(ana.userId))?.refundedAt).toBeNull();

      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => claimCourseGuarantee(deps, ana, { declared: true })),
      );
      expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, refundCents: 19_700 }]);
      const refunds = mock.callsTo("POST", "/v1/refunds");
      // The failed attempt, then exactly one more: the row lock kept the other four out.
      expect(refunds).toHaveLength(2);
      expect(refunds[1]).toMatchObject({
        form: { payment_intent: "pi_curso_ana", reason: "requested_by_customer" },
        idempotencyKey: "revisafacil-curso-garantia-pi_curso_ana",
      });
      expect(mock.refunds).toHaveLength(1);
      expect(await purchaseOf(ana.userId)).toMatchObject({
        refundId: mock.refunds[0]!.id,
        refundedCents: 19_700,
      });
      expect((await courseAccess(database.db, ana.userId)).status).toBe("refunded");
      expect(mails.map((m) => m.subject)).toEqual([
        "Sua inscrição no curso está confirmada",
        "Curso: reembolso feito",
      ]);

      // Stripe's charge.refunded for that same refund: nothing changes, no second e-mail.
      expect(
        (await deliver(signed("charge.refunded", { object: "charge", customer: "cus_ana" })))
          .status,
      ).toBe(200);
      expect(mails).toHaveLength(2);
      expect((await courseAccess(database.db, ana.userId)).status).toBe("refunded");
    });

    it("a refund made in Stripe's dashboard (charge.refunded) closes the area", async () => {
      const payment = coursePayment();
      mock.payments.push(payment);
      await syncCoursePurchases(deps, "cus_ana");
      expect((await courseAccess(database.db, ana.userId)).status).toBe("active");
      payment.amountRefunded = 19_700;
      mock.refunds.push({
        id: "re_painel",
        payment_intent: payment.id,
        charge: `ch_${payment.id}`,
        amount: 19_700,
        reason: "requested_by_customer",
        idempotencyKey: undefined,
      });
      expect(
        (await deliver(signed("charge.refunded", { object: "charge", customer: "cus_ana" })))
          .status,
      ).toBe(200);
      expect(await purchaseOf(ana.userId)).toMatchObject({
        refundId: "re_painel",
        refundedCents: 19_700,
      });
      expect((await courseAccess(database.db, ana.userId)).status).toBe("refunded");
      expect(mails.map((m) => m.subject)).toEqual([
        "Sua inscrição no curso está confirmada",
        "Curso: reembolso feito",
      ]);
    });
  });
});
