// The petição inicial of a selected case (issue #25 item 5) as the server runs it: the verified
// Starter lawyer who selected the case gets the .docx with the recalculation's figures; a free
// lawyer gets 403 and the plan notice; an unverified lawyer or anybody else's case is 404; a case
// whose analysis has no recalculation is 409 with the reason; a consumer goes to the lawyer login.
import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { meusCasos, revisaconectaSubscribers, solicitacoesAdvocacia } from "~/db/schema";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { action as analysisAction } from "~/features/history/analysis-page";
import { typedFields } from "~/features/analysis/record";
import { PETITION_MSG } from "~/features/lawyer/petition-data.server";
import { loader as petitionLoader } from "~/features/lawyer/petition-route";
import { refreshIndexTable } from "~/features/rates/indices.server";
import { refreshCapRows, seedInssCaps } from "~/features/rates/inss-caps.server";
import { loadRateTable, refreshRateTable } from "~/features/rates/rates.server";
import { viewerContext } from "~/platform/context";
import type { Viewer } from "~/platform/viewer";
import { seedPriceIndices, seedRates } from "../../server/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer, createUser } from "../support/factories";

const BASE = "http://127.0.0.1:3999";

function contextFor(viewer: Viewer) {
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  return context;
}

const viewerOf = (u: { id: string; email: string }, lawyer: boolean): Viewer => ({
  user: { id: u.id, email: u.email, name: "" },
  plan: { tier: lawyer ? "gratuito" : "basico", analysesThisMonth: 0, isAdmin: false },
  lawyer: lawyer ? { plan: "gratuito", active: false } : null,
});

async function status(call: () => Promise<unknown>): Promise<Response> {
  try {
    return (await call()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(databaseKinds)("petição inicial of a selected case on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
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

  /** A Básico consumer's dez/2022 personal loan (2.100 in 48 × 326,97), with or without the recalculation, attached to a request. */
  async function attachedCase(recalculated: boolean) {
    const owner = await createConsumer(database.db, { tier: "basico", name: "Ana Petição" });
    const values = {
      tipo: "emprestimo_pessoal",
      mes: "12",
      ano: "2022",
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
    if (!out.ok) throw new Error(out.error);
    setDatabase(database);
    if (recalculated) {
      const body = new URLSearchParams({
        intent: "revisao",
        valorFinanciado: "2.100,00",
        parcela: "326,97",
        parcelas: "48",
        parcelasPagas: "10",
        primeiroVencimento: "01/2023",
        indice: "nenhum",
      });
      const saved = await status(() =>
        analysisAction({
          request: new Request(`${BASE}/minhas-analises/${out.id}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body,
          }),
          params: { id: out.id },
          context: contextFor(viewerOf(owner, false)),
        } as never),
      );
      expect(saved.status).toBe(302);
    }
    const [request] = await database.db
      .insert(solicitacoesAdvocacia)
      .values({
        userId: owner.id,
        nome: "Ana Petição",
        telefone: "(81) 98888-7777",
        cidade: "Recife",
        estado: "PE",
        email: owner.email,
        descricao: "Empréstimo pessoal de 2022.",
        consentimentoEm: new Date(),
        analiseId: out.id,
      })
      .returning();
    return { owner, requestId: request!.id };
  }

  async function lawyer(
    oabStatus: "verificado" | "pendente",
    tipoPlano: "gratuito" | "starter",
    requestId: string,
  ) {
    const u = await createUser(database.db, { name: "Dra. Petição" });
    await database.db.insert(revisaconectaSubscribers).values({
      email: u.email,
      nome: "Dra. Petição",
      userId: u.id,
      oab: "123456",
      oabUf: "PE",
      oabStatus,
      tipoPlano,
    });
    const casoId = randomUUID();
    await database.db
      .insert(meusCasos)
      .values({ id: casoId, userId: u.id, solicitacaoId: requestId });
    return { viewer: viewerOf(u, true), casoId };
  }

  const download = (viewer: Viewer, casoId: string) =>
    status(() =>
      petitionLoader({
        request: new Request(`${BASE}/meus-casos/${casoId}/peticao-inicial.docx`),
        params: { casoId },
        context: contextFor(viewer),
      } as never),
    );

  it("gives the selecting Starter lawyer the petition with the recalculation's figures, and nobody else", async () => {
    const { owner, requestId } = await attachedCase(true);
    const starter = await lawyer("verificado", "starter", requestId);
    const res = await download(starter.viewer, starter.casoId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const xml = strFromU8(
      unzipSync(new Uint8Array(await res.arrayBuffer()))["word/document.xml"]!,
    ).replace(/<[^>]+>/g, "");
    for (const expected of [
      "no valor de R$ 2.100,00, a ser pago em 48 parcelas mensais de R$ 326,97",
      "foram pagos R$ 2.088,60 a mais",
      "até R$ 4.177,20, ou, subsidiariamente, de forma simples, R$ 2.088,60",
      "a parcela revisada de R$ 118,11, a partir da parcela 11 de 48",
      "REsp 1.061.530/RS",
    ])
      expect(xml, expected).toContain(expected);

    // Another verified Starter lawyer with that case id: 404, like an unknown case.
    const other = await lawyer("verificado", "starter", requestId);
    expect((await download(other.viewer, starter.casoId)).status).toBe(404);
    // A lawyer whose OAB is not verified, on their own selected case: 404.
    const pending = await lawyer("pendente", "starter", requestId);
    expect((await download(pending.viewer, pending.casoId)).status).toBe(404);
    // A free lawyer who selected it: 403 with the plan notice.
    const free = await lawyer("verificado", "gratuito", requestId);
    const refused = await download(free.viewer, free.casoId);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(PETITION_MSG.planOnly);
    // The consumer is not a lawyer: the lawyer login.
    const consumerTry = await download(viewerOf(owner, false), starter.casoId);
    expect(consumerTry.status).toBe(302);
  });

  it("says why when the analysis has no recalculation", async () => {
    const { requestId } = await attachedCase(false);
    const starter = await lawyer("verificado", "starter", requestId);
    const res = await download(starter.viewer, starter.casoId);
    expect(res.status).toBe(409);
    expect(await res.text()).toBe(PETITION_MSG.noCalculation);
  });
});
