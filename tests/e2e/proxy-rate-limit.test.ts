// Issue #11 item 8 through the production server: with TRUST_PROXY=true the sign-in limit counts
// the address our proxy appended (TRUSTED_PROXY_HOPS from the right of X-Forwarded-For), so a
// client rotating the leftmost entry stays in one bucket; two real clients behind the proxy don't.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { uniqueEmail } from "../support/factories";

let child: ChildProcess;
let base = "";
let dataDir = "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-proxy-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = startServer(
    port,
    dataDir,
    { TRUST_PROXY: "true", TRUSTED_PROXY_HOPS: "1", AUTH_RATE_LIMIT_MAX: "3" },
    inject("buildDir"),
  );
  await waitForHealth(base, child);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (forwardedFor: string) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email: uniqueEmail("proxy"), password: "senha-errada-123" }),
  });

describe("proxy-aware sign-in limit (TRUST_PROXY, TRUSTED_PROXY_HOPS=1)", () => {
  it("30 sign-ins with a rotated leftmost entry: 3 answered, 27 refused with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(`10.${i}.0.${i + 1}, 198.51.100.23`)).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(27).fill(429));
    // Another client behind the same proxy has its own allowance.
    expect((await signIn("10.0.0.1, 198.51.100.24")).status).toBe(401);
  }, 60_000);
});
