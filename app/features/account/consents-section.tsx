// "Consentimentos" on /minha-conta (DESIGN D18/D24): the consent records and, per ask-a-lawyer
// request, whether it is still shared, with "Revogar consentimento" behind a confirmation.
// Without JavaScript the button posts straight to the page's action (no dialog); with it, the
// dialog asks first and the answer comes as a toast.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useOncePerResult } from "~/platform/use-once-per-result";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/dialog";
import { useToast } from "~/ui/toast";
import type { ConsentsOverview, SharedRequestView } from "./consents.server";
import { CONSENT_MSG, purposeLabel, takenText } from "./consents-text";

// Brasília time, as on the rest of the account page (the account feature imports no lawyer code).
const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const REVOKE_INTENT = "revogar-consentimento";

export type RevokeResult = { intent: string; ok: boolean; message: string };

export function ConsentsSection({
  consents,
  result,
}: {
  consents: ConsentsOverview;
  result?: RevokeResult | null;
}) {
  return (
    <Card as="section" aria-labelledby="consentimentos-titulo">
      <h2 id="consentimentos-titulo" className="text-lg font-semibold">
        {CONSENT_MSG.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{CONSENT_MSG.intro}</p>
      {consents.records.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{CONSENT_MSG.noRecords}</p>
      ) : (
        <ul aria-label="Registros de consentimento" className="mt-4 divide-y divide-slate-200">
          {consents.records.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div>
                <p className="font-medium text-slate-900">{purposeLabel(r.purpose)}</p>
                <p className="text-slate-600">
                  {formatDateTime(r.createdAt)} · versão do texto {r.textVersion}
                </p>
              </div>
              <Badge tone={r.granted ? "success" : "neutral"} className="self-start">
                {r.granted ? CONSENT_MSG.granted : CONSENT_MSG.revokedBadge}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {consents.requests.length > 0 ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-slate-900">
            {CONSENT_MSG.requestsTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {CONSENT_MSG.requestsIntro}{" "}
            <Link to="/minhas-solicitacoes" className="font-semibold text-brand-800 underline">
              Acompanhe seus pedidos em Minhas solicitações
            </Link>
          </p>
          <ul aria-label={CONSENT_MSG.requestsTitle} className="mt-3 flex flex-col gap-3">
            {consents.requests.map((r) => (
              <RequestItem key={r.id} request={r} />
            ))}
          </ul>
        </>
      ) : null}
      {result && result.intent === REVOKE_INTENT ? (
        <Alert tone={result.ok ? "success" : "danger"} className="mt-4">
          {result.message}
        </Alert>
      ) : null}
    </Card>
  );
}

function RequestItem({ request: r }: { request: SharedRequestView }) {
  const fetcher = useFetcher<RevokeResult>();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  const headingId = `pedido-consentimento-${r.id}`;

  // One toast per answer, and the dialog closes once the server has answered.
  useOncePerResult(fetcher.state === "idle" ? fetcher.data : null, (answer) => {
    setOpen(false);
    toast(
      answer.ok
        ? { title: answer.message }
        : { title: "Erro", description: answer.message, variant: "destructive" },
    );
  });

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={headingId} className="font-medium text-slate-900">
          Pedido de {formatDateTime(r.createdAt)} · {r.cidade}/{r.estado}
        </p>
        {r.revokedAt ? (
          <Badge tone="neutral">
            <Icon name="shield-off" aria-hidden className="size-3.5" />
            {CONSENT_MSG.notShared}
          </Badge>
        ) : (
          <Badge tone="success">
            <Icon name="shield-check" aria-hidden className="size-3.5" />
            {CONSENT_MSG.shared}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-slate-600">
        {takenText(r.taken)}
        {r.revokedAt ? ` Consentimento revogado em ${formatDateTime(r.revokedAt)}.` : null}
      </p>
      {r.revokedAt ? null : (
        <fetcher.Form
          method="post"
          className="mt-3"
          onSubmit={(event) => {
            // With JavaScript, ask first; the dialog's button submits.
            event.preventDefault();
            setOpen(true);
          }}
        >
          <input type="hidden" name="intent" value={REVOKE_INTENT} />
          <input type="hidden" name="solicitacaoId" value={r.id} />
          <Button type="submit" variant="outline" aria-describedby={headingId}>
            {CONSENT_MSG.revokeButton}
          </Button>
        </fetcher.Form>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          fetcher.submit({ intent: REVOKE_INTENT, solicitacaoId: r.id }, { method: "post" })
        }
        title={CONSENT_MSG.confirmTitle}
        description={`Pedido de ${formatDateTime(r.createdAt)} · ${r.cidade}/${r.estado}. ${takenText(r.taken)}`}
        confirmLabel={CONSENT_MSG.confirmButton}
        confirmVariant="danger"
        loading={busy}
        loadingText={CONSENT_MSG.revoking}
      >
        <p>{CONSENT_MSG.confirmBody}</p>
      </ConfirmDialog>
    </li>
  );
}
