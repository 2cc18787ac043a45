// The laudo as an HTTP response, for its owner and for a lawyer who selected the case.
import { db } from "~/db/client.server";
import { isProvisional } from "~/domain/rates";
import { env } from "~/env.server";
import { ensureVerificationCode } from "./history.server";
import { renderLaudoPdf } from "./laudo-pdf.server";
import type { AnalysisRecord } from "./record";
import { PROVISIONAL_NO_PDF } from "./texts";

export function textResponse(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function laudoResponse(
  analysis: { id: string; createdAt: string; record: AnalysisRecord; revisao: unknown },
  { inline = false }: { inline?: boolean } = {},
): Promise<Response> {
  // §8.3: a verdict compared with another month is provisional: no PDF until the month is published.
  if (isProvisional(analysis.record.analise.certificado))
    return textResponse(PROVISIONAL_NO_PDF, 409);
  const codigo = await ensureVerificationCode(db(), analysis.id);
  const pdf = await renderLaudoPdf({
    codigo,
    verifyUrl: `${env().APP_URL.replace(/\/$/, "")}/verificar/${codigo}`,
    analysisCreatedAt: analysis.createdAt,
    record: analysis.record,
    revisao: analysis.revisao,
  });
  const name = `laudo-revisafacil-${analysis.record.entrada.mes}-${codigo.slice(0, 8).toLowerCase()}.pdf`;
  return new Response(new Uint8Array(pdf).buffer as ArrayBuffer, {
    headers: {
      "Content-Type": "application/pdf",
      // inline: the browser's PDF viewer ("Ver laudo"); attachment: a download.
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
