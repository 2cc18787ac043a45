// In-process cache of session look-ups (issue 12 / tracker #14, DESIGN §7.14): better-auth reads
// the session and the user from the database on every request; here a look-up is reused for at
// most SESSION_CACHE_MAX_AGE_MS. A revoked session therefore stops working within that bound
// (under 5 s) in every case, and at once when the revocation goes through better-auth: its
// session-delete hook forgets the session here and, with PostgreSQL, tells every other process
// (NOTIFY, server/notifications.ts); with PGlite there is one process, so forgetting here is all.
//
// The production server and the React Router build each load this module: the state lives on
// globalThis so that a notice received by the server reaches the build's cache.

/** How long a session look-up is reused: the revocation bound is this, below 5 s (§7.14). */
export const SESSION_CACHE_MAX_AGE_MS = 4_000;
/** Entries kept per auth instance; the oldest are dropped first. */
const MAX_ENTRIES = 10_000;

export interface CachedSession<T> {
  value: T;
  sessionId: string;
  userId: string;
  expiresAt: number;
}

/** What one process tells the others: a session, or every session of a user, to forget. */
export type SessionNotice = { sessionId: string } | { userId: string };

interface State {
  caches: Set<Map<string, CachedSession<unknown>>>;
  broadcast?: (notice: SessionNotice) => void;
}

const KEY = Symbol.for("revisafacil.sessionCache");

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { caches: new Set() };
  return holder[KEY];
}

const byOwner = new WeakMap<object, Map<string, CachedSession<unknown>>>();

function cacheOf(owner: object): Map<string, CachedSession<unknown>> {
  let map = byOwner.get(owner);
  if (!map) {
    map = new Map();
    byOwner.set(owner, map);
    state().caches.add(map);
  }
  return map;
}

/** The cached look-up for this cookie value, if it is still fresh. */
export function cachedSession<T>(owner: object, key: string, now = Date.now()): T | undefined {
  const map = cacheOf(owner);
  const entry = map.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    map.delete(key);
    return undefined;
  }
  return entry.value as T;
}

export function rememberSession<T>(
  owner: object,
  key: string,
  entry: { value: T; sessionId: string; userId: string },
  now = Date.now(),
): void {
  const map = cacheOf(owner);
  if (map.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest tenth.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const k of map.keys()) {
      map.delete(k);
      if (--drop === 0) break;
    }
  }
  map.delete(key);
  map.set(key, { ...entry, expiresAt: now + SESSION_CACHE_MAX_AGE_MS });
}

/** Applies a notice here only (a notice from another process, or the local half of one). */
export function applySessionNotice(notice: SessionNotice): void {
  for (const map of state().caches) {
    for (const [key, entry] of map) {
      if (
        "sessionId" in notice
          ? entry.sessionId === notice.sessionId
          : entry.userId === notice.userId
      )
        map.delete(key);
    }
  }
}

/** A session was deleted or a user changed: forget it here and on every other process. */
export function forgetSessions(notice: SessionNotice): void {
  applySessionNotice(notice);
  state().broadcast?.(notice);
}

/** The channel to the other processes was lost (notices may have been missed): forget everything. */
export function forgetAllSessions(): void {
  for (const map of state().caches) map.clear();
}

export function setSessionBroadcast(
  broadcast: ((notice: SessionNotice) => void) | undefined,
): void {
  state().broadcast = broadcast;
}

/** The session cookie's value (signed token), the cache key; null without one. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === "revisafacil.session_token" || name === "__Secure-revisafacil.session_token") {
      const value = part.slice(eq + 1).trim();
      return value || null;
    }
  }
  return null;
}
