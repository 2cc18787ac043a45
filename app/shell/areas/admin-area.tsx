// The admin area: signed out → /auth; signed in without admin → /not-authorized. Every route
// nested under this layout in app/routes.ts passes this middleware first, so a page added there
// cannot forget its guard (issue #13).
import { Outlet } from "react-router";
import { requireAdmin } from "~/platform/guards.server";
import type { Route } from "./+types/admin-area";

export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export default function AdminArea() {
  return <Outlet />;
}
