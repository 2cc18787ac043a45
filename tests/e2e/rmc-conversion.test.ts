// Issue #10 item 4 end to end at 360×800: a Básico subscriber analyses a Cartões Consignados
// RMC/RCC contract, opens it in Minhas análises, converts the card debt into a consignado (saque,
// its month, the monthly deduction, the deductions so far), reads the figures on screen and finds
// them in the laudo (pdftotext) and on /verificar. The same form works without JavaScript, with
// one pt-BR message per field.
import { execFileSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone, subscribeWithTestCheckout } from "../support/browser";
import { apiSession } from "../support/factories";
import { downloadFirstMemoria } from "../support/memoria";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes })
    .toString("utf8")
    .replace(/\s+/g, " ");
/** The <dd> beside a <dt> of a figure list. */
const figure = (scope: ReturnType<Page["locator"]>, label: string) =>
  scope.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").innerText();

async function fillConversion(
  page: Page,
  values: { saque: string; mes: string; desconto: string; feitos: string },
) {
  const form = main(page).getByRole("region", { name: "Recálculo e restituição" });
  await form.getByLabel("Valor recebido no saque (R$)").fill(values.saque);
  await form.getByLabel("Mês do saque (MM/AAAA)").fill(values.mes);
  await form.getByLabel("Desconto mensal (R$)").fill(values.desconto);
  await form.getByLabel("Descontos já feitos").fill(values.feitos);
  await form.getByRole("button", { name: "Calcular a conversão" }).click();
}

describe("RMC/RCC conversion", () => {
  it("card analysis → conversion form → figures on screen → in the laudo and on /verificar; without JavaScript too", async () => {
    const session = await apiSession(baseURL(), { name: "Helena Aposentada" });
    const { page, context } = await newPhone(browser);
    await context.addCookies([session.cookie]);
    await subscribeWithTestCheckout(context, page, "basico");

    // A card contract of jun/2019 at 3,00% a.m., recorded in Minhas análises.
    await page.goto("/");
    // The signed-in dashboard is a lazy chunk: a choice made before it hydrates would be lost.
    await page.waitForLoadState("networkidle");
    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Cartões Consignados RMC/RCC" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jun" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2019");
    await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("3,00");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByText("Esta análise ficou salva em Minhas análises.").waitFor();
    await main(page).getByRole("link", { name: "Abrir em Minhas análises" }).click();
    await page.waitForURL(/\/minhas-analises\/[0-9a-f-]{36}$/);
    const detailPath = new URL(page.url()).pathname;

    // The card's form, not the Price recalculation; the saque month starts at the contract month.
    const form = main(page).getByRole("region", { name: "Recálculo e restituição" });
    await form.getByRole("heading", { name: "Conversão em empréstimo consignado" }).waitFor();
    await expect.poll(() => form.getByLabel("Valor financiado (R$)").count()).toBe(0);
    await expect.poll(() => form.getByLabel("Mês do saque (MM/AAAA)").inputValue()).toBe("06/2019");

    // R$ 2.000,00 received, R$ 120,00 deducted 60 times from jul/2019.
    await fillConversion(page, {
      saque: "2.000,00",
      mes: "06/2019",
      desconto: "120,00",
      feitos: "60",
    });
    const panel = main(page).getByRole("region", {
      name: "Cartão RMC/RCC convertido em empréstimo consignado",
    });
    await panel.waitFor();
    await expect
      .poll(() =>
        figure(panel, "Taxa da conversão (Média do Banco Central (série 25468) de jun/2019)"),
      )
      .toBe("1,81% a.m.");
    await expect.poll(() => figure(panel, "Quitado no desconto nº")).toBe("21");
    await expect.poll(() => figure(panel, "Mês da quitação")).toBe("mar/2021");
    await expect.poll(() => figure(panel, "Total descontado (60 descontos)")).toBe("R$ 7.200,00");
    await expect.poll(() => figure(panel, "Descontado depois da quitação")).toBe("R$ 4.797,98");
    await expect.poll(() => figure(panel, "Simples")).toBe("R$ 4.797,98");
    await expect.poll(() => figure(panel, "Em dobro (até)")).toBe("R$ 9.477,98");
    await expect.poll(() => figure(panel, "Simples corrigida até dez/2025")).toBe("R$ 5.502,11");
    await expect.poll(() => panel.getByText(/a\.m\.\./).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The laudo holds the same figures.
    const code = (
      await main(page)
        .getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/)
        .innerText()
    ).replace(/-/g, "");
    const text = pdfText(await downloadFirstMemoria(page, { nome: "Helena Aposentada" }));
    for (const expected of [
      "Cartões Consignados RMC/RCC",
      "7. Conversão do cartão RMC/RCC em empréstimo consignado",
      "Valor recebido no saque: R$ 2.000,00.",
      "Desconto mensal: R$ 120,00.",
      "Descontos já feitos: 60, o primeiro em jul/2019.",
      "estaria quitado no 21º desconto, em mar/2021.",
      "Descontado depois da quitação: R$ 4.797,98.",
      "Restituição simples: R$ 4.797,98; em dobro: até R$ 9.477,98.",
      "Correção monetária: INPC (IBGE) até dez/2025: simples R$ 5.502,11; em dobro: até R$ 10.851,79.",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/a\.m\.\./);

    // /verificar shows the conversion the laudo was computed from.
    await page.goto(`/verificar/${code}`);
    const verified = main(page).getByRole("region", { name: "Conversão em empréstimo consignado" });
    await verified.waitFor();
    await expect
      .poll(() =>
        verified
          .getByText("Descontado depois da quitação: R$ 4.797,98.", { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await context.close();

    // Without JavaScript: the same form posts to the page; errors per field, then the panel.
    const plain = await newPhone(browser, { javaScriptEnabled: false });
    await plain.context.addCookies([session.cookie]);
    await plain.page.goto(detailPath);
    await fillConversion(plain.page, {
      saque: "2.000,5,0",
      mes: "2019-06",
      desconto: "120,00",
      feitos: "1,5",
    });
    await plain.page.waitForLoadState("load");
    const plainForm = main(plain.page).getByRole("region", { name: "Recálculo e restituição" });
    await expect
      .poll(() =>
        plainForm
          .getByText("Informe o mês como MM/AAAA, por exemplo 06/2019.", { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => plainForm.getByLabel("Valor recebido no saque (R$)").getAttribute("aria-invalid"))
      .toBe("true");
    await expect
      .poll(() => plainForm.getByLabel("Descontos já feitos").getAttribute("aria-invalid"))
      .toBe("true");
    await fillConversion(plain.page, {
      saque: "3.000,00",
      mes: "01/2020",
      desconto: "150,00",
      feitos: "24",
    });
    await plain.page.waitForURL(`${baseURL()}${detailPath}#recalculo`);
    const plainPanel = main(plain.page).getByRole("region", {
      name: "Cartão RMC/RCC convertido em empréstimo consignado",
    });
    await expect
      .poll(() => figure(plainPanel, "Total descontado (24 descontos)"))
      .toBe("R$ 3.600,00");
    await plain.context.close();
  });
});
