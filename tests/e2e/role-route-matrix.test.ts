// Issue #11 item 10: every route of app/routes.ts (GET) and every action (POST) × every role,
// against the roles table (SPEC §6, DESIGN D4, D17/D18/D32): signed-out visitor, free consumer,
// Básico, Premium, lawyer with an unverified OAB, lawyer with a verified OAB, admin. Plain HTTP
// against the production build, on a server of its own whose accounts are made before it starts.
// A route added to app/routes.ts without a row here fails the first test.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import {
  solicitacoesAdvocacia,
  subscribers,
  testPaymentCustomers,
  testPaymentSubscriptions,
} from "../../app/db/schema";
import { eq } from "drizzle-orm";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { createConsumer, createLawyer, DEFAULT_PASSWORD, uniqueEmail } from "../support/factories";
import { enrolFactor, passSecondStep, testAuthSecret } from "../support/totp";

const ADMIN_TOTP = "matriz-admin-totp-segredo-012345";

const ROLES = [
  "anonimo",
  "gratuito",
  "basico",
  "premium",
  "advogadoPendente",
  "advogadoVerificado",
  "admin",
] as const;
type Role = (typeof ROLES)[number];
const LAWYERS: Role[] = ["advogadoPendente", "advogadoVerificado"];
const SIGNED_IN: Role[] = ROLES.filter((r) => r !== "anonimo");

/** What a cell must answer: a status (and a text on the page), or a redirect to a path. */
type Cell =
  | { status: number; text?: string; notText?: string }
  | { redirect: string }
  | { handled: true };

const LOGIN = { redirect: "/auth?from=revisafacil" };
const OLD_LAUDO_ID = randomUUID();
const LAWYER_LOGIN = { redirect: "/auth-revisaconecta" };
const DENIED = { redirect: "/not-authorized" };
const OK = { status: 200 };
const PAID_LOCK = "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.";
const LAWYER_PLAN_LOCK = "Apenas usuários dos planos Starter ou Master podem enviar suporte.";
const PAID: Role[] = ["basico", "premium"];

const all =
  (cell: Cell) =>
  (_: Role): Cell =>
    cell;
/** requireUser */
const user =
  (cell: Cell = OK) =>
  (r: Role): Cell =>
    r === "anonimo" ? LOGIN : cell;
/** requirePaidPlan (SPEC §6): visitors to the login; free plans stay and read the lock notice. */
const paid =
  (ok: Cell = OK) =>
  (r: Role): Cell =>
    r === "anonimo"
      ? LOGIN
      : PAID.includes(r)
        ? "status" in ok
          ? { ...ok, notText: PAID_LOCK }
          : ok
        : { status: 200, text: PAID_LOCK };
/** requireLawyer: anyone without a lawyer row goes to the lawyer login. */
const lawyer =
  (ok: (r: Role) => Cell = all(OK)) =>
  (r: Role): Cell =>
    LAWYERS.includes(r) ? ok(r) : LAWYER_LOGIN;
/** requireAdmin (D4): visitors to the login, other accounts to /not-authorized. */
const admin =
  (ok: Cell = OK) =>
  (r: Role): Cell =>
    r === "anonimo" ? LOGIN : r === "admin" ? ok : DENIED;
/** The course area (requireCourseBuyer): visitors to /auth?from=curso, non-buyers to the sales page. */
const COURSE_LOGIN = { redirect: "/auth?from=curso" };
const courseBuyer = (r: Role): Cell =>
  r === "anonimo" ? COURSE_LOGIN : { redirect: "/curso-reducao-consignado" };
/** A signed-in visitor is sent on at once (SPEC §6 "Parameter from on /auth"). */
const authPage = (r: Role): Cell =>
  r === "anonimo" ? OK : { redirect: LAWYERS.includes(r) ? "/" : "/" };

/** /auth/verificacao without a pending challenge (issue #27). */
const challengePage = (r: Role): Cell =>
  r === "anonimo" ? { redirect: "/auth?from=revisafacil" } : { redirect: "/" };

