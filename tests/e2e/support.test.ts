// Subscriber support end to end in Chromium (SPEC §2 "Forms", §4 "Consumer support submission",
// §6, §8): signed out → /auth with the spec's message; a free plan sees the locked notice and
// cannot post; Básico sends (field errors, 'Enviando...', toast, /obrigado-contato) and the
// confirmation e-mail lands in the outbox (read through the person's data export); Premium is
// told about priority support. With an SMTP server that goes away, the message is kept and the
// thank-you page carries the spec's warning (the service-level failure path is also in
// tests/integration/support.test.ts).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { apiSession, type ApiSession, DEFAULT_PASSWORD, uniqueEmail } from "../support/factories";
import { confirmationLinkIn, confirmOverHttp } from "../support/confirm-account";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator("main");
const shown = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();
const cookieHeader = (session: ApiSession) => `${session.cookie.name}=${session.cookie.value}`;

/** Pays for a plan through the product: the local test provider's checkout. */
async function subscribe(
  base: string,
  session: ApiSession,
  plan: "basico" | "premium",
): Promise<void> {
  const checkout = await fetch(`${base}/api/billing/create-checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: cookieHeader(session) },
    body: JSON.stringify({ planName: plan }),
  });
  if (!checkout.ok)
    throw new Error(`create-checkout: HTTP ${checkout.status} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "pagar" }),
    redirect: "manual",
  });
  if (paid.status !== 302) throw new Error(`pagamento de teste: HTTP ${paid.status}`);
}

/** A subscriber made through the product: sign-up, then the checkout. */
async function subscriber(plan: "basico" | "premium", name: string): Promise<ApiSession> {
  const session = await apiSession(baseURL(), { name });
  await subscribe(baseURL(), session, plan);
  return session;
}

async function exportOf(session: ApiSession) {
  const response = await fetch(`${baseURL()}/minha-conta/exportar`, {
    headers: { cookie: cookieHeader(session) },
  });
  return (await response.json()) as {
    mensagensDeSuporte: { nome: string; email: string; mensagem: string; prioritario: boolean }[];
    emailsEnviados: { subject: string }[];
  };
}

