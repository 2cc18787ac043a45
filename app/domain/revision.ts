// Revisional recalculation (DESIGN D29, §7.7): the contract's own Price table at its implied rate
// beside the same contract at the revised rate (the BCB average of the signing month, or the INSS
// cap when that is lower and binds), the difference per installment, what was overpaid on the
// installments already paid and what the remaining ones would save.
//
// Conventions: money is kept in integer cents inside the tables so that a table always closes at
// exactly zero; interest is rounded to the cent each month; the last installment absorbs the
// residue. Fees and insurance financed are added to the financed amount (as in SPEC §9); a tied
// insurance (Tema 972, flagged by the insurance flow) is left out of the revised principal.
import { priceTable as exactCentsPriceTable } from "./amortization";
import { impliedMonthlyRate } from "./implied-rate";
import { addMonths, isMonthId, type MonthId, monthLabel } from "./months";
import { formatMoney, formatRate } from "./numbers";

export interface PriceRow {
  /** Installment number, 1-based. */
  n: number;
  /** Due month "YYYY-MM". */
  vencimento: MonthId;
  parcela: number;
  juros: number;
  amortizacao: number;
  /** Balance after this installment. */
  saldo: number;
}

export interface PriceTableInput {
  principal: number;
  /** % a.m. (1.85 = 1,85% a.m.). */
  taxa: number;
  parcelas: number;
  /** The month the first installment falls due. */
  primeiroVencimento: MonthId;
  /** A fixed installment (the contract's); default: the annuity at `taxa`, rounded to the cent. */
  parcela?: number;
}

// toPrecision(15) drops binary noise before rounding (as numbers.ts roundTo does).
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(15)));
const reais = (value: number) => value / 100;

/**
 * The Price table of the revised contract: `amortization.ts`'s exact-cents `priceTable` (the
 * project's one implementation, DESIGN §7.7: installment rounded to the cent, the last absorbs
 * the residue, exact-balance fallback where residues explode) with each row's due month. A fixed
 * `parcela` (a contract's own installment) goes through `contractTable` instead.
 */
export function priceTable(input: PriceTableInput): PriceRow[] {
  if (input.parcela !== undefined) return contractTable({ ...input, parcela: input.parcela });
  const result = exactCentsPriceTable({
    principal: input.principal,
    taxaMensal: input.taxa,
    numeroParcelas: Math.trunc(input.parcelas),
  });
  if (!result.ok) return [];
  return result.rows.map((row) => ({
    n: row.numero,
    vencimento: addMonths(input.primeiroVencimento, row.numero - 1),
    parcela: row.parcela,
    juros: row.juros,
    amortizacao: row.amortizacao,
    saldo: row.saldo,
  }));
}

/**
 * The contract's own table: its installment at its implied rate. Rounding the interest to the
 * cent at a high implied rate compounds into reais by the last row (±R$ 5 at 15% a.m. over 48
 * months), so here each balance is the present value of the remaining installments, rounded to
 * the cent; interest is balance × rate rounded to the cent and the installment column then stays
 * within a cent of the contract's, with the last balance exactly 0.
 */
export function contractTable(input: Required<PriceTableInput>): PriceRow[] {
  const n = Math.trunc(input.parcelas);
  if (
    !(input.principal > 0) ||
    !(n >= 1) ||
    !Number.isFinite(input.taxa) ||
    input.taxa < 0 ||
    !(input.parcela > 0)
  )
    return [];
  return exactRows(cents(input.principal), input.taxa / 100, n, cents(input.parcela)).map(
    (row, k) => ({
      n: k + 1,
      vencimento: addMonths(input.primeiroVencimento, k),
      parcela: reais(row.juros + row.amortizacao),
      juros: reais(row.juros),
      amortizacao: reais(row.amortizacao),
      saldo: reais(row.saldo),
    }),
  );
}

interface CentsRow {
  juros: number;
  amortizacao: number;
  saldo: number;
}

const roundCents = (value: number) => Math.round(Number(value.toPrecision(15)));

// Each balance is the present value of the remaining installments (stable for any rate and term).
function exactRows(principal: number, rate: number, n: number, installment: number): CentsRow[] {
  const presentValue = (m: number) =>
    rate === 0 ? installment * m : (installment * -Math.expm1(-m * Math.log1p(rate))) / rate;
  const rows: CentsRow[] = [];
  let balance = principal;
  for (let k = 1; k <= n; k++) {
    const interest = roundCents(balance * rate);
    const next = k === n ? 0 : Math.max(0, Math.min(balance, roundCents(presentValue(n - k))));
    rows.push({ juros: interest, amortizacao: balance - next, saldo: next });
    balance = next;
  }
  return rows;
}

