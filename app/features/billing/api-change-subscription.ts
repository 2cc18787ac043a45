// POST /api/billing/subscription {action, area} → {message, status}: "cancelar" (at the end of the
// paid period), "manter" (undo) and "desistir" (within 7 days, full refund, ends now) — D33.
import { z } from "zod";
import type { Route } from "./+types/api-change-subscription";
import { changeSubscription } from "./billing.server";
import { billingDeps, billingEndpoint, jsonError, readJson } from "./http.server";

const Body = z.object({
  action: z.enum(["cancelar", "manter", "desistir"]),
  area: z.enum(["revisafacil", "revisaconecta"]).default("revisafacil"),
});

export async function action({ request, context }: Route.ActionArgs) {
  return billingEndpoint(
    request,
    context,
    "Você precisa estar logado para gerenciar sua assinatura.",
    async (caller) => {
      const parsed = Body.safeParse(await readJson(request));
      if (!parsed.success) return jsonError("Requisição inválida.", 400);
      return changeSubscription(billingDeps(), caller, parsed.data.area, parsed.data.action);
    },
  );
}

export function loader() {
  return jsonError("Método não permitido.", 405);
}
