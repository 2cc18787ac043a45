// Operability (issue 15): structured logs without personal data, request ids, /metrics, /readyz,
// error reports to a Sentry-protocol endpoint, and a backup taken through the running server.
// A server of its own, with its output captured.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";

const METRICS_TOKEN = "token-de-metricas-e2e-1234567890";
const dirs: string[] = [];
let child: ChildProcess;
let baseURL: string;
let dataDir: string;
let output = "";
let sentry: Server;
const envelopes: string[] = [];

/** The JSON lines the server has written so far. */
function logLines(): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

beforeAll(async () => {
  // A Sentry-protocol endpoint that records envelopes (the SDK posts to /api/<project>/envelope/).
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"),
      );
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => sentry.listen(0, "127.0.0.1", r));
  const sentryPort = (sentry.address() as { port: number }).port;

  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-ops-"));
  dirs.push(dataDir);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  child = startServer(
    port,
    dataDir,
    {
      LOG_LEVEL: "info",
      METRICS_TOKEN,
      SENTRY_DSN: `http://chavepublica@127.0.0.1:${sentryPort}/42`,
      AUTH_RATE_LIMIT_MAX: "1000",
    },
    inject("buildDir"),
    "pipe",
  );
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  await waitForHealth(baseURL, child);
}, 120_000);

afterAll(async () => {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await new Promise((r) => sentry.close(r));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function post(
  pathname: string,
  body: string | URLSearchParams,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseURL}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseURL, ...headers },
    body,
  });
}

