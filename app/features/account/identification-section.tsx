// "Identificação" on /minha-conta (DESIGN §8.10, §8b.34): the full name and optional CPF the
// memória de cálculo prints, editable here. It loads and saves through /minha-conta/identificacao
// with a fetcher, so the account page only places it.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import type { loader, action } from "./identification-route";
import { PersonFields } from "./person-fields";

const ROUTE = "/minha-conta/identificacao";

export function IdentificationSection() {
  const current = useFetcher<typeof loader>();
  const save = useFetcher<typeof action>();
  useEffect(() => {
    if (current.state === "idle" && !current.data) current.load(ROUTE);
  }, [current]);
  const result = save.data;
  const values = result && !result.ok ? result.values : current.data?.values;
  return (
    <Card as="section" aria-labelledby="identificacao-titulo">
      <h2 id="identificacao-titulo" className="text-lg font-semibold">
        Identificação
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Nome completo e CPF que saem na memória de cálculo. O CPF é opcional.
      </p>
      {values ? (
        <save.Form method="post" action={ROUTE} className="mt-4 flex flex-col gap-4" noValidate>
          <PersonFields
            // A saved or reloaded value refills the fields.
            key={JSON.stringify(values)}
            values={values}
            errors={result && !result.ok ? result.errors : undefined}
          />
          <Button type="submit" className="self-start" disabled={save.state !== "idle"}>
            Salvar identificação
          </Button>
          {result?.ok ? (
            <Alert tone="success" role="status">
              {result.message}
            </Alert>
          ) : null}
        </save.Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Carregando…</p>
      )}
    </Card>
  );
}
