// /meus-casos/:casoId/laudo.pdf (DESIGN §7.8, issue #10 item 6): the laudo a consumer attached to
// a request, for a lawyer who selected that request (their own meus_casos row, OAB verified) on
// Starter or Master (DESIGN D17: the laudo of the selected cases is a paid-plan tool; the plan is
// read from the database with the case). Not a lawyer → lawyer login; free plan → 403; anything
// else (not selected, nothing attached) → 404.
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { LAWYER_LOGIN_PATH } from "~/platform/guards.server";
import type { Route } from "./+types/lawyer-laudo-route";
import { findSelectedCaseAnalysis } from "./history.server";
import { laudoResponse, textResponse } from "./laudo-response.server";

export const LAUDO_NOT_AVAILABLE = "Laudo não encontrado entre os seus casos selecionados.";
export const LAUDO_LAWYER_PLAN_ONLY =
  "A memória de cálculo dos casos selecionados é exclusiva dos planos Starter e Master do RevisaConecta.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) throw redirect(LAWYER_LOGIN_PATH);
  const found = await findSelectedCaseAnalysis(db(), viewer.user.id, params.casoId);
  if (!found.ok && found.reason === "not_found") return textResponse(LAUDO_NOT_AVAILABLE, 404);
  if (!found.ok) return textResponse(LAUDO_LAWYER_PLAN_ONLY, 403);
  const download = new URL(request.url).searchParams.has("baixar");
  return laudoResponse(found.analysis, { inline: !download });
}
