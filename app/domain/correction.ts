// Monetary correction (DESIGN D29, §7.7): each amount is corrected by the accumulated monthly
// change of a price index (IBGE INPC or IPCA, monthly % as published) from the month after it was
// paid to the calculation month, inclusive. The accumulated factor is never below 1 (STJ:
// deflation does not reduce the nominal amount). A month without index data is named, never
// filled in. Juros de mora are not estimated (they run from the citação), and the texts say so.
import { addMonths, isMonthId, type MonthId, monthLabel } from "./months";
import { formatMoney } from "./numbers";

export const PRICE_INDICES = ["inpc", "ipca"] as const;
export type PriceIndex = (typeof PRICE_INDICES)[number];
/** What a person may choose: INPC, IPCA, or INPC until 08/2024 and IPCA after (Lei 14.905/2024). */
export const CORRECTION_INDICES = ["inpc", "ipca", "inpc_ipca"] as const;
export type CorrectionIndex = (typeof CORRECTION_INDICES)[number];

/** SGS codes the Banco Central publishes the IBGE indices under. */
export const PRICE_INDEX_SGS: Record<PriceIndex, number> = { inpc: 188, ipca: 433 };
/** Lei 14.905/2024 is in force from 30/08/2024; by month, IPCA applies from 09/2024 on. */
export const IPCA_DEFAULT_FROM_MONTH: MonthId = "2024-09";

export const CORRECTION_INDEX_LABELS: Record<CorrectionIndex, string> = {
  inpc: "INPC (IBGE)",
  ipca: "IPCA (IBGE)",
  inpc_ipca: "INPC até 08/2024 e IPCA depois (Lei 14.905/2024)",
};

export const LEI_14905_TEXT =
  "A Lei 14.905/2024 fez do IPCA o índice padrão de correção do Código Civil a partir de 30/08/2024 (art. 389, parágrafo único); antes, os tribunais usavam em geral o INPC.";
export const NO_DEFAULT_INTEREST_TEXT =
  "Juros de mora não foram estimados: eles dependem da data da citação no processo.";
export const PRESCRIPTION_TEXT =
  "O direito de pedir a devolução prescreve em 10 anos (Código Civil, art. 205).";

export interface IndexRow {
  indice: PriceIndex;
  mes: MonthId;
  /** The month's change, % (0.57 = 0,57%); negative in deflation. */
  variacao: number;
}

export interface IndexTable {
  series: Readonly<Record<PriceIndex, ReadonlyMap<MonthId, number>>>;
  /** Newest month per index, or null without data. */
  dadosAte: Readonly<Record<PriceIndex, MonthId | null>>;
}

export function createIndexTable(rows: readonly IndexRow[]): IndexTable {
  const series = { inpc: new Map<MonthId, number>(), ipca: new Map<MonthId, number>() };
  const dadosAte: Record<PriceIndex, MonthId | null> = { inpc: null, ipca: null };
  for (const row of rows) {
    if (!isMonthId(row.mes) || !Number.isFinite(row.variacao) || !(row.indice in series)) continue;
    series[row.indice].set(row.mes, row.variacao);
    const newest = dadosAte[row.indice];
    if (newest === null || row.mes > newest) dadosAte[row.indice] = row.mes;
  }
  return { series, dadosAte };
}

/** Which index a month uses under a choice. */
export function indexForMonth(choice: CorrectionIndex, mes: MonthId): PriceIndex {
  if (choice === "inpc_ipca") return mes < IPCA_DEFAULT_FROM_MONTH ? "inpc" : "ipca";
  return choice;
}

/** The newest month the choice can correct to (for inpc_ipca, the IPCA's newest month). */
export function latestIndexMonth(table: IndexTable, choice: CorrectionIndex): MonthId | null {
  return table.dadosAte[choice === "inpc_ipca" ? "ipca" : choice];
}

export type FactorResult =
  | { ok: true; fator: number; meses: number }
  | { ok: false; mesesSemDados: MonthId[] };

/**
 * Accumulated factor from the month after `pagamento` to `calculo` (inclusive), never below 1.
 * A payment in or after the calculation month is not corrected (factor 1, 0 months).
 */
