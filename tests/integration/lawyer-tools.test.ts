// DESIGN D17 Starter/Master tools on PGlite and PostgreSQL: private case notes scoped to the
// lawyer's own selections, and the Meus Casos CSV export (403 path for gratuito).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anotacoesCasos,
  meusCasos,
  revisaconectaSubscribers,
  solicitacoesAdvocacia,
} from "~/db/schema";
import { NOTE_MSG } from "~/features/lawyer/case-notes";
import { exportMyCases, saveCaseNote } from "~/features/lawyer/case-notes.server";
import { listMyCases } from "~/features/lawyer/cases.server";
import { selectCase, type SelectionDeps } from "~/features/lawyer/selection.server";
import type { LawyerPlan } from "~/platform/viewer";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createLawyer } from "../support/factories";

describe.each(databaseKinds)("lawyer tools (notes, export) on %s", (kind) => {
  let database: TestDatabase;
  let deps: SelectionDeps;
  let oabSeq = 500_000;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    deps = { db: database.db, sendEmail: async () => {} };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function lawyer(plan: LawyerPlan) {
    const created = await createLawyer(database.db, {
      plan,
      nome: `Dra. Teste ${++oabSeq}`,
      oab: String(oabSeq),
      oabStatus: "verificado",
    });
    return { userId: created.id, email: created.email };
  }

  async function selected(
    me: { userId: string; email: string },
    input: Partial<typeof solicitacoesAdvocacia.$inferInsert> = {},
  ) {
    const [row] = await database.db
      .insert(solicitacoesAdvocacia)
      .values({
        nome: "Maria Consumidora",
        telefone: "11912345678",
        cidade: "Campinas",
        estado: "SP",
        email: `consumidora-${randomUUID()}@example.com`,
        descricao: "Financiamento de veículo com juros de 4% a.m.",
        consentimentoEm: new Date(),
        ...input,
      })
      .returning();
    const outcome = await selectCase(deps, me, row!.id);
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.caseId;
  }

  it("lets a Starter lawyer write, edit and clear a note on an own case, and nobody else's", async () => {
    const me = await lawyer("starter");
    const other = await lawyer("master");
    const mine = await selected(me);
    const theirs = await selected(other);

    expect(await saveCaseNote(database.db, me, mine, "  Ligar na segunda  ")).toEqual({
      ok: true,
      message: NOTE_MSG.saved,
      anotacao: "Ligar na segunda",
    });
    expect(await saveCaseNote(database.db, me, mine, "Cliente enviou o contrato")).toMatchObject({
      ok: true,
    });
    expect((await listMyCases(database.db, me))[0]).toMatchObject({
      id: mine,
      anotacao: "Cliente enviou o contrato",
      ferramentas: true,
    });

    // Another lawyer's selection (even of a paid lawyer) is not found, and stays untouched.
    expect(await saveCaseNote(database.db, me, theirs, "intrusa")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await saveCaseNote(database.db, me, randomUUID(), "x")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(
      await database.db.select().from(anotacoesCasos).where(eq(anotacoesCasos.meusCasoId, theirs)),
    ).toEqual([]);
    expect((await listMyCases(database.db, other))[0]).toMatchObject({ anotacao: null });

    // Empty text clears the note.
    expect(await saveCaseNote(database.db, me, mine, "   ")).toEqual({
      ok: true,
      message: NOTE_MSG.cleared,
      anotacao: "",
    });
    expect(
      await database.db.select().from(anotacoesCasos).where(eq(anotacoesCasos.meusCasoId, mine)),
    ).toEqual([]);
  });

  it("refuses notes and export to a free lawyer (403), and hides a note kept from a paid period", async () => {
    const me = await lawyer("master");
    const caseId = await selected(me);
    await saveCaseNote(database.db, me, caseId, "Nota do tempo do Master");
    await database.db
      .update(revisaconectaSubscribers)
      .set({ tipoPlano: "gratuito" })
      .where(eq(revisaconectaSubscribers.userId, me.userId));

    expect(await saveCaseNote(database.db, me, caseId, "nova")).toEqual({
      ok: false,
      reason: "plan",
    });
    expect(await exportMyCases(database.db, me)).toEqual({ ok: false, reason: "plan" });
    expect((await listMyCases(database.db, me))[0]).toMatchObject({
      anotacao: null,
      ferramentas: false,
    });
    // Back on a paid plan, the note is there again.
    await database.db
      .update(revisaconectaSubscribers)
      .set({ tipoPlano: "starter" })
      .where(eq(revisaconectaSubscribers.userId, me.userId));
    expect((await listMyCases(database.db, me))[0]).toMatchObject({
      anotacao: "Nota do tempo do Master",
      ferramentas: true,
    });
  });

  it("exports only the caller's cases, with contact data, city/UF, description, date and note", async () => {
    const me = await lawyer("starter");
    const other = await lawyer("starter");
    const a = await selected(me, {
      nome: "Ana Cliente",
      telefone: "21999990000",
      email: "ana@example.com",
      cidade: "Niterói",
      estado: "RJ",
      descricao: 'Cartão "RMC"; descontos',
    });
    await selected(other, { nome: "Outra Pessoa" });
    await saveCaseNote(database.db, me, a, "Retornar amanhã");
    const [row] = await database.db.select().from(meusCasos).where(eq(meusCasos.id, a));
    const exported = await exportMyCases(database.db, me);
    if (!exported.ok) throw new Error(exported.reason);
    const { csv } = exported;
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    const format = (d: Date) =>
      new Intl.DateTimeFormat("pt-BR", {
        dateStyle: "short",
        timeStyle: "short",
        timeZone: "America/Sao_Paulo",
      })
        .format(d)
        .replace(",", "");
    const when = format(row!.dataSelecao);
    // Then the pipeline: the state, since when, and the steps (the selection is the first).
    expect(lines[1]).toBe(
      `"Ana Cliente";"(21) 99999-0000";"ana@example.com";"Niterói";"RJ";"Cartão ""RMC""; descontos";"${when}";"Retornar amanhã";"Novo";"${format(row!.estadoEm)}";"Novo ${when}"`,
    );
    expect(csv).not.toContain("Outra Pessoa");
  });
});
