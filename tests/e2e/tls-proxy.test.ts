// Issue 23 item 1 through the production server behind a TLS proxy: Caddy terminates TLS and
// forwards http with X-Forwarded-For/-Proto/-Host, while the browser's Origin is https://….
// With TRUST_PROXY the sign-in and a signed-in form post succeed; forwarded headers the proxy did
// not write (no TRUST_PROXY, or an entry left of the trusted hop) are not honoured, and the
// refusal is logged as a warning, not as an unexpected error.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "../support/factories";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";

const PUBLIC = "https://revisa.example.test";
let child: ChildProcess;
let smtp: SmtpCapture;
let base = "";
let dataDir = "";
let log = "";
const email = uniqueEmail("proxy-tls");

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-tls-"));
  // A confirmed account in the server's own PGlite folder (PGlite: before the server opens it).
  const database = await openDatabase({ pgliteDir: path.resolve(dataDir, "db") });
  try {
    await createUser(database.db, { email, emailVerified: true });
  } finally {
    await database.close();
  }
  smtp = await startSmtpCapture();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = startServer(
    port,
    dataDir,
    {
      APP_URL: PUBLIC,
      TRUST_PROXY: "true",
      TRUSTED_PROXY_HOPS: "1",
      SMTP_URL: smtp.url,
      ALLOW_TEST_PAYMENTS: "true",
      COMPANY_CNPJ: "00.000.000/0001-91",
      COMPANY_ADDRESS: "Rua de Teste, 1, São Paulo/SP",
      AUTH_RATE_LIMIT_MAX: "1000",
    },
    inject("buildDir"),
    "pipe",
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  await waitForHealth(base, child);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What Caddy's reverse_proxy adds: the client address, the scheme and the host it was asked. */
const caddy = {
  "x-forwarded-for": "198.51.100.40",
  "x-forwarded-proto": "https",
  "x-forwarded-host": new URL(PUBLIC).host,
};
const browser = { origin: PUBLIC, "sec-fetch-site": "same-origin" };

const post = (url: string, form: Record<string, string>, headers: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });

const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");

describe("behind a TLS proxy (APP_URL https, TRUST_PROXY)", () => {
  it("signs in and posts a signed-in form with the browser's https Origin", async () => {
    const signIn = await post(
      `${base}/auth`,
      { intent: "login", email, password: DEFAULT_PASSWORD },
      { ...browser, ...caddy },
    );
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(signIn);
    // https: better-auth's secure cookie.
    expect(cookie).toMatch(/__Secure-revisafacil\.session_token=/);

    const account = await post(
      `${base}/minha-conta`,
      { intent: "sair-outras" },
      { ...browser, ...caddy, cookie },
    );
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Pronto: as outras sessões foram encerradas.");

    // The single-fetch form post (the client-side navigation) too.
    const data = await post(
      `${base}/minha-conta.data`,
      { intent: "sair-outras" },
      { ...browser, ...caddy, cookie },
    );
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Pronto: as outras sessões foram encerradas.");
  });

  it("refuses a scheme placed left of the trusted hop, with a warning in the log", async () => {
    const forged = await post(
      `${base}/auth`,
      { intent: "login", email, password: DEFAULT_PASSWORD },
      { ...browser, ...caddy, "x-forwarded-proto": "https, http" },
    );
    expect(forged.status).toBe(400);
    expect(forged.headers.getSetCookie().some((c) => /session_token=/.test(c))).toBe(false);
    await expect
      .poll(() => log.includes("pedido recusado: a origem não é a deste site"))
      .toBe(true);
    const lines = log
      .split("\n")
      .filter((line) => line.includes("pedido recusado"))
      .map((line) => JSON.parse(line) as { level: string });
    expect(lines.every((line) => line.level === "warn")).toBe(true);
    expect(log).not.toContain("erro inesperado");
  });
});

describe("without TRUST_PROXY (the shared e2e server)", () => {
  it("does not honour forged forwarded headers", async () => {
    const shared = inject("baseURL");
    const forged = await post(
      `${shared}/auth`,
      { intent: "login", email: uniqueEmail("forjado"), password: DEFAULT_PASSWORD },
      {
        origin: "https://revisa.example.test",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "revisa.example.test",
      },
    );
    expect(forged.status).toBe(400);
  });
});
