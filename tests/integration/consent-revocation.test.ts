// Revoking the lawyer-sharing consent (DESIGN D18/D24, LGPD Art. 8 §5) on PGlite and PostgreSQL:
// the request leaves the lawyers' list and cannot be selected any more, lawyers who selected it
// before keep it, only its owner can revoke, and revoking twice records one revocation.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, solicitacoesAdvocacia } from "~/db/schema";
import { listConsents, revokeLawyerSharing } from "~/features/account/consents.server";
import { CONSENT_MSG } from "~/features/account/consents-text";
import { listMyCases } from "~/features/lawyer/cases.server";
import { LAWYER_MSG } from "~/features/lawyer/messages";
import { listOpportunities } from "~/features/lawyer/opportunities.server";
import { selectCase, type SelectionDeps } from "~/features/lawyer/selection.server";
import { submitLawyerRequest } from "~/features/requests/requests.server";
import { LAWYER_SHARING_CONSENT } from "../../editorial/forms/lawyer-request";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer, createLawyer } from "../support/factories";

describe.each(databaseKinds)("consent revocation on %s", (kind) => {
  let database: TestDatabase;
  let deps: SelectionDeps;
  let oab = 500_000;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    deps = { db: database.db, sendEmail: async () => {} };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const lawyer = async () => {
    const created = await createLawyer(database.db, {
      plan: "master",
      oab: String(++oab),
      oabStatus: "verificado",
    });
    return { userId: created.id, email: created.email };
  };

  /** A consumer's request, through the real form path (request + consent record). */
  async function consumerRequest(cidade: string) {
    const consumer = await createConsumer(database.db);
    const outcome = await submitLawyerRequest(
      { db: database.db, maxPerHour: 1000 },
      {
        nome: "Joana Consumidora",
        telefone: "(11) 98765-4321",
        cidade,
        estado: "SP",
        email: consumer.email,
        descricao: "Empréstimo consignado com juros acima da média do Banco Central.",
        consentimento: "sim",
      },
      { userId: consumer.id, ip: "198.51.100.7", now: new Date("2026-03-02T12:00:00Z") },
    );
    if (!outcome.ok) throw new Error("request refused");
    return { consumer, requestId: outcome.id };
  }

  const listedIds = async (caller: { userId: string; email: string }, cidade: string) =>
    (await listOpportunities(database.db, caller, { cidade, page: 1 })).items.map((o) => o.id);

  it("hides a revoked request from lawyers, refuses its selection and keeps earlier selections", async () => {
    const cidade = `Revogada ${randomUUID().slice(0, 8)}`;
    const { consumer, requestId } = await consumerRequest(cidade);
    const early = await lawyer();
    const late = await lawyer();
    const earlyPick = await selectCase(deps, early, requestId);
    expect(earlyPick).toMatchObject({ ok: true, already: false });
    expect(await listedIds(late, cidade)).toEqual([requestId]);

    const now = new Date("2026-03-05T15:30:00Z");
    const outcome = await revokeLawyerSharing(
      database.db,
      { userId: consumer.id, ip: "203.0.113.9" },
      requestId,
      now,
    );
    expect(outcome).toEqual({ ok: true, message: CONSENT_MSG.revoked });

    const [row] = await database.db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.id, requestId));
    expect(row!.consentimentoRevogadoEm?.toISOString()).toBe(now.toISOString());
    const records = await database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, consumer.id), eq(consentRecords.granted, false)));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      email: consumer.email,
      purpose: LAWYER_SHARING_CONSENT.purpose,
      textVersion: LAWYER_SHARING_CONSENT.version,
      ipAddress: "203.0.113.9",
    });
    expect(records[0]!.createdAt.toISOString()).toBe(now.toISOString());

    // Gone from the list (items and total) for every lawyer, and not selectable.
    expect(await listedIds(late, cidade)).toEqual([]);
    expect((await listOpportunities(database.db, late, { cidade, page: 1 })).total).toBe(0);
    expect(await listedIds(early, cidade)).toEqual([]);
    expect(await selectCase(deps, late, requestId)).toMatchObject({
      ok: false,
      reason: "not_found",
      error: LAWYER_MSG.caseNotFound,
    });
    expect(await listMyCases(database.db, late)).toEqual([]);
    // The lawyer who selected it before the revocation keeps what they received (Art. 8 §5).
    const kept = await listMyCases(database.db, early);
    expect(kept).toEqual([
      expect.objectContaining({
        id: earlyPick.ok ? earlyPick.caseId : "",
        solicitacao: expect.objectContaining({ email: consumer.email }),
      }),
    ]);

    // The owner sees both records, newest first, and the request as revoked.
    const overview = await listConsents(database.db, consumer.id);
    expect(overview.records.map((r) => r.granted)).toEqual([false, true]);
    expect(overview.requests).toEqual([
      expect.objectContaining({
        id: requestId,
        cidade,
        estado: "SP",
        taken: 1,
        revokedAt: now.toISOString(),
      }),
    ]);
  });

  it("lets only the owner revoke: another user's attempt changes nothing", async () => {
    const cidade = `Alheia ${randomUUID().slice(0, 8)}`;
    const { requestId } = await consumerRequest(cidade);
    const intruder = await createConsumer(database.db);
    const outcome = await revokeLawyerSharing(
      database.db,
      { userId: intruder.id, ip: "203.0.113.10" },
      requestId,
    );
    expect(outcome).toEqual({ ok: false, reason: "not_found", message: CONSENT_MSG.notFound });
    const [row] = await database.db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.id, requestId));
    expect(row!.consentimentoRevogadoEm).toBeNull();
    expect(
      await database.db.select().from(consentRecords).where(eq(consentRecords.userId, intruder.id)),
    ).toEqual([]);
    expect((await listConsents(database.db, intruder.id)).requests).toEqual([]);

    // Still offered and selectable.
    const taker = await lawyer();
    expect(await listedIds(taker, cidade)).toEqual([requestId]);
    expect(await selectCase(deps, taker, requestId)).toMatchObject({ ok: true, already: false });
  });

  it("records one revocation when the owner revokes 10 times at once", async () => {
    const { consumer, requestId } = await consumerRequest(`Dupla ${randomUUID().slice(0, 8)}`);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        revokeLawyerSharing(database.db, { userId: consumer.id, ip: null }, requestId),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok))
      expect(o).toMatchObject({ reason: "already_revoked", message: CONSENT_MSG.alreadyRevoked });
    const revocations = await database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, consumer.id), eq(consentRecords.granted, false)));
    expect(revocations).toHaveLength(1);
    expect(revocations[0]!.ipAddress).toBeNull();
  });
});
