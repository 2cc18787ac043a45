// The lawyer area (RevisaConecta): no lawyer session → /auth-revisaconecta. Every route nested
// under this layout in app/routes.ts passes this middleware first, so a page added there cannot
// forget its guard (issue #13).
import { Outlet } from "react-router";
import { requireLawyer } from "~/platform/guards.server";
import type { Route } from "./+types/lawyer-area";

export const middleware: Route.MiddlewareFunction[] = [requireLawyer];

export default function LawyerArea() {
  return <Outlet />;
}
