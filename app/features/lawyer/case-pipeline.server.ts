// The pipeline on the server (issue "lawyer's working day" item 2): a verified lawyer moves one of
// their own cases to a later state. One transaction locks the case row, checks the move against
// ~/domain/case-pipeline, updates the state and its date and appends the step to the history; the
// consumer is e-mailed after the commit (a failed e-mail is logged and does not undo the move).
// A case whose sharing the consumer ended is frozen.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  meusCasos,
  meusCasosEstados,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import { CASE_STATE_LABELS, type CaseState, canMove } from "~/domain/case-pipeline";
import type { Result } from "~/domain/result";
import type { EmailMessage } from "~/services/email.server";
import { caseStateChangedEmail } from "~/services/email-templates/lawyer-cases";
import { loggerFor } from "~/services/logger.server";
import { ownLawyerRow, ownRowFirst, type LawyerCaller } from "./lawyer-account.server";

export interface CaseStep {
  estado: CaseState;
  em: string;
}

/** case id → its steps, oldest first. */
export async function caseHistories(
  db: Db,
  caseIds: readonly string[],
): Promise<Map<string, CaseStep[]>> {
  const out = new Map<string, CaseStep[]>();
  if (caseIds.length === 0) return out;
  const rows = await db
    .select({
      id: meusCasosEstados.meusCasoId,
      estado: meusCasosEstados.estado,
      em: meusCasosEstados.em,
    })
    .from(meusCasosEstados)
    .where(inArray(meusCasosEstados.meusCasoId, [...caseIds]))
    .orderBy(asc(meusCasosEstados.em), asc(meusCasosEstados.id));
  for (const r of rows) {
    const list = out.get(r.id) ?? [];
    list.push({ estado: r.estado, em: r.em.toISOString() });
    out.set(r.id, list);
  }
  return out;
}

export const PIPELINE_MSG = {
  moved: (label: string) => `Caso movido para "${label}".`,
  notFound: "Caso não encontrado em Meus Casos.",
  notVerified: "Sua inscrição na OAB precisa estar verificada para atualizar casos.",
  invalidMove: "Este caso não pode ir para esse estado. Escolha um dos estados seguintes.",
  ended:
    "O cliente encerrou o compartilhamento deste caso com você; ele não pode mais ser atualizado.",
  invalid: "Escolha o novo estado do caso.",
  failed: "Não foi possível atualizar o caso agora. Tente novamente.",
} as const;

export type MoveOutcome = Result<
  { message: string; estado: CaseState },
  { reason: "not_found" | "not_verified" | "invalid_move" | "ended"; message: string }
>;

export interface PipelineDeps {
  db: Db;
  sendEmail: (message: EmailMessage) => Promise<void>;
  /** Where the consumer follows the request (APP_URL + /minhas-solicitacoes). */
  followUrl: string;
}

interface Notice {
  to: string;
  consumerName: string;
  requestedAt: Date;
  lawyer: { nome: string; oab: string | null; oabUf: string | null };
}

/** Record the first step of a new selection (called in the selection's transaction). */
export async function recordSelectionStep(
  tx: Pick<Db, "insert">,
  caseId: string,
  now: Date,
): Promise<void> {
  await tx.insert(meusCasosEstados).values({ meusCasoId: caseId, estado: "novo", em: now });
}

export async function moveCase(
  deps: PipelineDeps,
  caller: LawyerCaller,
  casoId: string,
  to: CaseState,
  now: Date = new Date(),
): Promise<MoveOutcome> {
  const after: { notice?: Notice } = {};
  const outcome = await deps.db.transaction(async (tx): Promise<MoveOutcome> => {
    const [lawyer] = await tx
      .select({ nome: rc.nome, oab: rc.oab, oabUf: rc.oabUf, status: rc.oabStatus })
      .from(rc)
      .where(ownLawyerRow(caller))
      .orderBy(ownRowFirst)
      .limit(1);
    if (lawyer?.status !== "verificado") {
      return { ok: false, reason: "not_verified", message: PIPELINE_MSG.notVerified };
    }
    const [row] = await tx
      .select({
        estado: meusCasos.estado,
        encerrado: meusCasos.compartilhamentoEncerradoEm,
        nome: sa.nome,
        email: sa.email,
        createdAt: sa.createdAt,
      })
      .from(meusCasos)
      .innerJoin(sa, eq(sa.id, meusCasos.solicitacaoId))
      .where(and(eq(meusCasos.id, casoId), eq(meusCasos.userId, caller.userId)))
      .for("update", { of: meusCasos });
    if (!row) return { ok: false, reason: "not_found", message: PIPELINE_MSG.notFound };
    if (row.encerrado) return { ok: false, reason: "ended", message: PIPELINE_MSG.ended };
    if (!canMove(row.estado, to)) {
      return { ok: false, reason: "invalid_move", message: PIPELINE_MSG.invalidMove };
    }
    await tx
      .update(meusCasos)
      .set({ estado: to, estadoEm: now, movimentadoEm: now, paradoAvisadoEm: null })
      .where(eq(meusCasos.id, casoId));
    await tx.insert(meusCasosEstados).values({ meusCasoId: casoId, estado: to, em: now });
    after.notice = {
      to: row.email,
      consumerName: row.nome,
      requestedAt: row.createdAt,
      lawyer: { nome: lawyer.nome, oab: lawyer.oab, oabUf: lawyer.oabUf },
    };
    return { ok: true, estado: to, message: PIPELINE_MSG.moved(CASE_STATE_LABELS[to]) };
  });
  if (outcome.ok && after.notice) {
    const { to: address, ...content } = after.notice;
    try {
      await deps.sendEmail({
        to: address,
        ...caseStateChangedEmail({
          ...content,
          estado: CASE_STATE_LABELS[outcome.estado],
          url: deps.followUrl,
        }),
      });
    } catch (error) {
      loggerFor("lawyer").error(
        { err: error },
        "caso atualizado, mas o e-mail ao consumidor falhou",
      );
    }
  }
  return outcome;
}

/** A note saved counts as a move: the case is no longer untouched. */
export async function touchCase(db: Db, casoId: string, now: Date): Promise<void> {
  await db
    .update(meusCasos)
    .set({ movimentadoEm: now, paradoAvisadoEm: null })
    .where(eq(meusCasos.id, casoId));
}
