// /confirmar-conta?token=…: "Confirme sua conta" (DESIGN §8.17), where the confirmation e-mail
// leads. The owner of the address types the password chosen at sign-up or a new one; it becomes
// the account's, earlier sessions end, and the visitor is signed in.
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { MSG } from "~/platform/auth-messages";
import { readForm } from "~/platform/form.server";
import { cookieHeaders } from "~/platform/response-headers.server";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { AuthCard } from "./auth-card";
import type { Route } from "./+types/confirm-account-page";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import { confirmAccount, confirmationState } from "./confirm-account.server";
import { CONFIRM_MSG } from "./confirm-link";
import { PasswordField } from "./password-field";

// The page names the account's e-mail: never kept by a shared cache or the page cache.
const PRIVATE = { "Cache-Control": "private, no-store" };

export function meta() {
  return [{ title: "Confirme sua conta — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await confirmationState(authServices(), token);
  return data(
    link.state === "valid" ? { state: link.state, email: link.email } : { state: link.state },
    { headers: PRIVATE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const result = await confirmAccount(authServices(), request, {
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
      callbackURL: String(form.get("callbackURL") ?? ""),
    });
    if (result.ok) throw redirect(result.redirectTo, { headers: cookieHeaders(result.setCookies) });
    return data({ message: result.message }, { status: 400, headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return data({ message: MSG.generic }, { status: 503, headers: PRIVATE });
  }
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline";

export default function ConfirmAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  return (
    <AuthCard titleId="confirmar-conta-titulo" title="Confirme sua conta">
      {loaderData.state === "valid" ? (
        <>
          <p className="mt-4 text-slate-700">
            Para ativar a conta <strong className="break-all">{loaderData.email}</strong>, digite a
            senha que você escolheu no cadastro ou defina uma nova. A partir de agora, só esta senha
            entra na conta, e qualquer sessão aberta antes é encerrada.
          </p>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="token" value={params.get("token") ?? ""} />
            <input type="hidden" name="callbackURL" value={params.get("callbackURL") ?? ""} />
            <PasswordField
              label="Senha"
              name="password"
              autoComplete="new-password"
              hint="De 6 a 128 caracteres. Evite senhas óbvias."
            />
            {actionData ? <Alert tone="danger">{actionData.message}</Alert> : null}
            <Button
              type="submit"
              block
              loading={navigation.state === "submitting"}
              loadingText="Confirmando..."
            >
              Confirmar e entrar
            </Button>
          </Form>
        </>
      ) : (
        <>
          <Alert tone="warning" className="mt-6">
            {loaderData.state === "confirmed"
              ? CONFIRM_MSG.alreadyConfirmed
              : CONFIRM_MSG.invalidLink}
          </Alert>
          <p className="mt-6 text-center">
            <Link to="/auth" className={linkClass}>
              Ir para o login
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
