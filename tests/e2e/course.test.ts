// The course sold end to end at 360 × 800 on the local test provider (DESIGN §8b.22–23): signed
// out → "Quero me inscrever" → /auth?from=curso → sign-up → the one-time test checkout with the
// page's instalments → the course area → "Solicitar garantia" → refunded, and the area closed.
import { mkdirSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone } from "../support/browser";

const eventually = <T>(fn: () => T | Promise<T>) =>
  expect.poll(fn, { timeout: 10_000, interval: 100 });

// Screenshots of the journey for the note (outside the repository).
const SHOTS = path.join(tmpdir(), "revisafacil-e2e", "curso");

/** The module files the server reads (none until the written modules are merged). */
const moduleFiles = () => {
  try {
    return readdirSync(path.resolve("editorial/curso/modulos")).filter((f) => f.endsWith(".md"));
  } catch {
    return [];
  }
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("the course, sold on the local test provider", () => {
  it("signed out → 'Quero me inscrever' → sign-up → checkout in 12x → course area → guarantee refunded → area closed", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/curso-reducao-consignado");
    expect(
      await page
        .getByText(
          'Basta clicar em "Solicitar garantia", na área do curso, em até 30 dias da compra',
          { exact: false },
        )
        .isVisible(),
    ).toBe(true);
    await page.getByRole("link", { name: "Quero me inscrever" }).first().click();
    await page.waitForURL(`${baseURL()}/auth?from=curso`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Criar uma conta" }).click();
    await page.waitForURL(/\/auth\?from=curso&modo=cadastro$/);
    await eventually(() =>
      page
        .getByText("Inscrição no curso: R$ 197,00, à vista ou em até 12x.", { exact: false })
        .isVisible(),
    ).toBe(true);
    const email = `curso-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
    await page.getByRole("button", { name: "Criar conta" }).click();

    // Straight to the one-time checkout at the page's price, with its card instalments.
    await page.waitForURL(/\/pagamento-teste\/curso\/cs_test_/, { timeout: 15_000 });
    await eventually(() => page.getByText("R$ 197,00 (pagamento único)").isVisible()).toBe(true);
    const instalments = page.getByLabel("Forma de pagamento no cartão");
    expect(await instalments.locator("option").allInnerTexts()).toEqual([
      "À vista: R$ 197,00",
      "2x de R$ 98,50",
      "3x de R$ 65,66 (1ª R$ 65,68)",
      "4x de R$ 49,25",
      "5x de R$ 39,40",
      "6x de R$ 32,83 (1ª R$ 32,85)",
      "7x de R$ 28,14 (1ª R$ 28,16)",
      "8x de R$ 24,62 (1ª R$ 24,66)",
      "9x de R$ 21,88 (1ª R$ 21,96)",
      "10x de R$ 19,70",
      "11x de R$ 17,90 (1ª R$ 18,00)",
      "12x de R$ 16,41 (1ª R$ 16,49)",
    ]);
    await instalments.selectOption("12");
    await page.screenshot({ path: path.join(SHOTS, "1-checkout.png"), fullPage: true });
    await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();

    // The course area opens.
    await page.waitForURL(/\/curso-reducao-consignado\/aulas\?origem=checkout$/);
    await eventually(() =>
      page
        .getByRole("heading", { level: 1, name: "Curso: reduza as parcelas do seu consignado" })
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByText("R$ 197,00 em 12x de R$ 16,41 (1ª R$ 16,49)", { exact: false })
        .isVisible(),
    ).toBe(true);
    const modules = page.getByRole("region", { name: "Módulos" });
    const files = moduleFiles();
    if (files.length === 0) {
      expect(
        await modules.getByText("Nenhum módulo foi publicado ainda.", { exact: false }).isVisible(),
      ).toBe(true);
    } else {
      expect(await modules.getByRole("link").count()).toBe(files.length);
      await modules.getByRole("link").first().click();
      await page.waitForURL(/\/curso-reducao-consignado\/aulas\/[a-z0-9-]+$/);
      await eventually(() =>
        page.getByRole("heading", { level: 2, name: "Fontes" }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).not.toBe("");
      await page.getByRole("link", { name: "Todos os módulos" }).click();
      await page.waitForURL(/\/curso-reducao-consignado\/aulas$/);
    }
    await page.screenshot({ path: path.join(SHOTS, "2-area.png"), fullPage: true });

    // The guarantee: the rule, the deadline, the statement, one click.
    const guarantee = page.getByRole("region", { name: "Garantia de 30 dias" });
    const deadline = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(Date.now() + 30 * 86_400_000),
    );
    expect(await guarantee.getByText(`Prazo para pedir: até ${deadline}.`).isVisible()).toBe(true);
    const claim = guarantee.getByRole("button", { name: "Solicitar garantia" });
    const statement = guarantee.getByLabel(
      "Declaro que, aplicando o método do curso, não consegui reduzir em pelo menos 20% o valor das minhas parcelas.",
    );
    // The statement is required: the browser holds the form until it is checked.
    expect(await statement.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    await statement.check();
    await claim.click();
    await page.waitForURL(`${baseURL()}/curso-reducao-consignado`);
    await eventually(() =>
      page.getByText("Garantia atendida: devolvemos R$ 197,00.").isVisible(),
    ).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "3-refunded.png"), fullPage: true });

    // The area is closed, and the CTA no longer sells to this account.
    await page.goto("/curso-reducao-consignado/aulas");
    await page.waitForURL(`${baseURL()}/curso-reducao-consignado`);
    await eventually(() =>
      page.getByText("A garantia do curso já foi usada nesta conta", { exact: false }).isVisible(),
    ).toBe(true);
    const closed = await page.request.get("/curso-reducao-consignado/aulas/qualquer", {
      maxRedirects: 0,
    });
    expect(closed.status()).toBe(302);
    expect(closed.headers().location).toBe("/curso-reducao-consignado");
    await context.close();
  });

  it("signed in, 'Quero me inscrever' goes straight to the checkout; 'Cancelar' returns to the sales page, and the area stays closed", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth?modo=cadastro");
    await page
      .getByLabel("E-mail")
      .fill(
        `curso-logado-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`,
      );
    await page.getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.waitForURL(`${baseURL()}/`, { timeout: 15_000 });
    await page.goto("/curso-reducao-consignado");
    await page.getByRole("link", { name: "Quero me inscrever" }).first().click();
    await page.waitForURL(/\/pagamento-teste\/curso\/cs_test_/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Cancelar" }).click();
    await page.waitForURL(`${baseURL()}/curso-reducao-consignado`);
    await page.goto("/curso-reducao-consignado/aulas");
    await page.waitForURL(`${baseURL()}/curso-reducao-consignado`);
    await eventually(() =>
      page.getByText("A área do curso é para quem comprou o curso.").isVisible(),
    ).toBe(true);
    await context.close();
  });

  it("a signed-out visit to the area or to the checkout start goes to /auth?from=curso", async () => {
    const { page, context } = await newPhone(browser);
    for (const path of ["/curso-reducao-consignado/aulas", "/curso-reducao-consignado/inscricao"]) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe("/auth?from=curso");
    }
    await context.close();
  });
});
