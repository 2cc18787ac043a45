// Production server: validates env, opens + migrates + seeds the database, serves the built
// assets and the React Router app, answers /healthz, and shuts down gracefully on SIGTERM.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type Db, openDatabase, setDatabase } from "../app/db/client.server";
import {
  forgetPlan,
  PLAN_CHANNEL,
  setPlanCacheActive,
} from "../app/features/auth/plan-cache.server";
import { seed } from "./seed";
import { EnvError, parseEnv } from "../app/env.server";
import { resolveSecret } from "../app/features/auth/auth.server";
import { applyAdminEmails } from "../app/features/auth/subscribers.server";
import { canonicalRedirect } from "../app/features/seo/canonical";
import { clientIpFrom } from "../app/services/client-ip";
import { mailFolder } from "../app/services/email.server";
import { startBackgroundJobs } from "./jobs";
import {
  flushErrorReports,
  initErrorReports,
  reportError,
} from "../app/services/error-reports.server";
import { currentRequestId, logger } from "../app/services/logger.server";
import { setGaugeSource } from "../app/services/metrics.server";
import { makeTreePrivate, protectDataDir } from "../app/services/private-files.server";
import { announceServer, backupTokenMatches } from "./backup";
import { clusterMetricsText, registerWorkerMetrics, runPrimary, workerCount } from "./cluster";
import { startContentNotifications } from "./notifications";
import { createPageCacheHandler } from "./page-cache-middleware";
import {
  metricsHandler,
  readiness,
  REQUEST_ID_HEADER,
  requestLog,
  routeIdMatcher,
} from "./observability";
import { bodyLimits } from "./body-limit";
import { collectWhenIdle } from "./idle-gc";
import { publicUrlOf, requestAt } from "./public-url";
import { securityHeaders } from "./security-headers";