interface Row {
  get?: (r: Role) => Cell;
  /** The action, posted as an empty form unless `body` says otherwise. */
  post?: (r: Role) => Cell;
  body?: () => Record<string, string>;
  /** The concrete URL for a pattern with parameters. */
  url?: string;
}

let solicitacaoId = "";

// One row per route pattern of app/routes.ts. "handled": the role may use the action, and an
// empty form is answered with the form's own error (4xx) or result, never 5xx nor a login redirect.
const MATRIX: Record<string, Row> = {
  "/": { get: all(OK), post: (r) => (r === "anonimo" ? { handled: true } : { handled: true }) },
  "not-authorized": { get: all({ status: 403 }) },
  "politica-privacidade": { get: all(OK) },
  "politica-de-privacidade": { get: all({ redirect: "/politica-privacidade" }) },
  "termos-de-uso": { get: all(OK) },
  "sitemap.xml": { get: all(OK) },
  "robots.txt": { get: all(OK) },
  revisaconecta: { get: all(OK) },
  "storage/:bucket/*": { url: "/storage/modelos/nao-existe.docx", get: all({ status: 404 }) },
  "api/taxas": { get: all({ status: 400 }) },
  "calculadora-online-juros": { get: all(OK), post: all({ handled: true }) },
  // better-auth's handler: the session read answers everyone (null signed out); POST bodies are its own.
  "api/auth/*": { url: "/api/auth/get-session", get: all(OK), post: all({ handled: true }) },
  "api/calculos/revisao": { get: all({ status: 405 }), post: all({ handled: true }) },
  "api/calculos/rmc": { get: all({ status: 405 }), post: all({ handled: true }) },
  "api/erros": { get: all({ status: 405 }), post: all({ handled: true }) },
  auth: { get: authPage, post: all({ handled: true }) },
  "auth-revisaconecta": {
    get: (r) =>
      r === "anonimo" ? OK : LAWYERS.includes(r) ? { redirect: "/oportunidades-advogados" } : OK,
    post: all({ handled: true }),
  },
  "esqueci-minha-senha": { get: all(OK), post: all({ handled: true }) },
  "redefinir-senha": { get: all(OK), post: all({ handled: true }) },
  "confirmar-conta": { get: all(OK), post: all({ handled: true }) },
  // Issue #27: the second step needs the cookie of the password step; without it, back to the
  // login (signed in: on to the home). A posted form is answered by the action (an empty code is
  // a 400), then the page's loader sends the document to the same place.
  "auth/verificacao": { get: challengePage, post: challengePage },
  sair: { get: all({ redirect: "/" }), post: all({ redirect: "/" }) },
  "minha-conta": { get: user(), post: user({ handled: true }) },
  "minha-conta/exportar": { get: user() },
  // D30: one's own analyses only; another person's (or no) id is not found, never shown.
  "minhas-analises": { get: user() },
  "minhas-analises/:id": {
    url: `/minhas-analises/${randomUUID()}`,
    get: user({ status: 404 }),
    post: user({ handled: true }),
  },
  "minhas-analises/:id/memoria-de-calculo.pdf": {
    url: `/minhas-analises/${randomUUID()}/memoria-de-calculo.pdf`,
    get: user({ status: 404 }),
  },
  // §8.9: links to the old laudo keep working — a redirect for anyone; the target checks.
  "minhas-analises/:id/laudo.pdf": {
    url: `/minhas-analises/${OLD_LAUDO_ID}/laudo.pdf`,
    get: all({ redirect: `/minhas-analises/${OLD_LAUDO_ID}/memoria-de-calculo.pdf` }),
  },
  "minhas-analises/:id/identificacao": {
    url: `/minhas-analises/${randomUUID()}/identificacao`,
    get: user({ status: 404 }),
    post: user({ handled: true }),
  },
  "minha-conta/identificacao": { get: user(), post: user({ handled: true }) },
  // Issue #27 item 4: without a valid link the page says so; the action answers 410 Gone.
  "remover-verificacao": {
    get: all({ status: 200, text: "Este link é inválido, já foi usado ou expirou." }),
    post: all({ status: 410 }),
  },
  // Issue #27: enrolment and history; an empty form is an unknown intent (400).
  "minha-conta/seguranca": {
    get: user({ status: 200, text: "Verificação em duas etapas" }),
    post: user({ status: 400 }),
  },
  "verificar/:codigo": { url: "/verificar/CODIGO-INEXISTENTE", get: all({ status: 404 }) },
  "api/billing/create-checkout": {
    get: all({ status: 405 }),
    post: (r) => (r === "anonimo" ? { status: 401 } : { handled: true }),
  },
  "api/billing/customer-portal": {
    get: all({ status: 405 }),
    post: (r) => (r === "anonimo" ? { status: 401 } : { handled: true }),
  },
  "api/billing/subscription": {
    get: all({ status: 405 }),
    post: (r) => (r === "anonimo" ? { status: 401 } : { handled: true }),
  },
  "api/billing/check-subscription": {
    get: all({ status: 405 }),
    post: (r) => (r === "anonimo" ? { status: 401 } : { handled: true }),
  },
  "api/stripe/webhook": { get: all({ status: 405 }), post: all({ handled: true }) },
  assinatura: { get: user() },
  // The local test provider's pages: the random session id is the key (like Stripe's hosted
  // pages); an unknown or expired one is gone for everybody.
  "pagamento-teste/portal/:sessionId": {
    url: "/pagamento-teste/portal/bps_test_nao_existe",
    get: all({ status: 410 }),
    post: all({ status: 410 }),
  },
  "pagamento-teste/:sessionId": {
    url: "/pagamento-teste/cs_test_nao_existe",
    get: all({ status: 410 }),
    post: all({ status: 400 }),
  },
  "solicitar-ajuda-juridica": { get: all(OK), post: all({ status: 400 }) },
  "solicitacao-enviada": { get: all(OK) },
  suporte: {
    get: paid(),
    post: (r) => (r === "anonimo" ? LOGIN : PAID.includes(r) ? { status: 400 } : { status: 403 }),
  },
  "obrigado-contato": { get: all(OK) },
  "admin-dashboard": { get: admin(), post: admin({ status: 200 }) },
  "admin-dashboard/videos": { get: admin(), post: admin({ status: 400 }) },
  "admin-dashboard/advogados": {
    get: admin({ status: 200, text: "Verificação da OAB" }),
    // A decision on an unknown row: only the admin reaches the rule (409), nobody else gets near it.
    post: admin({ status: 409 }),
    body: () => ({ decisao: "verificar", advogadoId: randomUUID(), oab: "1", oabUf: "SP" }),
  },
  "admin-dashboard/tetos-inss": { get: admin(), post: admin({ status: 400 }) },
  // Issue #27 item 4: support's removal link; an empty e-mail is refused (400).
  "admin-dashboard/verificacao-duas-etapas": { get: admin(), post: admin({ status: 400 }) },
  blog: { get: all(OK) },
  "blog-descubraseguros": { get: all(OK) },
  "blog-organize-suas-despesas": { get: all(OK) },
  "blog-empresta-cartao": { get: all(OK) },
  "blog-juros-abusivos-veiculos": { get: all(OK) },
  "blog-credito-quando-utilizar": { get: all(OK) },
  "blog-cobranca-indevida-devolucao-em-dobro": { get: all(OK) },
  "blog-notificacao-atraso-financiamento": { get: all(OK) },
  "blog-busca-e-apreensao-liminar": { get: all(OK) },
  "blog-teto-consignado-inss": { get: all(OK) },
  "blog-taxa-media-banco-central": { get: all(OK) },
  "oportunidades-advogados": {
    get: lawyer(),
    // D32: selecting a real request — only a verified OAB gets the contact data.
    post: lawyer((r) => (r === "advogadoVerificado" ? OK : { status: 403 })),
    body: () => ({ intent: "selecionar", solicitacaoId }),
  },
  "meus-casos": {
    get: lawyer((r) =>
      r === "advogadoVerificado"
        ? { status: 200, notText: "só aparecem depois que sua inscrição na OAB for verificada" }
        : {
            status: 200,
            text: "Os dados de contato dos clientes só aparecem depois que sua inscrição na OAB for verificada pela nossa equipe.",
          },
    ),
  },
  // SPEC §6: only Starter and Master send lawyer support (both lawyers here are on the free plan).
  // §7.8: the laudo of a selected case, for that lawyer only (OAB verified): an unknown case is 404.
  "meus-casos/:casoId/laudo.pdf": {
    url: `/meus-casos/${randomUUID()}/laudo.pdf`,
    get: lawyer(all({ status: 404 })),
  },
  // Issue #25 item 5: the petição inicial of a selected case, guarded like its laudo.
  "meus-casos/:casoId/peticao-inicial.docx": {
    url: `/meus-casos/${randomUUID()}/peticao-inicial.docx`,
    get: lawyer(all({ status: 404 })),
  },
  // D17: notes and export are Starter/Master tools (both lawyers here are on the free plan: 403).
  "meus-casos/:casoId/anotacao": {
    url: `/meus-casos/${randomUUID()}/anotacao`,
    get: all({ status: 405 }),
    post: all({ status: 403 }),
    body: () => ({ anotacao: "Ligar amanhã" }),
  },
  "meus-casos/exportar.csv": { get: lawyer(all({ status: 403 })) },
  // The pipeline (lawyer's working day): only a verified lawyer reaches the case lookup (an
  // unknown case is 404); everybody else is refused before it.
  "meus-casos/:casoId/estado": {
    url: `/meus-casos/${randomUUID()}/estado`,
    get: all({ status: 405 }),
    post: (r) => (r === "advogadoVerificado" ? { status: 404 } : { status: 403 }),
    body: () => ({ estado: "contatado" }),
  },
  // Alerts of new cases: lawyers only; opting in needs a verified OAB.
  "alertas-revisaconecta": {
    get: lawyer(),
    post: lawyer((r) => (r === "advogadoVerificado" ? OK : { status: 403 })),
    body: () => ({ ativo: "on", ufs: "SP" }),
  },
  // The consumer follows their requests: signed in; an empty form is a 400.
  "minhas-solicitacoes": { get: user(), post: user({ status: 400 }) },
  // The HISCON import (issue #22): signed in; a post without the confirmed contracts is a 400.
  importar: { get: user(), post: user({ status: 400 }) },
  "suporte-revisaconecta": {
    get: lawyer(all({ status: 200, text: LAWYER_PLAN_LOCK })),
    post: lawyer(all({ status: 403 })),
    body: () => ({
      nome: "Dra. Matriz",
      email: "matriz@e2e.test",
      assunto: "Dúvida",
      mensagem: "Como funciona o plano?",
    }),
  },
  "solicitacao-enviada-revisaconecta": { get: lawyer() },
  "modelos-documentos": { get: paid() },
  "modelos-documentos/:arquivo": {
    url: "/modelos-documentos/nao-existe.docx",
    get: (r) => (r === "anonimo" ? LOGIN : PAID.includes(r) ? { status: 404 } : { status: 403 }),
  },
  "informacoes-juridicas": { get: paid() },
  "informacoes-juridicas/pedidos-administrativos": { get: paid() },
  "informacoes-juridicas/simulacao-e-tabela-juros": { get: paid() },
  "informacoes-juridicas/litigancia-predatoria-reversa": { get: paid() },
  "porque-pedidos-administrativos": {
    get: all({ redirect: "/informacoes-juridicas/pedidos-administrativos" }),
  },
  "lp-servidor-publico": { get: all(OK) },
  "curso-reducao-consignado": { get: all(OK) },
  // DESIGN §8b.22: signed out → /auth?from=curso; signed in → the course checkout (here the local
  // provider's /pagamento-teste/curso/…). The area is for buyers only (none of these roles bought).
  "curso-reducao-consignado/inscricao": {
    get: (r) => (r === "anonimo" ? COURSE_LOGIN : { handled: true }),
  },
  "pagamento-teste/curso/:sessionId": {
    url: "/pagamento-teste/curso/cs_test_nao_existe",
    get: all({ status: 410 }),
    post: all({ status: 410 }),
  },
  "curso-reducao-consignado/aulas": { get: courseBuyer, post: courseBuyer },
  "curso-reducao-consignado/aulas/:modulo": {
    url: "/curso-reducao-consignado/aulas/margem-consignavel",
    get: courseBuyer,
  },
  "*": { url: "/rota-que-nao-existe", get: all({ status: 404, text: "Oops! Page not found" }) },
};

