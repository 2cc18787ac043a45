// The paid consumer area (legal information, templates, support): signed out → /auth; a free plan
// enters with the plan lock set (the page shows the paid-plan notice). Every route nested under
// this layout in app/routes.ts passes this middleware first, so a page added there cannot forget
// its guard (issue #13).
import { Outlet } from "react-router";
import { requirePaidPlan } from "~/platform/guards.server";
import type { Route } from "./+types/paid-area";

export const middleware: Route.MiddlewareFunction[] = [requirePaidPlan];

export default function PaidArea() {
  return <Outlet />;
}
