// Issue 23 item 3 (DESIGN §8b.25) on PGlite and PostgreSQL: deleting an account whose analysis is
// attached to a request a lawyer selected answered 500 (foreign key). It now always goes through:
// the lawyer's Meus Casos keeps a "retirado pelo titular" record without the consumer's data, the
// report or the lawyer's note; unselected requests go; a running subscription is cancelled first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anotacoesCasos,
  meusCasos,
  solicitacoesAdvocacia,
  subscribers,
  user,
  userAnalyses,
} from "~/db/schema";
import { ACCOUNT_MSG, deleteAccount } from "~/features/account/account-actions.server";
import { cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer } from "~/features/auth/consumer-auth.server";
import { listMyCases } from "~/features/lawyer/cases.server";
import { listOpportunities } from "~/features/lawyer/opportunities.server";
import { registerWithdrawnCases } from "~/features/lawyer/withdrawn-cases.server";
import { createLocalProvider } from "~/services/payments-local.server";
import { createStripeProvider } from "~/services/payments-stripe.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  browserRequest,
  createConsumer,
  createLawyer,
  createTestAuth,
  TEST_BASE_URL,
} from "../support/factories";
import { startStripeMock, type StripeMock } from "../support/stripe-mock";

// What the app's frame (entry.server.tsx) does once per process.
registerWithdrawnCases();

