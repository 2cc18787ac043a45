// better-auth (DESIGN §3, D14, D15): e-mail + password, e-mail confirmation when SMTP is set,
// password reset, revocable sessions in the database, rate limits stored in the database and
// keyed on the client IP the server puts in x-client-ip. Built lazily: the database is opened
// at run time, so the instance is made on first use (one per open database).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { db as appDb, type Db } from "~/db/client.server";
import {
  account,
  rateLimit,
  revisaconectaSubscribers,
  session,
  twoFactor,
  user,
  verification,
} from "~/db/schema";
import { eq } from "drizzle-orm";
import { env } from "~/env.server";
import { emailService, type EmailService } from "~/services/email.server";
import { metrics } from "~/services/metrics.server";
import { confirmEmailMessage, resetPasswordMessage } from "~/services/email-templates/account";
import { PERSON_NAME_MSG, personNameProblem } from "~/domain/person-name";
import { collapseNameSpaces } from "~/platform/person-name";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "./password-policy";
import { confirmationLink } from "./confirm-link";
import { forgetSessions } from "./session-cache.server";
import { grantAdmin, grantsAdmin } from "./subscribers.server";
import { loggerFor } from "~/services/logger.server";
import { writePrivateFile } from "~/services/private-files.server";
import { hitRateLimit } from "~/services/rate-limit.server";
import { checkFactorCode, factorEvent } from "./two-factor.server";

export const AUTH_BASE_PATH = "/api/auth";
/** Set by server/index.ts from the socket (or X-Forwarded-For behind a trusted proxy). */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthConfig {
  db: Db;
  /** Public URL of the site (APP_URL). */
  baseURL: string;
  secret: string;
  email: EmailService;
  adminEmails: readonly string[];
  /** Sign-in / sign-up / password checks per IP per minute; password checks per account too. */
  rateLimitMax: number;
  /** Issue #27: /two-factor/* calls per IP per 10 s; unset keeps better-auth's 3 (tests raise it). */
  twoFactorRateLimitMax?: number;
}

/** Issue #27: the second step of the sign-in, and the enrolment's first code. */
const FACTOR_CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const INVALID_CODE_MESSAGE = "Código inválido. Confira o código e tente de novo.";

