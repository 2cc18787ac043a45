// "Minhas análises", the laudo, /verificar and the lawyer's copy (DESIGN D29, D30, §7.6–§7.8) as
// the server runs them, on PGlite and PostgreSQL: what an analysis records, scoping (another
// person's id → 404 for the page, the PDF and the delete), the free plan's 403 on the PDF, a
// recalculation that does not count against the plan limit, verification after deletion, and
// the attached laudo reaching a lawyer only after they selected the request.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import {
  consentRecords,
  meusCasos,
  revisaconectaSubscribers,
  solicitacoesAdvocacia,
  user,
  userAnalyses,
} from "~/db/schema";
import { seedPriceIndices, seedRates } from "../../server/seed";
import { verdictOf } from "~/domain/analysis";
import { LIMIT_MESSAGES } from "~/domain/plan-limits";
import { createRateTable, type RateTable } from "~/domain/rates";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { viewerContext } from "~/platform/context";
import { loadPlan } from "~/features/auth/viewer.server";
import { SIGNED_OUT, type SubscriptionTier, type Viewer } from "~/platform/viewer";
import {
  action as analysisAction,
  loader as analysisLoader,
} from "~/features/history/analysis-page";
import { middleware as signedInMiddleware } from "~/shell/areas/signed-in-area";
import {
  findVerification,
  getOwnAnalysis,
  recalculateOwnAnalysis,
} from "~/features/history/history.server";
import {
  LAUDO_LAWYER_PLAN_ONLY,
  loader as laudoLoader,
} from "~/features/history/lawyer-laudo-route";
import { parseStoredRmc } from "~/features/history/rmc-record";
import { listMyCases } from "~/features/lawyer/cases.server";
import { loader as ownLaudoLoader } from "~/features/history/memoria-route";
import { withAnnualEquivalents } from "~/features/history/memoria-content";
import { ANALYSIS_RULE_VERSION, parseRecord, typedFields } from "~/features/analysis/record";
import { LAUDO_FORBIDDEN, VERIFY_MSG } from "~/features/history/texts";
import { loader as verifyLoader, VERIFY_MAX_PER_MINUTE } from "~/features/history/verify-page";
import { refreshIndexTable } from "~/features/rates/indices.server";
import { refreshCapRows, seedInssCaps } from "~/features/rates/inss-caps.server";
import { loadRateTable, refreshRateTable } from "~/features/rates/rates.server";
import { action as requestAction } from "~/features/requests/request-page";
import { LAWYER_SHARING_CONSENT_WITH_SUMMARY } from "../../editorial/forms/lawyer-request";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer, createUser } from "../support/factories";
import { notifyPublishedMonths } from "~/features/history/provisional-notice.server";

const BASE = "http://127.0.0.1:3999";

/** Personal loan dez/2022, 2.100 in 48 × 326,97 (issue #10's published case), via "Descobrir minha taxa". */
const LOAN_FORM = {
  tipo: "emprestimo_pessoal",
  mes: "12",
  ano: "2022",
  valorFinanciado: "2.100,00",
  parcela: "326,97",
  numeroParcelas: "48",
};

function viewerFor(
  u: { id: string; email: string; name?: string },
  tier: SubscriptionTier,
  lawyer = false,
): Viewer {
  return {
    user: { id: u.id, email: u.email, name: u.name ?? "" },
    plan: { tier, analysesThisMonth: 0, isAdmin: false },
    lawyer: lawyer ? { plan: "gratuito", active: false } : null,
  };
}

function contextFor(viewer: Viewer) {
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  return context;
}

