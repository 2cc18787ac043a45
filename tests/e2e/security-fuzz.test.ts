// Fuzz test of every form action and JSON API (issue #11 item 10, DESIGN §7.11) against a
// production server of its own (what it writes cannot disturb other tests): malformed types,
// sizes, encodings, content types and methods, for every role. The routes come from
// app/routes.ts, so a new action is fuzzed without touching this file. Fixed seed (FUZZ_SEED
// overrides it); the assertion is 0 answers ≥ 500.
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OwnServer, type Role, roleCookies, startOwnServer } from "../support/own-server";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const INPUTS_PER_CELL = Number(process.env.FUZZ_INPUTS ?? 20);

let server: OwnServer;
let cookies: Record<Role, string>;
beforeAll(async () => {
  server = await startOwnServer();
  cookies = await roleCookies(server.baseURL);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

// better-auth endpoints under /api/auth/* (plus one that does not exist).
const AUTH_ENDPOINTS = [
  "sign-up/email",
  "sign-in/email",
  "get-session",
  "list-sessions",
  "update-user",
  "request-password-reset",
  "reset-password",
  "verify-email",
  "send-verification-email",
  "verify-password",
  "change-password",
  "change-email",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "sign-out",
  "delete-user",
  // Issue #27: the two-factor plugin's endpoints (malformed codes must never answer 5xx).
  "two-factor/enable",
  "two-factor/disable",
  "two-factor/verify-totp",
  "two-factor/verify-backup-code",
  "two-factor/generate-backup-codes",
  "two-factor/get-totp-uri",
  "nao-existe",
];
// Calls that end the caller's sessions or account: fuzzed as a visitor only, so the other roles
// keep their sessions for the rest of the run.
const DESTRUCTIVE = new Set([
  "/sair",
  "/api/auth/sign-out",
  "/api/auth/revoke-sessions",
  "/api/auth/revoke-other-sessions",
  "/api/auth/revoke-session",
  "/api/auth/delete-user",
  "/api/auth/change-password",
  "/api/auth/change-email",
  // A verified code renews the session (the old cookie ends); enabling starts an enrolment.
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/enable",
]);

const PARAM_VALUES: Record<string, string> = {
  sessionId: "sessao-fuzz",
  id: "00000000-0000-4000-8000-000000000000",
  casoId: "00000000-0000-4000-8000-000000000000",
  codigo: "codigo-fuzz",
  arquivo: "modelo-fuzz.docx",
  bucket: "videos",
};

interface Target {
  path: string;
  api: boolean;
}

/** Every route with an action, and every /api route, from app/routes.ts. */
function targets(): Target[] {
  const routesFile = readFileSync("app/routes.ts", "utf8");
  const found: Target[] = [];
  const entries = [...routesFile.matchAll(/\b(?:route\(\s*"([^"]*)"|index\()\s*,?\s*"([^"]+)"/g)];
  for (const [, routePath = "", file] of entries) {
    if (routePath === "*") continue;
    const source = readFileSync(path.join("app", file!), "utf8");
    const hasAction = /export\s+(async\s+function|const)\s+action\b/.test(source);
    const api = routePath.startsWith("api/");
    if (!hasAction && !api) continue;
    if (routePath === "api/auth/*") {
      for (const endpoint of AUTH_ENDPOINTS)
        found.push({ path: `/api/auth/${endpoint}`, api: true });
      continue;
    }
    const concrete = routePath
      .split("/")
      .map((part) =>
        part.startsWith(":")
          ? (PARAM_VALUES[part.slice(1)] ?? "fuzz")
          : part === "*"
            ? "fuzz"
            : part,
      )
      .join("/");
    found.push({ path: `/${concrete}`, api });
  }
  return found;
}

// Field names the forms and APIs use, so that some inputs get past the first checks.
const KNOWN_FIELDS = [
  "intent",
  "tipo",
  "mes",
  "ano",
  "taxa",
  "setor",
  "valorFinanciado",
  "parcela",
  "numeroParcelas",
  "nome",
  "email",
  "password",
  "confirmation",
  "confirmacao",
  "token",
  "telefone",
  "cidade",
  "estado",
  "descricao",
  "consentimento",
  "mensagem",
  "assunto",
  "title",
  "description",
  "keywords",
  "id",
  "titulo",
  "origem",
  "url",
  "oab",
  "uf",
  "planName",
  "name",
  "image",
  "newPassword",
  "currentPassword",
  "solicitacaoId",
  "from",
  "callbackURL",
  "sessionToken",
];
const INTENTS = [
  "perfil",
  "selecionar",
  "cadastro",
  "login",
  "reenviar",
  "pagar",
  "desistir",
  "trocar-senha",
  "revogar-consentimento",
];

const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(...INTENTS),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "0",
    "-1",
    "1e309",
    "NaN",
    "Infinity",
    "%",
    "%ZZ",
    "%00",
    "\u0000",
    "\uD800",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "R$ 1.000,00",
    "2,5",
    "1.85",
    "13",
    "2010",
    "a@b",
    "x@y.com",
    "😀".repeat(300),
    "a".repeat(5001),
    "\r\n\r\n",
    "https://golpe.example",
    "SP",
  ),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const fields = fc.array(fc.tuple(fieldName, weirdText), { maxLength: 10 });

const ENCODINGS = [
  "urlencoded",
  "multipart",
  "multipart-file",
  "multipart-truncated",
  "multipart-no-boundary",
  "json",
  "json-garbage",
  "text",
  "none",
  "octet",
  "raw-bytes",
  "urlencoded-charset",
  "huge",
] as const;
type Encoding = (typeof ENCODINGS)[number];

interface FuzzInput {
  method: string;
  encoding: Encoding;
  fields: [string, string][];
  json: unknown;
  bytes: Uint8Array;
  cut: number;
  crossOrigin: boolean;
  query: string;
}

const input = fc.record<FuzzInput>({
  method: fc.constantFrom("POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "GET"),
  encoding: fc.constantFrom(...ENCODINGS),
  fields,
  json: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fields.map((f) => Object.fromEntries(f)),
    fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), fc.jsonValue({ maxDepth: 2 })),
  ),
  bytes: fc.uint8Array({ maxLength: 400 }),
  cut: fc.nat({ max: 200 }),
  crossOrigin: fc.boolean(),
  query: fc.oneof(
    fc.constant(""),
    fields.map((f) => `?${new URLSearchParams(f).toString()}`),
    fc.constantFrom("?%", "?a=%ZZ", "?tipo[]=1&tipo[]=2"),
  ),
});

function multipart(pairs: [string, string][], boundary: string, withFile: boolean): string {
  const parts = pairs.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
  );
  if (withFile) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="x.mp4"\r\nContent-Type: video/mp4\r\n\r\n\u0000\u0000\u0000\u0018ftypisom\r\n`,
    );
  }
  return `${parts.join("")}--${boundary}--\r\n`;
}

function requestFor(
  target: Target,
  role: Role,
  fuzz: FuzzInput,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {
    origin: fuzz.crossOrigin ? "https://atacante.example" : server.baseURL,
  };
  if (cookies[role]) headers.cookie = cookies[role];
  let body: BodyInit | undefined;
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  switch (fuzz.encoding) {
    case "urlencoded":
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(fuzz.fields).toString();
      break;
    case "urlencoded-charset":
      headers["content-type"] = "application/x-www-form-urlencoded; charset=utf-16";
      body = new URLSearchParams(fuzz.fields).toString();
      break;
    case "multipart":
    case "multipart-file":
      headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
      body = multipart(fuzz.fields, boundary, fuzz.encoding === "multipart-file");
      break;
    case "multipart-truncated": {
      headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
      const full = multipart(fuzz.fields, boundary, true);
      body = full.slice(0, Math.max(0, full.length - 1 - fuzz.cut));
      break;
    }
    case "multipart-no-boundary":
      headers["content-type"] = "multipart/form-data";
      body = multipart(fuzz.fields, boundary, false);
      break;
    case "json":
      headers["content-type"] = "application/json";
      body = JSON.stringify(fuzz.json);
      break;
    case "json-garbage":
      headers["content-type"] = "application/json";
      body = `${JSON.stringify(fuzz.json).slice(0, fuzz.cut)}\u0000{`;
      break;
    case "text":
      headers["content-type"] = "text/plain;charset=UTF-8";
      body = new URLSearchParams(fuzz.fields).toString();
      break;
    case "none":
      body = new URLSearchParams(fuzz.fields).toString();
      break;
    case "octet":
      headers["content-type"] = "application/octet-stream";
      body = fuzz.bytes.slice().buffer as ArrayBuffer;
      break;
    case "raw-bytes":
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = fuzz.bytes.slice().buffer as ArrayBuffer;
      break;
    case "huge":
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = `nome=${"x".repeat(70 * 1024)}`;
      break;
  }
  const method = fuzz.method;
  // GET/HEAD carry no body; everything else does.
  const init: RequestInit = { method, headers, redirect: "manual" };
  if (method !== "GET") init.body = body;
  else delete headers["content-type"];
  const url = `${server.baseURL}${target.path}${method === "GET" || target.api ? fuzz.query : ""}`;
  return { url, init };
}

describe("fuzz: every form action and JSON API, every role", () => {
  it("never answers 5xx", async () => {
    const all = targets();
    const roles: Role[] = ["visitante", "consumidor", "premium", "advogado", "admin"];
    const cells = all.flatMap((target) =>
      DESTRUCTIVE.has(target.path)
        ? [["visitante", target] as const]
        : roles.map((role) => [role, target] as const),
    );
    const samples = fc.sample(input, { seed: SEED, numRuns: cells.length * INPUTS_PER_CELL });

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let retried = 0;
    const jobs = cells.flatMap(([role, target], c) =>
      samples
        .slice(c * INPUTS_PER_CELL, (c + 1) * INPUTS_PER_CELL)
        .map((fuzz) => ({ role, target, fuzz })),
    );
    // A few requests at a time: the server is production, the machine has two cores.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < jobs.length) {
          const { role, target, fuzz } = jobs[next++]!;
          const { url, init } = requestFor(target, role, fuzz);
          let status = 0;
          // A pooled keep-alive connection the server just closed fails once on the client's side:
          // one retry tells that race from a server that breaks the connection every time.
          for (let attempt = 1; attempt <= 2 && status === 0; attempt++) {
            try {
              const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
              status = res.status;
              await res.arrayBuffer();
            } catch (error) {
              // The server may close the connection after a 413; anything else is a failure.
              if (fuzz.encoding === "huge") status = 413;
              else if (attempt === 1) retried++;
              else {
                status = 599;
                const cause = (error as { cause?: unknown }).cause;
                failures.push(
                  `${init.method} ${target.path} [${role}] ${fuzz.encoding}: ${String(error)} ${String(cause ?? "")}`,
                );
              }
            }
          }
          sent++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 && status !== 599) {
            failures.push(
              `${init.method} ${target.path} [${role}] ${fuzz.encoding} → ${status}: ${String(init.body ?? "").slice(0, 200)}`,
            );
          }
        }
      }),
    );
    const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
    console.log(
      `[fuzz] semente ${SEED}: ${all.length} rotas, ${cells.length} células (rota × papel), ${sent} entradas, 5xx: ${fiveXX}, conexões repetidas: ${retried}; ` +
        `status: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBe(cells.length * INPUTS_PER_CELL);
  }, 900_000);
});
