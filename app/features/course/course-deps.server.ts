// The course services wired to this deployment (database, providers, public URL).
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import type { CourseDeps } from "~/features/billing/course-purchase.server";
import { oneTimePaymentProvider } from "~/services/payments-one-time.server";
import { paymentProvider } from "~/services/payments.server";

export function courseDeps(): CourseDeps {
  return {
    db: db(),
    provider: paymentProvider(),
    payments: oneTimePaymentProvider(),
    appUrl: env().APP_URL,
  };
}
