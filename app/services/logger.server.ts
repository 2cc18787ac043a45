// One structured logger (pino) for the server and the app. JSON lines in production, readable
// lines in development. Every line written while a request is handled carries its request id (and
// the user id once the session is known), taken from the request scope below.
//
// Personal data never goes to the log: pass ids, counts and codes, not e-mails, names, phones,
// passwords, tokens or form values. The redaction list is a safety net for mistakes, not a licence.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import pino, { type Logger } from "pino";
import { scrubError } from "./scrub";

export interface RequestScope {
  requestId: string;
  /** Set by the viewer middleware once the session is read. */
  userId?: string;
}

// The production server and the React Router build each load this module: keep one scope store and
// one logger per process on globalThis.
const SCOPE_KEY = Symbol.for("revisafacil.requestScope");
const LOGGER_KEY = Symbol.for("revisafacil.logger");
type Holder = { [SCOPE_KEY]?: AsyncLocalStorage<RequestScope>; [LOGGER_KEY]?: Logger };
const holder = globalThis as Holder;

holder[SCOPE_KEY] ??= new AsyncLocalStorage<RequestScope>();
export const requestScope: AsyncLocalStorage<RequestScope> = holder[SCOPE_KEY];

/** The current request's id, if a request is being handled. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Records the signed-in user on the current request (its id only). */
export function setRequestUser(userId: string | undefined): void {
  const scope = requestScope.getStore();
  if (scope && userId) scope.userId = userId;
}

const CENSOR = "[redigido]";
/** Keys whose values are never written, at the top level or one level down. */
export const REDACTED_KEYS = [
  "email",
  "name",
  "nome",
  "telefone",
  "phone",
  "password",
  "senha",
  "token",
  "cookie",
  "authorization",
  "secret",
  "url",
] as const;
const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]);

function destination(): pino.DestinationStream | undefined {
  if (process.env.NODE_ENV === "production" || process.env.LOG_FORMAT === "json") return undefined;
  try {
    // pino-pretty is a development dependency: present where people read logs in a terminal.
    const pretty = createRequire(import.meta.url)("pino-pretty") as (
      options: object,
    ) => pino.DestinationStream;
    return pretty({
      colorize: process.stdout.isTTY,
      sync: true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
    });
  } catch {
    return undefined;
  }
}

function createLogger(): Logger {
  // Unit and integration tests run with NODE_ENV=test: quiet unless LOG_LEVEL says otherwise.
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  return pino(
    {
      level,
      base: { service: "revisafacil" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      formatters: { level: (label) => ({ level: label }) },
      // Errors are logged as { err }: their messages can quote personal data, so they are scrubbed.
      serializers: { err: scrubError, error: scrubError },
      mixin() {
        const scope = requestScope.getStore();
        if (!scope) return {};
        return scope.userId
          ? { requestId: scope.requestId, userId: scope.userId }
          : { requestId: scope.requestId };
      },
    },
    destination() as pino.DestinationStream,
  );
}

/** The process's logger. */
holder[LOGGER_KEY] ??= createLogger();
export const logger: Logger = holder[LOGGER_KEY];

/** A logger for one area ("auth", "billing", …): its lines carry `area`. */
export function loggerFor(area: string): Logger {
  return logger.child({ area });
}
