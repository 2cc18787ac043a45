// Issue "Journeys a newcomer finishes" at 360 × 800 in Chromium: the calculator's answer follows
// the person into the dashboard (item 1), invitations instead of errors around plans and payment
// (item 5), results brought into view (item 6) and the lawyer awaiting OAB verification (item 8).
// Each step leaves a before/after screenshot in /tmp/journeys-shots (outside the repository).
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone } from "../support/browser";
import { uniqueEmail } from "../support/factories";

const SHOTS = "/tmp/journeys-shots";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

// The machine is shared: server round trips get 10 s.
const eventually = <T>(fn: () => T | Promise<T>) =>
  expect.poll(fn, { timeout: 10_000, interval: 100 });

const main = (page: Page) => page.locator("main");

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page, prefix: string) {
  await main(page).getByLabel("E-mail").fill(uniqueEmail(prefix));
  await main(page).getByLabel("Senha", { exact: true }).fill("contrato-justo-2025");
  await main(page).getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${baseURL()}/`, { timeout: 15_000 });
  await main(page).getByRole("heading", { name: "Analise o seu contrato" }).waitFor();
}

describe("item 1: the calculator's answer follows the person", () => {
  it("type, month and rate reach the dashboard, and the first analysis gives the same verdict", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await page.getByLabel("Tipo de contrato").selectOption({ label: "Financiamento de Veículo" });
    await page.getByLabel("Mês", { exact: true }).selectOption({ label: "jun" });
    await page.getByLabel("Ano", { exact: true }).selectOption("2019");
    // SGS 25471, 06/2019 = 1,59% a.m.; 3,2 is above 1,5 × 1,59 = 2,385.
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("3,2");
    await page.getByRole("button", { name: "Calcular" }).click();
    const calc = page.getByRole("region", { name: "Resultado da análise" });
    await calc.getByText("Indício de juros abusivos").waitFor();
    await shot(page, "item1-before-calculator-result");

    await page.getByRole("link", { name: "Criar conta grátis" }).click();
    await page.waitForURL(/\/auth\?modo=cadastro/);
    await signUp(page, "carrega-taxa");
    const form = page.getByRole("region", { name: "Dados do contrato" });
    await eventually(() => form.getByLabel("Tipo de contrato").inputValue()).toBe(
      "financiamento_veiculo",
    );
    expect(await form.getByLabel("Mês", { exact: true }).inputValue()).toBe("6");
    expect(await form.getByLabel("Ano", { exact: true }).inputValue()).toBe("2019");
    const rate = form.getByLabel("Taxa de juros mensal do contrato (% a.m.)");
    expect(await rate.inputValue()).toBe("3,2");
    expect(await rate.getAttribute("required")).toBeNull();
    expect(await form.getByText("Descobrir minha taxa (opcional)").isVisible()).toBe(true);

    await form.getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("heading", { name: "Indício de juros abusivos" }).waitFor();
    expect(await main(page).getByText("acima de 2,385% a.m.").first().isVisible()).toBe(true);
    expect(
      await main(page).getByText("Esta análise ficou salva em Minhas análises.").isVisible(),
    ).toBe(true);
    await shot(page, "item1-after-dashboard-verdict");
    await context.close();
  });

  it("a result without a rate is shown, neither recorded nor counted, and the form comes back for the rate", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth?modo=cadastro");
    await signUp(page, "sem-taxa");
    await page.waitForLoadState("networkidle");
    const banner = "Plano gratuito: 1/1 análise disponível.";
    expect(await main(page).getByText(banner).isVisible()).toBe(true);
    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Financiamento de Veículo" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jun" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2019");
    await shot(page, "item1-before-no-rate");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page)
      .getByText("Sem a taxa do contrato, os juros não foram verificados", { exact: false })
      .waitFor();
    expect(await main(page).getByText("Esta análise ficou salva", { exact: false }).count()).toBe(
      0,
    );
    expect(await main(page).getByText(banner).isVisible()).toBe(true);
    await shot(page, "item1-after-no-rate-not-counted");

    // Back to the form with the values kept: typing the rate now gives the counted verdict.
    await main(page).getByRole("button", { name: "Analisar outro contrato" }).click();
    const rate = main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)");
    expect(await main(page).getByLabel("Tipo de contrato").inputValue()).toBe(
      "financiamento_veiculo",
    );
    await rate.fill("3,2");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("heading", { name: "Indício de juros abusivos" }).waitFor();
    await main(page).getByRole("button", { name: "Analisar outro contrato" }).click();
    await main(page)
      .getByText(
        "Você já utilizou sua análise gratuita. Faça upgrade para continuar analisando contratos.",
      )
      .waitFor();
    // The history holds the rated analysis only.
    await page.goto("/minhas-analises");
    await eventually(() =>
      main(page)
        .getByRole("link", { name: /contrato de jun\/2019/ })
        .count(),
    ).toBe(1);
    await context.close();
  });
});
