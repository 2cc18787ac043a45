// /admin-dashboard/verificacao-duas-etapas (issue #27 item 4): support sends the one-time removal
// link to an account's address once the person has written from it; the log names the admin.
import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/text-field";
import { viewerContext } from "~/platform/context";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/factor-removal-admin-page";
import { authServices } from "./auth.server";
import { listSupportRemovals, sendRemovalLink } from "./factor-removal.server";

export function meta() {
  return [{ title: "Verificação em duas etapas — Admin" }, { name: "robots", content: "noindex" }];
}

export async function loader() {
  return { log: await listSupportRemovals(authServices().config.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { config } = authServices();
  const outcome = await sendRemovalLink(
    {
      db: config.db,
      email: config.email,
      baseURL: config.baseURL,
      rateLimitMax: config.rateLimitMax,
    },
    {
      email: String(form.get("email") ?? "").slice(0, 320),
      adminUserId: context.get(viewerContext).user!.id,
    },
  );
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : 400 });
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

const KIND_TEXT: Record<string, string> = {
  remocao_solicitada_suporte: "Link de remoção enviado",
  fator_removido_suporte: "Verificação removida pelo link",
};

export default function FactorRemovalAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Verificação em duas etapas: suporte</h1>
      <Card as="section" aria-labelledby="enviar-link-titulo">
        <h2 id="enviar-link-titulo" className="text-lg font-semibold">
          Enviar link de remoção
        </h2>
        <p className="mt-1 text-slate-700">
          Use só depois que a pessoa escreveu do próprio e-mail da conta dizendo que perdeu o
          aparelho e os códigos de reserva. O link vai para esse e-mail e pede a senha; a
          redefinição de senha não remove a verificação.
        </p>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <TextField label="E-mail da conta" name="email" type="email" autoComplete="off" />
          {actionData ? (
            <Alert tone={actionData.ok ? "success" : "danger"}>{actionData.message}</Alert>
          ) : null}
          <Button type="submit" loading={navigation.state === "submitting"} className="self-start">
            Enviar link
          </Button>
        </Form>
      </Card>
      <Card as="section" aria-labelledby="registro-titulo">
        <h2 id="registro-titulo" className="text-lg font-semibold">
          Registro
        </h2>
        {loaderData.log.length === 0 ? (
          <p className="mt-1 text-slate-700">Nenhum pedido ainda.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {loaderData.log.map((row) => (
              <li key={row.id} className="py-2">
                <p className="font-medium text-slate-900">
                  {KIND_TEXT[row.kind] ?? row.kind}: {row.account}
                </p>
                <p className="text-slate-600">
                  {dateTime.format(new Date(row.createdAt))} · por {row.admin ?? "—"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