export function correctionFactor(
  table: IndexTable,
  choice: CorrectionIndex,
  pagamento: MonthId,
  calculo: MonthId,
): FactorResult {
  let factor = 1;
  let months = 0;
  const missing: MonthId[] = [];
  for (let mes = addMonths(pagamento, 1); mes <= calculo; mes = addMonths(mes, 1)) {
    const change = table.series[indexForMonth(choice, mes)].get(mes);
    if (change === undefined) missing.push(mes);
    else factor *= 1 + change / 100;
    months++;
  }
  if (missing.length > 0) return { ok: false, mesesSemDados: missing };
  return { ok: true, fator: Math.max(1, factor), meses: months };
}

export interface CorrectedItem {
  mes: MonthId;
  valor: number;
  fator: number;
  /** valor × fator, rounded to the cent. */
  corrigido: number;
}

export type CorrectionResult =
  | {
      ok: true;
      indice: CorrectionIndex;
      dataCalculo: MonthId;
      itens: CorrectedItem[];
      total: number;
      corrigidoTotal: number;
      textos: string[];
    }
  | {
      ok: false;
      indice: CorrectionIndex;
      dataCalculo: MonthId;
      mesesSemDados: MonthId[];
      erro: string;
    };

/** Corrects each (month, amount) to the calculation month; amounts of zero stay zero. */
export function correctAmounts(
  table: IndexTable,
  choice: CorrectionIndex,
  items: ReadonlyArray<{ mes: MonthId; valor: number }>,
  dataCalculo: MonthId,
): CorrectionResult {
  // One backward pass from the calculation month: the factor of a payment in month m is the
  // product of the changes of m+1 … dataCalculo, so each month is read once (600 installments ×
  // 600 months would otherwise be 360.000 lookups per calculation).
  const earliest = items.reduce<MonthId | null>(
    (min, i) => (min === null || i.mes < min ? i.mes : min),
    null,
  );
  const rawFactor = new Map<MonthId, number>();
  const missing: MonthId[] = [];
  if (earliest !== null && earliest < dataCalculo) {
    let accumulated = 1;
    for (let mes = dataCalculo; mes > earliest; mes = addMonths(mes, -1)) {
      const change = table.series[indexForMonth(choice, mes)].get(mes);
      if (change === undefined) missing.push(mes);
      else accumulated *= 1 + change / 100;
      rawFactor.set(addMonths(mes, -1), accumulated);
    }
  }
  if (missing.length > 0) {
    const months = missing.sort();
    return {
      ok: false,
      indice: choice,
      dataCalculo,
      mesesSemDados: months,
      erro: missingDataText(choice, months),
    };
  }
  const itens: CorrectedItem[] = items.map((item) => {
    const fator = Math.max(1, rawFactor.get(item.mes) ?? 1);
    return {
      mes: item.mes,
      valor: item.valor,
      fator,
      corrigido: toCents(item.valor * fator) / 100,
    };
  });
  const total = sumCents(itens.map((i) => i.valor));
  const corrigidoTotal = sumCents(itens.map((i) => i.corrigido));
  const later = itens.filter((i) => i.mes > dataCalculo && i.valor > 0);
  return {
    ok: true,
    indice: choice,
    dataCalculo,
    itens,
    total,
    corrigidoTotal,
    textos: [
      `Correção monetária pelo ${CORRECTION_INDEX_LABELS[choice]}, do mês seguinte a cada pagamento até ${monthLabel(dataCalculo)}: ${formatMoney(total)} passam a ${formatMoney(corrigidoTotal)}. Meses de deflação não reduzem o valor pago.`,
      ...(later.length > 0
        ? [
            `${later.length} valor(es) pago(s) depois de ${monthLabel(dataCalculo)} (${formatMoney(sumCents(later.map((i) => i.valor)))}) entra(m) sem correção: o cálculo vai até ${monthLabel(dataCalculo)}, o último mês com índice publicado usado.`,
          ]
        : []),
      LEI_14905_TEXT,
      NO_DEFAULT_INTEREST_TEXT,
      PRESCRIPTION_TEXT,
    ],
  };
}

/** "Não há INPC publicado para dez/2025 e jan/2026; a correção não foi calculada." */
export function missingDataText(choice: CorrectionIndex, months: readonly MonthId[]): string {
  const names = months.map(monthLabel);
  const list =
    names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  const label = choice === "inpc_ipca" ? "índice (INPC/IPCA)" : choice.toUpperCase();
  return `Não há ${label} publicado para ${list}; a correção monetária não foi calculada (não estimamos índices).`;
}

function toCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15)));
}

function sumCents(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + toCents(v), 0) / 100;
}
