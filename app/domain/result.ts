// The one shape a service answers with (issue #13): `{ ok: true, ...value }` or
// `{ ok: false, reason, ...details }`. Callers narrow on `ok`, then on `reason`; an unexpected
// failure (the database is down) is thrown, not returned.
export type Result<T extends object, F extends { reason: string }> =
  | ({ ok: true } & T)
  | ({ ok: false } & F);

/** A refusal for too many tries, with the pt-BR sentence and when to try again. */
export type RateLimited = { reason: "rate_limited"; message: string; retryAfterSeconds: number };
