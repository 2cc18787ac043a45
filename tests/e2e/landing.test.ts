// The signed-out home page (SPEC §2 route "/", issue 5 item 8, DESIGN D25).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("landing page", () => {
  it("shows every section and leads to the calculator", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Descubra se os juros do seu contrato são abusivos");
    for (const name of [
      "Fale com um advogado parceiro",
      "Como funciona",
      "Por que usar o RevisaFácil",
      "Dúvidas comuns antes de começar",
      "Você é advogado?",
      "Perguntas frequentes",
    ]) {
      expect(await page.getByRole("heading", { name }).isVisible(), name).toBe(true);
    }
    // Figures only from our own data (D25): 173 months of BCB data in the seed.
    await expect.poll(() => page.getByText("173", { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("Dados do Banco Central até jul/2025").first().isVisible())
      .toBe(true);
    // The latest-post card shows the newest post the blog seed published; no video until one is configured.
    await expect.poll(() => page.getByText("Último artigo do blog").isVisible()).toBe(true);
    await expect.poll(() => page.locator("iframe").count()).toBe(0);
    // Footer: no Suporte link on the home page for signed-out visitors.
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
      .toBe(0);

    await page.getByRole("link", { name: "Calcular grátis agora" }).click();
    await page.waitForURL(`${baseURL()}/calculadora-online-juros`);
    await context.close();
  });

  it("has the plans section at #planos with Básico 'Mais Popular' and the sign-in requirement", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/#planos");
    // The card's button acts once the page has hydrated.
    await page.waitForLoadState("networkidle");
    const plans = page.locator("#planos");
    await expect.poll(() => plans.getByText("Mais Popular").isVisible()).toBe(true);
    await expect
      .poll(() => plans.getByText("R$ 19,90", { exact: false }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => plans.getByText("R$ 29,90", { exact: false }).first().isVisible())
      .toBe(true);
    await expect.poll(() => plans.getByText("Até 10 análises por mês").isVisible()).toBe(true);
    await plans.getByRole("button").first().click();
    await page.getByText("Você precisa estar logado para assinar um plano.").first().waitFor();
    await page.waitForURL(/\/auth/);
    await context.close();
  });

  it("draws its icons from one cached sprite, not from JavaScript", async () => {
    const { page, context } = await newPhone(browser);
    const sprite = page.waitForResponse((r) => /\/assets\/icons-[^/]+\.svg$/.test(r.url()));
    await page.goto("/");
    const response = await sprite;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"]).toContain("immutable");
    // The calculator button's icon points into the sprite and is drawn at its size.
    const icon = page.getByRole("link", { name: "Calcular grátis agora" }).locator("svg");
    await expect.poll(() => icon.getAttribute("aria-hidden")).toBe("true");
    await expect
      .poll(() => icon.locator("use").getAttribute("href"))
      .toMatch(/\/assets\/icons-[^/]+\.svg#calculator$/);
    const box = await icon.boundingBox();
    expect(box?.width).toBe(20);
    // The shape is there: the <use> renders the symbol's paths (a broken reference draws nothing).
    const drawn = await icon.evaluate(
      (svg) => (svg.querySelector("use") as SVGGraphicsElement).getBBox().width,
    );
    expect(drawn).toBeGreaterThan(0);
    await context.close();
  });
});
