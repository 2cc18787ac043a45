// POST /api/billing/customer-portal [{area}] → {url} (SPEC §7): the provider's page where the
// subscription is managed or cancelled. area picks the lawyer subscription (RevisaConecta).
import { z } from "zod";
import type { Route } from "./+types/api-customer-portal";
import { openCustomerPortal } from "./billing.server";
import { billingDeps, billingEndpoint, jsonError, readJson } from "./http.server";

const Body = z.object({ area: z.enum(["revisafacil", "revisaconecta"]).default("revisafacil") });

export async function action({ request, context }: Route.ActionArgs) {
  return billingEndpoint(
    request,
    context,
    "Você precisa estar logado para gerenciar sua assinatura.",
    async (caller) => {
      const parsed = Body.safeParse(await readJson(request));
      if (!parsed.success) return jsonError("Requisição inválida.", 400);
      return openCustomerPortal(billingDeps(request), caller, parsed.data.area);
    },
  );
}

export function loader() {
  return jsonError("Método não permitido.", 405);
}
