// POST /api/billing/check-subscription → the caller's plan, re-read from the payment provider
// and stored (SPEC §7). The screen then says 'Status da assinatura atualizado!'.
import type { Route } from "./+types/api-check-subscription";
import { checkSubscription } from "./billing.server";
import { billingDeps, billingEndpoint, jsonError } from "./http.server";

export async function action({ request, context }: Route.ActionArgs) {
  return billingEndpoint(
    request,
    context,
    "Você precisa estar logado para consultar sua assinatura.",
    async (caller) => ({ ok: true, ...(await checkSubscription(billingDeps(), caller)) }),
  );
}

export function loader() {
  return jsonError("Método não permitido.", 405);
}
