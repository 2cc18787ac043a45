// Request body limits (issue 11 item 2): one 100 MB POST to a public form once took the server
// from 177 MB to 1.5 GB. Every body is capped before any route reads it: 64 KB by default (forms
// and JSON are a few KB), more only where a route needs it. An upload route keeps streaming: its
// limit counts bytes as they pass instead of buffering the body.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_VIDEO_BYTES } from "../app/features/admin/videos-mp4";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

type Limit = { maxBytes: number; streamed: boolean };

/** Routes that take more than the default, by exact path. */
export const ROUTE_BODY_LIMITS: Record<string, Limit> = {
  // The admin's mp4 upload (DESIGN D19): the file limit plus room for the other fields; the
  // action streams the file to storage and enforces the exact file size itself.
  "/admin-dashboard/videos": { maxBytes: MAX_VIDEO_BYTES + 1024 * 1024, streamed: true },
  // Stripe's signed events are small, but a subscription with many items can pass 64 KB.
  "/api/stripe/webhook": { maxBytes: 1024 * 1024, streamed: false },
};

export function limitFor(pathname: string): Limit {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return ROUTE_BODY_LIMITS[path] ?? { maxBytes: DEFAULT_BODY_LIMIT, streamed: false };
}

export const TOO_LARGE_TITLE = "Envio grande demais";

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `O conteúdo enviado passa do limite de ${sizeLabel(maxBytes)}. Diminua o texto ou o arquivo e tente novamente.`;
}

/** 413 in pt-BR: JSON for the API, a small self-contained page for everything else. */
export function tooLargeResponse(c: Context, maxBytes: number): Response {
  const message = tooLargeMessage(maxBytes);
  // The client may still be sending: tell it the connection will not take the rest.
  const headers = { Connection: "close" };
  if (new URL(c.req.url).pathname.startsWith("/api/")) {
    return Response.json({ error: message }, { status: 413, headers });
  }
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TOO_LARGE_TITLE} — RevisaFácil</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;color:#0f172a}main{max-width:32rem;margin:auto;text-align:center}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}</style>
</head>
<body><main><h1>${TOO_LARGE_TITLE}</h1><p>${message}</p><a href="/">Voltar para o início</a></main></body>
</html>`;
  return new Response(html, {
    status: 413,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

/** Counts bytes as they stream; the reader gets an error past maxBytes (no buffering). */
function streamedLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    // Node's HTTP parser never delivers more than Content-Length, so a declared size is binding.
    if (declared !== undefined && !c.req.header("transfer-encoding")) {
      return Number(declared) > maxBytes ? tooLargeResponse(c, maxBytes) : next();
    }
    let seen = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new Error(tooLargeMessage(maxBytes)));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    return next();
  };
}

/** The server-wide middleware: picks the limit of the requested path. */
export function bodyLimits(): MiddlewareHandler {
  const buffered = new Map<number, MiddlewareHandler>();
  const streamed = new Map<number, MiddlewareHandler>();
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const { maxBytes, streamed: isStreamed } = limitFor(new URL(c.req.url).pathname);
    const cache = isStreamed ? streamed : buffered;
    let handler = cache.get(maxBytes);
    if (!handler) {
      handler = isStreamed
        ? streamedLimit(maxBytes)
        : bodyLimit({ maxSize: maxBytes, onError: (ctx) => tooLargeResponse(ctx, maxBytes) });
      cache.set(maxBytes, handler);
    }
    return handler(c, next);
  };
}
