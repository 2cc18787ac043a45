// POST /api/erros — the browser's error boundary reports an unexpected error here (DESIGN §7.15:
// no third-party script in the browser). The report is validated, scrubbed, rate-limited per IP
// and handed to the same error reporting as server errors (log + Sentry when configured).
import { z } from "zod";
import { db } from "~/db/client.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { reportError } from "~/services/error-reports.server";
import type { Route } from "./+types/api-erros";

const MAX_BODY_BYTES = 8 * 1024;
export const CLIENT_ERROR_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

const reportSchema = z.object({
  codigo: z.string().regex(/^c-[a-z0-9]{8,40}$/, { message: "código inválido" }),
  mensagem: z.string().max(500),
  rota: z.string().max(300).regex(/^\//, { message: "rota inválida" }),
  pilha: z.string().max(4_000).optional(),
});

export class BrowserError extends Error {
  override name = "BrowserError";
}

function answer(status: number, erro?: string): Response {
  return erro
    ? Response.json({ erro }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status: 204 });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405, "Use POST.");
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    return answer(415, "Envie o relatório como JSON.");
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return answer(413, "Relatório grande demais.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, "JSON inválido.");
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) return answer(400, "Relatório de erro inválido.");
  const ip = request.headers.get("x-client-ip") ?? "desconhecido";
  const limit = await hitRateLimit(db(), `erro-navegador:ip:${ip}`, CLIENT_ERROR_LIMIT);
  if (!limit.ok) return answer(429, "Muitos relatórios de erro. Tente mais tarde.");
  const error = new BrowserError(parsed.data.mensagem);
  error.stack = parsed.data.pilha
    ? `${error.name}: ${parsed.data.mensagem}\n${parsed.data.pilha}`
    : undefined;
  reportError(error, {
    where: `navegador ${parsed.data.rota.split("?")[0]}`,
    requestId: parsed.data.codigo,
  });
  return answer(204);
}

export function loader() {
  return answer(405, "Use POST.");
}
