// /minhas-analises/:id/laudo.pdf: links issued before the memória de cálculo replaced the laudo
// (DESIGN §8.9) keep working — a permanent redirect to memoria-de-calculo.pdf, which checks the
// session, the owner and the plan.
import { redirect } from "react-router";
import type { Route } from "./+types/laudo-route";
import { memoriaPath } from "./identification-paths";

export function loader({ params }: Route.LoaderArgs) {
  return redirect(memoriaPath(encodeURIComponent(params.id)), 301);
}
