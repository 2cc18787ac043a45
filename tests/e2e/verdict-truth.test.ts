// Issue "Truth" (tracker #9; DESIGN D12, D25, D28, §7.1, §7.3), in the browser: the limit shown and
// the flag agree, the month named is the month of the value, no rounding before the rule, no
// "permitido" without a rate, Tema 1.378 on the results, honest landing.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone } from "../support/browser";
import { uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const TEMA_1378 =
  "O Superior Tribunal de Justiça está decidindo se a taxa média do Banco Central, sozinha, basta para provar que os juros são abusivos (Tema 1.378, REsp 2.227.844/RS, afetado em 2025). Esta análise informa; não promete nenhum resultado.";

async function calculate(page: Page, tipo: string, mes: string, ano: string, taxa?: string) {
  await page.goto("/calculadora-online-juros");
  await main(page).getByLabel("Tipo de contrato").selectOption({ label: tipo });
  await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: mes });
  await main(page).getByLabel("Ano", { exact: true }).selectOption(ano);
  if (taxa !== undefined)
    await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill(taxa);
  await main(page).getByRole("button", { name: "Calcular" }).click();
  const result = main(page).getByRole("region", { name: "Resultado da análise" });
  await result.waitFor();
  return result;
}

async function signedInPhone() {
  const { page, context } = await newPhone(browser);
  await page.goto("/auth?modo=cadastro");
  await main(page).getByLabel("E-mail").fill(uniqueEmail("verdade"));
  await main(page).getByLabel("Senha", { exact: true }).fill("contrato-justo-2025");
  await main(page).getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${baseURL()}/`);
  await main(page).getByRole("heading", { name: "Analise o seu contrato" }).waitFor();
  return { page, context };
}

describe("calculator: the flag and the limit shown agree (D28, §7.1)", () => {
  it("consignado jul/2025 (1,97): 2,96 is above 2,955 and flagged, with 1,5×/2×/3× and Tema 1.378", async () => {
    const { page, context } = await newPhone(browser);
    const result = await calculate(page, "Empréstimo Consignado", "jul", "2025", "2,96");
    await expect
      .poll(() => result.getByText("Indício de juros abusivos", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 2,96% a.m., está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (1,97% a.m.).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    for (const line of [
      "1,5× a média: acima de 2,955% a.m. — a taxa do seu contrato está acima",
      "2× a média: acima de 3,94% a.m. — a taxa do seu contrato não está acima",
      "3× a média: acima de 5,91% a.m. — a taxa do seu contrato não está acima",
    ]) {
      expect(await result.getByText(line, { exact: true }).isVisible(), line).toBe(true);
    }
    await expect.poll(() => result.getByText(TEMA_1378, { exact: true }).isVisible()).toBe(true);
    const text = (await main(page).textContent()) ?? "";
    expect(text).not.toMatch(/1,1\s?×|a\.m\.\.|mais usada|Limite 2,96/);
    await context.close();
  });

  it("2,95 in the same month is not above 2,955 and not flagged", async () => {
    const { page, context } = await newPhone(browser);
    const result = await calculate(page, "Empréstimo Consignado", "jul", "2025", "2,95");
    await expect
      .poll(() =>
        result.getByText("Nenhuma irregularidade grave encontrada", { exact: true }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 2,95% a.m., não está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (1,97% a.m.).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => result.getByText("Indício de juros abusivos").count()).toBe(0);
    await context.close();
  });

  it("out/2026 (not published): the value is named with jul/2025, its own month (D6; JavaScript off)", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    const result = await calculate(page, "Financiamento de Veículo", "out", "2026");
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa média mais recente do Banco Central, de jul/2025, é de 2,03% a.m. Se a taxa do seu contrato estiver acima de 3,045% a.m., há indício de juros abusivos.",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "Ainda não há taxa publicada pelo Banco Central para out/2026; usamos a mais recente, jul/2025",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result.getByText("Taxa média do Banco Central (jul/2025)", { exact: true }).isVisible(),
      )
      .toBe(true);
    const text = (await result.textContent()) ?? "";
    expect(text).not.toContain("Em out/2026");
    // Never "permitido" without a rate (D28): it says the interest was not checked and how to check it.
    expect(text).toContain(
      "Os juros do seu contrato não foram verificados, porque a análise foi feita sem a taxa do contrato.",
    );
    expect(text).toContain("Para verificar, use “Descobrir minha taxa”");
    expect(text).not.toMatch(/permitid/i);
    await context.close();
  });
});

describe("dashboard: exact rate, no rounding before the rule (item 3)", () => {
  it("R$ 10.000 in 24 × 1.047,75, personal loan jul/2025: 9,214% a.m. is above 9,21 and flagged", async () => {
    const { page, context } = await signedInPhone();
    await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2025");
    await main(page).getByText("Descobrir minha taxa (opcional)").click();
    await main(page).getByLabel("Valor financiado (R$)").fill("10.000,00");
    await main(page).getByLabel("Valor da parcela (R$)").fill("1.047,75");
    await main(page).getByLabel("Número de parcelas").fill("24");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    const result = main(page).getByRole("region", { name: "Indício de juros abusivos" });
    await result.waitFor();
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 9,214% a.m., está acima de 9,21% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (6,14% a.m.).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => result.getByText(TEMA_1378, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("a personal loan without a rate and without insurance: interest not checked, never 'permitido'", async () => {
    const { page, context } = await signedInPhone();
    await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2025");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("radio", { name: "Não" }).check();
    await main(page).getByRole("button", { name: "Avançar" }).click();
    await main(page)
      .getByRole("heading", { name: "Nenhum seguro a contestar; juros não verificados" })
      .waitFor();
    const text = (await main(page).textContent()) ?? "";
    expect(text).toContain(
      "Os juros do seu contrato não foram verificados, porque a análise foi feita sem a taxa do contrato. Para verificar, use “Descobrir minha taxa” com o valor financiado, o valor da parcela e o número de parcelas, ou procure a taxa de juros mensal no contrato e compare com o limite.",
    );
    expect(text).toContain(
      "Em jul/2025, a taxa média do Banco Central era de 6,14% a.m. Se a taxa do seu contrato estiver acima de 9,21% a.m., há indício de juros abusivos.",
    );
    expect(text).not.toMatch(/permitid|Nada a revisar/i);
    await expect
      .poll(() => main(page).getByRole("button", { name: "Voltar para início" }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe("dashboard: vehicle without a rate (D28)", () => {
  it("names the limit exactly and says the interest was not checked, at 360 × 800 and on desktop", async () => {
    const { page, context } = await signedInPhone();
    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Financiamento de Veículo" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2025");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    const result = main(page).getByRole("region", {
      name: "Taxa média e limite para o seu contrato",
    });
    await result.waitFor();
    const text = (await result.textContent()) ?? "";
    expect(text).toContain(
      "Em jul/2025, a taxa média do Banco Central era de 2,03% a.m. Se a taxa do seu contrato estiver acima de 3,045% a.m., há indício de juros abusivos.",
    );
    expect(text).toContain(
      "Os juros do seu contrato não foram verificados, porque a análise foi feita sem a taxa do contrato.",
    );
    expect(text).not.toMatch(/permitid|Nenhuma irregularidade/i);
    await expect
      .poll(() => main(page).getByText(TEMA_1378, { exact: true }).isVisible())
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => result.getByText("acima de 3,045% a.m.", { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe("landing (D25, §7.3)", () => {
  it("has no testimonials section while there are none", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { name: /Depoimentos/ }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { name: "Você é advogado?" }).isVisible())
      .toBe(true);
    // Figures only when there is something real (no "0 análises"): a shown count is never 0.
    const analyses = page.getByRole("definition").filter({
      has: page.locator(
        "xpath=preceding-sibling::dt[1][normalize-space()='Análises feitas no RevisaFácil']",
      ),
    });
    for (const value of await analyses.allTextContents()) expect(value.trim()).not.toBe("0");
    expect((await page.locator("body").textContent()) ?? "").not.toMatch(/mais usada|1,1\s?×/);
    await context.close();
  });
});
