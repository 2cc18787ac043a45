// The course area (DESIGN §8b.22–23): only a buyer whose purchase was not refunded enters.
// Signed out → /auth?from=curso (after sign-in: the checkout, or straight here for a buyer);
// signed in without a purchase → the sales page, saying why. The return from the checkout
// (?origem=checkout) re-reads the purchase from the provider first, since it may beat the webhook.
import { Outlet, redirect } from "react-router";
import { BillingError } from "~/features/billing/billing.server";
import {
  COURSE_MESSAGES,
  courseAccess,
  refreshCoursePurchase,
} from "~/features/billing/course-purchase.server";
import { COURSE_PATHS } from "~/features/billing/course-paths";
import { callerFrom } from "~/features/billing/http.server";
import { courseDeps } from "~/features/course/course-deps.server";
import { flashCookie } from "~/platform/flash.server";
import type { Route } from "./+types/course-area";

const requireCourseBuyer: Route.MiddlewareFunction = async ({ request, context }) => {
  const caller = callerFrom(context);
  if (!caller) throw redirect(COURSE_PATHS.login);
  const deps = courseDeps();
  let access = await courseAccess(deps.db, caller.userId);
  let pending = false;
  if (access.status === "none" && new URL(request.url).searchParams.has("origem")) {
    try {
      await refreshCoursePurchase(deps, caller);
      access = await courseAccess(deps.db, caller.userId);
    } catch (error) {
      if (!(error instanceof BillingError)) throw error;
    }
    pending = access.status === "none";
  }
  if (access.status === "active") return;
  const title =
    access.status === "refunded"
      ? COURSE_MESSAGES.alreadyRefunded
      : pending
        ? COURSE_MESSAGES.paymentPending
        : COURSE_MESSAGES.notABuyer;
  throw redirect(COURSE_PATHS.landing, {
    headers: { "Set-Cookie": flashCookie(request, { title, variant: "warning" }) },
  });
};

export const middleware: Route.MiddlewareFunction[] = [requireCourseBuyer];

export default function CourseArea() {
  return <Outlet />;
}
