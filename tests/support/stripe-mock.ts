// A small HTTP server on 127.0.0.1 that answers the Stripe API calls the app makes, in Stripe's
// format (form-encoded requests, JSON objects and lists), so the real SDK runs unmodified against
// it through its host/port/protocol options. Tests set its state and read its request log.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface MockSubscription {
  id: string;
  customer: string;
  price: string;
  status: string;
  /** Unix seconds. */
  currentPeriodEnd: number;
  cancelAt?: number | null;
  cancelAtPeriodEnd?: boolean;
  /** Unix seconds; defaults to 30 days before the period end. */
  startDate?: number;
  /** The latest invoice's paid PaymentIntent (refunds go to it). */
  paymentIntent?: string;
  amount?: number;
}

export interface MockRefund {
  id: string;
  payment_intent: string | undefined;
  charge: string | undefined;
  amount: number;
  reason: string | undefined;
  idempotencyKey: string | undefined;
}

/** A one-time PaymentIntent (the course) with its charge. */
export interface MockPayment {
  id: string;
  customer: string;
  amount: number;
  status: string;
  /** Unix seconds. */
  created: number;
  metadata: Record<string, string>;
  /** Card instalments chosen; undefined = paid at once. */
  instalments?: number;
  /** Set by a refund (POST /v1/refunds) or by the test, as Stripe's dashboard would. */
  amountRefunded?: number;
  refundId?: string;
}

export interface StripeMock {
  port: number;
  requests: LoggedRequest[];
  customers: Array<{ id: string; email: string }>;
  subscriptions: MockSubscription[];
  refunds: MockRefund[];
  /** One-time payments (GET /v1/payment_intents) and the prices GET /v1/prices/:id answers. */
  payments: MockPayment[];
  prices: Array<{ id: string; unit_amount: number; currency: string }>;
  /** Next call to this path answers a Stripe error (400 invalid_request_error: the SDK does not retry). */
  failNext: Set<string>;
  /** Checkout sessions and portal sessions come back without a url. */
  omitUrls: boolean;
  callsTo(method: string, path: string): LoggedRequest[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function stripeSubscriptionObject(sub: MockSubscription) {
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at: sub.cancelAt ?? null,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    canceled_at: sub.status === "canceled" ? sub.currentPeriodEnd : null,
    ended_at: sub.status === "canceled" ? sub.currentPeriodEnd : null,
    created: sub.startDate ?? sub.currentPeriodEnd - 30 * 86400,
    start_date: sub.startDate ?? sub.currentPeriodEnd - 30 * 86400,
    latest_invoice: `in_${sub.id}`,
    livemode: false,
    metadata: {},
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          current_period_start: sub.currentPeriodEnd - 30 * 86400,
          current_period_end: sub.currentPeriodEnd,
          quantity: 1,
          price: {
            id: sub.price,
            object: "price",
            currency: "brl",
            recurring: { interval: "month" },
          },
        },
      ],
    },
  };
}

const list = (url: string, data: unknown[]) => ({ object: "list", url, has_more: false, data });

