// The BCB updater against a local HTTP server on 127.0.0.1 that speaks the SGS format, on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL: new months, revisions, idempotence, 504s, malformed
// JSON, empty arrays, out-of-range values, timeouts, offline, ≤10-year windows, the job lease
// and the `npm run rates:update` command itself.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, setDatabase } from "~/db/client.server";
import { emailOutbox, jobRuns, taxasJurosBacen } from "~/db/schema";
import { readSeedRates, seed } from "../../server/seed";
import { SERIES, SERIES_CODES } from "~/domain/contract-types";
import { lookupRate } from "~/domain/rates";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { typedFields } from "~/features/analysis/record";
import { RATES_JOB_NAME, runRatesJobOnce } from "~/features/rates/rates-job.server";
import {
  clearRateTable,
  getRateTable,
  loadRateTable,
  readRateRows,
} from "~/features/rates/rates.server";
import { updateRates, RateUpdateError } from "~/features/rates/rates-update.server";
import { createSgsClient } from "~/services/bcb.server";
import { releaseJob, tryAcquireJob } from "~/services/job-lock.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

// ------------------------------------------------------------------ a fake SGS on 127.0.0.1
type Point = { data: string; valor: string };
type Scripted = { status: number; body: string } | "hang";

class FakeSgs {
  server = http.createServer((req, res) => this.handle(req, res));
  series = new Map<number, Point[]>();
  /** Answers given before the real data, per series (504s, garbage…). */
  script = new Map<number, Scripted[]>();
  requests: Array<{ code: number; from: string; to: string }> = [];
  url = "";

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/dados/serie`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
  reset() {
    this.series.clear();
    this.script.clear();
    this.requests = [];
  }
  /** Serves every series from rows like the seed's. */
  load(rows: ReturnType<typeof readSeedRates>) {
    for (const code of SERIES_CODES) {
      const column = SERIES[code].column;
      this.series.set(
        code,
        rows.map((r) => ({
          data: `01/${r.mes.slice(5, 7)}/${r.mes.slice(0, 4)}`,
          valor: r[column].toFixed(2),
        })),
      );
    }
  }
  set(code: number, data: string, valor: string) {
    const points = this.series.get(code) ?? [];
    const i = points.findIndex((p) => p.data === data);
    if (i >= 0) points[i] = { data, valor };
    else points.push({ data, valor });
    this.series.set(code, points);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url!, "http://x");
    const match = /\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(url.pathname);
    if (!match || url.searchParams.get("formato") !== "json") {
      res.writeHead(404).end();
      return;
    }
    const code = Number(match[1]);
    const from = url.searchParams.get("dataInicial")!;
    const to = url.searchParams.get("dataFinal")!;
    this.requests.push({ code, from, to });
    const scripted = this.script.get(code)?.shift();
    if (scripted === "hang") return; // never answers
    if (scripted) {
      res.writeHead(scripted.status, { "content-type": "application/json" }).end(scripted.body);
      return;
    }
    const day = (s: string) => {
      const [d, m, y] = s.split("/").map(Number) as [number, number, number];
      return Date.UTC(y, m - 1, d);
    };
    // Like the real API: more than 10 years in one request is refused.
    if (
      day(to) >=
      Date.UTC(
        new Date(day(from)).getUTCFullYear() + 10,
        new Date(day(from)).getUTCMonth(),
        new Date(day(from)).getUTCDate(),
      )
    ) {
      res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"error":"período superior a 10 anos"}');
      return;
    }
    const points = (this.series.get(code) ?? []).filter((p) => {
      const t = /^\d{2}\/\d{2}\/\d{4}$/.test(p.data) ? day(p.data) : day(from);
      return t >= day(from) && t <= day(to);
    });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(points));
  }
}

const NOW = new Date("2025-09-15T15:00:00Z");
const seedRows = readSeedRates();
const fast = { timeoutMs: 2_000, retries: 3, backoffMs: 5 };

async function snapshot(database: TestDatabase) {
  return database.db.select().from(taxasJurosBacen).orderBy(taxasJurosBacen.mes);
}

const sgs = new FakeSgs();
beforeAll(() => sgs.start());
afterAll(() => sgs.stop());

describe.each(databaseKinds)("BCB updater on %s", (kind) => {
  let database: TestDatabase;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const client = () => createSgsClient({ baseUrl: sgs.url, ...fast });

  // One database per kind, reset before each test: creating and force-dropping a PostgreSQL
  // database per test races pg's pool shutdown (57P01 on a closing client).
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(taxasJurosBacen);
    await database.db.delete(jobRuns);
    await seed(database.db);
    sgs.reset();
    sgs.load(seedRows);
    lines.length = 0;
  });
  afterEach(() => {
    setDatabase(undefined);
    clearRateTable();
  });

  it("adds new months, applies revisions, logs them, and a second run changes nothing", async () => {
    for (const code of SERIES_CODES) sgs.set(code, "01/08/2025", "1.25");
    sgs.set(25471, "01/08/2025", "2.01");
    sgs.set(25464, "01/08/2025", "6.20");
    sgs.set(25471, "01/06/2025", "2.07"); // the BCB revised June (seed: 2.05)
    const before = await snapshot(database);

    const report = await updateRates({ db: database.db, client: client(), now: NOW, log });
    expect(report.desde).toBe("2024-07"); // 12 months before the newest stored month
    expect(report.ate).toBe("2025-09");
    expect(report.inseridos).toEqual(["2025-08"]);
    expect(report.alterados).toEqual([{ mes: "2025-06", serie: 25471, de: 2.05, para: 2.07 }]);
    expect(report.rejeitados).toEqual([]);
    expect(lines).toContain("Revisão: 2025-06 série 25471: 2.05 → 2.07.");
    expect(lines.some((l) => l.startsWith("Novo mês 2025-08: 25471=2.01, 25464=6.2"))).toBe(true);

    const after = await snapshot(database);
    expect(after).toHaveLength(174);
    const june = after.find((r) => r.mes === "2025-06-01")!;
    expect(june.taxaVeiculos).toBe(2.07);
    expect(june.fonte).toBe(
      "BCB SGS API (25471, 25464, 25469, 25468, 25467, 25466), consultada em 2025-09-15",
    );
    expect(june.obtidoEm.toISOString()).toBe(NOW.toISOString());
    // Months that did not change keep their seed provenance.
    expect(after.find((r) => r.mes === "2025-05-01")).toEqual(
      before.find((r) => r.mes === "2025-05-01"),
    );
    const august = after.find((r) => r.mes === "2025-08-01")!;
    expect(august).toMatchObject({
      taxaVeiculos: 2.01,
      taxaCreditoPessoal: 6.2,
      taxaConsignadoInss: 1.25,
    });

    lines.length = 0;
    const again = await updateRates({
      db: database.db,
      client: client(),
      now: new Date("2025-09-16T15:00:00Z"),
      log,
    });
    expect(again.inseridos).toEqual([]);
    expect(again.alterados).toEqual([]);
    expect(await snapshot(database)).toEqual(after);

    // The lookup now uses the new month.
    const table = await getRateTable(database.db);
    expect(lookupRate(table, { tipo: "financiamento_veiculo", mes: "2025-08" })).toMatchObject({
      caso: "exato",
      valor: 2.01,
    });
    expect(lookupRate(table, { tipo: "financiamento_veiculo", mes: "2025-09" }).aviso).toBe(
      "Ainda não há taxa publicada pelo Banco Central para set/2025; usamos a mais recente, ago/2025",
    );
  });

  it("retries 504s and a malformed body, then succeeds", async () => {
    sgs.script.set(25471, [
      { status: 504, body: "<html>Gateway Time-out</html>" },
      { status: 504, body: "" },
    ]);
    sgs.script.set(25464, [{ status: 200, body: '[{"data":"01/07/2025","valor":' }]);
    sgs.set(25471, "01/07/2025", "2.04");
    const report = await updateRates({ db: database.db, client: client(), now: NOW, log });
    expect(report.alterados).toEqual([{ mes: "2025-07", serie: 25471, de: 2.03, para: 2.04 }]);
    expect(sgs.requests.filter((r) => r.code === 25471)).toHaveLength(3);
    expect(sgs.requests.filter((r) => r.code === 25464)).toHaveLength(2);
  });

  it("fails with a clear message after the retries and changes nothing", async () => {
    const before = await snapshot(database);
    sgs.set(25471, "01/07/2025", "2.04");
    sgs.script.set(
      25468,
      Array.from({ length: 4 }, () => ({ status: 504, body: "" })),
    );
    const error = await updateRates({ db: database.db, client: client(), now: NOW, log }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RateUpdateError);
    expect((error as Error).message).toMatch(
      /^O Banco Central \(127\.0\.0\.1:\d+\) respondeu HTTP 504 para a série 25468\. Nenhuma taxa foi alterada\.$/,
    );
    expect(sgs.requests.filter((r) => r.code === 25468)).toHaveLength(4); // 1 + 3 retries
    expect(await snapshot(database)).toEqual(before);
  });

  it("fails on JSON that stays malformed, and on a body that is not a list", async () => {
    const before = await snapshot(database);
    sgs.script.set(
      25464,
      Array.from({ length: 4 }, () => ({ status: 200, body: "{not json" })),
    );
    await expect(updateRates({ db: database.db, client: client(), now: NOW })).rejects.toThrow(
      "Resposta do Banco Central para a série 25464 não é um JSON válido. Nenhuma taxa foi alterada.",
    );
    sgs.script.set(25464, [{ status: 200, body: '{"error":"x"}' }]);
    await expect(updateRates({ db: database.db, client: client(), now: NOW })).rejects.toThrow(
      "não tem o formato esperado",
    );
    expect(await snapshot(database)).toEqual(before);
  });

  it("accepts empty arrays and 404 (nothing published) without changing anything", async () => {
    const before = await snapshot(database);
    for (const code of SERIES_CODES) sgs.script.set(code, [{ status: 200, body: "[]" }]);
    sgs.script.set(25471, [{ status: 404, body: '{"error":"Value(s) not found"}' }]);
    const report = await updateRates({ db: database.db, client: client(), now: NOW, log });
    expect(report).toMatchObject({ inseridos: [], alterados: [], inalterados: 0 });
    expect(await snapshot(database)).toEqual(before);
  });

  it("rejects out-of-range values and non-monthly dates, keeps the valid ones", async () => {
    sgs.set(25471, "01/08/2025", "2.01");
    sgs.set(25464, "01/08/2025", "35.00"); // out of range → August cannot be inserted
    sgs.set(25469, "01/08/2025", "0");
    sgs.set(25468, "01/08/2025", "-1.2");
    sgs.set(25467, "01/08/2025", "abc");
    sgs.set(25466, "15/08/2025", "2.50"); // not a monthly date
    sgs.set(25466, "01/07/2025", "3.80"); // a valid revision in the same answer
    const report = await updateRates({ db: database.db, client: client(), now: NOW, log });
    expect(report.rejeitados.map((r) => [r.serie, r.data, r.valor, r.motivo])).toEqual([
      [25464, "01/08/2025", "35.00", "valor fora do intervalo 0 < taxa < 30 (% a.m.)"],
      [25469, "01/08/2025", "0", "valor fora do intervalo 0 < taxa < 30 (% a.m.)"],
      [25468, "01/08/2025", "-1.2", "valor fora do intervalo 0 < taxa < 30 (% a.m.)"],
      [25467, "01/08/2025", "abc", "valor não numérico"],
      [25466, "15/08/2025", "2.50", "data não mensal (esperado o dia 01)"],
    ]);
    expect(report.inseridos).toEqual([]);
    expect(report.pendentes).toEqual([{ mes: "2025-08", faltam: [25464] }]);
    expect(report.alterados).toEqual([{ mes: "2025-07", serie: 25466, de: 3.75, para: 3.8 }]);
    const [n] = await database.db.select({ n: sql<number>`count(*)::int` }).from(taxasJurosBacen);
    expect(n!.n).toBe(173);
  });

  it("times out on a server that never answers", async () => {
    sgs.script.set(25471, ["hang", "hang"]);
    const slowClient = createSgsClient({
      baseUrl: sgs.url,
      timeoutMs: 200,
      retries: 1,
      backoffMs: 5,
    });
    await expect(updateRates({ db: database.db, client: slowClient, now: NOW })).rejects.toThrow(
      "O Banco Central (" +
        new URL(sgs.url).host +
        ") não respondeu em 200 ms (série 25471). Nenhuma taxa foi alterada.",
    );
  });

  it("says so when offline, and changes nothing", async () => {
    const before = await snapshot(database);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = createSgsClient({ baseUrl: `http://127.0.0.1:${port}/dados/serie`, ...fast });
    await expect(updateRates({ db: database.db, client: offline, now: NOW })).rejects.toThrow(
      `Sem conexão com o Banco Central (127.0.0.1:${port}) ao pedir a série 25471: ECONNREFUSED. Nenhuma taxa foi alterada.`,
    );
    expect(await snapshot(database)).toEqual(before);
  });

  it("backfills an empty table from 2011-03 in windows of at most 10 years, equal to the seed", async () => {
    await database.db.delete(taxasJurosBacen);
    const report = await updateRates({ db: database.db, client: client(), now: NOW, log });
    expect(report.desde).toBe("2011-03");
    expect(report.inseridos).toHaveLength(173);
    const windows = sgs.requests.filter((r) => r.code === 25471);
    expect(windows).toEqual([
      { code: 25471, from: "01/03/2011", to: "28/02/2021" },
      { code: 25471, from: "01/03/2021", to: "15/09/2025" },
    ]);
    const rows = await readRateRows(database.db);
    const byMonth = new Map(rows.map((r) => [r.mes, r]));
    for (const s of seedRows) {
      const r = byMonth.get(s.mes.slice(0, 7))!;
      expect([
        r.taxaVeiculos,
        r.taxaCreditoPessoal,
        r.taxaConsignadoTotal,
        r.taxaConsignadoInss,
        r.taxaConsignadoPublico,
        r.taxaConsignadoPrivado,
      ]).toEqual([
        s.taxaVeiculos,
        s.taxaCreditoPessoal,
        s.taxaConsignadoTotal,
        s.taxaConsignadoInss,
        s.taxaConsignadoPublico,
        s.taxaConsignadoPrivado,
      ]);
    }
  });

  it("lets only one instance hold the job, once a day", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        tryAcquireJob(database.db, "demo", { leaseMs: 60_000, minIntervalMs: 3_600_000 }),
      ),
    );
    const winners = attempts.filter(Boolean);
    expect(winners).toHaveLength(1);
    await releaseJob(database.db, winners[0]!, "ok", "feito");
    // Finished successfully a moment ago: not due again within the interval…
    expect(
      await tryAcquireJob(database.db, "demo", { leaseMs: 60_000, minIntervalMs: 3_600_000 }),
    ).toBeNull();
    // …but due when the interval is shorter than the time since.
    await database.db.update(jobRuns).set({ lastFinishedAt: sql`now() - interval '2 hours'` });
    expect(
      await tryAcquireJob(database.db, "demo", { leaseMs: 60_000, minIntervalMs: 3_600_000 }),
    ).not.toBeNull();
  });

  it("runs the daily job once, refreshing the in-memory table", async () => {
    setDatabase(database);
    clearRateTable();
    expect((await getRateTable(database.db)).dadosAte).toBe("2025-07");
    for (const code of SERIES_CODES) sgs.set(code, "01/08/2025", "1.90");
    const env = { BCB_SGS_BASE_URL: sgs.url };
    const results = await Promise.all([
      runRatesJobOnce(env, { sgs: fast, log }),
      runRatesJobOnce(env, { sgs: fast, log }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runRatesJobOnce(env, { sgs: fast, log })).toBe(false); // already ran today
    expect((await getRateTable(database.db)).dadosAte).toBe("2025-08");
    const [run] = await database.db.select().from(jobRuns);
    expect(run).toMatchObject({
      name: RATES_JOB_NAME,
      lastStatus: "ok",
      lastMessage: "1 novo(s), 0 alterado(s), 0 rejeitado(s)",
      lockedBy: null,
    });
  });
});

