// POST /api/stripe/webhook. The signature is checked on the raw bytes (a stale or wrong signature
// answers 400 and changes nothing); only an allow-list of event types is acted on; each event id
// is applied once; the plan is re-read from Stripe, never taken from the payload.
import type Stripe from "stripe";
import type { Db } from "~/db/client.server";
import type { PaymentProvider } from "~/services/payments.server";
import { verifyStripeEvent } from "~/services/payments-stripe.server";
import type { Mailer } from "./notices.server";
import { processPaymentEvent } from "./subscription-state.server";
import type { OneTimePaymentProvider } from "~/services/payments-one-time.server";
import { isOneTimePaymentEvent, syncCoursePurchases } from "./course-purchase.server";
import { loggerFor } from "~/services/logger.server";
import { metrics } from "~/services/metrics.server";

export const HANDLED_EVENTS = new Set<string>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
  // A course payment refunded at Stripe (dashboard or guarantee) closes the course area.
  "charge.refunded",
]);

/** Stripe's events are a few KB; anything far bigger is not from Stripe. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface WebhookDeps {
  db: Db;
  provider: PaymentProvider;
  webhookSecret: string | undefined;
  /** The subscription e-mails' sender (defaults to the app's e-mail service). */
  mail?: Mailer;
  /** Public URL for the e-mails' links (defaults to APP_URL). */
  appUrl?: string;
  /** One-time payments (the course); their events re-read the customer's course purchases. */
  payments?: OneTimePaymentProvider;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string")
    return value.id;
  return null;
}

/** The customer and (when the checkout carried it) the user an event is about. */
export function eventSubject(event: Stripe.Event): {
  customerId: string | null;
  userId: string | null;
} {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, string | undefined>;
  const reference =
    typeof object.client_reference_id === "string" ? object.client_reference_id : null;
  return { customerId: idOf(object.customer), userId: reference ?? metadata.userId ?? null };
}

export async function handleStripeWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (deps.provider.kind !== "stripe" || !deps.webhookSecret) {
    // Without Stripe there is nothing to receive; with a key but no secret nothing can be trusted.
    if (deps.provider.kind === "stripe")
      loggerFor("billing").error("STRIPE_WEBHOOK_SECRET não configurado: webhook recusado");
    return json(
      { error: "Webhook do Stripe não configurado." },
      deps.provider.kind === "stripe" ? 503 : 404,
    );
  }
  const signature = request.headers.get("stripe-signature");
  if (!signature) return json({ error: "Assinatura do webhook ausente." }, 400);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return json({ error: "Corpo grande demais." }, 413);
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.byteLength > MAX_BODY_BYTES) return json({ error: "Corpo grande demais." }, 413);

  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(raw, signature, deps.webhookSecret);
  } catch {
    return json({ error: "Assinatura do webhook inválida ou expirada." }, 400);
  }

  if (!HANDLED_EVENTS.has(event.type)) return json({ received: true, ignored: true });
  const { customerId, userId } = eventSubject(event);
  if (!customerId) return json({ received: true, ignored: true });

  try {
    // Before the event is recorded: if this re-read fails, Stripe's retry runs it again.
    if (deps.payments && isOneTimePaymentEvent(event)) {
      await syncCoursePurchases(
        {
          db: deps.db,
          provider: deps.provider,
          payments: deps.payments,
          appUrl: deps.appUrl ?? (await import("~/env.server")).env().APP_URL,
          mail: deps.mail,
        },
        customerId,
      );
    }
    const result = await processPaymentEvent(
      deps.db,
      deps.provider,
      { id: event.id, type: event.type, customerId, userId },
      { mail: deps.mail, appUrl: deps.appUrl },
    );
    metrics().paymentEvents.inc({ tipo: event.type, resultado: "processado" });
    return json({ received: true, ...result });
  } catch (error) {
    metrics().paymentEvents.inc({ tipo: event.type, resultado: "falha" });
    // Not recorded as processed: Stripe retries, and the retry re-reads the state again.
    loggerFor("billing").error(
      { err: error, evento: event.id, tipo: event.type },
      "evento de pagamento não processado",
    );
    return json({ error: "Falha temporária ao processar o evento." }, 503);
  }
}
