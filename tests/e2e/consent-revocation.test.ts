// Revoking the lawyer-sharing consent end to end (DESIGN D18/D24, LGPD Art. 8 §5): a signed-in
// consumer sends a request through /solicitar-ajuda-juridica, a lawyer sees it, the consumer
// revokes the consent in /minha-conta (confirmation dialog, toast), sees the record as revoked,
// and the request is no longer offered to the lawyer.
import { randomBytes } from "node:crypto";
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

const main = (page: Page) => page.locator("main");
const box = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });

/** A city no other test uses, so the lawyer's filtered list shows only this request. */
const uniqueCity = () =>
  `Vila ${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("")}`;

async function lawyerSees(page: Page, cidade: string): Promise<number> {
  await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(cidade)}`);
  await page.getByRole("search", { name: "Filtrar pedidos" }).waitFor();
  return main(page)
    .getByRole("heading", { name: `${cidade}/SP`, exact: true })
    .count();
}

describe("revoking the lawyer-sharing consent in /minha-conta", () => {
  it("a consumer sends a request, revokes it after confirming, sees it revoked; lawyers no longer see it", async () => {
    const cidade = uniqueCity();
    const consumer = await newPhone(browser);
    const session = await apiSession(baseURL());
    await consumer.context.addCookies([session.cookie]);
    const page = consumer.page;

    await page.goto("/solicitar-ajuda-juridica");
    await box(page, "Nome completo").fill("Joana Revogante");
    await box(page, "Telefone (com DDD)").fill("(19) 99876-5432");
    await box(page, "E-mail").fill(session.email);
    await box(page, "Cidade").fill(cidade);
    await main(page).getByRole("combobox", { name: "Estado" }).selectOption("SP");
    await box(page, "Descreva seu caso").fill(
      "Consignado com juros bem acima da média do Banco Central.",
    );
    await main(page)
      .getByRole("checkbox", { name: /Autorizo o RevisaFácil a compartilhar/ })
      .check();
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForURL(`${baseURL()}/solicitacao-enviada`);

    // A lawyer sees the request before the revocation.
    const lawyer = await newDesktop(browser);
    await lawyer.page.goto("/auth-revisaconecta?modo=cadastro");
    await main(lawyer.page).getByLabel("Nome completo").fill("Dra. Lia Parceira");
    await main(lawyer.page).getByLabel("E-mail").fill(uniqueEmail("advogada"));
    await main(lawyer.page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(lawyer.page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await lawyer.page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    await expect.poll(() => lawyerSees(lawyer.page, cidade)).toBe(1);

    await page.goto("/minha-conta");
    const section = page.getByRole("region", { name: "Consentimentos" });
    const records = section.getByRole("list", { name: "Registros de consentimento" });
    await expect.poll(() => records.getByRole("listitem").count()).toBe(1);
    const purpose = "Compartilhar meu pedido de ajuda jurídica com até 3 advogados parceiros";
    await expect.poll(() => records.getByText(purpose).isVisible()).toBe(true);
    await expect.poll(() => records.getByText("Concedido", { exact: true }).isVisible()).toBe(true);
    const request = section
      .getByRole("list", { name: "Pedidos de ajuda jurídica" })
      .getByRole("listitem");
    await expect.poll(() => request.count()).toBe(1);
    await expect
      .poll(() => request.getByText(new RegExp(`^Pedido de .* · ${cidade}/SP$`)).isVisible())
      .toBe(true);
    await expect
      .poll(() => request.getByText("Compartilhado com advogados parceiros").isVisible())
      .toBe(true);

    // Cancel first: nothing changes.
    await request.getByRole("button", { name: "Revogar consentimento" }).click();
    let dialog = page.getByRole("dialog", { name: "Revogar consentimento?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => request.getByText("Compartilhado com advogados parceiros").isVisible())
      .toBe(true);

    await request.getByRole("button", { name: "Revogar consentimento" }).click();
    dialog = page.getByRole("dialog", { name: "Revogar consentimento?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog.getByText("Nenhum advogado selecionou este pedido.", { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText("a revogação não desfaz o tratamento feito antes dela (LGPD, Art. 8º, § 5º)", {
            exact: false,
          })
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByRole("button", { name: "Revogar", exact: true }).click();

    const toast = page.getByRole("status").filter({
      hasText:
        "Consentimento revogado. Seu pedido não será mais compartilhado com advogados parceiros.",
    });
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => records.getByRole("listitem").count()).toBe(2);
    // Newest first: the revocation, then the original consent.
    await expect
      .poll(() =>
        records.getByRole("listitem").first().getByText("Revogado", { exact: true }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        records.getByRole("listitem").nth(1).getByText("Concedido", { exact: true }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => request.getByText("Compartilhamento revogado").isVisible()).toBe(true);
    await expect
      .poll(() => request.getByText("Consentimento revogado em", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => request.getByRole("button", { name: "Revogar consentimento" }).count())
      .toBe(0);

    // Still revoked after a reload (from the database, not client state).
    await page.reload();
    await expect.poll(() => request.getByText("Compartilhamento revogado").isVisible()).toBe(true);
    await expect.poll(() => records.getByText("Revogado", { exact: true }).count()).toBe(1);

    // The lawyer no longer sees it.
    expect(await lawyerSees(lawyer.page, cidade)).toBe(0);
    await lawyer.context.close();
    await consumer.context.close();
  });
});
