// Attaching one of the consumer's analyses to an ask-a-lawyer request (DESIGN §7.8, issue #10
// item 6): the choices offered are the caller's own analyses, and the submitted id is checked
// against the caller again on the server (another person's id is refused like an unknown one).
import type { Db } from "~/db/client.server";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import type { Result } from "~/domain/result";
import { formatDateTime } from "~/platform/dates";
import { ATTACH_ANALYSIS } from "../../../editorial/forms/lawyer-request";
import { getOwnAnalysis, listOwnAnalyses } from "./history.server";
import type { AnalysisRecord } from "~/features/analysis/record";

/** "Empréstimo Pessoal, contrato de dez/2022, análise de 23/11/2026 14:05" — names the report. */
export function analysisLabel(record: AnalysisRecord, createdAt: string): string {
  return `${CONTRACT_TYPE_LABELS[record.entrada.tipo]}, contrato de ${monthLabel(record.entrada.mes)}, análise de ${formatDateTime(createdAt)}`;
}

export async function attachableAnalyses(
  db: Db,
  userId: string,
): Promise<{ value: string; label: string }[]> {
  const analyses = await listOwnAnalyses(db, userId);
  return analyses.map((a) => ({ value: a.id, label: analysisLabel(a.record, a.createdAt) }));
}

/** No choice is `analiseId: null`; an id that is not one of the caller's analyses is refused. */
export type AttachmentOutcome = Result<
  { analiseId: string | null },
  { reason: "not_found"; message: string }
>;

const notFound = { ok: false, reason: "not_found", message: ATTACH_ANALYSIS.notFound } as const;

export async function readAttachment(
  db: Db,
  userId: string | null,
  value: FormDataEntryValue | null,
): Promise<AttachmentOutcome> {
  if (value === null || value === "") return { ok: true, analiseId: null };
  if (typeof value !== "string" || !userId) return notFound;
  const own = await getOwnAnalysis(db, userId, value);
  return own ? { ok: true, analiseId: own.id } : notFound;
}
