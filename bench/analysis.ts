// Analysis benchmark (issue 5): latency of the signed-in analysis action on PostgreSQL and of the
// public calculator, each at a fixed, evenly spaced rate (bench/lib/open-loop.ts), beside a bare
// node:http server answering a body of the same size in the same run — the ratio is the figure
// to watch. Issue 12 (tracker #14): also a Básico user (the counted, locked path), the
// analysis/calculator ratio at saturation, and 1 worker vs N workers (WEB_CONCURRENCY) in the
// same run.
// PostgreSQL from BENCH_DATABASE_URL (default: the machine's postgres://postgres@127.0.0.1:5432/test,
// where a throwaway database is created and dropped); BENCH_DB=pglite runs the same scenarios on
// PGlite (issue 26 item 2: the ratio on both), where the accounts are written into the data folder
// before the server opens it (one process per folder) and there is no N-worker run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type CpuSnapshot, cpuPerRequest, cpuSnapshot } from "./lib/cpu-split";
import { openLoop, quantile } from "./lib/open-loop";
import { openDatabase } from "../app/db/client.server";
import {
  buildOnce,
  freePort,
  serverArgs,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";
import { createConsumer, DEFAULT_PASSWORD } from "../tests/support/factories";

const RATE = Number(process.env.BENCH_RATE ?? 200); // requests per second
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ON_PGLITE = process.env.BENCH_DB === "pglite";
const DB_LABEL = ON_PGLITE ? "PGlite" : "PostgreSQL";
// Issue 12: the same scenarios at saturation with 1 worker and with N (default: one per core).
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR
  ? path.resolve(process.env.BENCH_PROFILE_DIR)
  : null;
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const SECRET = randomBytes(32).toString("hex");

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  bytes: number;
  total: number;
}

/**
 * A scenario at RATE requests per second, evenly spaced (bench/lib/open-loop.ts); `saturate`
 * instead runs autocannon's 10 connections as fast as the server answers.
 */
async function load(name: string, opts: autocannon.Options, saturate = false): Promise<Row> {
  if (!saturate) {
    const result = await openLoop({
      url: String(opts.url),
      method: opts.method,
      headers: opts.headers as Record<string, string> | undefined,
      body: typeof opts.body === "string" ? opts.body : undefined,
      rate: RATE,
      seconds: SECONDS,
    });
    const ms = (q: number) => Math.round(quantile(result.latencies, q) * 10) / 10;
    return {
      name,
      p50: ms(0.5),
      p99: ms(0.99),
      rps: result.rps,
      errors: result.errors,
      non2xx: result.non2xx,
      bytes: Math.round(result.bytes / Math.max(1, result.total)),
      total: result.total,
    };
  }
  const result = await autocannon({ connections: 10, duration: SECONDS, ...opts });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    total: result.requests.total,
  };
}

async function bareServer(bytes: number): Promise<{ url: string; close: () => void }> {
  const body = JSON.stringify({ data: "x".repeat(Math.max(0, bytes - 12)) });
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      });
      res.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `rf_bench_${Date.now()}`;
  try {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } catch (error) {
    console.log(`PostgreSQL indisponível (${(error as Error).message}).`);
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface App {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The production server on the bench database; `workers` processes (WEB_CONCURRENCY). */
async function startApp(
  databaseUrl: string,
  workers: number,
  preparedDataDir?: string,
): Promise<App> {
  const dataDir = preparedDataDir ?? mkdtempSync(path.join(tmpdir(), "revisafacil-bench-"));
  const port = await freePort();
  // One secret for both servers of the run, so the bench users' cookies stay valid.
  const extra = {
    DATABASE_URL: databaseUrl,
    AUTH_RATE_LIMIT_MAX: "1000000",
    WEB_CONCURRENCY: String(workers),
    BETTER_AUTH_SECRET: SECRET,
  };
  // BENCH_PROFILE_DIR: the server writes a V8 CPU profile there on exit (node --cpu-prof; one
  // process only, so with 1 worker), and phases.json says when each scenario ran.
  const child =
    PROFILE_DIR && workers === 1
      ? spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`, ...serverArgs()], {
          stdio: ["ignore", "inherit", "inherit"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            BUILD_DIR: TEST_BUILD_DIR,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            APP_URL: `http://127.0.0.1:${port}`,
            SMTP_URL: "",
            STRIPE_SECRET_KEY: "",
            LOG_LEVEL: "warn",
            ...extra,
          },
        })
      : startServer(port, dataDir, extra);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

