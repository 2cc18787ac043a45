// Saves the lawyer profile fields the case selection needs (DESIGN D18): OAB number and UF,
// and the WhatsApp number. Only the caller's own row changes. A new number, section or name goes
// back to the admin's verification queue (DESIGN D32; the name is what consumers' e-mails show,
// issue 23): status pendente, the last decision cleared.
import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers as rc } from "~/db/schema";
import type { Result } from "~/domain/result";
import { findLawyerProfile, type LawyerCaller } from "./lawyer-account.server";
import type { ProfileInput } from "./profile-schema";

/** Refused (not_lawyer) when the caller has no lawyer row. */
export async function saveLawyerProfile(
  db: Db,
  caller: LawyerCaller,
  input: ProfileInput,
): Promise<Result<object, { reason: "not_lawyer" }>> {
  const own = await findLawyerProfile(db, caller);
  if (!own) return { ok: false, reason: "not_lawyer" };
  await db
    .update(rc)
    .set({
      ...(input.nome === undefined ? {} : { nome: input.nome }),
      oab: input.oab,
      oabUf: input.oabUf,
      whatsapp: input.whatsapp,
      // Compared in the statement itself, so that a concurrent admin decision is never kept for a
      // new number or name.
      oabStatus: keepIfSameOab(input, rc.oabStatus, sql`'pendente'`),
      oabMotivoRejeicao: keepIfSameOab(input, rc.oabMotivoRejeicao, sql`null`),
      oabVerificadoEm: keepIfSameOab(input, rc.oabVerificadoEm, sql`null`),
      oabVerificadoPor: keepIfSameOab(input, rc.oabVerificadoPor, sql`null`),
    })
    .where(eq(rc.id, own.id));
  return { ok: true };
}

/** The column's value while number, section and name stay the same; otherwise `reset`. */
function keepIfSameOab(input: ProfileInput, column: AnyPgColumn, reset: SQL) {
  const sameName =
    input.nome === undefined ? sql`true` : sql`${rc.nome} is not distinct from ${input.nome}`;
  return sql`case when ${rc.oab} is not distinct from ${input.oab} and ${rc.oabUf} is not distinct from ${input.oabUf} and ${sameName} then ${column} else ${reset} end`;
}