// ------------------------------------------------------------------ the command
function runCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/rates-update.ts", ...args], {
      env: { ...process.env, ...env, NODE_ENV: "test" },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

// Each test below runs the compiled command two or three times, and each run opens and migrates
// the PGlite folder: beside other test files on a loaded two-core machine that passed a minute.
const COMMANDS = { timeout: 240_000 };

describe("npm run rates:update", COMMANDS, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "rates-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("fetches into the PGlite data folder, and says clearly when the BCB is unreachable", async () => {
    sgs.reset();
    sgs.load(seedRows.filter((r) => r.mes >= "2024-01"));
    const ok = await runCommand(["--desde", "2024-01"], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BCB_SGS_BASE_URL: sgs.url,
      BCB_SGS_BACKOFF_MS: "5",
    });
    expect(ok.out).toContain("Concluído: 19 mês(es) novo(s)");
    expect(ok.code).toBe(0);

    const offline = await runCommand([], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BCB_SGS_BASE_URL: "http://127.0.0.1:9/dados/serie",
      BCB_SGS_BACKOFF_MS: "5",
    });
    expect(offline.code).toBe(1);
    expect(offline.out).toContain(
      "Atualização das taxas falhou: Sem conexão com o Banco Central (127.0.0.1:9)",
    );
    expect(offline.out).toContain("Nenhuma taxa foi alterada.");

    const bad = await runCommand(["--desde", "2024"], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BCB_SGS_BASE_URL: sgs.url,
    });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--desde inválido: "2024". Use AAAA-MM, por exemplo 2011-03.');
  });
});

