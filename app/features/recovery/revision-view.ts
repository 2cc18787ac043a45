// What the recalculation panel shows (issue #10 items 2–3): plain JSON a loader can return, built
// on the server by `revisionView` (revision.server.ts) from the same domain code as the API.
import type { CorrectionIndex } from "~/domain/correction";
import type { MonthId } from "~/domain/months";
import type { PriceRow } from "~/domain/revision";

export type CorrectionView =
  | {
      ok: true;
      indice: CorrectionIndex;
      rotulo: string;
      dataCalculo: MonthId;
      simples: number;
      emDobro: number;
      textos: string[];
    }
  | { ok: false; indice: CorrectionIndex; rotulo: string; erro: string };

export interface RevisionView {
  /** The inputs as sentences. */
  entradas: string[];
  /** % a.m., unrounded. */
  taxaContrato: number;
  mediaBacen: number;
  /** "Média do Banco Central (série 25464) de dez/2022" or the INSS cap. */
  taxaRevisadaOrigem: string;
  taxaRevisada: number;
  parcelaContrato: number;
  parcelaRevisada: number;
  parcelas: number;
  parcelasPagas: number;
  pagoAMais: number;
  economiaRestante: number;
  haValoresARestituir: boolean;
  /** §8.2: the interest is revised only above 1,5 × the average (or the INSS cap). */
  criterioAtendido: boolean;
  /** §8.1: paid installments due more than 10 years ago, shown apart and out of every refund figure. */
  prescritas: PrescritasView;
  contrato: PriceRow[];
  revisado: PriceRow[];
  /** Rate, cap and revision sentences, in reading order (the refund's are in `restituicao`). */
  textos: string[];
  restituicao: { simples: number; emDobro: number; textos: string[] };
  /** One per index choice, so the person can switch without a new request. */
  correcoes: CorrectionView[];
  /** The choice shown first (INPC unless asked otherwise). */
  indicePadrao: CorrectionIndex;
}

export interface PrescritasView {
  quantidade: number;
  ate: MonthId | null;
  valor: number;
  /** The sentence (count, month, CC art. 205, reference date), null when none. */
  texto: string | null;
}

export interface RmcView {
  taxa: number;
  /** "Média do Banco Central (série 25468) de jun/2019" or the INSS loan cap. */
  taxaOrigem: string;
  parcelasParaQuitar: number | null;
  mesQuitacao: MonthId | null;
  quitado: boolean;
  saldoDevedor: number;
  descontosFeitos: number;
  totalDescontado: number;
  pagoAlemDaQuitacao: number;
  prescritas: PrescritasView;
  /** Conversion sentences (the refund's are in `restituicao`). */
  textos: string[];
  restituicao: { simples: number; emDobro: number; textos: string[] };
  correcoes: CorrectionView[];
  indicePadrao: CorrectionIndex;
}
