// Ask-a-lawyer end to end in Chromium (SPEC §2 "Forms", §4 "Lawyer request", §5, §8; DESIGN D18):
// a visitor on a phone (field errors, 'Enviando...', toast, confirmation page), the same form with
// JavaScript off, a signed-in person whose request and consent land in their data export, and the
// per-IP limit on a server of its own answering a pt-BR message (never a 500).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LAWYER_SHARING_CONSENT } from "../../editorial/forms/lawyer-request";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { apiSession } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const shown = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();
const box = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });
const consent = (page: Page) =>
  main(page).getByRole("checkbox", { name: /Autorizo o RevisaFácil a compartilhar/ });

async function fillRequest(page: Page, overrides: Partial<Record<"nome" | "email", string>> = {}) {
  if (overrides.nome !== undefined || !(await box(page, "Nome completo").inputValue())) {
    await box(page, "Nome completo").fill(overrides.nome ?? "Maria da Silva");
  }
  await box(page, "Telefone (com DDD)").fill("(19) 99876-5432");
  if (overrides.email !== undefined || !(await box(page, "E-mail").inputValue())) {
    await box(page, "E-mail").fill(overrides.email ?? "maria.e2e@exemplo.com.br");
  }
  await box(page, "Cidade").fill("Campinas");
  await main(page).getByRole("combobox", { name: "Estado" }).selectOption("SP");
  await box(page, "Descreva seu caso").fill(
    "Financiei um carro em 2021 e a parcela parece alta demais para o valor.",
  );
  await consent(page).check();
}

/** Holds the form's POST until release(), so 'Enviando...' can be seen. */
function holdPost(page: Page, pattern: string) {
  let release!: () => void;
  const opened = new Promise<void>((r) => (release = r));
  void page.route(pattern, async (route: Route) => {
    if (route.request().method() === "POST") await opened;
    await route.continue();
  });
  return () => release();
}

