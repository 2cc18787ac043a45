// The lawyer area's server rules (DESIGN D17/D18, SPEC §6/§7) on PGlite and on PostgreSQL:
// concurrent selections never give a request a 4th lawyer or a lawyer more than the allowance (10 a month, every plan),
// selections are idempotent, the consumer is e-mailed once, lists are scoped to the caller.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  meusCasos,
  revisaconectaSubscribers,
  solicitacoesAdvocacia,
  suporteRevisaconecta,
} from "~/db/schema";
import {
  decideOab,
  readVerificationQueue,
  VERIFICATION_MSG,
} from "~/features/admin/lawyer-verification.server";
import type { LawyerPlan } from "~/platform/viewer";
import { listMyCases } from "~/features/lawyer/cases.server";
import { LAWYER_MSG } from "~/features/lawyer/messages";
import { OAB_MSG } from "~/features/lawyer/oab";
import {
  listOpportunities,
  PAGE_SIZE,
  selectionsThisMonth,
} from "~/features/lawyer/opportunities.server";
import { saveLawyerProfile } from "~/features/lawyer/profile.server";
import { selectCase, type SelectionDeps } from "~/features/lawyer/selection.server";
import { sendLawyerSupport } from "~/features/lawyer/support.server";
import type { EmailMessage } from "~/services/email.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createLawyer, createLawyerSubscriber, createUser } from "../support/factories";

