// Signed-in header/footer, guards and /minha-conta end to end (SPEC §2, §6; DESIGN D4, D24).
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const shown = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

describe("signed-in header and footer", () => {
  it("shows e-mail, Sair and locked links to a free user; no Admin; no footer Suporte", async () => {
    const { page, context } = await newDesktop(browser);
    const session = await apiSession(baseURL());
    await context.addCookies([session.cookie]);
    await page.goto("/politica-privacidade");
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByText(session.email).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("button", { name: "Sair" }).isVisible()).toBe(true);
    await expect
      .poll(() => header.getByRole("link", { name: "Admin", exact: true }).count())
      .toBe(0);
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const name of ["Blog", "Modelos de Documentos", "Informações Jurídicas", "Suporte"]) {
      await expect
        .poll(() => nav.getByRole("link", { name }).getByLabel("bloqueado").count())
        .toBe(1);
    }
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
      .toBe(0);
    await context.close();
  });

  it("shows the Admin button to the admin (made by scripts/grant-admin.ts) only", async () => {
    const { page, context } = await newDesktop(browser);
    const admin = await apiSession(baseURL(), E2E_ADMIN);
    await context.addCookies([admin.cookie]);
    await page.goto("/politica-privacidade");
    await expect
      .poll(() =>
        page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});

describe("/minha-conta", () => {
  it("sends a signed-out visitor to /auth?from=revisafacil with the spec's message", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/minha-conta");
    expect(page.url()).toBe(`${baseURL()}/auth?from=revisafacil`);
    await expect
      .poll(() => shown(page, "Você precisa estar logado para acessar este conteúdo."))
      .toBe(true);
    await context.close();
  });

  it("lists sessions, signs out the others, changes the password and exports the data", async () => {
    const email = uniqueEmail("conta");
    const password = "minha-conta-senha-1";
    const other = await newPhone(browser);
    const first = await apiSession(baseURL(), { email, password });
    await other.context.addCookies([first.cookie]);

    const { page, context } = await newDesktop(browser);
    const second = await apiSession(baseURL(), { email, password });
    await context.addCookies([second.cookie]);
    await page.goto("/minha-conta");
    const sessions = page.getByRole("region", { name: "Sessões ativas" });
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(2);
    await expect.poll(() => sessions.getByText("esta sessão").count()).toBe(1);

    await sessions.getByRole("button", { name: "Sair das outras sessões" }).click();
    await expect.poll(() => shown(page, "Pronto: as outras sessões foram encerradas.")).toBe(true);
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);
    await other.page.goto("/minha-conta");
    expect(new URL(other.page.url()).pathname).toBe("/auth");
    await other.context.close();

    const pwd = page.getByRole("region", { name: "Alterar senha" });
    await pwd.getByLabel("Senha atual").fill("nao-e-essa-1");
    await pwd.getByLabel("Nova senha", { exact: true }).fill("nova-senha-conta-2");
    await pwd.getByLabel("Repita a nova senha").fill("nova-senha-conta-2");
    await pwd.getByRole("button", { name: "Alterar senha" }).click();
    await expect.poll(() => shown(page, "Senha atual incorreta.")).toBe(true);
    await pwd.getByLabel("Senha atual").fill(password);
    await pwd.getByLabel("Nova senha", { exact: true }).fill("123");
    await pwd.getByLabel("Repita a nova senha").fill("123");
    await pwd.getByRole("button", { name: "Alterar senha" }).click();
    await expect.poll(() => shown(page, "Senha inválida. Use pelo menos 6 caracteres.")).toBe(true);
    await pwd.getByLabel("Senha atual").fill(password);
    await pwd.getByLabel("Nova senha", { exact: true }).fill("nova-senha-conta-2");
    await pwd.getByLabel("Repita a nova senha").fill("nova-senha-conta-2");
    await pwd.getByRole("button", { name: "Alterar senha" }).click();
    await expect
      .poll(() => shown(page, "Senha alterada! As outras sessões foram encerradas."))
      .toBe(true);
    // Still signed in here with the new session.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/minha-conta");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar meus dados" }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file!, "utf8"));
    expect(exported.conta.email).toBe(email);
    expect(exported.plano.subscription_tier ?? exported.plano.subscriptionTier).toBe("gratuito");
    expect(JSON.stringify(exported)).not.toContain("password");
    await context.close();
  });

  it("deletes the account after asking for the password again", async () => {
    const { page, context } = await newPhone(browser);
    const session = await apiSession(baseURL(), {
      email: uniqueEmail("apagar"),
      password: "apagar-conta-1",
    });
    await context.addCookies([session.cookie]);
    await page.goto("/minha-conta");
    const zone = page.getByRole("region", { name: "Excluir minha conta" });
    await zone.getByLabel("Sua senha").fill("senha-errada-1");
    await zone.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await zone.getByRole("button", { name: "Excluir minha conta" }).click();
    await expect.poll(() => shown(page, "Senha atual incorreta.")).toBe(true);
    await zone.getByLabel("Sua senha").fill(session.password);
    await zone.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await zone.getByRole("button", { name: "Excluir minha conta" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => shown(page, "Sua conta e seus dados foram excluídos.")).toBe(true);

    await page.goto("/auth");
    await main(page).getByLabel("E-mail").fill(session.email);
    await main(page).getByLabel("Senha", { exact: true }).fill(session.password);
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => shown(page, "E-mail ou senha incorretos.")).toBe(true);
    await context.close();
  });
});
