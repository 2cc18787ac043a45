// /meus-casos (SPEC §2 "Lawyer area screens", §6, §7): the lawyer's selected cases with the
// request's contact data, newest selection first, scoped to the caller on the server. On a
// client-side navigation the list streams in behind 'Carregando...'.
import { Suspense } from "react";
import { Await, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { CASE_STATE_LABELS, CASE_STATES, type CaseState } from "~/domain/case-pipeline";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { ButtonLink } from "~/ui/button";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/my-cases-page";
import { listMyCases } from "./cases.server";
import { CaseCards, CasesLoading } from "./case-cards";
import { findLawyerProfile } from "./lawyer-account.server";
import { OAB_MSG } from "./oab";
import { Alert } from "~/ui/alert";

export function meta() {
  return [{ title: "Meus Casos — RevisaConecta" }, { name: "robots", content: "noindex" }];
}

// Saving a note (DESIGN D17) changes nothing the list shows: the card keeps its own text, and a
// reload would stream the list again and remount the card, dropping "Anotação salva.".
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction && /^\/meus-casos\/[^/]+\/anotacao$/.test(formAction)) return false;
  return defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const caller = { userId: viewer.user!.id, email: viewer.user!.email };
  // DESIGN D32: contact data only for a verified OAB (listMyCases enforces it; this says why).
  const profile = await findLawyerProfile(db(), caller);
  const verified = profile?.oabStatus === "verificado";
  // Meus Casos filters by the pipeline's state (?estado=contatado); a bad value shows every case.
  const estado = z
    .enum(CASE_STATES)
    .optional()
    .catch(undefined)
    .parse(new URL(request.url).searchParams.get("estado") || undefined);
  const cases = listMyCases(db(), caller).then((list) =>
    estado ? list.filter((c) => c.estado === estado) : list,
  );
  // A client-side navigation (fetch: Sec-Fetch-Dest "empty") gets the list streamed to <Await>,
  // so the page shows 'Carregando...' at once; a full page load gets it in the HTML, which also
  // works without JavaScript (streamed HTML needs a script to swap the fallback out).
  return {
    verified,
    estado: estado ?? null,
    cases: request.headers.get("sec-fetch-dest") === "empty" ? cases : await cases,
  };
}

export default function MyCasesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading
        eyebrow="RevisaConecta"
        title="Meus Casos"
        description="Os pedidos que você selecionou, com os dados de contato do cliente. Entre em contato com respeito à escolha do cliente: ele pode ter sido selecionado por até 3 advogados."
        actions={
          <ButtonLink to="/oportunidades-advogados" variant="outline">
            Ver oportunidades
          </ButtonLink>
        }
      />
      {loaderData.verified ? null : (
        <Alert tone="warning" className="mt-6">
          {OAB_MSG.casesHidden}
        </Alert>
      )}
      <StateFilter current={loaderData.estado} />
      {/* Already here (full page load): plain HTML — React may stream even a ready Suspense
          boundary out of line, which only a script can reveal. */}
      {Array.isArray(loaderData.cases) ? (
        <CaseCards cases={loaderData.cases} />
      ) : (
        <Suspense fallback={<CasesLoading />}>
          <Await resolve={loaderData.cases} errorElement={<CasesError />}>
            {(cases) => <CaseCards cases={cases} />}
          </Await>
        </Suspense>
      )}
    </Container>
  );
}

function CasesError() {
  return (
    <p
      role="alert"
      className="mt-8 rounded-2xl border border-red-200 bg-danger-50 p-6 text-red-900"
    >
      Não foi possível carregar seus casos. Recarregue a página para tentar de novo.
    </p>
  );
}

/** Links, not a form: each state is a page of its own (?estado=…), shareable and back-button safe. */
function StateFilter({ current }: { current: CaseState | null }) {
  const items: { value: CaseState | null; label: string }[] = [
    { value: null, label: "Todos" },
    ...CASE_STATES.map((s) => ({ value: s, label: CASE_STATE_LABELS[s] })),
  ];
  return (
    <nav aria-label="Filtrar casos por estado" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((i) => {
          const active = i.value === current;
          return (
            <li key={i.label}>
              <Link
                to={i.value ? `/meus-casos?estado=${i.value}` : "/meus-casos"}
                aria-current={active ? "page" : undefined}
                className={
                  active
                    ? "inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white"
                    : "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                }
              >
                {i.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
