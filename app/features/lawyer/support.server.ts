// Lawyer support (SPEC §4 "Lawyer support submission", §5, §7): the plan is read on the server by
// the caller's account (gratuito when missing); only Starter and Master may send. A failed save is
// thrown (the page answers it).
import type { Db } from "~/db/client.server";
import { suporteRevisaconecta } from "~/db/schema";
import type { Result } from "~/domain/result";
import { findLawyerProfile, type LawyerCaller } from "./lawyer-account.server";
import { LAWYER_MSG } from "./messages";
import { normalizeLawyerPlan } from "./selection-rules";
import type { SupportInput } from "./support-schema";

export type SupportOutcome = Result<{ id: string }, { reason: "plan"; error: string }>;

export async function sendLawyerSupport(
  db: Db,
  caller: LawyerCaller,
  input: SupportInput,
): Promise<SupportOutcome> {
  const profile = await findLawyerProfile(db, caller);
  const plan = normalizeLawyerPlan(profile?.tipoPlano);
  if (plan === "gratuito") return { ok: false, reason: "plan", error: LAWYER_MSG.supportPlanOnly };
  const [row] = await db
    .insert(suporteRevisaconecta)
    .values({ userId: caller.userId, ...input, plano: plan })
    .returning({ id: suporteRevisaconecta.id });
  return { ok: true, id: row!.id };
}
