// A lawyer's working day on the server (issue "lawyer's working day" items 1–4, 6), on PGlite and on
// PostgreSQL: the case summary before the selection only under the consent version that names it;
// the pipeline with its dates and the consumer's e-mail; the consumer's view and ending the sharing;
// the untouched-case flag and the daily digest (one e-mail per lawyer per day, only opted-in UFs
// and types), with an injected clock; the OAB decision e-mail.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meusCasos, revisaconectaSubscribers, solicitacoesAdvocacia } from "~/db/schema";
import { recordVerdict } from "~/features/history/laudo-content";
import { parseRecord } from "~/features/analysis/record";
import { decideOab } from "~/features/admin/lawyer-verification.server";
import {
  endSharingWithAll,
  endSharingWithLawyer,
  listMyRequests,
} from "~/features/account/my-requests.server";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { ALERTS_MSG, type AlertsInput } from "~/features/lawyer/alerts";
import { saveAlerts } from "~/features/lawyer/alerts.server";
import { moveCase, PIPELINE_MSG, type PipelineDeps } from "~/features/lawyer/case-pipeline.server";
import { listMyCases } from "~/features/lawyer/cases.server";
import { casesCsv } from "~/features/lawyer/cases-csv";
import { digestDay, runDailyDigest } from "~/features/lawyer/digest.server";
import { listOpportunities } from "~/features/lawyer/opportunities.server";
import { selectCase } from "~/features/lawyer/selection.server";
import { refreshCapRows, seedInssCaps } from "~/features/rates/inss-caps.server";
import { loadRateTable } from "~/features/rates/rates.server";
import type { RateTable } from "~/domain/rates";
import { userAnalyses } from "~/db/schema";
import type { EmailMessage } from "~/services/email.server";
import {
  LAWYER_SHARING_CONSENT,
  LAWYER_SHARING_CONSENT_WITH_LAUDO,
  LAWYER_SHARING_CONSENT_WITH_SUMMARY,
} from "../../editorial/forms/lawyer-request";
import { seedRates } from "../../server/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer, createLawyer, createUser } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;
const APP = "http://127.0.0.1:3999";

/** Personal loan dez/2022, 2.100 in 48 × 326,97, rate found by "Descobrir minha taxa". */
const LOAN_FORM = {
  tipo: "emprestimo_pessoal",
  mes: "12",
  ano: "2022",
  valorFinanciado: "2.100,00",
  parcela: "326,97",
  numeroParcelas: "48",
};

