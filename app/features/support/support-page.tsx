// /suporte — subscriber support (SPEC §2 "Forms", §4 "Consumer support submission", §6): signed
// out → /auth; a free plan sees the locked notice; Básico and Premium write to us, Premium with
// priority. The form posts to this route's action (works without JavaScript); with JavaScript the
// same zod schema checks it first.
import { Icon } from "~/ui/icons/icon";
import { data, Form, redirect, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { planLockContext, viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { MSG } from "~/platform/auth-messages";
import { PaidPlanNotice } from "~/platform/paid-plan-notice";
import { useClientValidation } from "~/features/requests/use-client-validation";
import { lazyModule } from "~/platform/lazy-module";
import { emailService } from "~/services/email.server";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { TextAreaField, TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import { SUPPORT_PAGE } from "../../../editorial/forms/support";
import { FORM_UNREADABLE } from "~/platform/form";
import { readFormOrNull } from "~/platform/form.server";
import { useOncePerResult } from "~/platform/use-once-per-result";
import type { Route } from "./+types/support-page";
import { SUPPORT_MSG } from "./messages";
import { parseSupport, type SupportErrors, type SupportValues } from "./support-schema";
import { submitSupport } from "./support.server";
import { loggerFor } from "~/services/logger.server";

export function meta() {
  return [{ title: "Suporte ao assinante — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext)) return { locked: true as const };
  return {
    locked: false as const,
    priority: viewer.plan.tier === "premium",
    defaults: { nome: viewer.user?.name ?? "", email: viewer.user?.email ?? "" },
  };
}

type ActionResult = {
  id: string;
  errors: SupportErrors;
  values: SupportValues;
  formError?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const id = crypto.randomUUID();
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext) || !viewer.user) {
    return data<ActionResult>(
      { id, errors: {}, values: {}, formError: MSG.paidPlanRequired },
      { status: 403 },
    );
  }
  const form = await readFormOrNull(request);
  if (!form)
    return data<ActionResult>(
      { id, errors: {}, values: {}, formError: FORM_UNREADABLE },
      { status: 400 },
    );
  const parsed = parseSupport(form);
  if (!parsed.ok)
    return data<ActionResult>(
      { id, errors: parsed.errors, values: parsed.values },
      { status: 400 },
    );
  const values: SupportValues = {
    nome: parsed.value.nome,
    email: parsed.value.email,
    mensagem: parsed.value.mensagem,
  };
  try {
    const outcome = await submitSupport({ db: db(), email: emailService() }, parsed.value, {
      userId: viewer.user.id,
      accountEmail: viewer.user.email,
      tier: viewer.plan.tier,
    });
    if (!outcome.ok) {
      return outcome.reason === "rate_limited"
        ? data<ActionResult>(
            { id, errors: {}, values, formError: outcome.message },
            { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
          )
        : data<ActionResult>(
            { id, errors: {}, values, formError: MSG.paidPlanRequired },
            { status: 403 },
          );
    }
    // The thank-you page also says when the confirmation did not go (?confirmacao=falhou): the
    // toast is gone after a reload, and without JavaScript it never shows.
    const cookie = outcome.emailSent
      ? flashCookie(request, { title: SUPPORT_MSG.sent })
      : flashCookie(request, { title: SUPPORT_MSG.emailWarning, variant: "warning" });
    return redirect(
      outcome.emailSent ? "/obrigado-contato" : "/obrigado-contato?confirmacao=falhou",
      {
        headers: { "Set-Cookie": cookie },
      },
    );
  } catch (error) {
    loggerFor("suporte").error({ err: error }, "falha ao salvar a mensagem");
    return data<ActionResult>(
      { id, errors: {}, values, formError: SUPPORT_MSG.failure },
      { status: 503 },
    );
  }
}

// The browser's copy of the form's parser (zod): fetched after the page renders (issue 26 item 3).
const browserParser = lazyModule(() =>
  import("./support-schema").then((module) => module.parseSupport),
);

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) {
    return (
      <Container width="md" className="py-10">
        <PageHeading title={SUPPORT_PAGE.title} className="mb-8" />
        <PaidPlanNotice />
      </Container>
    );
  }
  return (
    <SupportForm
      priority={loaderData.priority}
      defaults={loaderData.defaults}
      actionData={actionData}
    />
  );
}

function SupportForm({
  priority,
  defaults,
  actionData,
}: {
  priority: boolean;
  defaults: SupportValues;
  actionData: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/suporte";
  const { clientErrors, onSubmit } = useClientValidation(browserParser);
  const errors: SupportErrors = clientErrors ?? actionData?.errors ?? {};
  const values: SupportValues = { ...defaults, ...actionData?.values };
  const formError = clientErrors ? undefined : actionData?.formError;

  const { toast } = useToast();
  useOncePerResult(
    actionData?.formError ? actionData : null,
    (answer) => toast({ title: answer.formError!, variant: "destructive" }),
    (answer) => answer.id,
  );

  return (
    <Container width="sm" className="py-8 sm:py-12">
      <Icon name="headset" aria-hidden className="size-10 text-brand-700" />
      <PageHeading
        className="mt-3"
        title={SUPPORT_PAGE.title}
        description={SUPPORT_PAGE.description}
      />
      {priority ? (
        <Alert tone="success" role="none" className="mt-6" title={SUPPORT_PAGE.priorityTitle}>
          <span className="mb-2 inline-flex">
            <Badge tone="brand">
              <Icon name="zap" aria-hidden className="size-3.5" />
              Premium
            </Badge>
          </span>
          <p>{SUPPORT_PAGE.priority}</p>
        </Alert>
      ) : null}
      <Card as="section" className="mt-6" aria-label="Formulário de suporte">
        <Form method="post" className="flex flex-col gap-5" noValidate onSubmit={onSubmit}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {Object.keys(errors).length > 0 ? (
            <Alert tone="danger">{SUPPORT_MSG.fixFields}</Alert>
          ) : null}
          <TextField
            label="Nome"
            name="nome"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.nome}
            error={errors.nome}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={SUPPORT_PAGE.emailHint}
            required
            maxLength={254}
            defaultValue={values.email}
            error={errors.email}
          />
          <TextAreaField
            label="Mensagem"
            name="mensagem"
            hint={SUPPORT_PAGE.messageHint}
            required
            rows={6}
            maxLength={5000}
            defaultValue={values.mensagem}
            error={errors.mensagem}
          />
          <Button type="submit" block size="lg" loading={busy} loadingText={SUPPORT_MSG.submitting}>
            {SUPPORT_PAGE.submit}
          </Button>
        </Form>
      </Card>
    </Container>
  );
}
