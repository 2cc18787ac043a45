// Prometheus metrics (prom-client), served by the production server at GET /metrics when
// METRICS_TOKEN is set. Labels carry route ids, types and outcomes: never a person's data.
import client from "prom-client";

export interface Metrics {
  registry: client.Registry;
  httpDuration: client.Histogram<"route" | "method" | "status">;
  analyses: client.Counter<"tipo" | "veredito">;
  signIns: client.Counter<"resultado">;
  twoFactorChallenges: client.Counter<"resultado">;
  rateLimited: client.Counter<"route">;
  emails: client.Counter<"resultado">;
  paymentEvents: client.Counter<"tipo" | "resultado">;
  ratesUpdaterRuns: client.Counter<"resultado">;
  newestBcbMonth: client.Gauge;
  dbPoolInUse: client.Gauge;
}

/** Read at scrape time: what the gauges report. Set by the modules that know. */
export interface GaugeSources {
  /** First day of the newest BCB month loaded, or null before the table is loaded. */
  newestBcbMonth?: () => Date | null;
  /** Connections checked out of the pool (PostgreSQL), or 0/1 for PGlite. */
  dbPoolInUse?: () => number;
}

// The server and the React Router build each load this module: one set of metrics per process.
const KEY = Symbol.for("revisafacil.metrics");
type Holder = { [KEY]?: { metrics: Metrics; sources: GaugeSources } };
const holder = globalThis as Holder;

function createMetrics(sources: GaugeSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "revisafacil_" });
  const prefix = "revisafacil_";
  return {
    registry,
    httpDuration: new client.Histogram({
      name: `${prefix}http_request_duration_seconds`,
      help: "Duração das requisições HTTP até os cabeçalhos da resposta, por rota e status",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    analyses: new client.Counter({
      name: `${prefix}analyses_recorded_total`,
      help: "Análises registradas, por tipo de contrato e veredito",
      labelNames: ["tipo", "veredito"],
      registers: [registry],
    }),
    signIns: new client.Counter({
      name: `${prefix}sign_ins_total`,
      help: "Tentativas de login com e-mail e senha, por resultado",
      labelNames: ["resultado"],
      registers: [registry],
    }),
    twoFactorChallenges: new client.Counter({
      name: `${prefix}two_factor_challenges_total`,
      help: "Segundas etapas do login (código do aplicativo ou de reserva), por resultado",
      labelNames: ["resultado"],
      registers: [registry],
    }),
    rateLimited: new client.Counter({
      name: `${prefix}rate_limited_total`,
      help: "Respostas 429 (limite de tentativas), por rota",
      labelNames: ["route"],
      registers: [registry],
    }),
    emails: new client.Counter({
      name: `${prefix}emails_total`,
      help: "E-mails enviados (SMTP), guardados na caixa de saída ou com falha",
      labelNames: ["resultado"],
      registers: [registry],
    }),
    paymentEvents: new client.Counter({
      name: `${prefix}payment_events_total`,
      help: "Eventos de pagamento recebidos, por tipo e resultado",
      labelNames: ["tipo", "resultado"],
      registers: [registry],
    }),
    ratesUpdaterRuns: new client.Counter({
      name: `${prefix}rates_updater_runs_total`,
      help: "Execuções da atualização das taxas do BCB, por resultado",
      labelNames: ["resultado"],
      registers: [registry],
    }),
    newestBcbMonth: new client.Gauge({
      name: `${prefix}bcb_newest_month_timestamp_seconds`,
      help: "Primeiro dia do mês mais recente de taxas do BCB carregado (segundos desde 1970)",
      registers: [registry],
      collect() {
        const month = sources.newestBcbMonth?.();
        if (month) this.set(Math.floor(month.getTime() / 1000));
      },
    }),
    dbPoolInUse: new client.Gauge({
      name: `${prefix}db_pool_connections_in_use`,
      help: "Conexões do banco em uso neste processo",
      registers: [registry],
      collect() {
        this.set(sources.dbPoolInUse?.() ?? 0);
      },
    }),
  };
}

function state() {
  if (!holder[KEY]) {
    const sources: GaugeSources = {};
    holder[KEY] = { metrics: createMetrics(sources), sources };
  }
  return holder[KEY];
}

/** The process's metrics. */
export function metrics(): Metrics {
  return state().metrics;
}

/** Registers where a gauge reads its value at scrape time. */
export function setGaugeSource<K extends keyof GaugeSources>(
  name: K,
  source: GaugeSources[K],
): void {
  state().sources[name] = source;
}

/** One finished HTTP request. */
export function observeRequest(
  route: string,
  method: string,
  status: number,
  seconds: number,
): void {
  const m = metrics();
  m.httpDuration.observe({ route, method, status: String(status) }, seconds);
  if (status === 429) m.rateLimited.inc({ route });
}

/** The Prometheus text exposition of this process's metrics. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
