// The recovery calculation on the server (issue #10 items 2, 3, 7): gathers the BCB average of the
// signing month (in-memory rate table), the INSS cap, the IBGE indices, and runs the domain
// (revision → refund → correction). `computeRevision` answers exactly the shape of
// `POST /api/calculos/revisao`; `computeRevisionDetails` adds the sentences for screens and the PDF.
// Nothing here stores anything. Inputs that cannot be calculated are a Result with the reason
// "invalid_input", the field to blame and its pt-BR sentence.
import type { Db } from "~/db/client.server";
import { isAbusive } from "~/domain/analysis";
import type { ContractType } from "~/domain/contract-types";
import {
  CORRECTION_INDEX_LABELS,
  CORRECTION_INDICES,
  type CorrectionIndex,
  type IndexTable,
  latestIndexMonth,
} from "~/domain/correction";
import { chooseContractRate } from "~/domain/contract-rate";
import { checkInssCap, type InssCapRow, type TetoInss } from "~/domain/inss-caps";
import { addMonths, type MonthId, monthLabel, todayBrasilia } from "~/domain/months";
import { formatMoney, formatRate } from "~/domain/numbers";
import {
  isProvisional,
  lookupRate,
  type Provenance,
  provenanceOf,
  type RateCertificate,
  type RateTable,
  seriesStartRefusal,
} from "~/domain/rates";
import type { Result } from "~/domain/result";
import {
  computeRefund,
  type CorrectedRefund,
  correctedRefund,
  type RefundResult,
} from "~/domain/refund";
import {
  PRESCRIPTION_REFERENCE,
  type PrescribedSummary,
  prescriptionText,
} from "~/domain/prescription";
import {
  overpayments,
  type PriceRow,
  reviseContract,
  type RevisionCriterion,
  type RevisionResult,
} from "~/domain/revision";
import { convertRmc, type RmcConversionResult } from "~/domain/rmc-conversion";
import { provisionalSentence } from "~/domain/verdict";
import { getIndexTable } from "~/features/rates/indices.server";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { getRateTable } from "~/features/rates/rates.server";
import type { RevisionInputData } from "./revision-schema";
import type { RmcInputData } from "./rmc-schema";
import type { CorrectionView, RevisionView, RmcView } from "./revision-view";

// ---------------------------------------------------------------- the API shape (item 7, §7.5)
export interface TetoInssResposta {
  situacao: TetoInss["situacao"];
  tetos: Array<{ valor: number; ato: string; vigenciaDesde: string | null }>;
  acima: boolean | null;
}

export interface RevisaoResposta extends ProvisionalFields {
  provisorio: false;
  /** % a.m., unrounded. */
  taxaContrato: number;
  mediaBacen: number;
  /** The certificate with `procedencia` (§8.8: where the value came from, its age when > 60 days). */
  certificado: CertificadoResposta;
  razao: number;
  abusiva: boolean;
  tetoInss: TetoInssResposta;
  /** §8.2: whether the interest is revised at all, on which rate, and the sentence. */
  criterio: { atendido: boolean; base: RevisionCriterion["base"]; texto: string };
  contrato: { tabela: PriceRow[] };
  revisado: { taxa: number; parcela: number; tabela: PriceRow[] };
  /** Paid, not prescribed installments only. */
  pagoAMais: number;
  /** The heads of `pagoAMais` (§8b.19): interest (criterion) and tied insurance (Tema 972). */
  pagoAMaisPorCabeca: { juros: number; seguroVinculado: number };
  /** §8.1: paid installments due more than 10 years before the calculation, out of every refund figure. */
  prescritas: PrescritasResposta;
  restituicao: {
    simples: number;
    emDobro: number;
    corrigida: {
      indice: CorrectionIndex;
      dataCalculo: MonthId;
      simples: number;
      emDobro: number;
    } | null;
  };
}

export type CertificadoResposta = RateCertificate & { procedencia: Provenance };
export const certificadoResposta = (c: RateCertificate): CertificadoResposta => ({
  ...c,
  procedencia: provenanceOf(c),
});

export interface PrescritasResposta extends PrescribedSummary {
  /** "até a data do cálculo; o prazo conta-se até o ajuizamento da ação" (§8b.21). */
  referencia: string;
  /** The day the count was made, "AAAA-MM-DD". */
  dataReferencia: string;
}

export function prescritasResposta(summary: PrescribedSummary, hoje: string): PrescritasResposta {
  return { ...summary, referencia: PRESCRIPTION_REFERENCE, dataReferencia: hoje };
}

