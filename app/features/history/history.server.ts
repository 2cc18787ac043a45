// "Minhas análises" (DESIGN D30, §7.6, §7.8): the caller's recorded analyses, reopened from the
// record, recalculated with newer BCB data as a new analysis that does not count against the plan
// limit, deleted by their owner, and the laudo's verification code. Every query that takes an
// analysis id is scoped to the caller: another person's id reads exactly like a missing one (a
// lookup answers null; a change or a refusal answers a Result with the reason "not_found").
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import {
  laudoVerificacoes,
  meusCasos,
  revisaconectaSubscribers,
  solicitacoesAdvocacia,
  user,
  userAnalyses,
} from "~/db/schema";
import { analyzeContract } from "~/domain/analysis";
import { compareMonths, monthIdToDate } from "~/domain/months";
import { hasLawyerTools, normalizeLawyerPlan } from "~/domain/plans";
import { lookupRate, type RateTable } from "~/domain/rates";
import type { Result } from "~/domain/result";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { type AnalysisRecord, buildRecord, parseRecord } from "~/features/analysis/record";
import { formatVerificationCode, normalizeVerificationCode } from "./verification-code";

const uuid = z.uuid();
export const isAnalysisId = (value: string) => uuid.safeParse(value).success;

export interface AnalysisListItem {
  id: string;
  createdAt: string;
  record: AnalysisRecord;
  /** The analysis this one recalculated, if any. */
  recalculoDe: string | null;
}

export async function listOwnAnalyses(db: Db, userId: string): Promise<AnalysisListItem[]> {
  const rows = await db
    .select({
      id: userAnalyses.id,
      createdAt: userAnalyses.createdAt,
      resultado: userAnalyses.resultado,
      recalculoDe: userAnalyses.recalculoDe,
    })
    .from(userAnalyses)
    .where(eq(userAnalyses.userId, userId))
    .orderBy(desc(userAnalyses.createdAt), desc(userAnalyses.id));
  return rows.flatMap((row) => {
    const record = parseRecord(row.resultado);
    return record
      ? [
          {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            record,
            recalculoDe: row.recalculoDe,
          },
        ]
      : [];
  });
}

export interface OwnAnalysis extends AnalysisListItem {
  contaLimite: boolean;
  /** The recovery calculation the owner last made (DESIGN D29), as stored. */
  revisao: unknown;
}

export async function getOwnAnalysis(
  db: Db,
  userId: string,
  id: string,
): Promise<OwnAnalysis | null> {
  if (!isAnalysisId(id)) return null;
  const [row] = await db
    .select({
      id: userAnalyses.id,
      createdAt: userAnalyses.createdAt,
      resultado: userAnalyses.resultado,
      recalculoDe: userAnalyses.recalculoDe,
      contaLimite: userAnalyses.contaLimite,
      revisao: userAnalyses.revisao,
    })
    .from(userAnalyses)
    .where(and(eq(userAnalyses.id, id), eq(userAnalyses.userId, userId)))
    .limit(1);
  const record = row ? parseRecord(row.resultado) : null;
  if (!row || !record) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), record };
}

/** Refused when the analysis is not the caller's (or does not exist). */
type NotFound = { reason: "not_found" };
const notFound = { ok: false, reason: "not_found" } as const;

/** Deletes one of the caller's analyses. */
export async function deleteOwnAnalysis(
  db: Db,
  userId: string,
  id: string,
): Promise<Result<object, NotFound>> {
  if (!isAnalysisId(id)) return notFound;
  // laudo_verificacoes.analise_id and solicitacoes_advocacia.analise_id are set to null by the
  // foreign keys: the code then reads as withdrawn and the lawyers lose the attachment.
  const deleted = await db
    .delete(userAnalyses)
    .where(and(eq(userAnalyses.id, id), eq(userAnalyses.userId, userId)))
    .returning({ id: userAnalyses.id });
  return deleted.length === 1 ? { ok: true } : notFound;
}

