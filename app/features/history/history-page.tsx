// /minhas-analises (DESIGN D30, §7.6): the caller's recorded analyses, newest first — date, type,
// month and verdict — for every plan (it is their data). Signed out → /auth.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { db } from "~/db/client.server";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import { viewerContext } from "~/platform/context";
import { formatDateTime } from "~/platform/dates";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/history-page";
import { listOwnAnalyses } from "./history.server";
import { recordVerdict } from "./laudo-content";
import { HISTORY_MSG } from "./texts";

export function meta() {
  return [{ title: "Minhas análises — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const userId = context.get(viewerContext).user!.id;
  const analyses = await listOwnAnalyses(db(), userId);
  return {
    analyses: analyses.map((a) => {
      const v = recordVerdict(a.record);
      return {
        id: a.id,
        createdAt: a.createdAt,
        tipo: CONTRACT_TYPE_LABELS[a.record.entrada.tipo],
        mes: monthLabel(a.record.entrada.mes),
        veredito: v.titulo,
        tom: v.irregular
          ? ("danger" as const)
          : v.taxaVerificada
            ? ("success" as const)
            : ("neutral" as const),
        recalculo: a.recalculoDe !== null,
      };
    }),
  };
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { analyses } = loaderData;
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading
        title={HISTORY_MSG.title}
        description={HISTORY_MSG.description}
        actions={
          <ButtonLink to="/" variant="outline">
            {HISTORY_MSG.newAnalysis}
          </ButtonLink>
        }
      />
      {analyses.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {HISTORY_MSG.empty}
        </p>
      ) : (
        <ul aria-label={HISTORY_MSG.listLabel} className="mt-8 flex flex-col gap-3">
          {analyses.map((a) => (
            <li key={a.id}>
              <Link
                to={`/minhas-analises/${a.id}`}
                className="flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex flex-col gap-1">
                  <span className="text-sm text-slate-600">{formatDateTime(a.createdAt)}</span>
                  <span className="font-semibold text-slate-900">
                    {a.tipo} · contrato de {a.mes}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <Badge tone={a.tom}>{a.veredito}</Badge>
                    {a.recalculo ? <Badge tone="neutral">{HISTORY_MSG.recalculated}</Badge> : null}
                  </span>
                </span>
                <Icon name="chevron-right" aria-hidden className="size-5 shrink-0 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
