// The RMC/RCC conversion form on /minhas-analises/:id of a card analysis (see rmc-form.ts). Posts
// to the page's action (works without JavaScript); the result is stored with the analysis and
// shown in the recovery feature's <RmcPanel />.
import { Icon } from "~/ui/icons/icon";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Select } from "~/ui/select";
import { TextField } from "~/ui/text-field";
import { INDEX_OPTIONS } from "./revision-form";
import { RMC_FORM_MSG, type RmcErrors, type RmcValues } from "./rmc-form";

export function RmcForm({ values, errors }: { values: RmcValues; errors?: RmcErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "rmc";
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="rmc" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Valor recebido no saque (R$)"
          name="valorSaque"
          inputMode="decimal"
          defaultValue={values.valorSaque}
          error={errors?.valorSaque}
          required
        />
        <TextField
          label="Mês do saque (MM/AAAA)"
          name="mesSaque"
          inputMode="numeric"
          defaultValue={values.mesSaque}
          error={errors?.mesSaque}
          required
        />
        <TextField
          label="Desconto mensal (R$)"
          name="descontoMensal"
          inputMode="decimal"
          defaultValue={values.descontoMensal}
          error={errors?.descontoMensal}
          required
        />
        <TextField
          label="Descontos já feitos"
          name="descontosFeitos"
          inputMode="numeric"
          defaultValue={values.descontosFeitos}
          error={errors?.descontosFeitos}
          required
        />
        <TextField
          label="Mês do primeiro desconto (MM/AAAA)"
          name="primeiroDesconto"
          inputMode="numeric"
          hint={RMC_FORM_MSG.firstHint}
          defaultValue={values.primeiroDesconto}
          error={errors?.primeiroDesconto}
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
        loadingText={RMC_FORM_MSG.submitting}
      >
        {RMC_FORM_MSG.submit}
      </Button>
    </Form>
  );
}
