// POST /api/stripe/webhook: Stripe's signed events (see stripe-webhook.server.ts).
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { paymentProvider } from "~/services/payments.server";
import { oneTimePaymentProvider } from "~/services/payments-one-time.server";
import type { Route } from "./+types/api-stripe-webhook";
import { handleStripeWebhook } from "./stripe-webhook.server";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Método não permitido." }, { status: 405 });
  return handleStripeWebhook(request, {
    db: db(),
    provider: paymentProvider(),
    webhookSecret: env().STRIPE_WEBHOOK_SECRET,
    payments: oneTimePaymentProvider(),
  });
}

export function loader() {
  return Response.json({ error: "Método não permitido." }, { status: 405 });
}
