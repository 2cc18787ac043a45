// /solicitar-ajuda-juridica — ask a partner lawyer (SPEC §2 "Forms", §4 "Lawyer request", §5,
// DESIGN D18). Open to everyone; a signed-in person's request is linked to the account. The form
// posts to this route's action, so it works without JavaScript; with it, the same zod schema
// checks the fields first.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Checkbox } from "~/ui/checkbox";
import { Container, PageHeading } from "~/ui/container";
import { Select } from "~/ui/select";
import { TextAreaField, TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import {
  ATTACH_ANALYSIS,
  LAWYER_SHARING_CONSENT,
  LAWYER_SHARING_CONSENT_WITH_SUMMARY,
  REQUEST_PAGE,
} from "../../../editorial/forms/lawyer-request";
import { attachableAnalyses, readAttachment } from "~/features/history/attachment.server";
import { FORM_UNREADABLE } from "~/platform/form";
import { readFormOrNull } from "~/platform/form.server";
import { useOncePerResult } from "~/platform/use-once-per-result";
import type { Route } from "./+types/request-page";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { REQUEST_MSG } from "./messages";
import {
  type LawyerRequestErrors,
  type LawyerRequestValues,
  parseLawyerRequest,
} from "./request-schema";
import { submitLawyerRequest } from "./requests.server";
import { useClientValidation } from "./use-client-validation";
import { lazyModule } from "~/platform/lazy-module";
import { loggerFor } from "~/services/logger.server";

const STATE_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.uf, label: `${s.nome} (${s.uf})` }));

export function meta() {
  return [
    { title: "Fale com um advogado parceiro — RevisaFácil" },
    {
      name: "description",
      content:
        "Peça ajuda a um advogado especializado em revisão de contratos bancários. Gratuito e sem compromisso: até 3 advogados parceiros podem entrar em contato.",
    },
  ];
}

// The page's texts come with the loader's data, not in its JavaScript (issue 26 item 3: ≤ 120 KB
// of gzip JS); the consent that names the attached analysis has this slot for its name.
const LAUDO_SLOT = "{laudo}";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(viewerContext).user;
  // DESIGN §7.8: a signed-in consumer may attach one of their analyses (their choice).
  const analyses = user ? await attachableAnalyses(db(), user.id) : [];
  const wanted = new URL(request.url).searchParams.get("analise");
  return {
    defaults: { nome: user?.name ?? "", email: user?.email ?? "" },
    analyses,
    attached: wanted && analyses.some((a) => a.value === wanted) ? wanted : "",
    texts: {
      page: REQUEST_PAGE,
      attach: ATTACH_ANALYSIS,
      consent: LAWYER_SHARING_CONSENT.text,
      consentWithSummary: LAWYER_SHARING_CONSENT_WITH_SUMMARY.text(LAUDO_SLOT),
    },
  };
}

