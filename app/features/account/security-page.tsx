// /minha-conta/seguranca (issue #27): the two-factor sign-in (enrol with a QR code and the secret
// in text, confirmed by a first code; backup codes shown once; disable with the password and a
// code) and the account's security history. Admins without a factor reach only this page.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { authServices } from "~/features/auth/auth.server";
import { AuthFailed } from "~/features/auth/call-auth.server";
import { PasswordField } from "~/features/auth/password-field";
import { viewerContext } from "~/platform/context";
import { SECURITY_PATH } from "~/platform/guards.server";
import { flashCookie } from "~/platform/flash.server";
import { readForm } from "~/platform/form.server";
import { cookieHeaders } from "~/platform/response-headers.server";
import { MSG } from "~/platform/auth-messages";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/text-field";
import type { Route } from "./+types/security-page";
import { confirmEnrolment, disableFactor, loadSecurity, startEnrolment } from "./security.server";

export function meta() {
  return [{ title: "Segurança da conta — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const state = await loadSecurity(authServices().config.db, viewer.user!.id);
  return { ...state, admin: viewer.plan.isAdmin, lawyer: viewer.lawyer !== null };
}

const statusOf = (reason: string) =>
  reason === "rate_limited" ? 429 : reason === "refused" ? 409 : 400;

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const deps = authServices();
  const intent = field("intent");
  try {
    if (intent === "ativar") {
      const started = await startEnrolment(deps, request, field("password"));
      if (!started.ok)
        return data(
          { intent, ok: false as const, message: started.message },
          { status: statusOf(started.reason) },
        );
      // Shown once: the secret and the backup codes are never read back from the server.
      return data(
        {
          intent,
          ok: true as const,
          message: "",
          qr: started.qr,
          secret: started.secret,
          backupCodes: started.backupCodes,
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    if (intent === "confirmar" || intent === "desativar") {
      const result =
        intent === "confirmar"
          ? await confirmEnrolment(deps, request, field("codigo"))
          : await disableFactor(deps, request, {
              password: field("password"),
              code: field("codigo"),
            });
      if (!result.ok)
        return data(
          { intent, ok: false as const, message: result.message },
          { status: statusOf(result.reason) },
        );
      throw redirect(SECURITY_PATH, {
        headers: cookieHeaders(result.setCookies, [
          flashCookie(request, { title: result.message }),
        ]),
      });
    }
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return data({ intent, ok: false as const, message: MSG.generic }, { status: 503 });
  }
  return data(
    {
      intent,
      ok: false as const,
      message: "Ação desconhecida. Recarregue a página e tente de novo.",
    },
    { status: 400 },
  );
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failure = (intent: string) =>
    actionData && actionData.intent === intent && !actionData.ok ? (
      <Alert tone="danger">{actionData.message}</Alert>
    ) : null;
  const enrolment = actionData?.ok && "qr" in actionData && !loaderData.enabled ? actionData : null;
  // A wrong first code keeps the QR on screen only if the page still has it: ask to start over.
  const confirming = enrolment !== null || actionData?.intent === "confirmar";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <p>
          <Link
            to="/minha-conta"
            className="inline-flex min-h-11 items-center text-brand-800 underline"
          >
            Voltar para Minha conta
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Segurança da conta</h1>
      </header>

      {loaderData.admin && !loaderData.enabled ? (
        <Alert tone="warning">
          Contas de administrador precisam da verificação em duas etapas. Ative-a abaixo para
          continuar usando o site.
        </Alert>
      ) : null}

      <Card as="section" aria-labelledby="dois-fatores-titulo">
        <h2 id="dois-fatores-titulo" className="text-lg font-semibold">
          Verificação em duas etapas
        </h2>
        {loaderData.enabled ? (
          <>
            <p className="mt-1 text-slate-700">
              <strong>Ativada.</strong> Depois da senha, pedimos o código de 6 dígitos do seu
              aplicativo autenticador (ou um código de reserva).
            </p>
            <h3 className="mt-6 font-semibold">Desativar</h3>
            <Form method="post" noValidate className="mt-2 flex flex-col gap-4">
              <input type="hidden" name="intent" value="desativar" />
              <PasswordField label="Senha" name="password" autoComplete="current-password" />
              <TextField
                label="Código do aplicativo ou de reserva"
                name="codigo"
                autoComplete="one-time-code"
                maxLength={20}
              />
              {failure("desativar")}
              <Button type="submit" variant="outline" loading={busy("desativar")}>
                Desativar a verificação em duas etapas
              </Button>
            </Form>
          </>
        ) : enrolment ? (
          <div className="mt-2 flex flex-col gap-4">
            <p className="text-slate-700">
              1. No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 2FAS…),
              leia o código QR ou digite a chave abaixo.
            </p>
            <svg
              role="img"
              aria-label="Código QR da verificação em duas etapas"
              viewBox={`0 0 ${enrolment.qr.size} ${enrolment.qr.size}`}
              width="208"
              height="208"
              shapeRendering="crispEdges"
              className="rounded bg-white"
            >
              <rect width="100%" height="100%" fill="#ffffff" />
              <path d={enrolment.qr.d} fill="#000000" />
            </svg>
            <TextField
              label="Chave secreta (para digitar no aplicativo)"
              name="chave"
              readOnly
              value={enrolment.secret}
              className="font-mono"
            />
            <div>
              <p className="text-slate-700">
                2. Guarde estes códigos de reserva. Cada um vale uma só vez e eles não serão
                mostrados de novo.
              </p>
              <ul aria-label="Códigos de reserva" className="mt-2 grid grid-cols-2 gap-1 font-mono">
                {enrolment.backupCodes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <a
                download="revisafacil-codigos-de-reserva.txt"
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(
                  `Códigos de reserva — RevisaFácil\n\n${enrolment.backupCodes.join("\n")}\n`,
                )}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              >
                Baixar os códigos (.txt)
              </a>
            </div>
          </div>
        ) : (
          <p className="mt-1 text-slate-700">
            Desativada. Com ela, quem souber sua senha ainda precisa do código de 6 dígitos do seu
            celular para entrar.
          </p>
        )}
        {!loaderData.enabled && confirming ? (
          <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="intent" value="confirmar" />
            <TextField
              label="Código de 6 dígitos do aplicativo"
              name="codigo"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
            />
            {failure("confirmar")}
            <Button type="submit" loading={busy("confirmar")}>
              Confirmar e ativar
            </Button>
          </Form>
        ) : null}
        {!loaderData.enabled && !enrolment ? (
          <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="intent" value="ativar" />
            <PasswordField label="Senha" name="password" autoComplete="current-password" />
            {failure("ativar")}
            <Button type="submit" loading={busy("ativar")}>
              Ativar a verificação em duas etapas
            </Button>
          </Form>
        ) : null}
      </Card>

      <Card as="section" aria-labelledby="historico-titulo">
        <h2 id="historico-titulo" className="text-lg font-semibold">
          Histórico de segurança
        </h2>
        {loaderData.events.length === 0 ? (
          <p className="mt-1 text-slate-700">Nenhum evento ainda.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {loaderData.events.map((e) => (
              <li key={e.id} className="py-2">
                <p className="font-medium text-slate-900">{e.text}</p>
                <p className="text-slate-600">
                  {dateTime.format(new Date(e.createdAt))}
                  {e.ipAddress ? ` · IP ${e.ipAddress}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
