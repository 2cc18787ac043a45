// /auth/verificacao (issue #27 item 2): after the password, the 6-digit code of the authenticator
// app or a backup code; "Confiar neste dispositivo por 30 dias" skips this step on this browser.
// Reached only with the two-factor cookie the password step set; otherwise back to the login.
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { AuthCard } from "./auth-card";
import { Checkbox } from "~/ui/checkbox";
import { TextField } from "~/ui/text-field";
import { readForm } from "~/platform/form.server";
import { BackToLogin } from "./back-to-login";
import { flashCookie } from "~/platform/flash.server";
import { viewerContext } from "~/platform/context";
import { cookieHeaders } from "~/platform/response-headers.server";
import { MSG } from "~/platform/auth-messages";
import type { Route } from "./+types/two-factor-challenge-page";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import { parseFrom, targetPath } from "./from-param";
import { answerChallenge, CHALLENGE_MSG, hasPendingChallenge } from "./two-factor-challenge.server";

export function meta() {
  return [
    { title: "Verificação em duas etapas — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

const loginPath = (from: string | null) =>
  parseFrom(from) === "revisaconecta" ? "/auth-revisaconecta" : `/auth?from=${parseFrom(from)}`;

function backToLogin(request: Request, from: string | null, extraCookies: string[] = []) {
  return redirect(loginPath(from), {
    headers: cookieHeaders(extraCookies, [
      flashCookie(request, { title: CHALLENGE_MSG.expired, variant: "destructive" }),
    ]),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get("from");
  if (context.get(viewerContext).user) throw redirect(targetPath(from));
  if (!hasPendingChallenge(request.headers.get("cookie"))) throw backToLogin(request, from);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const from = new URL(request.url).searchParams.get("from");
  let outcome;
  try {
    outcome = await answerChallenge(authServices(), request, {
      code: String(form.get("codigo") ?? ""),
      trustDevice: form.get("confiar") === "1",
    });
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return data({ message: MSG.generic }, { status: 503 });
  }
  if (outcome.ok)
    throw redirect(targetPath(from), {
      headers: cookieHeaders(outcome.setCookies, [flashCookie(request, { title: MSG.loginOk })]),
    });
  if (outcome.reason === "expired") throw backToLogin(request, from, outcome.setCookies);
  const status = { malformed: 400, wrong_code: 400, rate_limited: 429 }[outcome.reason];
  return data({ message: outcome.message }, { status, headers: cookieHeaders(outcome.setCookies) });
}

export default function TwoFactorChallengePage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const lawyer = parseFrom(params.get("from")) === "revisaconecta";
  return (
    <AuthCard titleId="verificacao-titulo" title="Verificação em duas etapas" lawyer={lawyer}>
      <p className="mt-2 text-slate-700">
        Abra o aplicativo autenticador e digite o código de 6 dígitos da sua conta. Sem o aparelho,
        use um dos códigos de reserva que você guardou.
      </p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label="Código"
          name="codigo"
          autoComplete="one-time-code"
          hint="6 dígitos do aplicativo ou um código de reserva (ex.: abcde-12345)."
          maxLength={20}
        />
        <Checkbox label="Confiar neste dispositivo por 30 dias" name="confiar" value="1" />
        {actionData ? <Alert tone="danger">{actionData.message}</Alert> : null}
        <Button
          type="submit"
          block
          loading={navigation.state === "submitting"}
          loadingText="Verificando..."
        >
          Verificar
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Perdeu o aparelho e os códigos de reserva? Fale com o suporte pelo e-mail da sua conta:
        depois de provar que o endereço é seu, você recebe um link para remover a verificação.
      </p>
      <p className="mt-2 text-center">
        <BackToLogin lawyer={lawyer} />
      </p>
    </AuthCard>
  );
}
