// Root middleware: the viewer is computed once per request and put in the router context
// (context.get(viewerContext)); a session refresh's cookies and the flash clean-up are added to
// whatever response the route produced.
import type { MiddlewareFunction } from "react-router";
import { sessionContext, viewerContext } from "~/platform/context";
import { AUTH_BASE_PATH } from "./auth.server";
import { clearFlashCookie, FLASH_COOKIE, flashContext, readFlash } from "~/platform/flash.server";
import { loadViewer } from "./viewer.server";

export const viewerMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  // The auth API reads its own session; everything else gets the viewer.
  if (!new URL(request.url).pathname.startsWith(`${AUTH_BASE_PATH}/`)) {
    const state = await loadViewer(request);
    context.set(viewerContext, state.viewer);
    context.set(sessionContext, state.session);
    const holder = { flash: readFlash(request), consumed: false };
    context.set(flashContext, holder);
    const response = await next();
    const cookies = [...state.setCookies];
    const setsFlash = response.headers.getSetCookie().some((c) => c.startsWith(`${FLASH_COOKIE}=`));
    if (holder.consumed && !setsFlash) cookies.push(clearFlashCookie(request));
    return withCookies(response, cookies);
  }
  return next();
};

function withCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  try {
    for (const c of cookies) response.headers.append("Set-Cookie", c);
    return response;
  } catch {
    // Immutable headers (a fetched Response): copy it.
    const copy = new Response(response.body, response);
    for (const c of cookies) copy.headers.append("Set-Cookie", c);
    return copy;
  }
}
