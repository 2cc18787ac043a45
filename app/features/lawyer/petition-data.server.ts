// The figures behind a selected case's petição inicial (issue #25 item 5): the recalculation
// recomputed from the inputs the consumer stored with the analysis, with today's reference for
// prescription, the way the memória de cálculo reads them (petition-content adds the court figures).
import type { Db } from "~/db/client.server";
import { isProvisional } from "~/domain/rates";
import { computeRevisionDetails, loadRevisionDeps } from "~/features/recovery/revision.server";
import { storedRevisionInput } from "~/features/history/laudo-response.server";
import type { AnalysisRecord } from "~/features/analysis/record";
import type { PetitionInput } from "./petition-content";

export const PETITION_MSG = {
  notFound: "Caso não encontrado entre os seus casos selecionados.",
  planOnly:
    "A petição inicial dos casos selecionados é exclusiva dos planos Starter e Master do RevisaConecta.",
  provisional:
    "A petição inicial fica disponível quando o Banco Central publicar a taxa média do mês da contratação; até lá o resultado da análise é provisório.",
  noCalculation:
    "A petição inicial é gerada a partir do recálculo anexado à análise (valor financiado, parcela, número de parcelas e parcelas pagas), que o cliente ainda não fez para este caso.",
  card: "A petição inicial gerada cobre contratos recalculados pela tabela Price; a conversão de cartão consignado (RMC/RCC) ainda não tem petição gerada.",
} as const;

export type PetitionData = { ok: true; input: PetitionInput } | { ok: false; erro: string };

export async function petitionData(
  db: Db,
  analysis: { record: AnalysisRecord; revisao: unknown },
): Promise<PetitionData> {
  const { tipo } = analysis.record.entrada;
  if (tipo === "cartao_consignado") return { ok: false, erro: PETITION_MSG.card };
  if (isProvisional(analysis.record.analise.certificado))
    return { ok: false, erro: PETITION_MSG.provisional };
  // The stored inputs as the memória de cálculo reads them.
  const entrada = storedRevisionInput(analysis.record, analysis.revisao);
  if (!entrada) return { ok: false, erro: PETITION_MSG.noCalculation };
  const details = computeRevisionDetails(await loadRevisionDeps(db), entrada);
  if (!details.ok)
    return {
      ok: false,
      erro: details.reason === "provisional" ? PETITION_MSG.provisional : details.erro,
    };
  return { ok: true, input: { tipo, entrada, details } };
}
