// /minhas-solicitacoes (issue "lawyer's working day" item 3): the signed-in consumer follows each
// ask-a-lawyer request — which lawyers selected it (name, OAB, contacts, in the order they
// selected) and the state each one set, with its dates — and may end the sharing with one lawyer
// or with all. The forms post to this page; the answer shows as a notice (works without JS).
import { useState } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
import { db } from "~/db/client.server";
import { CASE_STATE_LABELS } from "~/domain/case-pipeline";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { viewerContext } from "~/platform/context";
import { readForm } from "~/platform/form.server";
import { loggerFor } from "~/services/logger.server";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { ConfirmDialog } from "~/ui/dialog";
import type { Route } from "./+types/my-requests-page";
import {
  type EndOutcome,
  endAllInput,
  endOneInput,
  endSharingWithAll,
  endSharingWithLawyer,
  listMyRequests,
  type MyRequestView,
  type RequestLawyerView,
} from "./my-requests.server";
import { MY_REQUESTS_MSG as MSG } from "./my-requests-text";

const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });
const formatDate = (iso: string) => date.format(new Date(iso));

export function meta() {
  return [{ title: `${MSG.title} — RevisaFácil` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // The signed-in area's requireUser has run.
  const userId = context.get(viewerContext).user!.id;
  return { requests: await listMyRequests(db(), userId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = context.get(viewerContext).user!.id;
  const form = Object.fromEntries(await readForm(request));
  let outcome: EndOutcome;
  try {
    if (form.intent === "encerrar-advogado") {
      const parsed = endOneInput.safeParse(form);
      if (!parsed.success) return data({ ok: false, message: MSG.notFound }, { status: 400 });
      outcome = await endSharingWithLawyer(db(), userId, parsed.data.casoId);
    } else if (form.intent === "encerrar-todos") {
      const parsed = endAllInput.safeParse(form);
      if (!parsed.success) return data({ ok: false, message: MSG.notFound }, { status: 400 });
      outcome = await endSharingWithAll(
        db(),
        { userId, ip: request.headers.get(CLIENT_IP_HEADER) },
        parsed.data.solicitacaoId,
      );
    } else {
      return data({ ok: false, message: MSG.notFound }, { status: 400 });
    }
  } catch (error) {
    loggerFor("conta").error({ err: error }, "falha ao encerrar compartilhamento");
    return data({ ok: false, message: MSG.failed }, { status: 503 });
  }
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : 404 });
}

export default function MyRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading title={MSG.title} description={MSG.description} />
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}
      {loaderData.requests.length === 0 ? (
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
          <p>{MSG.none}</p>
          <ButtonLink to="/solicitar-ajuda-juridica" variant="outline">
            {MSG.newRequest}
          </ButtonLink>
        </div>
      ) : (
        <ul aria-label="Pedidos de ajuda jurídica" className="mt-8 flex flex-col gap-6">
          {loaderData.requests.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </ul>
      )}
    </Container>
  );
}

function RequestCard({ request: r }: { request: MyRequestView }) {
  const headingId = `pedido-${r.id}`;
  const open = r.advogados.some((a) => a.encerradoEm === null);
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Pedido de {formatDate(r.createdAt)} — {r.cidade}/{r.uf}
        </h2>
        {r.revogadoEm ? <Badge tone="neutral">{MSG.endedBadge}</Badge> : null}
      </div>
      {r.revogadoEm ? <p className="text-sm text-slate-700">{MSG.revoked}</p> : null}
      {r.advogados.length === 0 ? (
        <p className="text-slate-700">{MSG.noLawyer}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{MSG.lawyerNote}</p>
          <ul aria-label="Advogados que selecionaram o pedido" className="flex flex-col gap-3">
            {r.advogados.map((a) => (
              <LawyerRow key={a.casoId} lawyer={a} />
            ))}
          </ul>
        </>
      )}
      {!r.revogadoEm || open ? (
        <EndForm
          intent="encerrar-todos"
          field={{ name: "solicitacaoId", value: r.id }}
          label={MSG.endAll}
          hint={MSG.endAllHint}
          describedBy={headingId}
        />
      ) : null}
    </Card>
  );
}

function LawyerRow({ lawyer: a }: { lawyer: RequestLawyerView }) {
  const oab = a.oab ? (a.oabUf ? `OAB/${a.oabUf} ${a.oab}` : `OAB ${a.oab}`) : "OAB não informada";
  const id = `advogado-${a.casoId}`;
  const phone = a.whatsapp.replace(/\D/g, "");
  return (
    <li aria-labelledby={id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-slate-900">
          {a.nome} <span className="font-normal text-slate-700">({oab})</span>
        </h3>
        <Badge tone={a.encerradoEm ? "neutral" : "brand"}>
          {a.encerradoEm ? MSG.endedBadge : CASE_STATE_LABELS[a.estado]}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        Estado registrado pelo advogado: {CASE_STATE_LABELS[a.estado]}, desde{" "}
        {formatDate(a.estadoEm)}
      </p>
      <ol aria-label={`Andamento registrado por ${a.nome}`} className="text-sm text-slate-600">
        {a.historico.map((s) => (
          <li key={`${s.estado}-${s.em}`}>
            {CASE_STATE_LABELS[s.estado]} — {formatDate(s.em)}
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <a
          href={`mailto:${a.email}`}
          className="inline-flex min-h-11 items-center break-all font-semibold text-brand-800 underline"
        >
          {a.email}
        </a>
        {phone ? (
          <a
            href={`https://wa.me/55${phone}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            WhatsApp {a.whatsapp}
          </a>
        ) : null}
      </p>
      {a.encerradoEm ? (
        <p className="text-sm text-slate-600">Encerrado em {formatDate(a.encerradoEm)}.</p>
      ) : (
        <EndForm
          intent="encerrar-advogado"
          field={{ name: "casoId", value: a.casoId }}
          label={MSG.endOne}
          hint={MSG.endOneHint}
          describedBy={id}
        />
      )}
    </li>
  );
}

function EndForm(props: {
  intent: string;
  field: { name: string; value: string };
  label: string;
  hint: string;
  describedBy: string;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [asking, setAsking] = useState(false);
  const busy =
    navigation.state !== "idle" && navigation.formData?.get(props.field.name) === props.field.value;
  const hintId = `${props.field.value}-${props.intent}`;
  const values = { intent: props.intent, [props.field.name]: props.field.value };
  return (
    <Form
      method="post"
      className="flex flex-col items-start gap-1"
      onSubmit={(event) => {
        // With JavaScript, ask first (the dialog's button submits); without it, the form posts.
        event.preventDefault();
        setAsking(true);
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.field.name} value={props.field.value} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        loading={busy}
        loadingText="Encerrando..."
        aria-describedby={`${props.describedBy} ${hintId}`}
      >
        {props.label}
      </Button>
      <p id={hintId} className="text-xs text-slate-600">
        {props.hint}
      </p>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void submit(values, { method: "post" });
        }}
        title={`${props.label}?`}
        description={props.hint}
        cancelLabel="Voltar"
        confirmLabel="Encerrar"
      />
    </Form>
  );
}
