// POST /api/billing/create-checkout {planName} → {url} (SPEC §7). The price id is looked up on
// the server from the plan name; a priceId sent by the browser is ignored.
import { z } from "zod";
import type { Route } from "./+types/api-create-checkout";
import { createCheckout, MESSAGES } from "./billing.server";
import { billingDeps, billingEndpoint, jsonError, readJson } from "./http.server";
import { PAID_PLAN_NAMES } from "~/domain/plans";

const INVALID = "Plano inválido.";
const Body = z.object({ planName: z.enum(PAID_PLAN_NAMES) });

export async function action({ request, context }: Route.ActionArgs) {
  return billingEndpoint(request, context, MESSAGES.signedOut, async (caller) => {
    const parsed = Body.safeParse(await readJson(request));
    if (!parsed.success) return jsonError(INVALID, 400);
    return createCheckout(billingDeps(request), caller, parsed.data.planName);
  });
}

export function loader() {
  return jsonError("Método não permitido.", 405);
}