// Headers the server sets itself; any value a client sends for them is dropped.
export const CLIENT_IP_HEADER = "x-client-ip";
export const NONCE_HEADER = "x-csp-nonce";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      // Said on stderr too: whoever starts the server reads the cause there first.
      logger.fatal({ causa: error.message }, "configuração inválida");
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Issue 23: DATA_DIR is owner-only (0700/0600) whatever the umask npm or a service manager set.
  protectDataDir(path.resolve(env.DATA_DIR));

  // Issue 12 (D34): with PostgreSQL, WEB_CONCURRENCY workers (default: one per core). The primary
  // migrates and seeds once, then only supervises; PGlite stays one process.
  const workers = workerCount(env);
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1) {
    logger.warn(
      { WEB_CONCURRENCY: env.WEB_CONCURRENCY },
      "WEB_CONCURRENCY ignorado: o PGlite roda em um único processo",
    );
  }
  if (cluster.isPrimary && workers > 1) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    await prepareDatabase(database.db, env.ADMIN_EMAILS);
    await database.close();
    // One auth secret for every worker (a generated one is made here once, not raced by each).
    process.env.BETTER_AUTH_SECRET = resolveSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
    logger.info({ processos: workers }, "iniciando os processos de trabalho");
    runPrimary({ workers, log: logger });
    return;
  }
  if (cluster.isWorker) registerWorkerMetrics();

  // This file runs compiled as <build>/server/server.js (decision 012), beside the build it serves.
  const buildDir = path.resolve(import.meta.dirname, "..");
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const routeIdOf = routeIdMatcher(build);
  await initErrorReports({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    release: env.SENTRY_RELEASE,
  });

  let ready = false;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "db"),
  });
  setDatabase(database);
  // PGlite unpacks its files with explicit 0666 modes: tighten them once it is open.
  if (!env.DATABASE_URL) makeTreePrivate(path.resolve(env.DATA_DIR));
  // A cluster's primary seeded and applied ADMIN_EMAILS before forking this worker.
  if (!cluster.isWorker) await prepareDatabase(database.db, env.ADMIN_EMAILS);
  // PGlite: cached plans are forgotten on the database's notice (issue 14); PostgreSQL listens in
  // startContentNotifications below.
  const stopPlanNotices = await database.listen?.(PLAN_CHANNEL, forgetPlan);
  if (stopPlanNotices) setPlanCacheActive(true);
  ready = true;
  const stopJobs = startBackgroundJobs(env);

  setGaugeSource("dbPoolInUse", () => database.connectionsInUse?.() ?? 0);

  const app = new Hono<{ Variables: { routeId?: string } }>();
  // First: the request id and the one log line per request wrap everything below.
  app.use("*", requestLog({ trustProxy: env.TRUST_PROXY }));
  const https = env.APP_URL.startsWith("https://");

  // Every response carries the security headers, static files, assets and /healthz included
  // (issue 11 item 9); pages set theirs below with the request's CSP nonce.
  app.use("*", async (c, next) => {
    await next();
    const missing = Object.entries(securityHeaders(null, https)).filter(
      ([name]) => !c.res.headers.has(name),
    );
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a fetched response): copy it once.
      const res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) res.headers.set(name, value);
      c.res = res;
    }
  });
  // Bodies are capped before anything reads them (issue 11 item 2; per route in body-limit.ts).
  app.use("*", bodyLimits());
  // DESIGN §7.13: one host (APP_URL's) when APP_URL is set explicitly; GET/HEAD only, probes exempt.
  const explicitAppUrl = process.env.APP_URL?.trim() ? env.APP_URL : undefined;
  const proxy = {
    trustProxy: env.TRUST_PROXY,
    hops: env.TRUSTED_PROXY_HOPS,
    appUrl: explicitAppUrl,
  };
  app.use("*", async (c, next) => {
    const location = canonicalRedirect(publicUrlOf(c, proxy).href, c.req.method, explicitAppUrl);
    if (location) return c.redirect(location, 301);
    await next();
  });

  // Operational endpoints get their own route label in the request log and metrics (not "static").
  for (const [routePath, label] of [
    ["/healthz", "healthz"],
    ["/readyz", "readyz"],
    ["/metrics", "metrics"],
    ["/internal/backup", "internal/backup"],
  ] as const) {
    app.use(routePath, async (c, next) => {
      c.set("routeId", label);
      await next();
    });
  }
  app.get("/healthz", async (c) => {
    if (!ready) return c.text("starting", 503);
    try {
      await database.db.execute("select 1");
      return c.text("ok", 200);
    } catch {
      return c.text("database unavailable", 503);
    }
  });

  // Readiness for a load balancer: database, migrations, rates loaded and how old they are.
  app.get("/readyz", async (c) => {
    if (!ready) return c.json({ status: "unavailable", avisos: ["Iniciando."] }, 503);
    const state = await readiness(database);
    return c.json(state, state.status === "unavailable" ? 503 : 200, {
      "Cache-Control": "no-store",
    });
  });
  // `npm run backup` on this machine: PGlite is one process per folder, so the dump is taken here,
  // for a caller that read the token from DATA_DIR and connects from this machine.
  const announced = database.dumpDataDir
    ? announceServer(path.resolve(env.DATA_DIR), env.PORT)
    : null;
  if (announced && database.dumpDataDir) {
    const dump = database.dumpDataDir;
    app.post("/internal/backup", async (c) => {
      const remote = (() => {
        try {
          return getConnInfo(c).remote.address ?? "";
        } catch {
          return "";
        }
      })();
      const loopback = remote === "127.0.0.1" || remote === "::1" || remote === "::ffff:127.0.0.1";
      if (!loopback || !backupTokenMatches(c.req.header("authorization"), announced.token))
        return c.text("Não autorizado.", 401);
      const blob = await dump();
      logger.info({ bytes: blob.size }, "backup do banco entregue");
      return c.body(await blob.arrayBuffer(), 200, {
        "Content-Type": "application/gzip",
        "Cache-Control": "no-store",
      });
    });
  }
  // Prometheus scrape endpoint: off unless METRICS_TOKEN is set.
  // In a cluster a worker asks the primary, which sums every worker's metrics.
  if (env.METRICS_TOKEN)
    app.get(
      "/metrics",
      metricsHandler(env.METRICS_TOKEN, cluster.isWorker ? clusterMetricsText : undefined),
    );

  app.use("*", compress());

  // Hashed build files never change: cache them for a year.
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200)
        c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, "client")) }),
  );
  app.use("*", serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, "client")) }));

  // With PostgreSQL several processes share the data: a change on one drops every one's pages.
  const notifications = env.DATABASE_URL ? await startContentNotifications(env.DATABASE_URL) : null;
  // Anonymous visitors of the public pages are served from the page cache (decision 007).
  const pages = createPageCacheHandler({ https, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 });
  app.all("*", async (c) => {
    const routeId = routeIdOf(c.req.path);
    c.set("routeId", routeId);
    return pages.handle(c, routeId, async (asGet) => {
      const nonce = randomBytes(16).toString("base64");
      const headers = new Headers(c.req.raw.headers);
      headers.set(NONCE_HEADER, nonce);
      headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY, env.TRUSTED_PROXY_HOPS));
      headers.set(REQUEST_ID_HEADER, currentRequestId() ?? "");
      const request = requestAt(c.req.raw, publicUrlOf(c, proxy), headers, asGet);
      let response: Response;
      try {
        response = await handle(request);
      } catch (error) {
        reportError(error, { where: "server" });
        return c.text("Ocorreu um erro inesperado. Tente novamente em instantes.", 500);
      }
      for (const [name, value] of Object.entries(securityHeaders(nonce, https))) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      return response;
    });
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { address: `${info.address}:${info.port}`, banco: database.kind },
      `RevisaFácil em ${env.APP_URL}`,
    );
    const mailDir = mailFolder(env);
    if (mailDir)
      logger.info({ pasta: mailDir }, "sem SMTP_URL: cada e-mail é gravado em arquivo .eml");
  });

  // Issue 26 item 4: the garbage of a busy spell (start-up included) is collected once the server
  // goes quiet.
  // gc() with no argument is a full collection (Node 20 reads an options object as "minor").
  const gc = globalThis.gc;
  const idle = collectWhenIdle({
    gc:
      gc &&
      (() => {
        const before = process.memoryUsage();
        const started = performance.now();
        gc();
        const after = process.memoryUsage();
        const mb = (n: number) => Math.round(n / 1048576);
        logger.info(
          {
            ms: Math.round(performance.now() - started),
            heapUsedMb: [mb(before.heapUsed), mb(after.heapUsed)],
            heapTotalMb: [mb(before.heapTotal), mb(after.heapTotal)],
            rssMb: [mb(before.rss), mb(after.rss)],
          },
          "coleta de memória após período de pico",
        );
      }),
    busy: true,
  });
  server.on("request", idle.touch);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "sinal recebido: terminando requisições em andamento");
    stopJobs();
    idle.stop();
    // close() stops accepting connections and waits for in-flight requests to finish.
    server.close(async () => {
      setPlanCacheActive(false);
      await stopPlanNotices?.();
      await notifications?.stop();
      await database.close();
      announced?.remove();
      await flushErrorReports();
      logger.info("servidor encerrado");
      process.exit(0);
    });
    if ("closeIdleConnections" in server)
      (server as { closeIdleConnections: () => void }).closeIdleConnections();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

function clientIp(c: Context, trustProxy: boolean, hops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return clientIpFrom({
    forwardedFor: c.req.header("x-forwarded-for"),
    socketAddress,
    trustProxy,
    hops,
  });
}

main().catch((error) => {
  // The cause in pt-BR is the first line printed (issue 11 item 9), before the structured report.
  process.stderr.write(
    `Falha ao iniciar o servidor: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  reportError(error, { where: "start-up" });
  void flushErrorReports().finally(() => process.exit(1));
});

/**
 * Seeds the reference data and applies ADMIN_EMAILS, once per start: by the cluster's primary, or
 * by the single process. DESIGN D4/D31: ADMIN_EMAILS grants is_admin to verified accounts only
 * (and on e-mail confirmation, see features/auth); without SMTP: scripts/grant-admin.ts.
 */
async function prepareDatabase(db: Db, adminEmails: readonly string[]): Promise<void> {
  await seed(db);
  const admins = await applyAdminEmails(db, adminEmails);
  if (admins > 0)
    logger.info({ contas: admins }, "ADMIN_EMAILS: contas com acesso de administrador");
}
