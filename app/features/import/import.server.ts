// Confirming an import (DESIGN §8.13–8.15): every confirmed loan is analysed (SGS 25468 for its
// inclusion month, the INSS cap of its inclusion date) and recorded in Minhas análises, all in one
// transaction that counts as ONE analysis against the plan's monthly limit (the first record
// counts, the others carry conta_limite = false). Only the confirmed fields are stored: never the
// name, CPF or benefit number, which the browser does not even send. The recovery figures of each
// loan come from the court-grade rules (recovery) and are stored as the record page's
// recalculation stores them, so the record and its memória show the portfolio's figures.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/prepared.server";
import { userAnalyses } from "~/db/schema";
import { analyzeContract, type FullAnalysis, verdictOf } from "~/domain/analysis";
import { addMonths, monthIdToDate, startOfMonthBrasilia } from "~/domain/months";
import { formatNumber } from "~/domain/numbers";
import { paidInstallments, paidInstallmentsText } from "~/domain/prescription";
import { isProvisional } from "~/domain/rates";
import { limitReachedMessage, MONTHLY_ANALYSIS_LIMITS, type PlanTier } from "~/domain/plan-limits";
import type { Result } from "~/domain/result";
import type { AnalysisFormInput } from "~/features/analysis/analysis-schema";
import { countRecordedAnalysis, lockPlanRow } from "~/features/analysis/analysis.server";
import { buildRecord } from "~/features/analysis/record";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { getRateTable } from "~/features/rates/rates.server";
import {
  computeRevisionDetails,
  computeRmcConversion,
  loadRevisionDeps,
  type RevisionDeps,
  revisionRecord,
  rmcRecord,
} from "~/features/recovery/revision.server";
import { type RevisionInputData, revisionInputSchema } from "~/features/recovery/revision-schema";
import { loggerFor } from "~/services/logger.server";
import { IMPORT_MSG } from "./import-texts";
import type { CardSection, ConfirmedLoan, PlannedCard, PlannedLoan } from "./import-plan";

export interface ImportedLoanResult {
  id: string;
  contrato: string;
  banco: string;
  taxaMensal: number;
  taxaFonte: PlannedLoan["taxaFonte"];
  /** Which rate the verdict and the figures used, and why (`chooseContractRate`). */
  taxaFrase: string;
  titulo: string;
  frase: string;
  irregular: boolean;
  /** Compared with a month not yet published (§8.3): no figures, no memória yet. */
  provisorio: boolean;
  /** Ended or excluded in the extrato (CONTRATOS EXCLUÍDOS E ENCERRADOS). */
  encerrado: boolean;
  /** Which paid installments count for a refund, and which are prescribed (§8.1). */
  parcelasQueContam: string;
  /** Recovery figures (null while the month is provisional or the calculation cannot run). */
  pagoAMais: number | null;
  simples: number | null;
  emDobro: number | null;
}

/** An RMC/RCC card recorded from the extrato, with its conversion when the saque was given. */
export interface ImportedCardResult {
  id: string;
  secao: CardSection;
  contrato: string;
  banco: string;
  descontoMensal: number;
  /** The conversion was computed and stored with the record (the saque was given). */
  convertido: boolean;
  /** The conversion's sentence, or what is still missing. */
  frase: string;
  provisorio: boolean;
  /** Deducted beyond the payoff of the converted loan, and its refund (null without conversion). */
  pagoAMais: number | null;
  simples: number | null;
  emDobro: number | null;
}

export type ImportOutcome = Result<
  { resultados: ImportedLoanResult[]; cartoes: ImportedCardResult[]; tier: PlanTier },
  { reason: "limit"; error: string }
>;

function analysisInput(loan: PlannedLoan): AnalysisFormInput {
  return {
    tipo: "emprestimo_consignado",
    mes: loan.mes,
    setor: "inss",
    taxaContrato: loan.taxaMensal,
    taxaCalculada: loan.taxaFonte === "implicita",
    dataContrato: loan.dataInclusao,
    ...(loan.taxaFonte === "implicita"
      ? {
          descoberta: {
            valorFinanciado: loan.emprestado,
            parcela: loan.parcela,
            numeroParcelas: loan.qtdeParcelas,
            taxaMensal: loan.taxaMensal,
          },
        }
      : {}),
  };
}

