// /lp-servidor-publico (no header or footer) and the course sales page (DESIGN D22, D25).
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

describe("marketing pages", () => {
  it("shows the public-servant landing without header or footer, with the real SGS 25467 average", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/lp-servidor-publico");
    await expect.poll(() => page.getByRole("banner").count()).toBe(0);
    await expect.poll(() => page.getByRole("contentinfo").count()).toBe(0);
    // SGS 25467, 07/2025 = 1.85 % a.m. (newest month of the seed).
    await expect.poll(() => page.getByText("1,85% a.m.").first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("SGS série 25467", { exact: false }).isVisible())
      .toBe(true);
    // The value named with its own month and the exact limit, 1,5 × 1,85 = 2,775 (DESIGN D28, §7.1).
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain(
      "Em jul/2025, a taxa média do Banco Central era de 1,85% a.m. (consignado para trabalhadores do setor público, SGS série 25467).",
    );
    expect(text).toContain("Uma taxa acima de 2,775% a.m. (1,5 vez a média)");
    await page.getByRole("link", { name: "Comparar minha taxa grátis" }).click();
    await page.waitForURL(`${baseURL()}/calculadora-online-juros`);
    await context.close();
  });

  it("sells the course with its offer terms, no unverifiable figures, and a CTA to /auth?from=curso", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/curso-reducao-consignado");
    await expect
      .poll(() => page.getByText("R$ 197,00", { exact: false }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText("60% de desconto", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText("12x no cartão", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText("Garantia de 30 dias", { exact: false }).isVisible())
      .toBe(true);
    const body = (await page.locator("main").textContent()) ?? "";
    for (const claim of ["47 vagas", "5.000", "847", "15.243", "98%"])
      expect(body).not.toContain(claim);
    await page.getByRole("link", { name: "Quero me inscrever" }).first().click();
    await page.waitForURL(`${baseURL()}/auth?from=curso`);
    await context.close();
  });
});
