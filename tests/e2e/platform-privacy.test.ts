// /politica-privacidade: the complete LGPD policy, readable on a phone.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SECTIONS = [
  "Quem somos e a quem esta política se aplica",
  "Encarregado (DPO) e como falar conosco",
  "Quais dados tratamos",
  "Para que usamos seus dados e com qual base legal",
  "Compartilhamento com advogados parceiros",
  "Com quem compartilhamos dados",
  "Transferência internacional de dados",
  "Por quanto tempo guardamos",
  "Seus direitos (Art. 18 da LGPD)",
  "Como exercer seus direitos",
  "Cookies",
  "Segurança",
  "Crianças e adolescentes",
  "Alterações desta política",
];

describe("privacy policy page", () => {
  it("has the title, the summary and every section as a heading, in order", async () => {
    const { page, context } = await newPhone(browser);
    const response = await page.goto("/politica-privacidade");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Política de Privacidade — RevisaFácil");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Política de Privacidade");
    const h2 = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(h2.map((t) => t.replace(/^\d+\.\s*/, "").trim())).toEqual([
      "Em poucas palavras",
      ...SECTIONS,
    ]);
    await expect
      .poll(() => page.getByText(/Última atualização: \d{1,2} de [a-zç]+ de \d{4}/).isVisible())
      .toBe(true);
    await context.close();
  });

  it("names the controller, the encarregado's e-mail and each purpose's legal basis", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/politica-privacidade");
    const controller = page.locator("#controlador");
    await expect
      .poll(() => controller.getByText("RevisaFácil Tecnologia Ltda.").first().isVisible())
      .toBe(true);
    const mail = page
      .locator("#encarregado")
      .getByRole("link", { name: "privacidade@revisafacil.com.br" });
    await expect
      .poll(() => mail.getAttribute("href"))
      .toBe("mailto:privacidade@revisafacil.com.br");
    const purposes = page.locator("#finalidades").getByRole("listitem");
    await expect.poll(() => purposes.count()).toBe(10);
    for (const title of [
      "Criar e manter sua conta",
      "Enviar seu pedido a até 3 advogados parceiros",
      "Medir o uso do site (analytics)",
    ]) {
      await expect
        .poll(() =>
          page.locator("#finalidades").getByRole("heading", { level: 3, name: title }).isVisible(),
        )
        .toBe(true);
    }
    await expect
      .poll(() => page.locator("#finalidades dt", { hasText: "Base legal" }).count())
      .toBe(10);
    await expect
      .poll(() =>
        page.locator("#advogados-parceiros").getByText("no máximo 3 advogados").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .locator("#finalidades")
          .getByText("Consentimento específico (Art. 7º, I, e §5º)", { exact: false })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page.locator("#compartilhamento").getByText("Stripe", { exact: false }).isVisible(),
      )
      .toBe(true);
    const account = page.locator("#como-exercer").getByRole("link", { name: "Minha conta" });
    await expect.poll(() => account.getAttribute("href")).toBe("/minha-conta");
    await context.close();
  });

  it("jumps to a section from the index and fits a 360px screen", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/politica-privacidade");
    await page
      .getByRole("navigation", { name: "Nesta página" })
      .getByRole("link", { name: "Cookies" })
      .click();
    await page.waitForURL(/#cookies$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 2, name: /Cookies/ }).isVisible())
      .toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
