// Issue 23 item 7, over HTTP against a server of its own (the /verificar limit is per IP and would
// otherwise block the shared server's 127.0.0.1 for a minute): an unknown /minha-conta intent
// does nothing, and /verificar's 429 says when to come back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFY_MAX_PER_MINUTE } from "~/features/history/verify-page";
import { type OwnServer, startOwnServer } from "../support/own-server";
import { apiSession } from "../support/factories";

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("smaller findings (item 7)", () => {
  it("answers an unknown /minha-conta intent with 400 and signs nobody out", async () => {
    const first = await apiSession(server.baseURL);
    const cookieOf = (s: { cookie: { name: string; value: string } }) =>
      `${s.cookie.name}=${s.cookie.value}`;
    // A second session of the same account, as another device would have.
    const second = await apiSession(server.baseURL, {
      email: first.email,
      password: first.password,
    });
    const sessionsOf = async (cookie: string) =>
      (await (
        await fetch(`${server.baseURL}/api/auth/list-sessions`, { headers: { cookie } })
      ).json()) as unknown[];
    expect(await sessionsOf(cookieOf(first))).toHaveLength(2);

    const res = await fetch(`${server.baseURL}/minha-conta`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: cookieOf(first),
        origin: server.baseURL,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "qualquer-coisa" }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ação desconhecida.");
    // Both sessions still work.
    expect(await sessionsOf(cookieOf(second))).toHaveLength(2);
  });

  it("says when to come back once /verificar's per-IP limit is reached (Retry-After)", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i <= VERIFY_MAX_PER_MINUTE; i++) {
      last = await fetch(`${server.baseURL}/verificar/RF-0000-0000`);
      statuses.push(last.status);
      if (i < VERIFY_MAX_PER_MINUTE) await last.arrayBuffer();
    }
    expect(statuses.slice(0, VERIFY_MAX_PER_MINUTE).every((s) => s !== 429)).toBe(true);
    expect(last!.status).toBe(429);
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await last!.text()).toContain("Tente novamente em 1 minuto.");
    // The data request of a client navigation carries it too.
    const asData = await fetch(`${server.baseURL}/verificar/RF-0000-0000.data`);
    expect(asData.status).toBe(429);
    expect(Number(asData.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