export async function startStripeMock(): Promise<StripeMock> {
  const state = {
    requests: [] as LoggedRequest[],
    customers: [] as Array<{ id: string; email: string }>,
    subscriptions: [] as MockSubscription[],
    refunds: [] as MockRefund[],
    payments: [] as MockPayment[],
    prices: [] as Array<{ id: string; unit_amount: number; currency: string }>,
    failNext: new Set<string>(),
    omitUrls: false,
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const logged: LoggedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(body)),
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    };
    state.requests.push(logged);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== "Bearer sk_test_mock") {
      return send(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    if (state.failNext.delete(url.pathname)) {
      return send(400, { error: { type: "invalid_request_error", message: "Falha simulada" } });
    }
    const f = logged.form;
    const key = `${logged.method} ${url.pathname}`;
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subMatch) {
      const sub = state.subscriptions.find((s) => s.id === subMatch[1]);
      if (!sub)
        return send(404, {
          error: {
            type: "invalid_request_error",
            message: `No such subscription: '${subMatch[1]}'`,
          },
        });
      if (logged.method === "POST" && "cancel_at_period_end" in f)
        sub.cancelAtPeriodEnd = f.cancel_at_period_end === "true";
      if (logged.method === "DELETE") {
        sub.status = "canceled";
        sub.cancelAtPeriodEnd = false;
      }
      return send(200, stripeSubscriptionObject(sub));
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (priceMatch && logged.method === "GET") {
      const price = state.prices.find((p) => p.id === priceMatch[1]);
      if (!price)
        return send(404, {
          error: { type: "invalid_request_error", message: `No such price: '${priceMatch[1]}'` },
        });
      return send(200, { object: "price", type: "one_time", recurring: null, ...price });
    }
    switch (key) {
      case "GET /v1/payment_intents": {
        const customer = url.searchParams.get("customer");
        const data = state.payments.filter((p) => p.customer === customer).map(paymentIntentObject);
        return send(200, list("/v1/payment_intents", data));
      }
      case "GET /v1/refunds": {
        const pi = url.searchParams.get("payment_intent");
        const data = state.refunds
          .filter((r) => r.payment_intent === pi)
          .map((r) => ({ object: "refund", status: "succeeded", created: nowSeconds(), ...r }))
          .reverse();
        return send(200, list("/v1/refunds", data));
      }
      case "GET /v1/customers": {
        const email = url.searchParams.get("email");
        return send(
          200,
          list(
            "/v1/customers",
            state.customers.filter((c) => !email || c.email === email).map(customerObject),
          ),
        );
      }
      case "POST /v1/customers": {
        const customer = { id: id("cus"), email: f.email ?? "" };
        state.customers.push(customer);
        return send(200, customerObject(customer));
      }
      case "POST /v1/checkout/sessions": {
        const sessionId = id("cs_test");
        return send(200, {
          id: sessionId,
          object: "checkout.session",
          mode: f.mode,
          customer: f.customer,
          client_reference_id: f.client_reference_id ?? null,
          success_url: f.success_url,
          cancel_url: f.cancel_url,
          status: "open",
          url: state.omitUrls ? null : `https://checkout.stripe.com/c/pay/${sessionId}`,
        });
      }
      case "POST /v1/billing_portal/sessions":
        return send(200, {
          id: id("bps"),
          object: "billing_portal.session",
          customer: f.customer,
          return_url: f.return_url,
          url: state.omitUrls ? null : `https://billing.stripe.com/p/session/${id("test")}`,
        });
      case "GET /v1/subscriptions": {
        const customer = url.searchParams.get("customer");
        const subs = state.subscriptions
          .filter((s) => s.customer === customer)
          .map(stripeSubscriptionObject);
        return send(200, list("/v1/subscriptions", subs));
      }
      case "GET /v1/invoice_payments": {
        const invoice = url.searchParams.get("invoice") ?? "";
        const sub = state.subscriptions.find((s) => `in_${s.id}` === invoice);
        const data = sub?.paymentIntent
          ? [
              {
                id: `inpay_${sub.id}`,
                object: "invoice_payment",
                invoice,
                amount_paid: sub.amount ?? 1990,
                status: "paid",
                is_default: true,
                payment: { type: "payment_intent", payment_intent: sub.paymentIntent },
              },
            ]
          : [];
        return send(200, list("/v1/invoice_payments", data));
      }
      case "POST /v1/refunds": {
        const sub = state.subscriptions.find(
          (s) => s.paymentIntent && s.paymentIntent === f.payment_intent,
        );
        const payment = state.payments.find((p) => p.id === f.payment_intent);
        const existing = state.refunds.find(
          (r) => logged.idempotencyKey && r.idempotencyKey === logged.idempotencyKey,
        );
        const refund = existing ?? {
          id: id("re"),
          payment_intent: f.payment_intent,
          charge: f.charge,
          amount: payment?.amount ?? sub?.amount ?? 1990,
          reason: f.reason,
          idempotencyKey: logged.idempotencyKey,
        };
        if (!existing) state.refunds.push(refund);
        if (payment && !existing) {
          payment.amountRefunded = (payment.amountRefunded ?? 0) + refund.amount;
          payment.refundId = refund.id;
        }
        return send(200, { object: "refund", status: "succeeded", currency: "brl", ...refund });
      }
      default:
        return send(404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${key})` },
        });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    get requests() {
      return state.requests;
    },
    set requests(v) {
      state.requests = v;
    },
    customers: state.customers,
    subscriptions: state.subscriptions,
    refunds: state.refunds,
    payments: state.payments,
    prices: state.prices,
    failNext: state.failNext,
    get omitUrls() {
      return state.omitUrls;
    },
    set omitUrls(v: boolean) {
      state.omitUrls = v;
    },
    callsTo: (method, path) => state.requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function customerObject(c: { id: string; email: string }) {
  return { id: c.id, object: "customer", email: c.email, metadata: {}, livemode: false };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A PaymentIntent with its latest charge expanded (the app lists them with that expand). */
export function paymentIntentObject(p: MockPayment) {
  return {
    id: p.id,
    object: "payment_intent",
    customer: p.customer,
    amount: p.amount,
    amount_received: p.status === "succeeded" ? p.amount : 0,
    currency: "brl",
    status: p.status,
    created: p.created,
    metadata: p.metadata,
    latest_charge: {
      id: `ch_${p.id}`,
      object: "charge",
      amount: p.amount,
      amount_refunded: p.amountRefunded ?? 0,
      refunded: (p.amountRefunded ?? 0) >= p.amount,
      created: p.created,
      payment_intent: p.id,
      payment_method_details: {
        type: "card",
        card: {
          brand: "visa",
          installments: p.instalments
            ? { plan: { count: p.instalments, interval: "month", type: "fixed_count" } }
            : null,
        },
      },
    },
  };
}
