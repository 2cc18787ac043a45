// Issue "Journeys a newcomer finishes" at 360 × 800 in Chromium: the calculator's answer follows
// the person into the dashboard (item 1), invitations instead of errors around plans and payment
// (item 5), results brought into view (item 6) and the lawyer awaiting OAB verification (item 8).
// Each step leaves a before/after screenshot in /tmp/journeys-shots (outside the repository).
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launchBrowser, newPhone, subscribeWithTestCheckout } from "../support/browser";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { apiSession, uniqueEmail } from "../support/factories";

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

describe("item 5: invitations, not errors", () => {
  it("a plan card signed out invites to create the account, with the plan named, and no error toast", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/#planos");
    await page.waitForLoadState("networkidle");
    await page
      .locator("#planos")
      .getByRole("button", { name: "Assinar Básico" })
      .scrollIntoViewIfNeeded();
    await shot(page, "item5-before-plan-card");
    await page.locator("#planos").getByRole("button", { name: "Assinar Básico" }).click();
    await page.waitForURL(`${baseURL()}/auth?modo=cadastro&plano=basico`);
    await main(page).getByText("Crie sua conta grátis para assinar").waitFor();
    // The spec's sentence is the invitation's reason, said once: no toast repeats it in red.
    await eventually(() =>
      page.getByText("Você precisa estar logado para assinar um plano.").count(),
    ).toBe(1);
    expect(
      await main(page).getByText("Você precisa estar logado para assinar um plano.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    await shot(page, "item5-after-invitation");
    await context.close();
  });

  it("a lawyer back from paying sees the RevisaConecta plan first", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth-revisaconecta?modo=cadastro&plano=starter");
    await main(page).getByLabel("Nome completo").fill("Dra. Primeiro Plano");
    await main(page).getByLabel("E-mail").fill(uniqueEmail("advogada-paga"));
    await main(page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await page.waitForURL(/\/pagamento-teste\/cs_test_/, { timeout: 15_000 });
    await shot(page, "item5-before-lawyer-checkout");
    await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await page.waitForURL(/\/assinatura\?status=atualizado&area=revisaconecta/);
    const headings = main(page).getByRole("heading", { level: 2 });
    await eventually(() => headings.first().textContent()).toBe("Plano RevisaConecta");
    expect(await main(page).getByText("Starter", { exact: true }).first().isVisible()).toBe(true);
    await shot(page, "item5-after-lawyer-plan-first");
    await context.close();
  });
});

describe("item 5: the local provider returns to the loopback host the person browses (APP_URL unset)", () => {
  let server: ChildProcess;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-journeys-"));
    port = await freePort();
    // APP_URL empty: the default http://localhost:PORT, so loopback aliases are allowed (§8b.27).
    server = startServer(
      port,
      dataDir,
      { APP_URL: "", AUTH_RATE_LIMIT_MAX: "1000" },
      inject("buildDir"),
    );
    await waitForHealth(`http://127.0.0.1:${port}`, server, 110_000);
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("checkout and return stay on 127.0.0.1, where the session cookie is", async () => {
    const base = `http://127.0.0.1:${port}`;
    const session = await apiSession(`http://localhost:${port}`);
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    await context.addCookies([{ ...session.cookie, url: base }]);
    const page = await context.newPage();
    await page.goto("/assinatura");
    await shot(page, "item5-before-loopback");
    const res = await context.request.post("/api/billing/create-checkout", {
      data: { planName: "basico" },
      headers: { origin: base },
    });
    expect(res.status()).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${base}/pagamento-teste/cs_`)).toBe(true);
    await page.goto(url);
    await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await page.waitForURL(`${base}/assinatura?status=atualizado`);
    await main(page).getByText("Ativo", { exact: true }).first().waitFor();
    await shot(page, "item5-after-loopback-return");
    await context.close();
  });
});

/** The focused element is the heading named `name`, and its top is inside the 800 px viewport. */
async function focusedHeadingInView(page: Page, name: string) {
  return page.evaluate((expected) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || !/^H[23]$/.test(el.tagName) || el.textContent?.trim() !== expected) return false;
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  }, name);
}

async function analyse(page: Page, fill: () => Promise<void>) {
  await page.goto("/");
  // The signed-in dashboard is a lazy chunk: a choice made before it hydrates would be lost.
  await page.waitForLoadState("networkidle");
  await fill();
  await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
  await main(page).getByRole("link", { name: "Abrir em Minhas análises" }).click();
  await page.waitForURL(/\/minhas-analises\/[0-9a-f-]{36}$/);
  await page.waitForLoadState("networkidle");
}

describe("item 6: results in view", () => {
  it("after the recalculation and the RMC/RCC conversion, the result heading is focused and on screen", async () => {
    const session = await apiSession(baseURL(), { name: "Rita Recalcula" });
    const { page, context } = await newPhone(browser);
    await context.addCookies([session.cookie]);
    await subscribeWithTestCheckout(context, page, "basico");

    // Personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m.
    await analyse(page, async () => {
      await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
      await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "dez" });
      await main(page).getByLabel("Ano", { exact: true }).selectOption("2022");
      await main(page).getByText("Descobrir minha taxa (opcional)").click();
      await main(page).getByLabel("Valor financiado (R$)").fill("2.100,00");
      await main(page).getByLabel("Valor da parcela (R$)").fill("326,97");
      await main(page).getByLabel("Número de parcelas").fill("48");
    });
    const recalc = main(page).getByRole("region", { name: "Recálculo e restituição" });
    await recalc.getByLabel("Parcelas já pagas").fill("10");
    await shot(page, "item6-before-recalculation");
    await recalc.getByRole("button", { name: "Calcular o recálculo" }).click();
    await eventually(() => focusedHeadingInView(page, "Recálculo do contrato (Tabela Price)")).toBe(
      true,
    );
    await shot(page, "item6-after-recalculation-in-view");

    // A card of jun/2019 at 3,00% a.m., converted into a consignado.
    await analyse(page, async () => {
      await main(page)
        .getByLabel("Tipo de contrato")
        .selectOption({ label: "Cartões Consignados RMC/RCC" });
      await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jun" });
      await main(page).getByLabel("Ano", { exact: true }).selectOption("2019");
      await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("3,00");
    });
    const form = main(page).getByRole("region", { name: "Recálculo e restituição" });
    await form.getByLabel("Valor recebido no saque (R$)").fill("3.000,00");
    await form.getByLabel("Mês do saque (MM/AAAA)").fill("01/2020");
    await form.getByLabel("Desconto mensal (R$)").fill("150,00");
    await form.getByLabel("Descontos já feitos").fill("24");
    await shot(page, "item6-before-rmc-conversion");
    await form.getByRole("button", { name: "Calcular a conversão" }).click();
    await eventually(() =>
      focusedHeadingInView(page, "Cartão RMC/RCC convertido em empréstimo consignado"),
    ).toBe(true);
    await shot(page, "item6-after-rmc-conversion-in-view");
    await context.close();
  });

  it("the insurance flow ends with next steps: the memória, the templates and a lawyer", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth?modo=cadastro");
    await signUp(page, "seguro");
    await page.waitForLoadState("networkidle");
    // Personal loan jul/2025 at 2,00% a.m. (average 6,14): within the limit, recorded.
    await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2025");
    await main(page).getByLabel("Taxa de juros mensal do contrato (% a.m.)").fill("2,00");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("radio", { name: "Sim" }).check();
    await main(page).getByRole("button", { name: "Avançar" }).click();
    await main(page).getByLabel("Valor do seguro prestamista (R$)").fill("1.250,00");
    await shot(page, "item6-before-insurance-end");
    await main(page).getByRole("button", { name: "Analisar" }).click();
    const next = main(page).getByRole("region", { name: "Próximos passos" });
    await next.waitFor();
    expect(await next.getByRole("link", { name: "Minhas análises" }).getAttribute("href")).toMatch(
      /^\/minhas-analises\/[0-9a-f-]{36}$/,
    );
    expect(
      await next.getByRole("link", { name: "Modelos de Documentos" }).getAttribute("href"),
    ).toBe("/modelos-documentos");
    expect(
      await next.getByRole("link", { name: "Pedir ajuda a um advogado" }).getAttribute("href"),
    ).toBe("/solicitar-ajuda-juridica");
    await next.scrollIntoViewIfNeeded();
    await shot(page, "item6-after-insurance-next-steps");
    await context.close();
  });
});

describe("item 8: a lawyer awaiting OAB verification", () => {
  it("sees that they cannot select yet and why, and no dialog opens", async () => {
    const city = `Linhares ${Date.now().toString(36)}`;
    const sent = await fetch(`${baseURL()}/solicitar-ajuda-juridica`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL() },
      body: new URLSearchParams({
        nome: "Lia Consumidora",
        cidade: city,
        estado: "ES",
        email: uniqueEmail("lia"),
        telefone: "(27) 99444-5555",
        descricao: "Empréstimo pessoal com parcelas que não param de subir.",
        consentimento: "sim",
      }),
    });
    expect(sent.status).toBe(302);

    const { page, context } = await newPhone(browser);
    await page.goto("/auth-revisaconecta?modo=cadastro");
    await main(page).getByLabel("Nome completo").fill("Dra. Aguarda Verificação");
    await main(page).getByLabel("E-mail").fill(uniqueEmail("advogada-pendente"));
    await main(page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    const profile = page.getByRole("region", { name: "Seu perfil" });
    await profile.getByLabel("Número na OAB").fill("778899");
    await profile.getByLabel("Seccional (UF) da OAB").selectOption("ES");
    await shot(page, "item8-before-oab-saved");
    await profile.getByRole("button", { name: "Salvar perfil" }).click();
    await eventually(() => profile.getByText("(Em verificação)").isVisible()).toBe(true);

    await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const notice = main(page).getByText("Você ainda não pode selecionar casos");
    expect(await notice.isVisible()).toBe(true);
    expect(
      await main(page)
        .getByText(
          "Sua inscrição na OAB ainda está em verificação. Você poderá selecionar casos assim que ela for verificada.",
        )
        .isVisible(),
    ).toBe(true);
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `${city}/ES`, exact: true }) });
    const button = card.getByRole("button", { name: "OAB em verificação" });
    expect(await button.isDisabled()).toBe(true);
    expect(await card.getByRole("button", { name: "Selecionar caso" }).count()).toBe(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "item8-after-cannot-select-yet");
    await context.close();
  });
});
