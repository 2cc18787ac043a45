// The recalculation form on /minhas-analises/:id (see revision-form.ts). Posts to the page's
// action (works without JavaScript); the result is stored with the analysis and shown in the
// recovery feature's <RevisionPanel />.
import { Icon } from "~/ui/icons/icon";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Select } from "~/ui/select";
import { TextField } from "~/ui/text-field";
import {
  INDEX_OPTIONS,
  REVISION_FORM_MSG,
  type RevisionErrors,
  type RevisionValues,
} from "./revision-form";

export function RevisionForm({
  values,
  errors,
}: {
  values: RevisionValues;
  errors?: RevisionErrors;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "revisao";
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="revisao" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Valor financiado (R$)"
          name="valorFinanciado"
          inputMode="decimal"
          defaultValue={values.valorFinanciado}
          error={errors?.valorFinanciado}
          required
        />
        <TextField
          label="Valor da parcela (R$)"
          name="parcela"
          inputMode="decimal"
          defaultValue={values.parcela}
          error={errors?.parcela}
          required
        />
        <TextField
          label="Número de parcelas"
          name="parcelas"
          inputMode="numeric"
          defaultValue={values.parcelas}
          error={errors?.parcelas}
          required
        />
        <TextField
          label="Parcelas já pagas"
          name="parcelasPagas"
          inputMode="numeric"
          hint="Deixe em branco se ainda não pagou nenhuma."
          defaultValue={values.parcelasPagas}
          error={errors?.parcelasPagas}
        />
        <TextField
          label="Mês do primeiro vencimento (MM/AAAA)"
          name="primeiroVencimento"
          inputMode="numeric"
          defaultValue={values.primeiroVencimento}
          error={errors?.primeiroVencimento}
          required
        />
        <Select
          label="Índice de correção"
          name="indice"
          options={INDEX_OPTIONS}
          defaultValue={values.indice ?? "inpc"}
          error={errors?.indice}
        />
      </div>
      {errors?.form ? (
        <Alert tone="danger" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        icon={<Icon name="calculator" className="size-4" />}
        loading={busy}
        loadingText={REVISION_FORM_MSG.submitting}
      >
        {REVISION_FORM_MSG.submit}
      </Button>
    </Form>
  );
}
