// The case summaries of a page of requests (DESIGN §8b.28), read in one query: only requests sent
// under the consent version that names the summary, and only from the analysis attached to them.
import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userAnalyses } from "~/db/schema";
import { LAWYER_SHARING_CONSENT_WITH_SUMMARY } from "../../../editorial/forms/lawyer-request";
import { type CaseSummary, caseSummary } from "./case-summary";
import { parseRecord } from "~/features/analysis/record";

export interface SummarySource {
  id: string;
  analiseId: string | null;
  consentimentoVersao: string | null;
}

/** Whether the consumer consented to the summary for this request. */
export const summaryConsented = (r: Pick<SummarySource, "consentimentoVersao">) =>
  r.consentimentoVersao === LAWYER_SHARING_CONSENT_WITH_SUMMARY.version;

/** request id → its summary; requests without consent or attached analysis are absent. */
export async function caseSummaries(
  db: Db,
  requests: readonly SummarySource[],
): Promise<Map<string, CaseSummary>> {
  const wanted = requests.filter(
    (r): r is SummarySource & { analiseId: string } => r.analiseId !== null && summaryConsented(r),
  );
  const out = new Map<string, CaseSummary>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({
      id: userAnalyses.id,
      resultado: userAnalyses.resultado,
      revisao: userAnalyses.revisao,
    })
    .from(userAnalyses)
    .where(
      inArray(
        userAnalyses.id,
        wanted.map((r) => r.analiseId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of wanted) {
    const row = byId.get(r.analiseId);
    const record = row ? parseRecord(row.resultado) : null;
    if (row && record) out.set(r.id, caseSummary(record, row.revisao));
  }
  return out;
}
