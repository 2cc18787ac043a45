// The identification of the memória de cálculo (DESIGN §8.10, §8b.34) against the database: the
// first PDF without a full name goes to the form; the form refuses a wrong CPF in pt-BR and keeps
// what was typed; saved, it goes on to the PDF, which prints it; Minha conta's route reads and
// edits name and CPF; another person's analysis is not found.
import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { user, userAnalyses } from "~/db/schema";
import { CPF_INVALID } from "~/domain/cpf";
import {
  action as accountIdAction,
  loader as accountIdLoader,
} from "~/features/account/identification-route";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { action as idAction, loader as idLoader } from "~/features/history/identification-page";
import { loader as memoriaLoader } from "~/features/history/memoria-route";
import { refreshIndexTable } from "~/features/rates/indices.server";
import { refreshCapRows, seedInssCaps } from "~/features/rates/inss-caps.server";
import { loadRateTable, refreshRateTable } from "~/features/rates/rates.server";
import { viewerContext } from "~/platform/context";
import type { Viewer } from "~/platform/viewer";
import { seedPriceIndices, seedRates } from "../../server/seed";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

const BASE = "http://127.0.0.1:3999";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedRates(database.db);
  await seedPriceIndices(database.db);
  await seedInssCaps(database.db);
  await Promise.all([
    refreshRateTable(database.db),
    refreshIndexTable(database.db),
    refreshCapRows(database.db),
  ]);
});
afterEach(() => setDatabase(undefined));
afterAll(async () => {
  await database?.dispose();
});

const contextFor = (u: { id: string; email: string }) => {
  const viewer: Viewer = {
    user: { id: u.id, email: u.email, name: "Joana" },
    plan: { tier: "premium", analysesThisMonth: 0, isAdmin: false },
    lawyer: null,
  };
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  return context;
};
const post = (path: string, values: Record<string, string>) =>
  new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
async function run(call: () => unknown) {
  try {
    const out = await call();
    if (out instanceof Response) return { status: out.status, response: out, body: null };
    const d = out as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (d?.type === "DataWithResponseInit")
      return { status: d.init?.status ?? 200, response: null, body: d.data };
    return { status: 200, response: null, body: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, body: null };
    const d = thrown as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (d?.type === "DataWithResponseInit")
      return { status: d.init?.status ?? 500, response: null, body: d.data };
    throw thrown;
  }
}

async function analysisOf(owner: { id: string; email: string }) {
  const parsed = parseAnalysisForm({
    tipo: "emprestimo_pessoal",
    mes: "12",
    ano: "2022",
    valorFinanciado: "2.100,00",
    parcela: "326,97",
    numeroParcelas: "48",
  });
  if (!parsed.ok) throw new Error("form");
  const out = await runAnalysis(
    database.db,
    { userId: owner.id, email: owner.email },
    parsed.value,
    await loadRateTable(database.db),
    new Date(),
    {},
  );
  if (!out.ok) throw new Error(out.error);
  return out.id;
}

