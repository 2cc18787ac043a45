// POST /api/calculos/rmc — the public RMC/RCC conversion (issue #10 item 4, beside
// /api/calculos/revisao and with its rules): JSON in (`rmcInputSchema`), the card debt rebuilt as
// an INSS consignado out. Computes only and stores nothing (the per-IP counter of the rate limit
// is the only write). Bad input answers 400 with one pt-BR message per field, never 500.
import { db } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { hitRateLimit, retryAfterText } from "~/features/requests/form-rate-limit.server";
import type { Route } from "./+types/api-calculos-rmc";
import { CALCULATION_RATE_LIMIT, MAX_BODY_BYTES } from "./api-calculos-revisao";
import { fieldErrors } from "./revision-schema";
import { computeRmcConversion, loadRevisionDeps } from "./revision.server";
import { rmcInputSchema } from "./rmc-schema";

const NO_STORE = { "Cache-Control": "no-store" };
function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return json(405, { erro: "Use POST com um corpo JSON." }, { Allow: "POST" });
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return json(415, { erro: "Envie o corpo como JSON (Content-Type: application/json)." });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    return json(413, { erro: `O corpo passa do limite de ${MAX_BODY_BYTES / 1024} KB.` });

  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "desconhecido";
  const limit = await hitRateLimit(db(), `calculo-rmc:ip:${ip}`, CALCULATION_RATE_LIMIT);
  if (!limit.ok) {
    return json(
      429,
      {
        erro: `Muitos cálculos seguidos deste endereço. ${retryAfterText(limit.retryAfterSeconds)}`,
      },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return json(413, { erro: `O corpo passa do limite de ${MAX_BODY_BYTES / 1024} KB.` });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, {
      erro: "O corpo não é um JSON válido.",
      campos: { _: "O corpo não é um JSON válido." },
    });
  }
  const parsed = rmcInputSchema.safeParse(body);
  if (!parsed.success) {
    const campos = fieldErrors(parsed.error);
    return json(400, { erro: Object.values(campos).join(" "), campos });
  }
  const result = computeRmcConversion(await loadRevisionDeps(), parsed.data);
  if (!result.ok) return json(400, { erro: result.erro, campos: { [result.campo]: result.erro } });
  const c = result.conversao;
  return json(200, {
    taxa: c.taxa,
    baseTaxa: c.baseTaxa,
    certificado: result.certificado,
    tetoEmprestimo: result.teto.api,
    parcelasParaQuitar: c.parcelasParaQuitar,
    mesQuitacao: c.mesQuitacao,
    quitado: c.quitado,
    saldoDevedor: c.saldoDevedor,
    totalDescontado: c.totalDescontado,
    pagoAlemDaQuitacao: c.pagoAlemDaQuitacao,
    excedentes: c.excedentes,
    restituicao: {
      simples: c.restituicao.simples,
      emDobro: c.restituicao.emDobro,
      corrigida: result.correcao?.ok
        ? {
            indice: result.correcao.indice,
            dataCalculo: result.correcao.dataCalculo,
            simples: result.correcao.simples,
            emDobro: result.correcao.emDobro,
          }
        : null,
    },
    textos: result.textos,
  });
}

export function loader() {
  return json(405, { erro: "Use POST com um corpo JSON." }, { Allow: "POST" });
}
