// Analysis benchmark (issue 5): latency of the signed-in analysis action on PostgreSQL and of the
// public calculator, each at a fixed rate (autocannon on loopback), beside a bare node:http server
// answering a body of the same size in the same run — the ratio is the figure to watch.
// PostgreSQL from BENCH_DATABASE_URL (default: the machine's postgres://postgres@127.0.0.1:5432/test,
// where a throwaway database is created and dropped); PGlite when PostgreSQL is unreachable.
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildOnce, freePort, startServer, TEST_BUILD_DIR, waitForHealth } from "../tests/support/e2e-global-setup";

const RATE = Number(process.env.BENCH_RATE ?? 200); // requests per second
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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

async function load(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 10, duration: SECONDS, overallRate: RATE, ...opts });
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
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
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
    console.log(`PostgreSQL indisponível (${(error as Error).message}); usando PGlite.`);
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

async function main() {
  buildOnce();
  const database = await postgresDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-bench-"));
  const port = await freePort();
  const child = startServer(port, dataDir, {
    DATABASE_URL: database?.url ?? "",
    AUTH_RATE_LIMIT_MAX: "1000000",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);

    // A Premium user (unlimited analyses) signed in through the real auth API.
    const email = `bench-${Date.now()}@bench.test`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password: "bench-senha-forte-2025", name: "Bench" }),
    });
    if (!signUp.ok) throw new Error(`cadastro falhou: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    // The first signed-in request creates the subscribers row (plan loading); then make it Premium.
    await fetch(base, { headers: { cookie } });
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const updated = await client.query(`update subscribers set subscription_tier = 'premium' where email = $1`, [email]);
      await client.end();
      if (updated.rowCount !== 1) throw new Error("não foi possível tornar o usuário Premium");
    } else {
      throw new Error("O benchmark da análise precisa de PostgreSQL (PGlite não aceita um segundo processo).");
    }

    const form = "tipo=emprestimo_consignado&mes=3&ano=2023&taxa=2%2C99&setor=inss";
    const formHeaders = { "content-type": "application/x-www-form-urlencoded", cookie, origin: base };
    // React Router's data request for the index action: what the browser sends with JavaScript on.
    const analysis = await load("análise (POST /_root.data?index, Premium, PostgreSQL)", {
      url: `${base}/_root.data?index`,
      method: "POST",
      headers: formHeaders,
      body: form,
    });
    const calculator = await load("calculadora (POST /calculadora-online-juros.data)", {
      url: `${base}/calculadora-online-juros.data`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: "tipo=financiamento_veiculo&mes=6&ano=2019",
    });
    // Proof that the requests ran real analyses: count what was recorded for the bench user.
    const counter = new pg.Client({ connectionString: database.url });
    await counter.connect();
    const recorded = await counter.query(
      `select count(*)::int as n from user_analyses a join subscribers s on s.user_id = a.user_id where s.email = $1`,
      [email],
    );
    await counter.end();
    const bare = await bareServer(analysis.bytes);
    const baseline = await load("node:http puro (mesmo tamanho de resposta)", { url: bare.url, method: "POST", body: form });
    bare.close();

    console.log(`\n${RATE} req/s por ${SECONDS} s, 10 conexões, ${database ? "PostgreSQL" : "PGlite"}:`);
    console.table(
      [analysis, calculator, baseline].map((r) => ({
        cenário: r.name,
        "p50 (ms)": r.p50,
        "p99 (ms)": r.p99,
        "req/s": Math.round(r.rps),
        "bytes/resp": r.bytes,
        erros: r.errors,
        "não-2xx": r.non2xx,
      })),
    );
    console.log(`Análises registradas no banco: ${recorded.rows[0].n} de ${analysis.total} requisições.`);
    console.log(
      `Razão p99 análise / node:http: ${(analysis.p99 / Math.max(1, baseline.p99)).toFixed(1)}×; meta: p99 < 50 ms a 200 req/s.`,
    );
    if (analysis.non2xx || analysis.errors) console.log("ATENÇÃO: respostas com erro na análise.");
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
    await database?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