/** The route patterns of app/routes.ts and whether their module has an action. */
function routesOfApp(): { pattern: string; hasAction: boolean }[] {
  const source = readFileSync("app/routes.ts", "utf8");
  const out: { pattern: string; hasAction: boolean }[] = [];
  for (const m of source.matchAll(/(index|route)\((?:"([^"]*)", )?"([^"]+)"/g)) {
    const pattern = m[1] === "index" ? "/" : m[2]!;
    const file = m[1] === "index" ? (m[2] ?? m[3]!) : m[3]!;
    let moduleSource = "";
    try {
      moduleSource = readFileSync(path.join("app", file), "utf8");
    } catch {
      moduleSource = "";
    }
    out.push({
      pattern,
      hasAction: /export (async )?function action\b|export const action\b/.test(moduleSource),
    });
  }
  return out;
}

let child: ChildProcess;
let base = "";
let dataDir = "";
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-matrix-"));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  const accounts: Partial<Record<Role, string>> = {};
  try {
    accounts.gratuito = (
      await createConsumer(database.db, { email: uniqueEmail("gratuito") })
    ).email;
    accounts.basico = (
      await createConsumer(database.db, { email: uniqueEmail("basico"), tier: "basico" })
    ).email;
    accounts.premium = (
      await createConsumer(database.db, { email: uniqueEmail("premium"), tier: "premium" })
    ).email;
    // The paid plans as the local provider knows them too: any call that re-reads the provider
    // (check-subscription, or a customer made for the course checkout) keeps them paid.
    for (const tier of PAID as ("basico" | "premium")[]) {
      const customerId = `cus_test_matriz_${tier}`;
      await database.db
        .insert(testPaymentCustomers)
        .values({ id: customerId, email: accounts[tier]!.toLowerCase() });
      await database.db.insert(testPaymentSubscriptions).values({
        id: `sub_test_matriz_${tier}`,
        customerId,
        priceId: `price_test_${tier}`,
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      });
      await database.db
        .update(subscribers)
        .set({ stripeCustomerId: customerId })
        .where(eq(subscribers.email, accounts[tier]!.toLowerCase()));
    }
    const adminAccount = await createConsumer(database.db, {
      email: uniqueEmail("admin"),
      isAdmin: true,
    });
    accounts.admin = adminAccount.email;
    // Issue #27: admins reach the site only with a second factor (tested in two-factor.test).
    await enrolFactor(database.db, {
      userId: adminAccount.id,
      authSecret: testAuthSecret(dataDir),
      totpSecret: ADMIN_TOTP,
    });
    accounts.advogadoPendente = (
      await createLawyer(database.db, {
        email: uniqueEmail("adv-pendente"),
        oab: "11111",
        oabUf: "SP",
      })
    ).email;
    accounts.advogadoVerificado = (
      await createLawyer(database.db, {
        email: uniqueEmail("adv-verificado"),
        oab: "22222",
        oabUf: "RJ",
        oabStatus: "verificado",
      })
    ).email;
    const [request] = await database.db
      .insert(solicitacoesAdvocacia)
      .values({
        nome: "Maria Matriz",
        telefone: "11912345678",
        cidade: "São Paulo",
        estado: "SP",
        email: uniqueEmail("consumidora"),
        descricao: "Financiamento de veículo com juros de 4% a.m. e seguro embutido.",
        consentimentoEm: new Date(),
      })
      .returning();
    solicitacaoId = request!.id;
  } finally {
    await database.close();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = startServer(
    port,
    dataDir,
    {
      AUTH_RATE_LIMIT_MAX: "100000",
      REQUEST_RATE_LIMIT_MAX: "100000",
      TWO_FACTOR_RATE_LIMIT_MAX: "100000",
    },
    inject("buildDir"),
  );
  await waitForHealth(base, child);
  for (const role of SIGNED_IN) {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: accounts[role], password: DEFAULT_PASSWORD }),
    });
    const response = role === "admin" ? await passSecondStep(base, signIn, ADMIN_TOTP) : signIn;
    const line = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    if (!line) throw new Error(`sem sessão para ${role}: HTTP ${response.status}`);
    cookies[role] = line.split(";")[0]!;
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: "GET" | "POST",
  url: string,
  role: Role,
  body?: Record<string, string>,
) {
  const headers: Record<string, string> = { origin: base, accept: "text/html" };
  if (cookies[role]) headers.cookie = cookies[role]!;
  if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
  return fetch(`${base}${url}`, {
    method,
    headers,
    redirect: "manual",
    body: method === "POST" ? new URLSearchParams(body ?? {}).toString() : undefined,
  });
}

