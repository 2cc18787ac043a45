// Who is looking (SPEC §4 "Plan loading"): with a session, the consumer tier (unknown →
// gratuito; the subscribers row created when missing), this calendar month's analyses
// (America/Sao_Paulo), is_admin and the lawyer row — read in one query. Failures are logged and
// fall back to the free plan; without a session: gratuito, 0, false.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { executePrepared } from "~/db/prepared.server";
import { loggerFor, setRequestUser } from "~/services/logger.server";
import { startOfMonthBrasilia } from "~/domain/months";
import { UNLIMITED_TIERS } from "~/domain/plan-limits";
import { LAWYER_PLANS, SUBSCRIPTION_TIERS } from "~/domain/plans";
import { authServices, type Auth } from "./auth.server";
import type { SessionRef } from "~/platform/context";
import { cachedPlan, planReadMark, rememberPlan } from "./plan-cache.server";
import { cachedSession, rememberSession, sessionCookieValue } from "./session-cache.server";
import { ensureConsumerSubscriber, grantsAdmin } from "./subscribers.server";
import { SIGNED_OUT, type LawyerPlan, type SubscriptionTier, type Viewer } from "~/platform/viewer";

export interface ViewerState {
  viewer: Viewer;
  session: SessionRef | null;
  /** Set-Cookie headers from a session refresh, for the response. */
  setCookies: string[];
}

const FREE_PLAN = SIGNED_OUT.plan;

interface PlanRow {
  has_subscriber: boolean;
  subscription_tier: string | null;
  is_admin: boolean | null;
  analyses: number | string | null;
  tipo_plano: string | null;
  assinante_ativo: boolean | null;
  [key: string]: unknown;
}

export async function loadPlan(
  db: Db,
  u: { id: string; email: string; emailVerified?: boolean },
  adminEmails: readonly string[],
): Promise<Pick<Viewer, "plan" | "lawyer">> {
  // The count shown starts where the count enforced starts (analysis.server): one month boundary.
  // Only a plan with a limit is counted: Premium's count grows without bound and nothing reads it
  // (issue 14 profile: two such counts were most of the database's time per analysis).
  const monthStart = startOfMonthBrasilia().toISOString();
  const row = (await cachedPlanRow(db, u.id, monthStart)) ?? (await readPlanRow(db, u, monthStart));
  if (!row) throw new Error("consulta do plano não retornou linha");
  const account = { userId: u.id, email: u.email, emailVerified: u.emailVerified === true };
  if (!row.has_subscriber) await ensureConsumerSubscriber(db, { ...account, adminEmails });
  const tier = (SUBSCRIPTION_TIERS as readonly string[]).includes(row.subscription_tier ?? "")
    ? (row.subscription_tier as SubscriptionTier)
    : "gratuito";
  const lawyerPlan = (LAWYER_PLANS as readonly string[]).includes(row.tipo_plano ?? "")
    ? (row.tipo_plano as LawyerPlan)
    : "gratuito";
  return {
    plan: {
      tier,
      analysesThisMonth: Number(row.analyses ?? 0),
      isAdmin: row.has_subscriber ? Boolean(row.is_admin) : grantsAdmin(account, adminEmails),
    },
    lawyer:
      row.tipo_plano === null ? null : { plan: lawyerPlan, active: Boolean(row.assinante_ativo) },
  };
}

const isUnlimited = (tier: string | null) =>
  (UNLIMITED_TIERS as readonly string[]).includes(tier ?? "");

/** The plan row from the cache (issue 14), with this month's count read fresh for a limited plan. */
async function cachedPlanRow(db: Db, userId: string, monthStart: string) {
  const cached = cachedPlan<PlanRow>(userId);
  if (!cached) return undefined;
  if (isUnlimited(cached.subscription_tier)) return cached;
  const [counted] = await executePrepared<{ analyses: string | number }>(
    db,
    "viewer_analyses_this_month",
    sql`select count(*) as analyses from user_analyses where user_id = ${userId} and conta_limite and created_at >= ${monthStart}::timestamptz`,
  );
  return { ...cached, analyses: counted?.analyses ?? 0 };
}

