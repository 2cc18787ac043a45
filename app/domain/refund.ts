// Refund of what was paid in excess (DESIGN D29, §7.7): simple, and "até" in double (CDC art. 42,
// parágrafo único) for payments due from 31/03/2021 on, as the STJ modulated in EAREsp 676.608/RS
// (the double applies to charges after the ruling's publication, 30/03/2021). With only a month,
// março/2021 counts as simple (we cannot tell whether the day was before or after the 31st).
// Banks contest the double refund, so it is shown as "até" (up to).
import { parcelas } from "./plural";
import {
  type CorrectionIndex,
  type CorrectionResult,
  correctAmounts,
  type IndexTable,
} from "./correction";
import { type MonthId, monthLabel } from "./months";
import { formatMoney } from "./numbers";

/** First day whose payments may be refunded in double. */
export const DOUBLE_REFUND_FROM_DAY = "2021-03-31";
/** With only a month: the first whole month after 30/03/2021. */
export const DOUBLE_REFUND_FROM_MONTH: MonthId = "2021-04";

export const DOUBLE_REFUND_TEXT =
  'A devolução em dobro do que foi cobrado indevidamente (CDC, art. 42, parágrafo único) vale, como decidiu o STJ no EAREsp 676.608/RS, para as parcelas vencidas a partir de 31/03/2021; as anteriores são devolvidas de forma simples, e o valor em dobro aparece como "até" porque os bancos costumam contestá-lo.';

export interface Overpayment {
  /** Due month "YYYY-MM". */
  mes: MonthId;
  /** Due day "YYYY-MM-DD", when known: decides março/2021 exactly. */
  dia?: string;
  valor: number;
}

export function isDoubleRefund(item: Pick<Overpayment, "mes" | "dia">): boolean {
  if (item.dia && /^\d{4}-\d{2}-\d{2}$/.test(item.dia)) return item.dia >= DOUBLE_REFUND_FROM_DAY;
  return item.mes >= DOUBLE_REFUND_FROM_MONTH;
}

export interface RefundItem extends Overpayment {
  emDobro: boolean;
  /** Refund under the double rule: 2 × valor when emDobro, else valor. */
  valorAteDobro: number;
}

export interface RefundResult {
  simples: number;
  /** "Até": double for the eligible installments, simple for the others. Never below `simples`. */
  emDobro: number;
  itens: RefundItem[];
  parcelasEmDobro: number;
  textos: string[];
}

const toCents = (value: number) => Math.round(Number((value * 100).toPrecision(15)));

/** Negative amounts are not refunds: they count as zero. */
export function computeRefund(items: readonly Overpayment[]): RefundResult {
  let simple = 0;
  let double = 0;
  const itens = items.map((item): RefundItem => {
    const value = Math.max(0, toCents(item.valor));
    const emDobro = isDoubleRefund(item);
    simple += value;
    double += emDobro ? 2 * value : value;
    return {
      ...item,
      valor: value / 100,
      emDobro,
      valorAteDobro: (emDobro ? 2 * value : value) / 100,
    };
  });
  const parcelasEmDobro = itens.filter((i) => i.emDobro && i.valor > 0).length;
  const simples = simple / 100;
  const emDobro = double / 100;
  const textos = [
    `Restituição simples: ${formatMoney(simples)}; em dobro: até ${formatMoney(emDobro)} (${parcelas(parcelasEmDobro, "vencida")} a partir de 31/03/2021).`,
    DOUBLE_REFUND_TEXT,
  ];
  return { simples, emDobro, itens, parcelasEmDobro, textos };
}

export type CorrectedRefund =
  | {
      ok: true;
      indice: CorrectionIndex;
      dataCalculo: MonthId;
      simples: number;
      emDobro: number;
      textos: string[];
    }
  | {
      ok: false;
      indice: CorrectionIndex;
      dataCalculo: MonthId;
      mesesSemDados: MonthId[];
      erro: string;
    };

/** The refund, simple and double, each amount corrected from its month to `dataCalculo`. */
export function correctedRefund(
  refund: RefundResult,
  table: IndexTable,
  indice: CorrectionIndex,
  dataCalculo: MonthId,
): CorrectedRefund {
  const simple: CorrectionResult = correctAmounts(table, indice, refund.itens, dataCalculo);
  if (!simple.ok) return simple;
  let double = 0;
  simple.itens.forEach((item, k) => {
    double += (refund.itens[k]!.emDobro ? 2 : 1) * toCents(item.corrigido);
  });
  const emDobro = double / 100;
  return {
    ok: true,
    indice,
    dataCalculo,
    simples: simple.corrigidoTotal,
    emDobro,
    textos: [
      `Com correção monetária até ${monthLabel(dataCalculo)}: simples ${formatMoney(simple.corrigidoTotal)}; em dobro, até ${formatMoney(emDobro)}.`,
      ...simple.textos,
    ],
  };
}