// ---------------------------------------------------------------- dependencies
export interface CapRequest {
  tipo: ContractType;
  setor: "inss" | "publico" | "privado" | null;
  mes: MonthId;
  dataContrato: string | null;
  taxaContrato: number;
}
export interface CapAnswer {
  api: TetoInssResposta;
  /** "Não sei" the sector: shown as information, never used to revise. */
  informativo: boolean;
  frases: string[];
}

export interface RevisionDeps {
  rates: RateTable;
  indices: IndexTable;
  caps: (request: CapRequest) => CapAnswer;
  /** Today in Brasília ("YYYY-MM-DD"): the reference of prescription (§8b.21). */
  hoje: string;
}

export async function loadRevisionDeps(db?: Db, now: Date = new Date()): Promise<RevisionDeps> {
  const [rates, indices, capRows] = await Promise.all([
    getRateTable(db),
    getIndexTable(db),
    getCapRows(db),
  ]);
  return { rates, indices, caps: capsFrom(capRows), hoje: todayBrasilia(now) };
}

/** The INSS cap check of the domain (engineer B's `checkInssCap`, DESIGN D27, §7.4–7.5) on these rows. */
export function capsFrom(rows: readonly InssCapRow[]): RevisionDeps["caps"] {
  return (request) => capAnswer(checkInssCap(rows, request));
}

/** §7.5: `{situacao, tetos: [{valor, ato, vigenciaDesde}], acima}` plus what the screens need. */
export function capAnswer(teto: TetoInss): CapAnswer {
  return {
    api: {
      situacao: teto.situacao,
      tetos: teto.tetos.map((t) => ({
        valor: t.valor,
        ato: t.ato,
        vigenciaDesde: t.vigenciaDesde,
      })),
      acima: teto.acima,
    },
    informativo: teto.informativo,
    frases: teto.frases,
  };
}

/** The cap that binds the revision: known, not informative; with several possible, the highest. */
export function bindingCap(cap: CapAnswer): number | null {
  if (cap.informativo || cap.api.tetos.length === 0) return null;
  if (
    cap.api.situacao !== "abaixo" &&
    cap.api.situacao !== "acima" &&
    cap.api.situacao !== "transicao"
  )
    return null;
  return Math.max(...cap.api.tetos.map((t) => t.valor));
}

// ---------------------------------------------------------------- the calculation
/** A notice as a sentence: one full stop, never a second after "a.m." (defaultSentence ends in a rate). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The inputs cannot be calculated: the field to blame and the sentence the person reads. A month
 * the BCB has not published yet is "provisional" (DESIGN §8.3): no revision, refund or correction,
 * only the certificate of the month used; the APIs answer it with every figure null.
 */
type InvalidInput =
  | { reason: "invalid_input"; campo: string; erro: string }
  | { reason: "provisional"; campo: string; erro: string; certificado: RateCertificate };
type Calculated<T extends object> = Result<T, InvalidInput>;

const invalid = (campo: string, erro: string): Calculated<never> => ({
  ok: false,
  reason: "invalid_input",
  campo,
  erro,
});

/** §8.3: a month before the series is refused; one not yet published is provisional. */
function monthGate(certificado: RateCertificate, campo: string): Calculated<never> | null {
  const refusal = seriesStartRefusal(certificado);
  if (refusal) return invalid(campo, refusal);
  if (isProvisional(certificado) && certificado.mesUsado) {
    return {
      ok: false,
      reason: "provisional",
      campo,
      erro: provisionalSentence(certificado.mesSolicitado, certificado.mesUsado),
      certificado,
    };
  }
  return null;
}

/** What the APIs answer for a provisional month (§8b.33): every key, figures null. */
export interface ProvisionalFields {
  provisorio: boolean;
  /** The month whose average was used (the signing month when firm). */
  mesUsado: MonthId | null;
}

export interface RevisionDetails {
  resposta: RevisaoResposta;
  revisao: Extract<RevisionResult, { ok: true }>;
  restituicao: RefundResult;
  correcao: CorrectedRefund | null;
  teto: CapAnswer;
  /** Every sentence, in reading order: rate, revision, refund, correction. */
  textos: string[];
  /** The inputs as sentences ("Parcelas já pagas: 12."), for the laudo. */
  entradas: string[];
}

