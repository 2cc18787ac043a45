// TOTP codes for tests, computed from the secret the enrolment page shows (base32, spaced) with
// the same library better-auth uses (DESIGN §8b.36: `@better-auth/utils/otp`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { symmetricEncrypt } from "better-auth/crypto";
import type { Db } from "~/db/client.server";
import { twoFactor, user } from "~/db/schema";
import { writePrivateFile } from "~/services/private-files.server";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The current 6-digit code for a secret as shown on /minha-conta/seguranca (base32). */
export async function totpCode(shownSecret: string): Promise<string> {
  const bytes = base32.decode(shownSecret.replace(/\s+/g, "").toUpperCase());
  return createOTP(bytes).totp();
}

/** The current code for a raw secret (the bytes better-auth encrypted, as a string). */
export async function totpCodeRaw(secret: string): Promise<string> {
  return createOTP(secret).totp();
}

/** A 6-digit code that is not the current one (nor its neighbours, most likely). */
export async function wrongTotpCode(shownSecret: string): Promise<string> {
  const right = await totpCode(shownSecret);
  return String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
}

// ---------------------------------------------------------------- accounts enrolled before start

/** The auth secret of a test server's data folder (written now when the folder has none). */
export function testAuthSecret(dataDir: string): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const file = path.resolve(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // none yet
  }
  const secret = `segredo-e2e-${Date.now().toString(36)}-com-mais-de-32-caracteres`;
  writePrivateFile(file, `${secret}\n`);
  return secret;
}

/**
 * Issue #27: a confirmed TOTP factor written straight into a database the server has not opened
 * yet (PGlite: one process), encrypted as better-auth does with the server's auth secret.
 */
export async function enrolFactor(
  db: Db,
  input: { userId: string; authSecret: string; totpSecret: string; backupCodes?: string[] },
): Promise<void> {
  await db.insert(twoFactor).values({
    id: `2fa-${input.userId}`,
    userId: input.userId,
    secret: await symmetricEncrypt({ key: input.authSecret, data: input.totpSecret }),
    backupCodes: await symmetricEncrypt({
      key: input.authSecret,
      data: JSON.stringify(input.backupCodes ?? []),
    }),
    verified: true,
  });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, input.userId));
}

/**
 * The sign-in's second step over HTTP: when `signIn` (an /api/auth/sign-in/email answer) asks
 * for a code, answers it with the current code of `totpSecret` and returns that answer instead.
 */
export async function passSecondStep(
  baseURL: string,
  signIn: Response,
  totpSecret: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (!signIn.ok) return signIn;
  const body = (await signIn
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  if (!body?.twoFactorRedirect) return signIn;
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => /two_factor=./.test(pair))
    .join("; ");
  return fetch(`${baseURL}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", origin: baseURL, cookie },
    body: JSON.stringify({ code: await totpCodeRaw(totpSecret) }),
  });
}
