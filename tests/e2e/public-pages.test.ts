// Issue "Journeys a newcomer finishes" item 4: public pages that work on first sight. axe-core
// (WCAG 2.1 A/AA rules) at 360 × 800 on every public page, with no serious or critical finding;
// the public-servant page's main button legible; the 404's spec heading marked as English with a
// pt-BR line and title; the signed-in header in one row at 1280 px; at 200 % zoom on a phone
// (180 CSS px) the menu button stays on screen. Screenshots go to /tmp/journeys-shots.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession } from "../support/factories";

const SHOTS = "/tmp/journeys-shots";
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Every page a visitor reaches without an account (SPEC §2's public routes). */
const PUBLIC_PAGES = [
  "/",
  "/calculadora-online-juros",
  "/blog",
  "/blog-descubraseguros",
  "/blog-organize-suas-despesas",
  "/blog-empresta-cartao",
  "/blog-juros-abusivos-veiculos",
  "/blog-credito-quando-utilizar",
  "/politica-privacidade",
  "/termos-de-uso",
  "/revisaconecta",
  "/auth",
  "/auth?modo=cadastro",
  "/auth-revisaconecta",
  "/auth-revisaconecta?modo=cadastro",
  "/esqueci-minha-senha",
  "/redefinir-senha",
  "/solicitar-ajuda-juridica",
  "/solicitacao-enviada",
  "/obrigado-contato",
  "/lp-servidor-publico",
  "/curso-reducao-consignado",
  "/not-authorized",
  "/pagina-que-nao-existe",
];

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's serious and critical findings on the page as it is now. */
async function axeFindings(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
  });
}

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("public pages at 360 × 800", () => {
  let axeContext: BrowserContext;
  let axePage: Page;
  beforeAll(async () => {
    // bypassCSP: the page's CSP (rightly) refuses the injected axe script.
    axeContext = await browser.newContext({
      baseURL: inject("baseURL"),
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
      bypassCSP: true,
      reducedMotion: "reduce",
    });
    axePage = await axeContext.newPage();
  });
  afterAll(async () => {
    await axeContext?.close();
  });

  it.each(PUBLIC_PAGES)("axe finds nothing serious or critical on %s", async (path) => {
    await axePage.goto(path);
    await axePage.waitForLoadState("networkidle");
    const found = await axeFindings(axePage);
    if (path === "/blog")
      await axePage.screenshot({ path: `${SHOTS}/item4-after-blog-axe.png`, fullPage: true });
    expect(found).toEqual([]);
  });

  it("the public-servant page's main button is legible (not white on white)", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/lp-servidor-publico");
    const button = page.getByRole("link", { name: "Comparar minha taxa grátis" });
    const colours = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(colours.color).not.toBe(colours.background);
    expect(colours.color).not.toBe("rgb(255, 255, 255)");
    await page.screenshot({ path: `${SHOTS}/item4-after-lp-servidor-button.png` });
    await context.close();
  });

  it("the 404 keeps the spec's heading in English, with a pt-BR line and a pt-BR title", async () => {
    const { page, context } = await newPhone(browser);
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1, name: "Oops! Page not found" });
    expect(await heading.getAttribute("lang")).toBe("en");
    expect(await page.getByText("Página não encontrada", { exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toBe("Página não encontrada — RevisaFácil");
    await page.screenshot({ path: `${SHOTS}/item4-after-404.png` });
    await context.close();
  });
});

describe("header", () => {
  it("signed in at 1280 px: one row", async () => {
    const session = await apiSession(baseURL(), {
      email: `um-endereco-bem-comprido-de-teste-${Date.now().toString(36)}@e2e.test`,
    });
    const { page, context } = await newDesktop(browser);
    await context.addCookies([session.cookie]);
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Minhas análises" }).waitFor();
    // One row: every visible link and button of the bar shares one vertical band.
    const spread = await banner.evaluate((header) => {
      const centres = [...header.querySelectorAll<HTMLElement>("a, button")]
        .filter((el) => el.offsetParent !== null && !el.classList.contains("sr-only"))
        .map((el) => {
          const r = el.getBoundingClientRect();
          return r.top + r.height / 2;
        });
      return Math.max(...centres) - Math.min(...centres);
    });
    const height = (await banner.boundingBox())?.height ?? 0;
    await page.screenshot({ path: `${SHOTS}/item4-after-header-1280.png` });
    expect(spread).toBeLessThan(8);
    expect(height).toBeLessThan(80);
    await context.close();
  });

  it("at 200 % zoom on a phone (180 CSS px wide) the menu button stays on screen", async () => {
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      viewport: { width: 180, height: 400 },
      deviceScaleFactor: 4,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    const page = await context.newPage();
    await page.goto("/politica-privacidade");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    const box = await toggle.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(180);
    await page.screenshot({ path: `${SHOTS}/item4-after-zoom-200.png` });
    await toggle.click();
    expect(await page.getByRole("button", { name: "Fechar menu" }).isVisible()).toBe(true);
    await context.close();
  });
});
