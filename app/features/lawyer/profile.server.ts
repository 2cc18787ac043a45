// Saves the lawyer profile fields the case selection needs (DESIGN D18): OAB number and UF,
// and the WhatsApp number. Only the caller's own row changes.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers as rc } from "~/db/schema";
import { findLawyerProfile, type LawyerCaller } from "./lawyer-account.server";
import type { ProfileInput } from "./profile-schema";

/** false when the caller has no lawyer row. */
export async function saveLawyerProfile(db: Db, caller: LawyerCaller, input: ProfileInput): Promise<boolean> {
  const own = await findLawyerProfile(db, caller);
  if (!own) return false;
  await db
    .update(rc)
    .set({ oab: input.oab, oabUf: input.oabUf, whatsapp: input.whatsapp })
    .where(eq(rc.id, own.id));
  return true;
}