export function computeRevisionDetails(
  deps: RevisionDeps,
  input: RevisionInputData,
): Calculated<RevisionDetails> {
  const setor = input.setor ?? null;
  const certificado = lookupRate(deps.rates, {
    tipo: input.tipo,
    setor: input.tipo === "emprestimo_consignado" ? (setor ?? "total") : null,
    mes: input.mes,
  });
  const gate = monthGate(certificado, "mes");
  if (gate) return gate;
  const tarifas = input.tarifasFinanciadas ?? 0;
  const seguro = input.seguroFinanciado ?? 0;
  // The verdict's choice of rate (printed when the installments agree, else implied): the cap,
  // the flag and the revision all read this one rate (issue #22 item 4).
  const rate = chooseContractRate({
    valorFinanciado: input.valorFinanciado + tarifas + seguro,
    parcela: input.parcela,
    numeroParcelas: input.parcelas,
    taxaDocumento: input.taxaInformada ?? null,
  });
  if (!rate.ok)
    return invalid(rate.campo === "numeroParcelas" ? "parcelas" : rate.campo, rate.erro);

  const teto = deps.caps({
    tipo: input.tipo,
    setor,
    mes: input.mes,
    dataContrato: input.dataContrato ?? null,
    taxaContrato: rate.taxaMensal,
  });
  const primeiroVencimento = input.primeiroVencimento ?? addMonths(input.mes, 1);
  const revisao = reviseContract({
    valorFinanciado: input.valorFinanciado,
    parcela: input.parcela,
    parcelas: input.parcelas,
    parcelasPagas: input.parcelasPagas,
    primeiroVencimento,
    tarifasFinanciadas: tarifas,
    seguroFinanciado: seguro,
    seguroVinculado: input.seguroVinculado ?? false,
    mediaBacen: certificado.valor,
    tetoInss: bindingCap(teto),
    hoje: deps.hoje,
    taxaDocumento: input.taxaInformada ?? null,
    ...(input.diaVencimento ? { diaVencimento: input.diaVencimento } : {}),
  });
  if (!revisao.ok) return invalid(revisao.campo, revisao.erro);

  const restituicao = computeRefund(overpayments(revisao));
  let correcao: CorrectedRefund | null = null;
  if (input.indice !== "nenhum") {
    const latest = latestIndexMonth(deps.indices, input.indice);
    const dataCalculo = input.dataCalculo ?? latest;
    if (!dataCalculo) {
      return invalid(
        "indice",
        `Não há dados do ${CORRECTION_INDEX_LABELS[input.indice]} carregados; escolha "nenhum" ou tente mais tarde.`,
      );
    }
    correcao = correctedRefund(restituicao, deps.indices, input.indice, dataCalculo);
    if (!correcao.ok) {
      const hint = latest ? ` Os dados vão até ${monthLabel(latest)}.` : "";
      return invalid("dataCalculo", `${correcao.erro}${hint}`);
    }
  }

  const razao = revisao.taxaContrato / certificado.valor;
  const abusiva = isAbusive(revisao.taxaContrato, certificado.valor);
  const resposta: RevisaoResposta = {
    provisorio: false,
    mesUsado: certificado.mesUsado,
    taxaContrato: revisao.taxaContrato,
    mediaBacen: certificado.valor,
    certificado: certificadoResposta(certificado),
    razao,
    abusiva,
    tetoInss: teto.api,
    criterio: {
      atendido: revisao.criterio.atendido,
      base: revisao.criterio.base,
      texto: revisao.criterio.texto,
    },
    contrato: { tabela: revisao.contrato },
    revisado: {
      taxa: revisao.taxaRevisada,
      parcela: revisao.parcelaRevisada,
      tabela: revisao.revisado,
    },
    pagoAMais: revisao.pagoAMais,
    pagoAMaisPorCabeca: {
      juros: revisao.jurosNoPagoAMais,
      seguroVinculado: revisao.seguroNoPagoAMais,
    },
    prescritas: prescritasResposta(revisao.prescritas, deps.hoje),
    restituicao: {
      simples: restituicao.simples,
      emDobro: restituicao.emDobro,
      corrigida: correcao?.ok
        ? {
            indice: correcao.indice,
            dataCalculo: correcao.dataCalculo,
            simples: correcao.simples,
            emDobro: correcao.emDobro,
          }
        : null,
    },
  };
  // The value is named with its own month (DESIGN D28), and a rate ends in "a.m." without a second stop.
  const media =
    certificado.mesUsado === null
      ? `Taxa padrão, sem dados do Banco Central: ${formatRate(certificado.valor)}`
      : `Taxa média do Banco Central (série ${certificado.serie}) de ${monthLabel(certificado.mesUsado)}: ${formatRate(certificado.valor)}`;
  const textos = [
    ...(certificado.aviso ? [asSentence(certificado.aviso)] : []),
    media,
    ...teto.frases,
    ...revisao.textos,
    ...(revisao.haValoresARestituir && restituicao.simples > 0 ? restituicao.textos : []),
    ...(correcao?.ok && restituicao.simples > 0 ? correcao.textos : []),
  ];
  const entradas = [
    `Valor financiado: ${formatMoney(input.valorFinanciado)}.`,
    ...(tarifas > 0 ? [`Tarifas financiadas: ${formatMoney(tarifas)}.`] : []),
    ...(seguro > 0
      ? [
          `Seguro financiado: ${formatMoney(seguro)}${input.seguroVinculado ? " (venda casada, Tema 972)" : ""}.`,
        ]
      : []),
    `Parcela: ${formatMoney(input.parcela)} em ${input.parcelas} parcelas, a primeira em ${monthLabel(primeiroVencimento)}.`,
    `Parcelas já pagas: ${input.parcelasPagas}.`,
    ...(input.taxaInformada
      ? [`Taxa de juros informada no documento: ${formatRate(input.taxaInformada)}.`]
      : []),
    `Mês da contratação: ${monthLabel(input.mes)}.`,
    input.indice === "nenhum"
      ? "Sem correção monetária."
      : `Correção monetária: ${CORRECTION_INDEX_LABELS[input.indice]}.`,
  ];
  return { ok: true, resposta, revisao, restituicao, correcao, teto, textos, entradas };
}

