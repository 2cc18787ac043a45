// The dashboard analysis on the server (SPEC §5, DESIGN D2/D8): the plan limit is checked and the
// analysis recorded in one transaction that first locks the caller's subscribers row, so N
// concurrent requests at the limit let exactly the allowed number through. The limit is a Result
// refusal; a failed record (RecordFailed) or any other failure is thrown, and the page answers it.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/prepared.server";
import { subscribers } from "~/db/schema";
import { analyzeContract, type FullAnalysis } from "~/domain/analysis";
import { monthIdToDate, startOfMonthBrasilia } from "~/domain/months";
import {
  limitReachedMessage,
  MONTHLY_ANALYSIS_LIMITS,
  normalizeTier,
  type PlanTier,
} from "~/domain/plan-limits";
import type { RateTable } from "~/domain/rates";
import type { Result } from "~/domain/result";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { buildRecord } from "./record";
import { type NewAnalysisRow, recordIfPremium } from "./premium-recording.server";
import type { AnalysisFormInput } from "./analysis-schema";
import { loggerFor } from "~/services/logger.server";
import { metrics } from "~/services/metrics.server";

export const RECORD_FAILED = "Erro ao registrar análise. Tente novamente.";
export const UNEXPECTED_FAILURE =
  "Ocorreu um erro ao processar sua análise. Por favor, tente novamente.";

export interface AnalysisCaller {
  userId: string;
  email: string;
  /** The plan the request's viewer read: "premium" tries the unlocked one-statement path first. */
  tier?: PlanTier;
}

/** Refused when the plan's monthly limit is reached: the sentence and the month's count. */
export type AnalysisOutcome = Result<
  { id: string; analysis: FullAnalysis; tier: PlanTier; usedThisMonth: number },
  { reason: "limit"; error: string; usedThisMonth: number }
>;

/** Thrown inside the transaction so that it rolls back; answered as the "limit" refusal. */
class LimitReached extends Error {
  constructor(
    readonly tier: PlanTier,
    readonly used: number,
  ) {
    super("limit");
  }
}
/** The analysis could not be recorded (already logged): the page answers RECORD_FAILED. */
export class RecordFailed extends Error {}

/**
 * A dashboard analysis without a contract rate (vehicle or personal loan, neither typed nor
 * discovered): shown as the spec's flow shows it (the average and the limit, "juros não
 * verificados"), but neither recorded nor counted against the plan (DESIGN §8.18, §8b.33).
 */
export async function previewAnalysis(
  db: Db,
  input: AnalysisFormInput,
  table: RateTable,
): Promise<FullAnalysis> {
  return analyzeContract(table, input, await getCapRows(db));
}

export async function runAnalysis(
  db: Db,
  caller: AnalysisCaller,
  input: AnalysisFormInput,
  table: RateTable,
  now: Date = new Date(),
  /** The form fields as typed, kept with the record (DESIGN §7.6). */
  typed: Record<string, string> = {},
): Promise<AnalysisOutcome> {
  const analysis = analyzeContract(table, input, await getCapRows(db));
  const row = {
    userId: caller.userId,
    contractType: input.tipo,
    mesContrato: monthIdToDate(input.mes),
    taxaContrato: input.taxaContrato,
    abusiva: input.taxaContrato === null ? null : analysis.abusiva,
    resultado: JSON.stringify(buildRecord(input, analysis, typed)),
    createdAt: now.toISOString(),
  };
  const monthStart = startOfMonthBrasilia(now).toISOString();
  // Premium has no limit, so nothing to lock (issue 12): one statement records the analysis if
  // the row still says Premium (a downgrade committed first makes it take the locked path).
  const fast = caller.tier === "premium" ? await recordPremium(db, row) : null;
  let outcome: AnalysisOutcome;
  try {
    outcome = fast
      ? { ...fast, analysis }
      : await db.transaction(async (tx) => {
          const tier = await lockPlanRow(tx, caller);
          // Then one statement counts this month's analyses and records this one if the plan allows.
          const limit = MONTHLY_ANALYSIS_LIMITS[tier];
          const { id, used } = await countAndRecord(tx, row, monthStart, limit);
          if (!id) throw new LimitReached(tier, used);
          return { ok: true as const, id, analysis, tier, usedThisMonth: used + 1 };
        });
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    return {
      ok: false,
      reason: "limit",
      error: limitReachedMessage(error.tier, error.used)!,
      usedThisMonth: error.used,
    };
  }
  countRecordedAnalysis(input.tipo, input.taxaContrato, analysis.abusiva);
  return outcome;
}

