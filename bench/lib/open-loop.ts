// A constant-rate load generator (open model): request i leaves at start + i / rate, whether or
// not earlier answers have come back, and its latency is counted from that planned moment, so a
// stall in the server shows in every request it delayed (no coordinated omission).
//
// Why not autocannon's `overallRate`: each connection sends its share of the second back to back
// and then waits for the next second (bursts of 10 concurrent requests, then idle), and its
// coordinated-omission correction uses an expected interval of ceil(1 / rate) = 1 ms, so one
// 80 ms answer adds 79 made-up samples to the histogram. Saturation runs still use autocannon.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface OpenLoopOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
}

export interface OpenLoopResult {
  /** Milliseconds from the planned start of each request to the end of its answer. */
  latencies: number[];
  errors: number;
  non2xx: number;
  /** Bytes received, status line and headers included. */
  bytes: number;
  total: number;
  /** Answers per second over the run. */
  rps: number;
}

export async function openLoop(opts: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const headers = { ...opts.headers };
  if (opts.body !== undefined) headers["content-length"] = String(Buffer.byteLength(opts.body));
  const count = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  let pending = 0;
  let allSent = false;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const settle = () => {
    pending--;
    if (allSent && pending === 0) finish();
  };

  const fire = (plannedAt: number) => {
    pending++;
    const req = request(opts.url, { method: opts.method ?? "GET", headers, agent }, (res) => {
      // Counted like autocannon's bytes: status line and headers too.
      let size = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let h = 0; h < res.rawHeaders.length; h += 2)
        size += `${res.rawHeaders[h]}: ${res.rawHeaders[h + 1]}\r\n`.length;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      res.on("end", () => {
        latencies.push(performance.now() - plannedAt);
        bytes += size;
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) non2xx++;
        settle();
      });
    });
    req.on("error", () => {
      errors++;
      settle();
    });
    req.end(opts.body);
  };

  const start = performance.now() + 10;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < count && start + sent * interval <= now) {
        fire(start + sent * interval);
        sent++;
      }
      if (sent < count) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  allSent = true;
  if (pending > 0) await finished;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    latencies,
    errors,
    non2xx,
    bytes,
    total: latencies.length,
    rps: latencies.length / elapsed,
  };
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
