// Issue #22 end to end in Chromium: a Básico consumer picks a HISCON-like extrato (drawn here with
// pdf-lib), reviews the contracts read in the browser, confirms, sees each verdict and the totals,
// and finds the contracts in Minhas análises; no request ever carries the file (request
// interception). Each bad file (needs a password, no text, not a HISCON) gets its own message,
// the way on to the form, and no 5xx.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAP_ABOVE_TITLE } from "../../app/domain/inss-caps";
import { HOW_TO_CHECK_RATE_BY_TYPE } from "../../app/domain/verdict";
import { IMPORT_MSG, READ_FAILURES } from "../../app/features/import/import-texts";
import { encryptPdf } from "../../app/features/import/test-support/encrypted-pdf";
import { drawCcb } from "../../app/features/import/test-support/ccb-pdf";
import { drawHiscon } from "../../app/features/import/test-support/hiscon-pdf";
import { sampleHiscon } from "../../app/features/import/test-support/hiscon-sample";
import { baseURL, launchBrowser, newDesktop, subscribeWithTestCheckout } from "../support/browser";
import { apiSession } from "../support/factories";

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), "import-e2e-"));
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");

async function consumer(
  name: string,
  paid: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await apiSession(baseURL(), { name });
  const { context, page } = await newDesktop(browser);
  await context.addCookies([session.cookie]);
  if (paid) await subscribeWithTestCheckout(context, page, "basico");
  return { context, page };
}

