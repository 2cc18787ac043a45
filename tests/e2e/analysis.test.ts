// The signed-in dashboard end to end (SPEC §2 "Dashboard", "Result screen", "Personal-loan
// insurance flow", "Advanced simulation"; §4; §5; §8 "Analysis limits"; DESIGN D1, D6, D11).
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

async function signedInPhone() {
  const { page, context } = await newPhone(browser);
  await page.goto("/auth?modo=cadastro");
  await main(page).getByLabel("E-mail").fill(uniqueEmail("analise"));
  await main(page).getByLabel("Senha", { exact: true }).fill("contrato-justo-2025");
  await main(page).getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${baseURL()}/`);
  await main(page).getByRole("heading", { name: "Analise o seu contrato" }).waitFor();
  return { page, context };
}

async function choose(page: Page, tipo: string, mes: string, ano: string) {
  await main(page).getByLabel("Tipo de contrato").selectOption({ label: tipo });
  await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: mes });
  await main(page).getByLabel("Ano", { exact: true }).selectOption(ano);
}

describe("dashboard", () => {
  it("offers the five types, jan…dez and 2011 to the current year", async () => {
    const { page, context } = await signedInPhone();
    const types = await main(page)
      .getByLabel("Tipo de contrato")
      .locator("option")
      .allTextContents();
    expect(types.slice(1)).toEqual([
      "Financiamento de Veículo",
      "Empréstimo Pessoal",
      "Empréstimo Consignado",
      "Cartões Consignados RMC/RCC",
      "Defesa em Busca e Apreensão de Veículo",
    ]);
    const months = await main(page)
      .getByLabel("Mês", { exact: true })
      .locator("option")
      .allTextContents();
    expect(months.slice(1)).toEqual([
      "jan",
      "fev",
      "mar",
      "abr",
      "mai",
      "jun",
      "jul",
      "ago",
      "set",
      "out",
      "nov",
      "dez",
    ]);
    const years = await main(page)
      .getByLabel("Ano", { exact: true })
      .locator("option")
      .allTextContents();
    expect(years[1]).toBe("2011");
    expect(years.at(-1)).toBe(String(new Date().getFullYear()));
    // Vehicle financing and personal loan: an optional rate beside "Descobrir minha taxa" (§8.18).
    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Financiamento de Veículo" });
    await expect
      .poll(() =>
        main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").getAttribute("required"),
      )
      .toBeNull();
    await expect
      .poll(() => main(page).getByText("Descobrir minha taxa (opcional)").isVisible())
      .toBe(true);
    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Cartões Consignados RMC/RCC" });
    await expect
      .poll(() => main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").count())
      .toBe(1);
    await context.close();
  });

  it("asks for the month, analyses an abusive consignado, then blocks the free plan", async () => {
    const { page, context } = await signedInPhone();
    await expect
      .poll(() => main(page).getByText("Plano gratuito: 1/1 análise disponível.").isVisible())
      .toBe(true);
    await expect.poll(() => page.locator("#planos").count()).toBe(1);

    await main(page)
      .getByLabel("Tipo de contrato")
      .selectOption({ label: "Empréstimo Consignado" });
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByText("Selecione o mês/ano de assinatura").waitFor();

    await choose(page, "Empréstimo Consignado", "mar", "2023");
    await main(page).getByLabel("Setor do consignado (opcional)").selectOption("inss");
    await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,99");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    // Above the INSS legal cap (D27, said first) and above 1,5 × the average.
    const result = main(page).getByRole("region", { name: "Taxa acima do teto legal do INSS" });
    await result.waitFor();
    await expect
      .poll(() =>
        result
          .getByText(
            "A taxa do seu contrato, 2,99% a.m., está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de mar/2023 (1,97% a.m.).",
          )
          .isVisible(),
      )
      .toBe(true);
    // SGS 25468, 03/2023 = 1.97 (published); threshold 1.5 × 1.97.
    await expect.poll(() => result.getByText("1,97% a.m.").first().isVisible()).toBe(true);
    // The exact limit, 1,5 × 1,97 = 2,955 (DESIGN §7.1).
    await expect
      .poll(() => result.getByText("acima de 2,955% a.m.").first().isVisible())
      .toBe(true);
    await expect.poll(() => result.getByText("2,99% a.m.").first().isVisible()).toBe(true);
    await expect
      .poll(() => main(page).getByRole("region", { name: "Ações sugeridas" }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        main(page).getByRole("link", { name: "Pedir ajuda a um advogado" }).getAttribute("href"),
      )
      .toBe("/solicitar-ajuda-juridica");
    // Free users have no subscriber support link.
    await expect
      .poll(() => main(page).getByRole("link", { name: "Suporte ao assinante" }).count())
      .toBe(0);

    // The advanced simulation loads on demand.
    await main(page).getByRole("button", { name: "Abrir simulação avançada" }).click();
    await main(page).getByLabel("Valor financiado (R$)").fill("30.000,00");
    await main(page).getByLabel("Valor da parcela atual (R$)").fill("1.200,00");
    await main(page).getByLabel("Número de parcelas").fill("48");
    await main(page).getByRole("button", { name: "Simular" }).click();
    await main(page).getByRole("heading", { name: "Resultado da simulação" }).waitFor();
    await expect.poll(() => main(page).getByText("Economia possível").isVisible()).toBe(true);

    await main(page).getByRole("button", { name: "Analisar outro contrato" }).click();
    await main(page)
      .getByText(
        "Você já utilizou sua análise gratuita. Faça upgrade para continuar analisando contratos.",
      )
      .waitFor();
    const button = main(page).getByRole("button", { name: "Limite de análise atingido" });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "Você atingiu o limite de 1 análise do plano gratuito. Faça upgrade para continuar.",
          )
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("runs the personal-loan insurance flow to the refund message", async () => {
    const { page, context } = await signedInPhone();
    await choose(page, "Empréstimo Pessoal", "jul", "2025");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page)
      .getByRole("heading", { name: "O seu empréstimo tem seguro prestamista?" })
      .waitFor();
    await expect
      .poll(() => main(page).getByRole("button", { name: "Voltar para início" }).isVisible())
      .toBe(true);
    await main(page).getByRole("radio", { name: "Sim" }).check();
    await main(page).getByRole("button", { name: "Avançar" }).click();
    await main(page).getByRole("button", { name: "Analisar" }).click();
    await main(page).getByText("Informe o valor do seguro prestamista").waitFor();
    await main(page).getByLabel("Valor do seguro prestamista (R$)").fill("1.250,00");
    await main(page).getByRole("button", { name: "Analisar" }).click();
    // D28: without a contract rate the interest was not checked, and the message says so.
    await main(page)
      .getByRole("heading", { name: "O seguro pode ser devolvido; juros não verificados" })
      .waitFor();
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "Os juros do seu contrato não foram verificados, porque a análise foi feita sem a taxa do contrato.",
            { exact: false },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText(/permitid/i)
          .count(),
      )
      .toBe(0);
    await expect
      .poll(() => main(page).getByText("R$ 1.250,00", { exact: false }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => main(page).getByText("Tema 972 do STJ", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => main(page).getByText("Consumidor.gov.br", { exact: false }).first().isVisible())
      .toBe(true);
    // SGS 25464, 07/2025 = 6.14.
    await expect.poll(() => main(page).getByText("6,14% a.m.").first().isVisible()).toBe(true);
    await main(page).getByRole("button", { name: "Voltar para início" }).click();
    await main(page).getByRole("heading", { name: "Dados do contrato" }).waitFor();
    await context.close();
  });

  it("finds the vehicle contract rate from the amounts and names the fallback month (D6, D11)", async () => {
    const { page, context } = await signedInPhone();
    const year = String(new Date().getFullYear());
    await choose(page, "Financiamento de Veículo", "jan", year);
    await main(page).getByText("Descobrir minha taxa (opcional)").click();
    await main(page).getByLabel("Valor financiado (R$)").fill("30.000,00");
    await main(page).getByLabel("Valor da parcela (R$)").fill("1.000,00");
    await main(page).getByLabel("Número de parcelas").fill("48");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page)
      .getByRole("heading", { name: "Resultado da análise" })
      .or(main(page).getByText("Mês da taxa usada"))
      .first()
      .waitFor();
    // The BCB has not published jan of the current year in the seed: the newest month is used and said.
    await expect
      .poll(() =>
        main(page)
          .getByText(`Ainda não há taxa publicada pelo Banco Central para jan/${year.slice(2)}`, {
            exact: false,
          })
          .or(
            main(page).getByText(
              `Ainda não há taxa publicada pelo Banco Central para jan/${year}`,
              {
                exact: false,
              },
            ),
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    // 30.000 in 48 × 1.000 → 2,11% a.m. vs. 2,03 (SGS 25471, 07/2025): within 1.5×.
    await expect.poll(() => main(page).getByText("2,11% a.m.").first().isVisible()).toBe(true);
    await context.close();
  });
  it("advanced simulation: reuses the typed amounts, names its rate and refuses inputs that fabricate savings (issue Truth item 9)", async () => {
    const { page, context } = await signedInPhone();
    await choose(page, "Financiamento de Veículo", "jun", "2019");
    await main(page).getByText("Descobrir minha taxa (opcional)").click();
    await main(page).getByLabel("Valor financiado (R$)").fill("30.000,00");
    await main(page).getByLabel("Valor da parcela (R$)").fill("1.000,00");
    await main(page).getByLabel("Número de parcelas").fill("48");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("button", { name: "Abrir simulação avançada" }).click();
    const form = main(page).getByRole("form", { name: "Simulação avançada" });
    await form.waitFor();
    // The amounts already typed come back; the vehicle's value is asked for a vehicle contract.
    await expect
      .poll(() => form.getByLabel("Valor financiado (R$)").inputValue())
      .toBe("30.000,00");
    await expect
      .poll(() => form.getByLabel("Valor da parcela atual (R$)").inputValue())
      .toBe("1.000,00");
    await expect.poll(() => form.getByLabel("Número de parcelas").inputValue()).toBe("48");
    await expect.poll(() => form.getByLabel("Valor do veículo (R$)").count()).toBe(1);

    await form.getByLabel("Taxa média anual (% a.a.)").fill("0");
    await form.getByLabel("Tarifa de cadastro (R$)").fill("-350");
    await form.getByLabel("Número de parcelas").fill("48,5");
    await form.getByRole("button", { name: "Simular" }).click();
    await form
      .getByText(
        "Informe a taxa média anual, maior que zero: com 0% a simulação inventaria uma economia.",
      )
      .waitFor();
    await expect
      .poll(() => form.getByText("Não use sinal de menos: informe um valor positivo.").isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        form.getByText("Informe um número inteiro, sem vírgula nem ponto (ex.: 48).").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("heading", { name: "Resultado da simulação" }).count())
      .toBe(0);
    await form.getByLabel("Taxa média anual (% a.a.)").fill("");
    await form.getByLabel("Tarifa de cadastro (R$)").fill("350,00");
    await form.getByLabel("Número de parcelas").fill("48");
    await form.getByRole("button", { name: "Simular" }).click();
    await form
      .getByText(
        "Informe a taxa média anual, maior que zero: com 0% a simulação inventaria uma economia.",
      )
      .waitFor();

    await form.getByLabel("Taxa média anual (% a.a.)").fill("20");
    await form.getByRole("button", { name: "Simular" }).click();
    await main(page).getByRole("heading", { name: "Resultado da simulação" }).waitFor();
    // The rate of the current scenario is named for what it is.
    await expect
      .poll(() =>
        main(page).getByText("Taxa efetiva com tarifas e seguro", { exact: true }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByText("Taxa média usada na revisão", { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });

  it("asks whether a 35% a.m. consignado rate is monthly, without blocking the result", async () => {
    const { page, context } = await signedInPhone();
    await choose(page, "Empréstimo Consignado", "mar", "2023");
    await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("35");
    // Asked while typing (JavaScript), with the conversion on a button.
    await main(page)
      .getByText("Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês.")
      .waitFor();
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("button", { name: "Recalcular com 2,53% ao mês" }).waitFor();
    await expect
      .poll(() =>
        main(page)
          .getByText("Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês.")
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText("A taxa do seu contrato, 35,00% a.m.", { exact: false })
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The consignado simulation does not ask for a vehicle's value.
    await main(page).getByRole("button", { name: "Abrir simulação avançada" }).click();
    await main(page).getByRole("form", { name: "Simulação avançada" }).waitFor();
    await expect.poll(() => main(page).getByLabel("Valor do veículo (R$)").count()).toBe(0);
    await context.close();
  });
});
