// Case notes and export on the server (DESIGN D17: Starter/Master tools). Both read the caller's
// plan and OAB status from the database and touch only the caller's own meus_casos rows. A free
// plan is refused with the reason "plan", a case that is not the caller's with "not_found".
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { anotacoesCasos, meusCasos, revisaconectaSubscribers as rc } from "~/db/schema";
import { hasLawyerTools, normalizeLawyerPlan } from "~/domain/plans";
import type { Result } from "~/domain/result";
import { listMyCases } from "./cases.server";
import { touchCase } from "./case-pipeline.server";
import { casesCsv } from "./cases-csv";
import { NOTE_MSG } from "./case-notes";
import { ownLawyerRow, ownRowFirst, type LawyerCaller } from "./lawyer-account.server";

export type NoteOutcome = Result<
  { message: string; anotacao: string },
  { reason: "plan" | "not_found" }
>;

async function toolsOpen(db: Db, caller: LawyerCaller): Promise<boolean> {
  const [own] = await db
    .select({ plano: rc.tipoPlano })
    .from(rc)
    .where(ownLawyerRow(caller))
    .orderBy(ownRowFirst)
    .limit(1);
  return own !== undefined && hasLawyerTools(normalizeLawyerPlan(own.plano));
}

/** Saves (or, when empty, deletes) the caller's note on one of their own selected cases. */
export async function saveCaseNote(
  db: Db,
  caller: LawyerCaller,
  casoId: string,
  texto: string,
  now = new Date(),
): Promise<NoteOutcome> {
  if (!(await toolsOpen(db, caller))) return { ok: false, reason: "plan" };
  // A case whose sharing ended (by the consumer, or with the account) takes no new note.
  const [mine] = await db
    .select({ id: meusCasos.id })
    .from(meusCasos)
    .where(
      and(
        eq(meusCasos.id, casoId),
        eq(meusCasos.userId, caller.userId),
        isNull(meusCasos.compartilhamentoEncerradoEm),
      ),
    );
  if (!mine) return { ok: false, reason: "not_found" };
  const text = texto.trim();
  await touchCase(db, mine.id, now);
  if (!text) {
    await db
      .delete(anotacoesCasos)
      .where(and(eq(anotacoesCasos.meusCasoId, mine.id), eq(anotacoesCasos.userId, caller.userId)));
    return { ok: true, message: NOTE_MSG.cleared, anotacao: "" };
  }
  await db
    .insert(anotacoesCasos)
    .values({ meusCasoId: mine.id, userId: caller.userId, texto: text, atualizadoEm: now })
    .onConflictDoUpdate({
      target: anotacoesCasos.meusCasoId,
      set: { texto: text, atualizadoEm: now },
    });
  return { ok: true, message: NOTE_MSG.saved, anotacao: text };
}

/** The caller's cases as CSV; refused when the plan has no export (the route answers 403). */
export async function exportMyCases(
  db: Db,
  caller: LawyerCaller,
): Promise<Result<{ csv: string }, { reason: "plan" }>> {
  if (!(await toolsOpen(db, caller))) return { ok: false, reason: "plan" };
  // listMyCases applies the Meus Casos rules: own cases only, contact data only with a verified OAB.
  return { ok: true, csv: casesCsv(await listMyCases(db, caller)) };
}
