// D15 with SMTP configured, in the browser: sign-up asks to confirm the e-mail, goes back to
// login after 2 s with the password cleared; the mailed link opens "Confirme sua conta", where
// the password confirms and signs in (DESIGN §8.17); the reset
// mail's page sets a new password. A second server is started with SMTP_URL for this file.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/browser";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { uniqueEmail } from "../support/factories";
import { confirmationLinkIn, confirmInBrowser } from "../support/confirm-account";
import { linkIn, startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";
import { chromium } from "playwright-core";

let browser: Browser;
let smtp: SmtpCapture;
let server: ChildProcess;
let dataDir: string;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-smtp-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServer(
    port,
    dataDir,
    { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: "1000" },
    inject("buildDir"),
  );
  await waitForHealth(base, server);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function desktop(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: "pt-BR",
  });
  return { context, page: await context.newPage() };
}
const main = (page: Page) => page.locator("main");

describe("e-mail confirmation and password reset (SMTP)", () => {
  it("confirms the e-mail before the first login", async () => {
    const { page, context } = await desktop();
    const email = uniqueEmail("smtp");
    const password = "confirmar-no-browser-1";
    await page.goto("/auth?modo=cadastro");
    await main(page).getByLabel("E-mail").fill(email);
    const passwordInput = main(page).getByLabel("Senha", { exact: true });
    await passwordInput.fill(password);
    const since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await expect
      .poll(() => page.getByText("Cadastro realizado!", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(
            "Enviamos um link de confirmação para seu e-mail. Confirme o endereço para poder entrar.",
          )
          .isVisible(),
      )
      .toBe(true);
    // After 2 s: login mode, password cleared, still signed out.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 5_000 })
      .toBe("Entrar no RevisaFácil");
    await expect.poll(() => passwordInput.inputValue()).toBe("");
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "Login" }).isVisible())
      .toBe(true);

    // Logging in before confirming is refused with a clear message.
    await passwordInput.fill(password);
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            "Seu e-mail ainda não foi confirmado. Enviamos um novo link de confirmação: abra sua caixa de entrada.",
          )
          .isVisible(),
      )
      .toBe(true);

    const mail = await smtp.waitFor(email, { since });
    const link = confirmationLinkIn(mail, base);
    // DESIGN §8.17: "Confirme sua conta" asks for the password before anything is confirmed.
    await page.goto(link);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Confirme sua conta" }).isVisible())
      .toBe(true);
    await expect.poll(() => main(page).getByText(email).isVisible()).toBe(true);
    await confirmInBrowser(page, link, password);
    await page.waitForURL(`${base}/`);
    await expect
      .poll(() => page.getByText("E-mail confirmado! Sua conta está ativa.").isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("banner").getByText(email).first().isVisible())
      .toBe(true);
    await context.close();
  });

  it("resets the password from the mailed link", async () => {
    const { page, context } = await desktop();
    const email = uniqueEmail("reset");
    // An account confirmed through its link.
    await page.goto("/auth?modo=cadastro");
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("senha-antiga-boa-1");
    let since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await confirmInBrowser(
      page,
      confirmationLinkIn(await smtp.waitFor(email, { since }), base),
      "senha-antiga-boa-1",
    );
    await page.waitForURL(`${base}/`);
    await context.clearCookies();

    await page.goto("/esqueci-minha-senha");
    await main(page).getByLabel("E-mail").fill(email);
    since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Enviar link de redefinição" }).click();
    const link = linkIn(await smtp.waitFor(email, { since }), `${base}/redefinir-senha?`);
    await page.goto(link);
    await main(page).getByLabel("Nova senha", { exact: true }).fill("senha-nova-boa-2");
    await main(page).getByLabel("Repita a nova senha").fill("senha-nova-boa-2");
    await main(page).getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL(`${base}/auth`);
    await expect
      .poll(() => page.getByText("Senha redefinida! Entre com a nova senha.").isVisible())
      .toBe(true);

    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("senha-nova-boa-2");
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(`${base}/`, { timeout: 10_000 });

    // The link was single use.
    await page.goto(link);
    await main(page).getByLabel("Nova senha", { exact: true }).fill("senha-outra-boa-3");
    await main(page).getByLabel("Repita a nova senha").fill("senha-outra-boa-3");
    await main(page).getByRole("button", { name: "Salvar nova senha" }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            "Este link de redefinição é inválido, expirou ou já foi usado. Peça um novo link.",
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("the owner's confirmation leaves someone who signed up first with the address nothing (§8.17)", async () => {
    const email = uniqueEmail("tomada");
    const api = (endpoint: string, body: unknown) =>
      fetch(`${base}/api/auth${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      });
    const since = smtp.mails.length;
    expect(
      (await api("/sign-up/email", { email, password: "senha-do-invasor-1", name: "" })).ok,
    ).toBe(true);
    // The owner follows the mail and sets a password of their own.
    const mail = await smtp.waitFor(email, { since });
    expect(mail.raw).toContain("Se n=C3=A3o foi voc=C3=AA, ignore");
    const { page, context } = await desktop();
    await confirmInBrowser(page, confirmationLinkIn(mail, base), "senha-da-dona-2");
    await page.waitForURL(`${base}/`);
    await expect
      .poll(() => page.getByRole("banner").getByText(email).first().isVisible())
      .toBe(true);

    expect((await api("/sign-in/email", { email, password: "senha-do-invasor-1" })).status).toBe(
      401,
    );
    expect((await api("/sign-in/email", { email, password: "senha-da-dona-2" })).ok).toBe(true);
    // better-auth's own link no longer confirms anything: it leads to the page.
    const old = await fetch(`${base}/api/auth/verify-email?token=abc`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe("/confirmar-conta?token=abc");
    await context.close();
  });
});
