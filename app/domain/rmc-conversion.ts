// RMC/RCC conversion (issue #10 item 4): the payroll-card debt rebuilt as an ordinary payroll loan.
// The amount received (saque) becomes the principal of a consignado at the INSS consignado average
// of that month (SGS 25468) or at the INSS loan cap when lower; each monthly deduction pays it like
// an installment (interest on the balance rounded to the cent, the rest amortizes). The result is
// the month the debt would have been paid off, what was deducted beyond that, and the refund.
import type { IsoDate } from "./business-days";
import { addMonths, isMonthId, type MonthId, monthLabel } from "./months";
import { formatMoney, formatRate } from "./numbers";
import { type PrescribedSummary, prescriptionText, splitPrescribed } from "./prescription";
import { computeRefund, type Overpayment, type RefundResult } from "./refund";

/** Safety bound: a debt that a deduction pays off takes fewer months than this. */
export const MAX_CONVERSION_MONTHS = 600;

export const RMC_COURTS_TEXT =
  "Quando o consumidor pensou contratar um empréstimo consignado e recebeu um cartão RMC/RCC, os tribunais costumam converter a dívida em empréstimo consignado, à taxa média do Banco Central para o consignado do INSS.";

export interface RmcConversionInput {
  /** Amount received (saque), R$. */
  valorSaque: number;
  mesSaque: MonthId;
  descontoMensal: number;
  /** Deductions made so far. */
  descontosFeitos: number;
  /** Month of the first deduction; default: the month after the saque. */
  primeiroDesconto?: MonthId;
  /** SGS 25468 of mesSaque, % a.m. */
  mediaInss: number;
  /** The INSS loan cap in force that month, % a.m., when known. */
  tetoEmprestimo?: number | null;
  /** Today in Brasília, "YYYY-MM-DD": deductions due more than 10 years before are prescribed (§8.1). */
  hoje: IsoDate;
}

export type RmcConversionResult =
  | {
      ok: true;
      taxa: number;
      baseTaxa: "media_bacen" | "teto_inss";
      /** Deductions a consignado would have needed; null when the deduction never pays it off. */
      parcelasParaQuitar: number | null;
      mesQuitacao: MonthId | null;
      quitado: boolean;
      /** Balance still owed after the deductions so far (0 once paid off). */
      saldoDevedor: number;
      totalDescontado: number;
      /** What was deducted beyond the payoff. */
      pagoAlemDaQuitacao: number;
      /** What was deducted beyond the payoff and can still be claimed (prescribed ones left out). */
      excedentes: Overpayment[];
      /** Deductions beyond the payoff due more than 10 years ago (CC art. 205). */
      prescritas: PrescribedSummary;
      restituicao: RefundResult;
      textos: string[];
    }
  | {
      ok: false;
      campo: "valorSaque" | "mesSaque" | "descontoMensal" | "descontosFeitos" | "primeiroDesconto";
      erro: string;
    };

const toCents = (value: number) => Math.round(Number((value * 100).toPrecision(15)));