/** A user signed in through the real auth API, on the given plan; returns the Cookie header. */
async function signedInUser(
  base: string,
  databaseUrl: string,
  tier: "premium" | "basico",
): Promise<{ cookie: string; email: string }> {
  const email = `bench-${tier}-${Date.now()}@bench.test`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench-senha-forte-2025", name: "Bench" }),
  });
  if (!signUp.ok) throw new Error(`cadastro falhou: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // The first signed-in request creates the subscribers row (plan loading); then set the plan.
  await fetch(base, { headers: { cookie } });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const updated = await client.query(
    `update subscribers set subscription_tier = $2 where email = $1`,
    [email, tier],
  );
  await client.end();
  if (updated.rowCount !== 1) throw new Error(`não foi possível definir o plano ${tier}`);
  return { cookie, email };
}

const FORM = "tipo=emprestimo_consignado&mes=3&ano=2023&taxa=2%2C99&setor=inss";

// React Router's data request for the index action: what the browser sends with JavaScript on.
const analysisOf = (base: string, cookie: string): autocannon.Options => ({
  url: `${base}/_root.data?index`,
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: base },
  body: FORM,
});
const calculatorOf = (base: string): autocannon.Options => ({
  url: `${base}/calculadora-online-juros.data`,
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  body: "tipo=financiamento_veiculo&mes=6&ano=2019",
});

const phases: { name: string; fromUs: string; toUs: string }[] = [];
const cpuRows: { name: string; cpu: CpuSnapshot }[] = [];
/**
 * A scenario, with its monotonic time window noted for the CPU profile and, given the server's
 * pid, the CPU each request cost the server, PostgreSQL and the load generator.
 */
async function phase(
  name: string,
  opts: autocannon.Options,
  serverPid?: number,
  saturate = false,
): Promise<Row> {
  const from = process.hrtime.bigint() / 1000n;
  const before = serverPid ? cpuSnapshot(serverPid) : null;
  const row = await load(name, opts, saturate);
  const cpu = serverPid ? cpuPerRequest(before, cpuSnapshot(serverPid), row.total) : null;
  if (cpu) cpuRows.push({ name, cpu });
  phases.push({ name, fromUs: String(from), toUs: String(process.hrtime.bigint() / 1000n) });
  return row;
}

async function recordedFor(databaseUrl: string, email: string): Promise<number> {
  const counter = new pg.Client({ connectionString: databaseUrl });
  await counter.connect();
  const recorded = await counter.query(
    `select count(*)::int as n from user_analyses a join subscribers s on s.user_id = a.user_id where s.email = $1`,
    [email],
  );
  await counter.end();
  return recorded.rows[0].n as number;
}

const tableOf = (rows: Row[]) =>
  rows.map((r) => ({
    cenário: r.name,
    "p50 (ms)": r.p50,
    "p99 (ms)": r.p99,
    "req/s": Math.round(r.rps),
    "bytes/resp": r.bytes,
    erros: r.errors,
    "não-2xx": r.non2xx,
  }));

type Tier = "premium" | "basico";

/** PGlite: a data folder with a Premium and a Básico account, written before the server opens it. */
async function pgliteFolder(): Promise<{ dataDir: string; emails: Record<Tier, string> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-bench-"));
  const database = await openDatabase({ pgliteDir: path.resolve(dataDir, "db") });
  const emails = { premium: "premium@bench.test", basico: "basico@bench.test" };
  try {
    for (const tier of ["premium", "basico"] as const)
      await createConsumer(database.db, { email: emails[tier], tier, name: "Bench" });
  } finally {
    await database.close();
  }
  return { dataDir, emails };
}

/** An account made beforehand (PGlite), signed in through the real auth API. */
async function signIn(base: string, email: string): Promise<{ cookie: string; email: string }> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  const line = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!line) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  return { cookie: line.split(";")[0]!, email };
}

async function main() {
  buildOnce();
  const database = ON_PGLITE ? { url: "", drop: async () => undefined } : await postgresDatabase();
  if (!database)
    throw new Error(
      "PostgreSQL indisponível: defina BENCH_DATABASE_URL, ou BENCH_DB=pglite para medir no PGlite.",
    );
  // Analyses counted in the database: PostgreSQL only (PGlite's folder is the server's alone).
  const countFor = (email: string) =>
    ON_PGLITE ? Promise.resolve(null) : recordedFor(database.url, email);
  let app: App | null = null;
  try {
    // One worker: the rate-limited scenarios, then saturation.
    let premium: { cookie: string; email: string };
    let basico: { cookie: string; email: string };
    if (ON_PGLITE) {
      const folder = await pgliteFolder();
      app = await startApp("", 1, folder.dataDir);
      premium = await signIn(app.base, folder.emails.premium);
      basico = await signIn(app.base, folder.emails.basico);
    } else {
      app = await startApp(database.url, 1);
      premium = await signedInUser(app.base, database.url, "premium");
      basico = await signedInUser(app.base, database.url, "basico");
    }
    // Warm-up (not reported): the first requests after start-up compile code and fill caches.
    await autocannon({ ...analysisOf(app.base, premium.cookie), connections: 10, duration: 3 });
    await autocannon({ ...calculatorOf(app.base), connections: 10, duration: 3 });
    const warmed = await countFor(premium.email);
    const analysis = await phase(
      `análise (POST /_root.data?index, Premium, ${DB_LABEL})`,
      analysisOf(app.base, premium.cookie),
    );
    const after = await countFor(premium.email);
    const recorded = after === null || warmed === null ? null : after - warmed;
    // DESIGN §7.14: the counted, locked path (row lock, count, insert; refused once the 10 are used).
    const counted = await phase(
      "análise (Básico: contada, com trava)",
      analysisOf(app.base, basico.cookie),
    );
    const basicoRecorded = await countFor(basico.email);
    // The same Premium analysis the way this bench measured it until 2026-11 (autocannon's
    // overallRate: bursts each second, 1 ms coordinated-omission correction), to compare with.
    const bursty = await autocannon({
      ...analysisOf(app.base, premium.cookie),
      connections: 10,
      duration: SECONDS,
      overallRate: RATE,
    });
    const calculator = await phase(
      "calculadora (POST /calculadora-online-juros.data)",
      calculatorOf(app.base),
    );
    const bare = await bareServer(analysis.bytes);
    const baseline = await load("node:http puro (mesmo tamanho de resposta)", {
      url: bare.url,
      method: "POST",
      body: FORM,
    });
    bare.close();
    // Saturation: no rate limit, 10 connections.
    const satAnalysis1 = await phase(
      "análise Premium, saturação, 1 processo",
      analysisOf(app.base, premium.cookie),
      app.pid,
      true,
    );
    const satCalculator1 = await phase(
      "calculadora, saturação, 1 processo",
      calculatorOf(app.base),
      app.pid,
      true,
    );
    await app.stop();
    app = null;

    // N workers (WEB_CONCURRENCY), same database and session.
    const satRows = [satAnalysis1, satCalculator1];
    let satAnalysisN: Row | null = null;
    if (WORKERS > 1 && !ON_PGLITE) {
      app = await startApp(database.url, WORKERS);
      await autocannon({ ...analysisOf(app.base, premium.cookie), connections: 10, duration: 3 });
      satAnalysisN = await load(
        `análise Premium, saturação, ${WORKERS} processos`,
        analysisOf(app.base, premium.cookie),
        true,
      );
      const satCalculatorN = await load(
        `calculadora, saturação, ${WORKERS} processos`,
        calculatorOf(app.base),
        true,
      );
      satRows.push(satAnalysisN, satCalculatorN);
      await app.stop();
      app = null;
    }

    console.log(
      `\n${RATE} req/s por ${SECONDS} s, em ritmo constante (uma a cada ${(1000 / RATE).toFixed(1)} ms, latência desde o horário previsto), ${DB_LABEL}, 1 processo:`,
    );
    console.table(tableOf([analysis, counted, calculator, baseline]));
    if (recorded !== null)
      console.log(`Análises registradas no banco: ${recorded} de ${analysis.total} requisições.`);
    if (basicoRecorded !== null)
      console.log(
        `Básico: ${basicoRecorded} análises registradas (limite do plano: 10) de ${counted.total} requisições; as demais recusadas pelo limite.`,
      );
    console.log(
      `Razão p99 análise / node:http: ${(analysis.p99 / Math.max(1, baseline.p99)).toFixed(1)}×; meta: p99 < 50 ms a 200 req/s.`,
    );
    console.log(`p99 da análise a ${RATE} req/s: ${analysis.p99} ms (meta: < 50 ms a 200 req/s).`);
    console.log(
      `Mesma análise com o método anterior (autocannon overallRate: rajadas a cada segundo, 10 conexões): p50 ${bursty.latency.p50} ms, p99 ${bursty.latency.p99} ms.`,
    );
    console.log(`\nSaturação (sem limite de taxa) por ${SECONDS} s, 10 conexões, ${DB_LABEL}:`);
    console.table(tableOf(satRows));
    console.log(
      `Razão análise / calculadora na saturação (1 processo): ${((satAnalysis1.rps / Math.max(1, satCalculator1.rps)) * 100).toFixed(0)} % (meta: ≥ 60 %).`,
    );
    if (cpuRows.length > 0) {
      console.log("\nCPU por requisição na saturação (ms; /proc, todos os processos postgres):");
      console.table(
        cpuRows.map(({ name, cpu }) => ({
          cenário: name,
          servidor: cpu.server,
          "servidor (núcleo)": cpu.serverSystem,
          PostgreSQL: cpu.postgres,
          "gerador de carga": cpu.loadGenerator,
          total: Math.round((cpu.server + cpu.postgres + cpu.loadGenerator) * 100) / 100,
        })),
      );
    }
    if (satAnalysisN) {
      console.log(
        `1 processo vs ${WORKERS} processos (análise): ${Math.round(satAnalysis1.rps)} → ${Math.round(satAnalysisN.rps)} req/s (${(satAnalysisN.rps / Math.max(1, satAnalysis1.rps)).toFixed(2)}×).`,
      );
    } else {
      console.log(
        ON_PGLITE
          ? "1 processo vs N: só no PostgreSQL (o PGlite é de um processo)."
          : "1 processo vs N: BENCH_WORKERS=1 (ou 1 núcleo); defina BENCH_WORKERS=2 ou mais para comparar.",
      );
    }
    if (analysis.non2xx || analysis.errors) console.log("ATENÇÃO: respostas com erro na análise.");
    if (PROFILE_DIR)
      writeFileSync(path.join(PROFILE_DIR, "phases.json"), JSON.stringify(phases, null, 2));
  } finally {
    await app?.stop();
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
