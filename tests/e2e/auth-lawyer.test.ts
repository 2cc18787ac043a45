// /auth-revisaconecta and the lawyer logout end to end (SPEC §2, §4, §8).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "advocacia-parceira-9";
const main = (page: Page) => page.locator("main");

/** The destructive toast titled 'Erro' with this text. */
async function errorToast(page: Page, text: string): Promise<boolean> {
  const alert = page.getByRole("alert").filter({ hasText: text });
  return (
    (await alert.count()) > 0 &&
    (await alert.first().getByText("Erro", { exact: true }).isVisible())
  );
}

async function submit(
  page: Page,
  mode: "login" | "cadastro",
  fields: { nome?: string; email: string; password: string },
) {
  if (mode === "cadastro") {
    if (!(await main(page).getByLabel("Nome completo").count()))
      await main(page).getByRole("button", { name: "Cadastre-se" }).click();
    await main(page)
      .getByLabel("Nome completo")
      .fill(fields.nome ?? "");
  }
  await main(page).getByLabel("E-mail").fill(fields.email);
  await main(page).getByLabel("Senha", { exact: true }).fill(fields.password);
  await main(page)
    .getByRole("button", { name: mode === "cadastro" ? "Criar conta de advogado" : "Entrar" })
    .click();
}

describe("/auth-revisaconecta", () => {
  it("is the lawyers' login with the lawyer header, and refuses non-lawyers", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/auth-revisaconecta");
    await expect
      .poll(() =>
        page.getByText("Acesso exclusivo para advogados parceiros.", { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("banner").getByText("RevisaConecta").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Cadastre-se" }).count()).toBe(0);

    await submit(page, "login", { email: uniqueEmail("nao-advogado"), password: PASSWORD });
    await expect
      .poll(() =>
        errorToast(page, "Usuário não encontrado no RevisaConecta. Cadastre-se para acessar."),
      )
      .toBe(true);

    await submit(page, "cadastro", { nome: "   ", email: uniqueEmail(), password: PASSWORD });
    await expect.poll(() => errorToast(page, "Nome é obrigatório para cadastro")).toBe(true);

    const input = main(page).getByLabel("Senha", { exact: true });
    await main(page).getByRole("button", { name: "Mostrar senha" }).click();
    await expect.poll(() => input.getAttribute("type")).toBe("text");
    await context.close();
  });

  it("signs up, lands on /oportunidades-advogados replacing history, and logs out everywhere", async () => {
    const { page, context } = await newDesktop(browser);
    const email = uniqueEmail("advogada");
    await page.goto("/politica-privacidade");
    await page.goto("/auth-revisaconecta");
    await submit(page, "cadastro", { nome: "Dra. Helena Prado", email, password: PASSWORD });
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    await expect
      .poll(() => page.getByText("Cadastro realizado!", { exact: true }).isVisible())
      .toBe(true);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/politica-privacidade");

    // A lawyer session on the login page goes straight on.
    await page.goto("/auth-revisaconecta");
    expect(new URL(page.url()).pathname).toBe("/oportunidades-advogados");

    // Another device of the same lawyer.
    const other = await newPhone(browser);
    const session = await apiSession(baseURL(), { email, password: PASSWORD });
    await other.context.addCookies([session.cookie]);
    await other.page.goto("/meus-casos");
    await expect.poll(() => other.page.getByRole("banner").getByText(email).isVisible()).toBe(true);

    await page.goto("/suporte-revisaconecta");
    const header = page.getByRole("banner");
    for (const tab of ["Oportunidades", "Meus Casos", "Suporte"]) {
      await expect.poll(() => header.getByRole("link", { name: tab }).isVisible()).toBe(true);
    }
    await expect.poll(() => header.getByText(email).isVisible()).toBe(true);
    const navigation = page.waitForEvent("load");
    await header.getByRole("button", { name: "Sair" }).click();
    await navigation;
    expect(new URL(page.url()).pathname).toBe("/auth-revisaconecta");
    await expect
      .poll(() => page.getByRole("heading", { name: "Entrar no RevisaConecta" }).isVisible())
      .toBe(true);

    // Every session was revoked: the other device is signed out too.
    await other.page.goto("/meus-casos");
    await expect.poll(() => other.page.getByRole("banner").getByText(email).count()).toBe(0);
    await other.context.close();

    // Log in again: 'Login realizado!' and the opportunities page.
    await submit(page, "login", { email, password: "senha-errada-00" });
    await expect
      .poll(() => errorToast(page, "Usuário ou senha inválidos no RevisaConecta"))
      .toBe(true);
    await submit(page, "login", { email, password: PASSWORD });
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    await expect
      .poll(() => page.getByText("Login realizado!", { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });

  it("refuses an existing lawyer and a consumer e-mail with another password; reuses it with the same", async () => {
    const { page, context } = await newPhone(browser);
    const consumer = await apiSession(baseURL(), {
      email: uniqueEmail("consumidora"),
      password: "consumidora-senha-1",
    });
    await page.goto("/auth-revisaconecta?modo=cadastro");
    await submit(page, "cadastro", { nome: "Dr. Ivo", email: consumer.email, password: PASSWORD });
    await expect
      .poll(() =>
        errorToast(
          page,
          "E-mail já utilizado em outro sistema. Tente com outro e-mail ou faça login.",
        ),
      )
      .toBe(true);
    await submit(page, "cadastro", {
      nome: "Dr. Ivo",
      email: consumer.email,
      password: consumer.password,
    });
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);

    await context.clearCookies();
    await page.goto("/auth-revisaconecta?modo=cadastro");
    await submit(page, "cadastro", {
      nome: "Dr. Ivo",
      email: consumer.email,
      password: consumer.password,
    });
    await expect.poll(() => errorToast(page, "E-mail já cadastrado no RevisaConecta")).toBe(true);
    await context.close();
  });
});
