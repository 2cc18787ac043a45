// Production server: validates env, opens + migrates + seeds the database, serves the built
// assets and the React Router app, answers /healthz, and shuts down gracefully on SIGTERM.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openDatabase, setDatabase } from "../app/db/client.server";
import { seed } from "../app/db/seed.server";
import { EnvError, parseEnv } from "../app/env.server";
import { applyAdminEmails } from "../app/features/auth/subscribers.server";
import { clientIpFrom } from "../app/services/client-ip";
import { startBackgroundJobs } from "../app/services/jobs.server";
import { bodyLimits } from "./body-limit";
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
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  let ready = false;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "db"),
  });
  setDatabase(database);
  await seed(database.db);
  // DESIGN D4/D31: ADMIN_EMAILS grants is_admin at start-up to verified accounts only (and on
  // e-mail confirmation, see features/auth); without SMTP: scripts/grant-admin.ts.
  const admins = await applyAdminEmails(database.db, env.ADMIN_EMAILS);
  if (admins > 0) console.log(`ADMIN_EMAILS: ${admins} conta(s) com acesso de administrador.`);
  ready = true;
  const stopJobs = startBackgroundJobs(env);

  const app = new Hono();
  const https = env.APP_URL.startsWith("https://");

  // Every response carries the security headers, static files, assets and /healthz included
  // (issue 11 item 9); pages set theirs below with the request's CSP nonce.
  app.use("*", async (c, next) => {
    await next();
    const missing = Object.entries(securityHeaders(null, https)).filter(([name]) => !c.res.headers.has(name));
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

  app.get("/healthz", async (c) => {
    if (!ready) return c.text("starting", 503);
    try {
      await database.db.execute("select 1");
      return c.text("ok", 200);
    } catch {
      return c.text("database unavailable", 503);
    }
  });

  app.use("*", compress());

  // Hashed build files never change: cache them for a year.
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, "client")) }),
  );
  app.use("*", serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, "client")) }));

  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const headers = new Headers(c.req.raw.headers);
    headers.set(NONCE_HEADER, nonce);
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY, env.TRUSTED_PROXY_HOPS));
    const request = new Request(c.req.raw, { headers });
    const response = await handle(request);
    for (const [name, value] of Object.entries(securityHeaders(nonce, https))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`RevisaFácil em ${env.APP_URL} (escutando em ${info.address}:${info.port}, banco: ${database.kind})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: terminando requisições em andamento...`);
    stopJobs();
    // close() stops accepting connections and waits for in-flight requests to finish.
    server.close(async () => {
      await database.close();
      console.log("Servidor encerrado.");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) (server as { closeIdleConnections: () => void }).closeIdleConnections();
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
  return clientIpFrom({ forwardedFor: c.req.header("x-forwarded-for"), socketAddress, trustProxy, hops });
}

main().catch((error) => {
  console.error("Falha ao iniciar o servidor:", error);
  process.exit(1);
});
