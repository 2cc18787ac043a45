// Operations figures for the admin panel: counts the team watches and the latest outbox mails
// (DESIGN D15: without SMTP, mails wait in the outbox and the admin can read them).
import { desc, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, solicitacoesAdvocacia, subscribers, user, userAnalyses } from "~/db/schema";
import { startOfMonthBrasilia } from "~/domain/months";
import { redactSecrets } from "~/services/email-redaction";
import { pendingVerifications } from "./lawyer-verification.server";

export async function readOperations(db: Db, now = new Date()) {
  const monthStart = startOfMonthBrasilia(now);
  const [users] = await db.select({ n: sql<number>`count(*)::int` }).from(user);
  const [paid] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(sql`${subscribers.subscriptionTier} <> 'gratuito'`);
  const [analyses] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAnalyses)
    .where(gte(userAnalyses.createdAt, monthStart));
  const [requests] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(solicitacoesAdvocacia)
    .where(gte(solicitacoesAdvocacia.createdAt, monthStart));
  const pendingOab = await pendingVerifications(db);
  const outbox = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(20);
  return {
    users: users?.n ?? 0,
    paidSubscribers: paid?.n ?? 0,
    analysesThisMonth: analyses?.n ?? 0,
    requestsThisMonth: requests?.n ?? 0,
    pendingOab,
    // Redacted again on display: rows stored before redaction existed may still hold links (D31).
    outbox: outbox.map((m) => ({
      ...m,
      text: redactSecrets(m.text),
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
