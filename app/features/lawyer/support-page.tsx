// /suporte-revisaconecta (SPEC §2 "Lawyer area screens", §4 "Lawyer support submission", §5, §8):
// a form for Starter and Master, a notice and the plans for a free lawyer. The plan is read on
// the server again when the message is sent; errors are destructive toasts titled 'Erro'.
import { Icon } from "~/ui/icons/icon";
import { data, Form, redirect, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { planLockContext, viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { requireLawyerPlan } from "~/platform/guards.server";
import { LawyerPlanCards } from "~/features/billing/plan-cards";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { TextAreaField, TextField } from "~/ui/text-field";
import { readForm } from "~/platform/form.server";
import { echoableValues, pickFields } from "~/platform/form";
import type { Route } from "./+types/support-page";
import { LAWYER_MSG } from "./messages";
import { supportErrors, supportSchema, type SupportErrors } from "./support-schema";
import { sendLawyerSupport, type SupportOutcome } from "./support.server";
import { useResultToast } from "./use-result-toast";
import { loggerFor } from "~/services/logger.server";

export const middleware = [requireLawyerPlan];

export function meta() {
  return [{ title: "Suporte — RevisaConecta" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    locked: context.get(planLockContext),
    nome: viewer.user!.name,
    email: viewer.user!.email,
  };
}

type Values = Partial<Record<"nome" | "email" | "assunto" | "mensagem", string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  const form = await readForm(request);
  const values: Values = pickFields(form, ["nome", "email", "assunto", "mensagem"] as const);
  const parsed = supportSchema.safeParse(values);
  if (!parsed.success) {
    const errors: SupportErrors = supportErrors(parsed.error);
    return data(
      {
        ok: false as const,
        error: LAWYER_MSG.invalidForm,
        errors,
        values: echoableValues(values, supportSchema),
      },
      { status: 400 },
    );
  }
  let outcome: SupportOutcome;
  try {
    outcome = await sendLawyerSupport(
      db(),
      { userId: viewer.user!.id, email: viewer.user!.email },
      parsed.data,
    );
  } catch (error) {
    loggerFor("lawyer").error({ err: error }, "falha ao gravar mensagem de suporte");
    return data(
      { ok: false as const, error: LAWYER_MSG.supportFailed, errors: {} as SupportErrors, values },
      { status: 503 },
    );
  }
  if (!outcome.ok) {
    return data(
      { ok: false as const, error: outcome.error, errors: {} as SupportErrors, values },
      { status: 403 },
    );
  }
  throw redirect("/solicitacao-enviada-revisaconecta", {
    headers: { "Set-Cookie": flashCookie(request, { title: LAWYER_MSG.supportSent }) },
  });
}

export default function LawyerSupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useResultToast(actionData);
  if (loaderData.locked) return <PlanOnlyNotice />;
  const values: Values = actionData?.values ?? {};
  const errors: SupportErrors = actionData?.errors ?? {};
  return (
    <Container width="sm" className="py-8 sm:py-10">
      <PageHeading
        eyebrow="RevisaConecta"
        title="Suporte"
        description="Dúvidas sobre casos, plano ou pagamento? Escreva para nós. Como assinante, seu suporte é prioritário: respondemos em até 1 dia útil."
      />
      <Card as="section" aria-label="Formulário de suporte" className="mt-6">
        <Form method="post" noValidate className="flex flex-col gap-5">
          <TextField
            label="Nome"
            name="nome"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.nome ?? loaderData.nome}
            error={errors.nome}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email ?? loaderData.email}
            error={errors.email}
          />
          <TextField
            label="Assunto"
            name="assunto"
            required
            maxLength={150}
            defaultValue={values.assunto}
            error={errors.assunto}
          />
          <TextAreaField
            label="Mensagem"
            name="mensagem"
            required
            rows={6}
            maxLength={5000}
            defaultValue={values.mensagem}
            error={errors.mensagem}
          />
          <Button type="submit" block loading={busy} loadingText={LAWYER_MSG.sending}>
            Enviar mensagem
          </Button>
        </Form>
      </Card>
    </Container>
  );
}

function PlanOnlyNotice() {
  return (
    <Container width="lg" className="py-8 sm:py-10">
      <PageHeading eyebrow="RevisaConecta" title="Suporte" />
      <div className="mx-auto mt-6 max-w-lg rounded-2xl border border-amber-200 bg-warn-50 p-6 text-center sm:p-8">
        <Icon name="lock" aria-hidden className="mx-auto size-10 text-warn-800" />
        <p role="status" className="mt-4 text-lg font-semibold text-slate-900">
          {LAWYER_MSG.supportPlanOnly}
        </p>
        <p className="mt-2 text-slate-700">
          Assine o Starter ou o Master para falar com nossa equipe com prioridade.
        </p>
      </div>
      <LawyerPlanCards className="mt-10" />
    </Container>
  );
}