class LimitReached extends Error {
  constructor(
    readonly tier: PlanTier,
    readonly used: number,
  ) {
    super("limit");
  }
}

/** The recovery inputs of a loan, as the record page's recalculation stores them. */
function revisionInputOf(planned: PlannedLoan): RevisionInputData | null {
  const parsed = revisionInputSchema.safeParse({
    tipo: "emprestimo_consignado",
    mes: planned.mes,
    setor: "inss",
    dataContrato: planned.dataInclusao,
    valorFinanciado: planned.emprestado,
    parcela: planned.parcela,
    parcelas: planned.qtdeParcelas,
    parcelasPagas: planned.pagas,
    primeiroVencimento: planned.inicioDesconto,
    ...(planned.taxaDocumento !== null ? { taxaInformada: planned.taxaDocumento } : {}),
    indice: "inpc",
  });
  return parsed.success ? parsed.data : null;
}

/** What the recalculation form of /minhas-analises/:id shows for these inputs. */
function revisionTyped(input: RevisionInputData): Record<string, string> {
  const month = (id: string) => `${id.slice(5, 7)}/${id.slice(0, 4)}`;
  return {
    valorFinanciado: formatNumber(input.valorFinanciado, 2),
    parcela: formatNumber(input.parcela, 2),
    parcelas: String(input.parcelas),
    parcelasPagas: String(input.parcelasPagas),
    primeiroVencimento: month(input.primeiroVencimento ?? addMonths(input.mes, 1)),
    indice: input.indice,
  };
}

/**
 * The court-grade figures of a loan (recovery's `computeRevisionDetails`, the same as the record
 * page's recalculation and the memória), or null when they cannot be computed: the verdict stays.
 */
function loanRevision(deps: RevisionDeps, planned: PlannedLoan) {
  const input = revisionInputOf(planned);
  if (!input) return null;
  try {
    const details = computeRevisionDetails(deps, input);
    return details.ok ? { input, details } : null;
  } catch (error) {
    loggerFor("import").warn({ err: error }, "valores de recuperação não calculados");
    return null;
  }
}

/** A card as an analysis: RMC/RCC of an INSS benefit, of its inclusion month, rate unknown. */
function cardInput(card: PlannedCard): AnalysisFormInput {
  return {
    tipo: "cartao_consignado",
    mes: card.mes,
    setor: "inss",
    taxaContrato: null,
    dataContrato: card.dataInclusao,
  };
}

/** The record page's conversion (recovery's `computeRmcConversion`) of a card with its saque. */
function cardConversion(deps: RevisionDeps, card: PlannedCard) {
  if (!card.rmc) return { details: null, erro: null };
  try {
    const details = computeRmcConversion(deps, card.rmc.input);
    return details.ok ? { details, erro: null } : { details: null, erro: details.erro };
  } catch (error) {
    loggerFor("import").warn({ err: error }, "conversão RMC/RCC não calculada");
    return { details: null, erro: null };
  }
}

export interface ImportBatch {
  loans: { planned: PlannedLoan; confirmed: ConfirmedLoan }[];
  cards?: PlannedCard[];
}

