// GET /api/taxas?tipo=…&mes=YYYY-MM[&setor=…][&taxa=…][&dataContrato=AAAA-MM-DD] — the public rate
// lookup with its certificate (DESIGN D8) and the INSS legal cap in the §7.5 shape (`tetoInss`;
// with `taxa` it says whether the rate is above the cap). Bad parameters answer 400 in pt-BR; so
// does a month before the series' first (§8.3: no answer from another month), naming that month.
import { z } from "zod";
import { CONSIGNADO_SECTORS, CONTRACT_TYPES } from "~/domain/contract-types";
import { isIsoDate } from "~/domain/business-days";
import { checkInssCap, tetoInssApi } from "~/domain/inss-caps";
import { isMonthId } from "~/domain/months";
import { freshnessText, lookupRate, provenanceOf, seriesStartRefusal } from "~/domain/rates";
import type { Route } from "./+types/api-taxas";
import { getCapRows } from "./inss-caps.server";
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
    .enum(CONSIGNADO_SECTORS, {
      error: `Parâmetro "setor" inválido: use um de ${CONSIGNADO_SECTORS.join(", ")}.`,
    })
    .optional(),
  taxa: z
    .string()
    .regex(
      /^\d{1,2}([.,]\d{1,6})?$/,
      'Parâmetro "taxa" inválido: use a taxa mensal em %, por exemplo 1,85 ou 1.85.',
    )
    .transform((v) => Number(v.replace(",", ".")))
    .optional(),
  dataContrato: z
    .string()
    .refine(
      isIsoDate,
      'Parâmetro "dataContrato" inválido: use o formato AAAA-MM-DD (por exemplo, 2025-04-04).',
    )
    .optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    tipo: params.get("tipo") ?? undefined,
    mes: params.get("mes") ?? undefined,
    setor: params.get("setor") || undefined,
    taxa: params.get("taxa") || undefined,
    dataContrato: params.get("dataContrato") || undefined,
  });
  if (!parsed.success) {
    return Response.json(
      { erro: parsed.error.issues.map((issue) => issue.message).join(" ") },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const [table, caps] = await Promise.all([getRateTable(), getCapRows()]);
  const certificado = lookupRate(table, parsed.data);
  const { tipo, setor, mes, taxa, dataContrato } = parsed.data;
  if (dataContrato && dataContrato.slice(0, 7) !== mes) {
    return Response.json(
      { erro: 'Parâmetro "dataContrato" fora do mês informado em "mes".' },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const refusal = seriesStartRefusal(certificado);
  if (refusal) {
    return Response.json(
      { erro: refusal, primeiroMes: certificado.primeiroMes ?? null },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const tetoInss = tetoInssApi(
    checkInssCap(caps, {
      tipo,
      setor: setor ?? null,
      mes,
      dataContrato: dataContrato ?? null,
      taxaContrato: taxa ?? null,
    }),
  );
  return Response.json(
    {
      certificado: { ...certificado, procedencia: provenanceOf(certificado) },
      tetoInss,
      dadosAte: table.dadosAte,
      atualizacao: freshnessText(table.dadosAte),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
