// Factories for accounts, shared by tests and seed data: users that can really sign in
// (better-auth's own password hash), consumer subscribers and lawyer subscribers.
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "~/db/client.server";
import { account, revisaconectaSubscribers, subscribers, user } from "~/db/schema";
import type { LawyerPlan, SubscriptionTier } from "~/platform/viewer";
import { passSecondStep } from "./totp";

let sequence = 0;

/** A unique e-mail per call (tests share one server and database). */
export function uniqueEmail(prefix = "pessoa", domain = "e2e.test"): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${randomBytes(3).toString("hex")}@${domain}`;
}

export const DEFAULT_PASSWORD = "Revisa#2025segura";

export interface UserInput {
  email?: string;
  password?: string;
  name?: string;
  emailVerified?: boolean;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** A user with an e-mail + password credential, as better-auth's sign-up would make it. */
export async function createUser(db: Db, input: UserInput = {}): Promise<CreatedUser> {
  const id = randomUUID();
  const email = (input.email ?? uniqueEmail()).toLowerCase();
  const password = input.password ?? DEFAULT_PASSWORD;
  const name = input.name ?? "";
  await db.insert(user).values({ id, email, name, emailVerified: input.emailVerified ?? true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password),
  });
  return { id, email, password, name };
}

export async function createSubscriber(
  db: Db,
  input: {
    userId: string;
    email: string;
    tier?: SubscriptionTier;
    isAdmin?: boolean;
    subscribed?: boolean;
  },
) {
  const tier = input.tier ?? "gratuito";
  const [row] = await db
    .insert(subscribers)
    .values({
      userId: input.userId,
      email: input.email,
      subscriptionTier: tier,
      subscribed: input.subscribed ?? tier !== "gratuito",
      isAdmin: input.isAdmin ?? false,
    })
    .returning();
  return row!;
}

/** A consumer account with its plan row. */
export async function createConsumer(
  db: Db,
  input: UserInput & { tier?: SubscriptionTier; isAdmin?: boolean } = {},
) {
  const created = await createUser(db, input);
  await createSubscriber(db, {
    userId: created.id,
    email: created.email,
    tier: input.tier,
    isAdmin: input.isAdmin,
  });
  return created;
}

/** A lawyer subscriber row; pass userId to tie it to an account (createLawyer does both). */
export async function createLawyerSubscriber(
  db: Db,
  input: {
    email: string;
    nome?: string;
    userId?: string | null;
    plan?: LawyerPlan;
    active?: boolean;
    oab?: string | null;
    oabUf?: string | null;
    /** DESIGN D32: "verificado" stands for an admin's decision (lawyer-verification.server). */
    oabStatus?: "pendente" | "verificado" | "rejeitado";
  },
) {
  const plan = input.plan ?? "gratuito";
  const [row] = await db
    .insert(revisaconectaSubscribers)
    .values({
      email: input.email.toLowerCase(),
      nome: input.nome ?? "Dra. Ana Souza",
      userId: input.userId ?? null,
      tipoPlano: plan,
      assinanteAtivo: input.active ?? plan !== "gratuito",
      oab: input.oab ?? null,
      oabUf: input.oabUf ?? (input.oab ? "SP" : null),
      oabStatus: input.oabStatus ?? "pendente",
      oabMotivoRejeicao: input.oabStatus === "rejeitado" ? "Número não encontrado no CNA." : null,
    })
    .returning();
  return row!;
}

/** A lawyer who can sign in on /auth-revisaconecta. */
export async function createLawyer(
  db: Db,
  input: UserInput & {
    plan?: LawyerPlan;
    nome?: string;
    oab?: string;
    oabUf?: string;
    oabStatus?: "pendente" | "verificado" | "rejeitado";
  } = {},
) {
  const created = await createUser(db, {
    ...input,
    name: input.nome ?? input.name ?? "Dra. Ana Souza",
  });
  await createLawyerSubscriber(db, {
    email: created.email,
    nome: created.name,
    userId: created.id,
    plan: input.plan,
    oab: input.oab,
    oabUf: input.oabUf,
    oabStatus: input.oabStatus,
  });
  return created;
}

// ---------------------------------------------------------------- auth for integration tests
import type { EmailMessage, EmailService } from "~/services/email.server";
import { createAuth, type AuthConfig } from "~/features/auth/auth.server";

export const TEST_BASE_URL = "http://127.0.0.1:3999";

/** better-auth on a test database; e-mails are collected in `sent` (mode "smtp" = confirmation on). */
export function createTestAuth(
  db: Db,
  options: {
    smtp?: boolean;
    adminEmails?: string[];
    rateLimitMax?: number;
    twoFactorRateLimitMax?: number;
    email?: EmailService;
  } = {},
) {
  const sent: EmailMessage[] = [];
  const email: EmailService = options.email ?? {
    mode: options.smtp ? "smtp" : "outbox",
    send: async (message) => {
      sent.push(message);
    },
  };
  const config: AuthConfig = {
    db,
    baseURL: TEST_BASE_URL,
    secret: "segredo-de-teste-com-mais-de-32-caracteres",
    email,
    adminEmails: options.adminEmails ?? [],
    rateLimitMax: options.rateLimitMax ?? 1000,
    twoFactorRateLimitMax: options.twoFactorRateLimitMax ?? 1000,
  };
  return { auth: createAuth(config), config, sent };
}

/** A browser request as the production server hands it over (client IP header set). */
export function browserRequest(
  options: { ip?: string; cookie?: string; path?: string } = {},
): Request {
  const headers = new Headers({
    "x-client-ip": options.ip ?? "203.0.113.10",
    "user-agent": "Vitest",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`${TEST_BASE_URL}${options.path ?? "/auth"}`, { method: "POST", headers });
}

// ---------------------------------------------------------------- e2e: accounts over HTTP
// The e2e server owns its database (PGlite: one process), so e2e tests make accounts through
// the public auth API and hand the session cookie to the browser context.

export interface ApiSession {
  email: string;
  password: string;
  /** The session cookie, ready for BrowserContext.addCookies. */
  cookie: { name: string; value: string; url: string; httpOnly: true; sameSite: "Lax" };
}

async function authPost(baseURL: string, endpoint: string, body: unknown): Promise<Response> {
  return fetch(`${baseURL}/api/auth${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
}

