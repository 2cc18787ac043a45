// The lawyers' daily digest (issue "lawyer's working day" items 2 and 4): one e-mail per verified
// lawyer per day (São Paulo date) with the new requests in the UFs and types they opted in to, and
// their own open cases untouched for 7 days (each flagged case is e-mailed once per idle stretch:
// a move or a note clears the mark). The (user, day) row is taken before sending, so two runs or
// two instances never send twice; a failed send gives the day back. The clock is injected.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  meusCasos,
  resumosDiariosAdvogados as digests,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import { CASE_STATE_LABELS, UNTOUCHED_DAYS, untouchedText } from "~/domain/case-pipeline";
import { caseSummaries } from "~/features/history/case-summary.server";
import type { EmailMessage } from "~/services/email.server";
import {
  type DigestIdleCase,
  type DigestNewCase,
  lawyerDigestEmail,
} from "~/services/email-templates/lawyer-cases";
import { loggerFor } from "~/services/logger.server";
import { MAX_LAWYERS_PER_REQUEST } from "./selection-rules";

export interface DigestDeps {
  db: Db;
  sendEmail: (message: EmailMessage) => Promise<void>;
  appUrl: string;
  now?: Date;
}

export interface DigestReport {
  enviados: number;
  novos: number;
  parados: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });
/** "2026-11-26": the São Paulo calendar day of `now` (the digest's unit). */
export const digestDay = (now: Date) => dayFormat.format(now);

export async function runDailyDigest(deps: DigestDeps): Promise<DigestReport> {
  const now = deps.now ?? new Date();
  const { db } = deps;
  const dia = digestDay(now);
  const base = deps.appUrl.replace(/\/$/, "");
  const lawyers = await db
    .select({
      userId: rc.userId,
      email: rc.email,
      nome: rc.nome,
      alertas: rc.alertasNovosCasos,
      ufs: rc.alertasUfs,
      tipos: rc.alertasTipos,
    })
    .from(rc)
    .where(and(eq(rc.oabStatus, "verificado"), isNotNull(rc.userId)));
  const report: DigestReport = { enviados: 0, novos: 0, parados: 0 };
  for (const lawyer of lawyers) {
    const userId = lawyer.userId!;
    const [novos, parados] = await Promise.all([
      lawyer.alertas && lawyer.ufs.length > 0
        ? newCasesFor(db, { userId, ufs: lawyer.ufs, tipos: lawyer.tipos }, now)
        : Promise.resolve([]),
      idleCasesOf(db, userId, now),
    ]);
    if (novos.length === 0 && parados.length === 0) continue;
    const [taken] = await db
      .insert(digests)
      .values({ userId, dia, enviadoEm: now })
      .onConflictDoNothing()
      .returning({ userId: digests.userId });
    if (!taken) continue; // already sent today
    try {
      await deps.sendEmail({
        to: lawyer.email,
        ...lawyerDigestEmail({
          lawyerName: lawyer.nome,
          novos: novos.map((n) => n.email),
          parados: parados.map((p) => p.email),
          opportunitiesUrl: `${base}/oportunidades-advogados`,
          casesUrl: `${base}/meus-casos`,
        }),
      });
    } catch (error) {
      await db.delete(digests).where(and(eq(digests.userId, userId), eq(digests.dia, dia)));
      loggerFor("lawyer").error({ err: error }, "resumo diário: falha ao enviar o e-mail");
      continue;
    }
    if (parados.length > 0) {
      await db
        .update(meusCasos)
        .set({ paradoAvisadoEm: now })
        .where(
          inArray(
            meusCasos.id,
            parados.map((p) => p.id),
          ),
        );
    }
    report.enviados++;
    report.novos += novos.length;
    report.parados += parados.length;
  }
  return report;
}

/** Requests since the lawyer's last digest (at most the last day) in their UFs and types. */
async function newCasesFor(
  db: Db,
  lawyer: { userId: string; ufs: string[]; tipos: string[] },
  now: Date,
): Promise<{ email: DigestNewCase }[]> {
  const [last] = await db
    .select({ at: digests.enviadoEm })
    .from(digests)
    .where(eq(digests.userId, lawyer.userId))
    .orderBy(desc(digests.dia))
    .limit(1);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const since = last && last.at > dayAgo ? last.at : dayAgo;
  const mine = db
    .select({ id: meusCasos.solicitacaoId })
    .from(meusCasos)
    .where(eq(meusCasos.userId, lawyer.userId));
  const rows = await db
    .select({
      id: sa.id,
      cidade: sa.cidade,
      estado: sa.estado,
      createdAt: sa.createdAt,
      analiseId: sa.analiseId,
      consentimentoVersao: sa.consentimentoVersao,
    })
    .from(sa)
    .where(
      and(
        gt(sa.createdAt, since),
        lte(sa.createdAt, now),
        isNull(sa.consentimentoRevogadoEm),
        inArray(sa.estado, lawyer.ufs),
        notInArray(sa.id, mine),
        sql`(select count(*) from ${meusCasos} mc where mc.solicitacao_id = ${sa}.id) < ${MAX_LAWYERS_PER_REQUEST}`,
      ),
    )
    .orderBy(sa.createdAt);
  // The type is known only from a summary the consumer consented to (DESIGN §8b.28).
  const summaries = await caseSummaries(db, rows);
  return rows
    .map((r) => ({ r, tipo: summaries.get(r.id)?.tipo ?? null }))
    .filter(
      ({ tipo }) => lawyer.tipos.length === 0 || (tipo !== null && lawyer.tipos.includes(tipo)),
    )
    .map(({ r, tipo }) => ({
      email: {
        local: `${r.cidade}/${r.estado}`,
        tipo: tipo ? (summaries.get(r.id)?.tipoTexto ?? null) : null,
        recebidoEm: r.createdAt,
      },
    }));
}

/** The lawyer's open cases untouched for 7 days and not yet e-mailed for this idle stretch. */
async function idleCasesOf(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ id: string; email: DigestIdleCase }[]> {
  const limit = new Date(now.getTime() - UNTOUCHED_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: meusCasos.id,
      estado: meusCasos.estado,
      movimentadoEm: meusCasos.movimentadoEm,
      cidade: sa.cidade,
      uf: sa.estado,
    })
    .from(meusCasos)
    .innerJoin(sa, eq(sa.id, meusCasos.solicitacaoId))
    .where(
      and(
        eq(meusCasos.userId, userId),
        lte(meusCasos.movimentadoEm, limit),
        isNull(meusCasos.paradoAvisadoEm),
        isNull(meusCasos.compartilhamentoEncerradoEm),
        notInArray(meusCasos.estado, ["encerrado", "sem_acordo"]),
      ),
    )
    .orderBy(meusCasos.movimentadoEm);
  return rows.map((r) => ({
    id: r.id,
    email: {
      local: `${r.cidade}/${r.uf}`,
      estado: CASE_STATE_LABELS[r.estado],
      parado: untouchedText(r.movimentadoEm, now),
    },
  }));
}
