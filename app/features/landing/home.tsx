// "/" — signed in: the analysis dashboard; signed out: the public landing page (SPEC §2).
import { db } from "~/db/client.server";
import { DEFAULT_SEO, type SeoSettings } from "~/platform/seo-defaults";
import { ANALYSIS_FORM_FIELDS, parseAnalysisForm } from "~/features/analysis/analysis-schema";
import { viewerContext } from "~/platform/context";
import { useViewer } from "~/platform/use-viewer";
import { env } from "~/env.server";
import { getRateTable, rateFreshness } from "~/features/rates/rates.server";
import { Container } from "~/ui/container";
import { Landing } from "./landing";
import { getLandingStats, getLatestPost, landingContent } from "./landing.server";
import type { AnalysisFieldValues } from "~/features/analysis/analysis-fields";
import { typedFields } from "~/features/analysis/record";
import { rateQuestion } from "~/domain/rate-check";
import {
  type AnalysisOutcome,
  previewAnalysis,
  RECORD_FAILED,
  RecordFailed,
  runAnalysis,
  UNEXPECTED_FAILURE,
} from "~/features/analysis/analysis.server";
import { loggerFor } from "~/services/logger.server";
import { isAnalysisSubmission } from "~/features/analysis/revalidation";
import type { DashboardActionData } from "~/features/analysis/dashboard";
import { echoableValues, pickFields } from "~/platform/form";
import { readForm } from "~/platform/form.server";
import { lazy, Suspense } from "react";
import { lazyModule } from "~/platform/lazy-module";
import { lazyPart } from "~/platform/lazy-part";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";

// Signed-in only: the dashboard (form, result, dialogs) is its own chunk, so the public landing
// page does not download it (issue 12 item 5: landing ≤ 120 KB of gzip JS).
const Dashboard = lazy(() =>
  import("~/features/analysis/dashboard").then((m) => ({ default: m.Dashboard })),
);

// The plan cards sit far below the landing page's fold: their chunk (cards, plan catalogue,
// checkout hook) is fetched while the page hydrates instead of before (issue 26 item 3: ≤ 120 KB of
// gzip JS); the server renders them in full (platform/lazy-part).
const PlanCards = lazyPart(
  lazyModule(() => import("~/features/billing/plan-cards")),
  (m) => m.PlanCards,
);

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const freshness = await rateFreshness();
  if (viewer.user) return { kind: "dashboard" as const, freshness: freshness.texto };
  const [latestPost, stats] = await Promise.all([getLatestPost(), getLandingStats()]);
  return {
    kind: "landing" as const,
    content: landingContent(),
    freshness: freshness.texto,
    latestPost,
    stats,
    videoUrl: env().LANDING_VIDEO_URL ?? null,
  };
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<DashboardActionData | Response> {
  const viewer = context.get(viewerContext);
  if (!viewer.user) return Response.redirect(new URL("/auth?from=revisafacil", request.url), 303);
  const form = await readForm(request);
  const parsed = parseAnalysisForm(form);
  // Every answer carries the month's count (read by the middleware for this request, or after
  // recording), so neither the root nor this loader runs again after the action (issue 12).
  const counted = viewer.plan.analysesThisMonth;
  if (!parsed.ok) {
    const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
    return { ok: false, errors: parsed.errors, values, usedThisMonth: counted };
  }
  const table = await getRateTable();
  if (parsed.value.taxaContrato === null) {
    // Without a rate the interest is not checked: shown, never recorded nor counted (DESIGN §8b.33).
    const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
    try {
      const analysis = await previewAnalysis(db(), parsed.value, table);
      return { ok: true, id: null, analysis, values, usedThisMonth: counted };
    } catch (error) {
      loggerFor("analysis").error({ err: error }, "erro inesperado");
      return { ok: false, error: UNEXPECTED_FAILURE, usedThisMonth: counted };
    }
  }
  let outcome: AnalysisOutcome;
  try {
    outcome = await runAnalysis(
      db(),
      { userId: viewer.user.id, email: viewer.user.email, tier: viewer.plan.tier },
      parsed.value,
      table,
      new Date(),
      typedFields(form),
    );
  } catch (error) {
    // A failed record was logged where it happened.
    if (error instanceof RecordFailed)
      return { ok: false, error: RECORD_FAILED, usedThisMonth: counted };
    loggerFor("analysis").error({ err: error }, "erro inesperado");
    return { ok: false, error: UNEXPECTED_FAILURE, usedThisMonth: counted };
  }
  if (!outcome.ok) return { ok: false, error: outcome.error, usedThisMonth: outcome.usedThisMonth };
  // Issue "Truth" items 6 and 9: an implausible typed rate is questioned (never a computed one), and
  // the advanced simulation starts from the amounts typed for "Descobrir minha taxa".
  const { taxaContrato, taxaCalculada, descoberta } = parsed.value;
  const pergunta =
    taxaContrato === null
      ? null
      : rateQuestion(taxaContrato, {
          media: outcome.analysis.mediaBacen,
          calculada: taxaCalculada,
        });
  const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
  return {
    ok: true,
    id: outcome.id,
    analysis: outcome.analysis,
    pergunta,
    descoberta: descoberta ?? null,
    values,
    usedThisMonth: outcome.usedThisMonth,
  };
}

/** The analysis action changes nothing this loader returns (issue 12: no needless revalidation). */
export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isAnalysisSubmission(formMethod, formAction)) return false;
  return defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (data?.kind === "dashboard") return [{ title: "Painel — RevisaFácil" }];
  // DESIGN D5: the landing page uses the admin's SEO title and description.
  const seo = (matches[0]?.data as { seo?: SeoSettings } | undefined)?.seo ?? DEFAULT_SEO;
  return [{ title: seo.title }, { name: "description", content: seo.description }];
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (loaderData.kind === "dashboard" && viewer.user) {
    return (
      <Suspense fallback={null}>
        <Dashboard
          viewer={viewer}
          freshness={loaderData.freshness}
          actionData={actionData as DashboardActionData | undefined}
        />
      </Suspense>
    );
  }
  if (loaderData.kind !== "landing") return null;
  return (
    <Landing
      content={loaderData.content}
      latestPost={loaderData.latestPost}
      stats={loaderData.stats}
      videoUrl={loaderData.videoUrl}
      freshness={loaderData.freshness}
      plans={
        <div className="px-4 py-12">
          <Container className="px-0">
            <PlanCards />
          </Container>
        </div>
      }
    />
  );
}