describe.each(databaseKinds)("account deletion on %s", (kind) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestAuth>;
  let mock: StripeMock;
  let oab = 700_000;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    deps = createTestAuth(database.db);
    mock = await startStripeMock();
  });
  afterAll(async () => {
    await mock?.close();
    await database?.dispose();
  });

  async function consumerWithAttachedRequest() {
    const db = database.db;
    const person = await createConsumer(db, { tier: "basico" });
    const [analysis] = await db
      .insert(userAnalyses)
      .values({
        userId: person.id,
        contractType: "emprestimo_pessoal",
        mesContrato: "2025-07-01",
        taxaContrato: 9.2139,
        abusiva: true,
        resultado: { certificado: { serie: 25464, valor: 6.14 } },
      })
      .returning();
    const request = (descricao: string) =>
      db
        .insert(solicitacoesAdvocacia)
        .values({
          userId: person.id,
          nome: "Maria Titular",
          telefone: "11912345678",
          cidade: "Campinas",
          estado: "SP",
          email: person.email,
          descricao,
          consentimentoEm: new Date(),
          analiseId: analysis!.id,
        })
        .returning()
        .then((rows) => rows[0]!);
    const selected = await request("Empréstimo com juros de 9% a.m.");
    const unselected = await request("Outro pedido, não selecionado");
    const lawyer = await createLawyer(db, {
      plan: "starter",
      oab: String(++oab),
      oabStatus: "verificado",
    });
    const [pick] = await db
      .insert(meusCasos)
      .values({ userId: lawyer.id, solicitacaoId: selected.id })
      .returning();
    await db
      .insert(anotacoesCasos)
      .values({ meusCasoId: pick!.id, userId: lawyer.id, texto: "Ligar para Maria às 10h" });
    const signIn = await signInConsumer(deps, browserRequest(), {
      email: person.email,
      password: person.password,
    });
    const cookie = cookieHeaderFrom(sessionCookies(signIn));
    return { person, analysis: analysis!, selected, unselected, lawyer, cookie };
  }

  const remove = (
    fixture: Awaited<ReturnType<typeof consumerWithAttachedRequest>>,
    provider = createLocalProvider({ appUrl: TEST_BASE_URL }),
  ) =>
    deleteAccount(
      deps,
      browserRequest({ cookie: fixture.cookie, path: "/minha-conta" }),
      { userId: fixture.person.id, password: fixture.person.password, confirmation: "EXCLUIR" },
      { provider },
    );

  it("deletes an account whose analysis is attached to a selected request; the lawyer keeps a withdrawn record", async () => {
    const db = database.db;
    const fixture = await consumerWithAttachedRequest();
    const lawyerCaller = { userId: fixture.lawyer.id, email: fixture.lawyer.email };
    expect((await listMyCases(db, lawyerCaller))[0]).toMatchObject({ laudo: true });

    expect(await remove(fixture)).toMatchObject({ ok: true, message: ACCOUNT_MSG.deleted });

    expect(await db.select().from(user).where(eq(user.id, fixture.person.id))).toEqual([]);
    expect(
      await db.select().from(userAnalyses).where(eq(userAnalyses.userId, fixture.person.id)),
    ).toEqual([]);
    const [kept] = await db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.id, fixture.selected.id));
    expect(kept).toMatchObject({
      userId: null,
      analiseId: null,
      nome: "",
      telefone: "",
      email: "",
      cidade: "",
      descricao: "",
    });
    expect(kept!.retiradaEm).toBeInstanceOf(Date);
    expect(kept!.consentimentoRevogadoEm).toBeInstanceOf(Date);
    // Nothing else of the person is left on the row.
    expect(JSON.stringify(kept)).not.toMatch(/Maria|Campinas|11912345678|juros/);
    expect(
      await db
        .select()
        .from(solicitacoesAdvocacia)
        .where(eq(solicitacoesAdvocacia.id, fixture.unselected.id)),
    ).toEqual([]);

    const [record] = await listMyCases(db, lawyerCaller);
    expect(record).toMatchObject({
      retiradoEm: expect.any(String),
      laudo: false,
      anotacao: null,
      solicitacao: { nome: "", telefone: "", email: "", descricao: "", cidade: "" },
    });
    expect(await db.select().from(anotacoesCasos)).toEqual([]);
    // The sharing ended with the account: the pipeline is frozen and takes no new note.
    const [frozen] = await db
      .select({ ended: meusCasos.compartilhamentoEncerradoEm })
      .from(meusCasos)
      .where(eq(meusCasos.solicitacaoId, fixture.selected.id));
    expect(frozen!.ended).toBeInstanceOf(Date);
    expect(record).toMatchObject({ parado: null, encerradoPeloConsumidor: null });
    // Not offered to any lawyer again.
    const offered = await listOpportunities(db, lawyerCaller, { uf: "SP", page: 1 });
    expect(JSON.stringify(offered)).not.toContain(fixture.selected.id);
  });

  it("cancels the running Stripe subscription before deleting", async () => {
    const db = database.db;
    const fixture = await consumerWithAttachedRequest();
    await db
      .update(subscribers)
      .set({ stripeCustomerId: "cus_apagar" })
      .where(eq(subscribers.userId, fixture.person.id));
    mock.subscriptions.push({
      id: "sub_apagar",
      customer: "cus_apagar",
      price: "price_basico",
      status: "active",
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 20 * 86_400,
    });
    const stripe = createStripeProvider({
      secretKey: "sk_test_mock",
      prices: { basico: "price_basico", premium: "price_premium", starter: "", master: "" },
      host: "127.0.0.1",
      port: mock.port,
      protocol: "http",
    });
    expect(await remove(fixture, stripe)).toMatchObject({ ok: true });
    expect(mock.subscriptions.find((s) => s.id === "sub_apagar")?.cancelAtPeriodEnd).toBe(true);
    expect(await db.select().from(user).where(eq(user.id, fixture.person.id))).toEqual([]);
  });

  it("keeps the account when the provider cannot cancel, and says so", async () => {
    const db = database.db;
    const fixture = await consumerWithAttachedRequest();
    await db
      .update(subscribers)
      .set({ stripeCustomerId: "cus_fora" })
      .where(eq(subscribers.userId, fixture.person.id));
    // Nothing listens on this port: the provider is unreachable.
    const down = createStripeProvider({
      secretKey: "sk_test_mock",
      prices: { basico: "price_basico", premium: "price_premium", starter: "", master: "" },
      host: "127.0.0.1",
      port: 9,
      protocol: "http",
    });
    expect(await remove(fixture, down)).toEqual({
      ok: false,
      reason: "billing_unavailable",
      message: ACCOUNT_MSG.billingUnavailable,
    });
    expect(await db.select().from(user).where(eq(user.id, fixture.person.id))).toHaveLength(1);
  });
});
