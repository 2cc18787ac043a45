// Unexpected errors: always to the log with the request id; also to Sentry (official SDK, server
// only) when SENTRY_DSN is set. Personal data is scrubbed before anything leaves the process.
import { currentRequestId, logger } from "./logger.server";
import { scrubText } from "./scrub";

type SentryModule = typeof import("@sentry/node");

// The server and the React Router build each load this module: one Sentry client per process.
const KEY = Symbol.for("revisafacil.sentry");
type Holder = { [KEY]?: SentryModule | null };
const holder = globalThis as Holder;

interface ScrubbableEvent {
  message?: string;
  user?: unknown;
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: unknown;
    headers?: unknown;
    data?: unknown;
  };
  breadcrumbs?: unknown;
  extra?: unknown;
  exception?: { values?: { value?: string }[] };
}

/** Sentry's beforeSend: keep what helps debugging (stack, route, request id), drop the rest. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.request) {
    const url = event.request.url ? scrubText(event.request.url.split("?")[0]!) : undefined;
    event.request = url ? { url } : {};
  }
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? [])
    if (value.value) value.value = scrubText(value.value);
  return event;
}

export interface ErrorReportOptions {
  dsn?: string;
  environment?: string;
  release?: string;
}

/** Starts Sentry when a DSN is configured. Safe to call more than once. */
export async function initErrorReports(options: ErrorReportOptions): Promise<void> {
  if (!options.dsn || holder[KEY]) return;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    // Collect nothing about the person or the request; beforeSend scrubs what is left.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
    ],
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
  });
  holder[KEY] = Sentry;
}

/** Sends what is queued to Sentry (at shutdown). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  await holder[KEY]?.flush(timeoutMs);
}

export interface ReportContext {
  /** Where it happened: "server", "browser", a route id. */
  where: string;
  requestId?: string;
}

/** Logs an unexpected error with its request id and sends it to Sentry when configured. */
export function reportError(error: unknown, context: ReportContext): void {
  const requestId = context.requestId ?? currentRequestId();
  const err = error instanceof Error ? error : new Error(scrubText(String(error)));
  // The logger's err serializer scrubs the message and the stack.
  logger.error({ err, where: context.where, requestId }, "erro inesperado");
  const Sentry = holder[KEY];
  if (Sentry) {
    Sentry.withScope((scope) => {
      scope.setTag("where", context.where);
      if (requestId) scope.setTag("request_id", requestId);
      Sentry.captureException(err);
    });
  }
}
