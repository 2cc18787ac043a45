// POST /meus-casos/:casoId/anotacao (DESIGN D17): a Starter/Master lawyer saves the private note
// on one of their selected cases (the Meus Casos card posts here with a fetcher). Every refusal is
// a 4xx with a pt-BR message: not a lawyer 403, bad input 400, free plan 403, not theirs 404.
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { parseFields } from "~/platform/form";
import { readFormOrNull } from "~/platform/form.server";
import type { Route } from "./+types/case-note-route";
import {
  caseIdSchema,
  NOTE_FIELDS,
  NOTE_MSG,
  noteSchema,
  type NoteActionResult,
} from "./case-notes";
import { saveCaseNote } from "./case-notes.server";
import { LAWYER_MSG } from "./messages";

const refuse = (error: string, status: number) =>
  data<NoteActionResult>({ ok: false, error }, { status });

/** What a refused note answers. */
const REFUSALS = {
  plan: { error: NOTE_MSG.planOnly, status: 403 },
  not_found: { error: NOTE_MSG.notFound, status: 404 },
} as const;

export async function loader() {
  return refuse("Use o formulário de anotação em Meus Casos.", 405);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) return refuse(LAWYER_MSG.notLawyer, 403);
  if (request.method !== "POST") return refuse("Método não permitido.", 405);
  const id = caseIdSchema.safeParse(params.casoId);
  if (!id.success) return refuse(NOTE_MSG.notFound, 404);
  const form = await readFormOrNull(request);
  if (!form) return refuse(NOTE_MSG.invalid, 400);
  const parsed = parseFields(form, noteSchema, NOTE_FIELDS);
  if (!parsed.ok) return refuse(parsed.errors.anotacao ?? NOTE_MSG.invalid, 400);
  const outcome = await saveCaseNote(
    db(),
    { userId: viewer.user.id, email: viewer.user.email },
    id.data,
    parsed.value.anotacao,
  );
  // Without JavaScript (or before hydration) the form posts as a page: back to Meus Casos with
  // the result as a toast, instead of leaving the lawyer on a JSON answer.
  if (request.headers.get("sec-fetch-dest") === "document") {
    const flash = outcome.ok
      ? { title: outcome.message }
      : {
          title: "Erro",
          description: REFUSALS[outcome.reason].error,
          variant: "destructive" as const,
        };
    throw redirect("/meus-casos", { headers: { "Set-Cookie": flashCookie(request, flash) } });
  }
  if (!outcome.ok) {
    const { error, status } = REFUSALS[outcome.reason];
    return refuse(error, status);
  }
  return data<NoteActionResult>(outcome);
}
