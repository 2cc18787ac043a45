// /minha-conta (DESIGN D24): sessions, password, consents, export and deletion of the account.
import { Icon } from "~/ui/icons/icon";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { authServices } from "~/features/auth/auth.server";
import { sessionContext, viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { PasswordField } from "~/features/auth/password-field";
import { cookieHeaders } from "~/platform/response-headers.server";
import { callAuth } from "~/features/auth/call-auth.server";
import { Alert } from "~/ui/alert";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/text-field";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/account-page";
import { listActiveSessions } from "./account-data.server";
import {
  ACCOUNT_MSG,
  changePassword,
  deleteAccount,
  revokeOtherSessions,
} from "./account-actions.server";
import { describeDevice } from "./device";
import { db } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { ConsentsSection, REVOKE_INTENT } from "./consents-section";
import { IdentificationSection } from "./identification-section";
import {
  listConsents,
  revokeInput,
  revokeLawyerSharing,
  type RevokeOutcome,
} from "./consents.server";
import { loggerFor } from "~/services/logger.server";
import { paymentProvider } from "~/services/payments.server";
import { CONSENT_MSG } from "./consents-text";

export function meta() {
  return [{ title: "Minha conta — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const current = context.get(sessionContext);
  const [sessions, consents] = await Promise.all([
    listActiveSessions(authServices().config.db, viewer.user!.id),
    listConsents(db(), viewer.user!.id),
  ]);
  return {
    email: viewer.user!.email,
    consents,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === current?.id,
      device: describeDevice(s.userAgent),
      ipAddress: s.ipAddress,
      lastActive: s.updatedAt.toISOString(),
    })),
  };
}