export async function runImport(
  db: Db,
  caller: { userId: string; email: string },
  { loans, cards = [] }: ImportBatch,
  now: Date = new Date(),
): Promise<ImportOutcome> {
  const [table, capRows, deps] = await Promise.all([
    getRateTable(db),
    getCapRows(db),
    loadRevisionDeps(db, now),
  ]);
  const analysed = loans.map(({ planned, confirmed }) => {
    const input = analysisInput(planned);
    const analysis: FullAnalysis = analyzeContract(table, input, capRows);
    const revision = loanRevision(deps, planned);
    return {
      planned,
      input,
      analysis,
      record: buildRecord(input, analysis, { ...confirmed }),
      revision,
      // Stored like the record page's recalculation: the memória and the lawyer's copy read it.
      revisao: revision
        ? {
            ...revisionRecord(revision.details),
            entrada: revision.input,
            digitado: revisionTyped(revision.input),
          }
        : null,
    };
  });
  const cardsAnalysed = cards.map((card) => {
    const input = cardInput(card);
    const analysis: FullAnalysis = analyzeContract(table, input, capRows);
    const conversion = cardConversion(deps, card);
    return {
      card,
      input,
      analysis,
      record: buildRecord(input, analysis, card.digitado),
      conversion,
      // Stored like the record page's conversion (intent "rmc"): the memória reads it.
      revisao:
        conversion.details && card.rmc
          ? {
              ...rmcRecord(conversion.details, card.rmc.input),
              entrada: card.rmc.input,
              digitado: card.rmc.values,
            }
          : null,
    };
  });
  const rows = [...analysed, ...cardsAnalysed];
  const monthStart = startOfMonthBrasilia(now).toISOString();
  let ids: string[];
  let tier: PlanTier;
  try {
    ({ ids, tier } = await db.transaction(async (tx) => {
      // The same lock as a dashboard analysis: this user's analyses are serialised on their row.
      const tier = await lockPlanRow(tx, caller);
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from user_analyses where user_id = ${caller.userId} and conta_limite and created_at >= ${monthStart}::timestamptz`,
        ),
      );
      const used = Number(count?.n ?? 0);
      const limit = MONTHLY_ANALYSIS_LIMITS[tier];
      if (limit !== null && used >= limit) throw new LimitReached(tier, used);
      const inserted = await tx
        .insert(userAnalyses)
        .values(
          rows.map((a, i) => ({
            userId: caller.userId,
            contractType: a.input.tipo,
            mesContrato: monthIdToDate(a.input.mes),
            taxaContrato: a.input.taxaContrato,
            abusiva: a.analysis.abusiva,
            resultado: a.record,
            revisao: a.revisao,
            contaLimite: i === 0,
            createdAt: now,
          })),
        )
        .returning({ id: userAnalyses.id });
      return { ids: inserted.map((r) => r.id), tier };
    }));
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    return { ok: false, reason: "limit", error: limitReachedMessage(error.tier, error.used)! };
  }
  for (const a of rows)
    countRecordedAnalysis(a.input.tipo, a.input.taxaContrato, a.analysis.abusiva);
  const resultados = analysed.map(({ planned, analysis, revision }, i): ImportedLoanResult => {
    const v = verdictOf(analysis);
    const revisao = revision?.details.revisao;
    const restituicao = revision?.details.restituicao;
    return {
      id: ids[i] as string,
      contrato: planned.contrato,
      banco: planned.banco,
      taxaMensal: planned.taxaMensal,
      taxaFonte: planned.taxaFonte,
      taxaFrase: planned.taxaFrase,
      titulo: v.titulo,
      frase: v.frase,
      irregular: v.irregular,
      provisorio: isProvisional(analysis.certificado),
      encerrado: planned.encerrado,
      parcelasQueContam: paidInstallmentsText(
        paidInstallments(planned.inicioDesconto, planned.pagas, deps.hoje),
      ),
      pagoAMais: revisao?.pagoAMais ?? null,
      simples: restituicao?.simples ?? null,
      emDobro: restituicao?.emDobro ?? null,
    };
  });
  const cartoes = cardsAnalysed.map(({ card, analysis, conversion }, i): ImportedCardResult => {
    const c = conversion.details?.conversao;
    return {
      id: ids[analysed.length + i] as string,
      secao: card.secao,
      contrato: card.contrato,
      banco: card.banco,
      descontoMensal: card.descontoMensal,
      convertido: Boolean(c),
      frase: c
        ? (c.textos.find((t) => t.startsWith("Convertido")) ?? c.textos.join(" "))
        : conversion.erro
          ? `${conversion.erro} ${IMPORT_MSG.cardNeedsSaque}`
          : IMPORT_MSG.cardNeedsSaque,
      provisorio: isProvisional(analysis.certificado),
      pagoAMais: c ? c.pagoAlemDaQuitacao : null,
      simples: c ? c.restituicao.simples : null,
      emDobro: c ? c.restituicao.emDobro : null,
    };
  });
  return { ok: true, resultados, cartoes, tier };
}