export function convertRmc(input: RmcConversionInput): RmcConversionResult {
  if (!(input.valorSaque > 0))
    return {
      ok: false,
      campo: "valorSaque",
      erro: "Informe o valor recebido no saque (maior que zero).",
    };
  if (!isMonthId(input.mesSaque))
    return { ok: false, campo: "mesSaque", erro: "Informe o mês do saque no formato AAAA-MM." };
  if (!(input.descontoMensal > 0))
    return {
      ok: false,
      campo: "descontoMensal",
      erro: "Informe o valor do desconto mensal (maior que zero).",
    };
  if (
    !Number.isInteger(input.descontosFeitos) ||
    input.descontosFeitos < 0 ||
    input.descontosFeitos > MAX_CONVERSION_MONTHS
  ) {
    return {
      ok: false,
      campo: "descontosFeitos",
      erro: `Informe quantos descontos já foram feitos (um número inteiro de 0 a ${MAX_CONVERSION_MONTHS}).`,
    };
  }
  const first = input.primeiroDesconto ?? addMonths(input.mesSaque, 1);
  if (!isMonthId(first) || first < input.mesSaque) {
    return {
      ok: false,
      campo: "primeiroDesconto",
      erro: "O mês do primeiro desconto deve ser o do saque ou posterior (formato AAAA-MM).",
    };
  }
  const cap = input.tetoEmprestimo ?? null;
  const useCap = cap !== null && cap > 0 && cap < input.mediaInss;
  const taxa = useCap ? cap : input.mediaInss;
  const rate = taxa / 100;
  const deduction = toCents(input.descontoMensal);

  let balance = toCents(input.valorSaque);
  let payoff: number | null = null;
  let lastPayment = 0;
  let neverPaysOff = false;
  let balanceAfterDone: number | null = input.descontosFeitos === 0 ? balance : null;
  for (let k = 1; k <= MAX_CONVERSION_MONTHS; k++) {
    const interest = Math.round(Number((balance * rate).toPrecision(15)));
    if (balance + interest <= deduction) {
      payoff = k;
      lastPayment = balance + interest;
      balance = 0;
    } else {
      // A deduction that does not even cover the interest never pays the debt off.
      if (deduction <= interest) neverPaysOff = true;
      balance += interest - deduction;
    }
    if (k === input.descontosFeitos) balanceAfterDone = balance;
    if (payoff !== null || (neverPaysOff && k >= input.descontosFeitos)) break;
  }
  balanceAfterDone ??= 0;

  const quitado = payoff !== null && payoff <= input.descontosFeitos;
  const excedentes: Overpayment[] = [];
  if (quitado && payoff !== null) {
    excedentes.push({ mes: addMonths(first, payoff - 1), valor: (deduction - lastPayment) / 100 });
    for (let k = payoff + 1; k <= input.descontosFeitos; k++)
      excedentes.push({ mes: addMonths(first, k - 1), valor: deduction / 100 });
  }
  const split = splitPrescribed(excedentes, input.hoje);
  const restituicao = computeRefund(split.vigentes);
  const mesQuitacao = payoff !== null ? addMonths(first, payoff - 1) : null;
  const totalDescontado = (deduction * input.descontosFeitos) / 100;

  const base = useCap
    ? `ao teto legal do empréstimo consignado INSS, ${formatRate(taxa)} (menor que a média do Banco Central, ${formatRate(input.mediaInss)})`
    : `à taxa média do Banco Central para o consignado INSS (série 25468) de ${monthLabel(input.mesSaque)}, ${formatRate(taxa)}`;
  const textos = [RMC_COURTS_TEXT];
  if (payoff === null) {
    textos.push(
      neverPaysOff
        ? `Convertido em empréstimo consignado ${base}, o desconto de ${formatMoney(input.descontoMensal)} não cobre os juros do saque de ${formatMoney(input.valorSaque)}: a dívida não seria quitada.`
        : `Convertido em empréstimo consignado ${base}, o saque de ${formatMoney(input.valorSaque)} com descontos de ${formatMoney(input.descontoMensal)} não seria quitado em ${MAX_CONVERSION_MONTHS} meses.`,
    );
  } else {
    textos.push(
      `Convertido em empréstimo consignado ${base}, o saque de ${formatMoney(input.valorSaque)} com descontos de ${formatMoney(input.descontoMensal)} estaria quitado no ${payoff}º desconto, em ${monthLabel(mesQuitacao!)}.`,
    );
    textos.push(
      quitado
        ? `Depois disso foram descontados ${formatMoney(restituicao.simples + split.prescritas.valor)} a mais${split.prescritas.quantidade > 0 ? `, dos quais ${formatMoney(restituicao.simples)} ainda podem ser pedidos de volta` : ""}.`
        : `Com ${input.descontosFeitos} desconto(s) feito(s), ainda restariam ${formatMoney(balanceAfterDone / 100)} a pagar; não há valor pago a mais até agora.`,
    );
  }
  const prescribed = prescriptionText(split.prescritas, input.hoje);
  if (prescribed) textos.push(prescribed);
  return {
    ok: true,
    taxa,
    baseTaxa: useCap ? "teto_inss" : "media_bacen",
    parcelasParaQuitar: payoff,
    mesQuitacao,
    quitado,
    saldoDevedor: quitado ? 0 : balanceAfterDone / 100,
    totalDescontado,
    pagoAlemDaQuitacao: restituicao.simples,
    excedentes: split.vigentes,
    prescritas: split.prescritas,
    restituicao,
    textos,
  };
}
