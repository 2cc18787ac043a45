// GET /meus-casos/:casoId/peticao-inicial.docx (issue #25 item 5): the petição inicial of a case
// the lawyer selected, generated from the attached analysis and its recalculation. Guarded like the
// lawyer's laudo: not a lawyer → lawyer login; the caller's own selected case with the OAB verified,
// else 404; free plan → 403 with the plan notice; a case the calculation does not ground → 409.
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { findSelectedCaseAnalysis } from "~/features/history/history.server";
import { viewerContext } from "~/platform/context";
import { LAWYER_LOGIN_PATH } from "~/platform/guards.server";
import type { Route } from "./+types/petition-route";
import { PETITION_TITLE, petitionBlocks } from "./petition-content";
import { PETITION_MSG, petitionData } from "./petition-data.server";

const text = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) throw redirect(LAWYER_LOGIN_PATH);
  const found = await findSelectedCaseAnalysis(db(), viewer.user.id, params.casoId);
  if (!found.ok) {
    return found.reason === "not_found"
      ? text(PETITION_MSG.notFound, 404)
      : text(PETITION_MSG.planOnly, 403);
  }
  const data = await petitionData(db(), found.analysis);
  if (!data.ok) return text(data.erro, 409);
  const content = petitionBlocks(data.input);
  if (!content.ok) return text(content.erro, 409);
  // docx is loaded on the first download, not with the server (issue 26 item 4: idle memory).
  const { DOCX_CONTENT_TYPE, renderBlocksDocx } = await import("~/features/templates/docx.server");
  const bytes = await renderBlocksDocx(
    {
      title: PETITION_TITLE,
      description: "Minuta gerada pelo RevisaConecta a partir da memória de cálculo do caso.",
    },
    content.blocks,
  );
  return new Response(bytes, {
    headers: {
      "Content-Type": DOCX_CONTENT_TYPE,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="peticao-inicial-${found.analysis.record.entrada.mes}.docx"`,
      // Personal data of a case: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
