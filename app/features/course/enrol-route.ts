// /curso-reducao-consignado/inscricao — where "Quero me inscrever" leads once the person is
// signed in (/auth?from=curso sends them here; DESIGN §8b.22): opens the course checkout, or the
// course area for a buyer. Signed out → /auth?from=curso.
import { redirect } from "react-router";
import { COURSE_PATHS } from "~/features/billing/course-paths";
import { callerFrom } from "~/features/billing/http.server";
import { BillingError } from "~/features/billing/billing.server";
import { COURSE_MESSAGES, startCourseCheckout } from "~/features/billing/course-purchase.server";
import { flashCookie } from "~/platform/flash.server";
import type { Route } from "./+types/enrol-route";
import { courseDeps } from "./course-deps.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = callerFrom(context);
  if (!caller) throw redirect(COURSE_PATHS.login);
  const back = (title: string) =>
    redirect(COURSE_PATHS.landing, {
      headers: { "Set-Cookie": flashCookie(request, { title, variant: "destructive" }) },
    });
  try {
    const outcome = await startCourseCheckout(courseDeps(), caller);
    if (outcome.ok) return redirect(outcome.url);
    if (outcome.reason === "already_bought") return redirect(COURSE_PATHS.area);
    return back(COURSE_MESSAGES.alreadyRefunded);
  } catch (error) {
    if (error instanceof BillingError) return back(error.message);
    throw error;
  }
}