describe("ask a lawyer (/solicitar-ajuda-juridica)", () => {
  it("a visitor on a phone: pt-BR field errors, 'Enviando...', success toast and the next steps", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/solicitar-ajuda-juridica");
    await expect
      .poll(() => main(page).getByRole("heading", { level: 1 }).textContent())
      .toBe("Fale com um advogado parceiro");
    const estado = main(page).getByRole("combobox", { name: "Estado" });
    await expect.poll(() => estado.locator("option:not([value=''])").count()).toBe(27);
    await expect.poll(() => consent(page).isChecked()).toBe(false);
    await expect
      .poll(() => main(page).getByText(LAWYER_SHARING_CONSENT.text).isVisible())
      .toBe(true);

    // Nothing filled: every field says what is missing, and the first one gets focus.
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await expect.poll(() => shown(page, "Confira os campos destacados.")).toBe(true);
    for (const message of [
      "Informe seu nome completo.",
      "Informe um telefone com DDD, por exemplo (11) 98765-4321.",
      "Informe sua cidade.",
      "Selecione o estado.",
      "Informe um e-mail válido, por exemplo nome@exemplo.com.br.",
      "Descreva o seu caso.",
      LAWYER_SHARING_CONSENT.required,
    ]) {
      expect(await shown(page, message), message).toBe(true);
    }
    await expect
      .poll(() => box(page, "Nome completo").evaluate((el) => el === document.activeElement))
      .toBe(true);
    await expect.poll(() => box(page, "Nome completo").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toBe(`${baseURL()}/solicitar-ajuda-juridica`);

    // A wrong e-mail and phone are caught in the browser too.
    await fillRequest(page, { email: "maria@" });
    await box(page, "Telefone (com DDD)").fill("9876-5432");
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await expect
      .poll(() => shown(page, "Informe um e-mail válido, por exemplo nome@exemplo.com.br."))
      .toBe(true);
    await expect
      .poll(() => shown(page, "Informe um telefone com DDD, por exemplo (11) 98765-4321."))
      .toBe(true);
    await expect.poll(() => shown(page, "Informe seu nome completo.")).toBe(false);

    await box(page, "E-mail").fill("maria.e2e@exemplo.com.br");
    await box(page, "Telefone (com DDD)").fill("19998765432");
    const release = holdPost(page, "**/solicitar-ajuda-juridica.data*");
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await expect
      .poll(() => main(page).getByRole("button", { name: "Enviando..." }).isVisible())
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("button", { name: "Enviando..." }).isDisabled())
      .toBe(true);
    release();

    await page.waitForURL(`${baseURL()}/solicitacao-enviada`);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: "Solicitação enviada com sucesso!" })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("heading", { level: 1 }).textContent())
      .toBe("Solicitação enviada");
    await expect
      .poll(() =>
        main(page)
          .getByText("No máximo 3 deles podem selecionar o seu pedido.", { exact: false })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByText("Quer retirar a autorização?").isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByRole("link", { name: "privacidade@revisafacil.com.br" })
          .getAttribute("href"),
      )
      .toBe("mailto:privacidade@revisafacil.com.br");
    await main(page).getByRole("link", { name: "Voltar para o início" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it("works with JavaScript off: the server checks the fields, keeps what was typed and sends", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await page.goto("/solicitar-ajuda-juridica");
    await fillRequest(page);
    await box(page, "Telefone (com DDD)").fill("(10) 1234-5678");
    await consent(page).uncheck();
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForLoadState("load");
    await expect
      .poll(() => shown(page, "Informe um telefone com DDD, por exemplo (11) 98765-4321."))
      .toBe(true);
    await expect.poll(() => shown(page, LAWYER_SHARING_CONSENT.required)).toBe(true);
    await expect.poll(() => box(page, "Cidade").inputValue()).toBe("Campinas");
    await expect
      .poll(() => main(page).getByRole("combobox", { name: "Estado" }).inputValue())
      .toBe("SP");
    await expect.poll(() => box(page, "Telefone (com DDD)").inputValue()).toBe("(10) 1234-5678");

    await box(page, "Telefone (com DDD)").fill("+55 19 3234-5678");
    await consent(page).check();
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForURL(`${baseURL()}/solicitacao-enviada`);
    await expect
      .poll(() => main(page).getByRole("heading", { level: 1 }).textContent())
      .toBe("Solicitação enviada");
    await context.close();
  });

  it("a signed-in person: prefilled, and the request and consent are in their data export", async () => {
    const { page, context } = await newDesktop(browser);
    const session = await apiSession(baseURL(), { name: "João Pereira" });
    await context.addCookies([session.cookie]);
    await page.goto("/solicitar-ajuda-juridica");
    await expect.poll(() => box(page, "Nome completo").inputValue()).toBe("João Pereira");
    await expect.poll(() => box(page, "E-mail").inputValue()).toBe(session.email);
    await fillRequest(page);
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForURL(`${baseURL()}/solicitacao-enviada`);

    const exported = await (
      await fetch(`${baseURL()}/minha-conta/exportar`, {
        headers: { cookie: `${session.cookie.name}=${session.cookie.value}` },
      })
    ).json();
    expect(exported.solicitacoesDeAdvogado).toHaveLength(1);
    expect(exported.solicitacoesDeAdvogado[0]).toMatchObject({
      nome: "João Pereira",
      telefone: "(19) 99876-5432",
      cidade: "Campinas",
      estado: "SP",
      email: session.email,
    });
    expect(exported.solicitacoesDeAdvogado[0].consentimentoEm).toBeTruthy();
    expect(exported.consentimentos).toHaveLength(1);
    expect(exported.consentimentos[0]).toMatchObject({
      purpose: LAWYER_SHARING_CONSENT.purpose,
      granted: true,
      textVersion: LAWYER_SHARING_CONSENT.version,
      ipAddress: "127.0.0.1",
    });
    await context.close();
  });
});

describe("ask a lawyer: per-IP limit (server with REQUEST_RATE_LIMIT_MAX=1)", () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  let url: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-limite-"));
    const port = await freePort();
    server = startServer(
      port,
      dataDir,
      { REQUEST_RATE_LIMIT_MAX: "1", AUTH_RATE_LIMIT_MAX: "1000" },
      inject("buildDir"),
    );
    url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, server);
  }, 90_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the second request from one IP within the hour gets a pt-BR message and a 429, with what was typed kept", async () => {
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
    });
    const page = await context.newPage();
    await page.goto("/solicitar-ajuda-juridica");
    await fillRequest(page);
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForURL(`${url}/solicitacao-enviada`);

    await page.goto("/solicitar-ajuda-juridica");
    await fillRequest(page);
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/solicitar-ajuda-juridica"),
    );
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    expect((await answer).status()).toBe(429);
    const message =
      /^Recebemos muitas solicitações deste endereço de internet na última hora\. Tente novamente em \d+ minutos?\.$/;
    await expect
      .poll(() => main(page).getByRole("alert").filter({ hasText: message }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("alert").filter({ hasText: message }).count()).toBe(2); // inline + toast
    expect(page.url()).toBe(`${url}/solicitar-ajuda-juridica`);
    await expect.poll(() => box(page, "Cidade").inputValue()).toBe("Campinas");
    await context.close();
  });
});
