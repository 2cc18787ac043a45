// The committed BCB seed in the database, read back through the in-memory table and the public
// endpoint, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { taxasJurosBacen } from "~/db/schema";
import { seed } from "../../server/seed";
import { lookupRate } from "~/domain/rates";
import { loader } from "~/features/rates/api-taxas";
import {
  clearRateTable,
  getRateTable,
  rateFreshness,
  readRateRows,
} from "~/features/rates/rates.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

// Values read by hand from seed/bcb/sgs_pf_taxa_media_mensal_2011-03_2025-07.csv.
const KNOWN: Array<[string, Parameters<typeof lookupRate>[1]["tipo"], string | null, number]> = [
  ["2011-03", "financiamento_veiculo", null, 2.08],
  ["2011-03", "emprestimo_pessoal", null, 4.72],
  ["2011-03", "cartao_consignado", null, 2.31],
  ["2013-07", "emprestimo_consignado", "publico", 1.7],
  ["2015-11", "emprestimo_pessoal", null, 6.81],
  ["2016-09", "busca_apreensao", null, 1.95],
  ["2019-06", "emprestimo_consignado", "publico", 1.6],
  ["2020-04", "financiamento_veiculo", null, 1.56],
  ["2023-03", "emprestimo_consignado", "total", 1.97],
  ["2024-06", "emprestimo_consignado", "privado", 2.76],
  ["2024-12", "emprestimo_consignado", "inss", 1.66],
  ["2025-01", "financiamento_veiculo", null, 2.18],
  ["2025-07", "emprestimo_pessoal", null, 6.14],
  ["2025-07", "emprestimo_consignado", "privado", 3.75],
];

describe.each(databaseKinds)("BCB seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    setDatabase(database);
    clearRateTable();
  });
  afterAll(async () => {
    setDatabase(undefined);
    clearRateTable();
    await database?.dispose();
  });

  it("holds 173 months from 2011-03 to 2025-07 as real dates", async () => {
    const [stats] = await database.db
      .select({
        n: sql<number>`count(*)::int`,
        first: sql<string>`min(${taxasJurosBacen.mes})::text`,
        last: sql<string>`max(${taxasJurosBacen.mes})::text`,
        type: sql<string>`pg_typeof(min(${taxasJurosBacen.mes}))::text`,
      })
      .from(taxasJurosBacen);
    expect(stats).toEqual({ n: 173, first: "2011-03-01", last: "2025-07-01", type: "date" });
    const rows = await readRateRows(database.db);
    expect(rows).toHaveLength(173);
    expect(rows[0]!.mes).toBe("2025-07");
    expect(rows.at(-1)!.mes).toBe("2011-03");
    // No gap: every month between the first and the last is there.
    const months = new Set(rows.map((r) => r.mes));
    for (let y = 2011; y <= 2025; y++) {
      for (let m = 1; m <= 12; m++) {
        const id = `${y}-${String(m).padStart(2, "0")}`;
        if (id >= "2011-03" && id <= "2025-07") expect(months.has(id), id).toBe(true);
      }
    }
  });

  it.each(KNOWN)("%s %s %s = %d, exactly as published", async (mes, tipo, setor, valor) => {
    const table = await getRateTable(database.db);
    const c = lookupRate(table, { tipo, setor: setor as never, mes });
    expect(c).toMatchObject({ caso: "exato", mesUsado: mes, valor, dadosAte: "2025-07" });
  });

  it("knows its freshness", async () => {
    expect(await rateFreshness(database.db)).toEqual({
      dadosAte: "2025-07",
      texto: "Dados do Banco Central até jul/2025",
    });
  });

  it("answers GET /api/taxas with the certificate", async () => {
    const ok = await loader({
      request: new Request("http://x/api/taxas?tipo=emprestimo_consignado&mes=2024-12&setor=inss"),
    } as never);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      certificado: {
        serie: 25468,
        mesSolicitado: "2024-12",
        mesUsado: "2024-12",
        valor: 1.66,
        caso: "exato",
        aviso: null,
      },
      dadosAte: "2025-07",
      atualizacao: "Dados do Banco Central até jul/2025",
    });

    const later = await loader({
      request: new Request("http://x/api/taxas?tipo=financiamento_veiculo&mes=2026-10"),
    } as never);
    expect((await later.json()).certificado).toMatchObject({
      caso: "mais_recente",
      mesUsado: "2025-07",
      valor: 2.03,
      aviso:
        "Ainda não há taxa publicada pelo Banco Central para out/2026; usamos a mais recente, jul/2025",
    });
  });

  it("refuses a month before the series' first, naming it (§8.3), instead of answering another month", async () => {
    const response = await loader({
      request: new Request("http://x/api/taxas?tipo=emprestimo_pessoal&mes=2008-05"),
    } as never);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      erro: "O Banco Central publica esta série desde mar/2011.",
      primeiroMes: "2011-03",
    });
  });

  it.each([
    ["tipo=carro&mes=2024-01", 'Parâmetro "tipo" inválido'],
    ["mes=2024-01", 'Parâmetro "tipo" inválido'],
    ["tipo=emprestimo_pessoal", 'Parâmetro "mes" obrigatório'],
    ["tipo=emprestimo_pessoal&mes=2024-13", 'Parâmetro "mes" inválido'],
    ["tipo=emprestimo_pessoal&mes=set/25", 'Parâmetro "mes" inválido'],
    ["tipo=emprestimo_consignado&mes=2024-01&setor=militar", 'Parâmetro "setor" inválido'],
  ])("answers 400 in pt-BR for %s", async (query, message) => {
    const response = await loader({ request: new Request(`http://x/api/taxas?${query}`) } as never);
    expect(response.status).toBe(400);
    expect((await response.json()).erro).toContain(message);
  });
});
