// /auth end to end (SPEC §2, §4 "Consumer auth mode", §5, §8) on the server started without SMTP
// (D15: immediate sessions).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "contrato-justo-2025";

const main = (page: Page) => page.locator("main");
const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

async function fill(page: Page, email: string, password: string) {
  await main(page).getByLabel("E-mail").fill(email);
  await main(page).getByLabel("Senha", { exact: true }).fill(password);
}

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth?modo=cadastro");
  await fill(page, email, password);
  await main(page).getByRole("button", { name: "Criar conta" }).click();
}

describe("/auth", () => {
  it("changes the card with from and toggles login / sign-up (header Cadastre-se opens sign-up)", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/auth");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Entrar no RevisaFácil");
    await page.goto("/auth?from=revisaconecta");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Entrar no RevisaConecta");
    await page.goto("/auth?from=qualquer-coisa");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Entrar no RevisaFácil");

    await page.goto("/politica-privacidade");
    await page.getByRole("banner").getByRole("link", { name: "Cadastre-se" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Criar conta no RevisaFácil");
    await main(page).getByRole("link", { name: "Fazer login" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Entrar no RevisaFácil");
    await main(page).getByRole("link", { name: "Criar uma conta" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Criar conta no RevisaFácil");
    await context.close();
  });

  it("validates the fields with the spec's texts and shows / hides the password", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth");
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => visible(page, "Por favor, preencha todos os campos.")).toBe(true);
    await fill(page, uniqueEmail(), "12345");
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => visible(page, "A senha deve ter pelo menos 6 caracteres.")).toBe(true);

    const input = main(page).getByLabel("Senha", { exact: true });
    await expect.poll(() => input.getAttribute("type")).toBe("password");
    await main(page).getByRole("button", { name: "Mostrar senha" }).click();
    await expect.poll(() => input.getAttribute("type")).toBe("text");
    await main(page).getByRole("button", { name: "Ocultar senha" }).click();
    await expect.poll(() => input.getAttribute("type")).toBe("password");
    await context.close();
  });

  it("validates on the server too (no JavaScript)", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await page.goto("/auth?modo=cadastro");
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => visible(page, "Por favor, preencha todos os campos.")).toBe(true);
    await fill(page, uniqueEmail(), "123456");
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await page.waitForLoadState("load");
    await expect
      .poll(() =>
        visible(
          page,
          "Essa senha é muito comum e fácil de adivinhar. Escolha uma senha diferente, que você não use em outros sites.",
        ),
      )
      .toBe(true);
    await context.close();
  });

  it("signs up, lands on / after 2 s signed in, logs out, and logs in again after 1.5 s", async () => {
    const { page, context } = await newDesktop(browser);
    const email = uniqueEmail("cadastro");
    await signUp(page, email);
    const started = Date.now();
    await expect.poll(() => visible(page, "Cadastro realizado!")).toBe(true);
    await page.waitForURL(`${baseURL()}/`, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_800);
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByText(email).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("button", { name: "Sair" }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("link", { name: "Admin" }).count()).toBe(0);

    // A signed-in visitor on /auth is sent on at once.
    await page.goto("/auth");
    expect(page.url()).toBe(`${baseURL()}/`);
    // from=revisaconecta sends on to /oportunidades-advogados, whose lawyer guard then takes a
    // consumer (no RevisaConecta subscription) to the lawyer login.
    const visited: string[] = [];
    page.on("request", (r) => r.isNavigationRequest() && visited.push(new URL(r.url()).pathname));
    await page.goto("/auth?from=revisaconecta");
    expect(visited).toContain("/oportunidades-advogados");
    expect(page.url()).toBe(`${baseURL()}/auth-revisaconecta`);

    await page.goto("/politica-privacidade");
    await header.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => visible(page, "Você saiu da sua conta com sucesso!")).toBe(true);
    await expect.poll(() => header.getByRole("link", { name: "Login" }).isVisible()).toBe(true);

    await page.goto("/auth");
    await fill(page, email, "senha-errada-77");
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => visible(page, "E-mail ou senha incorretos.")).toBe(true);

    await fill(page, email, PASSWORD);
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await expect.poll(() => visible(page, "Login realizado!")).toBe(true);
    const loggedAt = Date.now();
    // Still on /auth during the 1.5 s pause, then home.
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.waitForURL(`${baseURL()}/`, { timeout: 10_000 });
    expect(Date.now() - loggedAt).toBeGreaterThanOrEqual(1_200);
    await expect.poll(() => header.getByText(email).isVisible()).toBe(true);
    await context.close();
  });

  it("refuses an e-mail that is already registered", async () => {
    const { page, context } = await newPhone(browser);
    const email = uniqueEmail("duplicado");
    await signUp(page, email);
    await page.waitForURL(`${baseURL()}/`, { timeout: 10_000 });
    await context.clearCookies();
    await signUp(page, email);
    await expect
      .poll(() => visible(page, "Este e-mail já está cadastrado. Tente fazer login."))
      .toBe(true);
    await context.close();
  });

  it("sends from=revisaconecta to /oportunidades-advogados after sign-up", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth?from=revisaconecta&modo=cadastro");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Criar conta no RevisaConecta");
    await fill(page, uniqueEmail("conecta"), PASSWORD);
    const visited: string[] = [];
    // A client-side navigation: the document or its data request (/oportunidades-advogados.data).
    page.on("request", (r) => visited.push(new URL(r.url()).pathname.replace(/\.data$/, "")));
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    // Sent to /oportunidades-advogados; a consumer without a lawyer subscription then lands on the lawyer login.
    await page.waitForURL(`${baseURL()}/auth-revisaconecta`, { timeout: 10_000 });
    expect(visited).toContain("/oportunidades-advogados");
    await context.close();
  });

  it("answers the forgot-password form the same for any e-mail and rejects a bad reset link", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth");
    await main(page).getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL(`${baseURL()}/esqueci-minha-senha`);
    await main(page).getByLabel("E-mail").fill(uniqueEmail("ninguem"));
    await main(page).getByRole("button", { name: "Enviar link de redefinição" }).click();
    await expect
      .poll(() =>
        visible(
          page,
          "Se existir uma conta com esse e-mail, enviamos um link para redefinir a senha. O link vale por 1 hora.",
        ),
      )
      .toBe(true);
    await page.goto("/redefinir-senha?token=token-invalido");
    await main(page).getByLabel("Nova senha", { exact: true }).fill("nova-senha-forte-1");
    await main(page).getByLabel("Repita a nova senha").fill("nova-senha-forte-1");
    await main(page).getByRole("button", { name: "Salvar nova senha" }).click();
    await expect
      .poll(() =>
        visible(
          page,
          "Este link de redefinição é inválido, expirou ou já foi usado. Peça um novo link.",
        ),
      )
      .toBe(true);
    await context.close();
  });
});
