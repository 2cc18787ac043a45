// /oportunidades-advogados — the lawyer's landing page (SPEC §2; screen designed per DESIGN
// D17/D18): consumers' help requests newest first, filtered by UF and city, 10 per page, with
// "Selecionar caso" under the plan's monthly limit and the 3-lawyer cap, and the profile (OAB)
// a selection needs. Contact data is never on this page: it appears in Meus Casos.
import { data } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { sendEmail } from "~/services/email.server";
import { Alert } from "~/ui/alert";
import { Container, PageHeading } from "~/ui/container";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/opportunities-page";
import type { OpportunitiesActionResult } from "./opportunities-result";
import { findLawyerProfile } from "./lawyer-account.server";
import { LAWYER_MSG } from "./messages";
import { OpportunityFilters } from "./opportunity-filters";
import { OpportunityList } from "./opportunity-list";
import { listOpportunities, selectionsThisMonth } from "./opportunities.server";
import { LawyerProfileCard } from "./profile-card";
import { profileErrors, profileSchema } from "./profile-schema";
import { saveLawyerProfile } from "./profile.server";
import {
  canSelect,
  normalizeLawyerPlan,
  selectionLimitMessage,
  usageLine,
} from "./selection-rules";
import { selectCase, type SelectionOutcome, type SelectionRefusal } from "./selection.server";
import { UF_CODES } from "./ufs";
import { loggerFor } from "~/services/logger.server";
import { SELECTION_LOCK_ID, selectionLock } from "./selection-lock";

export function meta() {
  return [{ title: "Oportunidades — RevisaConecta" }, { name: "robots", content: "noindex" }];
}

// Bad query values fall back to "no filter" / page 1 rather than an error page.
const querySchema = z.object({
  uf: z.enum(UF_CODES).optional().catch(undefined),
  cidade: z.string().trim().max(80).optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1),
});

function callerOf(context: Readonly<Route.LoaderArgs["context"]>) {
  const viewer = context.get(viewerContext);
  // The lawyer area's requireLawyer (app/routes.ts) has run: a lawyer session is present.
  return { userId: viewer.user!.id, email: viewer.user!.email };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = callerOf(context);
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({
    uf: params.get("uf") || undefined,
    cidade: params.get("cidade") || undefined,
    pagina: params.get("pagina") ?? 1,
  });
  const [profile, used, list] = await Promise.all([
    findLawyerProfile(db(), caller),
    selectionsThisMonth(db(), caller.userId),
    listOpportunities(db(), caller, { uf: query.uf, cidade: query.cidade, page: query.pagina }),
  ]);
  const plan = normalizeLawyerPlan(profile?.tipoPlano);
  return {
    profile: {
      nome: profile?.nome ?? "",
      oab: profile?.oab ?? null,
      oabUf: profile?.oabUf ?? null,
      whatsapp: profile?.whatsapp ?? "",
      oabStatus: profile?.oabStatus ?? "pendente",
      oabMotivo: profile?.oabMotivoRejeicao ?? null,
    },
    plan,
    used,
    list,
    filter: { uf: query.uf ?? "", cidade: query.cidade ?? "" },
  };
}

const selectSchema = z.object({ solicitacaoId: z.uuid() });

const REFUSAL_STATUS: Record<SelectionRefusal["reason"], number> = {
  not_found: 404,
  not_lawyer: 403,
  needs_oab: 409,
  not_verified: 403,
  full: 409,
  limit: 409,
};

