// One request: where, when, what happened, open spots and the "Selecionar caso" button.
// The selection asks for confirmation first, naming what it uses of the month's allowance
// (issue 10 item 7), then posts through a fetcher so the list stays put; the answer is a toast.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/dialog";
import type { OpportunitiesActionResult } from "./opportunities-result";
import type { Opportunity } from "./opportunities.server";
import { CaseSummaryView } from "./case-summary-view";
import { formatDate } from "~/platform/dates";
import { normalizeLawyerPlan, openSpots, selectionCostText, spotsLabel } from "./selection-rules";
import { useResultToast } from "./use-result-toast";
import { SELECTION_LOCK_ID, type SelectionLock } from "./selection-lock";

export function OpportunityCard({
  opportunity: o,
  blocked,
  lock = null,
}: {
  opportunity: Opportunity;
  blocked: boolean;
  /** OAB missing or not verified: no dialog, a disabled button naming why (issue "Journeys" item 8). */
  lock?: SelectionLock | null;
}) {
  const fetcher = useFetcher<OpportunitiesActionResult>();
  useResultToast(fetcher.state === "idle" ? fetcher.data : undefined);
  // The page's plan and this month's selections (the card is rendered by that route).
  const page = useLoaderData() as { plan?: string; used?: number } | undefined;
  const [confirming, setConfirming] = useState(false);
  const spots = openSpots(o.taken);
  const headingId = `pedido-${o.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-1.5 text-lg font-bold text-slate-900">
          <Icon name="map-pin" aria-hidden className="size-5 text-brand-700" />
          {o.cidade}/{o.estado}
        </h3>
        <Badge tone={spots === 0 ? "neutral" : "brand"}>{spotsLabel(o.taken)}</Badge>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Icon name="calendar-days" aria-hidden className="size-4" />
        Recebido em {formatDate(o.createdAt)}
      </p>
      {o.resumo ? <CaseSummaryView summary={o.resumo} uf={o.estado} /> : null}
      <p className="whitespace-pre-line break-words text-slate-800">{o.descricao}</p>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
        {o.mine ? (
          <>
            <Badge tone="success">
              <Icon name="circle-check" aria-hidden className="mr-1 inline size-4" />
              Selecionado por você
            </Badge>
            <Link
              to="/meus-casos"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              Ver contato em Meus Casos
            </Link>
          </>
        ) : spots === 0 ? (
          <Button disabled variant="outline">
            Sem vagas
          </Button>
        ) : lock ? (
          <Button disabled variant="outline" aria-describedby={SELECTION_LOCK_ID}>
            {lock.label}
          </Button>
        ) : blocked ? (
          <Button disabled variant="outline">
            Limite do mês atingido
          </Button>
        ) : (
          <>
            <fetcher.Form
              method="post"
              onSubmit={(event) => {
                // With JavaScript the dialog confirms first; without it the form posts directly.
                if (!confirming) {
                  event.preventDefault();
                  setConfirming(true);
                }
              }}
            >
              <input type="hidden" name="intent" value="selecionar" />
              <input type="hidden" name="solicitacaoId" value={o.id} />
              <Button
                type="submit"
                loading={fetcher.state !== "idle"}
                loadingText="Selecionando..."
                aria-describedby={headingId}
              >
                Selecionar caso
              </Button>
            </fetcher.Form>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => {
                void fetcher.submit(
                  { intent: "selecionar", solicitacaoId: o.id },
                  { method: "post" },
                );
                setConfirming(false);
              }}
              title={`Selecionar o caso de ${o.cidade}/${o.estado}?`}
              description={selectionCostText(normalizeLawyerPlan(page?.plan), page?.used ?? 0)}
              cancelLabel="Voltar"
              confirmLabel="Confirmar seleção"
            >
              <p className="text-slate-700">
                Os contatos do consumidor aparecem em Meus Casos, e ele é avisado por e-mail.
              </p>
            </ConfirmDialog>
          </>
        )}
      </div>
    </Card>
  );
}
