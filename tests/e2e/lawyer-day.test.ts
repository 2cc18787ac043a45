// A lawyer's working day, end to end at 360×800 (issue "lawyer's working day", DESIGN §8b.28): a
// Básico consumer attaches an analysis with its recalculation to a request (the consent version
// that names the summary); a lawyer whose OAB is not verified sees the case's summary but cannot
// select it; a verified Starter lawyer sees the same summary, selects the case, moves it to
// "Contatado" and "Contratado" and downloads the petição inicial (the memória's figures); the
// consumer sees both states on /minhas-solicitacoes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  baseURL,
  launchBrowser,
  newDesktop,
  newPhone,
  subscribeWithTestCheckout,
} from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");

/** Personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m. against 5,11; 10 paid → R$ 2.088,60. */
async function analyseAndRecalculate(page: Page) {
  await page.goto("/");
  // The signed-in dashboard is a lazy chunk: a choice made before it hydrates would be lost.
  await page.waitForLoadState("networkidle");
  await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
  await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "dez" });
  await main(page).getByLabel("Ano", { exact: true }).selectOption("2022");
  await main(page).getByText("Descobrir minha taxa (opcional)").click();
  await main(page).getByLabel("Valor financiado (R$)").fill("2.100,00");
  await main(page).getByLabel("Valor da parcela (R$)").fill("326,97");
  await main(page).getByLabel("Número de parcelas").fill("48");
  await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
  await main(page).getByText("Esta análise ficou salva em Minhas análises.").waitFor();
  await main(page).getByRole("link", { name: "Abrir em Minhas análises" }).click();
  await page.waitForURL(/\/minhas-analises\/[0-9a-f-]{36}$/);
  const recalc = main(page).getByRole("region", { name: "Recálculo e restituição" });
  await recalc.getByLabel("Parcelas já pagas").fill("10");
  await recalc.getByRole("button", { name: "Calcular o recálculo" }).click();
  await main(page)
    .getByRole("region", { name: "Recálculo do contrato (Tabela Price)" })
    .getByText("R$ 2.088,60")
    .first()
    .waitFor();
}