export async function action({ request, context }: Route.ActionArgs) {
  const caller = callerOf(context);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "perfil") {
    const parsed = profileSchema.safeParse(form);
    if (!parsed.success) {
      return data<OpportunitiesActionResult>(
        {
          intent: "perfil" as const,
          ok: false as const,
          error: LAWYER_MSG.invalidForm,
          errors: profileErrors(parsed.error),
        },
        { status: 400 },
      );
    }
    try {
      const saved = await saveLawyerProfile(db(), caller, parsed.data);
      if (!saved.ok) {
        return data<OpportunitiesActionResult>(
          {
            intent: "perfil" as const,
            ok: false as const,
            error: LAWYER_MSG.notLawyer,
            errors: {},
          },
          { status: 403 },
        );
      }
    } catch (error) {
      loggerFor("lawyer").error({ err: error }, "falha ao salvar o perfil");
      return data<OpportunitiesActionResult>(
        {
          intent: "perfil" as const,
          ok: false as const,
          error: LAWYER_MSG.profileFailed,
          errors: {},
        },
        { status: 503 },
      );
    }
    return {
      intent: "perfil" as const,
      ok: true as const,
      toast: { title: LAWYER_MSG.profileSaved },
    } satisfies OpportunitiesActionResult;
  }
  const parsed = selectSchema.safeParse(form);
  if (form.intent !== "selecionar" || !parsed.success) {
    return data<OpportunitiesActionResult>(
      { intent: "selecionar" as const, ok: false as const, error: LAWYER_MSG.caseNotFound },
      { status: 400 },
    );
  }
  let outcome: SelectionOutcome;
  try {
    outcome = await selectCase({ db: db(), sendEmail }, caller, parsed.data.solicitacaoId);
  } catch (error) {
    loggerFor("lawyer").error({ err: error }, "falha ao selecionar caso");
    return data<OpportunitiesActionResult>(
      { intent: "selecionar" as const, ok: false as const, error: LAWYER_MSG.caseSelectFailed },
      { status: 503 },
    );
  }
  if (!outcome.ok) {
    return data<OpportunitiesActionResult>(
      { intent: "selecionar" as const, ok: false as const, error: outcome.error },
      { status: REFUSAL_STATUS[outcome.reason] },
    );
  }
  return {
    intent: "selecionar" as const,
    ok: true as const,
    toast: outcome.already
      ? { title: LAWYER_MSG.caseSelected, description: LAWYER_MSG.caseAlreadyMine }
      : { title: LAWYER_MSG.caseSelected, description: LAWYER_MSG.caseSelectedHint },
  } satisfies OpportunitiesActionResult;
}

export default function OpportunitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, plan, used, list, filter } = loaderData;
  const blockedMessage = selectionLimitMessage(plan, used);
  const blocked = !canSelect(plan, used);
  const lock = selectionLock(profile);
  return (
    <Container width="lg" className="py-8 sm:py-10">
      <PageHeading
        eyebrow="RevisaConecta"
        title="Oportunidades"
        description="Pedidos de consumidores que querem revisar contratos bancários. Selecione um caso para receber o nome, o telefone e o e-mail do cliente em Meus Casos."
      />

      {/* Without JavaScript the forms post here and the result shows as a notice. */}
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} className="mt-6">
          {actionData.ok
            ? [actionData.toast.title, actionData.toast.description].filter(Boolean).join(" ")
            : actionData.error}
        </Alert>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <Alert tone={blocked ? "warning" : "info"} role="none">
            <p className="font-semibold">{usageLine(plan, used)}</p>
            {/* D17: the allowance is the same on every plan, so a used-up month sells no plan. */}
            {blockedMessage ? <p className="mt-1">{blockedMessage}</p> : null}
          </Alert>
          {lock ? (
            <Alert
              tone="warning"
              role="none"
              id={SELECTION_LOCK_ID}
              title="Você ainda não pode selecionar casos"
            >
              {lock.reason}
            </Alert>
          ) : null}
          <OpportunityFilters uf={filter.uf} cidade={filter.cidade} />
          <OpportunityList list={list} filter={filter} blocked={blocked} lock={lock} />
        </div>
        {/* On phones a missing OAB comes first: nothing can be selected without it. */}
        <div
          className={profile.oab ? "lg:sticky lg:top-20" : "max-lg:order-first lg:sticky lg:top-20"}
        >
          <LawyerProfileCard profile={profile} />
        </div>
      </div>
    </Container>
  );
}