/** The cell's answer checked against its expectation; a description of the mismatch, or null. */
async function check(
  method: "GET" | "POST",
  url: string,
  role: Role,
  expected: Cell,
  body?: Record<string, string>,
): Promise<string | null> {
  const res = await call(method, url, role, body);
  const text = res.status >= 300 && res.status < 400 ? "" : await res.text();
  const location = res.headers.get("location");
  const where = `${method} ${url} as ${role}: HTTP ${res.status}${location ? ` → ${location}` : ""}`;
  if (res.status >= 500) return `${where} (5xx)`;
  if ("redirect" in expected) {
    if (res.status < 300 || res.status >= 400 || !location)
      return `${where}, expected a redirect to ${expected.redirect}`;
    const target = new URL(location, base);
    return `${target.pathname}${target.search}` === expected.redirect
      ? null
      : `${where}, expected a redirect to ${expected.redirect}`;
  }
  if ("handled" in expected) {
    const toLogin = location && /\/auth(-revisaconecta)?(\?|$)|\/not-authorized/.test(location);
    return toLogin ? `${where}, expected the action to handle it` : null;
  }
  if (res.status !== expected.status) return `${where}, expected ${expected.status}`;
  if (expected.text && !text.includes(expected.text))
    return `${where}, expected the text "${expected.text}"`;
  if (expected.notText && text.includes(expected.notText))
    return `${where}, must not show "${expected.notText}"`;
  return null;
}

