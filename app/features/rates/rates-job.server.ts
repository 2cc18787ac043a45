// RATES_AUTO_UPDATE=true: the server runs the BCB updater once a day. Every instance checks each
// hour; the `job_runs` lease lets only one of them run it, and only if the last successful run
// finished more than RUN_EVERY_MS ago. After a run, this instance reloads its in-memory table
// (the others pick the new rows up within rates.server's RELOAD_AFTER_MS).
import { db as appDb, type Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { createSgsClient, type SgsClientOptions } from "~/services/bcb.server";
import { releaseJob, tryAcquireJob } from "~/services/job-lock.server";
import { refreshIndexTable } from "./indices.server";
import { updatePriceIndices } from "./indices-update.server";
import type { RateTable } from "~/domain/rates";
import { refreshRateTable } from "./rates.server";
import { updateRates } from "./rates-update.server";
import { loggerFor } from "~/services/logger.server";
import { metrics } from "~/services/metrics.server";

export const RATES_JOB_NAME = "bcb-rates-update";
/** INPC/IPCA (SGS 188/433) run as their own job: a failure of one never blocks the other. */
export const INDICES_JOB_NAME = "ibge-indices-update";
// A little under a day, so a run that started a few minutes late does not skip a whole day.
export const RUN_EVERY_MS = 23 * 60 * 60 * 1000;
const LEASE_MS = 30 * 60 * 1000;

export interface RatesJobOptions {
  db?: () => Db;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  sgs?: SgsClientOptions;
  log?: (line: string) => void;
  /** Runs after a successful update with the fresh table (§8.3: the provisional analyses' e-mails). */
  afterUpdate?: (db: Db, table: RateTable) => Promise<void>;
}

/** One attempt: returns false when another instance holds the job or it already ran today. */
export async function runRatesJobOnce(
  env: Pick<Env, "BCB_SGS_BASE_URL">,
  options: RatesJobOptions = {},
): Promise<boolean> {
  const db = (options.db ?? appDb)();
  const log = options.log ?? ((line: string) => loggerFor("taxas BCB").info(line));
  const lease = await tryAcquireJob(db, RATES_JOB_NAME, {
    leaseMs: LEASE_MS,
    minIntervalMs: RUN_EVERY_MS,
  });
  if (!lease) return false;
  try {
    const client = createSgsClient({ baseUrl: env.BCB_SGS_BASE_URL, ...options.sgs });
    const report = await updateRates({ db, client, log });
    const table = await refreshRateTable(db);
    if (options.afterUpdate)
      await options
        .afterUpdate(db, table)
        .catch((error: unknown) =>
          log(
            `Falha ao avisar as análises provisórias: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    metrics().ratesUpdaterRuns.inc({ resultado: "ok" });
    await releaseJob(
      db,
      lease,
      "ok",
      `${report.inseridos.length} novo(s), ${report.alterados.length} alterado(s), ${report.rejeitados.length} rejeitado(s)`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`Falha na atualização: ${message}`);
    metrics().ratesUpdaterRuns.inc({ resultado: "erro" });
    await releaseJob(db, lease, "erro", message).catch(() => {});
  }
  return true;
}

/** One attempt at the INPC/IPCA update (same lease rules as the rates). */
export async function runIndicesJobOnce(
  env: Pick<Env, "BCB_SGS_BASE_URL">,
  options: RatesJobOptions = {},
): Promise<boolean> {
  const db = (options.db ?? appDb)();
  const log = options.log ?? ((line: string) => loggerFor("índices IBGE").info(line));
  const lease = await tryAcquireJob(db, INDICES_JOB_NAME, {
    leaseMs: LEASE_MS,
    minIntervalMs: RUN_EVERY_MS,
  });
  if (!lease) return false;
  try {
    const client = createSgsClient({ baseUrl: env.BCB_SGS_BASE_URL, ...options.sgs });
    const report = await updatePriceIndices({ db, client, log });
    await refreshIndexTable(db);
    await releaseJob(
      db,
      lease,
      "ok",
      `${report.inseridos.length} novo(s), ${report.alterados.length} alterado(s), ${report.rejeitados.length} rejeitado(s)`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`Falha na atualização: ${message}`);
    await releaseJob(db, lease, "erro", message).catch(() => {});
  }
  return true;
}

export function startRatesAutoUpdate(env: Env, options: RatesJobOptions = {}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runRatesJobOnce(env, options)
      .catch((error: unknown) => loggerFor("taxas BCB").error({ err: error }, "erro inesperado"))
      .then(() => runIndicesJobOnce(env, options))
      .catch((error: unknown) => loggerFor("índices IBGE").error({ err: error }, "erro inesperado"))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, options.firstCheckAfterMs ?? 30_000);
  const every = setInterval(tick, options.checkEveryMs ?? 60 * 60 * 1000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
