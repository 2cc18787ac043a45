// Consents on the account page (DESIGN D18/D24, privacy policy "ver e revogar consentimentos"):
// the user's consent records, their ask-a-lawyer requests, and revoking the sharing consent of one
// of them. Revocation (LGPD Art. 8 §5) stops new sharing only: lawyers who already selected the
// request keep what they received, so meus_casos is left untouched.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { consentRecords, meusCasos, solicitacoesAdvocacia as sa } from "~/db/schema";
import type { Result } from "~/domain/result";
import { LAWYER_SHARING_CONSENT } from "../../../editorial/forms/lawyer-request";
import { CONSENT_MSG } from "./consents-text";

export interface ConsentRecordView {
  id: string;
  purpose: string;
  granted: boolean;
  textVersion: string;
  createdAt: string;
}

export interface SharedRequestView {
  id: string;
  cidade: string;
  estado: string;
  createdAt: string;
  /** Lawyers who selected it before any revocation (0–3). */
  taken: number;
  revokedAt: string | null;
}

export interface ConsentsOverview {
  records: ConsentRecordView[];
  requests: SharedRequestView[];
}

export async function listConsents(db: Db, userId: string): Promise<ConsentsOverview> {
  const [records, requests] = await Promise.all([
    db
      .select({
        id: consentRecords.id,
        purpose: consentRecords.purpose,
        granted: consentRecords.granted,
        textVersion: consentRecords.textVersion,
        createdAt: consentRecords.createdAt,
      })
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(desc(consentRecords.createdAt), asc(consentRecords.granted)),
    db
      .select({
        id: sa.id,
        cidade: sa.cidade,
        estado: sa.estado,
        createdAt: sa.createdAt,
        revokedAt: sa.consentimentoRevogadoEm,
        // Columns inside sql`` render unqualified, so the correlated subquery names its table.
        taken:
          sql<number>`(select count(*) from ${meusCasos} mc where mc.solicitacao_id = ${sa}.id)`.mapWith(
            Number,
          ),
      })
      .from(sa)
      .where(eq(sa.userId, userId))
      .orderBy(desc(sa.createdAt), desc(sa.id)),
  ]);
  return {
    records: records.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    requests: requests.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
    })),
  };
}

export const revokeInput = z.object({
  solicitacaoId: z.uuid({ error: CONSENT_MSG.notFound }),
});

export type RevokeOutcome = Result<
  { message: string },
  { reason: "not_found" | "already_revoked"; message: string }
>;

/**
 * Revokes the lawyer-sharing consent of one of the caller's own requests. The conditional update
 * makes it happen once: a second click, another user's request or an unknown id change nothing.
 * The update's row lock also orders it against a lawyer's concurrent selection, which locks the
 * same row and re-checks the revocation under that lock. A database failure is thrown.
 */
export function revokeLawyerSharing(
  db: Db,
  caller: { userId: string; ip: string | null },
  solicitacaoId: string,
  now: Date = new Date(),
): Promise<RevokeOutcome> {
  return db.transaction(async (tx): Promise<RevokeOutcome> => {
    const [revoked] = await tx
      .update(sa)
      .set({ consentimentoRevogadoEm: now })
      .where(
        and(
          eq(sa.id, solicitacaoId),
          eq(sa.userId, caller.userId),
          isNull(sa.consentimentoRevogadoEm),
        ),
      )
      .returning({ email: sa.email });
    if (!revoked) {
      const [own] = await tx
        .select({ revokedAt: sa.consentimentoRevogadoEm })
        .from(sa)
        .where(and(eq(sa.id, solicitacaoId), eq(sa.userId, caller.userId)));
      return own
        ? { ok: false, reason: "already_revoked", message: CONSENT_MSG.alreadyRevoked }
        : { ok: false, reason: "not_found", message: CONSENT_MSG.notFound };
    }
    await tx.insert(consentRecords).values({
      userId: caller.userId,
      email: revoked.email,
      purpose: LAWYER_SHARING_CONSENT.purpose,
      granted: false,
      textVersion: LAWYER_SHARING_CONSENT.version,
      ipAddress: caller.ip,
      createdAt: now,
    });
    return { ok: true, message: CONSENT_MSG.revoked };
  });
}
