// /admin-dashboard: admins only (DESIGN D4), SEO settings persisted and applied (D5), outbox (D15).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEO } from "~/platform/seo-defaults";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("admin panel", () => {
  it("sends a signed-out visitor to /auth and a consumer to /not-authorized", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/admin-dashboard");
    await page.waitForURL(`${baseURL()}/auth?from=revisafacil`);
    await page.getByText("Você precisa estar logado para acessar este conteúdo.").first().waitFor();

    const consumer = await apiSession(baseURL());
    await context.addCookies([consumer.cookie]);
    await page.goto("/admin-dashboard");
    await page.waitForURL(`${baseURL()}/not-authorized`);
    await expect
      .poll(() =>
        page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).count(),
      )
      .toBe(0);
    await context.close();
  });

  it("lets the admin save SEO settings that the landing page then uses", async () => {
    const { page, context } = await newDesktop(browser);
    const admin = await apiSession(baseURL(), E2E_ADMIN);
    await context.addCookies([admin.cookie]);
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).click();
    await page.getByRole("heading", { name: "Painel do administrador" }).waitFor();
    await expect
      .poll(() => page.getByRole("heading", { name: "Caixa de saída de e-mails" }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("Usuários", { exact: true }).isVisible()).toBe(true);

    await page.getByLabel("Título").fill("Curto");
    await page.getByRole("button", { name: "Salvar Configurações SEO" }).click();
    await page.getByText("O título deve ter pelo menos 10 caracteres.").waitFor();

    const title = "Revise seus juros com o RevisaFácil";
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Palavras-chave").fill("revisão de juros,  consignado , ");
    await page.getByRole("button", { name: "Salvar Configurações SEO" }).click();
    await page.getByText("Configurações SEO salvas!").waitFor();

    const visitor = await newPhone(browser);
    await visitor.page.goto("/");
    expect(await visitor.page.title()).toBe(title);
    await expect
      .poll(() => visitor.page.locator('meta[name="keywords"]').getAttribute("content"))
      .toBe("revisão de juros, consignado");
    await visitor.context.close();

    // Back to the defaults for the other tests.
    await page.getByLabel("Título").fill(DEFAULT_SEO.title);
    await page.getByLabel("Descrição").fill(DEFAULT_SEO.description);
    await page.getByLabel("Palavras-chave").fill(DEFAULT_SEO.keywords);
    await page.getByRole("button", { name: "Salvar Configurações SEO" }).click();
    await page.getByText("Configurações SEO salvas!").waitFor();
    await context.close();
  });
});
