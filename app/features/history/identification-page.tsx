// /minhas-analises/:id/identificacao (DESIGN §8.10, §8b.34): the identification the memória de
// cálculo prints — the account's full name and optional CPF, and this analysis's bank, contract
// number, signing day and first due day. The first download of a memória without a full name
// comes here (?voltar=memoria) and goes on to the PDF when saved; otherwise back to the analysis.
// Works without JavaScript; errors in pt-BR, per field.
import { data, Form, redirect, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { formatCpf } from "~/domain/cpf";
import { monthLongLabel } from "~/domain/months";
import { PERSON_ID_FIELDS, personIdentificationSchema } from "~/features/account/identification";
import { savePersonIdentification } from "~/features/account/identification.server";
import { PersonFields } from "~/features/account/person-fields";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { parseFields } from "~/platform/form";
import { readForm } from "~/platform/form.server";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { TextField } from "~/ui/text-field";
import type { Route } from "./+types/identification-page";
import { CONTRACT_ID_FIELDS, contractIdentificationSchema } from "./contract-identification";
import { getOwnAnalysis } from "./history.server";
import { memoriaPath } from "./identification-paths";
import { readIdentification, saveContractIdentification } from "./identification.server";

export const IDENTIFICATION_MSG = {
  title: "Identificação na memória de cálculo",
  intro:
    "A memória de cálculo identifica você e o contrato. O nome completo é obrigatório; os outros dados são opcionais e podem ser mudados depois (nome e CPF também em Minha conta).",
  firstPdf: "Antes do primeiro PDF, informe seu nome completo.",
  save: "Salvar",
  saveAndDownload: "Salvar e baixar a memória de cálculo",
  saved: "Identificação salva.",
  back: "Voltar à análise",
  errors: "Corrija os campos indicados.",
} as const;

export function meta() {
  return [
    { title: `${IDENTIFICATION_MSG.title} — RevisaFácil` },
    { name: "robots", content: "noindex" },
  ];
}

const notFound = () => data("Análise não encontrada.", { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const own = await getOwnAnalysis(db(), context.get(viewerContext).user!.id, params.id);
  if (!own) throw notFound();
  const found = await readIdentification(db(), own.id);
  return {
    id: own.id,
    mes: own.record.entrada.mes,
    toPdf: new URL(request.url).searchParams.get("voltar") === "memoria",
    values: {
      nomeCompleto: found?.nomeCompleto ?? "",
      cpf: found?.cpf ? formatCpf(found.cpf) : "",
      banco: found?.banco ?? "",
      numeroContrato: found?.numeroContrato ?? "",
      dataAssinatura: found?.dataAssinatura ?? "",
      primeiroVencimento: found?.primeiroVencimento ?? "",
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const userId = context.get(viewerContext).user!.id;
  const own = await getOwnAnalysis(db(), userId, params.id);
  if (!own) throw notFound();
  const form = await readForm(request);
  const person = parseFields(form, personIdentificationSchema, PERSON_ID_FIELDS);
  const contract = parseFields(
    form,
    contractIdentificationSchema(own.record.entrada.mes),
    CONTRACT_ID_FIELDS,
  );
  if (!person.ok || !contract.ok) {
    const errors = { ...(person.ok ? {} : person.errors), ...(contract.ok ? {} : contract.errors) };
    const values = {
      ...(person.ok ? {} : person.values),
      ...(contract.ok ? {} : contract.values),
    };
    return data({ errors, values }, { status: 400 });
  }
  await savePersonIdentification(db(), userId, person.value);
  await saveContractIdentification(db(), userId, own.id, contract.value);
  if (new URL(request.url).searchParams.get("voltar") === "memoria")
    throw redirect(memoriaPath(own.id));
  throw redirect(`/minhas-analises/${own.id}`, {
    headers: { "Set-Cookie": flashCookie(request, { title: IDENTIFICATION_MSG.saved }) },
  });
}

type Errors = Partial<
  Record<(typeof PERSON_ID_FIELDS)[number] | (typeof CONTRACT_ID_FIELDS)[number], string>
>;

export default function IdentificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, mes, toPdf } = loaderData;
  const navigation = useNavigation();
  const errors: Errors | undefined = actionData?.errors;
  // After an error the typed values come back; fields the person did not get wrong keep theirs.
  const values = { ...loaderData.values, ...(actionData?.values ?? {}) };
  return (
    <Container className="py-8 sm:py-10">
      <PageHeading
        title={IDENTIFICATION_MSG.title}
        description={IDENTIFICATION_MSG.intro}
        actions={
          <ButtonLink to={`/minhas-analises/${id}`} variant="outline">
            {IDENTIFICATION_MSG.back}
          </ButtonLink>
        }
      />
      <Card as="section" aria-label={IDENTIFICATION_MSG.title} className="mt-6">
        {toPdf ? <p className="mb-4 text-slate-800">{IDENTIFICATION_MSG.firstPdf}</p> : null}
        <Form method="post" className="flex flex-col gap-4" noValidate reloadDocument={toPdf}>
          <PersonFields values={values} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Banco"
              name="banco"
              autoComplete="off"
              defaultValue={values.banco}
              error={errors?.banco}
            />
            <TextField
              label="Número do contrato"
              name="numeroContrato"
              autoComplete="off"
              defaultValue={values.numeroContrato}
              error={errors?.numeroContrato}
            />
            <TextField
              label="Data de assinatura"
              name="dataAssinatura"
              type="date"
              hint={`Um dia de ${monthLongLabel(mes)}.`}
              defaultValue={values.dataAssinatura}
              error={errors?.dataAssinatura}
            />
            <TextField
              label="Data do primeiro vencimento"
              name="primeiroVencimento"
              type="date"
              defaultValue={values.primeiroVencimento}
              error={errors?.primeiroVencimento}
            />
          </div>
          {errors ? (
            <Alert tone="danger" role="alert">
              {IDENTIFICATION_MSG.errors}
            </Alert>
          ) : null}
          <Button type="submit" className="self-start" disabled={navigation.state !== "idle"}>
            {toPdf ? IDENTIFICATION_MSG.saveAndDownload : IDENTIFICATION_MSG.save}
          </Button>
        </Form>
      </Card>
    </Container>
  );
}
