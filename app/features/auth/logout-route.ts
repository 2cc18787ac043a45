// /sair: POST signs out. Consumer → toast 'Você saiu da sua conta com sucesso!' on /; lawyer
// (?area=revisaconecta) → every session revoked, then a full page load of /auth-revisaconecta.
import { data, redirect } from "react-router";
import { FOREIGN_ORIGIN_MESSAGE, isSameOriginRequest } from "~/platform/origin.server";
import type { Route } from "./+types/logout-route";
import { authServices } from "./auth.server";
import { AuthFailed } from "./call-auth.server";
import { flashCookie } from "~/platform/flash.server";
import { signOut } from "./logout.server";
import { MSG } from "~/platform/auth-messages";
import { cookieHeaders } from "~/platform/response-headers.server";

export function loader() {
  // Signing out changes state: only by POST (a link or prefetch must not sign anyone out).
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  // A page on another origin must not sign anyone out (issue 11 item 9).
  if (!isSameOriginRequest(request)) throw data(FOREIGN_ORIGIN_MESSAGE, { status: 403 });
  const lawyer = new URL(request.url).searchParams.get("area") === "revisaconecta";
  const { setCookies, failure } = await signOutAndSay(request, lawyer ? "global" : "local");
  if (lawyer) {
    // The lawyer form posts as a document request (reloadDocument): this redirect is a full load.
    const extra = failure
      ? [flashCookie(request, { title: "Erro", description: failure, variant: "destructive" })]
      : [];
    return redirect("/auth-revisaconecta", { headers: cookieHeaders(setCookies, extra) });
  }
  if (!failure) {
    return redirect("/", {
      headers: cookieHeaders(setCookies, [flashCookie(request, { title: MSG.logoutOk })]),
    });
  }
  // Failed: stay where the visitor was and say so.
  const back = safeBack(request);
  return redirect(back, {
    headers: cookieHeaders(setCookies, [
      flashCookie(request, { title: failure, variant: "destructive" }),
    ]),
  });
}

/** The auth server's Set-Cookie lines, and the sentence to show when signing out failed. */
async function signOutAndSay(
  request: Request,
  scope: "local" | "global",
): Promise<{ setCookies: string[]; failure: string | null }> {
  try {
    const result = await signOut(authServices(), request, scope);
    return { setCookies: result.setCookies, failure: result.ok ? null : result.message };
  } catch (error) {
    if (!(error instanceof AuthFailed)) throw error;
    return { setCookies: [], failure: MSG.logoutUnexpected };
  }
}

function safeBack(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}
