// GET /api/taxas?tipo=…&mes=YYYY-MM[&setor=…] — the public rate lookup with its certificate
// (DESIGN D8). Bad parameters answer 400 with a pt-BR message, never 500.
import { z } from "zod";
import { CONSIGNADO_SECTORS, CONTRACT_TYPES } from "~/domain/contract-types";
import { isMonthId } from "~/domain/months";
import { freshnessText, lookupRate } from "~/domain/rates";
import type { Route } from "./+types/api-taxas";
import { getRateTable } from "./rates.server";

const querySchema = z.object({
  tipo: z.enum(CONTRACT_TYPES, {
    error: `Parâmetro "tipo" inválido: use um de ${CONTRACT_TYPES.join(", ")}.`,
  }),
  mes: z
    .string({ error: 'Parâmetro "mes" obrigatório, no formato AAAA-MM (por exemplo, 2025-07).' })
    .refine((v) => isMonthId(v) && v >= "1900-01" && v <= "2100-12", {
      message: 'Parâmetro "mes" inválido: use o formato AAAA-MM (por exemplo, 2025-07).',
    }),
  setor: z
    .enum(CONSIGNADO_SECTORS, { error: `Parâmetro "setor" inválido: use um de ${CONSIGNADO_SECTORS.join(", ")}.` })
    .optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    tipo: params.get("tipo") ?? undefined,
    mes: params.get("mes") ?? undefined,
    setor: params.get("setor") || undefined,
  });
  if (!parsed.success) {
    return Response.json(
      { erro: parsed.error.issues.map((issue) => issue.message).join(" ") },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const table = await getRateTable();
  const certificado = lookupRate(table, parsed.data);
  return Response.json(
    { certificado, dadosAte: table.dadosAte, atualizacao: freshnessText(table.dadosAte) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