function save(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** Every request body, every answer ≥ 500 and every CSP violation (pdf.js and its worker run under our CSP). */
async function watch(context: BrowserContext, page: Page) {
  const bodies: Buffer[] = [];
  const errors: string[] = [];
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Audits.enable");
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") violations.push(JSON.stringify(issue.details));
  });
  page.on("request", (request) => {
    const body = request.postDataBuffer();
    if (body) bodies.push(body);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  return { bodies, errors, violations };
}

async function openImport(page: Page) {
  await page.goto("/importar");
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await main(page).getByText(IMPORT_MSG.privacy).waitFor();
}

describe("/importar", () => {
  it("reads the extrato in the browser, analyses every loan on confirmation, records them", async () => {
    const { context, page } = await consumer("Maria Importa", true);
    const seen = await watch(context, page);
    await openImport(page);
    const bytes = await drawHiscon(sampleHiscon({ rotated: true }));
    await main(page).getByLabel(IMPORT_MSG.fileLabel).setInputFiles(save("hiscon.pdf", bytes));
    await main(page).getByRole("heading", { name: IMPORT_MSG.reviewTitle }).waitFor();
    // Three loans and two cards, each value beside the text it came from; nothing analysed yet.
    const tables = main(page).getByRole("table");
    await expect.poll(() => tables.count()).toBe(5);
    await expect
      .poll(() => main(page).locator("caption").allTextContents())
      .toEqual([
        "Contrato 0123456789 — BANCO BMG",
        "Contrato 5566778899 — BANCO BRADESCO FINANCIAMENTOS",
        "Contrato 9988776655 — BANCO PAN",
        "Cartão RMC 4411223344 — BANCO BMG",
        "Cartão RCC 4499887766 — BANCO PAN",
      ]);
    await expect(
      main(page).getByLabel("Data de inclusão do contrato 1").inputValue(),
    ).resolves.toBe("15/03/22");
    await expect(main(page).getByLabel("Situação do contrato 3").inputValue()).resolves.toBe(
      "Encerrado",
    );
    await expect(
      main(page).getByLabel("Parcelas já descontadas do contrato 3").inputValue(),
    ).resolves.toBe("24");
    // Cards: the deduction comes from the extrato; only the saque is asked (the RMC's is given).
    await expect(
      main(page).getByLabel("Desconto mensal (reservado) do cartão 1").inputValue(),
    ).resolves.toBe("R$70,60");
    await expect(
      main(page).getByLabel("Valor recebido no saque (R$) do cartão 1").inputValue(),
    ).resolves.toBe("");
    await main(page).getByLabel("Valor recebido no saque (R$) do cartão 1").fill("1.200,00");
    await main(page).getByLabel("Mês do saque (MM/AAAA) do cartão 1").fill("08/2019");

    await main(page).getByRole("button", { name: IMPORT_MSG.confirm }).click();
    await main(page).getByRole("heading", { name: IMPORT_MSG.portfolioTitle }).waitFor();
    const [loansTable, cardsTable] = [
      main(page).getByRole("table").nth(0),
      main(page).getByRole("table").nth(1),
    ];
    const rows = loansTable.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.first().textContent()).toContain(CAP_ABOVE_TITLE);
    // The ended contract says which installments count (none prescribed in this fixture).
    await expect
      .poll(() => rows.nth(2).textContent())
      .toContain(
        "24 parcelas descontadas de fev/2021 a jan/2023: todas contam (nenhuma prescrita).",
      );
    await expect.poll(() => rows.first().textContent()).toContain("a do documento, que confere");
    const totals = loansTable.locator("tfoot tr");
    await expect
      .poll(() => totals.textContent())
      .toMatch(/^TotalR\$ [\d.]+,\d\dR\$ [\d.]+,\d\dR\$ [\d.]+,\d\d$/);
    // Each contract links to its record and, on a paid plan, to its memória de cálculo.
    const links = await main(page)
      .getByRole("link", { name: /^\d{10} — / })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toHaveLength(3);
    for (const href of links) expect(href).toMatch(/^\/minhas-analises\/[0-9a-f-]{36}$/);
    const memorias = await main(page)
      .getByRole("link", {
        name: new RegExp(`^${IMPORT_MSG.memoria.replace(/[()]/g, "\\$&")} do contrato`),
      })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(memorias).toEqual(links.map((href) => `${href}/memoria-de-calculo.pdf`));
    // The cards: the RMC converted with its saque, the RCC asking for it.
    const cardRows = cardsTable.locator("tbody tr");
    await expect.poll(() => cardRows.count()).toBe(2);
    await expect
      .poll(() => cardRows.first().textContent())
      .toContain("Convertido em empréstimo consignado");
    await expect.poll(() => cardRows.nth(1).textContent()).toContain(IMPORT_MSG.cardNeedsSaque);
    const cardLinks = await cardsTable
      .getByRole("link", { name: /^R[MC]C \d{10} — / })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(cardLinks).toHaveLength(2);
    await expect(
      cardsTable.getByRole("link", { name: /do cartão 4411223344$/ }).getAttribute("href"),
    ).resolves.toBe(`${cardLinks[0]}/memoria-de-calculo.pdf`);

    // The file never left the device, nor did the beneficiary's name.
    const pdfMagic = Buffer.from("%PDF-");
    expect(seen.bodies.some((b) => b.includes(pdfMagic))).toBe(false);
    expect(seen.bodies.some((b) => b.includes(Buffer.from("MARIA DAS DORES")))).toBe(false);
    expect(seen.errors).toEqual([]);
    expect(seen.violations).toEqual([]);

    await page.goto("/minhas-analises");
    const list = main(page).getByRole("list", { name: /análises/i });
    await expect.poll(() => list.getByRole("link").count()).toBe(5);
    await page.goto(links[0] as string);
    await main(page).getByText(CAP_ABOVE_TITLE).first().waitFor();
    // The RCC card's record asks for the saque, its deduction already filled from the extrato.
    await page.goto(cardLinks[1] as string);
    await expect(main(page).getByLabel("Desconto mensal (R$)").inputValue()).resolves.toBe("75,90");
    await expect(main(page).getByLabel("Valor recebido no saque (R$)").inputValue()).resolves.toBe(
      "",
    );
    // The extrato has no card rate: the record says where a card's rate is printed, and does not
    // send the person to "Descobrir minha taxa", which cards lack.
    const cardText = (await main(page).textContent()) ?? "";
    expect(cardText).toContain(HOW_TO_CHECK_RATE_BY_TYPE.cartao_consignado);
    expect(cardText).not.toContain("Descobrir minha taxa");
    await context.close();
  });

  it("gives each bad file its own message, the form as the way on, and no 5xx", async () => {
    const { context, page } = await consumer("Bruno Arquivo", false);
    const seen = await watch(context, page);
    await openImport(page);
    const blank = await PDFDocument.create();
    blank.addPage([842, 595]).drawRectangle({ x: 20, y: 20, width: 200, height: 100 });
    const other = await PDFDocument.create();
    other.addPage().drawText("Fatura do cartao de credito", { x: 50, y: 700 });
    const cases: [string, Uint8Array, string][] = [
      ["senha.pdf", encryptPdf(await drawHiscon(sampleHiscon()), "1234"), READ_FAILURES.senha],
      ["imagem.pdf", await blank.save(), READ_FAILURES.sem_texto],
      ["fatura.pdf", await other.save(), READ_FAILURES.nao_hiscon],
    ];
    for (const [name, bytes, message] of cases) {
      await main(page).getByLabel(IMPORT_MSG.fileLabel).setInputFiles(save(name, bytes));
      const alert = main(page).getByRole("alert");
      await expect.poll(() => alert.textContent()).toContain(message);
      await expect(
        alert.getByRole("link", { name: IMPORT_MSG.manual }).getAttribute("href"),
      ).resolves.toBe("/");
    }
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("shows a contract PDF's labelled values beside their lines and carries them to the form", async () => {
    const { context, page } = await consumer("Carla Contrato", false);
    const seen = await watch(context, page);
    await openImport(page);
    const ccb = await drawCcb([
      "CÉDULA DE CRÉDITO BANCÁRIO",
      "Data de emissão: 12/05/2023",
      "Valor total financiado: R$ 10.512,30",
      "Quantidade de parcelas: 84      Valor da parcela: R$ 245,67",
      "Taxa de juros mensal: 1,72%      Taxa de juros anual: 22,74%",
    ]);
    await main(page).getByLabel(IMPORT_MSG.fileLabel).setInputFiles(save("ccb.pdf", ccb));
    await main(page).getByRole("heading", { name: IMPORT_MSG.ccbTitle }).waitFor();
    const rate = main(page)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Taxa de juros mensal", exact: true }) });
    await expect.poll(() => rate.textContent()).toContain("1,72");
    await expect
      .poll(() => rate.textContent())
      .toContain("Taxa de juros mensal: 1,72% Taxa de juros anual: 22,74%");
    await main(page).getByRole("button", { name: IMPORT_MSG.ccbUse }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(seen.bodies.some((b) => b.includes(Buffer.from("%PDF-")))).toBe(false);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