/**
 * Counts one recorded analysis for /metrics, once committed: the type and the verdict, nothing
 * about the person. Every recording calls it (the dashboard, each contract of an import).
 */
export function countRecordedAnalysis(
  tipo: AnalysisFormInput["tipo"],
  taxaContrato: number | null,
  abusiva: boolean,
): void {
  const veredito = taxaContrato === null ? "sem_taxa" : abusiva ? "abusiva" : "nao_abusiva";
  metrics().analyses.inc({ tipo, veredito });
}

/**
 * Locks the caller's subscriber row and reads the plan: every recording of analyses (the
 * dashboard, an import) is serialised on it. The row exists for every signed-in user (plan loading
 * creates it); only if a race left it missing is it created here first. The lock must be its own
 * statement: a statement's snapshot is taken when it starts, so a count in the same statement
 * would miss analyses committed while it waited.
 */
export async function lockPlanRow(
  tx: Db,
  caller: { userId: string; email: string },
): Promise<PlanTier> {
  const lockSubscriber = () =>
    tx
      .select({ tier: subscribers.subscriptionTier })
      .from(subscribers)
      .where(eq(subscribers.userId, caller.userId))
      .for("update");
  let [sub] = await lockSubscriber();
  if (!sub) {
    await tx
      .insert(subscribers)
      .values({ userId: caller.userId, email: caller.email })
      .onConflictDoNothing({ target: subscribers.userId });
    [sub] = await lockSubscriber();
  }
  return normalizeTier(sub?.tier);
}

type Executor = Pick<Db, "execute">;

const insertColumns = sql`insert into user_analyses (user_id, contract_type, mes_contrato, taxa_contrato, abusiva, resultado, created_at)`;
const insertValues = (r: NewAnalysisRow) =>
  sql`${r.userId}, ${r.contractType}, ${r.mesContrato}::date, ${r.taxaContrato}::numeric, ${r.abusiva}::boolean, ${r.resultado}::jsonb, ${r.createdAt}::timestamptz`;
const countedThisMonth = (r: NewAnalysisRow, monthStart: string) =>
  sql`select count(*)::int as n from user_analyses where user_id = ${r.userId} and conta_limite and created_at >= ${monthStart}::timestamptz`;

/** Counts this month's counted analyses and inserts this one when under the limit (null: none). */
async function countAndRecord(
  tx: Executor,
  r: NewAnalysisRow,
  monthStart: string,
  limit: number | null,
): Promise<{ id: string | null; used: number }> {
  let result;
  try {
    result = await tx.execute(sql`
      with used as (${countedThisMonth(r, monthStart)}),
      recorded as (
        ${insertColumns}
        select ${insertValues(r)} from used where ${limit === null ? sql`true` : sql`used.n < ${limit}`}
        returning id
      )
      select used.n as used, (select id from recorded) as id from used`);
  } catch (error) {
    loggerFor("analysis").error({ err: error }, "falha ao registrar análise");
    throw new RecordFailed();
  }
  const [out] = rowsOf<{ used: number | string; id: string | null }>(result);
  return { id: out?.id ?? null, used: Number(out?.used ?? 0) };
}

/** Premium: recorded with the analyses arriving with it, without a lock; null when not Premium. */
async function recordPremium(db: Db, r: NewAnalysisRow) {
  let id;
  try {
    id = await recordIfPremium(db, r);
  } catch (error) {
    loggerFor("analysis").error({ err: error }, "falha ao registrar análise");
    throw new RecordFailed();
  }
  if (!id) return null;
  // Unlimited: not counted (a count over every analysis of the month grew with each one).
  return { ok: true as const, id, tier: "premium" as PlanTier, usedThisMonth: 0 };
}