export interface RevisionInput {
  valorFinanciado: number;
  /** The contract's installment. */
  parcela: number;
  parcelas: number;
  /** Installments already paid (0 … parcelas). */
  parcelasPagas: number;
  primeiroVencimento: MonthId;
  /** Fees financed with the loan (tarifas, IOF, registro…), added to the principal. */
  tarifasFinanciadas?: number;
  /** Insurance financed with the loan, added to the principal of the contract. */
  seguroFinanciado?: number;
  /** The insurance flow flagged it as tied (venda casada, STJ Tema 972): out of the revised principal. */
  seguroVinculado?: boolean;
  /** The BCB average of the signing month, % a.m. */
  mediaBacen: number;
  /** The INSS cap that binds this contract, % a.m., when known (INSS consignado, RMC/RCC). */
  tetoInss?: number | null;
}

export interface InstallmentDifference {
  n: number;
  vencimento: MonthId;
  paga: boolean;
  /** The installment the contract charges. */
  contrato: number;
  revisada: number;
  /** contrato − revisada, never below zero. */
  diferenca: number;
}

export type RevisionResult =
  | {
      ok: true;
      /** Contract rate implied by principal, installment and count, % a.m., unrounded. */
      taxaContrato: number;
      principalContrato: number;
      principalRevisado: number;
      /** The rate of the revised table, % a.m. */
      taxaRevisada: number;
      baseTaxaRevisada: "media_bacen" | "teto_inss";
      parcelaRevisada: number;
      contrato: PriceRow[];
      revisado: PriceRow[];
      diferencas: InstallmentDifference[];
      /** Σ over paid installments of (contract installment − revised installment of the same number), never below zero per installment. */
      pagoAMais: number;
      /** The same over the installments still to pay. */
      economiaRestante: number;
      /** The tied insurance removed from the revised principal (0 when none). */
      seguroExcluido: number;
      /** The part of `pagoAMais` that comes from the tied insurance and its interest (Tema 972). */
      seguroNoPagoAMais: number;
      /** False when the contract is at or below the revised rate. */
      haValoresARestituir: boolean;
      /** The sentences that explain these figures, in pt-BR. */
      textos: string[];
    }
  | {
      ok: false;
      campo: "valorFinanciado" | "parcela" | "parcelas" | "parcelasPagas" | "primeiroVencimento";
      erro: string;
    };

export const NO_REFUND_TEXT = "Sem valores a restituir por este critério.";