async function lawyerSignUp(
  name: string,
  oab: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const { context, page } = await newPhone(browser);
  const email = uniqueEmail("advogada-dia");
  await page.goto("/auth-revisaconecta?modo=cadastro");
  await main(page).getByLabel("Nome completo").fill(name);
  await main(page).getByLabel("E-mail").fill(email);
  await main(page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
  await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
  await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
  const profile = page.getByRole("region", { name: "Seu perfil" });
  await profile.getByLabel("Número na OAB").fill(oab);
  await profile.getByLabel("Seccional (UF) da OAB").selectOption("PE");
  await profile.getByRole("button", { name: "Salvar perfil" }).click();
  await expect
    .poll(() => page.getByText("Perfil atualizado!", { exact: true }).isVisible())
    .toBe(true);
  return { context, page, email };
}

async function verifyOabAsAdmin(lawyerEmail: string) {
  const { page, context } = await newDesktop(browser);
  await context.addCookies([(await apiSession(baseURL(), E2E_ADMIN)).cookie]);
  await page.goto("/admin-dashboard/advogados");
  await page
    .getByRole("region", { name: /^Aguardando verificação/ })
    .getByRole("listitem")
    .filter({ hasText: lawyerEmail })
    .getByRole("button", { name: /^Verificar inscrição de / })
    .click();
  await expect
    .poll(() => main(page).getByText("Inscrição verificada.", { exact: true }).isVisible())
    .toBe(true);
  await context.close();
}

/** The summary every lawyer reads before selecting, field by field. */
async function expectSummary(card: ReturnType<Page["locator"]>) {
  const summary = card.getByRole("region", { name: "Resumo do caso" });
  await summary.waitFor();
  const text = await summary.innerText();
  for (const expected of [
    "Empréstimo Pessoal",
    "dez/2022",
    "PE",
    "Indício de juros abusivos",
    "vezes a média do Banco Central de dez/2022 (5,11% a.m.)",
    "Teto do INSS: não se aplica ou não verificado",
    "Anexada",
    "Entre R$ 1.000 e R$ 5.000",
  ])
    expect(text, expected).toContain(expected);
}

describe("a lawyer's working day", () => {
  it("summary before the selection, the pipeline, and the consumer following it", async () => {
    // The consumer: Básico, analysis + recalculation, request with the analysis attached.
    const session = await apiSession(baseURL(), { name: "Paula Andamento Lima" });
    const consumer = await newPhone(browser);
    await consumer.context.addCookies([session.cookie]);
    await subscribeWithTestCheckout(consumer.context, consumer.page, "basico");
    await analyseAndRecalculate(consumer.page);
    await main(consumer.page)
      .getByRole("link", { name: "Pedir ajuda a um advogado com este laudo" })
      .click();
    await consumer.page.waitForURL(/\/solicitar-ajuda-juridica\?analise=/);
    // The consent text names the summary lawyers see before selecting (§8b.28).
    await expect
      .poll(() =>
        main(consumer.page)
          .getByText("um resumo da análise anexada, sem meu nome nem meus contatos", {
            exact: false,
          })
          .isVisible(),
      )
      .toBe(true);
    const city = `Andamentópolis ${Date.now().toString(36)}`;
    await main(consumer.page).getByLabel("Nome completo").fill("Paula Andamento Lima");
    await main(consumer.page).getByLabel("Telefone (com DDD)").fill("(81) 98888-7777");
    await main(consumer.page)
      .getByLabel(/^Cidade\*?$/)
      .fill(city);
    await main(consumer.page)
      .getByLabel(/^Estado\*?$/)
      .selectOption("PE");
    await main(consumer.page)
      .getByLabel("Descreva seu caso")
      .fill("Empréstimo pessoal de 2022 com juros de 15,55% ao mês.");
    await main(consumer.page)
      .getByRole("checkbox", { name: /^Autorizo o RevisaFácil/ })
      .check();
    await main(consumer.page).getByRole("button", { name: "Enviar solicitação" }).click();
    await consumer.page.waitForURL(`${baseURL()}/solicitacao-enviada`);

    // A lawyer whose OAB waits for verification: the summary, but no selection.
    const pending = await lawyerSignUp("Dr. Pedro Pendente", "741852");
    await pending.page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const pendingCard = main(pending.page)
      .getByRole("listitem")
      .filter({ has: pending.page.getByRole("heading", { name: `${city}/PE` }) });
    await expectSummary(pendingCard);
    await expect
      .poll(() => pendingCard.getByRole("button", { name: "OAB em verificação" }).isDisabled())
      .toBe(true);
    expect(await main(pending.page).innerText()).not.toContain("Paula");
    await pending.context.close();

    // A verified Starter lawyer: the same summary, then the selection.
    const lawyer = await lawyerSignUp("Dra. Vera Andamento", "963852");
    await verifyOabAsAdmin(lawyer.email);
    await subscribeWithTestCheckout(lawyer.context, lawyer.page, "starter");
    await lawyer.page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const card = main(lawyer.page)
      .getByRole("listitem")
      .filter({ has: lawyer.page.getByRole("heading", { name: `${city}/PE` }) });
    await expectSummary(card);
    await card.getByRole("button", { name: "Selecionar caso" }).click();
    await lawyer.page
      .getByRole("dialog", { name: /^Selecionar o caso de / })
      .getByRole("button", { name: "Confirmar seleção" })
      .click();
    await expect.poll(() => card.getByText("Selecionado por você").isVisible()).toBe(true);

    // Meus Casos: novo → contatado → contratado, each step dated.
    await lawyer.page.goto("/meus-casos");
    const mine = main(lawyer.page)
      .getByRole("listitem")
      .filter({ has: lawyer.page.getByRole("heading", { name: "Paula Andamento Lima" }) });
    const progress = mine.getByRole("region", { name: "Andamento:" });
    const history = progress.getByRole("list", { name: "Histórico do caso" }).getByRole("listitem");
    await expect.poll(() => history.count()).toBe(1);
    for (const [i, state] of ["Contatado", "Contratado"].entries()) {
      await progress.getByLabel("Novo estado").selectOption({ label: state });
      await progress.getByRole("button", { name: "Atualizar andamento" }).click();
      await expect.poll(() => history.count()).toBe(i + 2);
      await expect
        .poll(() => lawyer.page.getByText(`Caso movido para "${state}".`).isVisible())
        .toBe(true);
    }
    expect(await history.allInnerTexts()).toEqual([
      expect.stringMatching(/^Novo — \d\d\/\d\d\/\d{4}/),
      expect.stringMatching(/^Contatado — \d\d\/\d\d\/\d{4}/),
      expect.stringMatching(/^Contratado — \d\d\/\d\d\/\d{4}/),
    ]);
    // Meus Casos filters by state.
    await main(lawyer.page)
      .getByRole("navigation", { name: "Filtrar casos por estado" })
      .getByRole("link", { name: "Contatado" })
      .click();
    await lawyer.page.waitForURL(/estado=contatado/);
    await expect.poll(() => mine.count()).toBe(0);
    await main(lawyer.page)
      .getByRole("navigation", { name: "Filtrar casos por estado" })
      .getByRole("link", { name: "Contratado" })
      .click();
    await lawyer.page.waitForURL(/estado=contratado/);
    await expect.poll(() => mine.count()).toBe(1);
    // The petição inicial from the attached analysis and its recalculation: the memória's figures.
    const downloadPromise = lawyer.page.waitForEvent("download");
    await mine.getByRole("link", { name: "Baixar petição inicial (.docx)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("peticao-inicial-2022-12.docx");
    const saved = path.join(inject("dataDir"), "peticao-inicial-dia.docx");
    await download.saveAs(saved);
    const petition = strFromU8(unzipSync(readFileSync(saved))["word/document.xml"]!).replace(
      /<[^>]+>/g,
      "",
    );
    for (const expected of [
      "AÇÃO REVISIONAL DE CONTRATO BANCÁRIO C/C REPETIÇÃO DE INDÉBITO",
      "no valor de R$ 2.100,00, a ser pago em 48 parcelas mensais de R$ 326,97",
      "é de 15,55% a.m.",
      "era de 5,11% a.m.",
      "foram pagos R$ 2.088,60 a mais",
      "a parcela revisada de R$ 118,11, a partir da parcela 11 de 48",
      "o saldo devedor revisado de hoje, R$ 1.963,47",
      "REsp 1.061.530/RS",
      "Súmula 382",
      "EAREsp 676.608/RS",
      "Dá-se à causa o valor de R$ ",
    ])
      expect(petition, expected).toContain(expected);
    await lawyer.context.close();

    // The consumer follows it: the lawyer (name, OAB, contacts) and both states with dates.
    await consumer.page.goto("/minhas-solicitacoes");
    const request = main(consumer.page)
      .getByRole("listitem")
      .filter({ has: consumer.page.getByRole("heading", { name: new RegExp(`${city}/PE`) }) });
    const row = request
      .getByRole("list", { name: "Advogados que selecionaram o pedido" })
      .getByRole("listitem")
      .filter({ hasText: "Dra. Vera Andamento" });
    await expect.poll(() => row.getByText("(OAB/PE 963852)").isVisible()).toBe(true);
    await expect.poll(() => row.getByRole("link", { name: lawyer.email }).isVisible()).toBe(true);
    const steps = await row
      .getByRole("list", { name: "Andamento registrado por Dra. Vera Andamento" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(steps.map((s) => s.split(" — ")[0])).toEqual(["Novo", "Contatado", "Contratado"]);
    await expect
      .poll(() => row.getByText(/^Estado registrado pelo advogado: Contratado, desde /).isVisible())
      .toBe(true);
    // Ending the sharing with this lawyer asks first, then shows it ended.
    await row.getByRole("button", { name: "Encerrar compartilhamento com este advogado" }).click();
    const confirm = consumer.page.getByRole("dialog", {
      name: "Encerrar compartilhamento com este advogado?",
    });
    await confirm.getByRole("button", { name: "Encerrar", exact: true }).click();
    await expect
      .poll(() =>
        main(consumer.page)
          .getByText("Compartilhamento encerrado com este advogado.", { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => row.getByText(/^Encerrado em /).isVisible()).toBe(true);
    // The page fits a phone.
    expect(
      await consumer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await consumer.context.close();
    // Three accounts, two browsers, a recalculation and a petition: more than the default minute under load.
  }, 180_000);
});
