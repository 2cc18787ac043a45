// The content version of the public pages (docs/decisions/007). Whatever changes what an anonymous
// visitor sees (an admin SEO save, a video edit, new BCB data, a new INSS cap) bumps it; the
// server's page cache keys its entries by it. With PostgreSQL the bump is also broadcast
// (NOTIFY) so that every worker and instance drops its pages within a moment.
//
// The production server and the React Router build each load this module: the state lives on
// globalThis so that a bump made by a route reaches the server's cache.
const KEY = Symbol.for("revisafacil.contentVersion");

interface State {
  version: number;
  /** Set by the server when several processes share one PostgreSQL. */
  broadcast?: (reason: string) => void;
}

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { version: 1 };
  return holder[KEY];
}

/** The current version; cached pages made under another version are not served. */
export function contentVersion(): number {
  return state().version;
}

/** Something public changed: drop the cached pages here and on every other process. */
export function bumpContentVersion(reason: string): void {
  const s = state();
  s.version += 1;
  s.broadcast?.(reason);
}

/** Another process said something changed (or the channel was lost and may have missed some). */
export function applyRemoteContentChange(): void {
  state().version += 1;
}

export function setContentBroadcast(broadcast: ((reason: string) => void) | undefined): void {
  state().broadcast = broadcast;
}
