// The labelled fields of the person's identification (full name, optional CPF), shared by
// "Identificação" on /minha-conta and the memória's identification form.
import type { FieldErrors, FieldValues } from "~/platform/form";
import { TextField } from "~/ui/text-field";
import type { PersonIdField } from "./identification";

export function PersonFields({
  values,
  errors,
}: {
  values: FieldValues<PersonIdField>;
  errors?: FieldErrors<PersonIdField>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nome completo"
        name="nomeCompleto"
        autoComplete="name"
        hint="Como está nos seus documentos; sai na memória de cálculo."
        defaultValue={values.nomeCompleto}
        error={errors?.nomeCompleto}
        required
      />
      <TextField
        label="CPF (opcional)"
        name="cpf"
        inputMode="numeric"
        hint="Sai completo na memória de cálculo; nunca na página de verificação."
        defaultValue={values.cpf}
        error={errors?.cpf}
      />
    </div>
  );
}
