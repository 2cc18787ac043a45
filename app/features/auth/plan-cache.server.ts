// In-process cache of each signed-in user's plan row (issue 14): the tier, the admin flag and the
// lawyer plan are read once and reused for at most PLAN_CACHE_MAX_AGE_MS, so a signed-in page or
// analysis makes one database round trip fewer. Every change to the rows behind it (subscribers,
// revisaconecta_subscribers, a user's e-mail) fires a database trigger that notifies channel
// PLAN_CHANNEL with the user's id (migration 0012); each process forgets that user on the notice.
// The cache works only while such notices can arrive (`setPlanCacheActive`): the server turns it
// on once it listens (PostgreSQL: server/notifications.ts; PGlite: server/index.ts) and off when
// the listening connection is lost. The month's analysis count is never cached (it changes with
// every analysis of a limited plan).
//
// The production server and the React Router build each load this module: the state lives on
// globalThis so that a notice received by the server reaches the build's cache.

export const PLAN_CHANNEL = "revisafacil_planos";
/** How long a plan is reused when no notice arrives: the same bound as sessions (§7.14). */
export const PLAN_CACHE_MAX_AGE_MS = 4_000;
const MAX_ENTRIES = 10_000;

interface State {
  active: boolean;
  entries: Map<string, { value: unknown; expiresAt: number }>;
  /** Notices so far: a read that saw a notice arrive while it ran is not kept (it may be old). */
  notices: number;
}

const KEY = Symbol.for("revisafacil.planCache");

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { active: false, entries: new Map(), notices: 0 };
  return holder[KEY];
}

/** The cached plan row of this user, while fresh and while the cache is active. */
export function cachedPlan<T>(userId: string, now = Date.now()): T | undefined {
  const s = state();
  if (!s.active) return undefined;
  const entry = s.entries.get(userId);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    s.entries.delete(userId);
    return undefined;
  }
  return entry.value as T;
}

/** Taken before reading a plan row, handed to `rememberPlan` after. */
export function planReadMark(): number {
  return state().notices;
}

export function rememberPlan<T>(userId: string, value: T, mark: number, now = Date.now()): void {
  const s = state();
  // A change committed while the row was being read would otherwise be cached as it was before.
  if (!s.active || s.notices !== mark) return;
  if (s.entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest tenth.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const k of s.entries.keys()) {
      s.entries.delete(k);
      if (--drop === 0) break;
    }
  }
  s.entries.delete(userId);
  s.entries.set(userId, { value, expiresAt: now + PLAN_CACHE_MAX_AGE_MS });
}

/** A notice from the database: this user's plan rows changed. */
export function forgetPlan(userId: string): void {
  const s = state();
  s.notices++;
  s.entries.delete(userId);
}

/**
 * On while notices can arrive; turning it off (the listening connection was lost) or on again
 * forgets everything, since notices may have been missed in between.
 */
export function setPlanCacheActive(active: boolean): void {
  const s = state();
  s.active = active;
  s.notices++;
  s.entries.clear();
}
