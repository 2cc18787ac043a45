// Chromium from Debian (/usr/bin/chromium) driven by playwright-core; never a downloaded browser.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh context (own cookies) at the phone size we design for first: 360×800. */
export async function newPhone(
  browser: Browser,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    viewport: { width: 360, height: 800 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  return { context, page };
}

export async function newDesktop(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    viewport: { width: 1280, height: 900 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  const page = await context.newPage();
  return { context, page };
}

export const baseURL = () => inject("baseURL");

/** Subscribes the signed-in context to a plan through the local "Pagamento de teste" checkout. */
export async function subscribeWithTestCheckout(
  context: BrowserContext,
  page: Page,
  planName: string,
): Promise<void> {
  const res = await context.request.post("/api/billing/create-checkout", {
    data: { planName },
    headers: { origin: inject("baseURL") },
  });
  if (res.status() !== 200)
    throw new Error(`create-checkout respondeu ${res.status()}: ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
  await page.waitForURL(/\/assinatura/);
}
