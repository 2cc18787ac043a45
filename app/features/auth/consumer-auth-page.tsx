// /auth (SPEC §2, §4 "Consumer auth mode", §5, §8): consumer login and sign-up in one card.
import { useState } from "react";
import {
  type ShouldRevalidateFunctionArgs,
  data,
  Form,
  Link,
  redirect,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/consumer-auth-page";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import {
  type ConsumerAuthOutcome,
  readCredentials,
  resendConfirmation,
  type ResendOutcome,
  signInConsumer,
  signUpConsumer,
} from "./consumer-auth.server";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { CARD_TEXTS, parseFrom, targetPath } from "./from-param";
import { chosenPlan, checkoutPath } from "~/features/billing/chosen-plan";
import { PLAN_INVITATION } from "~/features/billing/subscribe-messages";
import { formatPrice, PLANS } from "~/domain/plans";
import { COURSE } from "~/domain/course";
import { MSG } from "~/platform/auth-messages";
import { PasswordField } from "./password-field";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy";
import { cookieHeaders } from "~/platform/response-headers.server";
import { useOncePerResult } from "~/platform/use-once-per-result";

export function meta({ location }: Route.MetaArgs) {
  const from = parseFrom(new URLSearchParams(location.search).get("from"));
  return [
    {
      title: `${from === "revisaconecta" ? "Entrar — RevisaConecta" : "Entrar ou cadastrar-se — RevisaFácil"}`,
    },
    {
      name: "description",
      content:
        "Entre ou crie sua conta grátis para analisar os juros dos seus contratos com a taxa média do Banco Central.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  if (context.get(viewerContext).user) {
    // Arriving from the confirmation link signs the visitor in: say so on the next page.
    const headers = url.searchParams.has("confirmado")
      ? { "Set-Cookie": flashCookie(request, { title: MSG.emailConfirmed }) }
      : undefined;
    // Signed in already with a plan chosen on a card: straight to that plan's checkout.
    const plan = chosenPlan(url.searchParams.get("plano"));
    throw redirect(plan ? checkoutPath(plan) : targetPath(from), { headers });
  }
  const confirmation = url.searchParams.has("error")
    ? ("invalid" as const)
    : url.searchParams.has("confirmado")
      ? ("already" as const)
      : null;
  return { confirmation, invitation: invitationOf(url.searchParams) };
}

/**
 * The invitation a plan card or the course page sends with the visitor, and where the visitor
 * goes after signing in. Made here, with the loader's data, so that the page's JavaScript does not
 * carry the plan and course catalogues (issue 26 item 3: ≤ 120 KB of gzip JS).
 */
function invitationOf(params: URLSearchParams) {
  const plan = chosenPlan(params.get("plano"));
  if (plan)
    return {
      kind: "plan" as const,
      ...PLAN_INVITATION,
      label: PLANS[plan].label,
      price: formatPrice(PLANS[plan].priceCents),
      checkout: checkoutPath(plan),
    };
  if (params.get("from") === "curso")
    return {
      kind: "course" as const,
      price: formatPrice(COURSE.priceCents),
      maxInstalments: COURSE.maxInstalments,
      checkout: null,
    };
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const from = String(form.get("from") ?? new URL(request.url).searchParams.get("from") ?? "");
  const intent = form.get("intent");
  const deps = authServices();
  if (intent === "reenviar") {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    let resent: ResendOutcome;
    try {
      resent = await resendConfirmation(deps, request, { email, from });
    } catch (error) {
      if (!(error instanceof AuthFailed)) throw error;
      return { intent: "reenviar" as const, ok: false, message: MSG.generic };
    }
    return { intent: "reenviar" as const, ok: resent.ok, message: resent.message };
  }
  const credentials = readCredentials(form);
  const mode = intent === "cadastro" ? ("cadastro" as const) : ("login" as const);
  let outcome: ConsumerAuthOutcome;
  try {
    outcome =
      mode === "cadastro"
        ? await signUpConsumer(deps, request, { ...credentials, from })
        : await signInConsumer(deps, request, { ...credentials, from });
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return { intent: mode, ok: false as const, error: MSG.generic, unverified: false };
  }
  if (!outcome.ok) {
    const unverified = outcome.reason === "unverified";
    return { intent: mode, ok: false as const, error: outcome.message, unverified };
  }
  // Issue #27: the password was right and the account has a second factor: on to the code.
  if (outcome.kind === "two-factor")
    throw redirect(outcome.redirectTo, { headers: cookieHeaders(outcome.setCookies) });
  // The cookies go on the response, never into the page's data.
  const { setCookies, ...answer } = outcome;
  return data({ intent: mode, ...answer }, { headers: cookieHeaders(setCookies) });
}

// After a successful login the page waits 1.5 s before leaving; don't let revalidation (which
// would see the new session and redirect at once) cut that short.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok)
    return false;
  return defaultShouldRevalidate;
}

