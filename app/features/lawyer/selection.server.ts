// "Selecionar caso" on the server (DESIGN D17/D18). One transaction locks the request row and
// then the lawyer's row (always in this order, so two selections never wait on each other in a
// cycle), re-reads the counts under those locks and inserts; so concurrent clicks can neither
// give a request a 4th lawyer nor a lawyer more cases than the plan allows. Selecting the same
// request twice is a no-op (unique (user_id, solicitacao_id)). The consumer is e-mailed after
// the commit; a failed e-mail is logged and does not undo the selection.
import { and, count, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  meusCasos,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import { startOfMonthBrasilia } from "~/domain/plan-limits";
import type { LawyerPlan } from "~/platform/viewer";
import type { EmailMessage } from "~/services/email.server";
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

export type SelectionRefusal =
  | "not_found"
  | "not_lawyer"
  | "needs_oab"
  | "not_verified"
  | "full"
  | "limit"
  | "unexpected";

export type SelectionOutcome =
  | { ok: true; caseId: string; already: boolean }
  | { ok: false; reason: SelectionRefusal; error: string; plan?: LawyerPlan };

export interface SelectionDeps {
  db: Db;
  sendEmail: (message: EmailMessage) => Promise<void>;
}

class Refused extends Error {
  constructor(
    readonly reason: SelectionRefusal,
    readonly error: string,
    readonly plan?: LawyerPlan,
  ) {
    super(reason);
  }
}

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
  let outcome: SelectionOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select({ id: sa.id, nome: sa.nome, email: sa.email, createdAt: sa.createdAt })
        .from(sa)
        // Revoked sharing consent (LGPD Art. 8 §5): as if the request did not exist.
        .where(and(eq(sa.id, solicitacaoId), isNull(sa.consentimentoRevogadoEm)))
        .for("update");
      if (!request) throw new Refused("not_found", LAWYER_MSG.caseNotFound);

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
      if (!lawyer) throw new Refused("not_lawyer", LAWYER_MSG.notLawyer);

      const [mine] = await tx
        .select({ id: meusCasos.id })
        .from(meusCasos)
        .where(and(eq(meusCasos.userId, caller.userId), eq(meusCasos.solicitacaoId, request.id)));
      if (mine) return { ok: true as const, caseId: mine.id, already: true };

      if (!lawyer.oab) throw new Refused("needs_oab", LAWYER_MSG.caseNeedsOab);
      // DESIGN D32: contact data reach only a lawyer whose OAB an admin verified (read under the
      // row lock, so the consumer's e-mail always names a verified lawyer).
      if (lawyer.oabStatus !== "verificado") {
        throw new Refused(
          "not_verified",
          lawyer.oabStatus === "rejeitado" ? OAB_MSG.selectRejected : OAB_MSG.selectPending,
        );
      }

      const [taken] = await tx
        .select({ n: count() })
        .from(meusCasos)
        .where(eq(meusCasos.solicitacaoId, request.id));
      const takenBefore = taken?.n ?? 0;
      if (takenBefore >= MAX_LAWYERS_PER_REQUEST) throw new Refused("full", LAWYER_MSG.caseFull);

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
      if (limitMessage) throw new Refused("limit", limitMessage, plan);

      const [row] = await tx
        .insert(meusCasos)
        .values({ userId: caller.userId, solicitacaoId: request.id, dataSelecao: now })
        .returning({ id: meusCasos.id });
      after.notice = {
        to: request.email,
        consumerName: request.nome,
        requestedAt: request.createdAt,
        lawyer: { nome: lawyer.nome, oab: lawyer.oab, oabUf: lawyer.oabUf },
        selectedBy: takenBefore + 1,
      };
      return { ok: true as const, caseId: row!.id, already: false };
    });
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, reason: error.reason, error: error.error, plan: error.plan };
    loggerFor("lawyer").error({ err: error }, "falha ao selecionar caso");
    return { ok: false, reason: "unexpected", error: LAWYER_MSG.caseSelectFailed };
  }

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