describe("operations", () => {
  it("logs a sign-in, an analysis and a password reset with ids only: no e-mail, name, password or token", async () => {
    const email = `ops-${Date.now()}@exemplo.com.br`;
    const password = "Senha-Operacoes-2025";
    const name = "Maria Operações";
    const json = { "content-type": "application/json" };
    const signUp = await post(
      "/api/auth/sign-up/email",
      JSON.stringify({ email, password, name }),
      json,
    );
    expect(signUp.status).toBe(200);
    const signIn = await post("/api/auth/sign-in/email", JSON.stringify({ email, password }), json);
    expect(signIn.status).toBe(200);
    const requestId = signIn.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const analysis = await post(
      "/?index",
      new URLSearchParams({
        tipo: "emprestimo_consignado",
        setor: "inss",
        mes: "7",
        ano: "2025",
        taxa: "2,96",
      }),
      { cookie },
    );
    expect(analysis.status).toBeLessThan(500);
    const reset = await post("/esqueci-minha-senha", new URLSearchParams({ email }));
    expect(reset.status).toBeLessThan(500);
    // Wait for the reset's own request line and for the e-mail it sends (after the answer).
    const resetId = reset.headers.get("x-request-id");
    await expect
      .poll(() => {
        const written = logLines();
        return (
          written.some((l) => l.requestId === resetId && l.msg === "requisição") &&
          written.some((l) => l.area === "e-mail")
        );
      })
      .toBe(true);

    const lines = logLines();
    const signInLine = lines.find((l) => l.requestId === requestId && l.msg === "requisição");
    expect(signInLine).toMatchObject({
      method: "POST",
      status: 200,
      route: "features/auth/api-route",
    });
    expect(typeof signInLine?.durationMs).toBe("number");
    // The analysis request is logged with the user's id, never the e-mail.
    const analysisLine = lines.find(
      (l) => l.msg === "requisição" && l.method === "POST" && l.route === "features/landing/home",
    );
    expect(analysisLine?.userId).toEqual(expect.any(String));

    for (const secret of [email, name, password, "Operações", "token=", "reset-password/"]) {
      expect(output, `o log contém ${secret}`).not.toContain(secret);
    }
  });

  it("takes the request id from a trusted proxy only, and returns it", async () => {
    const res = await fetch(`${baseURL}/blog`, {
      headers: { "x-request-id": "proxy-abcdef123456" },
    });
    // TRUST_PROXY is off here: a client cannot choose the id.
    expect(res.headers.get("x-request-id")).not.toBe("proxy-abcdef123456");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves Prometheus metrics to the bearer of METRICS_TOKEN only", async () => {
    expect((await fetch(`${baseURL}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${baseURL}/metrics`, { headers: { authorization: "Bearer errado" } })).status,
    ).toBe(401);
    await fetch(`${baseURL}/calculadora-online-juros`);
    await fetch(`${baseURL}/healthz`);
    const res = await fetch(`${baseURL}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    // Parse the exposition: every sample line is `name{labels} value`.
    const samples = text
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => {
        const m = l.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/);
        expect(m, l).not.toBeNull();
        return { name: m![1]!, labels: m![2] ?? "", value: Number(m![3]) };
      });
    const calculator = samples.find(
      (s) =>
        s.name === "revisafacil_http_request_duration_seconds_count" &&
        s.labels.includes('route="features/calculator/calculator"') &&
        s.labels.includes('status="200"'),
    );
    expect(calculator?.value).toBeGreaterThanOrEqual(1);
    // Probes carry their own label, not the static files' one.
    const health = samples.find(
      (s) =>
        s.name === "revisafacil_http_request_duration_seconds_count" &&
        s.labels.includes('route="healthz"'),
    );
    expect(health?.value).toBeGreaterThanOrEqual(1);
    expect(
      samples.some(
        (s) =>
          s.name === "revisafacil_bcb_newest_month_timestamp_seconds" &&
          s.value === Date.UTC(2025, 6, 1) / 1000,
      ),
    ).toBe(true);
    expect(samples.some((s) => s.name === "revisafacil_process_resident_memory_bytes")).toBe(true);
    expect(samples.some((s) => s.name === "revisafacil_db_pool_connections_in_use")).toBe(true);
  });

  it("answers /readyz with each check, and a warning while the BCB data is old", async () => {
    const res = await fetch(`${baseURL}/readyz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      checks: { database: string; migrations: { ok: boolean }; taxas: { maisRecente: string } };
      avisos: string[];
    };
    expect(body.checks.database).toBe("ok");
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.taxas.maisRecente).toBe("2025-07");
    // The seeded data ends in jul/2025, more than 90 days ago.
    expect(body.status).toBe("warning");
    expect(body.avisos.join(" ")).toContain("npm run rates:update");
  });

  it("reports a browser error to Sentry with personal data scrubbed, under the code shown to the person", async () => {
    const codigo = "c-abcdef0123456789";
    const res = await post(
      "/api/erros",
      JSON.stringify({
        codigo,
        mensagem: "Falhou para joao@exemplo.com.br",
        rota: "/minha-conta?token=segredo",
      }),
      { "content-type": "application/json" },
    );
    expect(res.status).toBe(204);
    const bad = await post("/api/erros", "x".repeat(20_000), {
      "content-type": "application/json",
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    await expect
      .poll(() => envelopes.find((e) => e.includes(codigo)), { timeout: 10_000 })
      .toBeTruthy();
    const envelope = envelopes.find((e) => e.includes(codigo))!;
    expect(envelope).toContain("[e-mail]");
    expect(envelope).not.toContain("joao@exemplo.com.br");
    expect(envelope).not.toContain("segredo");
    expect(output).toContain(codigo);
  });

  it("backs up through the running server (PGlite is one process per folder)", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "revisafacil-ops-backup-"));
    dirs.push(out);
    const run = spawn(
      process.execPath,
      // `npm run backup`: the launcher runs the script compiled in the build (decision 012).
      ["scripts/start.mjs", "--run", "backup", "--destino", out],
      {
        env: {
          ...process.env,
          BUILD_DIR: inject("buildDir"),
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          NODE_ENV: "production",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let said = "";
    run.stdout!.on("data", (c: Buffer) => (said += c.toString()));
    run.stderr!.on("data", (c: Buffer) => (said += c.toString()));
    expect(await new Promise((r) => run.on("exit", r)), said).toBe(0);
    expect(said).toContain("pelo servidor em execução");
    const [folder] = readdirSync(out);
    expect(existsSync(path.join(out, folder!, "db.tar.gz"))).toBe(true);
    expect(existsSync(path.join(out, folder!, "manifest.json"))).toBe(true);
  });
});
