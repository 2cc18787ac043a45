// /alertas-revisaconecta (issue "lawyer's working day" item 4): a verified lawyer opts in to one
// daily e-mail of new requests in the UFs and contract types they choose. A plain form (works
// without JavaScript); the answer shows as a notice.
import { data, Form, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES } from "~/domain/contract-types";
import { viewerContext } from "~/platform/context";
import { readForm } from "~/platform/form.server";
import { loggerFor } from "~/services/logger.server";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/alerts-page";
import { ALERTS_MSG, alertsSchema } from "./alerts";
import { readAlerts, saveAlerts } from "./alerts.server";
import { LAWYER_MSG } from "./messages";
import { UF_OPTIONS } from "./ufs";

export function meta() {
  return [{ title: "Alertas — RevisaConecta" }, { name: "robots", content: "noindex" }];
}

function callerOf(context: Readonly<Route.LoaderArgs["context"]>) {
  const viewer = context.get(viewerContext);
  // The lawyer area's requireLawyer has run.
  return { userId: viewer.user!.id, email: viewer.user!.email };
}

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await readAlerts(db(), callerOf(context));
  return { settings: settings ?? { ativo: false, ufs: [], tipos: [], verified: false } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = alertsSchema.safeParse({
    ativo: form.get("ativo") ?? undefined,
    ufs: form.getAll("ufs"),
    tipos: form.getAll("tipos"),
  });
  if (!parsed.success) {
    const needUf = parsed.error.issues.some((i) => i.message === ALERTS_MSG.needUf);
    return data(
      { ok: false, message: needUf ? ALERTS_MSG.needUf : ALERTS_MSG.invalid },
      { status: 400 },
    );
  }
  try {
    const saved = await saveAlerts(db(), callerOf(context), parsed.data);
    if (!saved.ok) {
      return data(
        {
          ok: false,
          message: saved.reason === "not_lawyer" ? LAWYER_MSG.notLawyer : saved.message,
        },
        { status: 403 },
      );
    }
    return { ok: true, message: saved.message };
  } catch (error) {
    loggerFor("lawyer").error({ err: error }, "falha ao salvar alertas");
    return data({ ok: false, message: ALERTS_MSG.failed }, { status: 503 });
  }
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData.settings;
  const busy = useNavigation().state === "submitting";
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading
        eyebrow="RevisaConecta"
        title="Alertas de novos pedidos"
        description="Receba um e-mail por dia com os novos pedidos de ajuda nos estados e tipos de contrato que você escolher. O mesmo e-mail avisa dos seus casos sem movimentação há 7 dias."
      />
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}
      {s.verified ? null : (
        <Alert tone="warning" className="mt-6">
          {ALERTS_MSG.notVerified}
        </Alert>
      )}
      <Card className="mt-6">
        <Form method="post" className="flex flex-col gap-6">
          <Checkbox
            name="ativo"
            label="Quero receber o e-mail diário de novos pedidos"
            defaultChecked={s.ativo}
            disabled={!s.verified}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold text-slate-900">Estados (UF)</legend>
            <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
              {UF_OPTIONS.map((uf) => (
                <Checkbox
                  key={uf.value}
                  name="ufs"
                  value={uf.value}
                  label={uf.label}
                  defaultChecked={s.ufs.includes(uf.value)}
                  disabled={!s.verified}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold text-slate-900">Tipos de contrato</legend>
            <p className="text-sm text-slate-600">
              Sem nenhum tipo marcado, o e-mail traz pedidos de todos os tipos. O tipo só é
              conhecido quando o consumidor anexou a análise e autorizou o resumo.
            </p>
            {CONTRACT_TYPES.map((t) => (
              <Checkbox
                key={t}
                name="tipos"
                value={t}
                label={CONTRACT_TYPE_LABELS[t]}
                defaultChecked={s.tipos.includes(t)}
                disabled={!s.verified}
              />
            ))}
          </fieldset>
          <Button type="submit" loading={busy} loadingText="Salvando..." disabled={!s.verified}>
            Salvar alertas
          </Button>
        </Form>
      </Card>
    </Container>
  );
}
