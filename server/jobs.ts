// Background jobs the server runs while it is up. Each job registers here; the returned
// function stops them all on shutdown.
import type { Env } from "../app/env.server";
import { startTestSubscriptionSweep } from "../app/features/billing/test-provider-job.server";
import { notifyPublishedMonths } from "../app/features/history/provisional-notice.server";
import { startLawyerDigest } from "../app/features/lawyer/digest-job.server";
import { startRatesAutoUpdate } from "../app/features/rates/rates-job.server";
import { sendEmail } from "../app/services/email.server";

export function startBackgroundJobs(env: Env): () => void {
  const stops: Array<() => void> = [];
  // Daily BCB SGS update (issue 4); one instance at a time through the job_runs lease.
  // After it, the owners of provisional analyses whose month arrived get one e-mail (§8.3).
  if (env.RATES_AUTO_UPDATE)
    stops.push(
      startRatesAutoUpdate(env, {
        afterUpdate: async (db, table) => {
          await notifyPublishedMonths(db, table, { send: sendEmail, appUrl: env.APP_URL });
        },
      }),
    );
  // Local test provider: scheduled cancellations end at their period end (Stripe's webhook otherwise).
  if (!env.STRIPE_SECRET_KEY) stops.push(startTestSubscriptionSweep());
  // RevisaConecta's daily digest (new cases in opted-in UFs, cases untouched for 7 days).
  stops.push(startLawyerDigest(env));
  return () => {
    for (const stop of stops) stop();
  };
}
