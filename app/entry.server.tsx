import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { RequestIdProvider } from "~/features/errors/support-code";
import { loadLazyModules } from "~/platform/lazy-module";
import { registerWithdrawnCases } from "~/features/lawyer/withdrawn-cases.server";
import { reportError } from "~/services/error-reports.server";
import { loggerFor } from "~/services/logger.server";
import { NonceProvider } from "~/ui/nonce";

export const streamTimeout = 5_000;

// The frame composes the contexts: an account deletion leaves the lawyer's cases a "retirado pelo
// titular" record (DESIGN §8b.25) without the account feature importing the lawyer feature.
registerWithdrawnCases();

// The production server puts a fresh CSP nonce on each request (server/index.ts).
const NONCE_HEADER = "x-csp-nonce";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Parts the browser fetches later (platform/lazy-module) are rendered in full here.
  await loadLazyModules();
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
  const requestId = request.headers.get("x-request-id") || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary once the page's first 12.8 KB have gone out
        // (filled in by a script): the lazy parts' boundaries stay in place, as they are without
        // JavaScript (platform/lazy-module).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError(error, { where: "render" });
        },
      },
    );
  });
}

// Loader, action and render errors: logged with the request id and reported (Sentry when set).
// A thrown Response (404, 403, a redirect) is an answer, not an error; an aborted request is the
// client leaving.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  if (isOriginRefusal(error, request)) {
    // A 400 for a cross-site (or misconfigured proxy's) post: a refusal to watch, not a fault.
    loggerFor("origem").warn(
      { origem: request.headers.get("origin"), caminho: new URL(request.url).pathname },
      "pedido recusado: a origem não é a deste site",
    );
    return;
  }
  reportError(error, { where: new URL(request.url).pathname });
};

/**
 * React Router's own check on actions (400 "Bad Request"): the document request throws a named
 * error; a single-fetch action loses the message, so there the Origin is compared again.
 */
function isOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.includes("`origin` header")) return true;
  if (error.message !== "Bad Request") return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}
