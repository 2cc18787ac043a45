// /remover-verificacao?token=… (issue #27 item 4): the one-time link support sent to the account's
// address; typing the password removes the lost second factor (DESIGN §8b.36).
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { AuthCard } from "./auth-card";
import { readForm } from "~/platform/form.server";
import { BackToLogin } from "./back-to-login";
import { flashCookie } from "~/platform/flash.server";
import type { Route } from "./+types/factor-removal-page";
import { authServices, CLIENT_IP_HEADER } from "./auth.server";
import { PasswordField } from "./password-field";
import {
  REMOVAL_MSG,
  removalLinkIsValid,
  removeWithLink,
  type RemovalDeps,
} from "./factor-removal.server";

export function meta() {
  return [
    { title: "Remover a verificação em duas etapas — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

function removalDeps(): RemovalDeps {
  const { config } = authServices();
  return {
    db: config.db,
    email: config.email,
    baseURL: config.baseURL,
    rateLimitMax: config.rateLimitMax,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = await removalLinkIsValid(removalDeps().db, token);
  return { valid, invalidMessage: REMOVAL_MSG.invalidLink };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await removeWithLink(removalDeps(), {
    token,
    password: String(form.get("password") ?? ""),
    ipAddress: request.headers.get(CLIENT_IP_HEADER),
  });
  if (outcome.ok)
    throw redirect("/auth", {
      headers: { "Set-Cookie": flashCookie(request, { title: outcome.message }) },
    });
  const status = { invalid_link: 410, wrong_password: 400, rate_limited: 429 }[outcome.reason];
  return data({ message: outcome.message }, { status });
}

export default function FactorRemovalPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard titleId="remover-titulo" title="Remover a verificação em duas etapas">
      {loaderData.valid ? (
        <>
          <p className="mt-2 text-slate-700">
            Digite a senha da sua conta para remover a verificação em duas etapas. Depois, você
            entra só com e-mail e senha e pode ativá-la de novo em Minha conta.
          </p>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <PasswordField label="Senha" name="password" autoComplete="current-password" />
            {actionData ? <Alert tone="danger">{actionData.message}</Alert> : null}
            <Button type="submit" block loading={navigation.state === "submitting"}>
              Remover a verificação
            </Button>
          </Form>
        </>
      ) : (
        <Alert tone="danger" className="mt-4">
          {loaderData.invalidMessage}
        </Alert>
      )}
      <p className="mt-6 text-center">
        <BackToLogin />
      </p>
    </AuthCard>
  );
}
