// POST /api/calculos/revisao — the public recovery calculation (issue #10 item 7): JSON in, the
// contract and revised Price tables, overpaid, refund simple/double and corrected out. Computes
// only and stores nothing (the per-IP counter of the rate limit is the only write). Bad input
// answers 400 with one pt-BR message per field, never 500.
import type { Route } from "./+types/api-calculos-revisao";
import { calculationJson, methodNotAllowed, readCalculation } from "./calculation-endpoint.server";
import { computeRevision, loadRevisionDeps } from "./revision.server";
import { revisionInputSchema } from "./revision-schema";

export async function action({ request }: Route.ActionArgs) {
  const input = await readCalculation(request, "calculo-revisao", revisionInputSchema);
  if (!input.ok) return input.response;
  const result = computeRevision(await loadRevisionDeps(), input.data);
  if (!result.ok)
    return calculationJson(400, { erro: result.erro, campos: { [result.campo]: result.erro } });
  return calculationJson(200, result.resposta);
}

export const loader = methodNotAllowed;
