import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newDesktop, newPhone } from "../support/browser";

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
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Calculadora online");
    await expect
      .poll(() => page.getByText("Gratuita e sem cadastro", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText("Dados do Banco Central até jul/2025").isVisible())
      .toBe(true);
    for (const t of [
      "Financiamento de veículos",
      "Empréstimos pessoais",
      "Cartões de crédito consignados",
      "Crédito consignado",
    ]) {
      await expect.poll(() => page.getByText(t, { exact: true }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("gives the BCB vehicle average of 06/2019 and the 1.5× threshold, then clears with 'Fazer Nova Análise'", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Financiamento de Veículo", "jun", "2019");
    // The calculator's rate field is optional for vehicle financing (DESIGN §7.2): left blank here.
    await expect
      .poll(() =>
        page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").getAttribute("required"),
      )
      .toBeNull();
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.getByRole("region", { name: "Resultado da análise" });
    await result.waitFor();
    // SGS 25471, 06/2019 = 1.59 % a.m. (published value).
    await expect.poll(() => result.getByText("1,59% a.m.").first().isVisible()).toBe(true);
    // The exact limit, 1,5 × 1,59 = 2,385 (never rounded to 2,39: DESIGN §7.1).
    await expect
      .poll(() => result.getByText("acima de 2,385% a.m.").first().isVisible())
      .toBe(true);
    await expect
      .poll(() => result.getByText("SGS série 25471", { exact: false }).isVisible())
      .toBe(true);
    // A plans card under the result.
    await expect
      .poll(() => page.locator("#planos").getByText("Mais Popular").isVisible())
      .toBe(true);
    await page.getByRole("link", { name: "Fazer Nova Análise" }).click();
    await page.getByRole("button", { name: "Calcular" }).waitFor();
    await expect
      .poll(() => page.getByRole("region", { name: "Resultado da análise" }).count())
      .toBe(0);
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
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 2,99% a.m., está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de mar/2023 (1,97% a.m.).",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => result.getByText("1,97% a.m.").first().isVisible()).toBe(true);
    await expect
      .poll(() => result.getByText("SGS série 25468", { exact: false }).isVisible())
      .toBe(true);
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
    await expect.poll(() => page.getByText("6,14% a.m.").first().isVisible()).toBe(true);
    await context.close();
  });
  // Issue "Truth" item 7: the calculator does the whole job for every type, JS on and off, phone and desktop.
  const setups = [
    { name: "phone, JavaScript on", open: () => newPhone(browser) },
    { name: "phone, JavaScript off", open: () => newPhone(browser, { javaScriptEnabled: false }) },
    { name: "desktop", open: () => newDesktop(browser) },
  ] as const;

  for (const setup of setups) {
    it(`vehicle with a contract rate gets a verdict (${setup.name})`, async () => {
      const { page, context } = await setup.open();
      await page.goto("/calculadora-online-juros");
      await fill(page, "Financiamento de Veículo", "jun", "2019");
      await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,99");
      await page.getByRole("button", { name: "Calcular" }).click();
      const result = page.getByRole("region", { name: "Resultado da análise" });
      await result.waitFor();
      // SGS 25471, 06/2019 = 1,59; 1,5 × 1,59 = 2,385 < 2,99.
      await expect
        .poll(() =>
          result
            .getByText(
              "A taxa do seu contrato, 2,99% a.m., está acima de 2,385% a.m., que é 1,5 vez a média do Banco Central de jun/2019 (1,59% a.m.).",
            )
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => result.getByText("Essa taxa é mensal?", { exact: false }).count())
        .toBe(0);
      await context.close();
    });

    it(`personal loan: "Descobrir minha taxa" gets a verdict on the exact rate (${setup.name})`, async () => {
      const { page, context } = await setup.open();
      await page.goto("/calculadora-online-juros");
      await fill(page, "Empréstimo Pessoal", "jul", "2025");
      const discover = page.getByText("Descobrir minha taxa (opcional)");
      if (!(await page.getByLabel("Valor financiado (R$)").isVisible())) await discover.click();
      await page.getByLabel("Valor financiado (R$)").fill("10.000,00");
      await page.getByLabel("Valor da parcela (R$)").fill("1.047,75");
      await page.getByLabel("Número de parcelas").fill("24");
      await page.getByRole("button", { name: "Calcular" }).click();
      const result = page.getByRole("region", { name: "Resultado da análise" });
      await result.waitFor();
      // 9,21399…% a.m. / 6,14 = 1,50065 (issue item 3): flagged above 9,21% a.m. — and a computed
      // rate is never questioned as implausible (item 6).
      await expect
        .poll(() => result.getByText("acima de 9,21% a.m.", { exact: false }).first().isVisible())
        .toBe(true);
      await expect
        .poll(() =>
          result.getByText("Indício de juros abusivos", { exact: false }).first().isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => result.getByText("Essa taxa é mensal?", { exact: false }).count())
        .toBe(0);
      await context.close();
    });

    it(`refuses "1e3" with a message saying what is wrong (${setup.name})`, async () => {
      const { page, context } = await setup.open();
      await page.goto("/calculadora-online-juros");
      await fill(page, "Empréstimo Consignado", "mar", "2023");
      await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1e3");
      await page.getByRole("button", { name: "Calcular" }).click();
      await page
        .getByText(
          "“e” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
        )
        .waitFor();
      await expect
        .poll(() => page.getByRole("region", { name: "Resultado da análise" }).count())
        .toBe(0);
      // What was typed stays as typed, never silently changed.
      await expect
        .poll(() => page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").inputValue())
        .toBe("1e3");
      await context.close();
    });

    it(`asks whether 35 is monthly and offers 2,53% ao mês (${setup.name})`, async () => {
      const { page, context } = await setup.open();
      await page.goto("/calculadora-online-juros");
      await fill(page, "Empréstimo Consignado", "mar", "2023");
      await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("35");
      await page.getByRole("button", { name: "Calcular" }).click();
      const result = page.getByRole("region", { name: "Resultado da análise" });
      await result.waitFor();
      // Not blocking: the verdict on 35% a.m. is there, and the question beside it.
      await expect
        .poll(() =>
          result.getByText("Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês.").isVisible(),
        )
        .toBe(true);
      await result.getByRole("button", { name: "Recalcular com 2,53% ao mês" }).click();
      await page
        .getByText("A taxa do seu contrato, 2,53% a.m.", { exact: false })
        .first()
        .waitFor();
      await expect
        .poll(() => page.getByText("Essa taxa é mensal?", { exact: false }).count())
        .toBe(0);
      await context.close();
    });
  }

  it('accepts a rate typed as "1,85% a.m." and keeps the % while typing', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "mar", "2023");
    const rate = page.getByLabel("Taxa de juros mensal do contrato (% a.m.)");
    await rate.pressSequentially("1,85% a.m.");
    await expect.poll(() => rate.inputValue()).toBe("1,85% a.m.");
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.getByRole("region", { name: "Resultado da análise" });
    await result.waitFor();
    await expect
      .poll(() =>
        result
          .getByText("A taxa do seu contrato, 1,85% a.m.", { exact: false })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("shows the result on screen at 360 × 800 after Calcular (heading in the viewport, focused)", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Financiamento de Veículo", "jun", "2019");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,99");
    const button = page.getByRole("button", { name: "Calcular" });
    await button.scrollIntoViewIfNeeded();
    // Where the page stood when the person tapped: the result must not stay above it.
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    expect(scrolledBefore).toBeGreaterThan(0);
    await button.click();
    const heading = page.getByRole("heading", { name: "Resultado da análise" });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "calc-result-title");
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await context.close();
  });

  it("asks above 3× the average and converts annual to monthly beside the rate field (JavaScript on)", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "mar", "2023");
    const rate = page.getByLabel("Taxa de juros mensal do contrato (% a.m.)");
    // Above 20% a.m. the question appears while typing, and its button converts.
    await rate.fill("35");
    await page.getByText("Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês.").waitFor();
    await page.getByRole("button", { name: "Usar 2,53% ao mês" }).click();
    await expect.poll(() => rate.inputValue()).toBe("2,53");
    // The converter: 26,82% a.a. → 2,00% a.m.
    await page.getByText("Converter taxa anual").click();
    await page.getByLabel("Taxa ao ano (% a.a.)").fill("26,82");
    await page.getByText("26,82% ao ano equivalem a 2,00% ao mês").waitFor();
    await page.getByRole("button", { name: "Usar a taxa ao mês" }).click();
    await expect.poll(() => rate.inputValue()).toBe("2,00");
    // 6,00 is below 20 but above 3 × 1,97 (INSS consignado mar/2023): asked with the result.
    await page.getByLabel("Setor do consignado (opcional)").selectOption("inss");
    await rate.fill("6,00");
    await page.getByRole("button", { name: "Calcular" }).click();
    await page.getByText("Essa taxa é mensal? 6% ao ano equivalem a 0,49% ao mês.").waitFor();
    await context.close();
  });
});
