// Same-origin check for state-changing requests a cross-site page could trigger (issue 11 item 9:
// a form on another origin posting to /sair signed the visitor out). Browsers send Sec-Fetch-Site
// and Origin on a POST; a request without either comes from no browser and carries no CSRF risk.
import { env } from "~/env.server";

export const FOREIGN_ORIGIN_MESSAGE =
  "Este pedido não veio de uma página do RevisaFácil e foi recusado.";

export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const allowed = new Set([new URL(request.url).origin, new URL(env().APP_URL).origin]);
  return allowed.has(origin);
}
