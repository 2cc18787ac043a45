// Serves anonymous GETs of public pages from the page cache, rendering each page once per content
// version; every other request goes to the app untouched. Its answers (pages, `.data`, JSON) are
// marked `private, no-store` unless the route set its own Cache-Control.
import type { Context } from "hono";
import { contentVersion } from "../app/services/content-version.server";
import {
  type CachedPage,
  carriesOwnCookie,
  etagMatches,
  makeCachedPage,
  PageCache,
  pageCacheKey,
  pickEncoding,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "./page-cache";
import { securityHeaders } from "./security-headers";

export interface PageCacheOptions {
  https: boolean;
  /** Memory for cached pages (compressed and plain copies together). */
  maxBytes?: number;
}

export interface PageCacheHandler {
  /**
   * Answers from the cache, or renders with `render` and caches what may be cached. `render(true)`
   * must render a GET (a HEAD that misses still fills the cache with the page's body).
   */
  handle(
    c: Context,
    routeId: string,
    render: (asGet: boolean) => Promise<Response>,
  ): Promise<Response>;
  cache: PageCache;
}

function cacheable(response: Response, key: string): boolean {
  const okStatus = response.status === 200 || (response.status === 404 && key === "404");
  const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    okStatus &&
    html &&
    response.headers.getSetCookie().length === 0 &&
    !/private|no-store/.test(cacheControl)
  );
}

// Every answer the app renders outside the page cache — HTML, `.data`, JSON, redirects — may be
// somebody's (issue 23 item 5): unless its route chose a policy, no shared cache may keep it.
function markPrivate(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return copy;
  }
}

function serve(c: Context, page: CachedPage, https: boolean, state: "HIT" | "MISS"): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("ETag", page.etag);
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.set("X-Cache", state);
  for (const [name, value] of Object.entries(securityHeaders({ hashes: page.scriptHashes }, https)))
    headers.set(name, value);
  if (etagMatches(c.req.header("if-none-match"), page.etag))
    return new Response(null, { status: 304, headers });
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  });
}

export function createPageCacheHandler(options: PageCacheOptions): PageCacheHandler {
  const cache = new PageCache(options.maxBytes ?? 64 * 1024 * 1024);
  // Concurrent misses for one page wait for a single render.
  const rendering = new Map<string, Promise<CachedPage | Response>>();

  async function renderAndKeep(
    key: string,
    version: number,
    render: (asGet: boolean) => Promise<Response>,
  ): Promise<CachedPage | Response> {
    const response = await render(true);
    if (!cacheable(response, key)) return response;
    const html = await response.text();
    const page = makeCachedPage({
      status: response.status,
      headers: response.headers,
      html,
      version,
      now: Date.now(),
    });
    // A bump while rendering means the page may already be stale: serve it, don't keep it.
    if (contentVersion() === version) cache.set(key, page);
    return page;
  }

  return {
    cache,
    async handle(c, routeId, render) {
      const method = c.req.method;
      const anonymous = !carriesOwnCookie(c.req.header("cookie"));
      const documentRequest = !c.req.path.endsWith(".data");
      const key =
        (method === "GET" || method === "HEAD") && anonymous && documentRequest
          ? pageCacheKey(new URL(c.req.url), routeId)
          : null;
      if (!key) return markPrivate(await render(false));

      const version = contentVersion();
      const hit = cache.get(key, version, Date.now());
      if (hit) {
        cache.hits++;
        return serve(c, hit, options.https, "HIT");
      }
      cache.misses++;
      const flightKey = `${version}|${key}`;
      let pending = rendering.get(flightKey);
      const leader = !pending;
      if (!pending) {
        pending = renderAndKeep(key, version, render).finally(() => rendering.delete(flightKey));
        rendering.set(flightKey, pending);
      }
      const result = await pending;
      if (result instanceof Response) {
        // Not cacheable (a cookie was set, an error…): followers render their own answer.
        return markPrivate(leader && method === "GET" ? result : await render(false));
      }
      return serve(c, result, options.https, "MISS");
    },
  };
}
