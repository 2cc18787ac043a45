// Every core (issue 12 / tracker #14 item 3, DESIGN D34): with PostgreSQL the server runs
// WEB_CONCURRENCY workers (node:cluster; default: the number of cores) sharing one port. The
// primary migrates and seeds once, forks the workers, restarts one that dies unexpectedly, stops
// them all on SIGTERM/SIGINT, and answers the workers' requests for /metrics with the sum over
// every worker (prom-client's AggregatorRegistry). PGlite stays one process (one data folder,
// one process).
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { AggregatorRegistry } from "prom-client";
import { metrics } from "../app/services/metrics.server";

const METRICS_REQUEST = "revisafacil:metrics";
const METRICS_REPLY = "revisafacil:metrics-reply";

/** How many workers: WEB_CONCURRENCY (parsed and validated by env.server), or one per core. */
export function workerCount(
  env: { DATABASE_URL?: string; WEB_CONCURRENCY?: number },
  cores = availableParallelism(),
): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? cores;
}

export interface PrimaryOptions {
  workers: number;
  log: {
    info: (o: object, msg: string) => void;
    warn: (o: object, msg: string) => void;
    error: (o: object, msg: string) => void;
  };
}

/** Runs the primary: forks the workers and supervises them until a signal stops everything. */
export function runPrimary({ workers, log }: PrimaryOptions): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  const started = Date.now();

  const fork = () => cluster.fork({ REVISAFACIL_WORKER: "1" });
  for (let i = 0; i < workers; i++) fork();

  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator
      .clusterMetrics()
      .then((body) =>
        worker.send({
          type: METRICS_REPLY,
          id: message.id,
          body,
          contentType: aggregator.contentType,
        }),
      )
      .catch((error: unknown) =>
        worker.send({ type: METRICS_REPLY, id: message.id, error: String(error) }),
      );
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({}, "todos os processos encerrados");
        process.exit(0);
      }
      return;
    }
    log.error(
      { pid: worker.process.pid, code, signal },
      "processo de trabalho terminou; iniciando outro",
    );
    // A worker that cannot even start (bad build, database down) would loop: give up instead.
    if (Date.now() - started < 10_000 && code !== 0) {
      log.error({}, "processo de trabalho falhou ao iniciar; encerrando");
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, processos: Object.keys(cluster.workers ?? {}).length },
      "sinal recebido: encerrando os processos de trabalho",
    );
    // Each worker finishes its in-flight requests and exits on its own SIGTERM handler.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** In a worker: let the primary collect this worker's metrics when it asks. */
export function registerWorkerMetrics(): void {
  // The constructor installs prom-client's worker listener; our registry is not the global one.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics().registry]);
}

let nextId = 0;
const pending = new Map<
  number,
  (reply: { body?: string; contentType?: string; error?: string }) => void
>();

/** In a worker: the metrics of every worker, summed by the primary. */
export function clusterMetricsText(
  timeoutMs = 6_000,
): Promise<{ contentType: string; body: string }> {
  ensureReplyListener();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error("o processo principal não respondeu com as métricas"));
    }, timeoutMs);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      pending.delete(id);
      if (reply.error || reply.body === undefined)
        reject(new Error(reply.error ?? "métricas vazias"));
      else
        resolve({
          contentType: reply.contentType ?? "text/plain; version=0.0.4; charset=utf-8",
          body: reply.body,
        });
    });
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

let listening = false;
function ensureReplyListener() {
  if (listening) return;
  listening = true;
  process.on(
    "message",
    (message: {
      type?: string;
      id?: number;
      body?: string;
      contentType?: string;
      error?: string;
    }) => {
      if (message?.type === METRICS_REPLY && typeof message.id === "number")
        pending.get(message.id)?.(message);
    },
  );
}
