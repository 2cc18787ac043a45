// Filter by state and city: a GET form, so filters live in the URL (shareable, back button,
// works without JavaScript). Changing a filter starts again at page 1.
import { Icon } from "~/ui/icons/icon";
import { Form, Link } from "react-router";
import { Button } from "~/ui/button";
import { Select } from "~/ui/select";
import { TextField } from "~/ui/text-field";
import { UF_OPTIONS } from "./ufs";

export function OpportunityFilters({ uf, cidade }: { uf: string; cidade: string }) {
  const active = Boolean(uf || cidade);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtrar pedidos"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <Select
        key={`uf-${uf}`}
        label="Estado"
        name="uf"
        defaultValue={uf}
        placeholder="Todos os estados"
        options={UF_OPTIONS}
      />
      <TextField
        key={`cidade-${cidade}`}
        label="Cidade"
        name="cidade"
        defaultValue={cidade}
        maxLength={80}
        autoComplete="address-level2"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" icon={<Icon name="search" aria-hidden className="size-5" />}>
          Filtrar
        </Button>
        {active ? (
          <Link
            to="/oportunidades-advogados"
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            Limpar filtros
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