/** The newest month of this analysis's series in today's table, when newer than the record's. */
export function newerDataMonth(record: AnalysisRecord, table: RateTable): string | null {
  const current = lookupRate(table, {
    tipo: record.entrada.tipo,
    setor: record.entrada.setor as never,
    mes: record.entrada.mes,
  });
  const recorded = record.analise.certificado.dadosAte;
  if (!current.dadosAte) return null;
  if (recorded && compareMonths(current.dadosAte, recorded) <= 0) return null;
  return current.dadosAte;
}

export type RecalculateOutcome = Result<{ id: string }, NotFound | { reason: "no_newer_data" }>;

/**
 * DESIGN §7.6: the same recorded inputs against today's rate table, stored as a new analysis
 * that points at the old one and is not counted against the plan limit (conta_limite = false).
 */
export async function recalculateOwnAnalysis(
  db: Db,
  userId: string,
  id: string,
  table: RateTable,
  now: Date = new Date(),
): Promise<RecalculateOutcome> {
  const own = await getOwnAnalysis(db, userId, id);
  if (!own) return notFound;
  if (!newerDataMonth(own.record, table)) return { ok: false, reason: "no_newer_data" };
  const { entrada, digitado } = own.record;
  // The same rule as a fresh analysis (runAnalysis): BCB average and the INSS legal cap (D27).
  const analysis = analyzeContract(
    table,
    {
      tipo: entrada.tipo,
      setor: entrada.setor as never,
      mes: entrada.mes,
      taxaContrato: entrada.taxaContrato,
    },
    await getCapRows(db),
  );
  const [row] = await db
    .insert(userAnalyses)
    .values({
      userId,
      contractType: entrada.tipo,
      mesContrato: monthIdToDate(entrada.mes),
      taxaContrato: entrada.taxaContrato,
      abusiva: entrada.taxaContrato === null ? null : analysis.abusiva,
      resultado: buildRecord(entrada, analysis, digitado),
      contaLimite: false,
      recalculoDe: own.id,
      createdAt: now,
    })
    .returning({ id: userAnalyses.id });
  return { ok: true, id: row!.id };
}

/** Stores the owner's recovery calculation (inputs and result) with the analysis. */
export async function saveOwnRevision(
  db: Db,
  userId: string,
  id: string,
  revisao: unknown,
): Promise<Result<object, NotFound>> {
  if (!isAnalysisId(id)) return notFound;
  const updated = await db
    .update(userAnalyses)
    .set({ revisao })
    .where(and(eq(userAnalyses.id, id), eq(userAnalyses.userId, userId)))
    .returning({ id: userAnalyses.id });
  return updated.length === 1 ? { ok: true } : notFound;
}

