// The signed-in consumer area (account, history): signed out → /auth. Every route nested under
// this layout in app/routes.ts passes this middleware first, so a page added there cannot forget
// its guard (issue #13).
import { Outlet } from "react-router";
import { requireUser } from "~/platform/guards.server";
import type { Route } from "./+types/signed-in-area";

export const middleware: Route.MiddlewareFunction[] = [requireUser];

export default function SignedInArea() {
  return <Outlet />;
}
