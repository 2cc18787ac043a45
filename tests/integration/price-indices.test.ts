// IBGE INPC/IPCA (issue #10 item 3): the committed seed in the database, read back through the
// in-memory table, and the updater of SGS 188/433 against a local HTTP server that speaks the SGS
// format, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indicesPrecos, jobRuns } from "~/db/schema";
import { readSeedIndices, seedPriceIndices } from "../../server/seed";
import { correctionFactor } from "~/domain/correction";
import { clearIndexTable, getIndexTable } from "~/features/rates/indices.server";
import { IndexUpdateError, updatePriceIndices } from "~/features/rates/indices-update.server";
import { INDICES_JOB_NAME, runIndicesJobOnce } from "~/features/rates/rates-job.server";
import { createSgsClient } from "~/services/bcb.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

class FakeSgs {
  server = http.createServer((req, res) => this.handle(req, res));
  series = new Map<number, Array<{ data: string; valor: string }>>();
  failures = new Map<number, number>();
  requests: number[] = [];
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/dados/serie`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url!, "http://x");
    const match = /\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(url.pathname);
    if (!match || url.searchParams.get("formato") !== "json") return void res.writeHead(404).end();
    const code = Number(match[1]);
    this.requests.push(code);
    const failures = this.failures.get(code) ?? 0;
    if (failures > 0) {
      this.failures.set(code, failures - 1);
      return void res.writeHead(503).end();
    }
    const day = (s: string) => {
      const [d, m, y] = s.split("/").map(Number) as [number, number, number];
      return Date.UTC(y, m - 1, d);
    };
    const from = day(url.searchParams.get("dataInicial")!);
    const to = day(url.searchParams.get("dataFinal")!);
    const points = (this.series.get(code) ?? []).filter(
      (p) => day(p.data) >= from && day(p.data) <= to,
    );
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(points));
  }
}

const seedRows = readSeedIndices();
const NOW = new Date("2026-02-20T15:00:00Z");
const fast = { timeoutMs: 2_000, retries: 1, backoffMs: 5 };
const sgs = new FakeSgs();
beforeAll(() => sgs.start());
afterAll(() => sgs.stop());

function serveSeedFrom(month: string) {
  for (const [indice, code] of [
    ["inpc", 188],
    ["ipca", 433],
  ] as const) {
    sgs.series.set(
      code,
      seedRows
        .filter((r) => r.indice === indice && r.mes >= `${month}-01`)
        .map((r) => ({
          data: `01/${r.mes.slice(5, 7)}/${r.mes.slice(0, 4)}`,
          valor: r.variacao.toFixed(2),
        })),
    );
  }
}

describe.each(databaseKinds)("IBGE indices on %s", (kind) => {
  let database: TestDatabase;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const client = () => createSgsClient({ baseUrl: sgs.url, ...fast });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    clearIndexTable();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(indicesPrecos);
    await database.db.delete(jobRuns);
    await seedPriceIndices(database.db);
    sgs.series.clear();
    sgs.failures.clear();
    sgs.requests = [];
    lines.length = 0;
    clearIndexTable();
  });

  it("seeds every month of the real CSVs once, and a second seed adds nothing", async () => {
    const stats = await database.db
      .select({
        indice: indicesPrecos.indice,
        n: sql<number>`count(*)::int`,
        first: sql<string>`min(${indicesPrecos.mes})::text`,
        last: sql<string>`max(${indicesPrecos.mes})::text`,
      })
      .from(indicesPrecos)
      .groupBy(indicesPrecos.indice)
      .orderBy(indicesPrecos.indice);
    expect(stats).toEqual([
      { indice: "inpc", n: 560, first: "1979-05-01", last: "2025-12-01" },
      { indice: "ipca", n: 551, first: "1980-02-01", last: "2025-12-01" },
    ]);
    expect(await seedPriceIndices(database.db)).toBe(0);
    // Values read by hand from seed/ibge: deflation is kept as published.
    const [ipcaJul22] = await database.db
      .select({ v: indicesPrecos.variacao })
      .from(indicesPrecos)
      .where(and(eq(indicesPrecos.indice, "ipca"), eq(indicesPrecos.mes, "2022-07-01")));
    expect(ipcaJul22!.v).toBe(-0.68);
    const table = await getIndexTable(database.db);
    expect(table.dadosAte).toEqual({ inpc: "2025-12", ipca: "2025-12" });
    expect(table.series.inpc.get("2024-08")).toBe(-0.14);
    // IBGE's published annual figures (seed/ibge/README.md): INPC 2023 = 3,71%, IPCA 2024 = 4,83%.
    const inpc2023 = correctionFactor(table, "inpc", "2022-12", "2023-12");
    const ipca2024 = correctionFactor(table, "ipca", "2023-12", "2024-12");
    expect(inpc2023.ok && Math.round((inpc2023.fator - 1) * 10000) / 100).toBe(3.71);
    expect(ipca2024.ok && Math.round((ipca2024.fator - 1) * 10000) / 100).toBe(4.83);
  });

  it("adds new months from SGS 188/433, applies revisions, and a second run changes nothing", async () => {
    serveSeedFrom("2024-12");
    sgs.series.get(188)!.push({ data: "01/01/2026", valor: "0.39" });
    sgs.series.get(433)!.push({ data: "01/01/2026", valor: "0.33" });
    // A revision of a stored month.
    sgs.series.get(433)!.find((p) => p.data === "01/12/2025")!.valor = "0.34";
    const report = await updatePriceIndices({ db: database.db, client: client(), now: NOW, log });
    expect(report.desde).toBe("2024-12");
    expect(report.inseridos).toEqual([
      { indice: "inpc", mes: "2026-01" },
      { indice: "ipca", mes: "2026-01" },
    ]);
    expect(report.alterados).toEqual([{ indice: "ipca", mes: "2025-12", de: 0.33, para: 0.34 }]);
    expect(lines).toContain("Revisão: 2025-12 IPCA: 0.33 → 0.34.");
    expect(new Set(sgs.requests)).toEqual(new Set([188, 433]));

    const again = await updatePriceIndices({ db: database.db, client: client(), now: NOW, log });
    expect(again.inseridos).toEqual([]);
    expect(again.alterados).toEqual([]);
    const [row] = await database.db
      .select()
      .from(indicesPrecos)
      .where(and(eq(indicesPrecos.indice, "inpc"), eq(indicesPrecos.mes, "2026-01-01")));
    expect(row).toMatchObject({
      variacao: 0.39,
      fonte: "BCB SGS API (188), consultada em 2026-02-20",
    });
  });

  it("keeps deflation, rejects out-of-range and non-monthly points", async () => {
    sgs.series.set(188, [
      { data: "01/01/2026", valor: "-0.25" },
      { data: "15/01/2026", valor: "0.10" },
      { data: "01/02/2026", valor: "120" },
    ]);
    sgs.series.set(433, []);
    const report = await updatePriceIndices({
      db: database.db,
      client: client(),
      desde: "2026-01",
      now: NOW,
      log,
    });
    expect(report.inseridos).toEqual([{ indice: "inpc", mes: "2026-01" }]);
    expect(report.rejeitados.map((r) => r.motivo)).toEqual([
      "data não mensal (esperado o dia 01)",
      "valor fora do intervalo −50 < variação < 100 (% no mês)",
    ]);
  });

  it("writes nothing when a series cannot be fetched", async () => {
    serveSeedFrom("2025-01");
    sgs.series.get(188)!.push({ data: "01/01/2026", valor: "0.39" });
    sgs.failures.set(433, 5);
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(indicesPrecos);
    const error = await updatePriceIndices({
      db: database.db,
      client: client(),
      now: NOW,
      log,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexUpdateError);
    expect((error as Error).message).toMatch(
      /HTTP 503 para a série 433\. Nenhum índice foi alterado\.$/,
    );
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(indicesPrecos);
    expect(after).toEqual(before);
  });

  it("runs the daily job once and refreshes the in-memory table", async () => {
    serveSeedFrom("2025-01");
    sgs.series.get(188)!.push({ data: "01/01/2026", valor: "0.39" });
    sgs.series.get(433)!.push({ data: "01/01/2026", valor: "0.33" });
    expect((await getIndexTable(database.db)).dadosAte.ipca).toBe("2025-12");
    const env = { BCB_SGS_BASE_URL: sgs.url };
    const options = { db: () => database.db, sgs: fast, log };
    const results = await Promise.all([
      runIndicesJobOnce(env, options),
      runIndicesJobOnce(env, options),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runIndicesJobOnce(env, options)).toBe(false);
    const table = await getIndexTable(database.db);
    expect(table.dadosAte).toEqual({ inpc: "2026-01", ipca: "2026-01" });
    const [run] = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.name, INDICES_JOB_NAME));
    expect(run).toMatchObject({
      lastStatus: "ok",
      lastMessage: "2 novo(s), 0 alterado(s), 0 rejeitado(s)",
    });
  });
});
