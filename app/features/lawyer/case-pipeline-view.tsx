// The pipeline on a Meus Casos card: the state and since when, the "untouched" flag, every step
// with its date, and the form that moves the case on (posts to /meus-casos/:id/estado with a
// fetcher; Meus Casos revalidates and the card shows the new state).
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { CASE_STATE_LABELS, type CaseState, nextStates } from "~/domain/case-pipeline";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Select } from "~/ui/select";
import type { CaseStateResult } from "./case-state-route";
import type { MyCase } from "./cases.server";
import { formatDate, formatDateTime } from "~/platform/dates";
import { useToast } from "~/ui/toast";
import { LAWYER_MSG } from "./messages";

// An answer is toasted once, even if the card renders it again (by identity).
const shown = new WeakSet<object>();

export function CasePipeline({ item }: { item: MyCase }) {
  const fetcher = useFetcher<CaseStateResult>({ key: `estado-${item.id}` });
  // Toasted as soon as the action answers, before the revalidation: the list may then remount the
  // card and drop the fetcher with its answer.
  const result = fetcher.data;
  const { toast } = useToast();
  useEffect(() => {
    if (!result || shown.has(result)) return;
    shown.add(result);
    if (result.ok) toast({ title: result.message });
    else toast({ title: LAWYER_MSG.errorTitle, description: result.error, variant: "destructive" });
  }, [result, toast]);
  const next = item.encerradoPeloConsumidor ? [] : nextStates(item.estado);
  const headingId = `andamento-${item.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 border-t border-slate-100 pt-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          Andamento:
        </h3>
        <Badge tone={stateTone(item.estado)}>{CASE_STATE_LABELS[item.estado]}</Badge>
        <span className="text-sm text-slate-600">desde {formatDate(item.estadoEm)}</span>
        {item.parado ? <Badge tone="warning">{item.parado}</Badge> : null}
      </div>
      <ol aria-label="Histórico do caso" className="flex flex-col gap-0.5 text-sm text-slate-700">
        {item.historico.map((step) => (
          <li key={`${step.estado}-${step.em}`}>
            {CASE_STATE_LABELS[step.estado]} — {formatDateTime(step.em)}
          </li>
        ))}
      </ol>
      {next.length > 0 ? (
        <fetcher.Form
          method="post"
          action={`/meus-casos/${item.id}/estado`}
          className="flex flex-wrap items-end gap-3"
        >
          <Select
            label="Novo estado"
            name="estado"
            className="min-w-48"
            options={next.map((s) => ({ value: s, label: CASE_STATE_LABELS[s] }))}
          />
          <Button
            type="submit"
            variant="outline"
            loading={fetcher.state !== "idle"}
            loadingText="Atualizando..."
          >
            Atualizar andamento
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function stateTone(state: CaseState) {
  if (state === "sem_acordo") return "neutral" as const;
  if (state === "novo") return "brand" as const;
  return "success" as const;
}
