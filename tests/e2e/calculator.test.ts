import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fill(page: Page, tipo: string, mes: string, ano: string) {
  await page.getByLabel("Tipo de contrato").selectOption({ label: tipo });
  await page.getByLabel("Mês", { exact: true }).selectOption({ label: mes });
  await page.getByLabel("Ano", { exact: true }).selectOption(ano);
}

describe("public calculator", () => {
  it("says it is free and needs no sign-up, and lists the analysed types", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Calculadora online");
    expect(await page.getByText("Gratuita e sem cadastro", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText("Dados do Banco Central até jul/2025").isVisible()).toBe(true);
    for (const t of ["Financiamento de veículos", "Empréstimos pessoais", "Cartões de crédito consignados", "Crédito consignado"]) {
      expect(await page.getByText(t, { exact: true }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("gives the BCB vehicle average of 06/2019 and the 1.5× threshold, then clears with 'Fazer Nova Análise'", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Financiamento de Veículo", "jun", "2019");
    // No rate field for vehicle financing (SPEC §2).
    expect(await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").count()).toBe(0);
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.getByRole("region", { name: "Resultado da análise" });
    await result.waitFor();
    // SGS 25471, 06/2019 = 1.59 % a.m. (published value).
    expect(await result.getByText("1,59% a.m.").first().isVisible()).toBe(true);
    // The exact limit, 1,5 × 1,59 = 2,385 (never rounded to 2,39: DESIGN §7.1).
    expect(await result.getByText("acima de 2,385% a.m.").first().isVisible()).toBe(true);
    expect(await result.getByText("SGS série 25471", { exact: false }).isVisible()).toBe(true);
    // A plans card under the result.
    expect(await page.locator("#planos").getByText("Mais Popular").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Fazer Nova Análise" }).click();
    await page.getByRole("button", { name: "Calcular" }).waitFor();
    expect(await page.getByRole("region", { name: "Resultado da análise" }).count()).toBe(0);
    await context.close();
  });

  it("flags an INSS consignado rate above 1.5× the 03/2023 average", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "mar", "2023");
    await page.getByLabel("Setor do consignado (opcional)").selectOption("inss");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,99");
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.getByRole("region", { name: "Resultado da análise" });
    await result.waitFor();
    // SGS 25468, 03/2023 = 1.97; 2.99 / 1.97 ≈ 1.52 > 1.5 — and above the INSS cap, said first (D27).
    expect(await result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible()).toBe(true);
    expect(
      await result
        .getByText("A taxa do seu contrato, 2,99% a.m., está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de mar/2023 (1,97% a.m.).")
        .isVisible(),
    ).toBe(true);
    expect(await result.getByText("1,97% a.m.").first().isVisible()).toBe(true);
    expect(await result.getByText("SGS série 25468", { exact: false }).isVisible()).toBe(true);
    await context.close();
  });

  it("asks for the month with the spec's text", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await page.getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await page.getByRole("button", { name: "Calcular" }).click();
    await page.getByText("Selecione o mês/ano de assinatura").waitFor();
    await context.close();
  });

  it("works with JavaScript off (the form posts to the server)", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Pessoal", "jul", "2025");
    await page.getByRole("button", { name: "Calcular" }).click();
    await page.getByRole("heading", { name: "Resultado da análise" }).waitFor();
    // SGS 25464, 07/2025 = 6.14 % a.m.
    expect(await page.getByText("6,14% a.m.").first().isVisible()).toBe(true);
    await context.close();
  });
});
