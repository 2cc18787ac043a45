// /minhas-analises/:id/memoria-de-calculo.pdf (DESIGN §8.9, §8.10, D30): the memória de cálculo of
// one of the caller's analyses. Signed out → /auth; another person's id → 404; free plan → 403 (the
// figures stay on screen); no full name yet → the identification form, which comes back here.
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { isPaidTier } from "~/domain/plan-limits";
import { viewerContext } from "~/platform/context";
import { LOGIN_PATH } from "~/platform/guards.server";
import type { Route } from "./+types/memoria-route";
import { getOwnAnalysis } from "./history.server";
import { identificationPath } from "./identification-paths";
import { readIdentification } from "./identification.server";
import { laudoResponse, textResponse } from "./laudo-response.server";
import { HISTORY_MSG, LAUDO_FORBIDDEN } from "./texts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw redirect(LOGIN_PATH);
  const own = await getOwnAnalysis(db(), viewer.user.id, params.id);
  if (!own) return textResponse(HISTORY_MSG.notFound, 404);
  if (!isPaidTier(viewer.plan.tier)) return textResponse(LAUDO_FORBIDDEN, 403);
  const id = await readIdentification(db(), own.id);
  if (!id?.nomeCompleto) throw redirect(identificationPath(own.id, { toPdf: true }));
  return laudoResponse(own);
}
