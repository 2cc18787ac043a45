// Issue #27 end to end: a consumer enrols (codes computed from the secret the page shows), signs
// out, signs in with a code, then with a backup code (which then fails a second time); an admin
// without a factor is sent to enrolment; a lawyer with a factor cannot sign in with the password
// alone. Malformed codes never answer 5xx.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop } from "../support/browser";
import { type OwnServer, startOwnServer } from "../support/own-server";
import {
  apiSession,
  createConsumer,
  createLawyer,
  DEFAULT_PASSWORD,
  uniqueEmail,
} from "../support/factories";
import { enrolFactor, testAuthSecret, totpCode, totpCodeRaw } from "../support/totp";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/auth/verificacao");
}

async function answer(page: Page, code: string) {
  await page.getByLabel("Código", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect
    .poll(() => page.getByRole("banner").getByRole("button", { name: "Sair" }).count())
    .toBe(0);
}

describe("a consumer's two-factor sign-in", () => {
  it("enrols, signs in with a code, then with a backup code that works only once", async () => {
    const email = uniqueEmail("dois-fatores");
    const password = "dois-fatores-senha-1";
    const session = await apiSession(baseURL(), { email, password });
    const { page, context } = await newDesktop(browser);
    await context.addCookies([session.cookie]);

    await page.goto("/minha-conta");
    await page.getByRole("link", { name: "Verificação em duas etapas" }).click();
    await page.waitForURL((url) => url.pathname === "/minha-conta/seguranca");
    await page.getByLabel("Senha", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Ativar a verificação em duas etapas" }).click();
    const secretField = page.getByLabel("Chave secreta (para digitar no aplicativo)");
    await expect.poll(() => secretField.isVisible()).toBe(true);
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^[A-Z2-7 ]{20,}$/);
    await expect
      .poll(() =>
        page.getByRole("img", { name: "Código QR da verificação em duas etapas" }).isVisible(),
      )
      .toBe(true);
    const codes = await page
      .getByRole("list", { name: "Códigos de reserva" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expect
      .poll(() => page.getByRole("link", { name: "Baixar os códigos (.txt)" }).isVisible())
      .toBe(true);

    await page.getByLabel("Código de 6 dígitos do aplicativo").fill(await totpCode(secret));
    await page.getByRole("button", { name: "Confirmar e ativar" }).click();
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Desativar a verificação em duas etapas" }).isVisible(),
      )
      .toBe(true);
    const history = page.getByRole("region", { name: "Histórico de segurança" });
    await expect
      .poll(() => history.getByText("Verificação em duas etapas ativada").isVisible())
      .toBe(true);

    // Signed out, the password alone is not enough: the code is asked.
    await signOut(page);
    await signInOnPage(page, email, password);
    await answer(page, "000000" === (await totpCode(secret)) ? "111111" : "000000");
    await expect
      .poll(() => page.getByText("Código inválido. Confira o código e tente de novo.").isVisible())
      .toBe(true);
    await answer(page, await totpCode(secret));
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("banner").getByText(email).isVisible()).toBe(true);

    // A backup code works once.
    await signOut(page);
    await signInOnPage(page, email, password);
    await answer(page, codes[0]!);
    await page.waitForURL((url) => url.pathname === "/");
    await signOut(page);
    await signInOnPage(page, email, password);
    await answer(page, codes[0]!);
    await expect
      .poll(() => page.getByText("Código inválido. Confira o código e tente de novo.").isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/auth/verificacao");
    await context.close();
  }, 180_000);

  it("answers malformed codes with 4xx, never 5xx", async () => {
    const signIn = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      body: JSON.stringify({ email: uniqueEmail("ninguem"), password: DEFAULT_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    const bodies: unknown[] = [
      { code: 123456 },
      { code: null },
      { code: "x".repeat(5000) },
      { code: "<script>" },
      { code: ["123456"] },
      {},
      { code: "123456", trustDevice: "sim" },
    ];
    for (const endpoint of ["verify-totp", "verify-backup-code", "disable"]) {
      for (const body of bodies) {
        const res = await fetch(`${baseURL()}/api/auth/two-factor/${endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: baseURL() },
          body: JSON.stringify(body),
        });
        expect(res.status, `${endpoint} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
    }
    for (const codigo of ["", "abc", "1".repeat(300), "12345-", "💥💥💥💥💥💥"]) {
      const res = await fetch(`${baseURL()}/auth/verificacao?from=revisafacil`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: baseURL(),
          cookie: "revisafacil.two_factor=invalido",
        },
        body: new URLSearchParams({ codigo }).toString(),
        redirect: "manual",
      });
      expect(res.status, codigo.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe("admins and lawyers (a server of its own)", () => {
  let server: OwnServer;
  let base = "";
  const admin = { email: uniqueEmail("admin-sem-fator"), password: DEFAULT_PASSWORD };
  const lawyer = { email: uniqueEmail("advogada-2fa"), password: DEFAULT_PASSWORD };
  const LAWYER_TOTP = "advogada-totp-segredo-0123456789";

  beforeAll(async () => {
    server = await startOwnServer({}, async (db, dataDir) => {
      await createConsumer(db, { ...admin, isAdmin: true });
      const created = await createLawyer(db, lawyer);
      await enrolFactor(db, {
        userId: created.id,
        authSecret: testAuthSecret(dataDir),
        totpSecret: LAWYER_TOTP,
      });
    });
    base = server.baseURL;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("sends an admin without a factor to the enrolment page, from every page", async () => {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(admin),
    });
    const line = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(line).toBeDefined();
    const cookie = line!.split(";")[0]!;
    for (const target of ["/admin-dashboard", "/", "/minha-conta", "/admin-dashboard/advogados"]) {
      const res = await fetch(`${base}${target}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status, target).toBe(302);
      expect(new URL(res.headers.get("location")!, base).pathname, target).toBe(
        "/minha-conta/seguranca",
      );
    }
    const page = await fetch(`${base}/minha-conta/seguranca`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      "Contas de administrador precisam da verificação em duas etapas",
    );
  });

  it("asks a lawyer with a factor for the code: the password alone opens nothing", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto(`${base}/auth-revisaconecta`);
    await page.getByLabel("E-mail").fill(lawyer.email);
    await page.getByLabel("Senha", { exact: true }).fill(lawyer.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/verificacao");
    expect(new URL(page.url()).searchParams.get("from")).toBe("revisaconecta");
    const cookies = await context.cookies(base);
    expect(cookies.some((c) => c.name.endsWith("session_token"))).toBe(false);
    // Without the code, the lawyer area stays shut.
    await page.goto(`${base}/oportunidades-advogados`);
    expect(new URL(page.url()).pathname).toBe("/auth-revisaconecta");

    // The API says the same: no session cookie until the code.
    const api = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(lawyer),
    });
    expect(((await api.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    expect(api.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);

    await page.goto(`${base}/auth-revisaconecta`);
    await page.getByLabel("E-mail").fill(lawyer.email);
    await page.getByLabel("Senha", { exact: true }).fill(lawyer.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/verificacao");
    await answer(page, await totpCodeRaw(LAWYER_TOTP));
    await page.waitForURL((url) => url.pathname === "/oportunidades-advogados");
    await context.close();
  }, 120_000);
});
