// The scheme and host a browser used to reach us (issue 23 item 1). Behind a proxy that
// terminates TLS the server sees http://…, while the browser's Origin says https://…; React
// Router's own check for actions compares the two and refused every POST. The forwarded headers
// count only with TRUST_PROXY, and only the entry our own proxies wrote (TRUSTED_PROXY_HOPS, as
// for the client IP); otherwise a request on APP_URL's host takes APP_URL's scheme, since this
// server never terminates TLS itself.
import { trustedForwardedEntry } from "./client-ip";

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface PublicOriginInput {
  /** The URL as this server received it (scheme http, the Host header). */
  requestUrl: string;
  forwardedProto: string | null | undefined;
  forwardedHost: string | null | undefined;
  trustProxy: boolean;
  hops: number;
  /** APP_URL when it was set explicitly. */
  appUrl: string | undefined;
}

/** The request's URL with the public scheme and host (path and query unchanged). */
export function publicRequestUrl(input: PublicOriginInput): URL {
  const url = new URL(input.requestUrl);
  let host = url.host;
  let proto: string | null = null;
  if (input.trustProxy) {
    const forwardedProto = trustedForwardedEntry(input.forwardedProto, input.hops)?.toLowerCase();
    if (forwardedProto === "http" || forwardedProto === "https") proto = forwardedProto;
    const forwardedHost = trustedForwardedEntry(input.forwardedHost, input.hops);
    if (forwardedHost && HOST.test(forwardedHost)) host = forwardedHost;
  }
  if (!proto && input.appUrl) {
    const app = new URL(input.appUrl);
    if (app.host.toLowerCase() === host.toLowerCase()) proto = app.protocol.slice(0, -1);
  }
  if (host === url.host && (!proto || `${proto}:` === url.protocol)) return url;
  // Rebuilt, not assigned: the URL setters keep the old port when the new host has none.
  try {
    return new URL(`${proto ?? url.protocol.slice(0, -1)}://${host}${url.pathname}${url.search}`);
  } catch {
    return url;
  }
}
