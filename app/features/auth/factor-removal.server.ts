// Recovery by support (issue #27 item 4, DESIGN §8b.36): someone who lost the device and every
// backup code writes to support; an admin sends a one-time link to the account's address (proof
// that the address is theirs), and the factor goes only when that link is opened and the
// password typed. The password reset never removes a factor. The admin's id is logged with both
// steps (security_events.admin_user_id), and the admin panel lists them.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { verifyPassword } from "better-auth/crypto";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { account, securityEvents, user, verification } from "~/db/schema";
import type { Result } from "~/domain/result";
import type { EmailService } from "~/services/email.server";
import { factorRemovalLinkMessage } from "~/services/email-templates/account";
import { hitRateLimit } from "~/services/rate-limit.server";
import { factorEvent, recordSecurityEvent, removeFactors } from "./two-factor.server";

export const REMOVAL_PATH = "/remover-verificacao";
const LINK_TTL_MS = 60 * 60 * 1000;
const identifierOf = (token: string) =>
  `remocao-2fa:${createHash("sha256").update(token).digest("base64url")}`;

export const REMOVAL_MSG = {
  invalidEmail: "Digite o e-mail da conta.",
  noFactor: "Esta conta não tem verificação em duas etapas ativada.",
  notFound: "Nenhuma conta com este e-mail.",
  sent: "Link enviado ao e-mail da conta. Ele vale por 1 hora e só pode ser usado uma vez.",
  invalidLink: "Este link é inválido, já foi usado ou expirou. Peça um novo ao suporte.",
  wrongPassword: "Senha incorreta.",
  removed: "Verificação em duas etapas removida. Entre com seu e-mail e senha.",
  tooMany: "Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.",
} as const;

export interface RemovalDeps {
  db: Db;
  email: EmailService;
  baseURL: string;
  rateLimitMax: number;
}

export type SendOutcome = Result<{ message: string }, { reason: "invalid_input"; message: string }>;

/** The admin's step: a one-time link to the account's own address; logged with the admin's id. */
export async function sendRemovalLink(
  deps: RemovalDeps,
  input: { email: string; adminUserId: string },
): Promise<SendOutcome> {
  const parsed = z.email().safeParse(input.email.trim().toLowerCase());
  if (!parsed.success)
    return { ok: false, reason: "invalid_input", message: REMOVAL_MSG.invalidEmail };
  const [owner] = await deps.db
    .select({ id: user.id, email: user.email, enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, parsed.data))
    .limit(1);
  if (!owner) return { ok: false, reason: "invalid_input", message: REMOVAL_MSG.notFound };
  if (!owner.enabled) return { ok: false, reason: "invalid_input", message: REMOVAL_MSG.noFactor };
  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify({ userId: owner.id, adminUserId: input.adminUserId }),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  await recordSecurityEvent(deps.db, {
    userId: owner.id,
    kind: "remocao_solicitada_suporte",
    adminUserId: input.adminUserId,
  });
  const url = `${deps.baseURL}${REMOVAL_PATH}?token=${encodeURIComponent(token)}`;
  await deps.email.send({ to: owner.email, ...factorRemovalLinkMessage(url) });
  return { ok: true, message: REMOVAL_MSG.sent };
}

const linkValue = z.object({ userId: z.string(), adminUserId: z.string() });

async function findLink(db: Db, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(
      and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) return null;
  const parsed = linkValue.safeParse(JSON.parse(row.value));
  return parsed.success ? { id: row.id, ...parsed.data } : null;
}

export async function removalLinkIsValid(db: Db, token: string): Promise<boolean> {
  return (await findLink(db, token)) !== null;
}

export type RemovalOutcome = Result<
  { message: string },
  { reason: "invalid_link" | "wrong_password" | "rate_limited"; message: string }
>;

/** The person's step: the link plus the password; the link is used up only on success. */
export async function removeWithLink(
  deps: RemovalDeps,
  input: { token: string; password: string; ipAddress: string | null },
): Promise<RemovalOutcome> {
  const link = await findLink(deps.db, input.token);
  if (!link) return { ok: false, reason: "invalid_link", message: REMOVAL_MSG.invalidLink };
  // The sign-in's per-account allowance: a stolen link gives no more password guesses.
  const limit = await hitRateLimit(deps.db, `senha:conta:usuario:${link.userId}`, {
    max: deps.rateLimitMax,
    windowMs: 60_000,
  });
  if (!limit.ok) return { ok: false, reason: "rate_limited", message: REMOVAL_MSG.tooMany };
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, link.userId), eq(account.providerId, "credential")))
    .limit(1);
  const password = input.password.slice(0, 200);
  if (
    !credential?.hash ||
    !password ||
    !(await verifyPassword({ hash: credential.hash, password }))
  )
    return { ok: false, reason: "wrong_password", message: REMOVAL_MSG.wrongPassword };
  // One use: whoever deletes the row first removes the factor.
  const used = await deps.db
    .delete(verification)
    .where(eq(verification.id, link.id))
    .returning({ id: verification.id });
  if (used.length === 0)
    return { ok: false, reason: "invalid_link", message: REMOVAL_MSG.invalidLink };
  await removeFactors(deps.db, link.userId);
  await factorEvent(deps, {
    userId: link.userId,
    kind: "fator_removido_suporte",
    ipAddress: input.ipAddress,
    adminUserId: link.adminUserId,
  });
  return { ok: true, message: REMOVAL_MSG.removed };
}

/** The admin panel's log: support's steps, newest first, with the admin who took them. */
export async function listSupportRemovals(db: Db, limit = 20) {
  const rows = await db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      userId: securityEvents.userId,
      adminUserId: securityEvents.adminUserId,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(inArray(securityEvents.kind, ["remocao_solicitada_suporte", "fator_removido_suporte"]))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit);
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.adminUserId ?? ""]).filter(Boolean))];
  const emails = ids.length
    ? await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, ids))
    : [];
  const emailOf = new Map(emails.map((e) => [e.id, e.email]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    account: emailOf.get(r.userId) ?? r.userId,
    admin: r.adminUserId ? (emailOf.get(r.adminUserId) ?? r.adminUserId) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
