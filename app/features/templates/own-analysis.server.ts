// Reads one of the caller's own analyses for a personalised template (DESIGN D21). The query is
// scoped by user id: another person's analysis id answers exactly like a missing one.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { userAnalyses } from "~/db/schema";
import { parseStoredAnalysis, type StoredAnalysis } from "./fields";

export const ANALYSIS_NOT_FOUND =
  "Análise não encontrada. Abra os modelos a partir do resultado de uma análise sua.";

const analysisId = z.uuid();

export function isAnalysisId(value: string): boolean {
  return analysisId.safeParse(value).success;
}

export async function findOwnAnalysis(
  db: Db,
  userId: string,
  id: string,
): Promise<(StoredAnalysis & { id: string; revisao: unknown }) | null> {
  if (!isAnalysisId(id)) return null;
  const [row] = await db
    .select({
      id: userAnalyses.id,
      resultado: userAnalyses.resultado,
      revisao: userAnalyses.revisao,
    })
    .from(userAnalyses)
    .where(and(eq(userAnalyses.id, id), eq(userAnalyses.userId, userId)))
    .limit(1);
  const stored = row ? parseStoredAnalysis(row.resultado) : null;
  return stored && row ? { ...stored, id: row.id, revisao: row.revisao } : null;
}
