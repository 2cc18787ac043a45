// The blog (SPEC §2 "Blog", §4, §9) in Chromium against the production server: filters,
// pagination, page reset on category change, the ten article routes (the five once "Em breve"
// included: issue 24; the "Em breve" card itself is covered in tests/integration/blog.test.ts),
// the footer without Suporte, and the same flows with JavaScript turned off.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";

const FILTERS = [
  "Todos",
  "Revisão de Juros",
  "Busca e Apreensão",
  "Direitos do Consumidor",
  "Dicas Jurídicas",
];
const ARTICLES = [
  [
    "/blog-cobranca-indevida-devolucao-em-dobro",
    "Cobrança indevida: quando você tem direito à devolução em dobro",
  ],
  [
    "/blog-notificacao-atraso-financiamento",
    "Notificação de atraso no financiamento: como agir antes da ação",
  ],
  [
    "/blog-busca-e-apreensao-liminar",
    "Busca e apreensão do veículo: o que acontece depois da liminar",
  ],
  ["/blog-teto-consignado-inss", "Consignado do INSS: o teto de juros e a revisão do contrato"],
  [
    "/blog-taxa-media-banco-central",
    "Taxa média do Banco Central: o que é e como consultar a do seu contrato",
  ],
  [
    "/blog-juros-abusivos-veiculos",
    "Juros abusivos no financiamento de veículos: como comparar com a taxa média do Banco Central",
  ],
  [
    "/blog-descubraseguros",
    "Descubra os seguros escondidos no seu contrato: seguro prestamista e venda casada",
  ],
  [
    "/blog-empresta-cartao",
    "Emprestar o cartão e o cartão consignado RMC: armadilhas que custam caro",
  ],
  [
    "/blog-credito-quando-utilizar",
    "Crédito: quando faz sentido usar e como escolher a modalidade mais barata",
  ],
  [
    "/blog-organize-suas-despesas",
    "Organize suas despesas: um orçamento doméstico simples para sair do aperto",
  ],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Categorias" }).getByRole("button", { name, exact: true });
const pressed = async (page: Page) => {
  const out: string[] = [];
  for (const name of FILTERS)
    if ((await filter(page, name).getAttribute("aria-pressed")) === "true") out.push(name);
  return out;
};

async function checkListFlows(page: Page) {
  await page.goto("/blog");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Blog RevisaFácil");
  expect(await pressed(page)).toEqual(["Todos"]);
  await expect.poll(() => cards(page).count()).toBe(6);
  await expect.poll(() => page.getByText("Mostrando 1–6 de 10 artigos").isVisible()).toBe(true);
  // Page 1: the six newest articles, newest first, each with its link; no "Em breve" card left.
  await expect
    .poll(() => cards(page).getByRole("heading").allTextContents())
    .toEqual(ARTICLES.slice(0, 6).map(([, title]) => title));
  await expect.poll(() => page.getByRole("link", { name: /^Ler artigo:/ }).count()).toBe(6);
  await expect.poll(() => page.getByRole("button", { name: "Em breve" }).count()).toBe(0);

  // Numbered pagination and next/previous.
  const pagination = page.getByRole("navigation", { name: "Paginação" });
  await expect.poll(() => pagination.locator("[aria-current=page]").textContent()).toBe("Página 1");
  await pagination.getByRole("link", { name: "Próxima" }).click();
  await page.waitForURL(`${baseURL()}/blog?pagina=2`);
  await page.getByText("Mostrando 7–10 de 10 artigos").waitFor();
  await expect
    .poll(() => cards(page).getByRole("heading").allTextContents())
    .toEqual(ARTICLES.slice(6).map(([, title]) => title));
  await expect.poll(() => page.getByRole("link", { name: /^Ler artigo:/ }).count()).toBe(4);
  await expect.poll(() => page.getByRole("button", { name: "Em breve" }).count()).toBe(0);
  await expect.poll(() => pagination.getByRole("link", { name: "Próxima" }).count()).toBe(0);
  await pagination.getByRole("link", { name: "Página 1" }).click();
  await page.waitForURL(`${baseURL()}/blog`);
  await page.getByText("Mostrando 1–6 de 10 artigos").waitFor();
  await pagination.getByRole("link", { name: "Página 2" }).click();
  await page.getByText("Mostrando 7–10 de 10 artigos").waitFor();

  // From page 2, choosing a category starts again on page 1 (SPEC §4).
  await filter(page, "Revisão de Juros").click();
  await page.waitForURL(`${baseURL()}/blog?categoria=revisao-de-juros`);
  await page.getByText("Mostrando 1–3 de 3 artigos").waitFor();
  expect(await pressed(page)).toEqual(["Revisão de Juros"]);
  for (const card of await cards(page).all())
    await expect.poll(() => card.getByText("Revisão de Juros", { exact: true }).count()).toBe(1);
  await expect.poll(() => page.getByRole("navigation", { name: "Paginação" }).count()).toBe(0);

  await filter(page, "Busca e Apreensão").click();
  await page.getByText("Mostrando 1–2 de 2 artigos").waitFor();
  expect(await pressed(page)).toEqual(["Busca e Apreensão"]);
  // Issue 24: this filter lists real articles now, each one a link.
  await expect.poll(() => page.getByRole("link", { name: /^Ler artigo:/ }).count()).toBe(2);
  await expect.poll(() => page.getByRole("button", { name: "Em breve" }).count()).toBe(0);

  await filter(page, "Todos").click();
  await page.getByText("Mostrando 1–6 de 10 artigos").waitFor();
  expect(await pressed(page)).toEqual(["Todos"]);
}

describe("blog list", () => {
  it("filters, paginates and resets to page 1 on a new category (phone, JavaScript on)", async () => {
    const { page, context } = await newPhone(browser);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await checkListFlows(page);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("does the same with JavaScript turned off", async () => {
    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await checkListFlows(page);
    for (const [path, title] of [ARTICLES[2], ARTICLES[7]]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    }
    await context.close();
  });

  it("shows 3 columns on desktop and 1 on phones", async () => {
    const desktop = await newDesktop(browser);
    await desktop.page.goto("/blog");
    const boxes = await Promise.all(
      [0, 1, 2, 3].map((i) => cards(desktop.page).nth(i).boundingBox()),
    );
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.y).toBe(boxes[2]!.y);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
    await desktop.context.close();

    const phone = await newPhone(browser);
    await phone.page.goto("/blog");
    const [a, b] = await Promise.all([0, 1].map((i) => cards(phone.page).nth(i).boundingBox()));
    expect(a!.x).toBe(b!.x);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await phone.context.close();
  });

  it("answers a bad query string with a clear message, never an error", async () => {
    const { page, context } = await newPhone(browser);
    const response = await page.goto("/blog?categoria=inexistente&pagina=abc");
    expect(response?.status()).toBe(200);
    await expect
      .poll(() =>
        page.getByText("Categoria não encontrada. Mostrando todos os artigos.").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page.getByText("Número de página inválido. Mostrando a primeira página.").isVisible(),
      )
      .toBe(true);
    expect(await pressed(page)).toEqual(["Todos"]);
    await page.goto("/blog?categoria=dicas-juridicas&pagina=5");
    await expect
      .poll(() => page.getByText("A página 5 não existe. Mostrando a página 1.").isVisible())
      .toBe(true);
    await expect.poll(() => cards(page).count()).toBe(2);
    await context.close();
  });
});

describe("blog articles", () => {
  it.each(ARTICLES)(
    "%s renders its article, the calculator CTA and a way back",
    async (path, title) => {
      const { page, context } = await newPhone(browser);
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await page.title()).toBe(`${title} — Blog RevisaFácil`);
      expect(
        (await page.locator('meta[name="description"]').getAttribute("content"))!.length,
      ).toBeGreaterThan(80);
      await expect.poll(() => page.getByText("Equipe RevisaFácil").first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^\d+ min de leitura$/).isVisible()).toBe(true);
      await expect
        .poll(() => page.locator("article time").textContent())
        .toMatch(/^\d{1,2} de [a-zç]+ de 2025$/);
      await expect.poll(() => page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
      // The illustration is served by the app itself (CSP img-src 'self').
      const image = page.locator("article header img");
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => (document.querySelector("article header img") as HTMLImageElement | null)?.complete,
      );
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      // No Suporte link in the footer of blog pages.
      await expect
        .poll(() =>
          page
            .getByRole("contentinfo")
            .getByRole("link", { name: "Política de Privacidade" })
            .count(),
        )
        .toBe(1);
      await expect
        .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
        .toBe(0);

      // The category badge leads to the list filtered by that category.
      await expect
        .poll(() => page.getByRole("article").getByRole("link").first().getAttribute("href"))
        .toMatch(/^\/blog\?categoria=[a-z-]+$/);

      await page.getByRole("link", { name: "Usar a calculadora gratuita" }).click();
      await page.waitForURL(`${baseURL()}/calculadora-online-juros`);
      await page.goBack();
      await page.getByRole("link", { name: "Voltar para o blog" }).click();
      await page.waitForURL(`${baseURL()}/blog`);
      expect(violations).toEqual([]);
      await context.close();
    },
  );

  it("the bank-reply claim (SPEC §9) is in the article on tied insurance", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/blog-descubraseguros");
    await expect
      .poll(() =>
        page
          .getByText("a ouvidoria deve dar uma resposta em até 10 dias úteis", { exact: false })
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it("a card's link opens its article; the landing card links to the newest article", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/blog");
    await page.getByRole("link", { name: `Ler artigo: ${ARTICLES[1][1]}` }).click();
    await page.waitForURL(`${baseURL()}${ARTICLES[1][0]}`);
    await page.goto("/");
    await page.getByRole("link", { name: "Ler artigo" }).click();
    await page.waitForURL(`${baseURL()}${ARTICLES[0][0]}`);
    // The URL changes as the navigation commits; the new page renders right after.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ARTICLES[0][1]);
    await context.close();
  });

  it("hides Suporte on the blog list while other public pages show it", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/calculadora-online-juros");
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
      .toBe(1);
    await page.goto("/blog");
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
      .toBe(0);
    await context.close();
  });
});
