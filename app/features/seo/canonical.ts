// DESIGN §7.13: one public host. Requests on a host other than APP_URL's are sent there first, so
// that the session cookie and the checkout's and portal's return links live on one host
// (localhost vs 127.0.0.1, www vs the bare domain). Only when APP_URL was set explicitly, only
// GET/HEAD (a form post is never turned into a GET), and never the probes (/healthz, /readyz).
const EXEMPT = new Set(["/healthz", "/readyz", "/metrics"]);

/** Where the request should go instead, or null when it is already on the canonical host. */
export function canonicalRedirect(
  requestUrl: string,
  method: string,
  appUrl: string | undefined,
): string | null {
  if (!appUrl) return null;
  if (method !== "GET" && method !== "HEAD") return null;
  const url = new URL(requestUrl);
  if (EXEMPT.has(url.pathname) || url.pathname.startsWith("/internal/")) return null;
  const target = new URL(appUrl);
  if (url.host.toLowerCase() === target.host.toLowerCase()) return null;
  return `${target.origin}${url.pathname}${url.search}`;
}

/** The canonical address of a path (no query), for <link rel="canonical"> and the sitemap. */
export function canonicalUrl(appUrl: string, pathname: string): string {
  const base = appUrl.replace(/\/+$/, "");
  return `${base}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
}