describe.each(databaseKinds)("lawyer cases on %s", (kind) => {
  let database: TestDatabase;
  let sent: EmailMessage[];
  let deps: SelectionDeps;
  let oabSeq = 100_000;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sent = [];
    deps = { db: database.db, sendEmail: async (m) => void sent.push(m) };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  // Lawyers with an OAB number are verified by the factory (as an admin's decision would leave
  // them); the verification rules themselves are tested below through the admin's decideOab.
  async function lawyer(
    plan: LawyerPlan,
    options: {
      oab?: string | null;
      nome?: string;
      oabStatus?: "pendente" | "verificado" | "rejeitado";
    } = {},
  ) {
    const oab = options.oab === undefined ? String(++oabSeq) : options.oab;
    const oabStatus = options.oabStatus ?? (oab ? "verificado" : "pendente");
    const created = await createLawyer(database.db, {
      plan,
      nome: options.nome ?? `Dr. Teste ${oabSeq}`,
      oabStatus,
      ...(oab ? { oab } : {}),
    });
    return { userId: created.id, email: created.email };
  }

  async function admin() {
    return (await createUser(database.db)).id;
  }

  const ownRow = async (me: { email: string }) =>
    (
      await database.db
        .select()
        .from(revisaconectaSubscribers)
        .where(eq(revisaconectaSubscribers.email, me.email))
    )[0]!;

  async function request(input: Partial<typeof solicitacoesAdvocacia.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(solicitacoesAdvocacia)
      .values({
        nome: "Maria Consumidora",
        telefone: "11912345678",
        cidade: "São Paulo",
        estado: "SP",
        email: `consumidora-${randomUUID()}@example.com`,
        descricao: "Financiamento de veículo com juros de 4% a.m.",
        consentimentoEm: new Date(),
        ...input,
      })
      .returning();
    return row!;
  }

  it("lets at most 3 of 5 lawyers take one request under 20 simultaneous selections", async () => {
    const target = await request();
    const lawyers = await Promise.all(Array.from({ length: 5 }, () => lawyer("master")));
    const before = sent.length;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => selectCase(deps, lawyers[i % 5]!, target.id)),
    );
    const rows = await database.db
      .select()
      .from(meusCasos)
      .where(eq(meusCasos.solicitacaoId, target.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(3);
    expect(outcomes.filter((o) => o.ok && !o.already)).toHaveLength(3);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({ reason: "full", error: LAWYER_MSG.caseFull });
    // Only the 3 lawyers that got it see it as theirs; everybody else was refused.
    const winners = new Set(rows.map((r) => r.userId));
    outcomes.forEach((o, i) => {
      expect(o.ok).toBe(winners.has(lawyers[i % 5]!.userId));
    });
    // One e-mail per new selection, to the consumer.
    const mails = sent.slice(before);
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.to === target.email)).toBe(true);
  });

  it("gives a free lawyer exactly 10 selections per calendar month, even when 20 arrive at once", async () => {
    const free = await lawyer("gratuito");
    const requests = await Promise.all(Array.from({ length: 20 }, () => request()));
    const outcomes = await Promise.all(requests.map((r) => selectCase(deps, free, r.id)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(10);
    for (const o of refused)
      expect(o).toMatchObject({ reason: "limit", error: LAWYER_MSG.caseLimit, plan: "gratuito" });
    expect(await selectionsThisMonth(database.db, free.userId)).toBe(10);

    // Next calendar month (Brasília): the allowance starts again.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15, 12));
    const more = await Promise.all(Array.from({ length: 12 }, () => request()));
    const next = await Promise.all(more.map((r) => selectCase(deps, free, r.id, nextMonth)));
    expect(next.filter((o) => o.ok && !o.already)).toHaveLength(10);
    expect(await selectionsThisMonth(database.db, free.userId, nextMonth)).toBe(10);
  });

  it("gives Starter and Master the same 10 a month: 10 simultaneous selections past 6 used let exactly 4 through", async () => {
    for (const plan of ["starter", "master"] as const) {
      const paid = await lawyer(plan);
      const first = await Promise.all(Array.from({ length: 6 }, () => request()));
      for (const r of first)
        expect(await selectCase(deps, paid, r.id)).toMatchObject({ ok: true, already: false });
      const rest = await Promise.all(Array.from({ length: 10 }, () => request()));
      const outcomes = await Promise.all(rest.map((r) => selectCase(deps, paid, r.id)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(4);
      for (const o of outcomes.filter((o) => !o.ok))
        expect(o).toMatchObject({ reason: "limit", error: LAWYER_MSG.caseLimit, plan });
      expect(await selectionsThisMonth(database.db, paid.userId)).toBe(10);
    }
  });

  it("counts the month from 00:00 in São Paulo (03:00 UTC), the consumer limit's boundary", async () => {
    const me = await lawyer("master");
    const requests = await Promise.all(Array.from({ length: 11 }, () => request()));
    // 10 on the last evening of a month in São Paulo (already the 1st in UTC)…
    const lastEvening = new Date("2031-03-01T02:30:00Z");
    const inMarch = new Date("2031-03-01T03:00:00Z");
    const before = await Promise.all(
      requests.slice(0, 10).map((r) => selectCase(deps, me, r.id, lastEvening)),
    );
    expect(before.every((o) => o.ok)).toBe(true);
    // …do not count in the next month, which starts at 03:00 UTC.
    expect(await selectCase(deps, me, requests[10]!.id, inMarch)).toMatchObject({
      ok: true,
      already: false,
    });
  });

  it("is idempotent per lawyer and request, and e-mails the consumer once with the lawyer's name and OAB", async () => {
    const me = await lawyer("starter", { nome: "Dra. Beatriz Lima", oab: "123456" });
    await saveLawyerProfile(database.db, me, {
      oab: "123456",
      oabUf: "MG",
      whatsapp: "31987654321",
    });
    // A new section goes back to the queue; the admin verifies the number as it now stands.
    const row = await ownRow(me);
    expect(row.oabStatus).toBe("pendente");
    expect(
      await decideOab(database.db, await admin(), {
        decisao: "verificar",
        advogadoId: row.id,
        oab: "123456",
        oabUf: "MG",
      }),
    ).toEqual({
      ok: true,
      message: VERIFICATION_MSG.verified,
    });
    const target = await request({ nome: "João da Silva" });
    const before = sent.length;
    const first = await selectCase(deps, me, target.id);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => selectCase(deps, me, target.id)),
    );
    expect(first).toMatchObject({ ok: true, already: false });
    for (const o of again)
      expect(o).toEqual({ ok: true, already: true, caseId: (first as { caseId: string }).caseId });
    expect(
      await database.db.select().from(meusCasos).where(eq(meusCasos.userId, me.userId)),
    ).toHaveLength(1);
    const mails = sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(target.email);
    expect(mails[0]!.text).toContain("Olá, João!");
    expect(mails[0]!.text).toContain("Dra. Beatriz Lima (OAB/MG nº 123456)");
    expect(mails[0]!.html).toContain("Dra. Beatriz Lima (OAB/MG nº 123456)");
  });

  it("refuses without an OAB number, an unknown request, and a non-lawyer", async () => {
    const noOab = await lawyer("master", { oab: null });
    const target = await request();
    expect(await selectCase(deps, noOab, target.id)).toMatchObject({
      ok: false,
      reason: "needs_oab",
      error: LAWYER_MSG.caseNeedsOab,
    });
    expect(await selectCase(deps, noOab, randomUUID())).toMatchObject({
      ok: false,
      reason: "not_found",
      error: LAWYER_MSG.caseNotFound,
    });
    const consumer = await createUser(database.db);
    expect(
      await selectCase(deps, { userId: consumer.id, email: consumer.email }, target.id),
    ).toMatchObject({
      ok: false,
      reason: "not_lawyer",
    });
    expect(
      await database.db.select().from(meusCasos).where(eq(meusCasos.solicitacaoId, target.id)),
    ).toHaveLength(0);
  });

  it("keeps the selection when the e-mail fails", async () => {
    const me = await lawyer("master");
    const target = await request();
    const failing: SelectionDeps = {
      db: database.db,
      sendEmail: async () => Promise.reject(new Error("SMTP fora do ar")),
    };
    expect(await selectCase(failing, me, target.id)).toMatchObject({ ok: true, already: false });
    expect(
      await database.db.select().from(meusCasos).where(eq(meusCasos.solicitacaoId, target.id)),
    ).toHaveLength(1);
  });

  it("works for a lawyer row not yet linked to the account (matched by e-mail)", async () => {
    const account = await createUser(database.db);
    await createLawyerSubscriber(database.db, {
      email: account.email,
      userId: null,
      plan: "master",
      oab: "777",
      oabStatus: "verificado",
    });
    const target = await request();
    expect(
      await selectCase(deps, { userId: account.id, email: account.email }, target.id),
    ).toMatchObject({ ok: true });
  });

  it("lists requests newest first, paginated and filtered, without contact data", async () => {
    const me = await lawyer("master");
    const marker = `Cidade${randomUUID().slice(0, 8)}`;
    const base = Date.now() - 60_000;
    const made = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      made.push(
        await request({
          cidade: `São ${marker} ${i}`,
          estado: i % 2 ? "RJ" : "SP",
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    await selectCase(deps, me, made[PAGE_SIZE + 1]!.id);

    const page1 = await listOpportunities(database.db, me, {
      cidade: `sao ${marker.toLowerCase()}`,
      page: 1,
    });
    expect(page1.total).toBe(PAGE_SIZE + 2);
    expect(page1.pageCount).toBe(2);
    expect(page1.items).toHaveLength(PAGE_SIZE);
    expect(page1.items.map((o) => o.id)).toEqual(
      made
        .slice()
        .reverse()
        .slice(0, PAGE_SIZE)
        .map((r) => r.id),
    );
    expect(page1.items[0]).toMatchObject({ taken: 1, mine: true });
    expect(page1.items[1]).toMatchObject({ taken: 0, mine: false });
    expect(Object.keys(page1.items[0]!).sort()).toEqual([
      "cidade",
      "createdAt",
      "descricao",
      "estado",
      "id",
      "mine",
      // DESIGN §8b.28: the anonymous summary (null here: no consented analysis attached).
      "resumo",
      "taken",
    ]);
    expect(page1.items[0]!.resumo).toBeNull();

    const page2 = await listOpportunities(database.db, me, { cidade: marker, page: 2 });
    expect(page2.items.map((o) => o.id)).toEqual([made[1]!.id, made[0]!.id]);
    // A page past the end shows the last page.
    expect((await listOpportunities(database.db, me, { cidade: marker, page: 99 })).page).toBe(2);

    const rj = await listOpportunities(database.db, me, { cidade: marker, uf: "RJ", page: 1 });
    expect(rj.total).toBe((PAGE_SIZE + 2) / 2);
    expect(rj.items.every((o) => o.estado === "RJ")).toBe(true);
    // LIKE wildcards typed by the user are literal.
    expect((await listOpportunities(database.db, me, { cidade: "%", page: 1 })).total).toBe(0);
  });

  it("lists only the caller's own cases, with the request's contact data, newest selection first", async () => {
    const me = await lawyer("master");
    const other = await lawyer("master");
    const a = await request({
      nome: "Ana Cliente",
      telefone: "21999990000",
      email: "ana@example.com",
      cidade: "Niterói",
      estado: "RJ",
    });
    const b = await request({ nome: "Bruno Cliente" });
    const c = await request({ nome: "Carla Cliente" });
    const t0 = new Date(Date.now() - 3000);
    await selectCase(deps, me, a.id, t0);
    await selectCase(deps, me, b.id, new Date(t0.getTime() + 1000));
    await selectCase(deps, other, c.id);
    const cases = await listMyCases(database.db, me);
    expect(cases.map((x) => x.solicitacao.nome)).toEqual(["Bruno Cliente", "Ana Cliente"]);
    expect(cases[1]).toMatchObject({
      dataSelecao: t0.toISOString(),
      solicitacao: {
        nome: "Ana Cliente",
        telefone: "21999990000",
        email: "ana@example.com",
        cidade: "Niterói",
        estado: "RJ",
      },
    });
    expect((await listMyCases(database.db, other)).map((x) => x.solicitacao.nome)).toEqual([
      "Carla Cliente",
    ]);

    // DESIGN D32: once the OAB is no longer verified (a new number, or rejected), no contact data.
    await saveLawyerProfile(database.db, other, { oab: "99999", oabUf: "RJ", whatsapp: "" });
    expect(await listMyCases(database.db, other)).toEqual([]);
  });

  it("D32: only a verified OAB selects; the admin's queue verifies or rejects with a reason, for the number it saw", async () => {
    const pending = await lawyer("master", { oabStatus: "pendente" });
    const target = await request();
    expect(await selectCase(deps, pending, target.id)).toMatchObject({
      ok: false,
      reason: "not_verified",
      error: OAB_MSG.selectPending,
    });
    const row = await ownRow(pending);
    const queue = await readVerificationQueue(database.db);
    expect(queue.pending.map((e) => e.id)).toContain(row.id);

    const adminId = await admin();
    const sawBefore = { advogadoId: row.id, oab: row.oab!, oabUf: row.oabUf! };
    // Rejected, with the reason the lawyer reads.
    expect(
      await decideOab(database.db, adminId, {
        decisao: "recusar",
        motivo: "Número não encontrado no CNA.",
        ...sawBefore,
      }),
    ).toMatchObject({ ok: true });
    expect(await ownRow(pending)).toMatchObject({
      oabStatus: "rejeitado",
      oabMotivoRejeicao: "Número não encontrado no CNA.",
      oabVerificadoPor: adminId,
    });
    expect(await selectCase(deps, pending, target.id)).toMatchObject({
      ok: false,
      reason: "not_verified",
      error: OAB_MSG.selectRejected,
    });

    // The lawyer corrects the number: pending again, reason cleared; a decision on the old number is refused.
    await saveLawyerProfile(database.db, pending, { oab: "4321", oabUf: "BA", whatsapp: "" });
    expect(await ownRow(pending)).toMatchObject({
      oabStatus: "pendente",
      oabMotivoRejeicao: null,
      oabVerificadoEm: null,
    });
    expect(await decideOab(database.db, adminId, { decisao: "verificar", ...sawBefore })).toEqual({
      ok: false,
      reason: "changed",
    });
    expect(
      await decideOab(database.db, adminId, {
        decisao: "verificar",
        advogadoId: row.id,
        oab: "4321",
        oabUf: "BA",
      }),
    ).toMatchObject({ ok: true });
    expect(await selectCase(deps, pending, target.id)).toMatchObject({ ok: true, already: false });
    expect(sent.at(-1)!.text).toContain("(OAB/BA nº 4321)");

    // One registration, one verified account.
    const impostor = await lawyer("master", { oabStatus: "pendente", oab: null });
    await saveLawyerProfile(database.db, impostor, { oab: "4321", oabUf: "BA", whatsapp: "" });
    const impostorRow = await ownRow(impostor);
    expect(
      await decideOab(database.db, adminId, {
        decisao: "verificar",
        advogadoId: impostorRow.id,
        oab: "4321",
        oabUf: "BA",
      }),
    ).toEqual({
      ok: false,
      reason: "duplicate",
    });
    // Saving the same number and name again keeps the decision.
    const verifiedName = (await ownRow(pending)).nome;
    await saveLawyerProfile(database.db, pending, {
      nome: verifiedName,
      oab: "4321",
      oabUf: "BA",
      whatsapp: "71987654321",
    });
    expect(await ownRow(pending)).toMatchObject({ oabStatus: "verificado", nome: verifiedName });
    // A new name is what consumers' e-mails would show: back to the queue until an admin checks it.
    await saveLawyerProfile(database.db, pending, {
      nome: "Dra. Nova Grafia",
      oab: "4321",
      oabUf: "BA",
      whatsapp: "71987654321",
    });
    expect(await ownRow(pending)).toMatchObject({
      oabStatus: "pendente",
      oabVerificadoEm: null,
      nome: "Dra. Nova Grafia",
    });
  });

  it("accepts support only from Starter or Master, recording the plan", async () => {
    const input = {
      nome: "Dr. Caio",
      email: "caio@example.com",
      assunto: "Dúvida",
      mensagem: "Como funciona o plano?",
    };
    const free = await lawyer("gratuito");
    expect(await sendLawyerSupport(database.db, free, input)).toEqual({
      ok: false,
      reason: "plan",
      error: "Apenas usuários dos planos Starter ou Master podem enviar suporte.",
    });
    const starter = await lawyer("starter");
    const sentOk = await sendLawyerSupport(database.db, starter, input);
    expect(sentOk.ok).toBe(true);
    const rows = await database.db
      .select()
      .from(suporteRevisaconecta)
      .where(eq(suporteRevisaconecta.userId, starter.userId));
    expect(rows).toEqual([expect.objectContaining({ ...input, plano: "starter" })]);
    // No lawyer row at all: treated as gratuito.
    const consumer = await createUser(database.db);
    expect(
      await sendLawyerSupport(database.db, { userId: consumer.id, email: consumer.email }, input),
    ).toMatchObject({ reason: "plan" });
  });
});
