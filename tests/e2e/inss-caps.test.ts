// INSS legal caps in the browser (DESIGN D27, §7.4): the calculator asks the consignado sector and
// whose RMC/RCC card it is; above the cap the result says so first, plainly, with the act; for
// "Não sei" the cap is information, not the verdict; the signing day picks the cap in a month of
// change; the admin adds a cap row dated before the first seeded one (2001), so that no month the
// product offers (from 03/2011) and no other test sees a different cap.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN } from "../support/factories";
import { baseURL } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ACT_185 =
  "1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025)";

async function fill(page: Page, tipo: string, mes: string, ano: string) {
  await page.getByLabel("Tipo de contrato").selectOption({ label: tipo });
  await page.getByLabel("Mês", { exact: true }).selectOption({ label: mes });
  await page.getByLabel("Ano", { exact: true }).selectOption(ano);
}

async function calculate(page: Page) {
  await page.getByRole("button", { name: "Calcular" }).click();
  const result = page.getByRole("region", { name: "Resultado da análise" });
  await result.waitFor();
  return result;
}

describe("INSS caps on the public calculator", () => {
  it("says first, with the act, that an INSS consignado above the cap is irregular even below 1,5 × the average", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "jul", "2025");
    await page
      .getByLabel("Setor do consignado (opcional)")
      .selectOption({ label: "Aposentados e pensionistas do INSS" });
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1,90");
    const result = await calculate(page);
    const capSentence = `Irregular: a taxa do seu contrato, 1,90% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em jul/2025, de ${ACT_185}.`;
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => result.getByText(capSentence, { exact: true }).isVisible()).toBe(true);
    // Said first: before the 1.5-rule sentence (SGS 25468, 07/2025 = 1,82; 1,5 × 1,82 = 2,73).
    const texts = await result.locator("p").allTextContents();
    const capAt = texts.indexOf(capSentence);
    const ruleAt = texts.findIndex((t) =>
      t.includes("que é 1,5 vez a média do Banco Central de jul/2025 (1,82% a.m.)"),
    );
    expect(capAt).toBeGreaterThanOrEqual(0);
    expect(ruleAt).toBeGreaterThan(capAt);
    // The summary names the cap and its act.
    const figure = result.getByRole("group", {
      name: "Teto legal do INSS (empréstimo consignado)",
    });
    await expect.poll(() => figure.getByText("1,85% a.m.", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => figure.getByText(ACT_185, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the card cap as information when the card's sector is 'Não sei'", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Cartões Consignados RMC/RCC", "jul", "2025");
    await expect.poll(() => page.getByLabel("O cartão consignado é de").inputValue()).toBe("total");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,50");
    const result = await calculate(page);
    // 2,50 is above the card cap (2,46) but not above 1,5 × 1,82 = 2,73: no verdict from the cap.
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).count())
      .toBe(0);
    await expect
      .poll(() =>
        result.getByText("Nenhuma irregularidade grave encontrada", { exact: true }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "Se o seu cartão consignado (RMC/RCC) é de benefício do INSS, o teto legal de juros em jul/2025 é de 2,46% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText("A taxa do seu contrato, 2,50% a.m., está acima desse teto.", { exact: true })
          .isVisible(),
      )
      .toBe(true);
    // Information, after the verdict (the 1.5 rule), never before it.
    const texts = await result.locator("p").allTextContents();
    const ruleAt = texts.findIndex((t) =>
      t.includes("que é 1,5 vez a média do Banco Central de jul/2025 (1,82% a.m.)"),
    );
    const infoAt = texts.findIndex((t) =>
      t.startsWith("Se o seu cartão consignado (RMC/RCC) é de benefício do INSS"),
    );
    expect(ruleAt).toBeGreaterThanOrEqual(0);
    expect(infoAt).toBeGreaterThan(ruleAt);
    const figure = result.getByRole("group", {
      name: "Teto legal do INSS (cartão RMC/RCC), para benefícios do INSS",
    });
    await expect.poll(() => figure.getByText("informação", { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "Para cartões consignados RMC/RCC, a regra de 1,5 vez usa a taxa média do consignado INSS (SGS 25468), porque os tribunais costumam converter o cartão consignado em empréstimo consignado.",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("compares an INSS-benefit card with the card cap", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Cartões Consignados RMC/RCC", "jul", "2025");
    await page.getByLabel("O cartão consignado é de").selectOption({ label: "Benefício do INSS" });
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,50");
    const result = await calculate(page);
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "Irregular: a taxa do seu contrato, 2,50% a.m., está acima do teto legal de juros do cartão consignado (RMC/RCC) do INSS em jul/2025, de 2,46% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("names both caps in a month of change, and the signing day decides", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "abr", "2025");
    await page.getByLabel("Setor do consignado (opcional)").selectOption("inss");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1,82");
    let result = await calculate(page);
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 1,82% a.m., passa de um desses tetos e não do outro: informe o dia da assinatura para saber qual vale.",
            {
              exact: true,
            },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByRole("group", { name: "Teto legal do INSS (empréstimo consignado)" })
          .getByText("1,80% a.m. ou 1,85% a.m.", { exact: true })
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole("link", { name: "Fazer Nova Análise" }).click();
    await page.getByRole("button", { name: "Calcular" }).waitFor();
    await fill(page, "Empréstimo Consignado", "abr", "2025");
    await page.getByLabel("Setor do consignado (opcional)").selectOption("inss");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1,82");
    await page.getByLabel("Dia da assinatura (opcional)").fill("3");
    result = await calculate(page);
    // 1,80 until 03/04/2025; 1,85 from 04/04/2025 (DOU 28/03 + 5 business days).
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            "Irregular: a taxa do seu contrato, 1,82% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em 03/04/2025, de 1,80% a.m.",
            { exact: false },
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("refuses a signing day the month does not have, in pt-BR", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "fev", "2025");
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1,82");
    await page.getByLabel("Dia da assinatura (opcional)").fill("30");
    await page.getByRole("button", { name: "Calcular" }).click();
    await page
      .getByText(
        "Dia da assinatura inválido: informe um dia que exista no mês escolhido (por exemplo, 15) ou deixe em branco.",
        { exact: true },
      )
      .waitFor();
    await context.close();
  });
});

describe("INSS caps without JavaScript and on the dashboard", () => {
  it("asks the sector without JavaScript and gives the cap verdict first", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await page.goto("/calculadora-online-juros");
    await fill(page, "Empréstimo Consignado", "jul", "2025");
    await page
      .getByLabel("Setor do consignado ou do cartão consignado (opcional)")
      .selectOption({ label: "Benefício do INSS (aposentados e pensionistas)" });
    await page.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("1,90");
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.getByRole("region", { name: "Resultado da análise" });
    await result.waitFor();
    await expect
      .poll(() => result.getByText("Taxa acima do teto legal do INSS", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        result
          .getByText(
            `Irregular: a taxa do seu contrato, 1,90% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em jul/2025, de ${ACT_185}.`,
            {
              exact: true,
            },
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("asks whose card it is on the dashboard and records the card-cap verdict", async () => {
    const { page, context } = await newPhone(browser);
    const session = await apiSession(baseURL());
    await context.addCookies([session.cookie]);
    await page.goto("/");
    // The dashboard is a lazy chunk: a choice made before it hydrates would be lost.
    await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    await main.getByRole("heading", { name: "Analise o seu contrato" }).waitFor();
    await main
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Cartões Consignados RMC/RCC" });
    await main.getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await main.getByLabel("Ano", { exact: true }).selectOption("2025");
    expect(
      (
        await main.getByLabel("O cartão consignado é de").locator("option").allTextContents()
      ).filter((t) => t.trim() !== ""),
    ).toEqual(["Benefício do INSS", "Servidor público", "Não sei"]);
    await main.getByLabel("O cartão consignado é de").selectOption({ label: "Benefício do INSS" });
    await main.getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,50");
    await main.getByRole("button", { name: "Analisar Contrato" }).click();
    const result = main.getByRole("region", { name: "Taxa acima do teto legal do INSS" });
    await result.waitFor();
    await expect
      .poll(() =>
        result
          .getByText(
            "Irregular: a taxa do seu contrato, 2,50% a.m., está acima do teto legal de juros do cartão consignado (RMC/RCC) do INSS em jul/2025, de 2,46% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    // The result points to the RMC/RCC templates that exist (issue "Truth" item 11).
    const templates = main.getByRole("region", { name: "Modelos de documentos para o seu caso" });
    await expect
      .poll(() =>
        templates
          .getByText(
            "Petição inicial — cartão consignado RMC/RCC (conversão em consignado e devolução em dobro)",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});

describe("INSS caps in the admin panel", () => {
  it("lists the seeded caps and adds a row with pt-BR errors first", async () => {
    const { page, context } = await newDesktop(browser);
    const admin = await apiSession(baseURL(), E2E_ADMIN);
    await context.addCookies([admin.cookie]);
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: "Tetos do INSS" }).click();
    await page.getByRole("heading", { name: "Tetos de juros do consignado INSS" }).waitFor();
    const table = page.getByRole("table");
    const row168 = table
      .getByRole("row")
      .filter({ hasText: "Resolução CNPS publicada no DOU de 26/04/2024" });
    await expect
      .poll(() => row168.getByText("em vigor desde 06/05/2024", { exact: true }).isVisible())
      .toBe(true);

    await page.getByLabel("Ato").fill("Resolução CNPS de teste e2e, de 31/01/2001");
    await page.getByLabel("Fonte").fill("Diário Oficial da União (teste)");
    await page.getByLabel("Teto do empréstimo (% a.m.)").fill("1e3");
    await page.getByRole("button", { name: "Cadastrar teto" }).click();
    await page
      .getByText(
        "Teto: use a taxa ao mês com até duas casas decimais, entre 0,01 e 9,99 (por exemplo, 1,85).",
        { exact: true },
      )
      .waitFor();

    await page.getByLabel("Teto do empréstimo (% a.m.)").fill("1,75");
    await page.getByLabel("Publicação no DOU").fill("2001-02-01");
    await page.getByLabel("Dias úteis após a publicação").fill("5");
    await page.getByRole("button", { name: "Cadastrar teto" }).click();
    await page
      .getByText(
        "Teto cadastrado: Resolução CNPS de teste e2e, de 31/01/2001. As próximas análises já o usam.",
        { exact: true },
      )
      .waitFor();
    const added = table.getByRole("row").filter({ hasText: "Resolução CNPS de teste e2e" });
    // The revalidated list: wait for the new row rather than reading it once.
    await added.getByText("1,75% a.m.", { exact: true }).waitFor();
    await expect
      .poll(() => added.getByText("Cadastrado no painel", { exact: true }).isVisible())
      .toBe(true);
    // DOU 01/02/2001 (Thursday) + 5 business days = 08/02/2001.
    await expect
      .poll(() => added.getByText("em vigor desde 08/02/2001", { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });
});
