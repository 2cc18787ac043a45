// Issue 12 (tracker #14 item 3, DESIGN D34): with PostgreSQL and WEB_CONCURRENCY=2 the production
// server runs two worker processes on one port; both answer, /metrics (asked of either worker)
// sums the requests of both, and SIGTERM stops everything with exit code 0.
// Runs when TEST_DATABASE_URL points at a PostgreSQL server (CI sets it); a throwaway database.
import { readdirSync, readFileSync, readlinkSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const TOKEN = "metrics-token-de-teste-0123456789";

/** The primary's child processes (Linux /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** Which process holds the server side of the TCP connection whose client port is `clientPort`. */
function ownerOfConnection(serverPort: number, clientPort: number, pids: number[]): number | null {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const rows = readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1);
  const row = rows.find((r) => {
    const cols = r.trim().split(/\s+/);
    return cols[1]?.endsWith(`:${hex(serverPort)}`) && cols[2]?.endsWith(`:${hex(clientPort)}`);
  });
  const inode = row?.trim().split(/\s+/)[9];
  if (!inode) return null;
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return null;
}

/** A GET on a keep-alive agent of one connection; resolves with the status and the client port. */
function get(
  agent: Agent,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; port: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, port: req.socket?.localPort ?? 0, body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** GET requests to page routes counted in /metrics (not files, probes or /metrics itself). */
const NOT_PAGES = /route="(static|healthz|readyz|metrics|internal\/backup)"/;
function pageGets(metricsText: string): number {
  let sum = 0;
  for (const line of metricsText.split("\n")) {
    const m = line.match(/^revisafacil_http_request_duration_seconds_count\{([^}]*)\} (\d+)/);
    if (m && m[1]!.includes('method="GET"') && !NOT_PAGES.test(m[1]!)) sum += Number(m[2]);
  }
  return sum;
}

describe.runIf(ADMIN_URL)("cluster (WEB_CONCURRENCY=2, PostgreSQL)", () => {
  it("two workers answer on one port, /metrics sums both, SIGTERM exits 0", async () => {
    const name = `rf_cluster_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-cluster-"));
    const port = await freePort();
    const child = startServer(
      port,
      dataDir,
      { DATABASE_URL: url.toString(), WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN },
      inject("buildDir"),
    );
    const base = `http://127.0.0.1:${port}`;
    const agents: Agent[] = [];
    try {
      await waitForHealth(base, child);
      let workers: number[] = [];
      for (let i = 0; i < 50 && workers.length < 2; i++) {
        workers = childrenOf(child.pid!);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(workers).toHaveLength(2);

      // New connections are handed in turn to the workers that listen: open them until both
      // workers hold one (the second may still be starting when /healthz first answers).
      const byWorker = new Map<number, Agent>();
      const deadline = Date.now() + 60_000;
      while (byWorker.size < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        const first = await get(agent, `${base}/healthz`);
        expect(first.status).toBe(200);
        const owner = ownerOfConnection(port, first.port, workers);
        if (owner && !byWorker.has(owner)) byWorker.set(owner, agent);
      }
      expect([...byWorker.keys()].sort()).toEqual([...workers].sort());

      const [a, b] = [...byWorker.values()];
      const before = await get(a!, `${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(before.status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await get(a!, `${base}/termos-de-uso`)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await get(b!, `${base}/termos-de-uso`)).status).toBe(200);
      // Asked of either worker, the primary's sum counts the 8 pages both served.
      const fromA = await get(a!, `${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
      const fromB = await get(b!, `${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(pageGets(fromA.body) - pageGets(before.body)).toBe(8);
      expect(pageGets(fromB.body) - pageGets(before.body)).toBe(8);
      expect(fromA.body).toContain("revisafacil_db_pool_connections_in_use");
    } finally {
      for (const agent of agents) agent.destroy();
      const exit = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
      child.kill("SIGTERM");
      const code = await exit;
      rmSync(dataDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      expect(code).toBe(0);
    }
  }, 120_000);
});
