// Confirming an import (DESIGN §8.13–8.15): every confirmed loan is analysed (SGS 25468 for its
// inclusion month, the INSS cap of its inclusion date) and recorded in Minhas análises, all in one
// transaction that counts as ONE analysis against the plan's monthly limit (the first record
// counts, the others carry conta_limite = false). Only the confirmed fields are stored: never the
// name, CPF or benefit number, which the browser does not even send. The recovery figures of each
// loan come from the court-grade rules (recovery) and are shown, not stored.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/prepared.server";
import { userAnalyses } from "~/db/schema";
import { analyzeContract, type FullAnalysis, verdictOf } from "~/domain/analysis";
import { monthIdToDate, startOfMonthBrasilia } from "~/domain/months";
import { limitReachedMessage, MONTHLY_ANALYSIS_LIMITS, type PlanTier } from "~/domain/plan-limits";
import type { Result } from "~/domain/result";
import type { AnalysisFormInput } from "~/features/analysis/analysis-schema";
import { lockPlanRow } from "~/features/analysis/analysis.server";
import { buildRecord } from "~/features/history/record";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { getRateTable } from "~/features/rates/rates.server";
import { computeRevision, loadRevisionDeps } from "~/features/recovery/revision.server";
import { loggerFor } from "~/services/logger.server";
import type { ConfirmedLoan, PlannedLoan } from "./import-plan";

export interface ImportedLoanResult {
  id: string;
  contrato: string;
  banco: string;
  taxaMensal: number;
  taxaFonte: PlannedLoan["taxaFonte"];
  titulo: string;
  frase: string;
  irregular: boolean;
  /** Recovery figures (null while the month is provisional or the calculation cannot run). */
  pagoAMais: number | null;
  simples: number | null;
  emDobro: number | null;
}

export type ImportOutcome = Result<
  { resultados: ImportedLoanResult[]; tier: PlanTier },
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

/** A loan whose figures cannot be computed still gets its verdict: the figures stay empty. */
function safeRevision(...args: Parameters<typeof computeRevision>) {
  try {
    return computeRevision(...args);
  } catch (error) {
    loggerFor("import").warn({ err: error }, "valores de recuperação não calculados");
    return null;
  }
}

export async function runImport(
  db: Db,
  caller: { userId: string; email: string },
  loans: { planned: PlannedLoan; confirmed: ConfirmedLoan }[],
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
    return { planned, input, analysis, record: buildRecord(input, analysis, { ...confirmed }) };
  });
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
          analysed.map((a, i) => ({
            userId: caller.userId,
            contractType: a.input.tipo,
            mesContrato: monthIdToDate(a.input.mes),
            taxaContrato: a.input.taxaContrato,
            abusiva: a.analysis.abusiva,
            resultado: a.record,
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
  const resultados = analysed.map(({ planned, input, analysis }, i): ImportedLoanResult => {
    const v = verdictOf(analysis);
    const revision = safeRevision(deps, {
      tipo: "emprestimo_consignado",
      mes: input.mes,
      setor: "inss",
      dataContrato: planned.dataInclusao,
      valorFinanciado: planned.emprestado,
      parcela: planned.parcela,
      parcelas: planned.qtdeParcelas,
      parcelasPagas: planned.pagas,
      primeiroVencimento: planned.inicioDesconto,
      indice: "nenhum",
    });
    const resposta = revision?.ok ? revision.resposta : null;
    return {
      id: ids[i] as string,
      contrato: planned.contrato,
      banco: planned.banco,
      taxaMensal: planned.taxaMensal,
      taxaFonte: planned.taxaFonte,
      titulo: v.titulo,
      frase: v.frase,
      irregular: v.irregular,
      pagoAMais: resposta?.pagoAMais ?? null,
      simples: resposta?.restituicao?.simples ?? null,
      emDobro: resposta?.restituicao?.emDobro ?? null,
    };
  });
  return { ok: true, resultados, tier };
}
