// Revisional recalculation (DESIGN D29, §7.7): the contract's own Price table at its implied rate
// beside the same contract at the revised rate (the BCB average of the signing month, or the INSS
// cap when that is lower and binds), the difference per installment, what was overpaid on the
// installments already paid and what the remaining ones would save.
//
// Conventions: money is kept in integer cents inside the tables so that a table always closes at
// exactly zero; interest is rounded to the cent each month; the last installment absorbs the
// residue. Fees and insurance financed are added to the financed amount (as in SPEC §9); a tied
// insurance (Tema 972, flagged by the insurance flow) is left out of the revised principal.
import { naNas, parcelas } from "./plural";
import { priceTable as exactCentsPriceTable } from "./amortization";
import { daysOfMonth, type IsoDate } from "./business-days";
import { chooseContractRate } from "./contract-rate";
import { addMonths, isMonthId, type MonthId, monthLabel } from "./months";
import { formatMoney, formatRate } from "./numbers";
import {
  isPrescribed,
  type PrescribedSummary,
  prescriptionText,
  splitPrescribed,
} from "./prescription";
import { exactLimit, isAboveLimit, limitRateText } from "./verdict";

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
  /** A paid installment due more than 10 years before the calculation (CC art. 205). */
  prescrita?: boolean;
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
 * The contract's own table (DESIGN §8.5): the installment charged in every row, interest from the
 * balance, amortization as the difference, the residue of cents in the last row. Interest is the
 * balance × the implied rate rounded to the cent; where that rounding would carry the balance a
 * cent or more away from the exact schedule of the installment (at 15% a.m. over 48 months plain
 * rounding drifts by R$ 5), it is rounded the other way — never more than about a cent off — so
 * the last row stays within a cent of the installment.
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
  return chargedRows(cents(input.principal), input.taxa / 100, n, cents(input.parcela)).map(
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

function chargedRows(principal: number, rate: number, n: number, installment: number): CentsRow[] {
  // The exact balance after k installments is the present value of the n − k still to pay.
  const presentValue = (m: number) =>
    rate === 0 ? installment * m : (installment * -Math.expm1(-m * Math.log1p(rate))) / rate;
  const rows: CentsRow[] = [];
  let balance = principal;
  for (let k = 1; k <= n; k++) {
    let interest = roundCents(balance * rate);
    if (k === n) {
      rows.push({ juros: interest, amortizacao: balance, saldo: 0 });
      break;
    }
    const target = presentValue(n - k);
    const off = (j: number) => Math.abs(balance - (installment - j) - target);
    if (off(interest) >= 1) {
      for (const other of [interest - 1, interest + 1])
        if (off(other) < off(interest)) interest = other;
    }
    const amortization = Math.min(balance, Math.max(0, installment - interest));
    interest = installment - amortization;
    balance -= amortization;
    rows.push({ juros: interest, amortizacao: amortization, saldo: balance });
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
  /** Day of the month the installments fall due (1–31), when known: prescription then counts by day. */
  diaVencimento?: number;
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
  /** Today in Brasília, "YYYY-MM-DD": the reference of prescription (§8b.21). */
  hoje: IsoDate;
  /**
   * The rate the contract prints (% a.m.), when known: the contract is judged at it when the
   * installments agree with it (`chooseContractRate`, the verdict's own choice), else at the
   * implied rate.
   */
  taxaDocumento?: number | null;
}

export interface InstallmentDifference {
  n: number;
  vencimento: MonthId;
  /** Due day, when the due day of the month is known. */
  dia?: IsoDate;
  paga: boolean;
  /** Due more than 10 years before the calculation (CC art. 205): out of every refund figure. */
  prescrita: boolean;
  /** The installment the contract charges. */
  contrato: number;
  revisada: number;
  /** contrato − revisada, never below zero. */
  diferenca: number;
}

/** Which rate revises the contract, and why (§8.2, §8b.19, §8b.20). */
export interface RevisionCriterion {
  /** The contract is above 1,5 × the average or above the INSS cap: the interest head exists. */
  atendido: boolean;
  acimaDaMedia: boolean;
  acimaDoTeto: boolean;
  /** The rate of the revised table, % a.m. (the contract's own when the criterion fails). */
  taxa: number;
  base: "media_bacen" | "teto_inss" | "taxa_contrato";
  /** The sentence that states it. */
  texto: string;
}

/**
 * The criterion comes first (REsp 1.061.530/RS): the interest is revised only when the contract
 * rate is above 1,5 × the average of its month, or, for INSS contracts, above the legal cap. The
 * revision rate is then the average; above the cap only, the cap; above both, the lower of the two.
 * Otherwise the contract rate stays. Rates are compared, not rounded installments; at the cap a
 * contract whose installment is the cap's own, rounded to the cent, is not above it.
 */
export function revisionCriterion(input: {
  taxaContrato: number;
  mediaBacen: number;
  tetoInss?: number | null;
  /** To compare installments at the cap: principal, installment and count of the contract. */
  contrato?: { principal: number; parcela: number; parcelas: number };
}): RevisionCriterion {
  const { taxaContrato, mediaBacen } = input;
  const cap = input.tetoInss ?? null;
  const limite = exactLimit(mediaBacen);
  const acimaDaMedia = isAboveLimit(taxaContrato, limite);
  let acimaDoTeto = cap !== null && cap > 0 && isAboveLimit(taxaContrato, cap);
  if (acimaDoTeto && input.contrato) {
    const atCap = priceInstallment(input.contrato.principal, cap!, input.contrato.parcelas);
    if (atCap !== null && cents(input.contrato.parcela) <= atCap) acimaDoTeto = false;
  }
  const rateText = formatRate(taxaContrato);
  if (acimaDoTeto && (!acimaDaMedia || cap! <= mediaBacen)) {
    return {
      atendido: true,
      acimaDaMedia,
      acimaDoTeto,
      taxa: Math.min(cap!, taxaContrato),
      base: "teto_inss",
      texto: acimaDaMedia
        ? `A taxa do contrato (${rateText}) está acima do teto legal do consignado INSS (${formatRate(cap!)}) e de 1,5 vez a média do mês (${limitRateText(limite)}): revisão ao teto, o menor dos dois.`
        : `A taxa do contrato (${rateText}) está acima do teto legal do consignado INSS (${formatRate(cap!)}): revisão ao teto.`,
    };
  }
  if (acimaDaMedia) {
    return {
      atendido: true,
      acimaDaMedia,
      acimaDoTeto,
      taxa: Math.min(mediaBacen, taxaContrato),
      base: "media_bacen",
      texto: acimaDoTeto
        ? `A taxa do contrato (${rateText}) está acima de 1,5 vez a média do mês (${limitRateText(limite)}) e do teto legal do consignado INSS (${formatRate(cap!)}): revisão à média, a menor das duas.`
        : `A taxa do contrato (${rateText}) está acima de 1,5 vez a média do mês da contratação (acima de ${limitRateText(limite)}): revisão à taxa média (REsp 1.061.530/RS).`,
    };
  }
  const capText =
    cap !== null && cap > 0 ? ` nem o teto legal do consignado INSS (${formatRate(cap)})` : "";
  return {
    atendido: false,
    acimaDaMedia,
    acimaDoTeto,
    taxa: taxaContrato,
    base: "taxa_contrato",
    texto: `A taxa do contrato (${rateText}) não passa de 1,5 vez a média do mês da contratação (acima de ${limitRateText(limite)})${capText}: sem abusividade, os juros não são revistos (REsp 1.061.530/RS) e a taxa do contrato é mantida.`,
  };
}

function priceInstallment(principal: number, rate: number, n: number): number | null {
  const table = exactCentsPriceTable({ principal, taxaMensal: rate, numeroParcelas: n });
  return table.ok ? cents(table.parcela) : null;
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
      baseTaxaRevisada: RevisionCriterion["base"];
      criterio: RevisionCriterion;
      parcelaRevisada: number;
      contrato: PriceRow[];
      revisado: PriceRow[];
      diferencas: InstallmentDifference[];
      /** Σ over paid, not prescribed installments of (contract installment − revised installment of the same number), never below zero per installment. */
      pagoAMais: number;
      /** The interest head of `pagoAMais` (0 when the criterion fails). */
      jurosNoPagoAMais: number;
      /** The same over the installments still to pay. */
      economiaRestante: number;
      /** The tied insurance removed from the revised principal (0 when none). */
      seguroExcluido: number;
      /** The tied-insurance head of `pagoAMais` (Tema 972), with the interest charged on it. */
      seguroNoPagoAMais: number;
      /** Paid installments due more than 10 years ago: how many, up to which month, what they would refund. */
      prescritas: PrescribedSummary;
      /** False when there is nothing to refund by either head (criterion not met and no tied insurance). */
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

  // The verdict's rate by construction: the same function chooses it for both (issue #22 item 4).
  const rate = chooseContractRate({
    valorFinanciado: principalContrato,
    parcela: input.parcela,
    numeroParcelas: n,
    taxaDocumento: input.taxaDocumento,
  });
  if (!rate.ok) {
    const campo = rate.campo === "numeroParcelas" ? "parcelas" : rate.campo;
    return { ok: false, campo, erro: rate.erro };
  }
  const taxaContrato = rate.taxaMensal;
  const criterio = revisionCriterion({
    taxaContrato,
    mediaBacen: input.mediaBacen,
    tetoInss: input.tetoInss,
    contrato: { principal: principalContrato, parcela: input.parcela, parcelas: n },
  });
  const taxaRevisada = criterio.taxa;

  // The contract's table is the schedule the installments make: at their own (implied) rate.
  const contrato = contractTable({
    principal: principalContrato,
    taxa: rate.implicita,
    parcelas: n,
    parcela: input.parcela,
    primeiroVencimento: input.primeiroVencimento,
  });
  // Neither head (criterion not met, no tied insurance): the revised contract is the contract.
  const revises = criterio.atendido || seguroExcluido > 0;
  const revisado = revises
    ? priceTable({
        principal: principalRevisado,
        taxa: taxaRevisada,
        parcelas: n,
        primeiroVencimento: input.primeiroVencimento,
      })
    : contrato.map((row) => ({ ...row }));
  // The interest head alone: the revised rate on the contract's whole principal.
  const withInsurance =
    criterio.atendido && seguroExcluido > 0
      ? priceTable({
          principal: principalContrato,
          taxa: taxaRevisada,
          parcelas: n,
          primeiroVencimento: input.primeiroVencimento,
        })
      : revisado;
  if (contrato.length !== n || revisado.length !== n || withInsurance.length !== n) {
    return {
      ok: false,
      campo: "valorFinanciado",
      erro: "Não é possível calcular este contrato: confira o valor financiado, a parcela e o número de parcelas.",
    };
  }

  const charged = cents(input.parcela);
  const day = (month: MonthId) => dueDay(month, input.diaVencimento);
  let pago = 0;
  let juros = 0;
  let restante = 0;
  const prescribedItems: Array<{ mes: MonthId; dia?: IsoDate; valor: number }> = [];
  const diferencas = contrato.map((row, k): InstallmentDifference => {
    const revised = revisado[k]!;
    // What was charged is the contract's installment (the table's last row only closes the cents
    // of rounding the implied rate), minus the revised installment of the same number.
    const diff = revises ? Math.max(0, charged - cents(revised.parcela)) : 0;
    const interestPart = criterio.atendido
      ? Math.min(diff, Math.max(0, charged - cents(withInsurance[k]!.parcela)))
      : 0;
    const paga = row.n <= input.parcelasPagas;
    const dia = day(row.vencimento);
    const prescrita = paga && isPrescribed({ mes: row.vencimento, dia }, input.hoje);
    if (prescrita) {
      prescribedItems.push({ mes: row.vencimento, dia, valor: reais(diff) });
      row.prescrita = true;
      revised.prescrita = true;
    } else if (paga) {
      pago += diff;
      juros += interestPart;
    } else restante += diff;
    return {
      n: row.n,
      vencimento: row.vencimento,
      ...(dia ? { dia } : {}),
      paga,
      prescrita,
      contrato: input.parcela,
      revisada: revised.parcela,
      diferenca: reais(diff),
    };
  });
  const { prescritas } = splitPrescribed(prescribedItems, input.hoje);
  const pagoAMais = reais(pago);
  const economiaRestante = reais(restante);
  const haValoresARestituir = pago + restante > 0;
  const parcelaRevisada = revisado[0]?.parcela ?? 0;
  const seguroNoPagoAMais = reais(pago - juros);

  const textos: string[] = [
    input.taxaDocumento == null
      ? `Pela tabela Price, ${formatMoney(principalContrato)} em ${n} parcelas de ${formatMoney(input.parcela)} correspondem a juros de ${formatRate(taxaContrato)} (taxa do contrato).`
      : rate.frase,
  ];
  if (criterio.atendido) {
    textos.push(
      criterio.base === "teto_inss"
        ? `Recalculado ao teto legal do consignado INSS, ${formatRate(taxaRevisada)}${taxaRevisada < input.mediaBacen ? `, menor que a média do Banco Central (${formatRate(input.mediaBacen)})` : ""}: parcela de ${formatMoney(parcelaRevisada)}.`
        : `Recalculado à taxa média do Banco Central do mês da contratação, ${formatRate(taxaRevisada)}: parcela de ${formatMoney(parcelaRevisada)}.`,
    );
  } else {
    textos.push(criterio.texto);
  }
  if (seguroExcluido > 0) {
    const keeps = criterio.atendido
      ? ""
      : `, mantida a taxa do contrato (${formatRate(taxaContrato)}), pois sem abusividade a taxa não é revista: parcela de ${formatMoney(parcelaRevisada)}`;
    textos.push(
      `O seguro prestamista de ${formatMoney(seguroExcluido)}, apontado como venda casada, foi retirado do valor financiado recalculado (STJ, Tema 972; REsp 1.639.320/SP)${keeps}` +
        (input.parcelasPagas > prescritas.quantidade
          ? `; dele vêm ${formatMoney(seguroNoPagoAMais)} do valor pago a mais, com os juros cobrados sobre ele.`
          : "."),
    );
  }
  const prescriptionSentence = prescriptionText(prescritas, input.hoje);
  if (prescriptionSentence) textos.push(prescriptionSentence);
  if (!haValoresARestituir) {
    textos.push(NO_REFUND_TEXT);
  } else {
    const paid = input.parcelasPagas - prescritas.quantidade;
    textos.push(
      paid > 0
        ? `${naNas(paid)} ${parcelas(paid, "já paga")}${prescritas.quantidade > 0 ? (paid === 1 ? " e não prescrita" : " e não prescritas") : ""} (até ${monthLabel(addMonths(input.primeiroVencimento, input.parcelasPagas - 1))}) foram pagos ${formatMoney(pagoAMais)} a mais.`
        : input.parcelasPagas > 0
          ? "Todas as parcelas pagas estão prescritas: não há valor pago a mais a restituir."
          : "Nenhuma parcela paga informada: ainda não há valor pago a mais.",
    );
    if (input.parcelasPagas < n)
      textos.push(
        `${naNas(n - input.parcelasPagas)} ${parcelas(n - input.parcelasPagas, "restante")} a economia seria de ${formatMoney(economiaRestante)}.`,
      );
  }
  return {
    ok: true,
    taxaContrato,
    principalContrato,
    principalRevisado,
    taxaRevisada,
    baseTaxaRevisada: criterio.base,
    criterio,
    parcelaRevisada,
    contrato,
    revisado,
    diferencas,
    pagoAMais,
    jurosNoPagoAMais: reais(juros),
    economiaRestante,
    seguroExcluido,
    seguroNoPagoAMais,
    prescritas,
    haValoresARestituir,
    textos,
  };
}

/** The due day of a month's installment when the day is known (clamped to the month's last day). */
function dueDay(month: MonthId, day: number | undefined): IsoDate | undefined {
  if (day === undefined || !Number.isInteger(day) || day < 1 || day > 31) return undefined;
  const days = daysOfMonth(month);
  return days[Math.min(day, days.length) - 1];
}

/** The overpayments of the paid, not prescribed installments, as the refund and correction modules take them. */
export function overpayments(
  result: Extract<RevisionResult, { ok: true }>,
): Array<{ mes: MonthId; dia?: IsoDate; valor: number }> {
  return result.diferencas
    .filter((d) => d.paga && !d.prescrita && d.diferenca > 0)
    .map((d) => ({ mes: d.vencimento, ...(d.dia ? { dia: d.dia } : {}), valor: d.diferenca }));
}
