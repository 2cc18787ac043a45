// The public-page cache (issue 16, DESIGN §7.16, docs/decisions/007): the HTML that anonymous
// visitors get for the public pages is rendered once and kept in memory, compressed, with its
// headers and a CSP built from the hashes of its inline scripts (a cached page cannot carry a
// per-request nonce). Entries are keyed by path, normalised query and the content version, and
// expire at midnight in São Paulo (pages show the date and "today's" figures) or after MAX_AGE_MS.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

/** Route ids whose anonymous GET renders the same page for everyone (the spec's public pages). */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "features/landing/home",
  "features/calculator/calculator",
  "features/blog/blog-page",
  "blog-descubraseguros",
  "blog-organize-suas-despesas",
  "blog-empresta-cartao",
  "blog-juros-abusivos-veiculos",
  "blog-credito-quando-utilizar",
  "blog-taxa-media-banco-central",
  "blog-teto-consignado-inss",
  "blog-busca-e-apreensao-liminar",
  "blog-notificacao-atraso-financiamento",
  "blog-cobranca-indevida-devolucao-em-dobro",
  "features/content/privacy-policy",
  "features/content/terms-of-use",
  "features/marketing/public-servant-landing",
  "features/marketing/course-landing",
  "features/lawyer/revisaconecta-page",
  "features/content/not-found",
]);
export const NOT_FOUND_ROUTE = "features/content/not-found";

/** What a CDN may do with a cached public page (decision 007). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A safety net behind the content version: figures on the landing page move during the day. */
export const MAX_AGE_MS = 5 * 60 * 1000;

// Query parameters that only say where a visitor came from: they never change the page.
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|fbclid|gbraid|wbraid|msclkid|mc_[a-z]+|ref)$/i;
/** Cookies of ours: a request that carries one is somebody's, and gets its own page. */
const OWN_COOKIE = /(?:^|;\s*)(?:revisafacil[^=]*|rf_[^=]*|__Secure-revisafacil[^=]*)=/;

export function carriesOwnCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && OWN_COOKIE.test(cookieHeader));
}

/** The cache key of a request for a public page, or null when it must not be cached. */
export function pageCacheKey(url: URL, routeId: string): string | null {
  if (!PUBLIC_PAGE_ROUTES.has(routeId)) return null;
  // Every unknown path renders the same 404 page: one entry for all of them.
  if (routeId === NOT_FOUND_ROUTE) return "404";
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  if (params.length > 8 || url.search.length > 512) return null;
  // By name only: the sort is stable, so repeated parameters keep their order (`?a=1&a=2` and
  // `?a=2&a=1` may mean different pages and never share an entry).
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Next midnight in São Paulo (UTC−3 all year since 2019). */
export function nextSaoPauloMidnight(now: number): number {
  const offset = 3 * 60 * 60 * 1000;
  const local = new Date(now - offset);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) + offset;
}

export interface CachedPage {
  status: number;
  /** Headers to send (without Content-Encoding/Length, set per encoding). */
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The sha256 sources of the page's inline scripts, for its CSP. */
  scriptHashes: string[];
  version: number;
  expiresAt: number;
  bytes: number;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/g;
const CSP_NONCE = /'nonce-([^']+)'/;

/** The nonce a rendered page's CSP allowed, if any. */
function nonceOf(headers: Headers): string | null {
  return headers.get("content-security-policy")?.match(CSP_NONCE)?.[1] ?? null;
}

/**
 * Removes the render's nonce from a page and lists the hashes of the inline scripts that carried
 * it (external scripts are allowed by 'self'). A script without that nonce was never allowed to
 * run (something injected it), so it gets no hash and stays blocked in the cached copy too. The
 * hash covers the script's text exactly as served.
 */
export function hashInlineScripts(
  html: string,
  nonce: string | null,
): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  if (nonce) {
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const attributes = match[1] ?? "";
      const body = match[2] ?? "";
      const nonces = [...attributes.matchAll(NONCE_ATTRIBUTE)].map((m) => m[1]);
      if (nonces.length !== 1 || nonces[0] !== nonce) continue;
      if (/\bsrc\s*=/.test(attributes) || body === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  const withoutNonce = nonce
    ? html.replace(NONCE_ATTRIBUTE, (attribute, value: string) =>
        value === nonce ? "" : attribute,
      )
    : html;
  return { html: withoutNonce, hashes: [...hashes] };
}

export function makeCachedPage(input: {
  status: number;
  headers: Headers;
  html: string;
  version: number;
  now: number;
}): CachedPage {
  const { html, hashes } = hashInlineScripts(input.html, nonceOf(input.headers));
  const identity = Buffer.from(html, "utf8");
  const headers: [string, string][] = [];
  for (const [name, value] of input.headers) {
    const lower = name.toLowerCase();
    if (
      lower === "content-length" ||
      lower === "content-encoding" ||
      lower === "content-security-policy"
    )
      continue;
    if (lower === "cache-control" || lower === "etag" || lower === "vary") continue;
    headers.push([name, value]);
  }
  return {
    status: input.status,
    headers,
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: hashes,
    version: input.version,
    expiresAt: Math.min(nextSaoPauloMidnight(input.now), input.now + MAX_AGE_MS),
    bytes: identity.length * 2,
  };
}

/** Least-recently-used pages within a byte budget. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private size = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number, now: number): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.version !== version || page.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-insert to mark it most recently used.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, page);
    this.size += page.bytes;
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  get byteSize(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.size -= page.bytes;
  }
}

/** The body a client asked for: brotli, gzip or plain. */
export function pickEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** Whether an If-None-Match header names this entity (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
