// The figures of an analysis's stored recovery calculation (user_analyses.revisao) as template
// fields (issue #21 item 7): the amounts of the contract, the revision rate and installment, the
// overpayment and the refund, simple and "até" double. A figure the law would not grant is never
// filled in — it stays the blank the person fills by hand:
// - a provisional analysis (§8.3) has no revision figure at all;
// - the stored figures already leave out what the criterion (§8.2) and prescription (§8.1) deny;
//   a zero is "nothing granted", never "R$ 0,00" in a claim;
// - a record stored before those rules (an interest revision without the criterion, or a paid
//   installment prescribed today that the record does not mark) fills no overpayment or refund.
import { z } from "zod";
import { isAbusive } from "~/domain/analysis";
import { impliedMonthlyRate } from "~/domain/implied-rate";
import { isMonthId } from "~/domain/months";
import { formatMoney, formatRate } from "~/domain/numbers";
import { isPrescribed } from "~/domain/prescription";
import { isProvisional } from "~/domain/rates";
import { parseStoredRevision } from "~/features/history/revision-record";
import type { Fields } from "../../../editorial/templates/documents";
import type { StoredAnalysis } from "./fields";

/** What parseStoredRevision does not expose: the inputs, the raw revision rate, the row flags. */
const storedInputs = z.object({
  entrada: z.looseObject({
    valorFinanciado: z.number(),
    parcela: z.number(),
    parcelas: z.number().int(),
    parcelasPagas: z.number().int(),
    tarifasFinanciadas: z.number().optional(),
    seguroFinanciado: z.number().optional(),
  }),
  resultado: z.looseObject({
    taxaRevisada: z.number(),
    contrato: z.array(
      z.looseObject({
        n: z.number(),
        vencimento: z.string().refine(isMonthId),
        prescrita: z.boolean().optional(),
      }),
    ),
  }),
});

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0.005;

/** The contract amounts a person typed in "Descobrir minha taxa" (facts, not claims). */
function discoveredFields(stored: StoredAnalysis): Fields {
  const d = stored.entrada.descoberta;
  if (!d) return {};
  return {
    valorFinanciado: formatMoney(d.valorFinanciado),
    parcela: formatMoney(d.parcela),
    numeroParcelas: String(d.numeroParcelas),
  };
}

/**
 * The fields the stored calculation fills, on top of fieldsFromAnalysis. `hoje` ("AAAA-MM-DD",
 * Brasília) counts prescription for records that predate it.
 */
export function fieldsFromRevision(stored: StoredAnalysis, revisao: unknown, hoje: string): Fields {
  const base = discoveredFields(stored);
  const { certificado } = stored.analise;
  if (
    isProvisional({
      caso: certificado.caso ?? "mais_recente",
      mesSolicitado: stored.entrada.mes,
      mesUsado: certificado.mesUsado ?? null,
      provisorio: certificado.provisorio,
    })
  )
    return base;
  const revision = parseStoredRevision(revisao);
  const inputs = storedInputs.safeParse(revisao);
  if (!revision || !inputs.success) return base;
  const { entrada, resultado } = inputs.data;

  const fields: Fields = {
    valorFinanciado: formatMoney(entrada.valorFinanciado),
    parcela: formatMoney(entrada.parcela),
    numeroParcelas: String(entrada.parcelas),
  };
  if (positive(entrada.seguroFinanciado))
    fields.valorSeguro = formatMoney(entrada.seguroFinanciado);

  const implied = impliedMonthlyRate({
    valorFinanciado:
      entrada.valorFinanciado + (entrada.tarifasFinanciadas ?? 0) + (entrada.seguroFinanciado ?? 0),
    parcela: entrada.parcela,
    numeroParcelas: entrada.parcelas,
  });
  if (!implied.ok) return fields;
  // The interest head: the revision rate is below the contract's (§8.2 keeps the contract rate otherwise).
  const interestRevised = resultado.taxaRevisada < implied.taxaMensal - 1e-9;
  const criterion =
    isAbusive(implied.taxaMensal, stored.analise.mediaBacen) ||
    stored.analise.tetoInss?.acima === true;
  const stale =
    (interestRevised && !criterion) ||
    resultado.contrato.some(
      (row) =>
        row.n <= entrada.parcelasPagas &&
        row.prescrita !== true &&
        isPrescribed({ mes: row.vencimento }, hoje),
    );
  if (stale) return fields;

  if (interestRevised) fields.taxaRevisada = formatRate(resultado.taxaRevisada);
  const revisedInstallment = revision.revisado[0]?.parcela;
  if (positive(revisedInstallment) && revisedInstallment < entrada.parcela - 0.005)
    fields.parcelaRevisada = formatMoney(revisedInstallment);
  if (positive(revision.pagoAMais)) fields.pagoAMais = formatMoney(revision.pagoAMais);
  const refund = revision.restituicao;
  if (refund && positive(refund.simples)) {
    fields.restituicaoSimples = formatMoney(refund.simples);
    fields.restituicaoDobro = formatMoney(Math.max(refund.emDobro, refund.simples));
  }
  return fields;
}