const LOGIN_DELAY_MS = 1500;
const SIGNUP_DELAY_MS = 2000;

export default function ConsumerAuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = parseFrom(searchParams.get("from"));
  // "curso" shows the RevisaFácil card but sends the person on to the course checkout (§8b.22).
  const fromParam = searchParams.get("from") === "curso" ? "curso" : from;
  const mode = searchParams.get("modo") === "cadastro" ? "cadastro" : "login";
  const texts = CARD_TEXTS[from][mode];
  const { invitation } = loaderData;
  // A plan chosen on a card while signed out (issue 10 item 6): after sign-up, its checkout.
  const checkout = invitation?.checkout ?? null;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { toast, dismiss } = useToast();

  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [pendingConfirmation, setPendingConfirmation] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") !== "reenviar";
  const resending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "reenviar";

  useOncePerResult(
    actionData && actionData.intent !== "reenviar" && actionData.ok ? actionData : null,
    (answer) => {
      // Timers are not cleared on unmount on purpose: the redirect must happen.
      if (answer.kind === "login") {
        setLeaving(true);
        const shown = toast({ title: MSG.loginOk, description: MSG.redirecting });
        const to = checkout ?? answer.redirectTo;
        // "Redirecionando..." is over once the next page is there (issue "Journeys" item 7).
        setTimeout(
          () => void Promise.resolve(navigate(to, { replace: true })).then(() => dismiss(shown)),
          LOGIN_DELAY_MS,
        );
      } else if (answer.kind === "signup-session") {
        setLeaving(true);
        const shown = answer.profileError
          ? null
          : toast({ title: MSG.signUpOk, description: MSG.redirecting });
        if (answer.profileError) toast({ title: MSG.profileFailed, variant: "destructive" });
        const to = checkout ?? answer.redirectTo;
        setTimeout(
          () =>
            void Promise.resolve(navigate(to, { replace: true })).then(() => {
              if (shown) dismiss(shown);
            }),
          SIGNUP_DELAY_MS,
        );
      } else {
        setPendingConfirmation(true);
        if (answer.profileError) toast({ title: MSG.profileFailed, variant: "destructive" });
        else toast({ title: MSG.signUpOk, description: MSG.confirmSent });
        // SPEC §4: after 2 s the card returns to login mode and the password is cleared.
        setTimeout(() => {
          setPassword("");
          setSearchParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.delete("modo");
              return next;
            },
            { replace: true, preventScrollReset: true },
          );
        }, SIGNUP_DELAY_MS);
      }
    },
  );

  const serverError =
    actionData && actionData.intent !== "reenviar" && !actionData.ok ? actionData.error : null;
  const error = clientError ?? (navigation.state === "idle" ? serverError : null);
  const unverified = Boolean(
    actionData && actionData.intent !== "reenviar" && !actionData.ok && actionData.unverified,
  );
  const resent = actionData?.intent === "reenviar" ? actionData : null;
  const showResend =
    pendingConfirmation || unverified || loaderData.confirmation === "invalid" || Boolean(resent);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // SPEC §5: the same checks the server makes, before any request.
    if (!email.trim() || !password) {
      event.preventDefault();
      setClientError(MSG.fillAll);
    } else if (password.length < PASSWORD_MIN) {
      event.preventDefault();
      setClientError(MSG.passwordMin);
    } else {
      setClientError(null);
    }
  }

  const toggleTo = (() => {
    const next = new URLSearchParams(searchParams);
    if (mode === "login") next.set("modo", "cadastro");
    else next.delete("modo");
    const q = next.toString();
    return q ? `?${q}` : "?";
  })();

  return (
    <div className="px-4 py-10 sm:py-16">
      <Card as="section" padding="lg" className="mx-auto max-w-md" aria-labelledby="auth-titulo">
        <h1 id="auth-titulo" className="text-2xl font-bold text-slate-900">
          {texts.title}
        </h1>
        <p className="mt-2 text-slate-700">{texts.text}</p>
        {invitation?.kind === "plan" ? (
          // An invitation, not an error (issue "Journeys" item 5): the plan card sent the person here.
          <Alert
            tone="info"
            role="none"
            className="mt-4"
            title={mode === "cadastro" ? invitation.signUp : invitation.signIn}
          >
            <p>{invitation.reason}</p>
            <p className="mt-1">
              Plano escolhido: {invitation.label} — {invitation.price}/mês. Depois de entrar, você
              segue direto para o pagamento.
            </p>
          </Alert>
        ) : invitation?.kind === "course" ? (
          <Alert tone="info" role="none" className="mt-4">
            Inscrição no curso: {invitation.price}, à vista ou em até {invitation.maxInstalments}x.
            Depois de entrar, você segue direto para o pagamento.
          </Alert>
        ) : null}

        {loaderData.confirmation === "invalid" ? (
          <Alert tone="warning" className="mt-6">
            {MSG.confirmLinkInvalid}
          </Alert>
        ) : loaderData.confirmation === "already" ? (
          <Alert tone="info" className="mt-6">
            Seu e-mail já está confirmado. Entre com seu e-mail e senha.
          </Alert>
        ) : null}

        <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="from" value={fromParam} />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label="Senha"
            name="password"
            autoComplete={mode === "cadastro" ? "new-password" : "current-password"}
            hint={
              mode === "cadastro"
                ? `De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres. Evite senhas óbvias.`
                : undefined
            }
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {mode === "cadastro" ? (
            <p className="text-sm text-slate-600">
              Ao criar a conta, você concorda com os{" "}
              <Link
                to="/termos-de-uso"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Termos de Uso
              </Link>{" "}
              e a{" "}
              <Link
                to="/politica-privacidade"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Política de Privacidade
              </Link>
              .
            </p>
          ) : null}
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {leaving ? (
            <>
              <Alert tone="success" role="none">
                {MSG.redirecting}
              </Alert>
              <noscript>
                <meta httpEquiv="refresh" content={`2;url=${targetPath(fromParam)}`} />
              </noscript>
            </>
          ) : null}
          <Button
            type="submit"
            block
            loading={submitting}
            loadingText="Processando..."
            disabled={leaving}
          >
            {mode === "cadastro" ? "Criar conta" : "Entrar"}
          </Button>
        </Form>

        {mode === "login" ? (
          <p className="mt-4 text-center">
            <Link
              to="/esqueci-minha-senha"
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              Esqueci minha senha
            </Link>
          </p>
        ) : null}

        {showResend ? (
          <Form
            method="post"
            className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
          >
            <input type="hidden" name="intent" value="reenviar" />
            <input type="hidden" name="from" value={fromParam} />
            <input type="hidden" name="email" value={email} />
            <p className="text-sm text-slate-700">
              Não recebeu o e-mail de confirmação? Confira o spam ou peça outro.
            </p>
            {resent ? (
              <Alert tone={resent.ok ? "success" : "danger"}>{resent.message}</Alert>
            ) : null}
            <Button type="submit" variant="outline" loading={resending} loadingText="Enviando...">
              Reenviar e-mail de confirmação
            </Button>
          </Form>
        ) : null}

        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-slate-700">
          {mode === "login" ? "Ainda não tem conta?" : "Já tem conta?"}{" "}
          <Link
            to={toggleTo}
            replace
            preventScrollReset
            onClick={() => setClientError(null)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {mode === "login" ? "Criar uma conta" : "Fazer login"}
          </Link>
        </p>
      </Card>
    </div>
  );
}