/** Reads tier, admin flag, lawyer plan and (for a limited plan) the month's count in one query. */
async function readPlanRow(
  db: Db,
  u: { id: string; email: string },
  monthStart: string,
): Promise<PlanRow | undefined> {
  const mark = planReadMark();
  const [row] = await executePrepared<PlanRow>(
    db,
    "viewer_plan",
    sql`
    select s.user_id is not null as has_subscriber, s.subscription_tier, s.is_admin,
      case when s.subscription_tier in (${sql.join(
        UNLIMITED_TIERS.map((t) => sql`${t}`),
        sql`, `,
      )}) then 0 else
        (select count(*) from user_analyses a where a.user_id = ${u.id} and a.conta_limite and a.created_at >= ${monthStart}::timestamptz)
      end as analyses,
      r.tipo_plano, r.assinante_ativo
    from (select 1) as one
    left join subscribers s on s.user_id = ${u.id}
    left join lateral (
      select tipo_plano, assinante_ativo from revisaconecta_subscribers
      where user_id = ${u.id} or (user_id is null and email = ${u.email.toLowerCase()})
      order by user_id nulls last limit 1
    ) r on true`,
  );
  // Only a row that exists is kept: a missing one is created next, which notifies anyway.
  if (row?.has_subscriber) rememberPlan(u.id, { ...row, analyses: 0 }, mark);
  return row;
}

export async function loadViewer(
  request: Request,
  deps: { auth: Auth; db: Db; adminEmails: readonly string[] } = defaultDeps(),
): Promise<ViewerState> {
  // No session cookie, no look-up; a fresh cached look-up of this cookie is reused (issue 12).
  const cookie = sessionCookieValue(request.headers.get("cookie"));
  if (!cookie) return { viewer: SIGNED_OUT, session: null, setCookies: [] };
  type Found = Awaited<ReturnType<Auth["api"]["getSession"]>>;
  let current = cachedSession<Found>(deps.auth, cookie);
  let setCookies: string[] = [];
  if (!current) {
    let found;
    try {
      found = await deps.auth.api.getSession({ headers: request.headers, returnHeaders: true });
    } catch (error) {
      loggerFor("auth").error({ err: error }, "falha ao ler a sessão; tratando como visitante");
      return { viewer: SIGNED_OUT, session: null, setCookies: [] };
    }
    setCookies = found.headers?.getSetCookie?.() ?? [];
    current = found.response;
    // A look-up that refreshed the session (new cookies) is not reused: the next one reads again.
    if (current && setCookies.length === 0) {
      rememberSession(deps.auth, cookie, {
        value: current,
        sessionId: current.session.id,
        userId: current.user.id,
      });
    }
  }
  if (!current) return { viewer: SIGNED_OUT, session: null, setCookies };
  const u = {
    id: current.user.id,
    email: current.user.email,
    name: current.user.name,
    twoFactor: current.user.twoFactorEnabled === true,
  };
  setRequestUser(u.id);
  const ref = { id: current.session.id, token: current.session.token };
  try {
    const plan = await loadPlan(
      deps.db,
      { ...u, emailVerified: current.user.emailVerified },
      deps.adminEmails,
    );
    return { viewer: { user: u, ...plan }, session: ref, setCookies };
  } catch (error) {
    loggerFor("auth").error({ err: error }, "falha ao carregar o plano; usando o plano gratuito");
    return { viewer: { user: u, plan: FREE_PLAN, lawyer: null }, session: ref, setCookies };
  }
}

function defaultDeps() {
  const { auth, config } = authServices();
  return { auth, db: config.db, adminEmails: config.adminEmails };
}
