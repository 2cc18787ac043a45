// Alerts of new cases (issue "lawyer's working day" item 4): a verified lawyer opts in to a daily
// e-mail of new requests in chosen UFs and contract types (no type chosen = every type). Stored on
// the lawyer's own revisaconecta_subscribers row; the digest job reads it.
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers as rc } from "~/db/schema";
import { CONTRACT_TYPES, type ContractType } from "~/domain/contract-types";
import { ALERTS_MSG, type AlertsInput } from "./alerts";
import type { Result } from "~/domain/result";
import { eq } from "drizzle-orm";
import { findLawyerProfile, type LawyerCaller } from "./lawyer-account.server";

export interface AlertSettings {
  ativo: boolean;
  ufs: string[];
  tipos: ContractType[];
  verified: boolean;
}

export async function readAlerts(db: Db, caller: LawyerCaller): Promise<AlertSettings | null> {
  const profile = await findLawyerProfile(db, caller);
  if (!profile) return null;
  const [row] = await db
    .select({ ativo: rc.alertasNovosCasos, ufs: rc.alertasUfs, tipos: rc.alertasTipos })
    .from(rc)
    .where(eq(rc.id, profile.id));
  return {
    ativo: row?.ativo ?? false,
    ufs: row?.ufs ?? [],
    tipos: (row?.tipos ?? []).filter((t): t is ContractType =>
      (CONTRACT_TYPES as readonly string[]).includes(t),
    ),
    verified: profile.oabStatus === "verificado",
  };
}

export type SaveAlertsOutcome = Result<
  { message: string },
  { reason: "not_lawyer" | "not_verified"; message: string }
>;

export async function saveAlerts(
  db: Db,
  caller: LawyerCaller,
  input: AlertsInput,
): Promise<SaveAlertsOutcome> {
  const profile = await findLawyerProfile(db, caller);
  if (!profile) return { ok: false, reason: "not_lawyer", message: ALERTS_MSG.notVerified };
  // Turning alerts off is always allowed; turning them on needs a verified OAB.
  if (input.ativo && profile.oabStatus !== "verificado") {
    return { ok: false, reason: "not_verified", message: ALERTS_MSG.notVerified };
  }
  await db
    .update(rc)
    .set({ alertasNovosCasos: input.ativo, alertasUfs: input.ufs, alertasTipos: input.tipos })
    .where(eq(rc.id, profile.id));
  return { ok: true, message: input.ativo ? ALERTS_MSG.saved : ALERTS_MSG.off };
}
