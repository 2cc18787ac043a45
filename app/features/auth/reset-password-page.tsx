// /redefinir-senha?token=…: the page the reset e-mail links to. The token is single use and
// expires after 1 hour (better-auth); every other session of the account is signed out.
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { AuthCard } from "./auth-card";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/reset-password-page";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import { flashCookie } from "~/platform/flash.server";
import { PasswordField } from "./password-field";
import { MSG, RESET_MSG } from "~/platform/auth-messages";
import { resetPassword, type ResetOutcome } from "./password-reset.server";
import { loginPathAfterReset, resetTokenOwner } from "./reset-return.server";

export function meta() {
  return [{ title: "Nova senha — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // Read before the reset consumes the token: a lawyer goes back to the lawyer login.
  const owner = await resetTokenOwner(String(form.get("token") ?? ""));
  let result: ResetOutcome;
  try {
    result = await resetPassword(authServices(), request, {
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
      confirmation: String(form.get("confirmation") ?? ""),
    });
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return { ok: false as const, message: MSG.generic, invalidLink: false };
  }
  if (result.ok) {
    throw redirect(await loginPathAfterReset(owner), {
      headers: { "Set-Cookie": flashCookie(request, { title: RESET_MSG.done }) },
    });
  }
  return {
    ok: false as const,
    message: result.message,
    invalidLink: result.reason === "invalid_link",
  };
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  // A lawyer's link (?area=revisaconecta) keeps the RevisaConecta brand.
  const lawyer = params.get("area") === "revisaconecta";
  const navigation = useNavigation();
  const invalidLink = !token || (actionData && !actionData.ok && actionData.invalidLink);
  return (
    <AuthCard titleId="nova-senha-titulo" title="Escolha uma nova senha" lawyer={lawyer}>
      {invalidLink ? (
        <>
          <Alert tone="warning" className="mt-6">
            {RESET_MSG.invalidLink}
          </Alert>
          <p className="mt-6 text-center">
            <Link
              to={lawyer ? "/esqueci-minha-senha?area=revisaconecta" : "/esqueci-minha-senha"}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
            >
              Pedir um novo link
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
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
          {actionData && !actionData.ok ? <Alert tone="danger">{actionData.message}</Alert> : null}
          <Button
            type="submit"
            block
            loading={navigation.state === "submitting"}
            loadingText="Processando..."
          >
            Salvar nova senha
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
