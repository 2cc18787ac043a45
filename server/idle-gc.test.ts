import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-gc";

describe("collectWhenIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const options = { quietMs: 1_000, quietRequests: 3, busyRequests: 50 };
  /** `count` requests spread over `ms`. */
  function traffic(idle: { touch: () => void }, count: number, ms: number) {
    for (let i = 0; i < count; i++) {
      idle.touch();
      vi.advanceTimersByTime(ms / count);
    }
  }

  it("collects once after a busy spell, when a whole window is quiet, and not again while idle", () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, ...options });
    traffic(idle, 200, 2_000);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_250);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
    traffic(idle, 60, 600);
    vi.advanceTimersByTime(1_250);
    expect(gc).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("counts probes and scrapes as quiet, and never collects for them alone", () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, ...options });
    traffic(idle, 100, 1_000);
    // A health check every 500 ms: 2 per window, under quietRequests.
    traffic(idle, 4, 2_000);
    expect(gc).toHaveBeenCalledTimes(1);
    traffic(idle, 40, 20_000);
    expect(gc).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it("waits while traffic goes on above the quiet level", () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, ...options });
    traffic(idle, 400, 40_000); // 10 per window
    expect(gc).not.toHaveBeenCalled();
    idle.stop();
  });

  it("counts start-up as busy when asked; stops when told", () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, ...options, busy: true });
    vi.advanceTimersByTime(300);
    expect(gc).toHaveBeenCalledTimes(1);
    traffic(idle, 100, 100);
    idle.stop();
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it("is off without gc (Node started without --expose-gc)", () => {
    const idle = collectWhenIdle({ gc: undefined, ...options });
    idle.touch();
    expect(vi.getTimerCount()).toBe(0);
    idle.stop();
  });
});
