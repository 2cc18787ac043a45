// POST /api/calculos/rmc — the public RMC/RCC conversion (issue #10 item 4, beside
// /api/calculos/revisao and with its rules): JSON in (`rmcInputSchema`), the card debt rebuilt as
// an INSS consignado out. Computes only and stores nothing (the per-IP counter of the rate limit
// is the only write). Bad input answers 400 with one pt-BR message per field, never 500.
import type { Route } from "./+types/api-calculos-rmc";
import { calculationJson, methodNotAllowed, readCalculation } from "./calculation-endpoint.server";
import {
  certificadoResposta,
  computeRmcConversion,
  loadRevisionDeps,
  prescritasResposta,
} from "./revision.server";
import { rmcInputSchema } from "./rmc-schema";

/** The figure keys of the answer, null while the month is provisional. */
const RMC_FIGURES = [
  "taxa",
  "baseTaxa",
  "tetoEmprestimo",
  "parcelasParaQuitar",
  "mesQuitacao",
  "quitado",
  "saldoDevedor",
  "totalDescontado",
  "pagoAlemDaQuitacao",
  "excedentes",
  "prescritas",
  "restituicao",
  "textos",
] as const;

export async function action({ request }: Route.ActionArgs) {
  const input = await readCalculation(request, "calculo-rmc", rmcInputSchema);
  if (!input.ok) return input.response;
  const deps = await loadRevisionDeps();
  const result = computeRmcConversion(deps, input.data);
  if (!result.ok && result.reason === "provisional") {
    // §8b.33: every key, figures null, until the month is published.
    const c = result.certificado;
    return calculationJson(200, {
      provisorio: true,
      mesUsado: c.mesUsado,
      aviso: result.erro,
      ...Object.fromEntries(RMC_FIGURES.map((key) => [key, null])),
      certificado: certificadoResposta(c),
    });
  }
  if (!result.ok)
    return calculationJson(400, { erro: result.erro, campos: { [result.campo]: result.erro } });
  const c = result.conversao;
  return calculationJson(200, {
    provisorio: false,
    mesUsado: result.certificado.mesUsado,
    taxa: c.taxa,
    baseTaxa: c.baseTaxa,
    certificado: certificadoResposta(result.certificado),
    tetoEmprestimo: result.teto.api,
    parcelasParaQuitar: c.parcelasParaQuitar,
    mesQuitacao: c.mesQuitacao,
    quitado: c.quitado,
    saldoDevedor: c.saldoDevedor,
    totalDescontado: c.totalDescontado,
    pagoAlemDaQuitacao: c.pagoAlemDaQuitacao,
    excedentes: c.excedentes,
    prescritas: prescritasResposta(c.prescritas, deps.hoje),
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

export const loader = methodNotAllowed;
