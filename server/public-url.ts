// The request as the browser addressed it (issue 23 item 1): scheme and host from the trusted
// proxy's X-Forwarded-Proto/-Host or APP_URL (app/services/public-origin.ts), so that React
// Router's origin check on actions and our own same-origin checks compare like with like.
import type { Context } from "hono";
import { publicRequestUrl } from "../app/services/public-origin";

export interface PublicUrlOptions {
  trustProxy: boolean;
  hops: number;
  /** APP_URL when it was set explicitly. */
  appUrl: string | undefined;
}

export function publicUrlOf(c: Context, options: PublicUrlOptions): URL {
  return publicRequestUrl({
    requestUrl: c.req.url,
    forwardedProto: c.req.header("x-forwarded-proto"),
    forwardedHost: c.req.header("x-forwarded-host"),
    ...options,
  });
}

/** The same request (body streamed, not read) at `url`, with `headers`; GET when `asGet`. */
export function requestAt(raw: Request, url: URL, headers: Headers, asGet: boolean): Request {
  const method = asGet ? "GET" : raw.method;
  const hasBody = method !== "GET" && method !== "HEAD" && raw.body !== null;
  return new Request(url, {
    method,
    headers,
    signal: raw.signal,
    ...(hasBody ? { body: raw.body, duplex: "half" } : {}),
  } as RequestInit);
}