describe("role × route matrix (SPEC §6, DESIGN D4/D32)", () => {
  it("has a row for every route of app/routes.ts and for every action", () => {
    const missing = routesOfApp()
      .filter(
        ({ pattern, hasAction }) => !MATRIX[pattern]?.get || (hasAction && !MATRIX[pattern]?.post),
      )
      .map(({ pattern, hasAction }) => `${pattern}${hasAction ? " (GET + POST)" : " (GET)"}`);
    expect(missing, "Rotas sem linha na matriz").toEqual([]);
  });

  it("answers every cell as the roles table says", async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const { pattern } of routesOfApp()) {
      const row = MATRIX[pattern];
      if (!row) continue;
      const url = row.url ?? (pattern === "/" ? "/" : `/${pattern}`);
      for (const role of ROLES) {
        if (row.get) {
          cells++;
          const problem = await check("GET", url, role, row.get(role));
          if (problem) failures.push(problem);
        }
      }
    }
    // Actions after every GET (a selection changes what Meus Casos shows), and /sair last: it
    // ends the sessions the other cells use.
    const posts = routesOfApp().sort(
      (a, b) => Number(a.pattern === "sair") - Number(b.pattern === "sair"),
    );
    for (const { pattern } of posts) {
      const row = MATRIX[pattern];
      if (!row?.post) continue;
      const url = row.url ?? (pattern === "/" ? "/" : `/${pattern}`);
      for (const role of ROLES) {
        cells++;
        const problem = await check("POST", url, role, row.post(role), row.body?.());
        if (problem) failures.push(problem);
      }
    }
    console.log(`matriz papel × rota: ${cells} células, ${failures.length} divergências`);
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(ROLES.length * 60);
  }, 300_000);
});
