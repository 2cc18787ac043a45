// The local test provider's stand-in for Stripe ending a subscription at its period end: every
// minute, the scheduled cancellations that are due end (customer.subscription.deleted path).
// Without a Stripe key only; with Stripe the webhook does this.
import { db } from "~/db/client.server";
import { paymentProvider } from "~/services/payments.server";
import { endDueTestSubscriptions } from "./test-provider.server";
import { loggerFor } from "~/services/logger.server";

export function startTestSubscriptionSweep(intervalMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await endDueTestSubscriptions(db(), paymentProvider());
    } catch (error) {
      loggerFor("billing").error({ err: error }, "varredura das assinaturas de teste falhou");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
