import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("platform pages", () => {
  it("answers an unknown path with the not-found page and HTTP 404", async () => {
    const { page, context } = await newPhone(browser);
    const response = await page.goto("/caminho-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible())
      .toBe(true);
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it("explains /not-authorized and links home and to /auth", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/not-authorized");
    await expect
      .poll(() =>
        page.getByText("Esta área é restrita a administradores.", { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Voltar para o início" }).getAttribute("href"))
      .toBe("/");
    await expect
      .poll(() => page.getByRole("link", { name: "Entrar com outra conta" }).getAttribute("href"))
      .toBe("/auth");
    await context.close();
  });

  it("redirects /politica-de-privacidade to /politica-privacidade with 301", async () => {
    const response = await fetch(`${baseURL()}/politica-de-privacidade`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/politica-privacidade");
  });

  it("shows the signed-out header and footer on the privacy page", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/politica-privacidade");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const name of ["Blog", "Modelos de Documentos", "Informações Jurídicas", "Suporte"]) {
      await expect.poll(() => nav.getByRole("link", { name }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Cadastre-se" }).isVisible()).toBe(true);
    const footer = page.getByRole("contentinfo");
    await expect
      .poll(() => footer.getByText(`© ${new Date().getFullYear()} RevisaFácil`).isVisible())
      .toBe(true);
    await expect
      .poll(() => footer.getByRole("link", { name: "Política de Privacidade" }).isVisible())
      .toBe(true);
    await context.close();
  });

  it("opens the mobile menu with the same links", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/politica-privacidade");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect.poll(() => menu.getByRole("link", { name: "Blog" }).isVisible()).toBe(true);
    await context.close();
  });

  it("sends security headers and a healthy /healthz", async () => {
    const health = await fetch(`${baseURL()}/healthz`);
    expect(health.status).toBe(200);
    // A page rendered per request carries a fresh nonce; a cached public page the hashes of its
    // inline scripts (decision 007). Both keep the rest of the policy.
    const rendered = await fetch(`${baseURL()}/auth`);
    const renderedCsp = rendered.headers.get("content-security-policy") ?? "";
    expect(renderedCsp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    await (await fetch(`${baseURL()}/politica-privacidade`)).arrayBuffer();
    const page = await fetch(`${baseURL()}/politica-privacidade`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    for (const policy of [renderedCsp, csp]) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
