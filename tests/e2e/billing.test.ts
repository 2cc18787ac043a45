// Billing in a real browser on the local test provider (no Stripe key, as on a fresh machine):
// a free user subscribes to Básico from the dashboard in the "Pagamento de teste" checkout (new
// tab), sees the paid state, cancels (D33: the plan stays until the end of the paid period, "Ativa
// até dd/mm/aaaa", "Manter assinatura"), and becomes gratuito when the test clock reaches the end.
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The machine is shared (load well above its 2 cores): server round trips get 10 s, not 1 s.
const eventually = <T>(fn: () => T | Promise<T>) =>
  expect.poll(fn, { timeout: 10_000, interval: 100 });
import {
  baseURL,
  launchBrowser,
  newDesktop,
  newPhone,
  subscribeWithTestCheckout,
} from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = () =>
  `assinante-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

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

const lockCount = (page: Page) =>
  page.getByRole("navigation", { name: "Principal" }).getByLabel("bloqueado").count();

describe("billing on the local test provider", () => {
  it("free user → Básico (new tab checkout) → paid state → cancel keeps Básico until the period end → gratuito", async () => {
    const { page, context } = await newDesktop(browser);
    await signUp(page);

    // The dashboard of a free user: locked header links and the plan cards.
    await eventually(() => page.locator("section#planos").isVisible()).toBe(true);
    await expect.poll(() => lockCount(page)).toBe(4);
    const plans = page.locator("section#planos");
    const basico = plans
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Básico" }) });
    await expect.poll(() => basico.getByText("Mais Popular").isVisible()).toBe(true);
    await expect.poll(() => basico.getByText("R$ 19,90").isVisible()).toBe(true);
    await expect.poll(() => basico.getByText("Até 10 análises por mês").isVisible()).toBe(true);
    const premium = plans
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Premium" }) });
    await expect.poll(() => premium.getByText("R$ 29,90").isVisible()).toBe(true);
    await expect.poll(() => premium.getByText("Análises ilimitadas").isVisible()).toBe(true);
    await expect.poll(() => premium.getByText("Suporte prioritário").isVisible()).toBe(true);

    // Checkout opens in a new tab; the button says 'Processando...' while the call runs.
    const checkoutCall = gate(page, "**/api/billing/create-checkout");
    const popupPromise = context.waitForEvent("page");
    await basico.getByRole("button", { name: "Assinar Básico" }).click();
    await eventually(() => basico.getByRole("button", { name: "Processando..." }).isVisible()).toBe(
      true,
    );
    checkoutCall.release();
    const checkout = await popupPromise;
    await checkout.waitForURL(/\/pagamento-teste\/cs_test_/);
    await eventually(() =>
      checkout.getByRole("heading", { name: "Pagamento de teste" }).isVisible(),
    ).toBe(true);
    await expect.poll(() => checkout.getByText("R$ 19,90/mês").isVisible()).toBe(true);
    await checkout.getByRole("button", { name: "Confirmar pagamento de teste" }).click();

    // Back in the product (the checkout's tab): the plan is Básico everywhere, no new login.
    await checkout.waitForURL(/\/assinatura\?status=atualizado/);
    await eventually(() => checkout.getByText("Status da assinatura atualizado!").isVisible()).toBe(
      true,
    );
    await eventually(() =>
      checkout.getByText("Acesso pago até", { exact: false }).isVisible(),
    ).toBe(true);
    await expect.poll(() => lockCount(checkout)).toBe(0);
    await expect
      .poll(() =>
        checkout.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).isVisible(),
      )
      .toBe(true);
    await checkout.close();

    // The dashboard tab re-reads the plan when the person comes back to it: no reload, no login.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await eventually(() => lockCount(page)).toBe(0);
    await eventually(() => page.locator("section#planos").count()).toBe(0);
    await expect
      .poll(() => page.getByRole("link", { name: "Suporte ao assinante" }).isVisible())
      .toBe(true);

    // Cancel from the dashboard: the dialog, NÃO keeps it, SIM schedules the cancellation (no portal trip).
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    const dialog = page.getByRole("dialog", { name: "Deseja realmente cancelar sua assinatura?" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(
            "Nada mais será cobrado. Você continua com o plano até o fim do período pago; depois disso, a conta volta ao plano gratuito.",
          )
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByRole("button", { name: "NÃO" }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    const cancelCall = gate(page, "**/api/billing/subscription");
    await dialog.getByRole("button", { name: "SIM" }).click();
    await eventually(() => dialog.getByRole("button", { name: "Cancelando..." }).isVisible()).toBe(
      true,
    );
    cancelCall.release();
    await eventually(() =>
      page
        .getByText("Cancelamento agendado. Seu plano continua ativo até o fim do período pago.")
        .isVisible(),
    ).toBe(true);
    // Still Básico: no locks, no plan cards.
    await expect.poll(() => lockCount(page)).toBe(0);

    // /assinatura: "Ativa até dd/mm/aaaa" (one month after today) and "Manter assinatura" undoes it.
    const end = new Date();
    end.setMonth(end.getMonth() + 1);
    const endText = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(end);
    await page.goto("/assinatura");
    await eventually(() =>
      page.getByText(`Ativa até ${endText}`, { exact: true }).isVisible(),
    ).toBe(true);
    await expect
      .poll(() => page.getByText("Cancelamento agendado", { exact: true }).isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Manter assinatura" }).click();
    await eventually(() =>
      page
        .getByText("Pronto! Sua assinatura continua ativa e será renovada normalmente.")
        .isVisible(),
    ).toBe(true);
    await eventually(() =>
      page.getByText(`Acesso pago até ${endText}, com renovação mensal.`).isVisible(),
    ).toBe(true);

    // Cancel again, here; then the test portal's clock jumps to the end of the period.
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    await dialog.getByRole("button", { name: "SIM" }).click();
    await eventually(() =>
      page.getByText(`Ativa até ${endText}`, { exact: true }).isVisible(),
    ).toBe(true);
    await page.getByRole("button", { name: "Gerenciar pagamento" }).click();
    await page.waitForURL(/\/pagamento-teste\/portal\/bps_test_/);
    await expect.poll(() => page.getByText("Plano Básico — R$ 19,90/mês").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(`Cancelada: ativa até ${endText}`).isVisible())
      .toBe(true);
    await page
      .getByRole("button", { name: "Avançar relógio de teste até o fim do período" })
      .click();

    await page.waitForURL(/\/assinatura\?status=atualizado/);
    await eventually(() => page.getByText("Status da assinatura atualizado!").isVisible()).toBe(
      true,
    );
    await expect.poll(() => page.getByText("Sem assinatura").isVisible()).toBe(true);
    await expect.poll(() => lockCount(page)).toBe(4);
    await page.goto("/");
    await eventually(() => page.locator("section#planos").isVisible()).toBe(true);
    await expect.poll(() => lockCount(page)).toBe(4);
    await context.close();
  });

  it("signed out, 'Assinar Premium' means sign up: /auth in sign-up mode with the plan, then straight to its checkout", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/");
    // The card's button acts once the page has hydrated.
    await page.waitForLoadState("networkidle");
    const plans = page.locator("section#planos");
    await expect
      .poll(() =>
        plans
          .getByText(
            "Nos 7 dias após a contratação, você pode desistir com reembolso integral (CDC art. 49).",
            { exact: false },
          )
          .isVisible(),
      )
      .toBe(true);
    await plans.getByRole("button", { name: "Assinar Premium" }).click();
    await page.waitForURL(`${baseURL()}/auth?modo=cadastro&plano=premium`);
    await eventually(() =>
      page.getByText("Você precisa estar logado para assinar um plano.").isVisible(),
    ).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(
            "Plano escolhido: Premium — R$ 29,90/mês. Depois de entrar, você segue direto para o pagamento.",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Termos de Uso" }).first().getAttribute("href"))
      .toBe("/termos-de-uso");
    await page.getByLabel("E-mail").fill(uniqueEmail());
    await page.getByLabel("Senha", { exact: true }).fill("Revisa#2025segura");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.waitForURL(/\/pagamento-teste\/cs_test_/, { timeout: 15_000 });
    await expect.poll(() => page.getByText("R$ 29,90/mês").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await page.waitForURL(/\/assinatura\?status=atualizado/);
    const plan = page.getByRole("region", { name: "Plano RevisaFácil" });
    await eventually(() => plan.innerText()).toContain("Premium");
    await expect.poll(() => plan.getByText("Ativo", { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("withdrawal within 7 days: 'Desistir da assinatura (reembolso integral)' refunds and ends the plan at once", async () => {
    const { page, context } = await newDesktop(browser);
    await signUp(page);
    await subscribeWithTestCheckout(context, page, "basico");
    await page.goto("/assinatura");
    const deadline = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(Date.now() + 7 * 86_400_000),
    );
    await page.getByRole("button", { name: "Desistir da assinatura (reembolso integral)" }).click();
    const dialog = page.getByRole("dialog", { name: "Desistir da assinatura?" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(
            `Direito de arrependimento (CDC art. 49): até ${deadline} você pode desistir. O valor pago (R$ 19,90) é reembolsado integralmente e o plano Básico termina agora.`,
          )
          .isVisible(),
      )
      .toBe(true);
    // Escape closes it (focus trap from app/ui); nothing changes.
    await page.keyboard.press("Escape");
    await eventually(() => dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Desistir da assinatura (reembolso integral)" }).click();
    await dialog.getByRole("button", { name: "Desistir e receber reembolso" }).click();
    await eventually(() =>
      page
        .getByText(
          "Desistência registrada: o reembolso integral foi solicitado e seu plano terminou.",
        )
        .isVisible(),
    ).toBe(true);
    // The page's data is re-read after the answer (the toast comes first).
    await eventually(() => page.getByText("Sem assinatura", { exact: true }).isVisible()).toBe(
      true,
    );
    await eventually(() => lockCount(page)).toBe(4);
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Desistir da assinatura (reembolso integral)" }).count(),
      )
      .toBe(0);
    await context.close();
  });

  it("answers the billing endpoints in pt-BR, never with 500", async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${baseURL()}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", ...headers },
      });

    const signedOut = await post(
      "/api/billing/create-checkout",
      JSON.stringify({ planName: "basico" }),
    );
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      error: "Você precisa estar logado para assinar um plano.",
    });

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
        const r = await fetch("/api/billing/create-checkout", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: b,
        });
        return { status: r.status, body: (await r.json()) as unknown };
      }, body);
    expect(await call(JSON.stringify({ planName: "ouro" }))).toEqual({
      status: 400,
      body: { error: "Plano inválido." },
    });
    expect(await call("não é json")).toEqual({ status: 400, body: { error: "Plano inválido." } });
    expect(await call(JSON.stringify({ planName: "starter" }))).toMatchObject({ status: 403 });
    const ok = await call(
      JSON.stringify({ planName: "premium", priceId: "price_do_navegador_ignorado" }),
    );
    expect(ok.status).toBe(200);
    expect((ok.body as { url: string }).url).toMatch(/\/pagamento-teste\/cs_test_/);
    await context.close();
  });
});
