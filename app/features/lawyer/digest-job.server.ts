// The daily digest as a background job: every instance checks each hour; the job_runs lease lets
// one of them run it, at most once in 23 hours, and not before 7h in São Paulo (a morning e-mail).
// The per-lawyer-per-day row in runDailyDigest is the real guarantee of one e-mail a day.
import { db as appDb } from "~/db/client.server";
import type { Env } from "~/env.server";
import { sendEmail } from "~/services/email.server";
import { releaseJob, tryAcquireJob } from "~/services/job-lock.server";
import { loggerFor } from "~/services/logger.server";
import { runDailyDigest } from "./digest.server";

export const DIGEST_JOB_NAME = "revisaconecta-resumo-diario";
const RUN_EVERY_MS = 23 * 60 * 60 * 1000;
const LEASE_MS = 30 * 60 * 1000;
const FIRST_HOUR = 7;
const hourFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  hourCycle: "h23",
});

/** One attempt: false when it is too early, another instance holds the job or it ran today. */
export async function runDigestJobOnce(
  env: Pick<Env, "APP_URL">,
  now: Date = new Date(),
): Promise<boolean> {
  if (Number(hourFormat.format(now)) < FIRST_HOUR) return false;
  const db = appDb();
  const lease = await tryAcquireJob(db, DIGEST_JOB_NAME, {
    leaseMs: LEASE_MS,
    minIntervalMs: RUN_EVERY_MS,
  });
  if (!lease) return false;
  try {
    const r = await runDailyDigest({ db, sendEmail, appUrl: env.APP_URL, now });
    await releaseJob(
      db,
      lease,
      "ok",
      `${r.enviados} e-mail(s), ${r.novos} novo(s), ${r.parados} parado(s)`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    loggerFor("lawyer").error({ err: error }, "resumo diário falhou");
    await releaseJob(db, lease, "erro", message).catch(() => {});
  }
  return true;
}

export function startLawyerDigest(env: Env, checkEveryMs = 60 * 60 * 1000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDigestJobOnce(env)
      .catch((error: unknown) => loggerFor("lawyer").error({ err: error }, "erro inesperado"))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, checkEveryMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
