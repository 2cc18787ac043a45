// Court-grade (DESIGN §8.1, §8.3) end to end at 360×800: a Premium consumer with a contract of
// mar/2026 (not yet published by the BCB) sees "Resultado provisório" naming the month used and no
// PDF; with a 2011 contract paid off in 2016 the recalculation shows the prescribed installments
// apart and nothing to refund.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone, subscribeWithTestCheckout } from "../support/browser";
import { apiSession } from "../support/factories";

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiSession(baseURL(), {
    name: "Celia Premium Tribunal",
  });
  ({ context, page } = await newPhone(browser));
  await context.addCookies([session.cookie]);
  await subscribeWithTestCheckout(context, page, "premium");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const main = (p: Page) => p.locator("main");

async function analyse(
  p: Page,
  c: {
    tipo: string;
    mes: string;
    ano: string;
    valor: string;
    parcela: string;
    parcelas: string;
  },
) {
  await p.goto("/");
  // The signed-in dashboard is a lazy chunk: a choice made before it hydrates would be lost.
  await p.waitForLoadState("networkidle");
  await main(p).getByLabel("Tipo de contrato").selectOption({ label: c.tipo });
  await main(p).getByLabel("Mês", { exact: true }).selectOption({ label: c.mes });
  await main(p).getByLabel("Ano", { exact: true }).selectOption(c.ano);
  await main(p).getByText("Descobrir minha taxa (opcional)").click();
  await main(p).getByLabel("Valor financiado (R$)").fill(c.valor);
  await main(p).getByLabel("Valor da parcela (R$)").fill(c.parcela);
  await main(p).getByLabel("Número de parcelas").fill(c.parcelas);
  await main(p).getByRole("button", { name: "Analisar Contrato" }).click();
  await main(p).getByText("Esta análise ficou salva em Minhas análises.").waitFor();
  await main(p).getByRole("link", { name: "Abrir em Minhas análises" }).click();
  await p.waitForURL(/\/minhas-analises\/[0-9a-f-]{36}$/);
  await main(p).getByRole("heading", { name: "Dados informados" }).waitFor();
}

describe("court-grade", () => {
  it("mar/2026: provisional heading naming the month used, no recalculation and no PDF", async () => {
    await analyse(page, {
      tipo: "Empréstimo Pessoal",
      mes: "mar",
      ano: "2026",
      valor: "2.100,00",
      parcela: "326,97",
      parcelas: "48",
    });
    const heading = main(page).getByRole("heading", {
      name: /^Resultado provisório, pela média de jul\/2025/,
    });
    expect(await heading.isVisible()).toBe(true);
    expect(
      await main(page)
        .getByText("O Banco Central ainda não publicou a taxa média de mar/2026", { exact: false })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await main(page).getByRole("link", { name: "Baixar memória de cálculo (PDF)" }).count(),
    ).toBe(0);
    expect(await main(page).getByRole("button", { name: "Calcular o recálculo" }).count()).toBe(0);
    const res = await context.request.get(`${new URL(page.url()).pathname}/memoria-de-calculo.pdf`);
    expect(res.status()).toBe(409);
  });

  it("2011 vehicle loan paid off in 2016: the prescribed installments apart, nothing to refund", async () => {
    await analyse(page, {
      tipo: "Financiamento de Veículo",
      mes: "jun",
      ano: "2011",
      valor: "40.000,00",
      parcela: "1.768,07",
      parcelas: "60",
    });
    const recalc = main(page).getByRole("region", {
      name: "Recálculo e restituição",
    });
    await recalc.getByLabel("Parcelas já pagas").fill("60");
    await recalc.getByRole("button", { name: "Calcular o recálculo" }).click();
    const panel = main(page).getByRole("region", {
      name: "Recálculo do contrato (Tabela Price)",
    });
    await panel.waitFor();
    const prescribed = panel.getByText("Parcelas prescritas (CC, art. 205)");
    await prescribed.waitFor();
    expect(
      await panel
        .getByText("60 parcelas vencidas há mais de 10 anos, até jun/2016, estão prescritas", {
          exact: false,
        })
        .isVisible(),
    ).toBe(true);
    expect(
      await panel.getByText("Sem valores a restituir por este critério").first().isVisible(),
    ).toBe(true);
    expect(await panel.getByText("Restituição", { exact: true }).count()).toBe(0);
  });
});