function sessionCookie(baseURL: string, response: Response): ApiSession["cookie"] {
  const line = response.headers.getSetCookie().find((c) => /session_token=/.test(c));
  if (!line) throw new Error(`Sem cookie de sessão (HTTP ${response.status})`);
  const [pair] = line.split(";");
  const [name, ...value] = pair!.split("=");
  return { name: name!, value: value.join("="), url: baseURL, httpOnly: true, sameSite: "Lax" };
}

/** Signs up (or, when the account exists, signs in) through /api/auth and returns the session. */
export async function apiSession(
  baseURL: string,
  input: { email?: string; password?: string; name?: string; totpSecret?: string } = {},
): Promise<ApiSession> {
  const email = (input.email ?? uniqueEmail()).toLowerCase();
  const password = input.password ?? DEFAULT_PASSWORD;
  let response = await authPost(baseURL, "/sign-up/email", {
    email,
    password,
    name: input.name ?? "",
  });
  if (response.status === 422)
    response = await authPost(baseURL, "/sign-in/email", { email, password });
  // Issue #27: an account with a second factor answers the code step too.
  if (input.totpSecret) response = await passSecondStep(baseURL, response, input.totpSecret);
  if (!response.ok)
    throw new Error(
      `Falha ao entrar como ${email}: HTTP ${response.status} ${await response.text()}`,
    );
  return { email, password, cookie: sessionCookie(baseURL, response) };
}

/** The e2e admin, made before the server starts by scripts/grant-admin.ts (e2e-global-setup): one password. */
export const E2E_ADMIN = {
  email: "admin@e2e.test",
  password: "Admin-e2e-Revisa-2025",
  // Issue #27: admins must have a second factor; this one is enrolled before the server starts.
  totpSecret: "e2e-admin-totp-segredo-0123456789",
} as const;
