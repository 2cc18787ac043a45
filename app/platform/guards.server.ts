// Route guards as React Router middleware (DESIGN §3: a layout loader does not protect its
// children; middleware does). They read the viewer the root middleware put in the context.
//   export const middleware = [requireUser];            // in a route module
import { redirect, type MiddlewareFunction } from "react-router";
import { planLockContext, viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { MSG } from "~/platform/auth-messages";
import { isPaidTier } from "~/domain/plan-limits";

export const LOGIN_PATH = "/auth?from=revisafacil";
export const LAWYER_LOGIN_PATH = "/auth-revisaconecta";

/** SPEC §6: signed-out visitors go to /auth?from=revisafacil and read why. */
function toLogin(request: Request): Response {
  return redirect(LOGIN_PATH, {
    headers: {
      "Set-Cookie": flashCookie(request, { title: MSG.loginRequired, variant: "destructive" }),
    },
  });
}

export const requireUser: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!context.get(viewerContext).user) throw toLogin(request);
};

/**
 * Gated consumer pages (templates, legal information, support): signed out → login; a free
 * plan may stay but context.get(planLockContext) is true and the page shows <PaidPlanNotice />.
 */
export const requirePaidPlan: MiddlewareFunction<Response> = ({ request, context }) => {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw toLogin(request);
  context.set(planLockContext, !isPaidTier(viewer.plan.tier));
};

/** Lawyer pages: a lawyer subscriber's session, else the lawyer login. */
export const requireLawyer: MiddlewareFunction<Response> = ({ context }) => {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) throw redirect(LAWYER_LOGIN_PATH);
};

/** Lawyer pages for starter/master: planLockContext is true for a free lawyer (the page shows a notice). */
export const requireLawyerPlan: MiddlewareFunction<Response> = ({ context }) => {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) throw redirect(LAWYER_LOGIN_PATH);
  context.set(planLockContext, viewer.lawyer.plan === "gratuito");
};

/** DESIGN D4: no user → /auth; signed in but not admin → /not-authorized. */
export const requireAdmin: MiddlewareFunction<Response> = ({ request, context }) => {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw toLogin(request);
  if (!viewer.plan.isAdmin) throw redirect("/not-authorized");
};

/** Issue #27: where an admin without a second factor is sent, and the only page they reach. */
export const SECURITY_PATH = "/minha-conta/seguranca";
const ENROLMENT_OPEN = new Set([SECURITY_PATH, "/sair"]);

/**
 * Root middleware (after the viewer's): an admin without a confirmed second factor reaches only
 * the enrolment page (and the sign-out); every other page and action redirects there.
 */
export const requireAdminFactor: MiddlewareFunction<Response> = ({ request, context }) => {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.plan.isAdmin || viewer.user.twoFactor !== false) return;
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (ENROLMENT_OPEN.has(path) || path.startsWith("/api/auth/")) return;
  throw redirect(SECURITY_PATH, {
    headers: {
      "Set-Cookie": flashCookie(request, {
        title: MSG.adminNeedsFactor,
        variant: "destructive",
      }),
    },
  });
};
