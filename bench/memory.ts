// Server memory (issue "Lean" item 4): the production server's resident memory (RSS, /proc) on
// PGlite, idle after start-up, then after 10,000 signed-in analyses and again after a second
// 10,000, each read once the process has settled: twice the server's quiet period (it collects
// its garbage then, server/idle-gc.ts, and V8 returns the freed pages a few seconds later), then
// RSS still for 5 s, at most 60 s. Goal: idle under 250 MB,
// and the second run leaves it where the first did (no growth). Linux only.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../app/db/client.server";
import {
  buildOnce,
  freePort,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";
import { createConsumer, DEFAULT_PASSWORD } from "../tests/support/factories";
import { QUIET_MS } from "../server/idle-gc";

const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 10_000);
const IDLE_BUDGET_MB = 250;
const FORM = "tipo=emprestimo_consignado&mes=3&ano=2023&taxa=2%2C99&setor=inss";

/** Resident memory of one process, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`VmRSS de ${pid} ilegível`);
  return Number(line[1]) / 1024;
}

/** RSS once it has not moved by more than 1 MB for 5 s (at most 60 s of waiting). */
async function settledRss(pid: number, quiet = 0): Promise<number> {
  // The server's quiet period first: its idle collection, and the pages returned after it, are
  // part of settling.
  await new Promise((r) => setTimeout(r, quiet));
  const deadline = Date.now() + 60_000;
  let last = rssMb(pid);
  let stillSince = Date.now();
  while (Date.now() < deadline && Date.now() - stillSince < 5_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssMb(pid);
    if (Math.abs(now - last) > 1) stillSince = Date.now();
    last = now;
  }
  return last;
}

async function main() {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-memory-"));
  // A Premium consumer made before the server opens the folder (PGlite: one process per folder).
  const database = await openDatabase({ pgliteDir: path.resolve(dataDir, "db") });
  const email = "memoria@bench.test";
  try {
    await createConsumer(database.db, { email, tier: "premium", name: "Bench Memória" });
  } finally {
    await database.close();
  }
  const port = await freePort();
  const child = startServer(port, dataDir, { AUTH_RATE_LIMIT_MAX: "100000" });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    const pid = child.pid!;
    const idle = await settledRss(pid, 2 * QUIET_MS);

    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`entrada falhou: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const run = async () => {
      const result = await autocannon({
        url: `${base}/_root.data?index`,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: base },
        body: FORM,
        connections: 10,
        amount: ANALYSES,
      });
      if (result.non2xx || result.errors)
        throw new Error(`${result.non2xx} respostas não 2xx, ${result.errors} erros`);
      const peak = rssMb(pid);
      return {
        rps: result.requests.average,
        peak,
        settled: await settledRss(pid, 2 * QUIET_MS),
      };
    };
    const first = await run();
    const second = await run();

    const mb = (n: number) => Number(n.toFixed(0));
    console.log(
      `\nMemória do servidor (RSS, PGlite, 1 processo, ${ANALYSES} análises por rodada):`,
    );
    console.table([
      { momento: "ocioso após iniciar", "RSS (MB)": mb(idle) },
      { momento: `fim da 1ª rodada (${Math.round(first.rps)} req/s)`, "RSS (MB)": mb(first.peak) },
      { momento: "1ª rodada, assentado", "RSS (MB)": mb(first.settled) },
      {
        momento: `fim da 2ª rodada (${Math.round(second.rps)} req/s)`,
        "RSS (MB)": mb(second.peak),
      },
      { momento: "2ª rodada, assentado", "RSS (MB)": mb(second.settled) },
    ]);
    console.log(
      `Ocioso: ${mb(idle)} MB (meta: < ${IDLE_BUDGET_MB} MB). Crescimento da 1ª para a 2ª rodada: ${mb(second.settled - first.settled)} MB.`,
    );
    if (idle >= IDLE_BUDGET_MB) process.exitCode = 1;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
