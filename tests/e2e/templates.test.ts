// /modelos-documentos in Chromium through the production server (SPEC §2/§6/§7/§8, DESIGN D21):
// signed out → /auth with the message; free → the locked notice; a subscriber sees the 14
// templates (the spec's 10 and the 4 payroll ones), downloads one (HEAD then download, 'Download iniciado'), sees 'Arquivo não
// encontrado' with HTTP 404 for a missing file, and gets a copy filled with their own analysis.
import { readFileSync, writeFileSync } from "node:fs";
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
import { apiSession } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOGIN_MESSAGE = "Você precisa estar logado para acessar este conteúdo.";
const PAID_MESSAGE =
  "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.";

/** A signed-in consumer; with `paid`, subscribed to Básico through the local test checkout. */
async function consumer(options: {
  paid: boolean;
  phone?: boolean;
}): Promise<{ context: BrowserContext; page: Page }> {
  const session = await apiSession(baseURL());
  const { context, page } =
    options.phone === false ? await newDesktop(browser) : await newPhone(browser);
  await context.addCookies([session.cookie]);
  if (options.paid) await subscribeWithTestCheckout(context, page, "basico");
  return { context, page };
}

interface ExportedAnalysis {
  id: string;
  resultado: { analise: { taxaContrato: number; mediaBacen: number } };
}

/** An analysis through the dashboard's own form action; the newest one of the account, as exported. */
async function analyse(
  context: BrowserContext,
  form: Record<string, string>,
): Promise<ExportedAnalysis> {
  const posted = await context.request.post("/?index", { form, headers: { origin: baseURL() } });
  expect(posted.status()).toBeLessThan(400);
  const exported = (await (await context.request.get("/minha-conta/exportar")).json()) as {
    analises: ExportedAnalysis[];
  };
  return exported.analises[0]!;
}

function docxText(bytes: Uint8Array): string {
  return strFromU8(unzipSync(bytes)["word/document.xml"]!).replace(/<[^>]+>/g, "");
}

const allTemplates = (page: Page) =>
  page.getByRole("region", { name: "Modelos para baixar" }).getByRole("listitem");

