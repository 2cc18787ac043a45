// The opportunities list (DESIGN D17): consumers' help requests, newest first, filtered by UF and
// city, with how many lawyers took each one. Only city, state and description leave the server
// here — contact data is read in Meus Casos, after a selection.
import { and, count, desc, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CaseSummary } from "~/features/history/case-summary";
import { caseSummaries } from "~/features/history/case-summary.server";
import { meusCasos, solicitacoesAdvocacia as sa } from "~/db/schema";
import { startOfMonthBrasilia } from "~/domain/months";
import type { LawyerCaller } from "./lawyer-account.server";

export const PAGE_SIZE = 10;

export interface OpportunityFilter {
  uf?: string;
  cidade?: string;
  page: number;
}

export interface Opportunity {
  id: string;
  cidade: string;
  estado: string;
  descricao: string;
  createdAt: string;
  /** Lawyers who selected it (0–3). */
  taken: number;
  mine: boolean;
  /** DESIGN §8b.28: the anonymous summary of the attached analysis, when the consent names it. */
  resumo: CaseSummary | null;
}

export interface OpportunityPage {
  items: Opportunity[];
  total: number;
  page: number;
  pageCount: number;
}

// Case- and accent-insensitive city match without extensions (unaccent is not in PGlite).
const FROM = "áàâãäéèêëíìîïóòôõöúùûüç";
const TO = "aaaaaeeeeiiiiooooouuuuc";
const fold = (value: SQL) => sql`translate(lower(${value}), ${FROM}, ${TO})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: OpportunityFilter): SQL | undefined {
  // A request whose sharing consent was revoked (LGPD Art. 8 §5) is no longer offered.
  const parts: SQL[] = [isNull(sa.consentimentoRevogadoEm)];
  if (filter.uf) parts.push(eq(sa.estado, filter.uf));
  const city = filter.cidade?.trim();
  if (city)
    parts.push(sql`${fold(sql`${sa.cidade}`)} like ${fold(sql`${`%${escapeLike(city)}%`}::text`)}`);
  return parts.length ? and(...parts) : undefined;
}

export async function listOpportunities(
  db: Db,
  caller: LawyerCaller,
  filter: OpportunityFilter,
): Promise<OpportunityPage> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(sa).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  // Columns inside sql`` render unqualified, so the correlated subqueries name their tables.
  const rows = await db
    .select({
      id: sa.id,
      cidade: sa.cidade,
      estado: sa.estado,
      descricao: sa.descricao,
      createdAt: sa.createdAt,
      analiseId: sa.analiseId,
      consentimentoVersao: sa.consentimentoVersao,
      taken:
        sql<number>`(select count(*) from ${meusCasos} mc where mc.solicitacao_id = ${sa}.id)`.mapWith(
          Number,
        ),
      mine: sql<boolean>`exists (select 1 from ${meusCasos} mc where mc.solicitacao_id = ${sa}.id and mc.user_id = ${caller.userId})`.mapWith(
        Boolean,
      ),
    })
    .from(sa)
    .where(where)
    .orderBy(desc(sa.createdAt), desc(sa.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const summaries = await caseSummaries(db, rows);
  return {
    items: rows.map(({ analiseId: _a, consentimentoVersao: _v, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resumo: summaries.get(r.id) ?? null,
    })),
    total,
    page,
    pageCount,
  };
}

/** Cases the lawyer selected this calendar month (Brasília time). */
export async function selectionsThisMonth(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meusCasos)
    .where(
      and(eq(meusCasos.userId, userId), gte(meusCasos.dataSelecao, startOfMonthBrasilia(now))),
    );
  return row?.n ?? 0;
}