describe("subscriber support (/suporte)", () => {
  it("sends a signed-out visitor to /auth?from=revisafacil with the spec's message", async () => {
    const { page, context } = await newPhone(browser);
    await page.goto("/suporte");
    await page.waitForURL(`${baseURL()}/auth?from=revisafacil`);
    await expect
      .poll(() => shown(page, "Você precisa estar logado para acessar este conteúdo."))
      .toBe(true);
    await context.close();
  });

  it("shows a free user the locked notice, no form, and refuses a direct POST", async () => {
    const { page, context } = await newPhone(browser);
    const session = await apiSession(baseURL());
    await context.addCookies([session.cookie]);
    await page.goto("/suporte");
    await expect
      .poll(() =>
        shown(
          page,
          "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.",
        ),
      )
      .toBe(true);
    await expect.poll(() => main(page).getByRole("textbox").count()).toBe(0);
    await expect
      .poll(() => main(page).getByRole("link", { name: "Ver planos" }).isVisible())
      .toBe(true);

    const post = await fetch(`${baseURL()}/suporte`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseURL(),
        cookie: cookieHeader(session),
      },
      body: new URLSearchParams({ nome: "Ana", email: session.email, mensagem: "Olá" }),
      redirect: "manual",
    });
    expect(post.status).toBe(403);
    expect((await exportOf(session)).mensagensDeSuporte).toEqual([]);
    await context.close();
  });

  it("Básico on a phone: prefilled, pt-BR errors, 'Enviando...', toast, thank-you page and the e-mail", async () => {
    const { page, context } = await newPhone(browser);
    const session = await subscriber("basico", "Ana Souza");
    await context.addCookies([session.cookie]);
    await page.goto("/suporte");
    await expect
      .poll(() => main(page).getByRole("heading", { level: 1 }).textContent())
      .toBe("Suporte ao assinante");
    await expect.poll(() => main(page).getByLabel("Nome").inputValue()).toBe("Ana Souza");
    await expect
      .poll(() => main(page).getByRole("textbox", { name: "E-mail", exact: true }).inputValue())
      .toBe(session.email);
    await expect.poll(() => shown(page, "Atendimento prioritário")).toBe(false);

    await main(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@");
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect.poll(() => shown(page, "Escreva sua mensagem.")).toBe(true);
    await expect
      .poll(() => shown(page, "Informe um e-mail válido, por exemplo nome@exemplo.com.br."))
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByRole("textbox", { name: "E-mail", exact: true })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    await main(page)
      .getByRole("textbox", { name: "E-mail", exact: true })
      .fill("ana.contato@exemplo.com");
    await main(page)
      .getByLabel("Mensagem")
      .fill("Não consigo baixar o modelo de notificação do veículo.");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/suporte.data*", async (route: Route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect
      .poll(() => main(page).getByRole("button", { name: "Enviando..." }).isVisible())
      .toBe(true);
    release();

    await page.waitForURL(`${baseURL()}/obrigado-contato`);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Mensagem enviada!" }).isVisible())
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("heading", { level: 1 }).textContent())
      .toBe("Obrigado pelo contato!");
    await expect
      .poll(() =>
        shown(page, "Nossa equipe responde em até 2 dias úteis, no e-mail que você informou."),
      )
      .toBe(true);

    const exported = await exportOf(session);
    expect(exported.mensagensDeSuporte).toMatchObject([
      {
        nome: "Ana Souza",
        email: "ana.contato@exemplo.com",
        mensagem: "Não consigo baixar o modelo de notificação do veículo.",
        prioritario: false,
      },
    ]);
    expect(exported.emailsEnviados.map((m) => m.subject)).toContain(
      "Recebemos sua mensagem de suporte — RevisaFácil",
    );

    await main(page).getByRole("link", { name: "Voltar para o início" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it("Premium: advertised priority support on the form and the thank-you page", async () => {
    const { page, context } = await newDesktop(browser);
    const session = await subscriber("premium", "Carlos Lima");
    await context.addCookies([session.cookie]);
    await page.goto("/suporte");
    await expect.poll(() => shown(page, "Atendimento prioritário")).toBe(true);
    await expect
      .poll(() =>
        shown(
          page,
          "Como assinante Premium, sua mensagem entra na frente da fila: respondemos em até 1 dia útil.",
        ),
      )
      .toBe(true);
    await main(page).getByLabel("Mensagem").fill("Quero entender a simulação avançada.");
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await page.waitForURL(`${baseURL()}/obrigado-contato`);
    await expect
      .poll(() =>
        shown(
          page,
          "Você é assinante Premium: seu atendimento é prioritário, com resposta em até 1 dia útil.",
        ),
      )
      .toBe(true);
    // The promise has a number: 1 business day instead of the 2 of the other plans.
    expect(
      await shown(page, "Nossa equipe responde em até 1 dia útil, no e-mail que você informou."),
    ).toBe(true);
    expect((await exportOf(session)).mensagensDeSuporte[0]?.prioritario).toBe(true);
    await context.close();
  });
});

describe("subscriber support when the confirmation e-mail fails (server with SMTP)", () => {
  let smtp: SmtpCapture;
  let server: ChildProcess | undefined;
  let dataDir: string;
  let base: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-suporte-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(
      port,
      dataDir,
      { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: "1000" },
      inject("buildDir"),
    );
    await waitForHealth(base, server);
  }, 90_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await smtp?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("goes to /obrigado-contato with the spec's warning, and the message is kept", async () => {
    // A confirmed Básico subscriber (with SMTP, sign-up needs the mailed link).
    const email = uniqueEmail("suporte-smtp");
    const password = DEFAULT_PASSWORD;
    const post = (endpoint: string, body: unknown) =>
      fetch(`${base}/api/auth${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      });
    expect((await post("/sign-up/email", { email, password, name: "Bia Rocha" })).ok).toBe(true);
    const link = confirmationLinkIn(await smtp.waitFor(email), base);
    expect((await confirmOverHttp(link, password)).status).toBe(302);
    const signIn = await post("/sign-in/email", { email, password });
    expect(signIn.ok).toBe(true);
    const [pair] = signIn.headers
      .getSetCookie()
      .find((c) => /session_token=/.test(c))!
      .split(";");
    const [name, ...value] = pair!.split("=");
    const session: ApiSession = {
      email,
      password,
      cookie: { name: name!, value: value.join("="), url: base, httpOnly: true, sameSite: "Lax" },
    };
    await subscribe(base, session, "basico");

    // The SMTP server goes away: the confirmation cannot be sent.
    await smtp.close();
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
    });
    await context.addCookies([session.cookie]);
    const page = await context.newPage();
    await page.goto("/suporte");
    await main(page).getByLabel("Mensagem").fill("Minha análise não aparece no histórico.");
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await page.waitForURL(`${base}/obrigado-contato?confirmacao=falhou`);
    const warning = "Mensagem enviada, mas houve problema no e-mail de confirmação";
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: warning }).first().isVisible())
      .toBe(true);
    await expect.poll(() => main(page).getByText(warning, { exact: false }).isVisible()).toBe(true);
    await expect
      .poll(() => main(page).getByText("Enviamos uma cópia da mensagem", { exact: false }).count())
      .toBe(0);

    const exported = await (
      await fetch(`${base}/minha-conta/exportar`, { headers: { cookie: cookieHeader(session) } })
    ).json();
    expect(exported.mensagensDeSuporte).toMatchObject([
      { nome: "Bia Rocha", mensagem: "Minha análise não aparece no histórico." },
    ]);
    await context.close();
  });
});