describe("npm run rates:update and provisional analyses (§8.3)", COMMANDS, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "rates-cli-notice-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("e-mails the owner of a provisional analysis once its month arrives, as the server's job does", async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BCB_SGS_BASE_URL: sgs.url,
      BCB_SGS_BACKOFF_MS: "5",
    };
    sgs.reset();
    sgs.load(seedRows.filter((r) => r.mes >= "2024-01" && r.mes <= "2025-06"));
    expect((await runCommand(["--desde", "2024-01"], env)).code).toBe(0);

    // A consumer analyses a jul/2025 personal loan while jun/2025 is the newest month: provisional.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    let email: string;
    try {
      const owner = await createConsumer(database.db, { tier: "premium" });
      email = owner.email;
      const values = {
        tipo: "emprestimo_pessoal",
        mes: "7",
        ano: "2025",
        valorFinanciado: "2.100,00",
        parcela: "326,97",
        numeroParcelas: "48",
      };
      const parsed = parseAnalysisForm(values);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const out = await runAnalysis(
        database.db,
        { userId: owner.id, email: owner.email },
        parsed.value,
        await loadRateTable(database.db),
        new Date(),
        typedFields(values),
      );
      expect(out.ok).toBe(true);
    } finally {
      await database.close();
    }

    sgs.reset();
    sgs.load(seedRows.filter((r) => r.mes >= "2024-01"));
    const run = await runCommand([], env);
    expect(run.code).toBe(0);
    expect(run.out).toContain("Avisos de análise provisória completada: 1 e-mail(s) enviado(s).");
    // An http APP_URL without SMTP: the message is in the outbox and, whole, in DATA_DIR/mail.
    const files = readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(eml).toContain(email);
    expect(eml).toContain("jul/2025");

    // A second run finds nothing new to tell.
    const again = await runCommand([], env);
    expect(again.code).toBe(0);
    expect(again.out).not.toContain("Avisos de análise provisória");
    const check = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      expect(await check.db.select().from(emailOutbox)).toHaveLength(1);
    } finally {
      await check.close();
    }
  });
});
