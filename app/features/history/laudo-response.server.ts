// The memória de cálculo as an HTTP response (DESIGN §8.9), for its owner and for a lawyer who
// selected the case. The figures are the domain's, recomputed from the stored inputs of the
// recalculation with today's reference for prescription.
import { db } from "~/db/client.server";
import { isProvisional } from "~/domain/rates";
import { env } from "~/env.server";
import { computeRevisionDetails, loadRevisionDeps } from "~/features/recovery/revision.server";
import { type RevisionInputData, revisionInputSchema } from "~/features/recovery/revision-schema";
import { ensureVerificationCode } from "./history.server";
import { readIdentification } from "./identification.server";
import { memoriaContent } from "./memoria-content";
import { renderMemoriaPdf } from "./memoria-pdf.server";
import type { AnalysisRecord } from "~/features/analysis/record";
import { canConvertRmc } from "./rmc-form";
import { PROVISIONAL_NO_PDF } from "./texts";

export function textResponse(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The stored inputs of a recalculation, when it is one the revision schema still reads. */
export function storedRevisionInput(
  record: AnalysisRecord,
  revisao: unknown,
): RevisionInputData | null {
  if (canConvertRmc(record.entrada.tipo) || !revisao || typeof revisao !== "object") return null;
  const parsed = revisionInputSchema.safeParse((revisao as { entrada?: unknown }).entrada);
  return parsed.success ? parsed.data : null;
}

export async function laudoResponse(
  analysis: { id: string; createdAt: string; record: AnalysisRecord; revisao: unknown },
  { inline = false }: { inline?: boolean } = {},
): Promise<Response> {
  // §8.3: a verdict compared with another month is provisional: no PDF until the month is published.
  if (isProvisional(analysis.record.analise.certificado))
    return textResponse(PROVISIONAL_NO_PDF, 409);
  const [codigo, identificacao, deps] = await Promise.all([
    ensureVerificationCode(db(), analysis.id),
    readIdentification(db(), analysis.id),
    loadRevisionDeps(db()),
  ]);
  const entradaRevisao = storedRevisionInput(analysis.record, analysis.revisao);
  const details = entradaRevisao ? computeRevisionDetails(deps, entradaRevisao) : null;
  const content = memoriaContent({
    codigo,
    verifyUrl: `${env().APP_URL.replace(/\/$/, "")}/verificar/${codigo}`,
    analysisCreatedAt: analysis.createdAt,
    record: analysis.record,
    revisao: analysis.revisao,
    calculo: details?.ok ? details : null,
    entradaRevisao,
    indices: deps.indices,
    identificacao: identificacao ?? {
      nomeCompleto: null,
      nomeConta: "",
      cpf: null,
      banco: null,
      numeroContrato: null,
      dataAssinatura: null,
      primeiroVencimento: null,
    },
    hoje: deps.hoje,
  });
  const pdf = await renderMemoriaPdf(content, analysis.createdAt);
  const name = `memoria-de-calculo-revisafacil-${analysis.record.entrada.mes}-${codigo.slice(0, 8).toLowerCase()}.pdf`;
  return new Response(new Uint8Array(pdf).buffer as ArrayBuffer, {
    headers: {
      "Content-Type": "application/pdf",
      // inline: the browser's PDF viewer; attachment: a download.
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
