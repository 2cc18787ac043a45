// The caller's revisaconecta_subscribers row: tied by user_id, or — for a row made before the
// account existed and not yet linked at login — by e-mail (the same rule as plan loading).
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers as rc } from "~/db/schema";

export interface LawyerCaller {
  userId: string;
  email: string;
}

export const ownLawyerRow = (caller: LawyerCaller) =>
  or(
    eq(rc.userId, caller.userId),
    and(isNull(rc.userId), eq(rc.email, caller.email.trim().toLowerCase())),
  );

/** Rows tied to the account first. */
export const ownRowFirst = sql`${rc.userId} nulls last`;

const profileColumns = {
  id: rc.id,
  nome: rc.nome,
  email: rc.email,
  whatsapp: rc.whatsapp,
  oab: rc.oab,
  oabUf: rc.oabUf,
  oabStatus: rc.oabStatus,
  oabMotivoRejeicao: rc.oabMotivoRejeicao,
  tipoPlano: rc.tipoPlano,
};

export type LawyerProfile = {
  id: string;
  nome: string;
  email: string;
  whatsapp: string;
  oab: string | null;
  oabUf: string | null;
  /** DESIGN D32: only "verificado" selects cases and sees contact data. */
  oabStatus: "pendente" | "verificado" | "rejeitado";
  oabMotivoRejeicao: string | null;
  tipoPlano: string;
};

export async function findLawyerProfile(
  db: Db,
  caller: LawyerCaller,
): Promise<LawyerProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(rc)
    .where(ownLawyerRow(caller))
    .orderBy(ownRowFirst)
    .limit(1);
  return row ?? null;
}