/** Exactly the `POST /api/calculos/revisao` answer, or the field that makes it impossible. */
export function computeRevision(
  deps: RevisionDeps,
  input: RevisionInputData,
): Calculated<{ resposta: RevisaoResposta | RevisaoProvisoria }> {
  const details = computeRevisionDetails(deps, input);
  if (details.ok) return { ok: true, resposta: details.resposta };
  if (details.reason !== "provisional") return details;
  const c = details.certificado;
  return {
    ok: true,
    resposta: {
      provisorio: true,
      mesUsado: c.mesUsado,
      aviso: details.erro,
      taxaContrato: null,
      mediaBacen: null,
      certificado: certificadoResposta(c),
      razao: null,
      abusiva: null,
      tetoInss: null,
      criterio: null,
      contrato: null,
      revisado: null,
      pagoAMais: null,
      pagoAMaisPorCabeca: null,
      prescritas: null,
      restituicao: null,
    },
  };
}

/** §8b.33: the revision answer for a month not yet published — same keys, figures null. */
export type RevisaoProvisoria = Record<
  Exclude<keyof RevisaoResposta, "provisorio" | "mesUsado" | "certificado">,
  null
> & { provisorio: true; mesUsado: MonthId | null; certificado: CertificadoResposta; aviso: string };

/** The shape engineer E's history stores in user_analyses.revisao (see history/revision-record.ts). */
export function revisionRecord(details: RevisionDetails) {
  return {
    entradas: details.entradas,
    resultado: {
      contrato: details.revisao.contrato,
      revisado: details.revisao.revisado,
      taxaRevisada: details.revisao.taxaRevisada,
      pagoAMais: details.revisao.pagoAMais,
      economiaRestante: details.revisao.economiaRestante,
      textos: details.textos,
    },
    restituicao: {
      simples: details.restituicao.simples,
      emDobro: details.restituicao.emDobro,
      textos: details.restituicao.textos,
    },
    correcao: details.correcao?.ok
      ? {
          titulo: `Correção monetária: ${CORRECTION_INDEX_LABELS[details.correcao.indice]} até ${monthLabel(details.correcao.dataCalculo)}`,
          textos: details.correcao.textos,
        }
      : null,
  };
}

