// /api/auth/* — better-auth's HTTP API (DESIGN §3). A 429 from its rate limiter gets a pt-BR message.
import type { Route } from "./+types/api-route";
import { AUTH_BASE_PATH, getAuth } from "./auth.server";
import { tooManyAttemptsMessage } from "./call-auth.server";
import { CONFIRM_PATH } from "./confirm-link";

// Endpoints whose answer carries session rows: their raw tokens never leave the server
// (issue 11 item 9); a session is named by its id.
const SESSION_ANSWERS = new Set(["/list-sessions", "/get-session"]);

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  const { token: _token, ...rest } = value as Record<string, unknown>;
  if (rest.session && typeof rest.session === "object") rest.session = withoutTokens(rest.session);
  return rest;
}

async function stripTokens(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json"))
    return response;
  const body = withoutTokens(await response.json());
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

const jsonError = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

/**
 * better-auth's handlers expect a JSON object: a body that is JSON but not an object (a number,
 * an array, null) or not JSON at all answered 500 (issue 11 items 3 and 10). Names are checked by
 * the before hook in auth.server.ts (one rule, §7.11); the image address is bounded here.
 */
async function jsonBodyProblem(request: Request, path: string): Promise<Response | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("json")) return null;
  const text = await request.clone().text();
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, "INVALID_BODY", "Envie os dados em JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return jsonError(400, "INVALID_BODY", "Envie os dados em JSON.");
  const image = (body as Record<string, unknown>).image;
  if (
    path === "/update-user" &&
    image !== undefined &&
    image !== null &&
    (typeof image !== "string" || image.length > 2000)
  ) {
    return jsonError(400, "INVALID_IMAGE", "Endereço de imagem inválido.");
  }
  return null;
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, "");
  // DESIGN §8.17: a confirmation never happens without the password being set on our page (links
  // mailed before this change land there too).
  if (path === "/verify-email") {
    const query = new URLSearchParams({ token: url.searchParams.get("token") ?? "" });
    const callback = url.searchParams.get("callbackURL");
    if (callback) query.set("callbackURL", callback);
    return new Response(null, {
      status: 302,
      headers: { Location: `${CONFIRM_PATH}?${query.toString()}`, "Cache-Control": "no-store" },
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const refused = await jsonBodyProblem(request, path);
    if (refused) return refused;
  }
  const answer = await getAuth().handler(request);
  const response = SESSION_ANSWERS.has(path) ? await stripTokens(answer) : answer;
  if (response.status !== 429) return response;
  const retryAfter = Number(response.headers.get("x-retry-after")) || 60;
  return Response.json(
    { code: "TOO_MANY_REQUESTS", message: tooManyAttemptsMessage(retryAfter) },
    {
      status: 429,
      headers: { "Retry-After": String(retryAfter), "X-Retry-After": String(retryAfter) },
    },
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
