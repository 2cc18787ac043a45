// The OAB verification queue (DESIGN D32, issue #11 item 7): an admin checks each lawyer's OAB
// number (format already checked at the profile) against the Cadastro Nacional dos Advogados and
// marks it verified or rejected with a reason. Only a verified lawyer selects cases and sees
// consumers' contact data. A decision applies only to the number the admin saw: a profile
// changed in between stays pending.
import { and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers as rc } from "~/db/schema";
import type { Result } from "~/domain/result";
import type { EmailMessage } from "~/services/email.server";
import { oabDecisionEmail } from "~/services/email-templates/lawyer-cases";
import { loggerFor } from "~/services/logger.server";

/** Issue "lawyer's working day" item 4: the lawyer is e-mailed the result (after the commit). */
export interface DecisionNotice {
  sendEmail: (message: EmailMessage) => Promise<void>;
  appUrl: string;
}

export const VERIFICATION_MSG = {
  verified: "Inscrição verificada.",
  rejected: "Inscrição recusada. O advogado verá o motivo no perfil.",
  reasonRequired: "Informe o motivo da recusa (o advogado verá este texto).",
  reasonTooLong: "Use no máximo 300 caracteres no motivo.",
  changed:
    "O advogado alterou o número ou a seccional depois que esta lista foi aberta. Recarregue a página e confira de novo.",
  duplicate: "Esta inscrição (número e seccional) já está verificada para outra conta.",
  invalid: "Não foi possível ler a decisão. Recarregue a página e tente novamente.",
} as const;

const reason = z
  .string({ error: VERIFICATION_MSG.reasonRequired })
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(
    z.string().min(3, VERIFICATION_MSG.reasonRequired).max(300, VERIFICATION_MSG.reasonTooLong),
  );

export const decisionSchema = z.discriminatedUnion(
  "decisao",
  [
    z.object({
      decisao: z.literal("verificar"),
      advogadoId: z.uuid(),
      oab: z.string().max(20),
      oabUf: z.string().length(2),
    }),
    z.object({
      decisao: z.literal("recusar"),
      advogadoId: z.uuid(),
      oab: z.string().max(20),
      oabUf: z.string().length(2),
      motivo: reason,
    }),
  ],
  { error: VERIFICATION_MSG.invalid },
);
export type Decision = z.output<typeof decisionSchema>;

export interface QueueEntry {
  id: string;
  nome: string;
  email: string;
  oab: string;
  oabUf: string;
  status: "pendente" | "verificado" | "rejeitado";
  motivo: string | null;
  decididoEm: string | null;
  criadoEm: string;
}

const columns = {
  id: rc.id,
  nome: rc.nome,
  email: rc.email,
  oab: rc.oab,
  oabUf: rc.oabUf,
  status: rc.oabStatus,
  motivo: rc.oabMotivoRejeicao,
  decididoEm: rc.oabVerificadoEm,
  criadoEm: rc.createdAt,
};

type Row = { [K in keyof typeof columns]: unknown } & { decididoEm: Date | null; criadoEm: Date };

const toEntry = (r: Row): QueueEntry => ({
  ...(r as unknown as QueueEntry),
  decididoEm: r.decididoEm ? r.decididoEm.toISOString() : null,
  criadoEm: r.criadoEm.toISOString(),
});

/** Pending numbers (oldest first: they have waited longest) and the latest 20 decisions. */
export async function readVerificationQueue(
  db: Db,
): Promise<{ pending: QueueEntry[]; decided: QueueEntry[] }> {
  const complete = and(isNotNull(rc.oab), isNotNull(rc.oabUf));
  const [pending, decided] = await Promise.all([
    db
      .select(columns)
      .from(rc)
      .where(and(complete, eq(rc.oabStatus, "pendente")))
      .orderBy(asc(rc.createdAt))
      .limit(200),
    db
      .select(columns)
      .from(rc)
      .where(and(complete, ne(rc.oabStatus, "pendente")))
      .orderBy(desc(rc.oabVerificadoEm))
      .limit(20),
  ]);
  return {
    pending: pending.map((r) => toEntry(r as Row)),
    decided: decided.map((r) => toEntry(r as Row)),
  };
}

/** Refused when the row changed since the admin saw it, or another account holds the number. */
export type DecisionOutcome = Result<{ message: string }, { reason: "changed" | "duplicate" }>;

export async function decideOab(
  db: Db,
  adminUserId: string,
  decision: Decision,
  now = new Date(),
  notice?: DecisionNotice,
): Promise<DecisionOutcome> {
  const after: { to?: { email: string; nome: string } } = {};
  const outcome = await db.transaction(async (tx): Promise<DecisionOutcome> => {
    const [row] = await tx
      .select({ id: rc.id, oab: rc.oab, oabUf: rc.oabUf, email: rc.email, nome: rc.nome })
      .from(rc)
      .where(eq(rc.id, decision.advogadoId))
      .for("update");
    if (!row || row.oab !== decision.oab || row.oabUf !== decision.oabUf) {
      return { ok: false, reason: "changed" };
    }
    if (decision.decisao === "verificar") {
      // One registration, one verified account: a second account claiming it is someone else.
      const [other] = await tx
        .select({ id: rc.id })
        .from(rc)
        .where(
          and(
            eq(rc.oab, decision.oab),
            eq(rc.oabUf, decision.oabUf),
            eq(rc.oabStatus, "verificado"),
            ne(rc.id, row.id),
          ),
        )
        .limit(1);
      if (other) return { ok: false, reason: "duplicate" };
    }
    await tx
      .update(rc)
      .set({
        oabStatus: decision.decisao === "verificar" ? "verificado" : "rejeitado",
        oabMotivoRejeicao: decision.decisao === "recusar" ? decision.motivo : null,
        oabVerificadoEm: now,
        oabVerificadoPor: adminUserId,
      })
      .where(eq(rc.id, row.id));
    after.to = { email: row.email, nome: row.nome };
    return {
      ok: true,
      message:
        decision.decisao === "verificar" ? VERIFICATION_MSG.verified : VERIFICATION_MSG.rejected,
    };
  });
  if (outcome.ok && after.to && notice) {
    const verified = decision.decisao === "verificar";
    const base = notice.appUrl.replace(/\/$/, "");
    try {
      await notice.sendEmail({
        to: after.to.email,
        ...oabDecisionEmail({
          lawyerName: after.to.nome,
          oab: decision.oab,
          oabUf: decision.oabUf,
          decisao: verified ? "verificado" : "rejeitado",
          motivo: decision.decisao === "recusar" ? decision.motivo : null,
          url: `${base}/oportunidades-advogados`,
        }),
      });
    } catch (error) {
      loggerFor("admin").error({ err: error }, "decisão da OAB salva, mas o e-mail falhou");
    }
  }
  return outcome;
}

/** Pending count for the admin panel's button. */
export async function pendingVerifications(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rc)
    .where(and(isNotNull(rc.oab), isNotNull(rc.oabUf), eq(rc.oabStatus, "pendente")));
  return row?.n ?? 0;
}
