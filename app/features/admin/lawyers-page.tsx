// /admin-dashboard/advogados (DESIGN D32, issue #11 item 7): the OAB verification queue. The
// admin checks each pending number in the Cadastro Nacional dos Advogados and verifies it or
// rejects it with a reason the lawyer reads in the profile. Until then the lawyer selects no
// case and sees no consumer contact data. Admins only.
import { Icon } from "~/ui/icons/icon";
import { data, Form, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { formatOab, OAB_STATUS_LABEL } from "~/features/lawyer/oab";
import { readFormOrNull } from "~/platform/form.server";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { TextAreaField } from "~/ui/text-field";
import type { Route } from "./+types/lawyers-page";
import { env } from "~/env.server";
import { sendEmail } from "~/services/email.server";
import {
  decideOab,
  decisionSchema,
  readVerificationQueue,
  type QueueEntry,
  VERIFICATION_MSG,
} from "./lawyer-verification.server";

export function meta() {
  return [
    { title: "Verificação da OAB — Administração — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader() {
  return readVerificationQueue(db());
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrNull(request);
  const parsed = decisionSchema.safeParse(
    form ? Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) : {},
  );
  if (!parsed.success) {
    const reason = parsed.error.issues.find((i) => i.path[0] === "motivo");
    const id = typeof form?.get("advogadoId") === "string" ? String(form.get("advogadoId")) : null;
    return data(
      { ok: false as const, id, message: reason?.message ?? VERIFICATION_MSG.invalid },
      { status: 400 },
    );
  }
  const outcome = await decideOab(
    db(),
    context.get(viewerContext).user!.id,
    parsed.data,
    new Date(),
    { sendEmail, appUrl: env().APP_URL },
  );
  if (!outcome.ok)
    return data(
      { ok: false as const, id: parsed.data.advogadoId, message: VERIFICATION_MSG[outcome.reason] },
      { status: 409 },
    );
  return { ok: true as const, id: parsed.data.advogadoId, message: outcome.message };
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function LawyersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, decided } = loaderData;
  return (
    <Container width="md" className="py-8">
      <PageHeading
        eyebrow="Administração"
        title="Verificação da OAB"
        description="Confira cada inscrição no Cadastro Nacional dos Advogados antes de verificar. Só advogados verificados selecionam casos e recebem os dados de contato dos clientes."
        actions={
          <ButtonLink
            to="/admin-dashboard"
            variant="outline"
            icon={<Icon name="arrow-left" className="size-5" />}
          >
            Voltar ao painel
          </ButtonLink>
        }
      />
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}

      <section aria-labelledby="pendentes-titulo" className="mt-8">
        <SectionHeading id="pendentes-titulo">
          Aguardando verificação ({pending.length})
        </SectionHeading>
        {pending.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            Nenhuma inscrição aguardando verificação.
          </p>
        ) : (
          <ul role="list" className="mt-3 flex flex-col gap-4">
            {pending.map((entry) => (
              <PendingCard
                key={entry.id}
                entry={entry}
                error={
                  actionData && !actionData.ok && actionData.id === entry.id
                    ? actionData.message
                    : null
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="decididos-titulo" className="mt-10">
        <SectionHeading id="decididos-titulo">Últimas decisões</SectionHeading>
        {decided.length === 0 ? (
          <p className="mt-3 text-slate-700">Nenhuma decisão ainda.</p>
        ) : (
          <ul
            role="list"
            className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          >
            {decided.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-4">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {entry.nome} — {formatOab(entry.oab, entry.oabUf)}
                  <Badge tone={entry.status === "verificado" ? "success" : "danger"}>
                    {OAB_STATUS_LABEL[entry.status]}
                  </Badge>
                </p>
                <p className="text-sm text-slate-600">
                  {entry.email}
                  {entry.decididoEm ? ` · ${dateTime.format(new Date(entry.decididoEm))}` : ""}
                </p>
                {entry.motivo ? (
                  <p className="text-sm text-slate-800">Motivo: {entry.motivo}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

function PendingCard({ entry, error }: { entry: QueueEntry; error: string | null }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("advogadoId") === entry.id;
  const headingId = `advogado-${entry.id}`;
  const hidden = (
    <>
      <input type="hidden" name="advogadoId" value={entry.id} />
      <input type="hidden" name="oab" value={entry.oab} />
      <input type="hidden" name="oabUf" value={entry.oabUf} />
    </>
  );
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {entry.nome}
        </h3>
        <p className="text-slate-700">{entry.email}</p>
        <p className="mt-1 font-semibold text-slate-900">{formatOab(entry.oab, entry.oabUf)}</p>
        <p className="text-sm text-slate-600">
          Cadastro em {dateTime.format(new Date(entry.criadoEm))}
        </p>
      </div>
      <a
        href="https://cna.oab.org.br/"
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <Icon name="external-link" aria-hidden className="size-5" />
        Conferir no Cadastro Nacional dos Advogados
      </a>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-col gap-4 border-t border-slate-100 pt-3">
        <Form method="post">
          {hidden}
          <input type="hidden" name="decisao" value="verificar" />
          <Button
            type="submit"
            loading={busy && navigation.formData?.get("decisao") === "verificar"}
            loadingText="Salvando..."
            icon={<Icon name="badge-check" className="size-5" />}
          >
            Verificar inscrição de {entry.nome}
          </Button>
        </Form>
        <Form method="post" className="flex flex-col gap-2">
          {hidden}
          <input type="hidden" name="decisao" value="recusar" />
          <TextAreaField
            label={`Motivo da recusa (${entry.nome})`}
            name="motivo"
            rows={2}
            maxLength={300}
            required
            hint="O advogado verá este texto no perfil."
          />
          <Button
            type="submit"
            variant="outline"
            loading={busy && navigation.formData?.get("decisao") === "recusar"}
            loadingText="Salvando..."
            icon={<Icon name="circle-x" className="size-5" />}
          >
            Recusar inscrição de {entry.nome}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
