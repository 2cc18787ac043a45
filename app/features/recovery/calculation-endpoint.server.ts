// What the public calculation APIs (/api/calculos/revisao, /api/calculos/rmc) share: JSON only,
// an 8 KB body, 30 calls a minute per IP, one pt-BR message per field, nothing stored. Each route
// supplies its schema and its computation.
import type { ZodType } from "zod";
import { db } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { hitRateLimit, retryAfterText } from "~/services/rate-limit.server";
import { fieldErrors } from "./revision-schema";

/** A calculation body is a few hundred bytes. */
export const MAX_BODY_BYTES = 8 * 1024;
export const CALCULATION_RATE_LIMIT = { max: 30, windowMs: 60 * 1000 };

const NO_STORE = { "Cache-Control": "no-store" };
export function calculationJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export const methodNotAllowed = () =>
  calculationJson(405, { erro: "Use POST com um corpo JSON." }, { Allow: "POST" });

const tooLarge = () =>
  calculationJson(413, { erro: `O corpo passa do limite de ${MAX_BODY_BYTES / 1024} KB.` });

/** Reads and validates a calculation request; an answer to send back when it is not valid. */
export async function readCalculation<T>(
  request: Request,
  limitName: string,
  schema: ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const fail = (response: Response) => ({ ok: false as const, response });
  if (request.method !== "POST") return fail(methodNotAllowed());
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return fail(
      calculationJson(415, { erro: "Envie o corpo como JSON (Content-Type: application/json)." }),
    );
  }
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES)
    return fail(tooLarge());

  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "desconhecido";
  const limit = await hitRateLimit(db(), `${limitName}:ip:${ip}`, CALCULATION_RATE_LIMIT);
  if (!limit.ok) {
    return fail(
      calculationJson(
        429,
        {
          erro: `Muitos cálculos seguidos deste endereço. ${retryAfterText(limit.retryAfterSeconds)}`,
        },
        { "Retry-After": String(limit.retryAfterSeconds) },
      ),
    );
  }

  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return fail(tooLarge());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(
      calculationJson(400, {
        erro: "O corpo não é um JSON válido.",
        campos: { _: "O corpo não é um JSON válido." },
      }),
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const campos = fieldErrors(parsed.error);
    return fail(calculationJson(400, { erro: Object.values(campos).join(" "), campos }));
  }
  return { ok: true, data: parsed.data };
}
