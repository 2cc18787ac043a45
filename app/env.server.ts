// Environment, validated once. A wrong value stops the server with a message naming the variable.
import { z } from "zod";
import { postgresUrlProblem } from "./db/postgres-url";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A boolean whose absence (or empty value) means "the default", decided from other settings. */
const defaultedBool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: "deve ser uma URL postgres:// (ou vazia para usar o PGlite embutido)",
      })
      // A URL without a database name would migrate into the "postgres" maintenance database.
      .superRefine((v, ctx) => {
        const problem =
          v === undefined || !/^postgres(ql)?:\/\//.test(v) ? null : postgresUrlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    TRUST_PROXY: bool,
    // With TRUST_PROXY: how many proxies of ours append to X-Forwarded-For; the client IP is the
    // entry that many places from the right (the leftmost one is whatever the client sent).
    TRUSTED_PROXY_HOPS: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : 1))
      .pipe(z.number().int().min(1).max(10)),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    // Sign-in, sign-up and password-change attempts allowed per client IP per minute.
    AUTH_RATE_LIMIT_MAX: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : 10))
      .pipe(z.number().int().min(1)),
    // Issue #27: second-factor calls (/two-factor/*) allowed per client IP per 10 seconds. Unset:
    // better-auth's own rule (3). Only the tests raise it (every test signs in from 127.0.0.1).
    TWO_FACTOR_RATE_LIMIT_MAX: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : undefined))
      .pipe(z.number().int().min(1).optional()),
    // Ask-a-lawyer requests allowed per client IP per hour (generous: mobile carriers share IPs).
    REQUEST_RATE_LIMIT_MAX: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : 10))
      .pipe(z.number().int().min(1)),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("RevisaFácil <nao-responda@revisafacil.local>"),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_BASICO: z.string().optional(),
    STRIPE_PRICE_PREMIUM: z.string().optional(),
    STRIPE_PRICE_STARTER: z.string().optional(),
    STRIPE_PRICE_MASTER: z.string().optional(),
    // The course (one-time, R$ 197,00 in BRL: the checkout refuses a price that differs).
    STRIPE_PRICE_CURSO: z.string().optional(),
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
    ALLOW_TEST_PAYMENTS: bool,
    // Default: on when APP_URL is https (a public site keeps its rates fresh), off otherwise.
    RATES_AUTO_UPDATE: defaultedBool,
    BCB_SGS_BASE_URL: z.url().default("https://api.bcb.gov.br/dados/serie"),
    ANALYTICS_DASHBOARD_URL: optionalUrl,
    // Explanatory video on the landing page (embed URL); the section is hidden without it.
    LANDING_VIDEO_URL: optionalUrl,
    // Company data for the legal pages (editorial/legal/company.ts); unset values are not invented.
    COMPANY_LEGAL_NAME: optionalText,
    COMPANY_CNPJ: optionalText.pipe(
      z
        .string()
        .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, {
          message: "use o formato 00.000.000/0000-00",
        })
        .optional(),
    ),
    COMPANY_ADDRESS: optionalText,
    PRIVACY_EMAIL: optionalText.pipe(z.email({ message: "deve ser um e-mail" }).optional()),
    // Contact address shown where the support form is for paid plans only (free lawyers).
    SUPPORT_EMAIL: optionalText.pipe(z.email({ message: "deve ser um e-mail" }).optional()),
    DPO_NAME: optionalText,
    // Operations (docs/operations.md): log level, /metrics bearer token, Sentry.
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, { message: "use pelo menos 16 caracteres" }).optional(),
    ),
    SENTRY_DSN: optionalUrl,
    SENTRY_ENVIRONMENT: optionalText,
    SENTRY_RELEASE: optionalText,
    // S3-compatible storage (DESIGN D20, D34): set S3_BUCKET to use it instead of the disk.
    S3_BUCKET: optionalText,
    S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
    S3_ENDPOINT: optionalUrl.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: "deve começar com http:// ou https://",
    }),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // MinIO, s3rver and most self-hosted stores need path-style URLs (endpoint/bucket/key).
    S3_FORCE_PATH_STYLE: bool,
    // Worker processes (node:cluster) with PostgreSQL; default one per core. PGlite: always 1.
    WEB_CONCURRENCY: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? Number(v) : undefined))
      .pipe(
        z
          .number({ message: "deve ser um número inteiro" })
          .int({ message: "deve ser um número inteiro" })
          .min(1, { message: "use pelo menos 1" })
          .max(64, { message: "use no máximo 64" })
          .optional(),
      ),
    // Memory for the public-page cache (decision 007), in MB; 0 turns it off.
    PAGE_CACHE_MB: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : 64))
      .pipe(z.number().int().min(0).max(4096)),
  })
  .transform((env) => {
    const APP_URL = env.APP_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      APP_URL,
      /** Set by the operator (not the default): only then are loopback aliases refused (§8b.27). */
      APP_URL_EXPLICIT: env.APP_URL !== undefined,
      RATES_AUTO_UPDATE: env.RATES_AUTO_UPDATE ?? APP_URL.startsWith("https://"),
    };
  })
  .superRefine((env, ctx) => {
    if (env.APP_URL.startsWith("https://") && !env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "obrigatória quando APP_URL é https (um site público não pode aceitar pagamentos de teste); defina ALLOW_TEST_PAYMENTS=true para forçar",
      });
    }
    // DESIGN §8b.26: a public site must deliver its confirmation and reset links (the outbox
    // hides them, and the .eml folder is for development on http only).
    if (env.APP_URL.startsWith("https://") && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "obrigatória quando APP_URL é https: sem SMTP, ninguém recebe os links de confirmação e de redefinição de senha",
      });
    }
    // Half an S3 configuration would silently keep files on one instance's disk.
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "obrigatória quando há outra variável S3_* definida",
      });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message:
          "defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas (ou nenhuma, para as credenciais padrão da AWS)",
      });
    }
    // The privacy policy and the terms of use must name the company (LGPD art. 9, CDC art. 6 III).
    if (env.APP_URL.startsWith("https://")) {
      for (const name of ["COMPANY_CNPJ", "COMPANY_ADDRESS"] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `obrigatória quando APP_URL é https: a política de privacidade e os termos de uso precisam identificar a empresa (defina ${name})`,
          });
        }
      }
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Configuração inválida no ambiente:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
