// What a partner lawyer may read about a request before selecting it (DESIGN §8b.28): drawn only
// from the analysis the consumer attached, never naming the consumer. Type, signing month and
// verdict come from that record; the verdict and ratio sentences from ~/domain/verdict; the band
// from ~/domain/overpayment-band. Pure, so the card can be rendered anywhere.
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import type { ContractType } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import { overpaymentBand } from "~/domain/overpayment-band";
import { ratioSentence } from "~/domain/verdict";
import { recordVerdict } from "./laudo-content";
import type { AnalysisRecord } from "~/features/analysis/record";
import { parseStoredRevision } from "./revision-record";

export interface CaseSummary {
  tipo: ContractType;
  tipoTexto: string;
  /** "jul/2025" */
  mesContrato: string;
  /** The verdict's heading ("Indício de juros abusivos"). */
  veredito: string;
  situacao: "acima_do_teto" | "abusiva" | "dentro_do_limite" | "nao_verificada";
  /** The ratio to the average, or null without a contract rate. */
  razao: string | null;
  /** "Acima do teto legal do INSS", "Dentro do teto…", or "Não se aplica / não verificado". */
  tetoInss: string;
  /** The attached analysis is the memória de cálculo (its PDF reaches the lawyers who select). */
  memoriaAnexada: true;
  /** The estimated overpayment band, when the consumer ran the recalculation; else null. */
  faixaPagoAMais: string | null;
}

const CAP_TEXTS = {
  acima: "Taxa acima do teto legal do INSS",
  abaixo: "Taxa dentro do teto legal do INSS",
  nenhum: "Teto do INSS: não se aplica ou não verificado",
} as const;

export function caseSummary(record: AnalysisRecord, revisao: unknown): CaseSummary {
  const v = recordVerdict(record);
  const teto = (record.analise as { tetoInss?: { acima?: boolean | null } | null }).tetoInss;
  const revision = parseStoredRevision(revisao);
  return {
    tipo: record.entrada.tipo,
    tipoTexto: CONTRACT_TYPE_LABELS[record.entrada.tipo],
    mesContrato: monthLabel(record.entrada.mes),
    veredito: v.titulo,
    situacao: v.situacao,
    razao: ratioSentence(v),
    tetoInss:
      teto?.acima === true
        ? CAP_TEXTS.acima
        : teto?.acima === false
          ? CAP_TEXTS.abaixo
          : CAP_TEXTS.nenhum,
    memoriaAnexada: true,
    faixaPagoAMais: revision ? overpaymentBand(revision.pagoAMais).texto : null,
  };
}
