// The RevisaConecta lawyer area end to end (SPEC §2, §4, §6, §8, §9; DESIGN D17/D18): consumers'
// requests made through the product's ask-a-lawyer form, the opportunities list without contact
// data, the OAB profile, "Selecionar caso" with the same 10 a month on every plan and the 3-lawyer cap,
// Meus Casos with the contact data, support for Starter (bought in the local test checkout) and
// the notice for free lawyers, and the guards.
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "advocacia-parceira-9";
const LAWYER_PAGES = [
  "/oportunidades-advogados",
  "/meus-casos",
  "/suporte-revisaconecta",
  "/solicitacao-enviada-revisaconecta",
];
const main = (page: Page) => page.locator("main");
const path = (page: Page) => new URL(page.url()).pathname;

/** A consumer's help request, sent through /solicitar-ajuda-juridica as its form posts it. */
async function consumerRequest(input: {
  nome: string;
  cidade: string;
  estado: string;
  email: string;
  telefone: string;
  descricao: string;
}) {
  const response = await fetch(`${baseURL()}/solicitar-ajuda-juridica`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL() },
    body: new URLSearchParams({ ...input, consentimento: "sim" }),
  });
  expect(response.headers.get("location")).toBe("/solicitacao-enviada");
}

/** Signs a lawyer up on /auth-revisaconecta and waits for the opportunities page. */
async function lawyerSignUp(page: Page, nome: string): Promise<string> {
  const email = uniqueEmail("advogado");
  await page.goto("/auth-revisaconecta?modo=cadastro");
  await main(page).getByLabel("Nome completo").fill(nome);
  await main(page).getByLabel("E-mail").fill(email);
  await main(page).getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await main(page).getByRole("button", { name: "Criar conta de advogado" }).click();
  await page.waitForURL(`${baseURL()}/oportunidades-advogados`);
  return email;
}

async function saveProfile(page: Page, oab: string, uf: string, whatsapp = "") {
  const profile = page.getByRole("region", { name: "Seu perfil" });
  await profile.waitFor();
  // With an OAB on file the form sits behind "Editar perfil".
  if (await profile.getByText("Editar perfil").count())
    await profile.getByText("Editar perfil").click();
  await profile.getByLabel("Número na OAB").fill(oab);
  await profile.getByLabel("Seccional (UF) da OAB").selectOption(uf);
  await profile.getByLabel("WhatsApp").fill(whatsapp);
  await profile.getByRole("button", { name: "Salvar perfil" }).click();
  await expect
    .poll(() => page.getByText("Perfil atualizado!", { exact: true }).isVisible())
    .toBe(true);
}

/** DESIGN D32: the admin verifies the lawyer's OAB in /admin-dashboard/advogados (the admin path). */
async function verifyOabAsAdmin(lawyerEmail: string) {
  const { page, context } = await newDesktop(browser);
  await context.addCookies([(await apiSession(baseURL(), E2E_ADMIN)).cookie]);
  await page.goto("/admin-dashboard/advogados");
  const pending = page.getByRole("region", { name: /^Aguardando verificação/ });
  const entry = pending.getByRole("listitem").filter({ hasText: lawyerEmail });
  await entry.getByRole("button", { name: /^Verificar inscrição de / }).click();
  await expect
    .poll(() => main(page).getByText("Inscrição verificada.", { exact: true }).isVisible())
    .toBe(true);
  // Out of the queue, into the latest decisions as verified.
  await expect.poll(() => entry.count()).toBe(0);
  const decided = page
    .getByRole("region", { name: "Últimas decisões" })
    .getByRole("listitem")
    .filter({ hasText: lawyerEmail });
  await expect.poll(() => decided.getByText("Verificada", { exact: true }).isVisible()).toBe(true);
  await context.close();
}

