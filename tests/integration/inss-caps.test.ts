// The INSS caps table (DESIGN §7.4): seeded from seed/inss/tetos_inss.json (idempotent), read into
// memory for the domain check, and the admin's "Cadastrar teto" form adds a row that the next check
// uses — with pt-BR errors for bad input — on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { tetosInss } from "~/db/schema";
import { seed } from "../../server/seed";
import { action } from "~/features/admin/inss-caps-page";
import { CAP_FORM_MSG } from "~/features/admin/inss-caps-schema";
import { loader as apiTaxas } from "~/features/rates/api-taxas";
import { clearRateTable } from "~/features/rates/rates.server";
import { viewerContext } from "~/platform/context";
import {
  clearCapRows,
  getCapRows,
  inssCapCheck,
  readCapRows,
  readSeedCaps,
  seedInssCaps,
} from "~/features/rates/inss-caps.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

async function post(userId: string, values: Record<string, string>) {
  const request = new Request("http://127.0.0.1:3999/admin-dashboard/tetos-inss", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
  const context = new RouterContextProvider();
  context.set(viewerContext, {
    user: { id: userId, email: "admin@exemplo.com", name: "Admin" },
    plan: { tier: "premium", analysesThisMonth: 0, isAdmin: true },
    lawyer: null,
  } as never);
  const result = (await action({ request, context, params: {} } as never)) as {
    data: unknown;
    init?: { status?: number };
  };
  return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
}

describe.each(databaseKinds)("INSS caps table on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    setDatabase(database);
    clearCapRows();
    clearRateTable();
  });
  afterAll(async () => {
    setDatabase(undefined);
    clearCapRows();
    clearRateTable();
    await database?.dispose();
  });

  it("holds every row of the seed once, with real dates, and seeding again adds nothing", async () => {
    const seedRows = readSeedCaps();
    const [stats] = await database.db
      .select({
        n: sql<number>`count(*)::int`,
        type: sql<string>`pg_typeof(min(${tetosInss.vigenciaDesde}))::text`,
      })
      .from(tetosInss);
    expect(stats).toEqual({ n: seedRows.length, type: "date" });
    expect(await seedInssCaps(database.db)).toBe(0);
    const rows = await readCapRows(database.db);
    expect(rows).toHaveLength(seedRows.length);
    expect(rows.every((r) => r.origem === "seed")).toBe(true);
    expect(rows.find((r) => r.emprestimo === 1.85)).toMatchObject({
      publicacao: "2025-03-28",
      diasUteis: 5,
      cartao: 2.46,
      ato: "Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367",
    });
  });

  it("checks contracts with the rows in memory (1,68 only from 06/05/2024)", async () => {
    const check = (dataContrato: string, taxa: number) =>
      inssCapCheck(
        {
          tipo: "emprestimo_consignado",
          setor: "inss",
          mes: dataContrato.slice(0, 7),
          dataContrato,
          taxaContrato: taxa,
        },
        database.db,
      );
    expect(await check("2024-05-03", 1.7)).toMatchObject({
      situacao: "abaixo",
      acima: false,
      tetos: [{ valor: 1.72 }],
    });
    expect(await check("2024-05-06", 1.7)).toMatchObject({
      situacao: "acima",
      acima: true,
      tetos: [{ valor: 1.68, vigenciaDesde: "2024-05-06" }],
    });
  });

  it("answers GET /api/taxas with tetoInss in the §7.5 shape", async () => {
    const get = async (query: string) => {
      const response = await apiTaxas({
        request: new Request(`http://x/api/taxas?${query}`),
      } as never);
      return { status: response.status, body: await response.json() };
    };
    const april = await get("tipo=emprestimo_consignado&mes=2025-04&setor=inss&taxa=1,82");
    expect(april.status).toBe(200);
    expect(april.body.tetoInss).toMatchObject({
      situacao: "transicao",
      acima: null,
      informativo: false,
      tetos: [
        { valor: 1.8, ato: "Resolução CNPS nº 1.367, de 09/01/2025", vigenciaDesde: null },
        { valor: 1.85, vigenciaDesde: "2025-04-04", publicacao: "2025-03-28" },
      ],
    });
    expect(
      (
        await get(
          "tipo=emprestimo_consignado&mes=2025-04&setor=inss&taxa=1.82&dataContrato=2025-04-03",
        )
      ).body.tetoInss,
    ).toMatchObject({
      situacao: "acima",
      acima: true,
      tetos: [{ valor: 1.8 }],
    });
    expect((await get("tipo=cartao_consignado&mes=2025-07&taxa=3")).body.tetoInss).toMatchObject({
      situacao: "acima",
      acima: true,
      informativo: true,
      tetos: [{ valor: 2.46 }],
    });
    expect(
      (await get("tipo=emprestimo_consignado&mes=2025-07&setor=inss")).body.tetoInss,
    ).toMatchObject({ situacao: "vigente", acima: null });
    expect(
      (await get("tipo=emprestimo_consignado&mes=2025-07&setor=publico&taxa=3")).body.tetoInss,
    ).toMatchObject({
      situacao: "nao_se_aplica",
      tetos: [],
    });
    expect((await get("tipo=financiamento_veiculo&mes=2025-07")).body.tetoInss).toMatchObject({
      situacao: "nao_se_aplica",
    });
    const badRate = await get("tipo=emprestimo_consignado&mes=2025-07&taxa=1e3");
    expect(badRate).toMatchObject({
      status: 400,
      body: {
        erro: 'Parâmetro "taxa" inválido: use a taxa mensal em %, por exemplo 1,85 ou 1.85.',
      },
    });
    const badDate = await get("tipo=emprestimo_consignado&mes=2025-07&dataContrato=2025-02-30");
    expect(badDate.body.erro).toBe(
      'Parâmetro "dataContrato" inválido: use o formato AAAA-MM-DD (por exemplo, 2025-04-04).',
    );
    const otherMonth = await get("tipo=emprestimo_consignado&mes=2025-07&dataContrato=2025-06-30");
    expect(otherMonth).toMatchObject({
      status: 400,
      body: { erro: 'Parâmetro "dataContrato" fora do mês informado em "mes".' },
    });
  });

  it("lets the admin add a change that the next analysis uses", async () => {
    const admin = await createConsumer(database.db, { tier: "premium" });
    const before = await inssCapCheck(
      { tipo: "emprestimo_consignado", setor: "inss", mes: "2026-03", taxaContrato: 1.8 },
      database.db,
    );
    expect(before).toMatchObject({
      situacao: "abaixo",
      tetos: [{ valor: 1.85, ultimoConhecido: true }],
    });

    const out = await post(admin.id, {
      ato: "Resolução CNPS de teste, de 11/02/2026",
      fonte: "Diário Oficial da União, 12/02/2026",
      nota: "",
      publicacao: "2026-02-12",
      diasUteis: "5",
      vigenciaDesde: "",
      periodoInicio: "",
      periodoFim: "",
      emprestimo: "1,75",
      cartao: "2,40",
    });
    expect(out).toMatchObject({
      status: 200,
      body: { ok: true, ato: "Resolução CNPS de teste, de 11/02/2026" },
    });
    const rows = await readCapRows(database.db);
    expect(rows.find((r) => r.origem === "admin")).toMatchObject({
      emprestimo: 1.75,
      cartao: 2.4,
      publicacao: "2026-02-12",
      diasUteis: 5,
    });
    expect((await getCapRows(database.db)).length).toBe(rows.length);

    // DOU 12/02/2026 + 5 business days: 13, (Carnaval 16–17), 18, 19, 20, 23 → 23/02/2026.
    const after = await inssCapCheck(
      { tipo: "emprestimo_consignado", setor: "inss", mes: "2026-03", taxaContrato: 1.8 },
      database.db,
    );
    expect(after).toMatchObject({
      situacao: "acima",
      acima: true,
      tetos: [{ valor: 1.75, vigenciaDesde: "2026-02-23", ultimoConhecido: true }],
    });
    expect(after.frases[0]).toContain(
      "em vigor desde 23/02/2026; último teto conhecido, desde fev/2026",
    );
  });

  it("answers bad input with pt-BR messages and 400, and stores nothing", async () => {
    const admin = await createConsumer(database.db, { tier: "premium" });
    const count = async () => (await readCapRows(database.db)).length;
    const n = await count();
    const base = {
      ato: "Resolução CNPS de teste",
      fonte: "DOU",
      nota: "",
      publicacao: "",
      diasUteis: "",
      vigenciaDesde: "",
      periodoInicio: "",
      periodoFim: "",
      emprestimo: "",
      cartao: "",
    };

    const empty = await post(admin.id, { ...base, ato: "", fonte: "", publicacao: "2026-01-01" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      ok: false,
      errors: {
        ato: CAP_FORM_MSG.atoCurto,
        fonte: CAP_FORM_MSG.fonteCurta,
        emprestimo: CAP_FORM_MSG.semTeto,
      },
    });

    const badNumbers = await post(admin.id, {
      ...base,
      publicacao: "2026-01-01",
      emprestimo: "1e3",
      cartao: "0x10",
      diasUteis: "-1",
    });
    expect(badNumbers.body).toMatchObject({
      errors: {
        emprestimo: CAP_FORM_MSG.teto,
        cartao: CAP_FORM_MSG.teto,
        diasUteis: CAP_FORM_MSG.diasUteis,
      },
    });

    const badDate = await post(admin.id, { ...base, publicacao: "2026-02-30", emprestimo: "1,80" });
    expect(badDate.body).toMatchObject({ errors: { publicacao: CAP_FORM_MSG.data } });

    const before = await post(admin.id, {
      ...base,
      publicacao: "2026-03-10",
      vigenciaDesde: "2026-03-01",
      emprestimo: "1,80",
    });
    expect(before.body).toMatchObject({
      errors: { form: "O início de vigência não pode ser antes da publicação." },
    });

    const noDate = await post(admin.id, { ...base, emprestimo: "1,80" });
    expect(noDate.body).toMatchObject({
      errors: {
        form: "Informe a publicação, o início de vigência ou o período da mudança (início e fim).",
      },
    });
    expect(await count()).toBe(n);
  });
});