const UNKNOWN_INTENT = "Ação desconhecida. Recarregue a página e tente de novo.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const deps = authServices();
  const intent = field("intent");
  if (intent === "sair-todas") {
    await callAuth(deps.auth, deps.config.baseURL, "/revoke-sessions", { request });
    const out = await callAuth(deps.auth, deps.config.baseURL, "/sign-out", { request });
    throw redirect("/auth", {
      headers: cookieHeaders(out.setCookies, [flashCookie(request, { title: ACCOUNT_MSG.allOut })]),
    });
  }
  if (intent === REVOKE_INTENT) {
    const parsed = revokeInput.safeParse({ solicitacaoId: field("solicitacaoId") });
    if (!parsed.success)
      return data({ intent, ok: false, message: CONSENT_MSG.notFound }, { status: 400 });
    const caller = {
      userId: context.get(viewerContext).user!.id,
      ip: request.headers.get(CLIENT_IP_HEADER),
    };
    let result: RevokeOutcome;
    try {
      result = await revokeLawyerSharing(db(), caller, parsed.data.solicitacaoId);
    } catch (error) {
      loggerFor("conta").error({ err: error }, "falha ao revogar consentimento");
      return data({ intent, ok: false, message: CONSENT_MSG.failed }, { status: 503 });
    }
    const status = result.ok ? 200 : { not_found: 404, already_revoked: 409 }[result.reason];
    return data({ intent, ok: result.ok, message: result.message }, { status });
  }
  if (intent === "excluir") {
    const result = await deleteAccount(
      deps,
      request,
      {
        userId: context.get(viewerContext).user!.id,
        password: field("password"),
        confirmation: field("confirmacao"),
      },
      { provider: paymentProvider() },
    );
    if (result.ok)
      throw redirect("/", {
        headers: cookieHeaders(result.setCookies, [
          flashCookie(request, { title: result.message }),
        ]),
      });
    return data(
      { intent, ok: false, message: result.message },
      {
        status:
          result.reason === "rate_limited"
            ? 429
            : result.reason === "billing_unavailable"
              ? 503
              : 400,
      },
    );
  }
  // Issue 23: an intent this page does not know does nothing (it used to sign out other sessions).
  if (intent !== "trocar-senha" && intent !== "sair-outras")
    return data({ intent, ok: false, message: UNKNOWN_INTENT }, { status: 400 });
  const result =
    intent === "trocar-senha"
      ? await changePassword(deps, request, {
          current: field("current"),
          password: field("password"),
          confirmation: field("confirmation"),
        })
      : await revokeOtherSessions(deps, request);
  return data(
    { intent, ok: result.ok, message: result.message },
    { headers: cookieHeaders(result.ok ? result.setCookies : []) },
  );
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const notice = (intent: string) =>
    actionData && actionData.intent === intent ? (
      <Alert tone={actionData.ok ? "success" : "danger"} className="mt-4">
        {actionData.message}
      </Alert>
    ) : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Minha conta</h1>
        <p className="mt-1 text-slate-700">{loaderData.email}</p>
        <p className="mt-2">
          <Link
            to="/assinatura"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Minha assinatura: plano, renovação e cancelamento
          </Link>
        </p>
      </header>

      <Card as="section" aria-labelledby="sessoes-titulo">
        <h2 id="sessoes-titulo" className="text-lg font-semibold">
          Sessões ativas
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Os aparelhos em que sua conta está aberta agora.
        </p>
        <ul className="mt-4 divide-y divide-slate-200">
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="flex items-start gap-3 py-3">
              {s.device.mobile ? (
                <Icon name="smartphone" aria-hidden className="mt-0.5 size-5 text-slate-500" />
              ) : (
                <Icon name="monitor" aria-hidden className="mt-0.5 size-5 text-slate-500" />
              )}
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {s.device.label}
                  {s.current ? (
                    <span className="ml-2 rounded bg-ok-50 px-1.5 py-0.5 text-xs text-emerald-900">
                      esta sessão
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  Último acesso em {dateTime.format(new Date(s.lastActive))}
                  {s.ipAddress ? ` · IP ${s.ipAddress}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="sair-outras" />
            <Button
              type="submit"
              variant="outline"
              loading={busy("sair-outras")}
              icon={<Icon name="log-out" className="size-4" />}
            >
              Sair das outras sessões
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="sair-todas" />
            <Button
              type="submit"
              variant="outline"
              loading={busy("sair-todas")}
              icon={<Icon name="log-out" className="size-4" />}
            >
              Sair de todas as sessões
            </Button>
          </Form>
        </div>
        {notice("sair-outras")}
        {/* Issue #27: factor enrolled, disabled, backup code used — the account's history. */}
        <Link
          to="/minha-conta/seguranca"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          Ver o histórico de segurança
        </Link>
      </Card>

      <Card as="section" aria-labelledby="senha-titulo">
        <h2 id="senha-titulo" className="text-lg font-semibold">
          Alterar senha
        </h2>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="trocar-senha" />
          <PasswordField label="Senha atual" name="current" autoComplete="current-password" />
          <PasswordField
            label="Nova senha"
            name="password"
            autoComplete="new-password"
            hint="De 6 a 128 caracteres. Evite senhas óbvias."
          />
          <PasswordField
            label="Repita a nova senha"
            name="confirmation"
            autoComplete="new-password"
          />
          <Button
            type="submit"
            loading={busy("trocar-senha")}
            loadingText="Processando..."
            className="self-start"
          >
            Alterar senha
          </Button>
        </Form>
        {notice("trocar-senha")}
      </Card>

      <Card as="section" aria-labelledby="seguranca-titulo">
        <h2 id="seguranca-titulo" className="text-lg font-semibold">
          Segurança
        </h2>
        <p className="mt-1 text-slate-700">
          Peça um código do seu celular além da senha para entrar, e veja o histórico de segurança
          da conta.
        </p>
        <Link
          to="/minha-conta/seguranca"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Verificação em duas etapas
        </Link>
      </Card>

      <IdentificationSection />
      <ConsentsSection consents={loaderData.consents} result={actionData} />

      <Card as="section" aria-labelledby="dados-titulo">
        <h2 id="dados-titulo" className="text-lg font-semibold">
          Meus dados
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Baixe uma cópia de tudo o que guardamos sobre você (LGPD, art. 18), em formato JSON.
        </p>
        <a
          href="/minha-conta/exportar"
          download
          className={`${buttonClasses({ variant: "outline" })} mt-4`}
        >
          Exportar meus dados
        </a>
      </Card>

      <Card as="section" aria-labelledby="excluir-titulo" className="border-red-200">
        <h2 id="excluir-titulo" className="text-lg font-semibold text-red-900">
          Excluir minha conta
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Apaga sua conta, seu plano, suas análises e suas mensagens. Pedidos de advogado já
          enviados ficam sem seus dados pessoais. Esta ação não pode ser desfeita; uma assinatura
          paga deve ser cancelada antes, em{" "}
          <Link to="/assinatura" className="font-semibold text-brand-700 underline">
            Minha assinatura
          </Link>
          .
        </p>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="excluir" />
          <PasswordField label="Sua senha" name="password" autoComplete="current-password" />
          <TextField label="Digite EXCLUIR para confirmar" name="confirmacao" autoComplete="off" />
          <Button
            type="submit"
            variant="danger"
            loading={busy("excluir")}
            loadingText="Processando..."
            className="self-start"
          >
            Excluir minha conta
          </Button>
        </Form>
        {notice("excluir")}
      </Card>
    </div>
  );
}
