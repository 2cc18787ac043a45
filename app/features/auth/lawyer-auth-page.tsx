// /auth-revisaconecta (SPEC §2 "Lawyer area screens", §4, §8): login exclusive to lawyers and
// sign-up, with errors as destructive toasts titled 'Erro'.
import { Icon } from "~/ui/icons/icon";
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
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/lawyer-auth-page";
import { authServices } from "./auth.server";
import { viewerContext } from "~/platform/context";
import { challengePath, LAWYER_HOME } from "./from-param";
import { checkoutPath, chosenLawyerPlan } from "~/features/billing/chosen-plan";
import { PLAN_INVITATION } from "~/features/billing/subscribe-messages";
import { formatPrice, PLANS } from "~/domain/plans";
import { AuthFailed } from "./call-auth.server";
import { type LawyerAuthOutcome, signInLawyer, signUpLawyer } from "./lawyer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { useOncePerResult } from "~/platform/use-once-per-result";
import { PasswordField } from "./password-field";
import { PASSWORD_MIN } from "./password-policy";
import { cookieHeaders } from "~/platform/response-headers.server";

export function meta() {
  return [
    { title: "RevisaConecta — acesso para advogados" },
    {
      name: "description",
      content:
        "Área exclusiva para advogados parceiros: pedidos de ajuda de consumidores e seus casos.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // SPEC §4 "Lawyer login" 4: a lawyer already signed in goes straight to the opportunities.
  const viewer = context.get(viewerContext);
  if (viewer.user && viewer.lawyer) throw redirect(LAWYER_HOME);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "");
  const deps = authServices();
  const signUp = form.get("intent") === "cadastro";
  let outcome: LawyerAuthOutcome;
  try {
    outcome = signUp
      ? await signUpLawyer(deps, request, {
          nome: field("nome"),
          email: field("email"),
          password: field("password"),
        })
      : await signInLawyer(deps, request, { email: field("email"), password: field("password") });
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return { ok: false as const, error: signUp ? MSG.signUpFailed : MSG.generic };
  }
  if (!outcome.ok) {
    // profile_failed: the account is ready, so its session cookies go out with the refusal.
    const setCookies = outcome.reason === "profile_failed" ? outcome.setCookies : [];
    return data(
      { ok: false as const, error: outcome.message },
      { headers: cookieHeaders(setCookies) },
    );
  }
  // Issue #27: the password was right and the account has a second factor: on to the code.
  if (outcome.twoFactor)
    throw redirect(challengePath("revisaconecta"), { headers: cookieHeaders(outcome.setCookies) });
  // The cookies go on the response, never into the page's data.
  const { setCookies, ...answer } = outcome;
  return data(answer, { headers: cookieHeaders(setCookies) });
}

export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok)
    return false;
  return defaultShouldRevalidate;
}

export default function LawyerAuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = searchParams.get("modo") === "cadastro" ? "cadastro" : "login";
  // A Starter/Master card chosen while signed out (issue 10 item 6): its checkout after sign-up.
  const plan = chosenLawyerPlan(searchParams.get("plano"));
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { toast } = useToast();
  const [nome, setNome] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const showError = (message: string) =>
    toast({ title: MSG.errorTitle, description: message, variant: "destructive" });

  useOncePerResult(actionData, (answer) => {
    if (!answer.ok) {
      showError(answer.error);
      return;
    }
    if (answer.session) {
      toast({
        title: answer.kind === "login" ? MSG.loginOk : MSG.signUpOk,
        description: MSG.lawyerWelcome,
      });
      navigate(plan ? checkoutPath(plan) : LAWYER_HOME, { replace: true });
    } else {
      toast({ title: MSG.signUpOk, description: MSG.lawyerActivate });
      setPassword("");
      setMode("login");
    }
  });

  function setMode(next: "login" | "cadastro") {
    const keep: Record<string, string> = plan ? { plano: plan } : {};
    setSearchParams(next === "cadastro" ? { modo: "cadastro", ...keep } : keep, {
      replace: true,
      preventScrollReset: true,
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    let message: string | null = null;
    if (mode === "cadastro" && !nome.trim()) message = MSG.nameRequired;
    else if (!email.trim() || !password) message = MSG.fillAll;
    else if (password.length < PASSWORD_MIN) message = MSG.passwordMin;
    if (message) {
      event.preventDefault();
      showError(message);
    }
  }

  const submitting = navigation.state === "submitting";
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <Card as="section" padding="lg" className="mx-auto max-w-md" aria-labelledby="rc-titulo">
        <Icon name="briefcase" aria-hidden className="size-10 text-brand-700" />
        <h1 id="rc-titulo" className="mt-3 text-2xl font-bold text-slate-900">
          {mode === "cadastro" ? "Cadastro no RevisaConecta" : "Entrar no RevisaConecta"}
        </h1>
        <p className="mt-2 text-slate-700">
          Acesso exclusivo para advogados parceiros. Receba oportunidades de clientes que precisam
          revisar contratos bancários.
        </p>
        {plan ? (
          <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            <p className="font-semibold">
              {mode === "cadastro" ? PLAN_INVITATION.signUp : PLAN_INVITATION.signIn}
            </p>
            <p className="mt-1">{PLAN_INVITATION.reason}</p>
            <p className="mt-1">
              Plano escolhido: {PLANS[plan].label} — {formatPrice(PLANS[plan].priceCents)}/mês.
              Depois de entrar, você segue direto para o pagamento.
            </p>
          </div>
        ) : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="intent" value={mode} />
          {mode === "cadastro" ? (
            <TextField
              label="Nome completo"
              name="nome"
              autoComplete="name"
              value={nome}
              onChange={(e) => setNome(e.target.value)}
            />
          ) : null}
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {mode === "cadastro" ? (
            <p className="text-sm text-slate-600">
              Ao criar a conta, você concorda com os{" "}
              <Link
                to="/termos-de-uso#advogados"
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
          <Button type="submit" block loading={submitting} loadingText="Processando...">
            {mode === "cadastro" ? "Criar conta de advogado" : "Entrar"}
          </Button>
        </Form>
        {mode === "login" ? (
          <p className="mt-4 text-center">
            <Link
              to="/esqueci-minha-senha?area=revisaconecta"
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              Esqueci minha senha
            </Link>
          </p>
        ) : null}
        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-slate-700">
          {mode === "login" ? "Ainda não é parceiro?" : "Já tem cadastro?"}{" "}
          <button
            type="button"
            onClick={() => setMode(mode === "login" ? "cadastro" : "login")}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {mode === "login" ? "Cadastre-se" : "Fazer login"}
          </button>
        </p>
      </Card>
    </div>
  );
}
