// The signed-out header by keyboard, on desktop and in the phone menu (SPEC §2 "Header and footer").
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newDesktop, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LINKS = ["Blog", "Modelos de Documentos", "Informações Jurídicas", "Suporte"];

async function tabThrough(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    names.push(
      await page.evaluate(
        () =>
          (document.activeElement as HTMLElement | null)?.innerText.trim() ||
          document.activeElement?.getAttribute("aria-label") ||
          "",
      ),
    );
  }
  return names;
}

describe("header by keyboard", () => {
  it("reaches every header link in order on desktop", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/politica-privacidade");
    const names = await tabThrough(page, 8);
    expect(names).toEqual([
      "Pular para o conteúdo",
      "RevisaFácil",
      ...LINKS,
      "Login",
      "Cadastre-se",
    ]);
    await context.close();
  });

  it("skips to the content with the first Tab", async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto("/politica-privacidade");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.getByRole("link", { name: "Pular para o conteúdo" }).isVisible())
      .toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/#conteudo$/);
    await context.close();
  });

  it("opens the phone menu from the keyboard and reaches its links, each at least 44px tall", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/politica-privacidade");
    expect(await tabThrough(page, 3)).toEqual([
      "Pular para o conteúdo",
      "RevisaFácil",
      "Abrir menu",
    ]);
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Fechar menu" });
    await expect.poll(() => close.getAttribute("aria-expanded")).toBe("true");
    expect(await tabThrough(page, 6)).toEqual([...LINKS, "Login", "Cadastre-se"]);
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (const name of LINKS) {
      const box = await menu.getByRole("link", { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await close.click();
    await expect.poll(() => page.getByRole("navigation", { name: "Menu" }).count()).toBe(0);
    await context.close();
  });
});