describe("memória identification (PGlite)", () => {
  it("asks the full name at the first PDF, refuses a wrong CPF, saves and goes on to the PDF", async () => {
    const owner = await createConsumer(database.db, { tier: "premium", name: "Joana" });
    const id = await analysisOf(owner);
    setDatabase(database);
    const ctx = contextFor(owner);
    const first = await run(() =>
      memoriaLoader({
        request: new Request(`${BASE}/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(first.status).toBe(302);
    expect(first.response!.headers.get("location")).toBe(
      `/minhas-analises/${id}/identificacao?voltar=memoria`,
    );

    const path = `/minhas-analises/${id}/identificacao?voltar=memoria`;
    const bad = await run(() =>
      idAction({
        request: post(path, {
          nomeCompleto: "Joana",
          cpf: "529.982.247-24",
          dataAssinatura: "2023-01-10",
        }),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        nomeCompleto: "Informe o nome completo: nome e sobrenome.",
        cpf: CPF_INVALID,
        dataAssinatura:
          "Data de assinatura: a análise é de um contrato de dez/2022; informe um dia desse mês.",
      },
      values: { nomeCompleto: "Joana", cpf: "529.982.247-24" },
    });

    const ok = await run(() =>
      idAction({
        request: post(path, {
          nomeCompleto: "Joana Batista Lima",
          cpf: "529.982.247-25",
          banco: "Banco Exemplo S.A.",
          numeroContrato: "CCB-42",
          dataAssinatura: "2022-12-15",
          primeiroVencimento: "2023-01-15",
        }),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(ok.status).toBe(302);
    expect(ok.response!.headers.get("location")).toBe(
      `/minhas-analises/${id}/memoria-de-calculo.pdf`,
    );
    const [u] = await database.db.select().from(user).where(eq(user.id, owner.id));
    expect(u).toMatchObject({ nomeCompleto: "Joana Batista Lima", cpf: "52998224725" });
    const [a] = await database.db.select().from(userAnalyses).where(eq(userAnalyses.id, id));
    expect(a).toMatchObject({
      banco: "Banco Exemplo S.A.",
      numeroContrato: "CCB-42",
      dataAssinatura: "2022-12-15",
      primeiroVencimento: "2023-01-15",
    });

    const pdf = await run(() =>
      memoriaLoader({
        request: new Request(`${BASE}/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(pdf.status).toBe(200);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
      input: Buffer.from(await pdf.response!.arrayBuffer()),
    })
      .toString("utf8")
      .replace(/\s+/g, " ");
    for (const expected of [
      "Memória de cálculo revisional",
      "Titular: Joana Batista Lima.",
      "CPF: 529.982.247-25.",
      "Banco: Banco Exemplo S.A.",
      "Número do contrato: CCB-42.",
      "Data de assinatura: 15/12/2022.",
      "Primeiro vencimento: 15/01/2023.",
    ])
      expect(text, expected).toContain(expected);

    // The form shows what was saved.
    const page = await run(() =>
      idLoader({
        request: new Request(`${BASE}/minhas-analises/${id}/identificacao`),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(page.body).toMatchObject({
      toPdf: false,
      values: {
        nomeCompleto: "Joana Batista Lima",
        cpf: "529.982.247-25",
        banco: "Banco Exemplo S.A.",
      },
    });
  });

  it("Minha conta reads and edits name and CPF; an empty CPF clears it", async () => {
    const owner = await createConsumer(database.db, { tier: "basico", name: "Ana" });
    setDatabase(database);
    const ctx = contextFor(owner);
    const empty = await run(() => accountIdLoader({ context: ctx } as never));
    expect(empty.body).toEqual({ values: { nomeCompleto: "", cpf: "" } });
    const saved = await run(() =>
      accountIdAction({
        request: post("/minha-conta/identificacao", {
          nomeCompleto: "Ana Paula Reis",
          cpf: "11144477735",
        }),
        context: ctx,
      } as never),
    );
    expect(saved.body).toEqual({ ok: true, message: "Identificação salva." });
    expect((await run(() => accountIdLoader({ context: ctx } as never))).body).toEqual({
      values: { nomeCompleto: "Ana Paula Reis", cpf: "111.444.777-35" },
    });
    await run(() =>
      accountIdAction({
        request: post("/minha-conta/identificacao", { nomeCompleto: "Ana Paula Reis", cpf: "" }),
        context: ctx,
      } as never),
    );
    const [u] = await database.db.select().from(user).where(eq(user.id, owner.id));
    expect(u!.cpf).toBeNull();
  });

  it("another person's analysis is not found, for the form and its action", async () => {
    const owner = await createConsumer(database.db, { tier: "premium", name: "Dona" });
    const other = await createConsumer(database.db, { tier: "premium", name: "Outra" });
    const id = await analysisOf(owner);
    setDatabase(database);
    const ctx = contextFor(other);
    const read = await run(() =>
      idLoader({
        request: new Request(`${BASE}/minhas-analises/${id}/identificacao`),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(read.status).toBe(404);
    const write = await run(() =>
      idAction({
        request: post(`/minhas-analises/${id}/identificacao`, {
          nomeCompleto: "Outra Pessoa",
          banco: "Banco X",
        }),
        params: { id },
        context: ctx,
      } as never),
    );
    expect(write.status).toBe(404);
    const [a] = await database.db.select().from(userAnalyses).where(eq(userAnalyses.id, id));
    expect(a!.banco).toBeNull();
  });
});
