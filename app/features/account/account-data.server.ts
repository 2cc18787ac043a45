// LGPD rights on the account page (DESIGN D24): everything we hold about a user, as JSON, and
// the deletion that removes or anonymises every row of it.
import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  account,
  consentRecords,
  emailOutbox,
  meusCasos,
  revisaconectaSubscribers,
  session,
  solicitacoesAdvocacia,
  subscribers,
  suporte,
  suporteRevisaconecta,
  testPaymentCustomers,
  user,
  userAnalyses,
} from "~/db/schema";
import { runAccountDeletionHooks } from "~/platform/account-deletion.server";

export interface SessionRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's active sessions, most recently used first (never the tokens). */
export async function listActiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt));
}

const lawyerOf = (userId: string, email: string) =>
  or(eq(revisaconectaSubscribers.userId, userId), eq(revisaconectaSubscribers.email, email));

export async function exportAccountData(db: Db, userId: string) {
  const [u] = await db.select().from(user).where(eq(user.id, userId));
  if (!u) throw new Error("usuário não encontrado");
  const [
    accounts,
    sessions,
    plan,
    analyses,
    lawyer,
    cases,
    requests,
    support,
    lawyerSupport,
    consents,
    mails,
  ] = await Promise.all([
    db
      .select({
        providerId: account.providerId,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    listActiveSessions(db, userId),
    db.select().from(subscribers).where(eq(subscribers.userId, userId)),
    db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, userId))
      .orderBy(desc(userAnalyses.createdAt)),
    db.select().from(revisaconectaSubscribers).where(lawyerOf(userId, u.email)),
    db.select().from(meusCasos).where(eq(meusCasos.userId, userId)),
    db.select().from(solicitacoesAdvocacia).where(eq(solicitacoesAdvocacia.userId, userId)),
    db.select().from(suporte).where(eq(suporte.userId, userId)),
    db.select().from(suporteRevisaconecta).where(eq(suporteRevisaconecta.userId, userId)),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)),
    db
      .select({
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, u.email)),
  ]);
  return {
    geradoEm: new Date().toISOString(),
    conta: {
      id: u.id,
      email: u.email,
      nome: u.name,
      emailConfirmado: u.emailVerified,
      criadoEm: u.createdAt,
    },
    credenciais: accounts,
    sessoes: sessions,
    plano: plan[0] ?? null,
    analises: analyses,
    advogado: lawyer[0] ?? null,
    casosSelecionados: cases,
    solicitacoesDeAdvogado: requests,
    mensagensDeSuporte: support,
    mensagensDeSuporteRevisaConecta: lawyerSupport,
    consentimentos: consents,
    emailsEnviados: mails,
  };
}

const REMOVED = "[removido a pedido do titular]";

/**
 * Deletes the account (LGPD art. 18 VI). Rows that only make sense with it go (sessions,
 * credentials, plan, analyses, lawyer profile and cases: by foreign-key cascade; the person's
 * requests to lawyers); rows other people rely on stay without anything that identifies the
 * person: what the registered hooks keep (a selected request becomes "retirado pelo titular" in
 * the lawyer's cases, DESIGN §8b.25) and consent records kept as proof.
 */
export async function deleteAccountData(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!u) return;
    await runAccountDeletionHooks(tx, { userId, email: u.email });
    // Detached first: with the request's user_id and analise_id both cleared by the cascades of
    // one DELETE, PostgreSQL wrote the row back with the deleted analysis (a foreign-key 500).
    await tx
      .update(solicitacoesAdvocacia)
      .set({ analiseId: null })
      .where(
        inArray(
          solicitacoesAdvocacia.analiseId,
          tx
            .select({ id: userAnalyses.id })
            .from(userAnalyses)
            .where(eq(userAnalyses.userId, userId)),
        ),
      );
    await tx.delete(solicitacoesAdvocacia).where(eq(solicitacoesAdvocacia.userId, userId));
    await tx.delete(suporte).where(eq(suporte.userId, userId));
    await tx
      .update(consentRecords)
      .set({ email: REMOVED, ipAddress: null })
      .where(eq(consentRecords.userId, userId));
    await tx.delete(revisaconectaSubscribers).where(lawyerOf(userId, u.email));
    await tx.delete(emailOutbox).where(eq(emailOutbox.to, u.email));
    await tx.delete(testPaymentCustomers).where(eq(testPaymentCustomers.email, u.email));
    // Cascades: session, account, subscribers, user_analyses, meus_casos, suporte_revisaconecta;
    // set null: consent_records, seo_settings.updated_by.
    await tx.delete(user).where(eq(user.id, userId));
  });
}