// Endpoints whose body carries a new password that must pass the policy.
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(config: AuthConfig) {
  const smtp = config.email.mode === "smtp";
  const https = config.baseURL.startsWith("https://");
  return betterAuth({
    appName: "RevisaFácil",
    baseURL: config.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: [new URL(config.baseURL).origin],
    database: drizzleAdapter(config.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    // Issue #27 (decision 013): TOTP, ten single-use backup codes, "confiar neste dispositivo por
    // 30 dias"; the per-account lockout stays on (10 wrong codes → 15 minutes).
    plugins: [
      twoFactorPlugin({
        issuer: "RevisaFácil",
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // D15: with real e-mail, the address must be confirmed; without, the session is immediate.
      requireEmailVerification: smtp,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, token }) => {
        // Our own page takes the token; better-auth deletes it on use (single use) and after 1 h.
        // DESIGN §7.10: the answer never waits for the e-mail (nor for the brand lookup), so a
        // registered address is answered the same way as an unknown one; the message goes out after.
        setImmediate(() => {
          void (async () => {
            // A lawyer's account gets the RevisaConecta brand in the e-mail and on its pages.
            const [lawyer] = await config.db
              .select({ id: revisaconectaSubscribers.id })
              .from(revisaconectaSubscribers)
              .where(eq(revisaconectaSubscribers.email, u.email.toLowerCase()))
              .limit(1);
            const url = `${config.baseURL}/redefinir-senha?token=${encodeURIComponent(token)}${lawyer ? "&area=revisaconecta" : ""}`;
            await config.email.send({
              to: u.email,
              ...resetPasswordMessage(url, lawyer ? "RevisaConecta" : "RevisaFácil"),
            });
          })().catch((error: unknown) => {
            loggerFor("auth").error(
              { err: error },
              "falha ao enviar o e-mail de redefinição de senha",
            );
          });
        });
      },
    },
    emailVerification: {
      sendOnSignUp: smtp,
      sendOnSignIn: smtp,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, url, token }) => {
        // §8.17: the link opens "Confirme sua conta" (a password is asked), not /verify-email.
        const link = confirmationLink(config.baseURL, url, token);
        await config.email.send({ to: u.email, ...confirmEmailMessage(link) });
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: config.rateLimitMax },
        "/sign-up/email": { window: 60, max: config.rateLimitMax },
        "/change-password": { window: 60, max: config.rateLimitMax },
        // Issue #11 item 5: every endpoint that checks a password has the sign-in limit.
        "/verify-password": { window: 60, max: config.rateLimitMax },
        "/delete-user": { window: 60, max: config.rateLimitMax },
        "/change-email": { window: 60, max: config.rateLimitMax },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        ...(config.twoFactorRateLimitMax
          ? { "/two-factor/*": { window: 10, max: config.twoFactorRateLimitMax } }
          : {}),
      },
    },
    advanced: {
      cookiePrefix: "revisafacil",
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // Sign-ins for /metrics: consumer and lawyer forms and the API all pass through here.
      after: createAuthMiddleware(async (ctx) => {
        const failed = ctx.context.returned instanceof Error;
        if (ctx.path === "/sign-in/email") {
          metrics().signIns.inc({ resultado: failed ? "falha" : "sucesso" });
          return;
        }
        await afterFactorCall(ctx, config, failed);
      }),
      before: createAuthMiddleware(async (ctx) => {
        // DESIGN §8.17: an address is confirmed only on "Confirme sua conta", where the password
        // is set anew (confirm-account.server); the API's own link would keep a squatter's.
        if (ctx.path === "/verify-email")
          throw new APIError("FORBIDDEN", {
            message: "Confirme a conta pelo link do e-mail.",
            code: "CONFIRM_ON_SITE",
          });
        // Issue 23: a password check is limited per account as well as per IP (better-auth's own
        // rule), so that many addresses guessing one account's password get no more tries.
        // Issue #27: a second-factor code counts against the same per-account counter.
        const checked = await passwordCheckAccount(ctx);
        if (checked && FACTOR_CODE_PATHS.has(ctx.path)) await limitCodesPerIp(ctx, config);
        if (checked) {
          const limit = await hitRateLimit(config.db, `senha:conta:${checked}`, {
            max: config.rateLimitMax,
            windowMs: 60_000,
          });
          if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds);
        }
        // DESIGN §8b.36: better-auth's disable checks only the password; a code is asked too.
        if (ctx.path === "/two-factor/disable") {
          const current = await getSessionFromCtx(ctx);
          const code = (ctx.body as Record<string, unknown> | undefined)?.code;
          if (
            current &&
            !(await checkFactorCode(config.db, ctx.context.secretConfig, current.user.id, code))
          )
            throw new APIError("BAD_REQUEST", {
              message: INVALID_CODE_MESSAGE,
              code: "INVALID_CODE",
            });
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const value = field
          ? (ctx.body as Record<string, unknown> | undefined)?.[field]
          : undefined;
        if (typeof value === "string" && isCommonPassword(value)) {
          throw new APIError("BAD_REQUEST", {
            message: COMMON_PASSWORD_MESSAGE,
            code: "PASSWORD_TOO_COMMON",
          });
        }
        // Issue #11 item 6 (§7.11): a name is one line, ≤ 120 characters and nothing link-like,
        // however the account is made or edited. Consumers sign up without one (empty is allowed).
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const body = ctx.body as Record<string, unknown> | undefined;
          if (body && "name" in body) {
            const name = typeof body.name === "string" ? collapseNameSpaces(body.name) : null;
            const problem =
              name === null
                ? PERSON_NAME_MSG.required
                : name === ""
                  ? null
                  : personNameProblem(name);
            if (problem)
              throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_NAME" });
          }
        }
      }),
    },
    databaseHooks: {
      // Issue 12 (§7.14): a revoked session (sign-out, "sair de todas", password change or reset)
      // leaves the session cache of every process at once; the cache's age bounds the rest.
      session: {
        delete: {
          after: async (deleted) => {
            forgetSessions({ sessionId: deleted.id });
          },
        },
      },
      user: {
        // D4/D31: an ADMIN_EMAILS account becomes admin once its e-mail is verified (with SMTP:
        // when the confirmation link is used), whichever area it signed up in; never at sign-up.
        create: {
          after: async (created) => {
            if (grantsAdmin(created, config.adminEmails))
              await grantAdmin(config.db, { userId: created.id, email: created.email });
          },
        },
        update: {
          after: async (updated) => {
            // A cached session carries the user (name, e-mail): drop it everywhere (issue 12).
            if (updated) forgetSessions({ userId: updated.id });
            if (updated && grantsAdmin(updated, config.adminEmails)) {
              await grantAdmin(config.db, { userId: updated.id, email: updated.email });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Endpoints that check a password, and whose account it is: the e-mail typed at sign-in, the
// session's user for the others.
const PASSWORD_CHECKS = new Set([
  "/sign-in/email",
  "/change-password",
  "/verify-password",
  "/delete-user",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  ...FACTOR_CODE_PATHS,
]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function passwordCheckAccount(ctx: HookContext): Promise<string | null> {
  if (!PASSWORD_CHECKS.has(ctx.path)) return null;
  if (ctx.path === "/sign-in/email") {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" && email.trim() ? `email:${email.trim().toLowerCase()}` : null;
  }
  const current = await getSessionFromCtx(ctx);
  if (current) return `usuario:${current.user.id}`;
  // The sign-in's second step: the account is the one the two-factor cookie names, keyed by its
  // e-mail like the first step, so password guesses and code guesses share one allowance.
  if (FACTOR_CODE_PATHS.has(ctx.path)) {
    const pending = await pendingSignInUser(ctx);
    return pending ? `email:${pending.email.toLowerCase()}` : null;
  }
  return null;
}

async function pendingSignInUser(ctx: HookContext): Promise<{ id: string; email: string } | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending) return null;
  return ctx.context.internalAdapter.findUserById(pending.value);
}

/** Issue #27: codes also use the sign-in's per-IP allowance (form_rate_limits, per minute). */
async function limitCodesPerIp(ctx: HookContext, config: AuthConfig): Promise<void> {
  const ip = ctx.headers?.get(CLIENT_IP_HEADER);
  if (!ip) return;
  const limit = await hitRateLimit(config.db, `codigo:ip:${ip}`, {
    max: config.rateLimitMax,
    windowMs: 60_000,
  });
  if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds);
}

/** better-auth's own 429 (api-route gives it the pt-BR sentence and Retry-After). */
function tooManyRequests(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: "Too many requests. Please try again later.", code: "TOO_MANY_REQUESTS" },
    { "X-Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Issue #27 item 5: challenges passed and failed for /metrics; enrolment, disabling and a backup
 * code used are recorded in the account's history and told by e-mail.
 */
async function afterFactorCall(ctx: HookContext, config: AuthConfig, failed: boolean) {
  if (!FACTOR_CODE_PATHS.has(ctx.path) && ctx.path !== "/two-factor/disable") return;
  // The request's own session (set by the endpoint's session look-up); none during a sign-in.
  const before = ctx.context.session as { session?: unknown; user: Record<string, unknown> } | null;
  const signingIn = !before?.session;
  if (FACTOR_CODE_PATHS.has(ctx.path) && signingIn)
    metrics().twoFactorChallenges.inc({ resultado: failed ? "falha" : "sucesso" });
  if (failed) return;
  const ipAddress = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
  const deps = { db: config.db, email: config.email };
  const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
  if (ctx.path === "/two-factor/disable" && before) {
    await factorEvent(deps, {
      userId: String(before.user.id),
      kind: "fator_desativado",
      ipAddress,
    });
  } else if (ctx.path === "/two-factor/verify-totp" && !signingIn && before) {
    // The first code confirms the enrolment (the user had no factor when the request began).
    if (before.user.twoFactorEnabled !== true)
      await factorEvent(deps, { userId: String(before.user.id), kind: "fator_ativado", ipAddress });
  } else if (ctx.path === "/two-factor/verify-backup-code" && returned?.user?.id) {
    await factorEvent(deps, { userId: returned.user.id, kind: "codigo_reserva_usado", ipAddress });
  }
}

/** BETTER_AUTH_SECRET, or one generated once and kept in $DATA_DIR/auth-secret. */
export function resolveSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(48).toString("base64url");
  writePrivateFile(file, `${secret}\n`);
  return secret;
}

export function authConfigFromEnv(database: Db): AuthConfig {
  const e = env();
  return {
    db: database,
    baseURL: e.APP_URL.replace(/\/$/, ""),
    secret: resolveSecret(e.BETTER_AUTH_SECRET, e.DATA_DIR),
    email: emailService(),
    adminEmails: e.ADMIN_EMAILS,
    rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    twoFactorRateLimitMax: e.TWO_FACTOR_RATE_LIMIT_MAX,
  };
}

const instances = new WeakMap<Db, { auth: Auth; config: AuthConfig }>();

/** The app's auth, with the config it was built from, for the database the server opened. */
export function authServices(): { auth: Auth; config: AuthConfig } {
  const database = appDb();
  let entry = instances.get(database);
  if (!entry) {
    const config = authConfigFromEnv(database);
    entry = { auth: createAuth(config), config };
    instances.set(database, entry);
  }
  return entry;
}

export function getAuth(): Auth {
  return authServices().auth;
}
