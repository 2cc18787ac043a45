// "Selecionar caso" on the server (DESIGN D17/D18). One transaction locks the request row and
// then the lawyer's row (always in this order, so two selections never wait on each other in a
// cycle), re-reads the counts under those locks and inserts; so concurrent clicks can neither
// give a request a 4th lawyer nor a lawyer more cases than the plan allows. Selecting the same
// request twice is a no-op (unique (user_id, solicitacao_id)). The consumer is e-mailed after
// the commit; a failed e-mail is logged and does not undo the selection. A refusal comes back as
// a Result with its reason and pt-BR text; a database failure is thrown (the route answers it).
import { and, count, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Result } from "~/domain/result";
import {
  meusCasos,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import { startOfMonthBrasilia } from "~/domain/months";
import type { LawyerPlan } from "~/platform/viewer";
import type { EmailMessage } from "~/services/email.server";
import { recordSelectionStep } from "./case-pipeline.server";
import { caseSelectedEmail } from "./case-selected-email";
import { ownLawyerRow, ownRowFirst, type LawyerCaller } from "./lawyer-account.server";
import { LAWYER_MSG } from "./messages";
import { OAB_MSG } from "./oab";
import {
  MAX_LAWYERS_PER_REQUEST,
  normalizeLawyerPlan,
  selectionLimitMessage,
} from "./selection-rules";
import { loggerFor } from "~/services/logger.server";

/** Why a selection is refused, with the sentence the lawyer reads (it depends on what was read). */
export type SelectionRefusal =
  | { reason: "not_found" | "not_lawyer" | "needs_oab" | "not_verified" | "full"; error: string }
  | { reason: "limit"; error: string; plan: LawyerPlan };

export type SelectionOutcome = Result<{ caseId: string; already: boolean }, SelectionRefusal>;

export interface SelectionDeps {
  db: Db;
  sendEmail: (message: EmailMessage) => Promise<void>;
}

// A refusal is answered before anything is written, so returning it from the transaction (which
// then commits nothing) releases the row locks just as a rollback would.
const refuse = (
  reason: Exclude<SelectionRefusal["reason"], "limit">,
  error: string,
): SelectionOutcome => ({ ok: false, reason, error });

interface Notice {
  to: string;
  consumerName: string;
  requestedAt: Date;
  lawyer: { nome: string; oab: string; oabUf: string | null };
  selectedBy: number;
}

export async function selectCase(
  deps: SelectionDeps,
  caller: LawyerCaller,
  solicitacaoId: string,
  now: Date = new Date(),
): Promise<SelectionOutcome> {
  // Filled inside the transaction, sent once it has committed.
  const after: { notice?: Notice } = {};
  const outcome = await deps.db.transaction(async (tx): Promise<SelectionOutcome> => {
    const [request] = await tx
      .select({ id: sa.id, nome: sa.nome, email: sa.email, createdAt: sa.createdAt })
      .from(sa)
      // Revoked sharing consent (LGPD Art. 8 §5): as if the request did not exist.
      .where(and(eq(sa.id, solicitacaoId), isNull(sa.consentimentoRevogadoEm)))
      .for("update");
    if (!request) return refuse("not_found", LAWYER_MSG.caseNotFound);

    const [lawyer] = await tx
      .select({
        nome: rc.nome,
        oab: rc.oab,
        oabUf: rc.oabUf,
        oabStatus: rc.oabStatus,
        tipoPlano: rc.tipoPlano,
      })
      .from(rc)
      .where(ownLawyerRow(caller))
      .orderBy(ownRowFirst)
      .limit(1)
      .for("update");
    if (!lawyer) return refuse("not_lawyer", LAWYER_MSG.notLawyer);

    const [mine] = await tx
      .select({ id: meusCasos.id })
      .from(meusCasos)
      .where(and(eq(meusCasos.userId, caller.userId), eq(meusCasos.solicitacaoId, request.id)));
    if (mine) return { ok: true, caseId: mine.id, already: true };

    if (!lawyer.oab) return refuse("needs_oab", LAWYER_MSG.caseNeedsOab);
    // DESIGN D32: contact data reach only a lawyer whose OAB an admin verified (read under the
    // row lock, so the consumer's e-mail always names a verified lawyer).
    if (lawyer.oabStatus !== "verificado") {
      return refuse(
        "not_verified",
        lawyer.oabStatus === "rejeitado" ? OAB_MSG.selectRejected : OAB_MSG.selectPending,
      );
    }

    const [taken] = await tx
      .select({ n: count() })
      .from(meusCasos)
      .where(eq(meusCasos.solicitacaoId, request.id));
    const takenBefore = taken?.n ?? 0;
    if (takenBefore >= MAX_LAWYERS_PER_REQUEST) return refuse("full", LAWYER_MSG.caseFull);

    const plan = normalizeLawyerPlan(lawyer.tipoPlano);
    const [used] = await tx
      .select({ n: count() })
      .from(meusCasos)
      .where(
        and(
          eq(meusCasos.userId, caller.userId),
          gte(meusCasos.dataSelecao, startOfMonthBrasilia(now)),
        ),
      );
    const limitMessage = selectionLimitMessage(plan, used?.n ?? 0);
    if (limitMessage) return { ok: false, reason: "limit", error: limitMessage, plan };

    const [row] = await tx
      .insert(meusCasos)
      .values({
        userId: caller.userId,
        solicitacaoId: request.id,
        dataSelecao: now,
        estadoEm: now,
        movimentadoEm: now,
      })
      .returning({ id: meusCasos.id });
    await recordSelectionStep(tx, row!.id, now);
    after.notice = {
      to: request.email,
      consumerName: request.nome,
      requestedAt: request.createdAt,
      lawyer: { nome: lawyer.nome, oab: lawyer.oab, oabUf: lawyer.oabUf },
      selectedBy: takenBefore + 1,
    };
    return { ok: true, caseId: row!.id, already: false };
  });

  if (after.notice) await notifyConsumer(deps, after.notice);
  return outcome;
}

async function notifyConsumer(deps: SelectionDeps, notice: Notice): Promise<void> {
  try {
    const { to, ...content } = notice;
    await deps.sendEmail({ to, ...caseSelectedEmail(content) });
  } catch (error) {
    loggerFor("lawyer").error(
      { err: error },
      "caso selecionado, mas o e-mail ao consumidor falhou",
    );
  }
}
