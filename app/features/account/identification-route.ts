// /minha-conta/identificacao (DESIGN §8.10, §8b.34): the account's full name and CPF, read and
// saved by the "Identificação" section of /minha-conta (a fetcher: the account page itself is
// left as it is). Signed in only (the area's guard); the caller's own row only.
import { data } from "react-router";
import { db } from "~/db/client.server";
import { formatCpf } from "~/domain/cpf";
import { viewerContext } from "~/platform/context";
import { parseFields } from "~/platform/form";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/identification-route";
import { PERSON_ID_FIELDS, PERSON_ID_MSG, personIdentificationSchema } from "./identification";
import { readPersonIdentification, savePersonIdentification } from "./identification.server";

export async function loader({ context }: Route.LoaderArgs) {
  const found = await readPersonIdentification(db(), context.get(viewerContext).user!.id);
  return {
    values: { nomeCompleto: found.nomeCompleto ?? "", cpf: found.cpf ? formatCpf(found.cpf) : "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseFields(await readForm(request), personIdentificationSchema, PERSON_ID_FIELDS);
  if (!parsed.ok)
    return data(
      { ok: false as const, errors: parsed.errors, values: parsed.values },
      { status: 400 },
    );
  await savePersonIdentification(db(), context.get(viewerContext).user!.id, parsed.value);
  return { ok: true as const, message: PERSON_ID_MSG.saved };
}
