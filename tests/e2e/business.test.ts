// Issue 10 (tracker #12) in Chromium: the sitemap and robots.txt, JSON-LD checked field by field
// against the schema.org types search engines read (Organization, Article, FAQPage), canonical
// links, the CSP, the one-host redirect, the terms of use, the RevisaConecta page, the calculator
// result carried into a new account, the lawyer's confirmation before "Selecionar caso" and the
// free lawyer's contact e-mail. A second server with SMTP covers the lawyer password reset and
// the subscription e-mails.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

// The machine is shared (load well above its 2 cores): server round trips get 10 s, not 1 s.
const eventually = <T>(fn: () => T | Promise<T>) =>
  expect.poll(fn, { timeout: 10_000, interval: 100 });
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";
import { confirmationLinkIn, confirmInBrowser } from "../support/confirm-account";
import { linkIn, startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2}))?$/;

type Ld = Record<string, unknown>;
/** Every JSON-LD block of the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Ld[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Ld);
}
const ofType = (blocks: Ld[], type: string) => blocks.filter((b) => b["@type"] === type);
const isAbsolute = (u: unknown) => typeof u === "string" && u.startsWith(`${baseURL()}/`);

function expectOrganization(org: Ld | undefined) {
  expect(org).toBeDefined();
  expect(org!["@context"]).toBe("https://schema.org");
  expect(org!.name).toBe("RevisaFácil");
  expect(org!.url).toBe(`${baseURL()}/`);
  expect(isAbsolute(org!.logo)).toBe(true);
  expect((org!.sameAs as string[]).every((u) => u.startsWith("https://"))).toBe(true);
}

function expectFaqPage(faq: Ld | undefined, visibleQuestions: string[]) {
  expect(faq).toBeDefined();
  expect(faq!["@context"]).toBe("https://schema.org");
  const entities = faq!.mainEntity as Array<{
    "@type": string;
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }>;
  expect(entities.length).toBeGreaterThan(0);
  for (const q of entities) {
    expect(q["@type"]).toBe("Question");
    expect(q.name.length).toBeGreaterThan(0);
    expect(q.acceptedAnswer["@type"]).toBe("Answer");
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
  }
  // Google: the marked-up questions must be the ones on the page.
  expect(entities.map((q) => q.name)).toEqual(visibleQuestions);
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

describe("search engines", () => {
  it("/sitemap.xml is a valid urlset of the public pages only, each answering 200, and robots.txt points to it", async () => {
    const { page, context } = await newPhone(browser);
    const response = await page.request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    // Parsed by the browser's XML parser: a well-formed document in the sitemaps.org namespace.
    await page.goto("/");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const root = doc.documentElement;
      const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const urls = Array.from(root.getElementsByTagNameNS(NS, "url")).map((url) => ({
        children: Array.from(url.children).map((c) => c.localName),
        loc: url.getElementsByTagNameNS(NS, "loc")[0]?.textContent ?? null,
        lastmod: url.getElementsByTagNameNS(NS, "lastmod")[0]?.textContent ?? null,
        changefreq: url.getElementsByTagNameNS(NS, "changefreq")[0]?.textContent ?? null,
        priority: url.getElementsByTagNameNS(NS, "priority")[0]?.textContent ?? null,
      }));
      return { error, rootName: root.localName, rootNs: root.namespaceURI, urls };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.rootName).toBe("urlset");
    expect(parsed.rootNs).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = parsed.urls.map((u) => u.loc!);
    // Sitemap protocol: loc required, absolute, < 2,048 chars, unique; the optional fields well-formed.
    for (const url of parsed.urls) {
      expect(
        url.children.every((c) => ["loc", "lastmod", "changefreq", "priority"].includes(c)),
      ).toBe(true);
      expect(url.loc!.startsWith(`${baseURL()}/`)).toBe(true);
      expect(url.loc!.length).toBeLessThan(2048);
      if (url.lastmod) expect(url.lastmod).toMatch(ISO_DATE);
      expect(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]).toContain(
        url.changefreq,
      );
      expect(Number(url.priority)).toBeGreaterThanOrEqual(0);
      expect(Number(url.priority)).toBeLessThanOrEqual(1);
    }
    expect(new Set(locs).size).toBe(locs.length);
    const paths = locs.map((l) => new URL(l).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/calculadora-online-juros",
        "/blog",
        "/blog-descubraseguros",
        "/blog-organize-suas-despesas",
        "/blog-empresta-cartao",
        "/blog-juros-abusivos-veiculos",
        "/blog-credito-quando-utilizar",
        "/blog-taxa-media-banco-central",
        "/blog-teto-consignado-inss",
        "/blog-busca-e-apreensao-liminar",
        "/blog-notificacao-atraso-financiamento",
        "/blog-cobranca-indevida-devolucao-em-dobro",
        "/politica-privacidade",
        "/termos-de-uso",
        "/revisaconecta",
        "/lp-servidor-publico",
        "/curso-reducao-consignado",
      ]),
    );
    // No private page, no paywalled legal topic or paid FAQ.
    for (const p of paths)
      expect(p).not.toMatch(
        /^\/(assinatura|minha-conta|informacoes-juridicas|modelos-documentos|admin|meus-casos|oportunidades)/,
      );
    for (const loc of locs) expect((await page.request.get(loc)).status(), loc).toBe(200);

    const robots = await page.request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    expect(text).toContain("Disallow: /assinatura");
    expect(text).toContain("Disallow: /informacoes-juridicas");
    await context.close();
  });

  it("JSON-LD: Organization site-wide, FAQPage on the landing, Article on an article; canonical links; no CSP violation", async () => {
    const { page, context } = await newDesktop(browser);
    const violations = watchCsp(page);

    await page.goto("/");
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute("href"))
      .toBe(`${baseURL()}/`);
    let blocks = await jsonLd(page);
    expectOrganization(ofType(blocks, "Organization")[0]);
    const faqSection = page.getByRole("region", { name: "Perguntas frequentes" });
    const questions = await faqSection.locator("summary").allTextContents();
    expectFaqPage(
      ofType(blocks, "FAQPage")[0],
      questions.map((q) => q.trim()),
    );
    // Data blocks are not executed, so the CSP (nonce on fresh pages, hashes on cached ones) lets
    // them be; the console must not report any violation (checked at the end).

    await page.goto("/blog-juros-abusivos-veiculos?utm_source=teste");
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute("href"))
      .toBe(`${baseURL()}/blog-juros-abusivos-veiculos`);
    blocks = await jsonLd(page);
    expectOrganization(ofType(blocks, "Organization")[0]);
    const article = ofType(blocks, "Article")[0]!;
    const h1 = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(article["@context"]).toBe("https://schema.org");
    expect(article.headline).toBe(h1.slice(0, 110));
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
    expect((article.image as string[]).every(isAbsolute)).toBe(true);
    expect(article.datePublished).toMatch(ISO_DATE);
    expect(article.dateModified).toMatch(ISO_DATE);
    expect((article.author as Ld)["@type"]).toBe("Organization");
    expect((article.author as Ld).name).toBe("Equipe RevisaFácil");
    expect((article.mainEntityOfPage as Ld)["@id"]).toBe(
      `${baseURL()}/blog-juros-abusivos-veiculos`,
    );
    // The paid legal FAQ is not marked up: a visitor's /informacoes-juridicas has no FAQPage.
    await page.goto("/informacoes-juridicas");
    expect(ofType(await jsonLd(page), "FAQPage")).toHaveLength(0);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("sends GET on another host to APP_URL's host; POST and /healthz are left alone", async () => {
    const port = new URL(baseURL()).port;
    const call = (method: string, p: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port, path: p, method, headers: { host: `localhost:${port}` } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        );
        req.on("error", reject);
        req.end();
      });
    expect(await call("GET", "/assinatura?origem=checkout")).toEqual({
      status: 301,
      location: `${baseURL()}/assinatura?origem=checkout`,
    });
    expect(await call("HEAD", "/")).toEqual({ status: 301, location: `${baseURL()}/` });
    expect((await call("GET", "/healthz")).status).toBe(200);
    expect((await call("POST", "/api/billing/create-checkout")).status).not.toBe(301);
  });
});

describe("terms, RevisaConecta page and sign-up", () => {
  it("/termos-de-uso from the footer: withdrawal, billing, OAB rules, the consumer's forum, company data, prices from the config", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" }).click();
    await page.waitForURL(`${baseURL()}/termos-de-uso`);
    await eventually(() =>
      page.getByRole("heading", { level: 1, name: "Termos de Uso" }).isVisible(),
    ).toBe(true);
    for (const heading of [
      "Limites da análise",
      "Planos e preços",
      "Cobrança, renovação e cancelamento",
      "Direito de arrependimento (7 dias)",
      "Regras para advogados (RevisaConecta)",
      "Lei aplicável e foro",
    ]) {
      await expect
        .poll(() =>
          main(page)
            .getByRole("heading", { level: 2, name: new RegExp(heading.replace(/[()]/g, "\\$&")) })
            .isVisible(),
        )
        .toBe(true);
    }
    const text = await main(page).innerText();
    expect(text).toContain("Não é consultoria nem parecer jurídico");
    expect(text).toContain("desistir em até 7 dias");
    expect(text).toContain("foro do domicílio do consumidor (CDC art. 101, I)");
    expect(text).toContain("Básico — R$ 19,90/mês");
    expect(text).toContain("Master — R$ 99,90/mês");
    expect(text).toContain("Razão social: RevisaFácil Tecnologia Ltda.");
    await context.close();
  });

  it("the landing leads lawyers to /revisaconecta: how selection works, OAB rules, plans from the config, FAQ (FAQPage)", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/");
    await page.getByRole("link", { name: "Conhecer o RevisaConecta" }).click();
    await page.waitForURL(`${baseURL()}/revisaconecta`);
    // A client navigation changes the URL before the new page renders: wait for its heading.
    await page.getByRole("heading", { level: 1, name: "RevisaConecta" }).waitFor();
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Como funciona a seleção de casos" }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("heading", { name: "Regras da OAB que seguimos" }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(
            "Planos vendem ferramentas, não clientes: 10 seleções por mês para todo advogado verificado, em qualquer plano; nenhum plano garante casos ou contratações.",
          )
          .isVisible(),
      )
      .toBe(true);
    const plans = page.locator("section#planos-revisaconecta");
    // D17 (§7.18): the same 10 for everyone; Starter and Master add tools.
    await expect
      .poll(() =>
        plans
          .getByText(
            "Planos vendem ferramentas, não clientes: 10 seleções por mês para todo advogado verificado, em qualquer plano. Starter e Master acrescentam suporte prioritário, laudo dos casos selecionados, anotações e exportação. Cancele quando quiser.",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => plans.getByText("Anotações nos casos").count()).toBe(2);
    await expect.poll(() => plans.getByText("Exportação dos casos (CSV)").count()).toBe(2);
    await expect.poll(() => plans.getByText("R$ 49,90").isVisible()).toBe(true);
    await expect.poll(() => plans.getByText("R$ 99,90").isVisible()).toBe(true);
    const questions = (
      await page
        .getByRole("region", { name: "Perguntas frequentes" })
        .locator("summary")
        .allTextContents()
    ).map((q) => q.trim());
    expectFaqPage(ofType(await jsonLd(page), "FAQPage")[0], questions);
    // Signed out, a lawyer plan's "Assinar" is the lawyer sign-up with the plan, then its checkout.
    await plans.getByRole("button", { name: "Assinar Starter" }).click();
    await page.waitForURL(`${baseURL()}/auth-revisaconecta?modo=cadastro&plano=starter`);
    await eventually(() =>
      page.getByRole("heading", { name: "Cadastro no RevisaConecta" }).isVisible(),
    ).toBe(true);
    await expect
      .poll(() => main(page).getByRole("link", { name: "Termos de Uso" }).getAttribute("href"))
      .toBe("/termos-de-uso#advogados");
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "Plano escolhido: Starter — R$ 49,90/mês. Depois de entrar, você segue direto para o pagamento.",
          )
          .isVisible(),
      )
      .toBe(true);
    await main(page).getByLabel("Nome completo").fill("Dra. Plano Starter");
    await main(page).getByLabel("E-mail").fill(uniqueEmail("advogada-starter"));
    await main(page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await page.waitForURL(/\/pagamento-teste\/cs_test_/, { timeout: 15_000 });
    await expect.poll(() => page.getByText("R$ 49,90/mês").isVisible()).toBe(true);
    await context.close();
  });

  it("a calculator result is carried into the new account: the dashboard form starts filled", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/calculadora-online-juros");
    await page.getByLabel("Tipo de contrato").selectOption({ label: "Empréstimo Pessoal" });
    await page.getByLabel("Mês", { exact: true }).selectOption({ label: "jul" });
    await page.getByLabel("Ano", { exact: true }).selectOption("2025");
    await page.getByRole("button", { name: "Calcular" }).click();
    await eventually(() =>
      page.getByRole("heading", { name: "Resultado da análise" }).isVisible(),
    ).toBe(true);
    await page.getByRole("link", { name: "Criar conta grátis" }).click();
    await page.waitForURL(/\/auth\?modo=cadastro/);
    await main(page).getByLabel("E-mail").fill(uniqueEmail("calculadora"));
    await main(page).getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await page.waitForURL(`${baseURL()}/`, { timeout: 15_000 });
    const form = page.getByRole("region", { name: "Dados do contrato" });
    await eventually(() => form.getByLabel("Tipo de contrato").inputValue()).toBe(
      "emprestimo_pessoal",
    );
    await expect.poll(() => form.getByLabel("Mês", { exact: true }).inputValue()).toBe("7");
    await expect.poll(() => form.getByLabel("Ano", { exact: true }).inputValue()).toBe("2025");
    // Once: a reload starts empty.
    await page.reload();
    await eventually(() => form.getByLabel("Tipo de contrato").inputValue()).toBe("");
    await context.close();
  });
});

describe("lawyers", () => {
  it("'Selecionar caso' asks first, naming what it uses of the month; a free lawyer's footer gives a contact e-mail", async () => {
    const city = `Ibiraçu ${Date.now().toString(36)}`;
    const consumer = new URLSearchParams({
      nome: "Caio Consumidor",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("caio"),
      telefone: "(27) 99333-4444",
      descricao: "Financiamento de veículo com taxa bem acima da média do Banco Central.",
      consentimento: "sim",
    });
    const sent = await fetch(`${baseURL()}/solicitar-ajuda-juridica`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL() },
      body: consumer,
    });
    expect(sent.status).toBe(302);

    const { page, context } = await newDesktop(browser);
    const email = uniqueEmail("advogada");
    await page.goto("/auth-revisaconecta?modo=cadastro");
    await main(page).getByLabel("Nome completo").fill("Dra. Confirma Seleção");
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("advocacia-parceira-9");
    await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
    // Free plan: no support form, the contact e-mail instead.
    const contact = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Contato: contato@revisafacil.com.br" });
    await expect.poll(() => contact.getAttribute("href")).toBe("mailto:contato@revisafacil.com.br");
    await expect
      .poll(() =>
        page.getByRole("contentinfo").getByRole("link", { name: "Suporte", exact: true }).count(),
      )
      .toBe(0);

    const profile = page.getByRole("region", { name: "Seu perfil" });
    await profile.getByLabel("Número na OAB").fill("445566");
    await profile.getByLabel("Seccional (UF) da OAB").selectOption("ES");
    await profile.getByRole("button", { name: "Salvar perfil" }).click();
    await eventually(() => page.getByText("Perfil atualizado!", { exact: true }).isVisible()).toBe(
      true,
    );
    const admin = await newDesktop(browser);
    await admin.context.addCookies([(await apiSession(baseURL(), E2E_ADMIN)).cookie]);
    await admin.page.goto("/admin-dashboard/advogados");
    await admin.page
      .getByRole("region", { name: /^Aguardando verificação/ })
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByRole("button", { name: /^Verificar inscrição de / })
      .click();
    await eventually(() =>
      admin.page.getByText("Inscrição verificada.", { exact: true }).isVisible(),
    ).toBe(true);
    await admin.context.close();

    await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `${city}/ES`, exact: true }) });
    await card.getByRole("button", { name: "Selecionar caso" }).click();
    const dialog = page.getByRole("dialog", { name: `Selecionar o caso de ${city}/ES?` });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(
            "Você já usou 0 de 10 seleções neste mês. Esta seleção usa 1; depois dela, restarão 9.",
          )
          .isVisible(),
      )
      .toBe(true);
    // Focus stays in the dialog; Escape closes it and nothing is selected.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await eventually(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText("Vagas: 3 de 3").isVisible()).toBe(true);

    await card.getByRole("button", { name: "Selecionar caso" }).click();
    await dialog.getByRole("button", { name: "Confirmar seleção" }).click();
    await eventually(() => card.getByText("Selecionado por você").isVisible()).toBe(true);
    await expect.poll(() => card.getByText("Vagas: 2 de 3").isVisible()).toBe(true);
    await context.close();
  });
});

describe("with SMTP: lawyer password reset and the subscription e-mails", () => {
  let smtp: SmtpCapture;
  let server: ChildProcess;
  let dataDir: string;
  let base: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-business-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(
      port,
      dataDir,
      { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: "1000" },
      inject("buildDir"),
    );
    await waitForHealth(base, server, 110_000);
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const page360 = async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    return { context, page: await context.newPage() };
  };
  // Subjects with accents arrive as MIME encoded-words (RFC 2047): decode Q and B forms.
  const decodeWords = (header: string) =>
    header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const subjectsTo = (email: string) =>
    smtp.mails
      .filter((m) => m.to.includes(email))
      .map((m) =>
        decodeWords(
          /^Subject: (.*(?:\r?\n[ \t].*)*)/m
            .exec(m.raw)?.[1]
            ?.replace(/\r?\n[ \t]/g, " ")
            .trim() ?? "",
        ),
      );

  it("'Esqueci minha senha' on /auth-revisaconecta resets the password and returns to the lawyer login", async () => {
    const { page, context } = await page360();
    const email = uniqueEmail("advogado-reset");
    await page.goto("/auth-revisaconecta?modo=cadastro");
    await main(page).getByLabel("Nome completo").fill("Dr. Esquecido");
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("senha-antiga-boa-1");
    let since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
    await confirmInBrowser(
      page,
      confirmationLinkIn(await smtp.waitFor(email, { since }), base),
      "senha-antiga-boa-1",
    );
    await page.waitForURL((url) => !url.pathname.startsWith("/confirmar-conta"));
    await context.clearCookies();

    await page.goto("/auth-revisaconecta");
    await main(page).getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL(`${base}/esqueci-minha-senha?area=revisaconecta`);
    await expect
      .poll(() =>
        main(page).getByRole("link", { name: "Voltar para o login" }).getAttribute("href"),
      )
      .toBe("/auth-revisaconecta");
    await main(page).getByLabel("E-mail").fill(email);
    since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Enviar link de redefinição" }).click();
    await page.goto(linkIn(await smtp.waitFor(email, { since }), `${base}/redefinir-senha?`));
    await main(page).getByLabel("Nova senha", { exact: true }).fill("senha-nova-boa-2");
    await main(page).getByLabel("Repita a nova senha").fill("senha-nova-boa-2");
    await main(page).getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL(`${base}/auth-revisaconecta`);
    await eventually(() =>
      page.getByText("Senha redefinida! Entre com a nova senha.").isVisible(),
    ).toBe(true);
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("senha-nova-boa-2");
    await main(page).getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(`${base}/oportunidades-advogados`);
    await context.close();
  });

  it("subscribing and cancelling send the 'started' and 'cancellation scheduled' e-mails", async () => {
    const { page, context } = await page360();
    const email = uniqueEmail("assinante-email");
    await page.goto("/auth?modo=cadastro");
    await main(page).getByLabel("E-mail").fill(email);
    await main(page).getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
    const since = smtp.mails.length;
    await main(page).getByRole("button", { name: "Criar conta" }).click();
    await confirmInBrowser(
      page,
      confirmationLinkIn(await smtp.waitFor(email, { since }), base),
      "Revisa#2025segura",
    );
    await page.waitForURL(`${base}/`);
    const checkout = await context.request.post("/api/billing/create-checkout", {
      data: { planName: "basico" },
      headers: { origin: base },
    });
    expect(checkout.status()).toBe(200);
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await page.waitForURL(/\/assinatura/);
    await eventually(() => subjectsTo(email)).toContain("Sua assinatura Básico está ativa");
    await page.goto("/assinatura");
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    await page
      .getByRole("dialog", { name: "Deseja realmente cancelar sua assinatura?" })
      .getByRole("button", { name: "SIM" })
      .click();
    await eventually(() => subjectsTo(email)).toContain("Cancelamento da sua assinatura agendado");
    await context.close();
  });
});
