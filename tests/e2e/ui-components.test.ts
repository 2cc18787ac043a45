// Design-system behaviour in Chromium: the modal dialog's keyboard and focus contract and the
// toast's one-at-a-time rule and removal delay (SPEC §3/§9).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_REMOVE_DELAY } from "~/ui/toast";
import { launchBrowser } from "../support/browser";
import { uiHarnessHtml } from "../support/ui-harness";

let browser: Browser;
let html: string;
beforeAll(async () => {
  [browser, html] = await Promise.all([launchBrowser(), uiHarnessHtml()]);
});
afterAll(async () => {
  await browser?.close();
});

async function openHarness(options: { clock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    locale: "pt-BR",
  });
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.setContent(html);
  await page.getByRole("button", { name: "Excluir conta" }).waitFor();
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      label:
        el?.getAttribute("aria-label") ?? el?.getAttribute("name") ?? el?.textContent?.trim() ?? "",
      inDialog: Boolean(el?.closest("dialog")),
    };
  });

async function openDialog(page: Page) {
  const opener = page.getByRole("button", { name: "Excluir conta" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Excluir conta" });
  await dialog.waitFor();
  return dialog;
}

describe("Dialog", () => {
  it("opens as a labelled modal with focus on its first field", async () => {
    const page = await openHarness();
    const dialog = await openDialog(page);
    await expect.poll(() => dialog.getAttribute("aria-modal")).toBe("true");
    await expect
      .poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(":modal")))
      .toBe(true);
    await expect
      .poll(() => dialog.getByText("Esta ação não pode ser desfeita.").isVisible())
      .toBe(true);
    await expect.poll(() => focused(page)).toEqual({ label: "confirmacao", inDialog: true });
    await page.context().close();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const page = await openHarness();
    await openDialog(page);
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now.inDialog).toBe(true);
      order.push(now.label);
    }
    // From the field: Cancelar, Excluir, then back to the first (the X) and the field: a closed loop.
    expect(order).toEqual(["Cancelar", "Excluir", "Fechar", "confirmacao", "Cancelar", "Excluir"]);
    // Back from Excluir: Cancelar, field, X, then Shift+Tab on the first wraps to the last.
    for (const expected of ["Cancelar", "confirmacao", "Fechar"]) {
      await page.keyboard.press("Shift+Tab");
      await expect.poll(() => focused(page)).toEqual({ label: expected, inDialog: true });
    }
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => focused(page)).toEqual({ label: "Excluir", inDialog: true });
    await page.context().close();
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const page = await openHarness();
    const dialog = await openDialog(page);
    const overflow = () => page.evaluate(() => document.documentElement.style.overflow);
    expect(await overflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await overflow()).toBe("");
    await expect.poll(() => focused(page)).toEqual({ label: "Excluir conta", inDialog: false });
    await expect.poll(() => page.getByTestId("fechamentos").innerText()).toBe("1");
    // Opens again after closing.
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Excluir conta" }).waitFor();
    await page.context().close();
  });

  it("closes on a backdrop click but not on a click inside", async () => {
    const page = await openHarness();
    const dialog = await openDialog(page);
    await dialog.getByText("Esta ação não pode ser desfeita.").click();
    await dialog.getByRole("textbox", { name: "Digite EXCLUIR para confirmar" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focused(page)).toEqual({ label: "Excluir conta", inDialog: false });
    await expect.poll(() => page.getByTestId("fechamentos").innerText()).toBe("1");
    await page.context().close();
  });

  it("closes from its X and Cancelar buttons", async () => {
    const page = await openHarness();
    let dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await dialog.waitFor({ state: "hidden" });
    dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId("fechamentos").innerText()).toBe("2");
    await page.context().close();
  });
});

describe("Toast", () => {
  it("shows one toast at a time: a new one replaces the previous", async () => {
    const page = await openHarness();
    await page.getByRole("button", { name: "Aviso 1" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Primeiro aviso" }).isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Aviso 2" }).click();
    const status = page.getByRole("status").filter({ hasText: "Segundo aviso" });
    await status.waitFor();
    await expect.poll(() => status.getByText("Detalhes do segundo").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Primeiro aviso").count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Fechar aviso" }).count()).toBe(1);
    await page.getByRole("button", { name: "Aviso de erro" }).click();
    await page.getByRole("alert").filter({ hasText: "Erro" }).waitFor();
    await expect.poll(() => page.getByText("Segundo aviso").count()).toBe(0);
    await page.context().close();
  });

  it("keeps a dismissed toast in state until the 1,000,000 ms removal delay", async () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const page = await openHarness({ clock: true });
    await page.getByRole("button", { name: "Aviso 1" }).click();
    await page.getByRole("button", { name: "Fechar aviso" }).click();
    await expect.poll(() => page.getByText("Primeiro aviso").count()).toBe(0);
    const inState = page.getByTestId("avisos-no-estado");
    await expect.poll(() => inState.innerText()).toBe("1");
    await page.clock.runFor(TOAST_REMOVE_DELAY - 1_000);
    await expect.poll(() => inState.innerText()).toBe("1");
    await page.clock.runFor(2_000);
    await expect.poll(() => inState.innerText()).toBe("0");
    await page.context().close();
  });
});
