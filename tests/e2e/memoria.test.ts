// The memória de cálculo revisional (issue #21 item 6, DESIGN §8.9–8.12, §8b.19–21, 29, 30, 34,
// 35): a Premium consumer with the dez/2022 personal loan recalculates, gives the identification
// at the first PDF, and the PDF's text holds every section; /verificar shows the first name only
// and no CPF; the old laudo.pdf link still gives the PDF; Minha conta shows the name and CPF.
import { execFileSync } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPhone, subscribeWithTestCheckout } from "../support/browser";
import { apiSession } from "../support/factories";
import { downloadFirstMemoria } from "../support/memoria";

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiSession(baseURL(), { name: "Joana Cadastro" });
  ({ context, page } = await newPhone(browser));
  await context.addCookies([session.cookie]);
  await subscribeWithTestCheckout(context, page, "premium");
});
afterAll(async () => {
  await browser?.close();
});

const main = (p: Page) => p.locator("main");
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes })
    .toString("utf8")
    .replace(/\s+/g, " ");

describe("memória de cálculo revisional", () => {
  it("Premium, personal loan dez/2022: identification at the first PDF, every section in the text", async () => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await main(page).getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await main(page).getByLabel("Mês", { exact: true }).selectOption({ label: "dez" });
    await main(page).getByLabel("Ano", { exact: true }).selectOption("2022");
    await main(page).getByText("Descobrir minha taxa (opcional)").click();
    await main(page).getByLabel("Valor financiado (R$)").fill("2.100,00");
    await main(page).getByLabel("Valor da parcela (R$)").fill("326,97");
    await main(page).getByLabel("Número de parcelas").fill("48");
    await main(page).getByRole("button", { name: "Analisar Contrato" }).click();
    await main(page).getByRole("link", { name: "Abrir em Minhas análises" }).click();
    await page.waitForURL(/\/minhas-analises\/[0-9a-f-]{36}$/);
    const detailPath = new URL(page.url()).pathname;

    const recalc = main(page).getByRole("region", { name: "Recálculo e restituição" });
    await expect
      .poll(() => recalc.getByLabel("Valor financiado (R$)").inputValue())
      .toBe("2.100,00");
    await recalc.getByLabel("Parcelas já pagas").fill("10");
    await recalc.getByRole("button", { name: "Calcular o recálculo" }).click();
    const panel = main(page).getByRole("region", { name: "Recálculo do contrato (Tabela Price)" });
    await expect.poll(() => panel.getByText("R$ 2.088,60").first().isVisible()).toBe(true);

    // A wrong CPF is refused in pt-BR, on the field; the typed name stays.
    await main(page).getByRole("link", { name: "Baixar memória de cálculo (PDF)" }).click();
    await main(page)
      .getByRole("heading", { name: "Identificação na memória de cálculo" })
      .waitFor();
    await main(page).getByLabel("Nome completo").fill("Joana Batista Lima");
    await main(page).getByLabel("CPF (opcional)").fill("529.982.247-24");
    await main(page).getByRole("button", { name: "Salvar e baixar a memória de cálculo" }).click();
    await expect
      .poll(() => main(page).getByText("CPF inválido: confira os 11 números.").isVisible())
      .toBe(true);
    expect(await main(page).getByLabel("Nome completo").inputValue()).toBe("Joana Batista Lima");
    await page.goto(detailPath);

    const text = pdfText(
      await downloadFirstMemoria(page, {
        nome: "Joana Batista Lima",
        cpf: "529.982.247-25",
        banco: "Banco Exemplo S.A.",
        contrato: "CCB-2022-0042",
      }),
    );
    // The download leaves the form on screen; the code is on the analysis page.
    await page.goto(detailPath);
    const code = (
      await main(page)
        .getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/)
        .innerText()
    ).trim();
    for (const expected of [
      // Title and identification (§8.9, §8.10)
      "Memória de cálculo revisional",
      "1. Identificação",
      "Titular: Joana Batista Lima.",
      "CPF: 529.982.247-25.",
      "Banco: Banco Exemplo S.A.",
      "Número do contrato: CCB-2022-0042.",
      // Method with its formulas (§8.11)
      "3. Método e fórmulas",
      "PMT = P × i / (1 - (1 + i)^-n)",
      "bissecção",
      "1e-10",
      "arredondados ao centavo",
      "do mês seguinte ao do vencimento até o mês do cálculo",
      // Sources with links (§8.11) and the true provenance (§8b.30)
      "https://api.bcb.gov.br/dados/serie/bcdata.sgs.25464/dados?formato=json",
      "mês dez/2022",
      "cópia pública, em repositório de terceiros, da exportação do SGS (arquivo de 30/09/2025)",
      "tabela 1736 (INPC",
      "https://sidra.ibge.gov.br/tabela/1736",
      "Índices do IBGE usados na correção",
      "fev/2023 INPC 0,77% 1736",
      // Verdict with Tema 1.378 beside it (§8.12)
      "Indício de juros abusivos",
      "Tema 1.378",
      // Annual equivalents of every monthly rate
      "5,11% a.m. ou 81,86% a.a.",
      "Taxas mensais e anuais equivalentes",
      // Both tables
      "Tabela do contrato (à taxa do contrato)",
      "Tabela revisada (à taxa de 5,11% a.m.",
      // Per-installment memória
      "8. Memória por parcela",
      "Nº Vencimento Pago Revisada Diferença Prescrita Restituição Fator Corrigido",
      "1 jan/2023 R$ 326,97 R$ 118,11 R$ 208,86 não em dobro",
      // Prescription, both dates (§8b.21)
      "9. Prescrição",
      "o prazo conta-se até o ajuizamento da ação",
      "Data do cálculo da correção monetária",
      "CDC, art. 27",
      // Heads of refund (§8b.19) and Tema 929 beside "em dobro"
      "10. Restituição, por cabeça",
      "Juros (revisão pela taxa média, REsp 1.061.530/RS): R$ 2.088,60",
      "Restituição em dobro: até R$ 4.177,20",
      "Tema 929",
      // Fees/insurance/IOF (none informed here)
      "Tarifas, IOF e seguro financiados: não informados.",
      // Balance, valor incontroverso, valor da causa (§8b.35)
      "Saldo devedor de hoje, após a parcela 10 de 48, a última paga: R$ 2.093,40 pelo contrato; R$ 1.963,47 revisado.",
      "Valor incontroverso (CPC, art. 330, §§ 2º e 3º): a parcela revisada de R$ 118,11, a partir da parcela 11 de 48",
      "Valor da causa (CPC, art. 292, II e VI)",
      "R$ 7.936,93 de parte controvertida",
      // Juros de mora (§8b.29) and what it is not (§8.9)
      "Tema 1.368",
      "Res. CMN 5.171/2024",
      "Não é laudo pericial contábil",
      "Decreto-Lei 9.295/1946; NBC TP 01",
      "Também não é parecer jurídico",
      code,
    ]) {
      expect(text, expected).toContain(expected);
    }

    // The old link keeps working: a redirect to the same PDF (the name is known now).
    const old = await context.request.get(`${detailPath}/laudo.pdf`);
    expect(old.status()).toBe(200);
    expect(old.headers()["content-type"]).toBe("application/pdf");

    // /verificar: the first name only, never the CPF or the surname.
    await page.goto(`/verificar/${code.replace(/-/g, "")}`);
    await main(page).getByRole("heading", { name: "Memória de cálculo válida" }).waitFor();
    const verified = await main(page).innerText();
    expect(verified).toContain("Joana");
    expect(verified).not.toContain("Batista");
    expect(verified).not.toContain("529.982");
    expect(verified).not.toContain("52998224725");

    // Minha conta: the identification, editable.
    await page.goto("/minha-conta");
    const section = main(page).getByRole("region", { name: "Identificação" });
    await expect
      .poll(() => section.getByLabel("Nome completo").inputValue())
      .toBe("Joana Batista Lima");
    expect(await section.getByLabel("CPF (opcional)").inputValue()).toBe("529.982.247-25");
    await section.getByLabel("Nome completo").fill("Joana Batista Lima Souza");
    await section.getByRole("button", { name: "Salvar identificação" }).click();
    await expect.poll(() => section.getByText("Identificação salva.").isVisible()).toBe(true);
    const again = pdfText(
      Buffer.from(await (await context.request.get(`${detailPath}/memoria-de-calculo.pdf`)).body()),
    );
    expect(again).toContain("Titular: Joana Batista Lima Souza.");
  });
});
