// /api/auth/* — better-auth's HTTP API (DESIGN §3). A 429 from its rate limiter gets a pt-BR message.
import type { Route } from "./+types/api-route";
import { getAuth } from "./auth.server";
import { tooManyAttemptsMessage } from "./call-auth.server";

async function handle(request: Request): Promise<Response> {
  const response = await getAuth().handler(request);
  if (response.status !== 429) return response;
  const retryAfter = Number(response.headers.get("x-retry-after")) || 60;
  return Response.json(
    { code: "TOO_MANY_REQUESTS", message: tooManyAttemptsMessage(retryAfter) },
    { status: 429, headers: { "Retry-After": String(retryAfter), "X-Retry-After": String(retryAfter) } },
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
