// The dashboard analysis on the server (SPEC §5, DESIGN D2/D8): the plan limit is checked and the
// analysis recorded in one transaction that first locks the caller's subscribers row, so N
// concurrent requests at the limit let exactly the allowed number through.
import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscribers, userAnalyses } from "~/db/schema";
import { analyzeContract, type FullAnalysis } from "~/domain/analysis";
import { monthIdToDate } from "~/domain/months";
import { canAnalyze, limitReachedMessage, normalizeTier, startOfMonthBrasilia, type PlanTier } from "~/domain/plan-limits";
import type { RateTable } from "~/domain/rates";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { buildRecord } from "~/features/history/record";
import type { AnalysisFormInput } from "./analysis-schema";
import { loggerFor } from "~/services/logger.server";
import { metrics } from "~/services/metrics.server";

export const RECORD_FAILED = "Erro ao registrar análise. Tente novamente.";
export const UNEXPECTED_FAILURE = "Ocorreu um erro ao processar sua análise. Por favor, tente novamente.";

export interface AnalysisCaller {
  userId: string;
  email: string;
}

export type AnalysisOutcome =
  | { ok: true; id: string; analysis: FullAnalysis; tier: PlanTier; usedThisMonth: number }
  | { ok: false; error: string; reason: "limit" | "record" | "unexpected" };

class LimitReached extends Error {
  constructor(readonly tier: PlanTier, readonly used: number) {
    super("limit");
  }
}
class RecordFailed extends Error {}

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
  try {
    const outcome = await db.transaction(async (tx) => {
      // The row lock serialises this user's analyses. The row exists for every signed-in user
      // (plan loading creates it); only if a race left it missing is it created here first.
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
      const tier = normalizeTier(sub?.tier);
      const [used] = await tx
        .select({ n: count() })
        .from(userAnalyses)
        .where(
          and(
            eq(userAnalyses.userId, caller.userId),
            eq(userAnalyses.contaLimite, true), // recalculations are free (DESIGN §7.6)
            gte(userAnalyses.createdAt, startOfMonthBrasilia(now)),
          ),
        );
      const usedThisMonth = used?.n ?? 0;
      if (!canAnalyze(tier, usedThisMonth)) throw new LimitReached(tier, usedThisMonth);

      let id: string;
      try {
        const [row] = await tx
          .insert(userAnalyses)
          .values({
            userId: caller.userId,
            contractType: input.tipo,
            mesContrato: monthIdToDate(input.mes),
            taxaContrato: input.taxaContrato,
            abusiva: input.taxaContrato === null ? null : analysis.abusiva,
            resultado: buildRecord(input, analysis, typed),
            createdAt: now,
          })
          .returning({ id: userAnalyses.id });
        id = row!.id;
      } catch (error) {
        loggerFor("analysis").error({ err: error }, "falha ao registrar análise");
        throw new RecordFailed();
      }
      return { ok: true as const, id, analysis, tier, usedThisMonth: usedThisMonth + 1 };
    });
    // Counted once committed (for /metrics): the type and the verdict, nothing about the person.
    const veredito = input.taxaContrato === null ? "sem_taxa" : analysis.abusiva ? "abusiva" : "nao_abusiva";
    metrics().analyses.inc({ tipo: input.tipo, veredito });
    return outcome;
  } catch (error) {
    if (error instanceof LimitReached) {
      return { ok: false, reason: "limit", error: limitReachedMessage(error.tier, error.used)! };
    }
    if (error instanceof RecordFailed) return { ok: false, reason: "record", error: RECORD_FAILED };
    loggerFor("analysis").error({ err: error }, "erro inesperado");
    return { ok: false, reason: "unexpected", error: UNEXPECTED_FAILURE };
  }
}