export function reviseContract(input: RevisionInput): RevisionResult {
  const n = input.parcelas;
  if (!Number.isInteger(n) || n < 1 || n > 600) {
    return {
      ok: false,
      campo: "parcelas",
      erro: "Informe o número de parcelas (um número inteiro de 1 a 600).",
    };
  }
  if (
    !Number.isInteger(input.parcelasPagas) ||
    input.parcelasPagas < 0 ||
    input.parcelasPagas > n
  ) {
    return {
      ok: false,
      campo: "parcelasPagas",
      erro: `Informe as parcelas já pagas (um número inteiro de 0 a ${n}).`,
    };
  }
  if (!isMonthId(input.primeiroVencimento)) {
    return {
      ok: false,
      campo: "primeiroVencimento",
      erro: "Informe o mês do primeiro vencimento no formato AAAA-MM.",
    };
  }
  const tarifas = Math.max(0, input.tarifasFinanciadas ?? 0);
  const seguro = Math.max(0, input.seguroFinanciado ?? 0);
  const principalContrato = input.valorFinanciado + tarifas + seguro;
  const seguroExcluido = input.seguroVinculado ? seguro : 0;
  const principalRevisado = principalContrato - seguroExcluido;

  const implied = impliedMonthlyRate({
    valorFinanciado: principalContrato,
    parcela: input.parcela,
    numeroParcelas: n,
  });
  if (!implied.ok) {
    const campo = implied.campo === "numeroParcelas" ? "parcelas" : implied.campo;
    return { ok: false, campo, erro: implied.erro };
  }
  const taxaContrato = implied.taxaMensal;
  const cap = input.tetoInss ?? null;
  const useCap = cap !== null && cap > 0 && cap < input.mediaBacen;
  const taxaRevisada = useCap ? cap : input.mediaBacen;

  const contrato = contractTable({
    principal: principalContrato,
    taxa: taxaContrato,
    parcelas: n,
    parcela: input.parcela,
    primeiroVencimento: input.primeiroVencimento,
  });
  const revisado = priceTable({
    principal: principalRevisado,
    taxa: taxaRevisada,
    parcelas: n,
    primeiroVencimento: input.primeiroVencimento,
  });

  let pago = 0;
  let restante = 0;
  const diferencas = contrato.map((row, k): InstallmentDifference => {
    const revised = revisado[k]!;
    // What was charged is the contract's installment (the table's last row only closes the cents
    // of rounding the implied rate), minus the revised installment of the same number.
    const diff = Math.max(0, cents(input.parcela) - cents(revised.parcela));
    const paga = row.n <= input.parcelasPagas;
    if (paga) pago += diff;
    else restante += diff;
    return {
      n: row.n,
      vencimento: row.vencimento,
      paga,
      contrato: input.parcela,
      revisada: revised.parcela,
      diferenca: reais(diff),
    };
  });
  const pagoAMais = reais(pago);
  const economiaRestante = reais(restante);
  const haValoresARestituir = pago + restante > 0;
  const parcelaRevisada = revisado[0]?.parcela ?? 0;

  const textos: string[] = [
    `Pela tabela Price, ${formatMoney(principalContrato)} em ${n} parcelas de ${formatMoney(input.parcela)} correspondem a juros de ${formatRate(taxaContrato)} (taxa do contrato).`,
    useCap
      ? `Recalculado ao teto legal do consignado INSS, ${formatRate(taxaRevisada)}, menor que a média do Banco Central (${formatRate(input.mediaBacen)}): parcela de ${formatMoney(parcelaRevisada)}.`
      : `Recalculado à taxa média do Banco Central do mês da contratação, ${formatRate(taxaRevisada)}: parcela de ${formatMoney(parcelaRevisada)}.`,
  ];
  // Tema 972: the insurance's share of what was overpaid = the revised installments with the
  // insurance financed minus those without it, over the paid installments (never above pagoAMais).
  let seguroNoPagoAMais = 0;
  if (seguroExcluido > 0) {
    const withInsurance = priceTable({
      principal: principalContrato,
      taxa: taxaRevisada,
      parcelas: n,
      primeiroVencimento: input.primeiroVencimento,
    });
    let share = 0;
    for (let k = 0; k < input.parcelasPagas; k++) {
      share += Math.max(
        0,
        Math.min(cents(withInsurance[k]!.parcela), cents(input.parcela)) -
          cents(revisado[k]!.parcela),
      );
    }
    seguroNoPagoAMais = reais(Math.min(share, pago));
    textos.push(
      `O seguro prestamista de ${formatMoney(seguroExcluido)}, apontado como venda casada, foi retirado do valor financiado recalculado (STJ, Tema 972)` +
        (input.parcelasPagas > 0
          ? `; dele vêm ${formatMoney(seguroNoPagoAMais)} do valor pago a mais, com os juros cobrados sobre ele.`
          : "."),
    );
  }
  if (!haValoresARestituir) {
    textos.push(NO_REFUND_TEXT);
  } else {
    const paid = input.parcelasPagas;
    textos.push(
      paid > 0
        ? `Nas ${paid} parcela(s) já paga(s) (até ${monthLabel(addMonths(input.primeiroVencimento, paid - 1))}) foram pagos ${formatMoney(pagoAMais)} a mais.`
        : "Nenhuma parcela paga informada: ainda não há valor pago a mais.",
    );
    if (paid < n)
      textos.push(
        `Nas ${n - paid} parcela(s) restante(s) a economia seria de ${formatMoney(economiaRestante)}.`,
      );
  }
  return {
    ok: true,
    taxaContrato,
    principalContrato,
    principalRevisado,
    taxaRevisada,
    baseTaxaRevisada: useCap ? "teto_inss" : "media_bacen",
    parcelaRevisada,
    contrato,
    revisado,
    diferencas,
    pagoAMais,
    economiaRestante,
    seguroExcluido,
    seguroNoPagoAMais,
    haValoresARestituir,
    textos,
  };
}

/** The overpayments of the paid installments, as the refund and correction modules take them. */
export function overpayments(
  result: Extract<RevisionResult, { ok: true }>,
): Array<{ mes: MonthId; valor: number }> {
  return result.diferencas
    .filter((d) => d.paga && d.diferenca > 0)
    .map((d) => ({ mes: d.vencimento, valor: d.diferenca }));
}
