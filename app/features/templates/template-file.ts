// GET|HEAD /modelos-documentos/:arquivo[?analise=<id>] — a template for subscribers (DESIGN D21).
// Without ?analise: the generated file from the 'modelos' bucket. With it: the same template
// filled with the caller's own analysis (type, month, rates), generated on the fly, never cached.
import { db } from "~/db/client.server";
import { todayBrasilia } from "~/domain/months";
import { planLockContext, viewerContext } from "~/platform/context";
import { MSG } from "~/platform/auth-messages";
import { serveStorageObject } from "~/services/storage-http.server";
import { storage } from "~/services/storage.server";
import { TEMPLATE_BY_FILE } from "../../../editorial/templates/catalogue";
import type { Route } from "./+types/template-file";
import { DOWNLOAD_MSG } from "./download";
import { fieldsFromAnalysis, templatesForType } from "./fields";
import { ANALYSIS_NOT_FOUND, findOwnAnalysis } from "./own-analysis.server";
import { fieldsFromRevision } from "./revision-fields";

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext) || !viewer.user) return text(403, MSG.paidPlanRequired);
  const template = TEMPLATE_BY_FILE.get(params.arquivo);
  if (!template) return text(404, `${DOWNLOAD_MSG.notFound}.`);

  const analiseId = new URL(request.url).searchParams.get("analise");
  if (analiseId === null)
    return serveStorageObject(request, storage(), "modelos", template.arquivo);

  const analysis = await findOwnAnalysis(db(), viewer.user.id, analiseId);
  if (!analysis) return text(404, ANALYSIS_NOT_FOUND);
  if (!templatesForType(analysis.entrada.tipo).includes(template))
    return text(404, DOWNLOAD_MSG.noTemplate);

  const fields = {
    ...fieldsFromAnalysis(analysis),
    ...fieldsFromRevision(analysis, analysis.revisao, todayBrasilia()),
  };
  // docx is loaded on the first download, not with the server (issue 26 item 4: idle memory).
  const { DOCX_CONTENT_TYPE, renderTemplateDocx } = await import("./docx.server");
  const bytes = await renderTemplateDocx(template, fields);
  const headers = {
    "Content-Type": DOCX_CONTENT_TYPE,
    "Content-Length": String(bytes.byteLength),
    "Content-Disposition": `attachment; filename="${template.slug}-personalizado.docx"`,
    // Personal data: never stored by a shared cache or the browser cache.
    "Cache-Control": "private, no-store",
  };
  return new Response(request.method === "HEAD" ? null : bytes, { status: 200, headers });
}
