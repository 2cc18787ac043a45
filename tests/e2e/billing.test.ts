// Billing in a real browser on the local test provider (no Stripe key, as on a fresh machine):
// a free user subscribes to Básico from the dashboard in the "Pagamento de teste" checkout (new
// tab), sees the paid state, cancels through the dialog and the test portal, and is free again.
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = () => `assinante-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail();
  await page.goto("/auth?modo=cadastro");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${baseURL()}/`, { timeout: 15_000 });
  return email;
}

/** Holds a request until release() so the "in progress" state can be seen. */
function gate(page: Page, pattern: string) {
  let release!: () => void;
  const opened = new Promise<void>((r) => (release = r));
  void page.route(pattern, async (route: Route) => {
    await opened;
    await route.continue();
  });
  return { release: () => release() };
}

const lockCount = (page: Page) => page.getByRole("navigation", { name: "Principal" }).getByLabel("bloqueado").count();

describe("billing on the local test provider", () => {
  it("free user → Básico (new tab checkout) → paid state → cancel → back to gratuito", async () => {
    const { page, context } = await newDesktop(browser);
    await signUp(page);

    // The dashboard of a free user: locked header links and the plan cards.
    await expect.poll(() => page.locator("section#planos").isVisible()).toBe(true);
    expect(await lockCount(page)).toBe(4);
    const plans = page.locator("section#planos");
    const basico = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Básico" }) });
    expect(await basico.getByText("Mais Popular").isVisible()).toBe(true);
    expect(await basico.getByText("R$ 19,90").isVisible()).toBe(true);
    expect(await basico.getByText("Até 10 análises por mês").isVisible()).toBe(true);
    const premium = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Premium" }) });
    expect(await premium.getByText("R$ 29,90").isVisible()).toBe(true);
    expect(await premium.getByText("Análises ilimitadas").isVisible()).toBe(true);
    expect(await premium.getByText("Suporte prioritário").isVisible()).toBe(true);

    // Checkout opens in a new tab; the button says 'Processando...' while the call runs.
    const checkoutCall = gate(page, "**/api/billing/create-checkout");
    const popupPromise = context.waitForEvent("page");
    await basico.getByRole("button", { name: "Assinar Básico" }).click();
    await expect.poll(() => basico.getByRole("button", { name: "Processando..." }).isVisible()).toBe(true);
    checkoutCall.release();
    const checkout = await popupPromise;
    await checkout.waitForURL(/\/pagamento-teste\/cs_test_/);
    await expect.poll(() => checkout.getByRole("heading", { name: "Pagamento de teste" }).isVisible()).toBe(true);
    expect(await checkout.getByText("R$ 19,90/mês").isVisible()).toBe(true);
    await checkout.getByRole("button", { name: "Confirmar pagamento de teste" }).click();

    // Back in the product (the checkout's tab): the plan is Básico everywhere, no new login.
    await checkout.waitForURL(/\/assinatura\?status=atualizado/);
    await expect.poll(() => checkout.getByText("Status da assinatura atualizado!").isVisible()).toBe(true);
    await expect.poll(() => checkout.getByText("Acesso pago até", { exact: false }).isVisible()).toBe(true);
    expect(await lockCount(checkout)).toBe(0);
    expect(await checkout.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).isVisible()).toBe(true);
    await checkout.close();

    // The dashboard tab re-reads the plan when the person comes back to it: no reload, no login.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => lockCount(page)).toBe(0);
    await expect.poll(() => page.locator("section#planos").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Suporte ao assinante" }).isVisible()).toBe(true);

    // Cancel from the dashboard: the dialog, NÃO keeps it, SIM shows 'Redirecionando...' and goes to the portal.
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    const dialog = page.getByRole("dialog", { name: "Deseja realmente cancelar sua assinatura?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "NÃO" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    const portalCall = gate(page, "**/api/billing/customer-portal");
    await dialog.getByRole("button", { name: "SIM" }).click();
    await expect.poll(() => dialog.getByRole("button", { name: "Redirecionando..." }).isVisible()).toBe(true);
    portalCall.release();
    await page.waitForURL(/\/pagamento-teste\/portal\/bps_test_/);
    expect(await page.getByText("Plano Básico — R$ 19,90/mês").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();

    await page.waitForURL(/\/assinatura\?status=atualizado/);
    await expect.poll(() => page.getByText("Status da assinatura atualizado!").isVisible()).toBe(true);
    expect(await page.getByText("Sem assinatura").isVisible()).toBe(true);
    expect(await lockCount(page)).toBe(4);
    await page.goto("/");
    await expect.poll(() => page.locator("section#planos").isVisible()).toBe(true);
    expect(await lockCount(page)).toBe(4);
    await context.close();
  });

  it("sends a signed-out visitor who picks a plan to /auth with the §8 message", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/");
    const plans = page.locator("section#planos");
    await plans.getByRole("button", { name: "Assinar Premium" }).click();
    await page.waitForURL(`${baseURL()}/auth`);
    await expect.poll(() => page.getByText("Você precisa estar logado para assinar um plano.").isVisible()).toBe(true);
    await context.close();
  });

  it("answers the billing endpoints in pt-BR, never with 500", async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${baseURL()}${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

    const signedOut = await post("/api/billing/create-checkout", JSON.stringify({ planName: "basico" }));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Você precisa estar logado para assinar um plano." });

    const get = await fetch(`${baseURL()}/api/billing/create-checkout`);
    expect(get.status).toBe(405);

    // No Stripe key: there is no Stripe webhook to receive.
    const webhook = await post("/api/stripe/webhook", "{}", { "stripe-signature": "t=1,v1=abc" });
    expect(webhook.status).toBe(404);

    const unknownSession = await fetch(`${baseURL()}/pagamento-teste/cs_test_nao_existe`);
    expect(unknownSession.status).toBe(410);
  });

  it("validates the create-checkout body for a signed-in user", async () => {
    const { page, context } = await newDesktop(browser);
    await signUp(page);
    const call = (body: string) =>
      page.evaluate(async (b) => {
        const r = await fetch("/api/billing/create-checkout", { method: "POST", headers: { "content-type": "application/json" }, body: b });
        return { status: r.status, body: (await r.json()) as unknown };
      }, body);
    expect(await call(JSON.stringify({ planName: "ouro" }))).toEqual({ status: 400, body: { error: "Plano inválido." } });
    expect(await call("não é json")).toEqual({ status: 400, body: { error: "Plano inválido." } });
    expect(await call(JSON.stringify({ planName: "starter" }))).toMatchObject({ status: 403 });
    const ok = await call(JSON.stringify({ planName: "premium", priceId: "price_do_navegador_ignorado" }));
    expect(ok.status).toBe(200);
    expect((ok.body as { url: string }).url).toMatch(/\/pagamento-teste\/cs_test_/);
    await context.close();
  });
});