// ---------------------------------------------------------------- the panel (revision-panel.tsx)
/** Everything the recalculation panel shows, with the correction under each index choice. */
export function revisionView(
  deps: RevisionDeps,
  input: RevisionInputData,
): Calculated<{ view: RevisionView }> {
  const base = computeRevisionDetails(deps, { ...input, indice: "nenhum", dataCalculo: undefined });
  if (!base.ok) return base;
  const { revisao, restituicao, resposta } = base;
  const correcoes = correctionViews(deps, restituicao, input.dataCalculo);
  const certificado = resposta.certificado;
  const origem =
    revisao.baseTaxaRevisada === "teto_inss"
      ? "Teto legal do consignado INSS"
      : `Média do Banco Central (série ${certificado.serie}) de ${monthLabel(certificado.mesUsado ?? input.mes)}`;
  return {
    ok: true,
    view: {
      entradas: base.entradas,
      taxaContrato: revisao.taxaContrato,
      mediaBacen: certificado.valor,
      taxaRevisadaOrigem: origem,
      taxaRevisada: revisao.taxaRevisada,
      parcelaContrato: input.parcela,
      parcelaRevisada: revisao.parcelaRevisada,
      parcelas: input.parcelas,
      parcelasPagas: input.parcelasPagas,
      pagoAMais: revisao.pagoAMais,
      economiaRestante: revisao.economiaRestante,
      haValoresARestituir: revisao.haValoresARestituir,
      criterioAtendido: revisao.criterio.atendido,
      prescritas: {
        ...revisao.prescritas,
        texto: prescriptionText(revisao.prescritas, deps.hoje),
      },
      contrato: revisao.contrato,
      revisado: revisao.revisado,
      // The refund sentences have their own section in the panel.
      textos: base.textos.filter((text) => !restituicao.textos.includes(text)),
      restituicao: {
        simples: restituicao.simples,
        emDobro: restituicao.emDobro,
        textos: restituicao.textos,
      },
      correcoes,
      indicePadrao: input.indice === "nenhum" ? "inpc" : input.indice,
    },
  };
}

// ---------------------------------------------------------------- RMC/RCC conversion (item 4)
export interface RmcConversionDetails {
  /** SGS 25468 of the saque month. */
  certificado: RateCertificate;
  /** The INSS loan cap of that month (binds when lower than the average). */
  teto: CapAnswer;
  conversao: Extract<RmcConversionResult, { ok: true }>;
  correcao: CorrectedRefund | null;
  textos: string[];
}

export function computeRmcConversion(
  deps: RevisionDeps,
  input: RmcInputData,
): Calculated<RmcConversionDetails> {
  const certificado = lookupRate(deps.rates, { tipo: "cartao_consignado", mes: input.mesSaque });
  const gate = monthGate(certificado, "mesSaque");
  if (gate) return gate;
  // The loan cap (not the card's): the debt is rebuilt as an INSS payroll loan.
  const teto = deps.caps({
    tipo: "emprestimo_consignado",
    setor: "inss",
    mes: input.mesSaque,
    dataContrato: input.dataSaque ?? null,
    taxaContrato: certificado.valor,
  });
  const conversao = convertRmc({
    valorSaque: input.valorSaque,
    mesSaque: input.mesSaque,
    descontoMensal: input.descontoMensal,
    descontosFeitos: input.descontosFeitos,
    primeiroDesconto: input.primeiroDesconto,
    mediaInss: certificado.valor,
    tetoEmprestimo: bindingCap(teto),
    hoje: deps.hoje,
  });
  if (!conversao.ok) return invalid(conversao.campo, conversao.erro);
  let correcao: CorrectedRefund | null = null;
  if (input.indice !== "nenhum") {
    const latest = latestIndexMonth(deps.indices, input.indice);
    const dataCalculo = input.dataCalculo ?? latest;
    if (!dataCalculo)
      return invalid(
        "indice",
        `Não há dados do ${CORRECTION_INDEX_LABELS[input.indice]} carregados.`,
      );
    correcao = correctedRefund(conversao.restituicao, deps.indices, input.indice, dataCalculo);
    if (!correcao.ok)
      return invalid(
        "dataCalculo",
        `${correcao.erro}${latest ? ` Os dados vão até ${monthLabel(latest)}.` : ""}`,
      );
  }
  const textos = [
    ...(certificado.aviso ? [asSentence(certificado.aviso)] : []),
    ...conversao.textos,
    ...(conversao.restituicao.simples > 0 ? conversao.restituicao.textos : []),
    ...(correcao?.ok && conversao.restituicao.simples > 0 ? correcao.textos : []),
  ];
  return { ok: true, certificado, teto, conversao, correcao, textos };
}