describe.each(databaseKinds)("a lawyer's working day on %s", (kind) => {
  let database: TestDatabase;
  let table: RateTable;
  let sent: EmailMessage[];
  let oabSeq = 500_000;
  const sendEmail = async (m: EmailMessage) => void sent.push(m);
  const pipeline = (): PipelineDeps => ({
    db: database.db,
    sendEmail,
    followUrl: `${APP}/minhas-solicitacoes`,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedRates(database.db);
    await seedInssCaps(database.db);
    await refreshCapRows(database.db);
    table = await loadRateTable(database.db);
    sent = [];
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function lawyer(oabStatus: "verificado" | "pendente" = "verificado", plan = "starter") {
    const created = await createLawyer(database.db, {
      plan: plan as "starter",
      nome: `Dra. Dia ${++oabSeq}`,
      oab: String(oabSeq),
      oabUf: "SP",
      oabStatus,
    });
    return { userId: created.id, email: created.email, nome: created.name, oab: String(oabSeq) };
  }

  async function request(input: Partial<typeof solicitacoesAdvocacia.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(solicitacoesAdvocacia)
      .values({
        nome: "Maria Consumidora",
        telefone: "11912345678",
        cidade: `Cidade ${randomUUID().slice(0, 8)}`,
        estado: "SP",
        email: `consumidora-${randomUUID()}@example.com`,
        descricao: "Empréstimo pessoal com juros altos.",
        consentimentoEm: new Date(),
        ...input,
      })
      .returning();
    return row!;
  }

  async function analysisOf(ownerId: string, email: string) {
    const parsed = parseAnalysisForm(LOAN_FORM);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const out = await runAnalysis(database.db, { userId: ownerId, email }, parsed.value, table);
    if (!out.ok) throw new Error(out.error);
    return out.id;
  }

  const mailsTo = (to: string) => sent.filter((m) => m.to === to);

  it("shows the summary only under the consent version that names it, from the attached analysis only", async () => {
    const consumer = await createConsumer(database.db, { name: "Joana Resumo" });
    const analiseId = await analysisOf(consumer.id, consumer.email);
    const uf = "AC";
    const withSummary = await request({
      userId: consumer.id,
      email: consumer.email,
      estado: uf,
      analiseId,
      consentimentoVersao: LAWYER_SHARING_CONSENT_WITH_SUMMARY.version,
    });
    const olderConsent = await request({
      userId: consumer.id,
      estado: uf,
      analiseId,
      consentimentoVersao: LAWYER_SHARING_CONSENT_WITH_LAUDO.version,
    });
    const noAnalysis = await request({
      estado: uf,
      consentimentoVersao: LAWYER_SHARING_CONSENT.version,
    });
    const pending = await lawyer("pendente");
    const page = await listOpportunities(database.db, pending, { uf, page: 1 });
    const byId = new Map(page.items.map((i) => [i.id, i]));
    const summary = byId.get(withSummary.id)!.resumo!;
    const [row] = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.id, analiseId));
    const verdict = recordVerdict(parseRecord(row!.resultado)!);
    expect(summary).toMatchObject({
      tipoTexto: "Empréstimo Pessoal",
      mesContrato: "dez/2022",
      veredito: verdict.titulo,
      memoriaAnexada: true,
      // No recalculation yet: no band is made up.
      faixaPagoAMais: null,
    });
    expect(summary.razao).toBe(
      `Taxa do contrato ${verdict.taxaTexto}, ${verdict.razaoTexto} vezes a média do Banco Central de ${"dez/2022"} (${verdict.mediaTexto}).`,
    );
    // Nothing that identifies the consumer.
    const json = JSON.stringify(summary);
    for (const secret of ["Joana", consumer.email, "11912345678"])
      expect(json).not.toContain(secret);
    expect(byId.get(olderConsent.id)!.resumo).toBeNull();
    expect(byId.get(noAnalysis.id)!.resumo).toBeNull();
  });

  it("moves a case through the pipeline with dates, e-mails the consumer, and freezes it once the consumer ends the sharing", async () => {
    const consumer = await createConsumer(database.db, { name: "Carla Pipeline" });
    const req = await request({ userId: consumer.id, email: consumer.email, estado: "BA" });
    const a = await lawyer();
    const b = await lawyer();
    const t0 = new Date("2026-11-02T13:00:00Z");
    const picked = await selectCase({ db: database.db, sendEmail }, a, req.id, t0);
    expect(picked.ok).toBe(true);
    await selectCase({ db: database.db, sendEmail }, b, req.id, new Date(t0.getTime() + 60_000));
    const caseId = picked.ok ? picked.caseId : "";

    const before = mailsTo(consumer.email).length;
    const t1 = new Date(t0.getTime() + DAY);
    expect(await moveCase(pipeline(), a, caseId, "contatado", t1)).toMatchObject({
      ok: true,
      message: 'Caso movido para "Contatado".',
    });
    const t2 = new Date(t0.getTime() + 2 * DAY);
    expect((await moveCase(pipeline(), a, caseId, "contratado", t2)).ok).toBe(true);
    // No way back, and another lawyer's case reads as not found.
    expect(await moveCase(pipeline(), a, caseId, "contatado", t2)).toMatchObject({
      ok: false,
      reason: "invalid_move",
      message: PIPELINE_MSG.invalidMove,
    });
    expect((await moveCase(pipeline(), b, caseId, "encerrado", t2)) as object).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    const mails = mailsTo(consumer.email).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      "Seu pedido de ajuda jurídica: Contatado",
      "Seu pedido de ajuda jurídica: Contratado",
    ]);
    expect(mails[0]!.text).toContain(`${APP}/minhas-solicitacoes`);

    const mine = (await listMyCases(database.db, a, t2)).find((c) => c.id === caseId)!;
    expect(mine.estado).toBe("contratado");
    expect(mine.estadoEm).toBe(t2.toISOString());
    expect(mine.historico).toEqual([
      { estado: "novo", em: t0.toISOString() },
      { estado: "contatado", em: t1.toISOString() },
      { estado: "contratado", em: t2.toISOString() },
    ]);
    // Item 6: the export carries the state, its date and the steps.
    const csv = casesCsv([mine]);
    expect(csv).toContain('"Contratado";"04/11/2026 10:00"');
    expect(csv).toContain(
      "Novo 02/11/2026 10:00 → Contatado 03/11/2026 10:00 → Contratado 04/11/2026 10:00",
    );

    // The consumer's page: both lawyers, in selection order, with the state each one set.
    const [view] = (await listMyRequests(database.db, consumer.id)).filter((r) => r.id === req.id);
    expect(view!.advogados.map((l) => [l.nome, l.oab, l.oabUf, l.estado])).toEqual([
      [a.nome, a.oab, "SP", "contratado"],
      [b.nome, b.oab, "SP", "novo"],
    ]);
    expect(view!.advogados[0]!.email).toBe(a.email);

    // Another person cannot end it; the consumer ends it with lawyer A only.
    const stranger = await createUser(database.db);
    expect((await endSharingWithLawyer(database.db, stranger.id, caseId)).ok).toBe(false);
    expect((await endSharingWithLawyer(database.db, consumer.id, caseId)).ok).toBe(true);
    const ended = (await listMyCases(database.db, a)).find((c) => c.id === caseId)!;
    expect(ended.encerradoPeloConsumidor).not.toBeNull();
    expect(ended.solicitacao.email).toBe("");
    expect(ended.solicitacao.telefone).toBe("");
    expect(await moveCase(pipeline(), a, caseId, "acao_ajuizada")).toMatchObject({
      ok: false,
      reason: "ended",
    });
    // B still sees the contacts until the consumer ends it with everyone (and revokes the consent).
    const bCase = (await listMyCases(database.db, b)).find(
      (c) => c.solicitacao.cidade === req.cidade,
    )!;
    expect(bCase.solicitacao.email).toBe(consumer.email);
    expect(
      (await endSharingWithAll(database.db, { userId: consumer.id, ip: null }, req.id)).ok,
    ).toBe(true);
    const bAfter = (await listMyCases(database.db, b)).find((c) => c.id === bCase.id)!;
    expect(bAfter.encerradoPeloConsumidor).not.toBeNull();
    const [revoked] = await database.db
      .select({ at: solicitacoesAdvocacia.consentimentoRevogadoEm })
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.id, req.id));
    expect(revoked!.at).not.toBeNull();
  });

  it("flags a case untouched for 7 days and e-mails it once in the digest (clock injected)", async () => {
    const req = await request({ estado: "PI", cidade: "Teresina" });
    const a = await lawyer();
    const t0 = new Date("2031-03-02T13:00:00Z");
    const picked = await selectCase({ db: database.db, sendEmail }, a, req.id, t0);
    const caseId = picked.ok ? picked.caseId : "";
    const flag = async (now: Date) =>
      (await listMyCases(database.db, a, now)).find((c) => c.id === caseId)!.parado;

    expect(await flag(new Date(t0.getTime() + 7 * DAY - 60_000))).toBeNull();
    expect(await flag(new Date(t0.getTime() + 7 * DAY))).toBe("Sem movimentação há 7 dias");
    // Nothing due before day 7: no e-mail at all for this lawyer.
    await runDailyDigest({
      db: database.db,
      sendEmail,
      appUrl: APP,
      now: new Date(t0.getTime() + 6 * DAY),
    });
    expect(mailsTo(a.email)).toHaveLength(0);

    const day7 = new Date(t0.getTime() + 7 * DAY);
    await runDailyDigest({ db: database.db, sendEmail, appUrl: APP, now: day7 });
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(mailsTo(a.email)[0]!.subject).toBe("RevisaConecta: casos sem movimentação");
    expect(mailsTo(a.email)[0]!.text).toContain("Teresina/PI — Novo: Sem movimentação há 7 dias");
    // The consumer's name never goes into the lawyer's digest.
    expect(mailsTo(a.email)[0]!.text).not.toContain("Maria Consumidora");
    // Still flagged on screen, but e-mailed once: the next days send nothing more.
    await runDailyDigest({
      db: database.db,
      sendEmail,
      appUrl: APP,
      now: new Date(t0.getTime() + 8 * DAY),
    });
    await runDailyDigest({
      db: database.db,
      sendEmail,
      appUrl: APP,
      now: new Date(t0.getTime() + 9 * DAY),
    });
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(await flag(new Date(t0.getTime() + 9 * DAY))).toBe("Sem movimentação há 9 dias");

    // A move clears the flag; 7 idle days later it is flagged and e-mailed again, once.
    const moved = new Date(t0.getTime() + 9 * DAY);
    await moveCase(pipeline(), a, caseId, "contatado", moved);
    expect(await flag(new Date(moved.getTime() + DAY))).toBeNull();
    await runDailyDigest({
      db: database.db,
      sendEmail,
      appUrl: APP,
      now: new Date(moved.getTime() + 7 * DAY),
    });
    expect(mailsTo(a.email)).toHaveLength(2);
    expect(mailsTo(a.email)[1]!.text).toContain(
      "Teresina/PI — Contatado: Sem movimentação há 7 dias",
    );
    // A closed case is never flagged.
    await moveCase(pipeline(), a, caseId, "sem_acordo", new Date(moved.getTime() + 7 * DAY));
    expect(await flag(new Date(moved.getTime() + 30 * DAY))).toBeNull();
  });

  it("sends one digest per lawyer per day, with new cases in the opted-in UFs and types only", async () => {
    const T = new Date("2032-05-10T12:00:00Z");
    const sp = await lawyer();
    const rj = await lawyer();
    const typed = await lawyer();
    const notOptedIn = await lawyer();
    const pending = await lawyer("pendente");
    const alerts = (ufs: AlertsInput["ufs"], tipos: AlertsInput["tipos"] = []): AlertsInput => ({
      ativo: true,
      ufs,
      tipos,
    });
    expect((await saveAlerts(database.db, sp, alerts(["RR"]))).ok).toBe(true);
    expect((await saveAlerts(database.db, rj, alerts(["AP"]))).ok).toBe(true);
    expect((await saveAlerts(database.db, typed, alerts(["RR"], ["emprestimo_pessoal"]))).ok).toBe(
      true,
    );
    // A lawyer whose OAB is not verified cannot opt in…
    expect(await saveAlerts(database.db, pending, alerts(["RR"]))).toMatchObject({
      ok: false,
      message: ALERTS_MSG.notVerified,
    });
    // …and even a stored opt-in (verified, then sent back to the queue) gets no digest.
    await database.db
      .update(revisaconectaSubscribers)
      .set({ alertasNovosCasos: true, alertasUfs: ["RR"] })
      .where(eq(revisaconectaSubscribers.email, pending.email));

    const consumer = await createConsumer(database.db);
    const analiseId = await analysisOf(consumer.id, consumer.email);
    const hour = 60 * 60 * 1000;
    const rr = await request({
      estado: "RR",
      cidade: "Boa Vista",
      createdAt: new Date(T.getTime() - 3 * hour),
    });
    const rrTyped = await request({
      estado: "RR",
      cidade: "Caracaraí",
      createdAt: new Date(T.getTime() - 2 * hour),
      userId: consumer.id,
      analiseId,
      consentimentoVersao: LAWYER_SHARING_CONSENT_WITH_SUMMARY.version,
    });
    await request({ estado: "AP", cidade: "Macapá", createdAt: new Date(T.getTime() - hour) });
    await request({ estado: "TO", cidade: "Palmas", createdAt: new Date(T.getTime() - hour) });
    // Older than a day: not new.
    await request({ estado: "RR", cidade: "Mucajaí", createdAt: new Date(T.getTime() - 2 * DAY) });
    // Revoked: never offered.
    await request({
      estado: "RR",
      cidade: "Pacaraima",
      createdAt: new Date(T.getTime() - hour),
      consentimentoRevogadoEm: new Date(T.getTime() - hour / 2),
    });

    await runDailyDigest({ db: database.db, sendEmail, appUrl: APP, now: T });
    const spMail = mailsTo(sp.email);
    expect(spMail).toHaveLength(1);
    expect(spMail[0]!.subject).toBe("RevisaConecta: 2 novos pedidos para você");
    expect(spMail[0]!.text).toContain("Boa Vista/RR");
    expect(spMail[0]!.text).toContain("Caracaraí/RR — Empréstimo Pessoal");
    for (const other of ["Macapá", "Palmas", "Mucajaí", "Pacaraima"])
      expect(spMail[0]!.text).not.toContain(other);
    expect(mailsTo(rj.email)).toHaveLength(1);
    expect(mailsTo(rj.email)[0]!.text).toContain("Macapá/AP");
    expect(mailsTo(rj.email)[0]!.text).not.toContain("Boa Vista");
    // Types chosen: only the request whose consented summary names that type.
    expect(mailsTo(typed.email)).toHaveLength(1);
    expect(mailsTo(typed.email)[0]!.text).toContain("Caracaraí/RR");
    expect(mailsTo(typed.email)[0]!.text).not.toContain("Boa Vista");
    expect(mailsTo(notOptedIn.email)).toHaveLength(0);
    expect(mailsTo(pending.email)).toHaveLength(0);

    // Same São Paulo day, a new request: no second e-mail (the (lawyer, day) row holds).
    await request({ estado: "RR", cidade: "Bonfim", createdAt: new Date(T.getTime() + hour) });
    await runDailyDigest({
      db: database.db,
      sendEmail,
      appUrl: APP,
      now: new Date(T.getTime() + 2 * hour),
    });
    expect(mailsTo(sp.email)).toHaveLength(1);
    expect(digestDay(T)).toBe("2032-05-10");

    // Next day: the new one only (not the ones already e-mailed); once a request was selected
    // by this lawyer, it is not offered to them again.
    await selectCase({ db: database.db, sendEmail }, sp, rrTyped.id, T);
    const next = new Date(T.getTime() + DAY);
    await runDailyDigest({ db: database.db, sendEmail, appUrl: APP, now: next });
    expect(mailsTo(sp.email)).toHaveLength(2);
    expect(mailsTo(sp.email)[1]!.subject).toBe("RevisaConecta: 1 novo pedido para você");
    expect(mailsTo(sp.email)[1]!.text).toContain("Bonfim/RR");
    expect(mailsTo(sp.email)[1]!.text).not.toContain("Boa Vista");
    expect(rr.id).not.toBe(rrTyped.id);
  });

  it("e-mails the lawyer the OAB decision: verified, or rejected with the reason", async () => {
    const admin = await createUser(database.db);
    const a = await lawyer("pendente");
    const b = await lawyer("pendente");
    const rowOf = async (email: string) =>
      (
        await database.db
          .select()
          .from(revisaconectaSubscribers)
          .where(eq(revisaconectaSubscribers.email, email))
      )[0]!;
    const ra = await rowOf(a.email);
    const rb = await rowOf(b.email);
    const notice = { sendEmail, appUrl: APP };
    await decideOab(
      database.db,
      admin.id,
      { decisao: "verificar", advogadoId: ra.id, oab: ra.oab!, oabUf: ra.oabUf! },
      new Date(),
      notice,
    );
    await decideOab(
      database.db,
      admin.id,
      {
        decisao: "recusar",
        advogadoId: rb.id,
        oab: rb.oab!,
        oabUf: rb.oabUf!,
        motivo: "Número não encontrado no CNA.",
      },
      new Date(),
      notice,
    );
    expect(mailsTo(a.email).map((m) => m.subject)).toEqual([
      "RevisaConecta: sua inscrição na OAB foi verificada",
    ]);
    expect(mailsTo(b.email).map((m) => m.subject)).toEqual([
      "RevisaConecta: sua inscrição na OAB não foi verificada",
    ]);
    expect(mailsTo(b.email)[0]!.text).toContain("Motivo: Número não encontrado no CNA.");
    // A case row is untouched by any of this.
    expect(
      await database.db.select().from(meusCasos).where(eq(meusCasos.userId, a.userId)),
    ).toEqual([]);
  });
});
