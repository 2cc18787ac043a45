// Request ids, one log line and one histogram observation per request, /metrics and /readyz.
import { randomUUID, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { matchRoutes, type ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import type { OpenDatabase } from "../app/db/client.server";
import { logger, requestScope, type RequestScope } from "../app/services/logger.server";
import { metricsText, observeRequest } from "../app/services/metrics.server";

export const REQUEST_ID_HEADER = "x-request-id";
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A trusted proxy's X-Request-Id when well formed, otherwise a new one. */
export function requestIdFor(incoming: string | undefined, trustProxy: boolean): string {
  return trustProxy && incoming && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** Maps a URL path to the id of the deepest React Router route it renders (the metric label). */
/** React Router's lazy route discovery (`routeDiscovery.manifestPath`, default "/__manifest"). */
const MANIFEST_PATH = "/__manifest";
export const MANIFEST_ROUTE_ID = "react-router/manifest";

export function routeIdMatcher(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const nodes = new Map<string, RouteNode>();
  for (const r of Object.values(build.routes)) {
    if (r)
      nodes.set(r.id, {
        id: r.id,
        path: r.path,
        index: r.index,
        caseSensitive: r.caseSensitive,
        children: [],
      });
  }
  const roots: RouteNode[] = [];
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const cache = new Map<string, string>();
  return (pathname) => {
    // React Router's route-discovery endpoint is not a page: matched as one it fell to the 404
    // route, and the page cache then answered it with the cached 404 page, which broke every
    // client navigation to a route not yet discovered.
    if (pathname === MANIFEST_PATH) return MANIFEST_ROUTE_ID;
    // Single-fetch data requests: "/_root.data" is "/", "/blog.data" is "/blog".
    let target = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
    if (target === "/_root") target = "/";
    const hit = cache.get(target);
    if (hit) return hit;
    const matches = matchRoutes(roots as Parameters<typeof matchRoutes>[0], target);
    const id = matches?.at(-1)?.route.id ?? "unmatched";
    // Only known route shapes are remembered: a flood of random paths cannot grow the map.
    if (!id.includes("not-found") && cache.size < 5_000) cache.set(target, id);
    return id;
  };
}

type Vars = { Variables: { routeId?: string; scope: RequestScope } };

/** Wraps every request in a scope (request id, user id) and writes one line + one observation. */
export function requestLog(options: { trustProxy: boolean }): MiddlewareHandler<Vars> {
  return async (c, next) => {
    const started = performance.now();
    const scope: RequestScope = {
      requestId: requestIdFor(c.req.header(REQUEST_ID_HEADER), options.trustProxy),
    };
    c.set("scope", scope);
    await requestScope.run(scope, next);
    // A client that left before the answer (a closed tab, a load generator stopping) is not a
    // server error: logged and counted as 499, as proxies do.
    const status = c.req.raw.signal?.aborted ? 499 : c.res.status;
    const seconds = (performance.now() - started) / 1000;
    const route = c.get("routeId") ?? "static";
    try {
      c.res.headers.set("X-Request-Id", scope.requestId);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Request-Id", scope.requestId);
    }
    observeRequest(route, c.req.method, status, seconds);
    const line = {
      requestId: scope.requestId,
      ...(scope.userId ? { userId: scope.userId } : {}),
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    };
    if (status >= 500) logger.error(line, "requisição");
    else if (route === "static") logger.debug(line, "requisição");
    else logger.info(line, "requisição");
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`. */
/** `source`: where the text comes from (a cluster worker asks the primary for every worker's sum). */
export function metricsHandler(
  token: string,
  source: () => Promise<{ contentType: string; body: string }> = metricsText,
) {
  return async (c: Context) => {
    const auth = c.req.header("authorization") ?? "";
    const given = auth.startsWith("Bearer ") ? auth.slice("Bearer ".length) : "";
    if (!given || !sameSecret(given, token)) {
      return c.text("Não autorizado.", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const { contentType, body } = await source();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  };
}

export interface Readiness {
  status: "ok" | "warning" | "unavailable";
  checks: {
    database: "ok" | "falhou";
    migrations: { aplicadas: number; esperadas: number; ok: boolean };
    taxas: { meses: number; maisRecente: string | null; ok: boolean };
    dadosRecentes: { ok: boolean; idadeDias: number | null; limiteDias: number };
  };
  avisos: string[];
}

export const MAX_DATA_AGE_DAYS = 90;

function expectedMigrations(): number {
  const folder = path.resolve(process.env.MIGRATIONS_DIR ?? "app/db/migrations");
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * /readyz: database reachable, migrations applied, rates loaded, and the newest BCB month recent
 * enough. Old data answers 200 with a warning (DESIGN §7.15): the product still works and says how
 * old its data is; a missing database or missing migrations answer 503.
 */
export async function readiness(
  database: OpenDatabase,
  now: Date = new Date(),
): Promise<Readiness> {
  const avisos: string[] = [];
  const result: Readiness = {
    status: "ok",
    checks: {
      database: "ok",
      migrations: { aplicadas: 0, esperadas: expectedMigrations(), ok: false },
      taxas: { meses: 0, maisRecente: null, ok: false },
      dadosRecentes: { ok: false, idadeDias: null, limiteDias: MAX_DATA_AGE_DAYS },
    },
    avisos,
  };
  try {
    const applied = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rates = await database.db.execute<{ n: number; newest: string | null }>(
      sql`select count(*)::int as n, to_char(max(mes), 'YYYY-MM-DD') as newest from taxas_juros_bacen`,
    );
    const migrations = result.checks.migrations;
    migrations.aplicadas = Number(rowsOf<{ n: number }>(applied)[0]?.n ?? 0);
    migrations.ok = migrations.aplicadas >= migrations.esperadas;
    const rateRow = rowsOf<{ n: number; newest: string | null }>(rates)[0];
    const taxas = result.checks.taxas;
    taxas.meses = Number(rateRow?.n ?? 0);
    taxas.maisRecente = rateRow?.newest ? rateRow.newest.slice(0, 7) : null;
    taxas.ok = taxas.meses > 0;
    if (rateRow?.newest) {
      // A month's average is complete at the end of the month: age counts from the next month's first day.
      const [y, m] = rateRow.newest.split("-").map(Number) as [number, number];
      const complete = Date.UTC(y, m, 1);
      const age = Math.floor((now.getTime() - complete) / 86_400_000);
      result.checks.dadosRecentes = {
        ok: age <= MAX_DATA_AGE_DAYS,
        idadeDias: age,
        limiteDias: MAX_DATA_AGE_DAYS,
      };
      if (age > MAX_DATA_AGE_DAYS) {
        avisos.push(
          `Os dados do Banco Central vão só até ${taxas.maisRecente} (${age} dias): rode npm run rates:update.`,
        );
      }
    }
    if (!migrations.ok)
      avisos.push(`Migrações aplicadas: ${migrations.aplicadas} de ${migrations.esperadas}.`);
    if (!taxas.ok) avisos.push("A tabela de taxas do Banco Central está vazia.");
    if (!migrations.ok) result.status = "unavailable";
    else if (!taxas.ok || !result.checks.dadosRecentes.ok) result.status = "warning";
  } catch {
    result.checks.database = "falhou";
    result.status = "unavailable";
    avisos.push("O banco de dados não respondeu.");
  }
  return result;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres returns { rows }, PGlite returns { rows } too; drizzle passes them through.
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
