// /esqueci-minha-senha: asks for the e-mail and sends the reset link (same answer for any e-mail).
import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { AuthCard } from "./auth-card";
import { TextField } from "~/ui/text-field";
import { readForm } from "~/platform/form.server";
import { BackToLogin } from "./back-to-login";
import type { Route } from "./+types/forgot-password-page";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import { MSG } from "~/platform/auth-messages";
import { requestPasswordReset } from "./password-reset.server";

export function meta() {
  return [{ title: "Esqueci minha senha — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const outcome = await requestPasswordReset(
      authServices(),
      request,
      String(form.get("email") ?? ""),
    );
    return { ok: outcome.ok, message: outcome.message };
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return { ok: false, message: MSG.generic };
  }
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // From the lawyer login (?area=revisaconecta) the way back is the lawyer login.
  const lawyer = useSearchParams()[0].get("area") === "revisaconecta";
  return (
    <AuthCard titleId="esqueci-titulo" title="Esqueci minha senha" lawyer={lawyer}>
      <p className="mt-2 text-slate-700">
        Informe o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.
      </p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        {actionData ? (
          <Alert tone={actionData.ok ? "success" : "danger"}>{actionData.message}</Alert>
        ) : null}
        <Button
          type="submit"
          block
          loading={navigation.state === "submitting"}
          loadingText="Enviando..."
        >
          Enviar link de redefinição
        </Button>
      </Form>
      <p className="mt-6 text-center">
        <BackToLogin lawyer={lawyer} />
      </p>
    </AuthCard>
  );
}