// ---------------------------------------------------------------- verification codes (§7.8)
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** 160 random bits as 32 base32 characters (RFC 4648 alphabet, no padding). */
export function newVerificationCode(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export { formatVerificationCode, normalizeVerificationCode };

/** The analysis's code, made on first use (one per analysis, kept after the analysis is deleted). */
export async function ensureVerificationCode(db: Db, analysisId: string): Promise<string> {
  await db
    .insert(laudoVerificacoes)
    .values({ codigo: newVerificationCode(), analiseId: analysisId })
    .onConflictDoNothing({
      target: laudoVerificacoes.analiseId,
    });
  const [row] = await db
    .select({ codigo: laudoVerificacoes.codigo })
    .from(laudoVerificacoes)
    .where(eq(laudoVerificacoes.analiseId, analysisId));
  return row!.codigo;
}

export type Verification =
  | {
      status: "valido";
      codigo: string;
      /** The owner's first name only (DESIGN D30). */
      primeiroNome: string | null;
      analysisCreatedAt: string;
      record: AnalysisRecord;
      revisao: unknown;
    }
  | { status: "retirado"; codigo: string }
  | { status: "desconhecido" };

export async function findVerification(db: Db, text: string): Promise<Verification> {
  const codigo = normalizeVerificationCode(text);
  if (!codigo) return { status: "desconhecido" };
  const [row] = await db
    .select({
      analiseId: laudoVerificacoes.analiseId,
      createdAt: userAnalyses.createdAt,
      resultado: userAnalyses.resultado,
      revisao: userAnalyses.revisao,
      name: user.name,
      nomeCompleto: user.nomeCompleto,
    })
    .from(laudoVerificacoes)
    .leftJoin(userAnalyses, eq(userAnalyses.id, laudoVerificacoes.analiseId))
    .leftJoin(user, eq(user.id, userAnalyses.userId))
    .where(eq(laudoVerificacoes.codigo, codigo))
    .limit(1);
  if (!row) return { status: "desconhecido" };
  const record = row.resultado ? parseRecord(row.resultado) : null;
  if (!row.analiseId || !record || !row.createdAt) return { status: "retirado", codigo };
  return {
    status: "valido",
    codigo,
    // §8b.34: the first name only (of the full name when given); never the CPF.
    primeiroNome: firstName(row.nomeCompleto ?? row.name),
    analysisCreatedAt: row.createdAt.toISOString(),
    record,
    revisao: row.revisao,
  };
}

export function firstName(name: string | null | undefined): string | null {
  const first = (name ?? "").trim().split(/\s+/)[0];
  return first ? first : null;
}

// ---------------------------------------------------------------- the lawyer's copy (§7.8)
/**
 * The analysis attached to a request, for the lawyer who selected it (meus_casos row of the
 * caller) while their OAB is verified (DESIGN D32), and only if the analysis is the requester's
 * own. Anything else — not selected, another lawyer's case, nothing attached — is "not_found";
 * on the free plan it is "plan": the laudo is for Starter and Master (DESIGN D17, the plan as
 * stored).
 */
export async function findSelectedCaseAnalysis(
  db: Db,
  lawyerUserId: string,
  casoId: string,
): Promise<Result<{ analysis: OwnAnalysis }, NotFound | { reason: "plan" }>> {
  if (!isAnalysisId(casoId)) return notFound;
  const [row] = await db
    .select({
      id: userAnalyses.id,
      createdAt: userAnalyses.createdAt,
      resultado: userAnalyses.resultado,
      recalculoDe: userAnalyses.recalculoDe,
      contaLimite: userAnalyses.contaLimite,
      revisao: userAnalyses.revisao,
      plano: revisaconectaSubscribers.tipoPlano,
    })
    .from(meusCasos)
    .innerJoin(solicitacoesAdvocacia, eq(solicitacoesAdvocacia.id, meusCasos.solicitacaoId))
    .innerJoin(
      userAnalyses,
      and(
        eq(userAnalyses.id, solicitacoesAdvocacia.analiseId),
        eq(userAnalyses.userId, solicitacoesAdvocacia.userId),
      ),
    )
    .innerJoin(
      revisaconectaSubscribers,
      and(
        eq(revisaconectaSubscribers.userId, meusCasos.userId),
        eq(revisaconectaSubscribers.oabStatus, "verificado"),
      ),
    )
    // The consumer may end the sharing with this lawyer (/minhas-solicitacoes): then it is gone.
    .where(
      and(
        eq(meusCasos.id, casoId),
        eq(meusCasos.userId, lawyerUserId),
        isNull(meusCasos.compartilhamentoEncerradoEm),
      ),
    )
    .limit(1);
  const record = row ? parseRecord(row.resultado) : null;
  if (!row || !record) return notFound;
  if (!hasLawyerTools(normalizeLawyerPlan(row.plano))) return { ok: false, reason: "plan" };
  const { plano: _plano, ...analysis } = row;
  return { ok: true, analysis: { ...analysis, createdAt: row.createdAt.toISOString(), record } };
}
