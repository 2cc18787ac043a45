// Issue 26 item 4: after a busy spell, one full garbage collection once the server has gone quiet.
// V8 collects its old generation when the heap grows, not when the process idles (Node sends V8
// no idle notifications), so the garbage of 10,000 analyses stayed resident: RSS settled 39–78 MB
// higher after a second run than after the first. Quiet means light traffic, not none: health
// checks and metrics scrapes go on in production. Few requests wait on the pause then, and each
// of them only a few milliseconds. `gc` exists when Node runs with --expose-gc
// (server/node-args.json); without it (tsx in development) this is off.

export interface IdleCollector {
  /** Call on each request. */
  touch: () => void;
  stop: () => void;
}

export interface IdleCollectorOptions {
  /** The full collection (globalThis.gc); undefined turns the collector off. */
  gc: (() => void) | undefined;
  /** The window that must be quiet before collecting. */
  quietMs?: number;
  /** At most this many requests in the window still count as quiet (probes, scrapes). */
  quietRequests?: number;
  /** A busy spell: at least this many requests since the last collection. */
  busyRequests?: number;
  /** Start busy: start-up (migrations, seed, the build's import) leaves garbage of its own. */
  busy?: boolean;
}

export const QUIET_MS = 10_000;

export function collectWhenIdle({
  gc,
  quietMs = QUIET_MS,
  quietRequests = 10,
  busyRequests = 500,
  busy = false,
}: IdleCollectorOptions): IdleCollector {
  if (!gc) return { touch: () => undefined, stop: () => undefined };
  // The window is kept as 4 slices; each tick drops the oldest.
  const slices = [0, 0, 0, 0];
  let sinceCollection = busy ? busyRequests : 0;
  const timer = setInterval(
    () => {
      const recent = slices.reduce((a, b) => a + b, 0);
      slices.shift();
      slices.push(0);
      if (sinceCollection < busyRequests || recent > quietRequests) return;
      sinceCollection = 0;
      gc();
    },
    Math.max(100, Math.floor(quietMs / slices.length)),
  );
  // Never keeps the process alive.
  timer.unref();
  return {
    touch: () => {
      slices[slices.length - 1]! += 1;
      sinceCollection += 1;
    },
    stop: () => clearInterval(timer),
  };
}
