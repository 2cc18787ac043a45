// Issue 23 item 5: whatever a signed-in person gets — the page, its `.data` (client navigations)
// or a JSON answer — is `private, no-store`, so no shared cache or CDN keeps somebody's data.
import { beforeAll, describe, expect, it } from "vitest";
import { baseURL } from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";

type Role = "consumidor" | "advogado" | "admin";
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  const asHeader = (s: { cookie: { name: string; value: string } }) =>
    `${s.cookie.name}=${s.cookie.value}`;
  cookies.consumidor = asHeader(await apiSession(baseURL()));
  cookies.admin = asHeader(await apiSession(baseURL(), E2E_ADMIN));
  const lawyer = await fetch(`${baseURL()}/auth-revisaconecta`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseURL(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "cadastro",
      nome: "Advogada Cache Teste",
      email: uniqueEmail("advogada-cache"),
      password: "Revisa#2025segura",
    }).toString(),
  });
  const line = lawyer.headers.getSetCookie().find((c) => /session_token=/.test(c));
  if (!line) throw new Error(`cadastro de advogada: HTTP ${lawyer.status}`);
  cookies.advogado = line.split(";")[0]!;
});

// [role, path, expected status]: pages' data, JSON of the auth and billing APIs.
const SIGNED_IN: [Role, string, number][] = [
  ["consumidor", "/_root.data", 200],
  ["consumidor", "/minha-conta.data", 200],
  ["consumidor", "/minhas-analises.data", 200],
  ["consumidor", "/assinatura.data", 200],
  ["consumidor", "/api/auth/get-session", 200],
  ["consumidor", "/api/auth/list-sessions", 200],
  ["advogado", "/meus-casos.data", 200],
  ["advogado", "/oportunidades-advogados.data", 200],
  ["advogado", "/api/auth/list-sessions", 200],
  ["admin", "/admin-dashboard.data", 200],
  ["admin", "/admin-dashboard/advogados.data", 200],
];

describe("answers for a signed-in person", () => {
  it.each(SIGNED_IN)("%s %s is private, no-store", async (role, path, status) => {
    const res = await fetch(`${baseURL()}${path}`, {
      headers: { cookie: cookies[role] },
      redirect: "manual",
    });
    const body = await res.text();
    expect(res.status, body.slice(0, 200)).toBe(status);
    // better-auth marks its session answers `no-store` itself; everything else gets ours.
    const expected = path.startsWith("/api/auth/")
      ? /^(private, )?no-store$/
      : /^private, no-store$/;
    expect(res.headers.get("cache-control")).toMatch(expected);
    expect(res.headers.get("x-cache")).toBeNull();
  });

  it("a signed-in POST's JSON answer is private, no-store too", async () => {
    const res = await fetch(`${baseURL()}/api/billing/check-subscription`, {
      method: "POST",
      headers: { cookie: cookies.consumidor, origin: baseURL() },
    });
    await res.arrayBuffer();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
