// POST /meus-casos/:casoId/estado (issue "lawyer's working day" item 2): a verified lawyer moves one
// of their own cases along the pipeline (the Meus Casos card posts here with a fetcher). Refusals
// are 4xx with a pt-BR message: not a lawyer 403, bad input 400, not verified 403, not theirs 404,
// a move the state does not allow or a case the consumer ended 409.
import { data, redirect } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { CASE_STATES } from "~/domain/case-pipeline";
import { env } from "~/env.server";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { readFormOrNull } from "~/platform/form.server";
import { sendEmail } from "~/services/email.server";
import { loggerFor } from "~/services/logger.server";
import type { Route } from "./+types/case-state-route";
import { type MoveOutcome, moveCase, PIPELINE_MSG } from "./case-pipeline.server";
import { LAWYER_MSG } from "./messages";

export type CaseStateResult = { ok: true; message: string } | { ok: false; error: string };

const refuse = (error: string, status: number) =>
  data<CaseStateResult>({ ok: false, error }, { status });

const STATUS: Record<Exclude<MoveOutcome, { ok: true }>["reason"], number> = {
  not_found: 404,
  not_verified: 403,
  invalid_move: 409,
  ended: 409,
};

const input = z.object({ estado: z.enum(CASE_STATES) });

export async function loader() {
  return refuse("Use o formulário de andamento em Meus Casos.", 405);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) return refuse(LAWYER_MSG.notLawyer, 403);
  if (request.method !== "POST") return refuse("Método não permitido.", 405);
  const id = z.uuid().safeParse(params.casoId);
  if (!id.success) return refuse(PIPELINE_MSG.notFound, 404);
  const form = await readFormOrNull(request);
  const parsed = input.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success) return refuse(PIPELINE_MSG.invalid, 400);
  let outcome: MoveOutcome;
  try {
    outcome = await moveCase(
      {
        db: db(),
        sendEmail,
        followUrl: `${env().APP_URL.replace(/\/$/, "")}/minhas-solicitacoes`,
      },
      { userId: viewer.user.id, email: viewer.user.email },
      id.data,
      parsed.data.estado,
    );
  } catch (error) {
    loggerFor("lawyer").error({ err: error }, "falha ao mover o caso");
    return refuse(PIPELINE_MSG.failed, 503);
  }
  // Without JavaScript the form posts as a page: back to Meus Casos with the result as a toast.
  if (request.headers.get("sec-fetch-dest") === "document") {
    const flash = outcome.ok
      ? { title: outcome.message }
      : { title: "Erro", description: outcome.message, variant: "destructive" as const };
    throw redirect("/meus-casos", { headers: { "Set-Cookie": flashCookie(request, flash) } });
  }
  if (!outcome.ok) return refuse(outcome.message, STATUS[outcome.reason]);
  return data<CaseStateResult>({ ok: true, message: outcome.message });
}
