// Issue #10 "Done when" (DESIGN D29, D30, §7.6–§7.8) end to end at 360×800: a Básico subscriber
// runs an analysis with "Descobrir minha taxa", opens the recalculation, downloads the laudo (its
// text holds the figures), finds it again in Minhas análises after a reload, verifies it at
// /verificar/:codigo, attaches it to a lawyer request, and a lawyer — OAB verified by the admin —
// sees it in Meus Casos after selecting the case, once on Starter (DESIGN D17: on the free plan
// Meus Casos says the laudo is a Starter/Master tool). A free user sees the figures and a locked laudo.
import { execFileSync } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  launchBrowser,
  newDesktop,
  newPhone,
  subscribeWithTestCheckout,
} from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";
import { downloadFirstMemoria } from "../support/memoria";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
/** 360 px first (DESIGN §4): the page itself never scrolls sideways (tables scroll in their region). */
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return true;
    // What sticks out, to say why in the failure.
    return Array.from(document.querySelectorAll("main *"))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .join(" | ");
  });
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes })
    .toString("utf8")
    .replace(/\s+/g, " ");

async function consumer(
  name: string,
  options: { paid: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await apiSession(baseURL(), { name });
  const { context, page } = await newPhone(browser);
  await context.addCookies([session.cookie]);
  if (options.paid) await subscribeWithTestCheckout(context, page, "basico");
  return { context, page };
}

/** Personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m. against 5,11 (issue #10's case). */
async function analyseLoan(page: Page) {
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
  await main(page).getByRole("heading", { name: "Dados informados" }).waitFor();
}

/** DESIGN D32: the admin verifies the lawyer's OAB in /admin-dashboard/advogados. */
async function verifyOabAsAdmin(lawyerEmail: string) {
  const { page, context } = await newDesktop(browser);
  await context.addCookies([(await apiSession(baseURL(), E2E_ADMIN)).cookie]);
  await page.goto("/admin-dashboard/advogados");
  const entry = page
    .getByRole("region", { name: /^Aguardando verificação/ })
    .getByRole("listitem")
    .filter({ hasText: lawyerEmail });
  await entry.getByRole("button", { name: /^Verificar inscrição de / }).click();
  await expect
    .poll(() => main(page).getByText("Inscrição verificada.", { exact: true }).isVisible())
    .toBe(true);
  await context.close();
}

describe("from verdict to recovery", () => {
  it("free plan: the history shows the figures, the laudo is locked (and the server answers 403)", async () => {
    const { page, context } = await consumer("Livia Gratuita", { paid: false });
    await analyseLoan(page);
    await expect.poll(() => main(page).getByText("15,55% a.m.").first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "O download da memória de cálculo em PDF é exclusivo para assinantes dos planos Básico e Premium.",
            { exact: false },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("link", { name: "Baixar memória de cálculo (PDF)" }).count())
      .toBe(0);
    const res = await context.request.get(`${new URL(page.url()).pathname}/memoria-de-calculo.pdf`);
    expect(res.status()).toBe(403);
    expect(await res.text()).toBe(
      "A memória de cálculo em PDF é exclusiva para assinantes dos planos Básico e Premium.",
    );
    await context.close();
  });

  it("Básico: analysis → recalculation → laudo → history after a reload → verification → lawyer request → the lawyer sees it", async () => {
    const { page, context } = await consumer("Rosa Maria Teixeira", { paid: true });
    await analyseLoan(page);
    const detailPath = new URL(page.url()).pathname;
    await expect
      .poll(() =>
        main(page).getByRole("heading", { name: "Indício de juros abusivos" }).isVisible(),
      )
      .toBe(true);

    // The recalculation, prefilled from "Descobrir minha taxa": 10 installments paid from jan/2023.
    const recalc = main(page).getByRole("region", { name: "Recálculo e restituição" });
    await expect
      .poll(() => recalc.getByLabel("Valor financiado (R$)").inputValue())
      .toBe("2.100,00");
    await expect
      .poll(() => recalc.getByLabel("Mês do primeiro vencimento (MM/AAAA)").inputValue())
      .toBe("01/2023");
    await recalc.getByLabel("Parcelas já pagas").fill("10");
    await recalc.getByRole("button", { name: "Calcular o recálculo" }).click();
    const panel = main(page).getByRole("region", { name: "Recálculo do contrato (Tabela Price)" });
    await panel.waitFor();
    await expect.poll(() => panel.getByText("R$ 118,11").first().isVisible()).toBe(true);
    await expect.poll(() => panel.getByText("R$ 2.088,60").first().isVisible()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);

    // The laudo: a real PDF whose text holds the figures.
    const code = (
      await main(page)
        .getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/)
        .innerText()
    ).replace(/-/g, "");
    const text = pdfText(await downloadFirstMemoria(page, { nome: "Rosa Maria Teixeira" }));
    for (const expected of [
      "Memória de cálculo revisional",
      "Empréstimo Pessoal",
      "SGS 25464",
      "A taxa do seu contrato, 15,55% a.m. ou 466,55% a.a., está acima de 7,665% a.m. ou 142,60% a.a., que é 1,5 vez a média do Banco Central de dez/2022 (5,11% a.m. ou 81,86% a.a.).",
      "parcela de R$ 118,11",
      "Total pago a mais (parcelas pagas e não prescritas): R$ 2.088,60.",
      "Tabela do contrato",
      "Tabela revisada",
      "Tema 1.378",
      "não é parecer jurídico",
      code.match(/.{4}/g)!.join("-"),
    ]) {
      expect(text, expected).toContain(expected);
    }

    // Minhas análises, after a reload: the result is still there.
    await page.getByRole("banner").getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Minhas análises" }).click();
    await page.waitForURL(`${baseURL()}/minhas-analises`);
    await page.reload();
    const item = main(page)
      .getByRole("list", { name: "Análises registradas" })
      .getByRole("link")
      .filter({ hasText: "Empréstimo Pessoal · contrato de dez/2022" });
    await expect.poll(() => item.getByText("Indício de juros abusivos").isVisible()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    await item.click();
    await page.waitForURL(`${baseURL()}${detailPath}`);
    await main(page)
      .getByRole("region", { name: "Recálculo do contrato (Tabela Price)" })
      .waitFor();

    // Verification: what it was computed from, and the first name only.
    await main(page).getByRole("link", { name: "Ver a página de verificação" }).click();
    await page.waitForURL(`${baseURL()}/verificar/${code}`);
    await main(page).getByRole("heading", { name: "Memória de cálculo válida" }).waitFor();
    const verified = await main(page).innerText();
    expect(verified).toContain("Rosa");
    expect(verified).not.toContain("Teixeira");
    expect(verified).toContain("SGS 25464");
    expect(verified).toContain("Pago a mais: R$ 2.088,60");
    expect(await noHorizontalScroll(page)).toBe(true);

    // The lawyer request with the laudo attached; the consent names it.
    await page.goto(detailPath);
    await main(page)
      .getByRole("link", { name: "Pedir ajuda a um advogado com este laudo" })
      .click();
    await page.waitForURL(/\/solicitar-ajuda-juridica\?analise=/);
    const attach = main(page).getByLabel("Anexar uma das suas análises (opcional)");
    await expect
      .poll(() => attach.locator("option:checked").innerText())
      .toMatch(/^Empréstimo Pessoal, contrato de dez\/2022, análise de /);
    const consent = main(page).getByText(
      "Autorizo também o compartilhamento do laudo da minha análise anexada (Empréstimo Pessoal, contrato de dez/2022",
      { exact: false },
    );
    await expect.poll(() => consent.isVisible()).toBe(true);
    const city = `Laudópolis ${Date.now().toString(36)}`;
    await main(page).getByLabel("Nome completo").fill("Rosa Maria Teixeira");
    await main(page).getByLabel("Telefone (com DDD)").fill("(31) 98888-7777");
    await main(page)
      .getByLabel(/^Cidade\*?$/)
      .fill(city);
    await main(page)
      .getByLabel(/^Estado\*?$/)
      .selectOption("MG");
    await main(page)
      .getByLabel("Descreva seu caso")
      .fill("Empréstimo pessoal de 2022 com juros de 15,55% ao mês; anexei o laudo.");
    await main(page)
      .getByRole("checkbox", { name: /^Autorizo o RevisaFácil/ })
      .check();
    await main(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await page.waitForURL(`${baseURL()}/solicitacao-enviada`);
    await context.close();

    // The lawyer: signs up, OAB verified by the admin, selects the case, then sees the laudo.
    const lawyer = await newPhone(browser);
    const lawyerEmail = uniqueEmail("advogada-laudo");
    await lawyer.page.goto("/auth-revisaconecta?modo=cadastro");
    await main(lawyer.page).getByLabel("Nome completo").fill("Dra. Teresa Laudo");
    await main(lawyer.page).getByLabel("E-mail").fill(lawyerEmail);
    await main(lawyer.page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(lawyer.page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await lawyer.page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    const profile = lawyer.page.getByRole("region", { name: "Seu perfil" });
    await profile.getByLabel("Número na OAB").fill("654321");
    await profile.getByLabel("Seccional (UF) da OAB").selectOption("MG");
    await profile.getByRole("button", { name: "Salvar perfil" }).click();
    await expect
      .poll(() => lawyer.page.getByText("Perfil atualizado!", { exact: true }).isVisible())
      .toBe(true);
    await verifyOabAsAdmin(lawyerEmail);

    // Before selecting: no laudo reaches the lawyer (no case of theirs carries it).
    await lawyer.page.goto("/meus-casos");
    await expect
      .poll(() => main(lawyer.page).getByText("Memória de cálculo anexada pelo cliente").count())
      .toBe(0);

    await lawyer.page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const card = main(lawyer.page).getByRole("listitem").filter({ hasText: "anexei o laudo" });
    await card.getByRole("button", { name: "Selecionar caso" }).click();
    const confirm = lawyer.page
      .getByRole("dialog", { name: /^Selecionar o caso de / })
      .getByRole("button", { name: "Confirmar seleção" });
    // "Selecionar caso" asks for confirmation first (DESIGN D32).
    await confirm
      .or(lawyer.page.getByText("Caso selecionado!", { exact: true }))
      .first()
      .waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await expect
      .poll(() => lawyer.page.getByText("Caso selecionado!", { exact: true }).isVisible())
      .toBe(true);
    await lawyer.page.goto("/meus-casos");
    const mine = main(lawyer.page).getByRole("listitem").filter({ hasText: "Rosa Maria Teixeira" });
    await expect
      .poll(() => mine.getByText("Memória de cálculo anexada pelo cliente").isVisible())
      .toBe(true);
    // DESIGN D17: on the free plan the laudo is a Starter/Master tool — a notice and "Ver planos".
    await expect
      .poll(() =>
        mine
          .getByText(
            "A memória de cálculo dos casos selecionados é exclusiva dos planos Starter e Master. Assine um deles para ver e baixar a memória de cálculo que o cliente anexou.",
            { exact: true },
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => mine.getByRole("link", { name: "Ver memória de cálculo (PDF)" }).count())
      .toBe(0);
    await mine.getByRole("link", { name: "Ver planos" }).click();
    await lawyer.page.waitForURL(`${baseURL()}/assinatura?area=revisaconecta#planos-revisaconecta`);
    await expect
      .poll(() =>
        lawyer.page
          .getByRole("region", { name: "Planos RevisaConecta" })
          .getByRole("button", { name: "Assinar Starter" })
          .isVisible(),
      )
      .toBe(true);

    // On Starter (local test checkout) the laudo opens.
    await subscribeWithTestCheckout(lawyer.context, lawyer.page, "starter");
    await lawyer.page.goto("/meus-casos");
    await expect
      .poll(() => mine.getByText("Memória de cálculo anexada pelo cliente").isVisible())
      .toBe(true);
    const href = await mine
      .getByRole("link", { name: "Ver memória de cálculo (PDF)" })
      .getAttribute("href");
    const res = await lawyer.context.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const lawyerText = pdfText(Buffer.from(await res.body()));
    expect(lawyerText).toContain(
      "Total pago a mais (parcelas pagas e não prescritas): R$ 2.088,60.",
    );
    expect(lawyerText).toContain(code.match(/.{4}/g)!.join("-"));
    await lawyer.context.close();
  });
});