describe("/modelos-documentos", () => {
  it("sends a signed-out visitor to /auth with the message", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/modelos-documentos");
    await page.waitForURL(`${baseURL()}/auth?from=revisafacil`);
    await expect.poll(() => page.getByText(LOGIN_MESSAGE).isVisible()).toBe(true);
    await context.close();
  });

  it("shows a free user the locked notice and no template", async () => {
    const { page, context } = await consumer({ paid: false });
    await page.goto("/modelos-documentos");
    await expect
      .poll(() =>
        page.getByRole("heading", { level: 1, name: "Modelos de Documentos" }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(PAID_MESSAGE).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: /^Baixar/ }).count()).toBe(0);
    // The file route is locked as well.
    const res = await context.request.get("/modelos-documentos/peticao-veiculo-seguro.docx");
    expect(res.status()).toBe(403);
    await context.close();
  });

  it("lets a subscriber download the templates; a missing file shows 'Arquivo não encontrado' with 404", async () => {
    const { page, context } = await consumer({ paid: true });
    await page.goto("/modelos-documentos");
    await expect.poll(() => allTemplates(page).count()).toBe(14);
    await expect
      .poll(() =>
        page.getByRole("link", { name: "Falar direto com um advogado" }).getAttribute("href"),
      )
      .toBe("/solicitar-ajuda-juridica");

    // Download: HEAD on the public path, then the browser's download and the toast.
    const card = allTemplates(page).filter({
      hasText: "Notificação extrajudicial — financiamento de veículo com seguro",
    });
    const heads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "HEAD") heads.push(new URL(r.url()).pathname);
    });
    const downloadPromise = page.waitForEvent("download");
    await card.getByRole("button", { name: /^Baixar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("notificacao-veiculo-seguro.docx");
    expect(heads).toContain("/storage/modelos/notificacao-veiculo-seguro.docx");
    await expect.poll(() => page.getByText("Download iniciado").isVisible()).toBe(true);
    const saved = path.join(inject("dataDir"), "download-notificacao.docx");
    await download.saveAs(saved);
    const text = docxText(readFileSync(saved));
    expect(text).toContain("NOTIFICAÇÃO EXTRAJUDICIAL");
    expect(text).toContain("Tema 972");

    // A file missing from the bucket: the real 404 of the storage route, shown with its status.
    const file = path.join(
      inject("dataDir"),
      "storage",
      "modelos",
      "peticao-seguro-prestamista.docx",
    );
    const original = readFileSync(file);
    const { rmSync } = await import("node:fs");
    rmSync(file);
    try {
      const missing = allTemplates(page).filter({
        hasText: "Petição inicial — devolução do seguro prestamista",
      });
      await missing.getByRole("button", { name: /^Baixar/ }).click();
      const status = missing.getByRole("definition");
      await expect
        .poll(() => missing.getByText("Arquivo não encontrado").first().isVisible())
        .toBe(true);
      await expect
        .poll(() => status.allInnerTexts())
        .toEqual([
          "/storage/modelos/peticao-seguro-prestamista.docx",
          "404",
          "O arquivo não existe no armazenamento.",
        ]);
    } finally {
      writeFileSync(file, original);
    }
    await context.close();
  });

  it("fills the templates with the subscriber's own analysis, and refuses it to anybody else", async () => {
    const { page, context } = await consumer({ paid: true, phone: false });
    // An analysis through the dashboard's own form action (vehicle: rate found from the amounts).
    const analysis = await analyse(context, {
      tipo: "financiamento_veiculo",
      mes: "3",
      ano: "2021",
      valorFinanciado: "30000",
      parcela: "1200",
      numeroParcelas: "48",
    });
    const rate = `${analysis.resultado.analise.taxaContrato.toFixed(2).replace(".", ",")}% a.m.`;

    await page.goto(`/modelos-documentos?analise=${analysis.id}`);
    const forCase = page.getByRole("region", { name: "Preenchidos com a sua análise" });
    await expect.poll(() => forCase.getByRole("listitem").count()).toBe(4);
    await expect
      .poll(() => forCase.getByText(`taxa do contrato ${rate}`, { exact: false }).isVisible())
      .toBe(true);
    const downloadPromise = page.waitForEvent("download");
    await forCase
      .getByRole("listitem")
      .filter({ hasText: "Petição inicial — revisão de financiamento de veículo sem seguro" })
      .getByRole("button", { name: /^Baixar/ })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("peticao-veiculo-sem-seguro-personalizado.docx");
    const saved = path.join(inject("dataDir"), "download-personalizado.docx");
    await download.saveAs(saved);
    const text = docxText(readFileSync(saved));
    expect(text).toContain("assinado em março de 2021");
    expect(text).toContain(`aplicada ao contrato é de ${rate}`);
    expect(text).toContain(
      `era de ${analysis.resultado.analise.mediaBacen.toFixed(2).replace(".", ",")}% a.m.`,
    );

    // Another subscriber with the same id: not found, exactly like an id that does not exist.
    const other = await consumer({ paid: true });
    const stolen = await other.context.request.get(
      `/modelos-documentos/peticao-veiculo-sem-seguro.docx?analise=${analysis.id}`,
    );
    expect(stolen.status()).toBe(404);
    await other.page.goto(`/modelos-documentos?analise=${analysis.id}`);
    await expect
      .poll(() => other.page.getByText("Análise não encontrada.", { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => other.page.getByRole("region", { name: "Preenchidos com a sua análise" }).count())
      .toBe(0);
    // A template that does not fit the analysed contract: the person is sent to support.
    const unfit = await context.request.get(
      `/modelos-documentos/peticao-seguro-prestamista.docx?analise=${analysis.id}`,
    );
    expect(unfit.status()).toBe(404);
    expect(await unfit.text()).toContain("Entre em contato com o suporte");
    await other.context.close();
    await context.close();
  });
  it("fills the amounts, the revised installment, the overpayment and the refund from the stored recalculation", async () => {
    const { context } = await consumer({ paid: true, phone: false });
    // Personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m. against 5,11; 10 paid → R$ 2.088,60.
    const { id } = await analyse(context, {
      tipo: "emprestimo_pessoal",
      mes: "12",
      ano: "2022",
      valorFinanciado: "2.100,00",
      parcela: "326,97",
      numeroParcelas: "48",
    });
    const url = `/modelos-documentos/peticao-emprestimo-sem-seguro.docx?analise=${id}`;

    // Before the recalculation: the amounts typed, and the figures as blanks to fill.
    const before = docxText(await (await context.request.get(url)).body());
    expect(before).toContain(
      "no valor de R$ 2.100,00, a ser pago em 48 parcelas mensais de R$ 326,97.",
    );
    expect(before).toContain(
      "foram pagos R$ [VALOR PAGO A MAIS NAS PARCELAS PAGAS E NÃO PRESCRITAS] a mais",
    );

    const recalculated = await context.request.post(`/minhas-analises/${id}`, {
      form: {
        intent: "revisao",
        valorFinanciado: "2.100,00",
        parcela: "326,97",
        parcelas: "48",
        parcelasPagas: "10",
        primeiroVencimento: "01/2023",
        indice: "nenhum",
      },
      headers: { origin: baseURL() },
    });
    expect(recalculated.status()).toBeLessThan(400);
    const res = await context.request.get(url);
    expect(res.status()).toBe(200);
    const text = docxText(await res.body());
    expect(text).toContain("Recalculado o contrato à taxa de 5,11% a.m., a parcela seria de R$ ");
    expect(text).toContain(
      "foram pagos R$ 2.088,60 a mais, o que corresponde à restituição de R$ 2.088,60 na forma simples e de até R$ 4.177,20 em dobro",
    );
    expect(text).not.toContain("[VALOR PAGO A MAIS");
    await context.close();
  });

  it("offers a consignado result the payroll templates, filled with the INSS cap the analysis found", async () => {
    const { page, context } = await consumer({ paid: true, phone: false });
    // Consignado of an INSS benefit, jul/2025 at 1,90% a.m.: above the cap of 1,85% a.m. (D27).
    const { id } = await analyse(context, {
      tipo: "emprestimo_consignado",
      mes: "7",
      ano: "2025",
      setor: "inss",
      taxa: "1,90",
    });

    await page.goto(`/modelos-documentos?analise=${id}`);
    const forCase = page.getByRole("region", { name: "Preenchidos com a sua análise" });
    await expect.poll(() => forCase.getByRole("listitem").count()).toBe(4);
    const downloadPromise = page.waitForEvent("download");
    await forCase
      .getByRole("listitem")
      .filter({
        hasText:
          "Petição inicial — revisão de empréstimo consignado (juros acima da média ou do teto do INSS)",
      })
      .getByRole("button", { name: /^Baixar/ })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("peticao-consignado-juros-personalizado.docx");
    const saved = path.join(inject("dataDir"), "download-consignado.docx");
    await download.saveAs(saved);
    const text = docxText(readFileSync(saved));
    expect(text).toContain(
      "AÇÃO REVISIONAL DE CONTRATO DE EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO",
    );
    expect(text).toContain(
      "o teto de juros fixado pelo CNPS para essa modalidade era de 1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025",
    );
    expect(text).toContain(", e a taxa cobrada, de 1,90% a.m., é superior a esse teto.");

    // The generic RMC/RCC petition from the full list.
    await page.goto("/modelos-documentos");
    const card = allTemplates(page).filter({
      hasText:
        "Petição inicial — cartão consignado RMC/RCC (conversão em consignado e devolução em dobro)",
    });
    const cardDownload = page.waitForEvent("download");
    await card.getByRole("button", { name: /^Baixar/ }).click();
    const generic = await cardDownload;
    expect(generic.suggestedFilename()).toBe("peticao-cartao-rmc-rcc.docx");
    const cardSaved = path.join(inject("dataDir"), "download-cartao.docx");
    await generic.saveAs(cardSaved);
    const cardText = docxText(readFileSync(cardSaved));
    expect(cardText).toContain(
      "AÇÃO DE CONVERSÃO DE CARTÃO DE CRÉDITO CONSIGNADO (RMC/RCC) EM EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO EM DOBRO",
    );
    expect(cardText).toContain(
      "em dobro para os descontos feitos a partir de 31/03/2021 e de forma simples para os anteriores",
    );
    await context.close();
  });
});
