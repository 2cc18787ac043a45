// Issue 6's end-to-end run on the local provider: free user → Básico → 10 analyses allowed, the
// 11th refused with the §8 text → cancel → back to gratuito (still blocked: 10 used ≥ 1).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LIMIT_MESSAGES } from "~/domain/plan-limits";
import { baseURL, launchBrowser, newDesktop } from "../support/browser";
import { uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");

async function analyse(page: Page) {
  await main(page)
    .getByLabel("Tipo de contrato")
    .selectOption({ label: "Cartões Consignados RMC/RCC" });
  await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jan" });
  await main(page).getByLabel("Ano", { exact: true }).selectOption("2024");
  await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("3,50");
  await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
  await main(page).getByRole("button", { name: "Analisar outro contrato" }).click();
  await main(page).getByRole("heading", { name: "Dados do contrato" }).waitFor();
}

it("Básico allows 10 analyses a month, refuses the 11th, and cancelling returns to gratuito", async () => {
  const { page, context } = await newDesktop(browser);
  await page.goto("/auth?modo=cadastro");
  await main(page).getByLabel("E-mail").fill(uniqueEmail("basico"));
  await main(page).getByLabel("Senha", { exact: true }).fill("contrato-justo-2025");
  await main(page).getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${baseURL()}/`);

  const popup = context.waitForEvent("page");
  await page.locator("section#planos").getByRole("button", { name: "Assinar Básico" }).click();
  const checkout = await popup;
  await checkout.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
  await checkout.waitForURL(/\/assinatura\?status=atualizado/);
  await checkout.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect.poll(() => page.getByText("Plano Básico", { exact: true }).isVisible()).toBe(true);

  for (let i = 0; i < 10; i++) await analyse(page);

  const blocked = main(page).getByRole("button", { name: "Limite de análise atingido" });
  await blocked.waitFor();
  await expect.poll(() => blocked.isDisabled()).toBe(true);
  await expect.poll(() => main(page).getByText(LIMIT_MESSAGES.basico).isVisible()).toBe(true);
  expect(LIMIT_MESSAGES.basico).toBe(
    "Você atingiu o limite de 10 análises do Plano Básico neste mês. Faça upgrade para ilimitado!",
  );

  // The server refuses too, whatever the browser shows: post an 11th analysis directly.
  const refused = await page.evaluate(async () => {
    const body = new URLSearchParams({
      tipo: "cartao_consignado",
      mes: "1",
      ano: "2024",
      taxa: "3,5",
    });
    const res = await fetch("/_root.data?index", { method: "POST", body });
    return res.text();
  });
  expect(refused).toContain("Você atingiu o limite de 10 análises do Plano Básico neste mês.");

  // D33: cancelling keeps Básico until the period ends; the test portal's clock ends it now.
  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "SIM" }).click();
  await expect
    .poll(
      () =>
        page
          .getByText("Cancelamento agendado. Seu plano continua ativo até o fim do período pago.")
          .isVisible(),
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.goto("/assinatura");
  await page.getByRole("button", { name: "Gerenciar pagamento" }).click();
  await page.waitForURL(/\/pagamento-teste\/portal\//);
  await page.getByRole("button", { name: "Avançar relógio de teste até o fim do período" }).click();
  await page.waitForURL(/\/assinatura\?status=atualizado/);
  await page.goto("/");
  await expect.poll(() => page.getByText("Plano Gratuito", { exact: true }).isVisible()).toBe(true);
  await expect
    .poll(() =>
      main(page)
        .getByText(
          "Você já utilizou sua análise gratuita. Faça upgrade para continuar analisando contratos.",
        )
        .isVisible(),
    )
    .toBe(true);
  await context.close();
});