/** A loader/action result as { status, body }: thrown data() responses included. */
async function run(
  call: () => Promise<unknown>,
): Promise<{ status: number; body: unknown; response: Response | null }> {
  try {
    const out = await call();
    if (out instanceof Response) return { status: out.status, body: null, response: out };
    const d = out as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (d && d.type === "DataWithResponseInit")
      return { status: d.init?.status ?? 200, body: d.data, response: null };
    return { status: 200, body: out, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, response: thrown };
    const d = thrown as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (d && d.type === "DataWithResponseInit")
      return { status: d.init?.status ?? 500, body: d.data, response: null };
    throw thrown;
  }
}

const formPost = (path: string, values: Record<string, string>, ip = "198.51.100.20") =>
  new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip },
    body: new URLSearchParams(values),
  });
const get = (path: string, ip = "198.51.100.20") =>
  new Request(`${BASE}${path}`, { headers: { "x-client-ip": ip } });

function pdfText(bytes: ArrayBuffer): string {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: Buffer.from(bytes),
  }).toString("utf8");
  return text.replace(/\s+/g, " ");
}

describe.each(databaseKinds)("history, laudo and verification on %s", (kind) => {
  let database: TestDatabase;
  let table: RateTable;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedRates(database.db);
    await seedPriceIndices(database.db);
    await seedInssCaps(database.db);
    table = await loadRateTable(database.db);
    // The in-memory tables the routes read (process-wide caches) come from this database.
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

  async function consumer(tier: SubscriptionTier, name = "Maria da Silva Souza") {
    const u = await createConsumer(database.db, { tier, name });
    // The memória's identification (§8.10), given as at the first PDF.
    await database.db.update(user).set({ nomeCompleto: name }).where(eq(user.id, u.id));
    return { ...u, viewer: viewerFor(u, tier) };
  }

  async function analyse(owner: { id: string; email: string }, values = LOAN_FORM, rates = table) {
    const parsed = parseAnalysisForm(values);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const out = await runAnalysis(
      database.db,
      { userId: owner.id, email: owner.email },
      parsed.value,
      rates,
      new Date(),
      typedFields(values),
    );
    if (!out.ok) throw new Error(out.error);
    return out.id;
  }

  it("records the inputs as typed and parsed at full precision, the certificate, the rule version and the result", async () => {
    const owner = await consumer("basico");
    const id = await analyse(owner);
    const [row] = await database.db.select().from(userAnalyses).where(eq(userAnalyses.id, id));
    const record = parseRecord(row!.resultado)!;
    expect(record.regra).toBe(ANALYSIS_RULE_VERSION);
    expect(record.digitado).toEqual(LOAN_FORM);
    expect(record.entrada.descoberta).toMatchObject({
      valorFinanciado: 2100,
      parcela: 326.97,
      numeroParcelas: 48,
    });
    // Full precision: 15,55…% a.m., not rounded to two decimals.
    expect(record.entrada.descoberta!.taxaMensal).toBeCloseTo(15.55, 2);
    expect(record.entrada.descoberta!.taxaMensal).not.toBe(
      Math.round(record.entrada.descoberta!.taxaMensal * 100) / 100,
    );
    expect(record.analise.certificado).toMatchObject({
      serie: 25464,
      mesSolicitado: "2022-12",
      mesUsado: "2022-12",
      valor: 5.11,
      caso: "exato",
    });
    expect(record.analise.abusiva).toBe(true);
    expect(row!.contaLimite).toBe(true);
  });

  it("sends a signed-out visitor to /auth from the list, the page and the PDF", async () => {
    const owner = await consumer("basico");
    const id = await analyse(owner);
    setDatabase(database);
    // The list and the page sit in the signed-in area of app/routes.ts, whose middleware guards them.
    const routes = readFileSync("app/routes.ts", "utf8");
    const area = routes.slice(routes.indexOf('layout("shell/areas/signed-in-area.tsx"'));
    const areaBlock = area.slice(0, area.indexOf("]),"));
    expect(areaBlock).toContain('route("minhas-analises", "features/history/history-page.tsx")');
    expect(areaBlock).toContain(
      'route("minhas-analises/:id", "features/history/analysis-page.tsx")',
    );
    for (const middleware of [signedInMiddleware[0]!]) {
      const out = await run(async () =>
        middleware(
          {
            request: get("/minhas-analises"),
            context: contextFor(SIGNED_OUT),
            params: {},
          } as never,
          async () => undefined as never,
        ),
      );
      expect(out.status).toBe(302);
      expect(out.response!.headers.get("location")).toBe("/auth?from=revisafacil");
    }
    const pdf = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(SIGNED_OUT),
      } as never),
    );
    expect(pdf.status).toBe(302);
    expect(pdf.response!.headers.get("location")).toBe("/auth?from=revisafacil");
  });

  it("a contract of a month not yet published is provisional: no revision, no PDF; one e-mail when the month arrives (§8.3)", async () => {
    const owner = await consumer("premium");
    const id = await analyse(owner, { ...LOAN_FORM, mes: "3", ano: "2026" });
    setDatabase(database);
    const page = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(page.status).toBe(200);
    const body = page.body as {
      provisorio: boolean;
      revision: unknown;
      canRevise: boolean;
      codigo: unknown;
    };
    expect(body).toMatchObject({
      provisorio: true,
      revision: null,
      canRevise: false,
      codigo: null,
    });
    const pdf = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(pdf.status).toBe(409);

    // The updater loads mar/2026: the owner is told once.
    const mailed: Array<{ to: string; subject: string; text: string }> = [];
    const send = async (m: { to: string; subject: string; text: string }) => {
      mailed.push(m);
    };
    const withMarch = createRateTable([
      ...table.rows,
      { ...table.rows[0]!, mes: "2026-03", origem: "api_sgs", obtidoEm: "2026-04-10T12:00:00Z" },
    ]);
    expect(await notifyPublishedMonths(database.db, table, { send, appUrl: BASE })).toBe(0);
    expect(await notifyPublishedMonths(database.db, withMarch, { send, appUrl: BASE })).toBe(1);
    expect(await notifyPublishedMonths(database.db, withMarch, { send, appUrl: BASE })).toBe(0);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.to).toBe(owner.email);
    expect(mailed[0]!.text).toContain(`${BASE}/minhas-analises/${id}`);
    expect(mailed[0]!.text).toContain("Recalcular com os dados atuais");
  });

  it("answers another person's analysis with 404 for the page, the PDF and the delete", async () => {
    const owner = await consumer("basico");
    const stranger = await consumer("premium");
    const id = await analyse(owner);
    setDatabase(database);

    const mine = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(mine.status).toBe(200);

    const page = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(stranger.viewer),
      } as never),
    );
    expect(page.status).toBe(404);
    const pdf = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(stranger.viewer),
      } as never),
    );
    expect(pdf.status).toBe(404);
    const del = await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, { intent: "excluir" }),
        params: { id },
        context: contextFor(stranger.viewer),
      } as never),
    );
    expect(del.status).toBe(404);
    expect(await getOwnAnalysis(database.db, owner.id, id)).not.toBeNull();
    // A malformed id is a 404 too, never a 500.
    const junk = await run(() =>
      analysisLoader({
        request: get("/minhas-analises/x"),
        params: { id: "x" },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(junk.status).toBe(404);

    // The owner deletes it (confirmed in the dialog, posted as intent=excluir).
    const ownDelete = await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, { intent: "excluir" }),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(ownDelete.status).toBe(302);
    expect(ownDelete.response!.headers.get("location")).toBe("/minhas-analises");
    expect(await getOwnAnalysis(database.db, owner.id, id)).toBeNull();
  });

  it("refuses the PDF to the free plan with 403 and gives subscribers a PDF whose text holds the figures", async () => {
    const free = await consumer("gratuito");
    const freeId = await analyse(free);
    setDatabase(database);
    const refused = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${freeId}/memoria-de-calculo.pdf`),
        params: { id: freeId },
        context: contextFor(free.viewer),
      } as never),
    );
    expect(refused.status).toBe(403);
    expect(await refused.response!.text()).toBe(LAUDO_FORBIDDEN);
    // The free user still sees the analysis on screen.
    const page = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${freeId}`),
        params: { id: freeId },
        context: contextFor(free.viewer),
      } as never),
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ subscriber: false, codigo: null });

    const owner = await consumer("basico");
    const id = await analyse(owner);
    // The recalculation: 10 of the 48 installments paid, correction by INPC.
    const saved = await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, {
          intent: "revisao",
          valorFinanciado: "2.100,00",
          parcela: "326,97",
          parcelas: "48",
          parcelasPagas: "10",
          primeiroVencimento: "01/2023",
          indice: "inpc",
        }),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(saved.body).toBeNull();
    expect(saved.status).toBe(302);
    const res = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(res.status).toBe(200);
    expect(res.response!.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(await res.response!.arrayBuffer());
    const own = (await getOwnAnalysis(database.db, owner.id, id))!;
    const v = verdictOf(own.record.analise);
    for (const expected of [
      "Memória de cálculo revisional",
      'valor financiado: digitado "2.100,00", lido como R$ 2.100,00',
      "Taxa mensal calculada pela tabela Price: 15,554919% a.m.",
      "Parcelas já pagas: 10.",
      "SGS 25464",
      "valor 5,11% a.m.",
      "Dados do Banco Central até: jul/2025",
      withAnnualEquivalents(v.frase),
      "1,5× a média",
      "2× a média",
      "3× a média",
      "parcela de R$ 118,11",
      "Total pago a mais (parcelas pagas e não prescritas): R$ 2.088,60.",
      "Tabela do contrato",
      "Tabela revisada",
      "INPC",
      "Tema 1.378",
      "REsp 2.227.844/RS",
      "não é parecer jurídico",
      "O prazo de 10 anos (CC, art. 205)",
      "Juros de mora não foram estimados",
      "Código de verificação",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("1,1×");
    // Each table's header repeats only within its table.
    expect(text.split("Referência (STJ, REsp 1.061.530)").length - 1).toBe(1);
  });

  it("stores the RMC/RCC conversion of a card analysis and puts its figures on screen, in the laudo and on /verificar", async () => {
    const owner = await consumer("basico", "Helena Cartão");
    const id = await analyse(owner, {
      tipo: "cartao_consignado",
      mes: "6",
      ano: "2019",
      taxa: "3,00",
      setor: "inss",
    } as never);
    setDatabase(database);
    const post = (values: Record<string, string>, analysisId = id) =>
      run(() =>
        analysisAction({
          request: formPost(`/minhas-analises/${analysisId}`, { intent: "rmc", ...values }),
          params: { id: analysisId },
          context: contextFor(owner.viewer),
        } as never),
      );

    // The form starts from the card's month; nothing is stored yet.
    const before = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(before.body).toMatchObject({
      canRevise: false,
      rmc: null,
      revision: null,
      rmcDefaults: { mesSaque: "06/2019", indice: "inpc" },
    });

    // Strict pt-BR numbers: 400 with one message per field, nothing stored.
    const bad = await post({
      valorSaque: "2000.5.1",
      mesSaque: "2019-06",
      descontoMensal: "0",
      descontosFeitos: "-1",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { rmcErrors: object }).rmcErrors).sort()).toEqual([
      "descontoMensal",
      "descontosFeitos",
      "mesSaque",
      "valorSaque",
    ]);
    expect((bad.body as { rmcErrors: { mesSaque: string } }).rmcErrors.mesSaque).toBe(
      "Informe o mês como MM/AAAA, por exemplo 06/2019.",
    );
    expect((await getOwnAnalysis(database.db, owner.id, id))!.revisao).toBeNull();

    // R$ 2.000,00 received in jun/2019, R$ 120,00 deducted 60 times from jul/2019, INPC.
    const saved = await post({
      valorSaque: "2.000,00",
      mesSaque: "06/2019",
      descontoMensal: "120,00",
      descontosFeitos: "60",
      primeiroDesconto: "",
      indice: "inpc",
    });
    expect(saved.status).toBe(302);
    expect(saved.response!.headers.get("location")).toBe(`/minhas-analises/${id}#recalculo`);
    const stored = parseStoredRmc((await getOwnAnalysis(database.db, owner.id, id))!.revisao);
    expect(stored).not.toBeNull();
    expect(stored!.resultado).toMatchObject({
      taxa: 1.81,
      serie: 25468,
      mesTaxa: "2019-06",
      parcelasParaQuitar: 21,
      mesQuitacao: "2021-03",
      quitado: true,
      totalDescontado: 7200,
      pagoAlemDaQuitacao: 4797.98,
    });
    expect(stored!.restituicao).toMatchObject({ simples: 4797.98, emDobro: 9477.98 });
    expect(stored!.correcao).toMatchObject({
      titulo: "Correção monetária: INPC (IBGE) até dez/2025",
      simples: 5502.11,
      emDobro: 10851.79,
    });

    // The screen: the panel's view, recomputed from the stored inputs, and the form keeps what was typed.
    const page = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    const body = page.body as {
      rmc: {
        parcelasParaQuitar: number;
        mesQuitacao: string;
        pagoAlemDaQuitacao: number;
        restituicao: { emDobro: number };
      };
      rmcDefaults: Record<string, string>;
      codigo: string;
    };
    expect(body.rmc).toMatchObject({
      parcelasParaQuitar: 21,
      mesQuitacao: "2021-03",
      pagoAlemDaQuitacao: 4797.98,
      restituicao: { emDobro: 9477.98 },
    });
    expect(body.rmcDefaults).toMatchObject({ valorSaque: "2.000,00", descontosFeitos: "60" });

    // The laudo: section 4 is the conversion, with the same figures.
    const res = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(res.status).toBe(200);
    const text = pdfText(await res.response!.arrayBuffer());
    for (const expected of [
      "7. Conversão do cartão RMC/RCC em empréstimo consignado",
      "Valor recebido no saque: R$ 2.000,00.",
      "Descontos já feitos: 60, o primeiro em jul/2019.",
      "os tribunais costumam converter a dívida em empréstimo consignado",
      "estaria quitado no 21º desconto, em mar/2021.",
      "Taxa da conversão: 1,81% a.m. ou 24,02% a.a. (média do Banco Central, série 25468, de jun/2019).",
      "Descontado depois da quitação: R$ 4.797,98.",
      "Restituição simples: R$ 4.797,98; em dobro: até R$ 9.477,98.",
      "Correção monetária: INPC (IBGE) até dez/2025: simples R$ 5.502,11; em dobro: até R$ 10.851,79.",
      "Tema 1.378",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Recálculo revisional (tabela Price)");
    expect(text).not.toMatch(/a\.m\.\./);

    // /verificar shows what the laudo was computed from, the conversion included.
    const verified = await run(() =>
      verifyLoader({
        request: get(`/verificar/${body.codigo}`, "203.0.113.250"),
        params: { codigo: body.codigo },
      } as never),
    );
    expect(verified.status).toBe(200);
    expect((verified.body as { rmc: { resumo: string[] } }).rmc.resumo).toContain(
      "Quitação como consignado: no 21º desconto, em mar/2021.",
    );

    // The conversion is for cards only: a personal loan's page refuses it.
    const loanId = await analyse(owner);
    const refused = await post(
      {
        valorSaque: "2.000,00",
        mesSaque: "06/2019",
        descontoMensal: "120,00",
        descontosFeitos: "60",
      },
      loanId,
    );
    expect(refused.status).toBe(400);
    expect((await getOwnAnalysis(database.db, owner.id, loanId))!.revisao).toBeNull();
  });

  it("puts the INSS legal cap in the laudo of an INSS consignado (DESIGN D27)", async () => {
    const owner = await consumer("premium");
    const id = await analyse(owner, {
      tipo: "emprestimo_consignado",
      mes: "6",
      ano: "2024",
      taxa: "2,10",
      setor: "inss",
    } as never);
    setDatabase(database);
    const res = await run(() =>
      ownLaudoLoader({
        request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(res.status).toBe(200);
    const text = pdfText(await res.response!.arrayBuffer());
    const own = (await getOwnAnalysis(database.db, owner.id, id))!;
    expect(own.record.analise.tetoInss?.acima).toBe(true);
    expect(text).toContain("Taxa acima do teto legal do INSS");
    expect(text).toContain(withAnnualEquivalents(own.record.analise.tetoInss!.frases[0]!));
    expect(text).toContain("SGS 25468");

    // The recalculation judges the rate the verdict judged: the 2,10% typed on the dashboard is
    // the document's rate (kept, since 84 × R$ 254,39 on R$ 10.000,00 imply it to 0,01 p.p.).
    const saved = await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, {
          intent: "revisao",
          valorFinanciado: "10.000,00",
          parcela: "254,39",
          parcelas: "84",
          parcelasPagas: "12",
          primeiroVencimento: "07/2024",
          indice: "inpc",
        }),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(saved.status).toBe(302);
    const revised = (await getOwnAnalysis(database.db, owner.id, id))!.revisao as {
      entrada: { taxaInformada?: number };
    };
    expect(revised.entrada.taxaInformada).toBe(2.1);
    const memoria = pdfText(
      await (
        await run(() =>
          ownLaudoLoader({
            request: get(`/minhas-analises/${id}/memoria-de-calculo.pdf`),
            params: { id },
            context: contextFor(owner.viewer),
          } as never),
        )
      ).response!.arrayBuffer(),
    );
    expect(memoria).toContain("Taxa de juros informada no documento: 2,10% a.m.");
  });

  it("recalculates with newer BCB data as a new analysis that does not count against the plan limit", async () => {
    const free = await consumer("gratuito");
    // Recorded when the BCB data went only to mai/2025.
    const older = createRateTable(table.rows.filter((r) => r.mes <= "2025-05"));
    const id = await analyse(
      free,
      {
        tipo: "emprestimo_consignado",
        mes: "3",
        ano: "2023",
        taxa: "2,99",
        setor: "inss",
      } as never,
      older,
    );
    expect(
      (await loadPlan(database.db, { id: free.id, email: free.email }, [])).plan.analysesThisMonth,
    ).toBe(1);

    setDatabase(database);
    const out = await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, { intent: "recalcular" }),
        params: { id },
        context: contextFor(free.viewer),
      } as never),
    );
    expect(out.status).toBe(302);
    const newId = out.response!.headers.get("location")!.split("/").pop()!;
    expect(newId).not.toBe(id);
    const [row] = await database.db.select().from(userAnalyses).where(eq(userAnalyses.id, newId));
    expect(row).toMatchObject({ contaLimite: false, recalculoDe: id });
    const recalculated = parseRecord(row!.resultado)!;
    expect(recalculated.analise.certificado.dadosAte).toBe("2025-07");
    // The INSS cap is checked as in a fresh analysis (2,99 > 1,70 from 16/03/2023 or 2,14 before).
    expect(recalculated.analise.tetoInss?.acima).toBe(true);
    // The free plan's one analysis is still the only one counted: the next one is refused.
    expect(
      (await loadPlan(database.db, { id: free.id, email: free.email }, [])).plan.analysesThisMonth,
    ).toBe(1);
    const next = parseAnalysisForm(LOAN_FORM);
    const refused = await runAnalysis(
      database.db,
      { userId: free.id, email: free.email },
      next.ok ? next.value : (null as never),
      table,
    );
    expect(refused).toMatchObject({ ok: false, reason: "limit", error: LIMIT_MESSAGES.gratuito });
    // Nothing newer than the recalculated one: no second recalculation.
    expect(await recalculateOwnAnalysis(database.db, free.id, newId, table)).toEqual({
      ok: false,
      reason: "no_newer_data",
    });
  });

  it("verifies a laudo with the first name only, says it was withdrawn after the owner deletes it, and limits lookups", async () => {
    const owner = await consumer("premium", "Joana Pereira Lima");
    const id = await analyse(owner);
    setDatabase(database);
    const page = await run(() =>
      analysisLoader({
        request: get(`/minhas-analises/${id}`),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    const codigo = (page.body as { codigo: string }).codigo;
    expect(codigo).toMatch(/^[A-Z2-7]{32}$/); // 160 random bits

    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const ok = await run(() =>
      verifyLoader({ request: get(`/verificar/${codigo}`, ip), params: { codigo } } as never),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "valido", primeiroNome: "Joana" });
    expect(JSON.stringify(ok.body)).not.toContain("Pereira");
    expect(JSON.stringify(ok.body)).not.toContain(owner.email);
    // Hyphenated and lower case reads the same.
    const grouped = codigo
      .toLowerCase()
      .match(/.{1,4}/g)!
      .join("-");
    expect((await findVerification(database.db, grouped)).status).toBe("valido");

    await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, { intent: "excluir" }),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    const gone = await run(() =>
      verifyLoader({ request: get(`/verificar/${codigo}`, ip), params: { codigo } } as never),
    );
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ status: "retirado" });
    expect(VERIFY_MSG.withdrawn).toContain("retirado pelo seu titular");

    const unknown = await run(() =>
      verifyLoader({ request: get("/verificar/AAAA", ip), params: { codigo: "AAAA" } } as never),
    );
    expect(unknown.status).toBe(404);

    const flood = `198.18.0.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFY_MAX_PER_MINUTE; i++) {
      statuses.push(
        (
          await run(() =>
            verifyLoader({
              request: get(`/verificar/${codigo}`, flood),
              params: { codigo },
            } as never),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, VERIFY_MAX_PER_MINUTE).every((s) => s === 410)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("attaches a laudo to a lawyer request under the new consent version; the lawyer gets it only after selecting", async () => {
    const owner = await consumer("basico", "Carlos Andrade");
    const stranger = await consumer("basico");
    const id = await analyse(owner);
    const strangersId = await analyse(stranger);
    setDatabase(database);
    const fields = {
      nome: "Carlos Andrade",
      telefone: "(11) 98765-4321",
      cidade: "Campinas",
      estado: "SP",
      email: owner.email,
      descricao: "Empréstimo pessoal com juros de 15% ao mês, quero revisar.",
      consentimento: "sim",
    };
    // Someone else's analysis cannot be attached.
    const refused = await run(() =>
      requestAction({
        request: formPost(
          "/solicitar-ajuda-juridica",
          { ...fields, analiseId: strangersId },
          "192.0.2.90",
        ),
        params: {},
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      attachError: 'Escolha uma das suas análises ou "Não anexar".',
    });

    const sent = await run(() =>
      requestAction({
        request: formPost("/solicitar-ajuda-juridica", { ...fields, analiseId: id }, "192.0.2.91"),
        params: {},
        context: contextFor(owner.viewer),
      } as never),
    );
    expect(sent.status).toBe(302);
    const [request] = await database.db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.userId, owner.id));
    expect(request!.analiseId).toBe(id);
    const consents = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, owner.id));
    // The version that names the report and the summary lawyers see before selecting (§8b.28).
    expect(consents.map((c) => c.textVersion)).toEqual([
      LAWYER_SHARING_CONSENT_WITH_SUMMARY.version,
    ]);
    expect(request!.consentimentoVersao).toBe(LAWYER_SHARING_CONSENT_WITH_SUMMARY.version);

    async function lawyer(
      status: "verificado" | "pendente",
      tipoPlano: "gratuito" | "starter" | "master" = "starter",
    ) {
      const u = await createUser(database.db, { name: "Dra. Teste" });
      await database.db.insert(revisaconectaSubscribers).values({
        email: u.email,
        nome: "Dra. Teste",
        userId: u.id,
        oab: "123456",
        oabUf: "SP",
        oabStatus: status,
        tipoPlano,
      });
      return { ...u, viewer: viewerFor(u, "gratuito", true) };
    }
    const selecting = await lawyer("verificado");
    const other = await lawyer("verificado");
    const unverified = await lawyer("pendente");
    const free = await lawyer("verificado", "gratuito");
    const casoId = randomUUID();
    const load = (who: { viewer: Viewer }, caso: string) =>
      run(() =>
        laudoLoader({
          request: get(`/meus-casos/${caso}/laudo.pdf`),
          params: { casoId: caso },
          context: contextFor(who.viewer),
        } as never),
      );

    // Before selecting: nothing (an id that is not theirs, or not yet a case).
    expect((await load(selecting, casoId)).status).toBe(404);
    await database.db
      .insert(meusCasos)
      .values({ id: casoId, userId: selecting.id, solicitacaoId: request!.id });
    const got = await load(selecting, casoId);
    expect(got.status).toBe(200);
    expect(got.response!.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(await got.response!.arrayBuffer())).toContain("Memória de cálculo revisional");
    // Another lawyer with the same case id, and an unverified lawyer who selected it: 404.
    expect((await load(other, casoId)).status).toBe(404);
    const unverifiedCase = randomUUID();
    await database.db
      .insert(meusCasos)
      .values({ id: unverifiedCase, userId: unverified.id, solicitacaoId: request!.id });
    expect((await load(unverified, unverifiedCase)).status).toBe(404);
    // DESIGN D17: a free-plan lawyer who selected the case gets 403 and the reason (read from the
    // database, not the session), and Meus Casos shows the notice instead of the links.
    const freeCase = randomUUID();
    await database.db
      .insert(meusCasos)
      .values({ id: freeCase, userId: free.id, solicitacaoId: request!.id });
    const refusedFree = await load(free, freeCase);
    expect(refusedFree.status).toBe(403);
    expect(await refusedFree.response!.text()).toBe(LAUDO_LAWYER_PLAN_ONLY);
    expect(await listMyCases(database.db, { userId: free.id, email: free.email })).toMatchObject([
      { id: freeCase, laudo: true, laudoBloqueado: true },
    ]);
    expect(
      await listMyCases(database.db, { userId: selecting.id, email: selecting.email }),
    ).toMatchObject([{ id: casoId, laudo: true, laudoBloqueado: false }]);
    // Upgraded to Master: the same case now gives the laudo.
    await database.db
      .update(revisaconectaSubscribers)
      .set({ tipoPlano: "master" })
      .where(eq(revisaconectaSubscribers.userId, free.id));
    expect((await load(free, freeCase)).status).toBe(200);
    expect(await listMyCases(database.db, { userId: free.id, email: free.email })).toMatchObject([
      { id: freeCase, laudo: true, laudoBloqueado: false },
    ]);
    // A consumer (not a lawyer) goes to the lawyer login.
    const consumerTry = await load(owner, casoId);
    expect(consumerTry.status).toBe(302);

    // The owner deletes the analysis: the lawyer loses the attachment.
    await run(() =>
      analysisAction({
        request: formPost(`/minhas-analises/${id}`, { intent: "excluir" }),
        params: { id },
        context: contextFor(owner.viewer),
      } as never),
    );
    expect((await load(selecting, casoId)).status).toBe(404);
  });
});