type ActionResult = {
  /** A per-response id, so the same failure twice shows its toast twice. */
  id: string;
  errors: LawyerRequestErrors;
  values: LawyerRequestValues;
  /** A failure of the whole submission (not of one field). */
  formError?: string;
  /** The attached analysis is not one of the caller's. */
  attachError?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const id = crypto.randomUUID();
  const form = await readFormOrNull(request);
  if (!form)
    return data<ActionResult>(
      { id, errors: {}, values: {}, formError: FORM_UNREADABLE },
      { status: 400 },
    );
  const parsed = parseLawyerRequest(form);
  if (!parsed.ok)
    return data<ActionResult>(
      { id, errors: parsed.errors, values: parsed.values },
      { status: 400 },
    );
  const values = Object.fromEntries(
    Array.from(form.entries()).filter(([, v]) => typeof v === "string"),
  ) as LawyerRequestValues;
  const userId = context.get(viewerContext).user?.id ?? null;
  const attachment = await readAttachment(db(), userId, form.get("analiseId"));
  if (!attachment.ok)
    return data<ActionResult>(
      { id, errors: {}, values, attachError: attachment.message },
      { status: 400 },
    );
  try {
    const outcome = await submitLawyerRequest(
      { db: db(), maxPerHour: env().REQUEST_RATE_LIMIT_MAX },
      parsed.value,
      { userId, ip: request.headers.get(CLIENT_IP_HEADER), analiseId: attachment.analiseId },
    );
    if (!outcome.ok) {
      return data<ActionResult>(
        { id, errors: {}, values, formError: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
  } catch (error) {
    loggerFor("solicitacao").error({ err: error }, "falha ao salvar");
    return data<ActionResult>(
      { id, errors: {}, values, formError: REQUEST_MSG.failure },
      { status: 503 },
    );
  }
  return redirect("/solicitacao-enviada", {
    headers: { "Set-Cookie": flashCookie(request, { title: REQUEST_MSG.success }) },
  });
}

// The browser's copy of the form's parser (zod): fetched after the page renders (issue 26 item 3).
const browserParser = lazyModule(() =>
  import("./request-schema").then((module) => module.parseLawyerRequest),
);

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/solicitar-ajuda-juridica";
  const { clientErrors, onSubmit } = useClientValidation(browserParser);
  const errors: LawyerRequestErrors = clientErrors ?? actionData?.errors ?? {};
  const values: LawyerRequestValues = { ...loaderData.defaults, ...actionData?.values };
  const hasFieldErrors = Object.keys(errors).length > 0;
  const { texts } = loaderData;
  const formError = clientErrors ? undefined : actionData?.formError;
  const [attached, setAttached] = useState<string>(
    (actionData?.values as Record<string, string> | undefined)?.analiseId ?? loaderData.attached,
  );
  const attachedLabel = loaderData.analyses.find((a) => a.value === attached)?.label ?? null;

  const { toast } = useToast();
  useOncePerResult(
    actionData?.formError ? actionData : null,
    (answer) => toast({ title: answer.formError!, variant: "destructive" }),
    (answer) => answer.id,
  );

  return (
    <Container width="md" className="py-8 sm:py-12">
      <PageHeading
        eyebrow="Ajuda jurídica"
        title={texts.page.title}
        description={texts.page.description}
      />
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {texts.page.points.map((point) => (
          <li key={point} className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-950">
            <Icon name="scale" aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>

      <Card as="section" className="mt-8" aria-labelledby="solicitacao-form-titulo">
        <h2 id="solicitacao-form-titulo" className="text-xl font-bold text-slate-900">
          Seus dados e o seu caso
        </h2>
        <p className="mt-1 text-sm text-slate-600">Todos os campos são obrigatórios.</p>
        <Form method="post" className="mt-5 flex flex-col gap-5" noValidate onSubmit={onSubmit}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {hasFieldErrors ? <Alert tone="danger">{REQUEST_MSG.fixFields}</Alert> : null}
          <TextField
            label="Nome completo"
            name="nome"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.nome}
            error={errors.nome}
          />
          <TextField
            label="Telefone (com DDD)"
            name="telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint="Celular ou fixo, por exemplo (11) 98765-4321."
            required
            maxLength={25}
            defaultValue={values.telefone}
            error={errors.telefone}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            error={errors.email}
          />
          <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
            <TextField
              label="Cidade"
              name="cidade"
              autoComplete="address-level2"
              required
              maxLength={100}
              defaultValue={values.cidade}
              error={errors.cidade}
            />
            <Select
              label="Estado"
              name="estado"
              autoComplete="address-level1"
              required
              placeholder="Selecione"
              options={STATE_OPTIONS}
              defaultValue={values.estado ?? ""}
              error={errors.estado}
            />
          </div>
          <TextAreaField
            label="Descreva seu caso"
            name="descricao"
            hint="Tipo de contrato, banco, quando assinou e o que parece errado. Não informe senhas nem números de documentos."
            required
            rows={6}
            maxLength={5000}
            defaultValue={values.descricao}
            error={errors.descricao}
          />
          {loaderData.analyses.length > 0 ? (
            <Select
              label={texts.attach.label}
              name="analiseId"
              hint={texts.attach.hint}
              options={[{ value: "", label: texts.attach.none }, ...loaderData.analyses]}
              value={attached}
              onChange={(event) => setAttached(event.currentTarget.value)}
              error={actionData?.attachError}
            />
          ) : null}
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Icon name="shield-check" aria-hidden className="size-5 text-brand-700" />
              Autorização (LGPD)
            </p>
            <Checkbox
              className="mt-1"
              name="consentimento"
              value="sim"
              required
              defaultChecked={values.consentimento === "sim"}
              error={errors.consentimento}
              label={
                attachedLabel
                  ? texts.consentWithSummary.replaceAll(LAUDO_SLOT, () => attachedLabel)
                  : texts.consent
              }
              hint={
                <>
                  Saiba como tratamos esses dados na{" "}
                  <Link
                    to="/politica-privacidade#advogados-parceiros"
                    className="font-semibold text-brand-700 underline"
                  >
                    Política de Privacidade
                  </Link>
                  .
                </>
              }
            />
          </div>
          <Button type="submit" block size="lg" loading={busy} loadingText={REQUEST_MSG.submitting}>
            {texts.page.submit}
          </Button>
        </Form>
      </Card>
    </Container>
  );
}