/** "Selecionar caso" asks first (issue 10 item 7): confirm in the dialog. */
async function confirmSelection(page: Page) {
  await page
    .getByRole("dialog", { name: /^Selecionar o caso de / })
    .getByRole("button", { name: "Confirmar seleção" })
    .click();
}

async function filterCity(page: Page, cidade: string) {
  await page.getByRole("search", { name: "Filtrar pedidos" }).getByLabel("Cidade").fill(cidade);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.waitForURL((url) => url.searchParams.get("cidade") === cidade);
}

const card = (page: Page, heading: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

async function errorToast(page: Page, text: string): Promise<boolean> {
  const alert = page.getByRole("alert").filter({ hasText: text });
  return (
    (await alert.count()) > 0 &&
    (await alert.first().getByText("Erro", { exact: true }).isVisible())
  );
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

describe("RevisaConecta lawyer area", () => {
  it("sends visitors and consumers without a lawyer account to the lawyer login", async () => {
    const { page, context } = await newPhone(browser);
    for (const url of LAWYER_PAGES) {
      await page.goto(url);
      expect(path(page)).toBe("/auth-revisaconecta");
    }
    const consumer = await apiSession(baseURL(), { email: uniqueEmail("consumidor") });
    await context.addCookies([consumer.cookie]);
    for (const url of LAWYER_PAGES) {
      await page.goto(url);
      expect(path(page)).toBe("/auth-revisaconecta");
    }
    await context.close();
  });

  it("free lawyer: no contact data in the list, OAB before selecting, 10 a month shown before each selection, contact in Meus Casos, tools locked", async () => {
    const city = `Itaguaçu ${Date.now().toString(36)}`;
    const older = {
      nome: "Carla Mendes Teste",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("carla"),
      telefone: "(27) 99876-5432",
      descricao:
        "Financiamento de veículo em 48 parcelas com juros de 3,9% ao mês e seguro embutido.",
    };
    const newer = {
      nome: "Paulo Roberto Teste",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("paulo"),
      telefone: "(27) 3222-1100",
      descricao: "Empréstimo consignado do INSS com desconto de cartão RMC que eu não contratei.",
    };
    await consumerRequest(older);
    await consumerRequest(newer);

    const { page, context } = await newPhone(browser);
    const lawyerEmail = await lawyerSignUp(page, "Dra. Helena Prado");

    // Meus Casos starts empty.
    await page.getByRole("banner").getByRole("link", { name: "Meus Casos" }).click();
    await page.waitForURL(`${baseURL()}/meus-casos`);
    await expect
      .poll(() => main(page).getByText("Você ainda não selecionou nenhum caso.").isVisible())
      .toBe(true);
    await page.getByRole("banner").getByRole("link", { name: "Oportunidades" }).click();
    await page.waitForURL(`${baseURL()}/oportunidades-advogados`);

    // A client-side navigation: the URL changes a moment before the new page paints.
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Oportunidades" }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText("Plano gratuito: 10 de 10 seleções disponíveis neste mês (0 usadas).")
          .isVisible(),
      )
      .toBe(true);
    await filterCity(page, city.toUpperCase());
    const cards = main(page)
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: `${city}/ES` }) })
      .getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(2);
    // Newest first; the description, city and state only.
    await expect.poll(() => cards.first().getByText(newer.descricao).isVisible()).toBe(true);
    await expect.poll(() => cards.nth(1).getByText(older.descricao).isVisible()).toBe(true);
    await expect.poll(() => cards.first().getByText("Vagas: 3 de 3").isVisible()).toBe(true);
    const text = await main(page).innerText();
    for (const secret of [
      older.nome,
      older.email,
      older.telefone,
      newer.nome,
      newer.email,
      newer.telefone,
    ])
      expect(text).not.toContain(secret);

    // D18: no OAB yet → said before any dialog (issue "Journeys" item 8); the server refuses too.
    expect(
      await cards
        .nth(1)
        .getByRole("button", { name: "Informe sua OAB para selecionar" })
        .isDisabled(),
    ).toBe(true);
    expect(
      await main(page)
        .getByText(
          "Informe seu número de inscrição na OAB no seu perfil antes de selecionar um caso.",
        )
        .isVisible(),
    ).toBe(true);

    // The profile: bad input explained, then saved.
    const profile = page.getByRole("region", { name: "Seu perfil" });
    await profile.getByLabel("Número na OAB").fill("abc");
    await profile.getByRole("button", { name: "Salvar perfil" }).click();
    await expect
      .poll(() =>
        profile.getByText("Use só os números da inscrição na OAB (ex.: 123456).").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => profile.getByText("Selecione a seccional (UF) da OAB.").isVisible())
      .toBe(true);
    await saveProfile(page, "123.456", "ES", "27 99999-1234");
    await expect.poll(() => profile.getByText("OAB/ES 123456").isVisible()).toBe(true);
    await expect.poll(() => profile.getByText("WhatsApp (27) 99999-1234").isVisible()).toBe(true);

    // D32: the number waits for the admin's verification; until then no selection.
    await expect.poll(() => profile.getByText("(Em verificação)").isVisible()).toBe(true);
    await expect
      .poll(() => cards.nth(1).getByRole("button", { name: "OAB em verificação" }).isDisabled())
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "Sua inscrição na OAB ainda está em verificação. Você poderá selecionar casos assim que ela for verificada.",
          )
          .isVisible(),
      )
      .toBe(true);
    await verifyOabAsAdmin(lawyerEmail);
    await page.reload();
    await expect.poll(() => profile.getByText("(Verificada)").isVisible()).toBe(true);

    // Select the older request: 'Selecionando...' while it runs, then the toast and the new state.
    const select = gate(page, "**/oportunidades-advogados.data*");
    await cards.nth(1).getByRole("button", { name: "Selecionar caso" }).click();
    const confirm = page.getByRole("dialog", { name: /^Selecionar o caso de / });
    await expect
      .poll(() =>
        confirm
          .getByText(
            "Você já usou 0 de 10 seleções neste mês. Esta seleção usa 1; depois dela, restarão 9.",
          )
          .isVisible(),
      )
      .toBe(true);
    await confirmSelection(page);
    await expect
      .poll(() => cards.nth(1).getByRole("button", { name: "Selecionando..." }).isVisible())
      .toBe(true);
    select.release();
    await expect
      .poll(() => page.getByText("Caso selecionado!", { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => cards.nth(1).getByText("Selecionado por você").isVisible()).toBe(true);
    await expect.poll(() => cards.nth(1).getByText("Vagas: 2 de 3").isVisible()).toBe(true);
    await page.unroute("**/oportunidades-advogados.data*");

    // D17: the same 10 a month on every plan — one used, nine left, the other card still open,
    // and the confirmation says so; no plan is offered for more cases.
    await expect
      .poll(() =>
        main(page)
          .getByText("Plano gratuito: 9 de 10 seleções disponíveis neste mês (1 usada).")
          .isVisible(),
      )
      .toBe(true);
    await cards.first().getByRole("button", { name: "Selecionar caso" }).click();
    await expect
      .poll(() =>
        confirm
          .getByText(
            "Você já usou 1 de 10 seleções neste mês. Esta seleção usa 1; depois dela, restarão 8.",
          )
          .isVisible(),
      )
      .toBe(true);
    await confirm.getByRole("button", { name: "Voltar" }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await expect.poll(() => cards.first().getByText("Vagas: 3 de 3").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("region", { name: "Planos RevisaConecta" }).count())
      .toBe(0);

    // Meus Casos: the joined request with the contact data.
    await cards.nth(1).getByRole("link", { name: "Ver contato em Meus Casos" }).click();
    await page.waitForURL(`${baseURL()}/meus-casos`);
    // The cards themselves (each card also lists its pipeline steps).
    const mine = main(page)
      .getByRole("list", { name: "Casos selecionados" })
      .locator(":scope > li");
    await expect.poll(() => mine.count()).toBe(1);
    for (const value of [older.nome, `${city}/ES`, older.descricao, older.telefone, older.email]) {
      await expect
        .poll(() => mine.first().getByText(value, { exact: true }).isVisible())
        .toBe(true);
    }
    await expect
      .poll(() =>
        mine
          .first()
          .getByText(/^Selecionado em \d{2}\/\d{2}\/\d{4}/)
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => mine.first().getByRole("link", { name: older.email }).getAttribute("href"))
      .toBe(`mailto:${older.email}`);

    // D17: notes and export are Starter/Master tools — locked here with "Ver planos", and the
    // server refuses the CSV.
    await expect
      .poll(() =>
        main(page)
          .getByText(
            "Anotações privadas e exportação dos casos (CSV) são ferramentas dos planos Starter e Master. As 10 seleções por mês continuam iguais em qualquer plano.",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("button", { name: "Exportar casos (CSV)" }).isDisabled())
      .toBe(true);
    await expect
      .poll(() => main(page).getByRole("link", { name: "Ver planos" }).getAttribute("href"))
      .toBe("/assinatura?area=revisaconecta#planos-revisaconecta");
    await expect
      .poll(() =>
        mine
          .first()
          .getByText(
            "Anotação privada: Anotações e exportação são exclusivas dos planos Starter e Master.",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => main(page).getByLabel("Anotação privada").count()).toBe(0);
    const refusedCsv = await page.request.get("/meus-casos/exportar.csv");
    expect(refusedCsv.status()).toBe(403);
    expect(await refusedCsv.text()).toBe(
      "Anotações e exportação são exclusivas dos planos Starter e Master.",
    );

    // Free lawyers: support shows the notice and the plans; no Suporte link in the footer.
    await page.goto("/suporte-revisaconecta");
    await expect
      .poll(() =>
        main(page)
          .getByText("Apenas usuários dos planos Starter ou Master podem enviar suporte.")
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => main(page).getByRole("textbox").count()).toBe(0);
    await expect
      .poll(() => page.getByRole("region", { name: "Planos RevisaConecta" }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).count())
      .toBe(0);
    await context.close();
  });

  it("works without JavaScript: profile, selection and Meus Casos", async () => {
    const city = `Anchieta ${Date.now().toString(36)}`;
    const consumer = {
      nome: "Lia Sem Script",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("lia"),
      telefone: "(27) 99111-2222",
      descricao: "Empréstimo pessoal com parcelas que subiram sem explicação do banco.",
    };
    await consumerRequest(consumer);
    const withJs = await newPhone(browser);
    const lawyerEmail = await lawyerSignUp(withJs.page, "Dr. Sem Script");
    const cookies = await withJs.context.cookies();
    await withJs.context.close();

    const { page, context } = await newPhone(browser, { javaScriptEnabled: false });
    await context.addCookies(cookies);
    await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    const profile = page.getByRole("region", { name: "Seu perfil" });
    await profile.getByLabel("Número na OAB").fill("98765");
    await profile.getByLabel("Seccional (UF) da OAB").selectOption("ES");
    await profile.getByRole("button", { name: "Salvar perfil" }).click();
    await page.waitForLoadState();
    await expect.poll(() => main(page).getByText("Perfil atualizado!").isVisible()).toBe(true);
    await expect.poll(() => profile.getByText("OAB/ES 98765").isVisible()).toBe(true);
    await verifyOabAsAdmin(lawyerEmail);

    await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    await card(page, `${city}/ES`).getByRole("button", { name: "Selecionar caso" }).click();
    await page.waitForLoadState();
    await expect
      .poll(() =>
        main(page)
          .getByText("Caso selecionado! Os dados de contato do cliente estão em Meus Casos.")
          .isVisible(),
      )
      .toBe(true);
    await page.goto("/meus-casos");
    await expect
      .poll(() => main(page).getByText(consumer.telefone, { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });

  it("lets at most 3 lawyers select one request; the 4th sees no open spot", async () => {
    const city = `Piúma ${Date.now().toString(36)}`;
    await consumerRequest({
      nome: "Rita Teste",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("rita"),
      telefone: "(27) 98888-7777",
      descricao: "Cartão consignado RMC com juros acima da média do Banco Central.",
    });
    const contexts: BrowserContext[] = [];
    for (let i = 1; i <= 4; i++) {
      const { page, context } = await newDesktop(browser);
      contexts.push(context);
      const lawyerEmail = await lawyerSignUp(page, `Dr. Parceiro ${i}`);
      await saveProfile(page, String(200_000 + i), "ES");
      await verifyOabAsAdmin(lawyerEmail);
      await filterCity(page, city);
      const item = card(page, `${city}/ES`);
      if (i <= 3) {
        await expect.poll(() => item.getByText(`Vagas: ${4 - i} de 3`).isVisible()).toBe(true);
        await item.getByRole("button", { name: "Selecionar caso" }).click();
        await confirmSelection(page);
        await expect.poll(() => item.getByText("Selecionado por você").isVisible()).toBe(true);
      } else {
        await expect.poll(() => item.getByText("Vagas: 0 de 3").isVisible()).toBe(true);
        await expect
          .poll(() => item.getByRole("button", { name: "Sem vagas" }).isDisabled())
          .toBe(true);
      }
    }
    await Promise.all(contexts.map((c) => c.close()));
  });

  it("Starter lawyer: writes a private note on a selected case and downloads the cases as CSV", async () => {
    const city = `Iconha ${Date.now().toString(36)}`;
    const consumer = {
      nome: "Sara Nota Teste",
      cidade: city,
      estado: "ES",
      email: uniqueEmail("sara"),
      telefone: "(27) 99555-4444",
      descricao: "Consignado com juros de 3,5% ao mês; o banco não explicou a taxa.",
    };
    await consumerRequest(consumer);
    const { page, context } = await newDesktop(browser);
    const lawyerEmail = await lawyerSignUp(page, "Dra. Nina Starter");
    await saveProfile(page, "314159", "ES");
    await verifyOabAsAdmin(lawyerEmail);

    // Buy Starter in the local test checkout.
    await page.goto("/assinatura?area=revisaconecta");
    const popup = context.waitForEvent("page");
    await page
      .getByRole("region", { name: "Planos RevisaConecta" })
      .getByRole("button", { name: "Assinar Starter" })
      .click();
    const checkout = await popup;
    await checkout.waitForURL(/\/pagamento-teste\/cs_test_/);
    await checkout.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await checkout.waitForURL(/\/assinatura/);
    await checkout.close();

    // Starter has the same 10 a month as everyone.
    await page.goto(`/oportunidades-advogados?cidade=${encodeURIComponent(city)}`);
    await expect
      .poll(() =>
        main(page)
          .getByText("Plano Starter: 10 de 10 seleções disponíveis neste mês (0 usadas).")
          .isVisible(),
      )
      .toBe(true);
    await card(page, `${city}/ES`).getByRole("button", { name: "Selecionar caso" }).click();
    await confirmSelection(page);
    await expect
      .poll(() => card(page, `${city}/ES`).getByText("Selecionado por você").isVisible())
      .toBe(true);

    await page.goto("/meus-casos");
    const mine = card(page, consumer.nome);
    const note = mine.getByLabel("Anotação privada");
    await note.fill("Cliente pediu retorno depois das 18h; pedir o contrato.");
    await mine.getByRole("button", { name: "Salvar anotação" }).click();
    // Saved by the fetcher (a status line on the card) or, before hydration, as a page post (toast).
    await expect
      .poll(() => page.getByText("Anotação salva.", { exact: true }).first().isVisible())
      .toBe(true);
    // Over 5.000 characters: refused with the pt-BR message and the button held.
    await note.fill("x".repeat(5001));
    await expect
      .poll(() => mine.getByText("A anotação pode ter no máximo 5.000 caracteres.").isVisible())
      .toBe(true);
    await expect
      .poll(() => mine.getByRole("button", { name: "Salvar anotação" }).isDisabled())
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => card(page, consumer.nome).getByLabel("Anotação privada").inputValue())
      .toBe("Cliente pediu retorno depois das 18h; pedir o contrato.");

    const download = page.waitForEvent("download");
    await main(page).getByRole("link", { name: "Exportar casos (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^meus-casos-revisaconecta-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Nome";"Telefone";"E-mail";"Cidade";"UF";"Descrição";"Data da seleção";"Anotação";"Estado do caso";"Estado desde";"Andamento"',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Sara Nota Teste";"\\(27\\) 99555-4444";"${consumer.email}";"${city}";"ES";"Consignado com juros de 3,5% ao mês; o banco não explicou a taxa\\.";"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";"Cliente pediu retorno depois das 18h; pedir o contrato\\.";"Novo";"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";"Novo \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}"$`,
      ),
    );
    await context.close();
  });

  it("Starter lawyer: support form with 'Enviando...', 'Mensagem enviada!' and the confirmation page", async () => {
    const { page, context } = await newDesktop(browser);
    await lawyerSignUp(page, "Dr. Marcos Starter");

    // Buy Starter in the local test checkout, from the support page's plan cards.
    await page.goto("/suporte-revisaconecta");
    const popup = context.waitForEvent("page");
    await page
      .getByRole("region", { name: "Planos RevisaConecta" })
      .getByRole("button", { name: "Assinar Starter" })
      .click();
    const checkout = await popup;
    await checkout.waitForURL(/\/pagamento-teste\/cs_test_/);
    await checkout.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await checkout.waitForURL(/\/assinatura/);
    await checkout.close();

    await page.goto("/suporte-revisaconecta");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Suporte" }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Suporte" }).isVisible())
      .toBe(true);
    // Name and e-mail come filled in from the account.
    await expect.poll(() => main(page).getByLabel("Nome").inputValue()).toBe("Dr. Marcos Starter");

    // All four fields are required: errors beside each field and a toast titled 'Erro'.
    await main(page).getByLabel("Nome").fill("");
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect.poll(() => main(page).getByText("Informe seu nome.").isVisible()).toBe(true);
    await expect.poll(() => main(page).getByText("Informe o assunto.").isVisible()).toBe(true);
    await expect.poll(() => main(page).getByText("Escreva sua mensagem.").isVisible()).toBe(true);
    expect(await errorToast(page, "Revise os campos destacados.")).toBe(true);

    await main(page).getByLabel("Nome").fill("Dr. Marcos Starter");
    await main(page).getByLabel("Assunto").fill("Dúvida sobre um caso");
    await main(page)
      .getByLabel("Mensagem")
      .fill("O cliente não atende o telefone. Posso liberar a vaga?");
    const sending = gate(page, "**/suporte-revisaconecta.data*");
    await main(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect
      .poll(() => main(page).getByRole("button", { name: "Enviando..." }).isVisible())
      .toBe(true);
    sending.release();
    await page.waitForURL(`${baseURL()}/solicitacao-enviada-revisaconecta`);
    await expect
      .poll(() => page.getByText("Mensagem enviada!", { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        main(page)
          .getByText("Nossa equipe responde em até 1 dia útil, no e-mail que você informou.")
          .isVisible(),
      )
      .toBe(true);
    // The lawyer header, not the consumer one.
    await expect
      .poll(() =>
        page
          .getByRole("navigation", { name: "RevisaConecta" })
          .getByRole("link", { name: "Meus Casos" })
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});