/** The RMC/RCC inputs as sentences, for the laudo and /verificar. */
export function rmcEntradas(input: RmcInputData): string[] {
  const first = input.primeiroDesconto ?? addMonths(input.mesSaque, 1);
  return [
    `Valor recebido no saque: ${formatMoney(input.valorSaque)}.`,
    `Mês do saque: ${monthLabel(input.mesSaque)}.`,
    `Desconto mensal: ${formatMoney(input.descontoMensal)}.`,
    `Descontos já feitos: ${input.descontosFeitos}${input.descontosFeitos > 0 ? `, o primeiro em ${monthLabel(first)}` : ""}.`,
    input.indice === "nenhum"
      ? "Sem correção monetária."
      : `Correção monetária: ${CORRECTION_INDEX_LABELS[input.indice]}.`,
  ];
}

/** What history stores in user_analyses.revisao for a card analysis (read by history/rmc-record.ts). */
export function rmcRecord(details: RmcConversionDetails, input: RmcInputData) {
  const c = details.conversao;
  return {
    tipo: "rmc" as const,
    entradas: rmcEntradas(input),
    resultado: {
      taxa: c.taxa,
      baseTaxa: c.baseTaxa,
      serie: details.certificado.serie,
      mesTaxa: details.certificado.mesUsado,
      parcelasParaQuitar: c.parcelasParaQuitar,
      mesQuitacao: c.mesQuitacao,
      quitado: c.quitado,
      saldoDevedor: c.saldoDevedor,
      descontosFeitos: input.descontosFeitos,
      totalDescontado: c.totalDescontado,
      pagoAlemDaQuitacao: c.pagoAlemDaQuitacao,
      textos: details.textos,
    },
    restituicao: {
      simples: c.restituicao.simples,
      emDobro: c.restituicao.emDobro,
      textos: c.restituicao.textos,
    },
    correcao: details.correcao?.ok
      ? {
          titulo: `Correção monetária: ${CORRECTION_INDEX_LABELS[details.correcao.indice]} até ${monthLabel(details.correcao.dataCalculo)}`,
          simples: details.correcao.simples,
          emDobro: details.correcao.emDobro,
          textos: details.correcao.textos,
        }
      : null,
  };
}

/** Everything the RMC/RCC panel shows, with the correction under each index choice. */
export function rmcView(deps: RevisionDeps, input: RmcInputData): Calculated<{ view: RmcView }> {
  const base = computeRmcConversion(deps, { ...input, indice: "nenhum", dataCalculo: undefined });
  if (!base.ok) return base;
  const { conversao, certificado } = base;
  return {
    ok: true,
    view: {
      taxa: conversao.taxa,
      taxaOrigem:
        conversao.baseTaxa === "teto_inss"
          ? "Teto legal do empréstimo consignado INSS"
          : `Média do Banco Central (série ${certificado.serie}) de ${monthLabel(certificado.mesUsado ?? input.mesSaque)}`,
      parcelasParaQuitar: conversao.parcelasParaQuitar,
      mesQuitacao: conversao.mesQuitacao,
      quitado: conversao.quitado,
      saldoDevedor: conversao.saldoDevedor,
      descontosFeitos: input.descontosFeitos,
      totalDescontado: conversao.totalDescontado,
      pagoAlemDaQuitacao: conversao.pagoAlemDaQuitacao,
      prescritas: {
        ...conversao.prescritas,
        texto: prescriptionText(conversao.prescritas, deps.hoje),
      },
      textos: base.textos.filter((text) => !conversao.restituicao.textos.includes(text)),
      restituicao: {
        simples: conversao.restituicao.simples,
        emDobro: conversao.restituicao.emDobro,
        textos: conversao.restituicao.textos,
      },
      correcoes: correctionViews(deps, conversao.restituicao, input.dataCalculo),
      indicePadrao: input.indice === "nenhum" ? "inpc" : input.indice,
    },
  };
}

function correctionViews(
  deps: RevisionDeps,
  refund: RefundResult,
  asked: MonthId | undefined,
): CorrectionView[] {
  return CORRECTION_INDICES.map((indice): CorrectionView => {
    const rotulo = CORRECTION_INDEX_LABELS[indice];
    const dataCalculo = asked ?? latestIndexMonth(deps.indices, indice);
    if (!dataCalculo)
      return { ok: false, indice, rotulo, erro: `Não há dados do ${rotulo} carregados.` };
    const corrected = correctedRefund(refund, deps.indices, indice, dataCalculo);
    return corrected.ok
      ? {
          ok: true,
          indice,
          rotulo,
          dataCalculo,
          simples: corrected.simples,
          emDobro: corrected.emDobro,
          textos: corrected.textos,
        }
      : { ok: false, indice, rotulo, erro: corrected.erro };
  });
}
