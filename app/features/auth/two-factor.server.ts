// Two-factor sign-in (issue #27, DESIGN §8b.36, decision 013): the pieces auth.server's hooks
// and the security page share — the account's security history, the e-mails that tell the
// person, and the code check that better-auth's /two-factor/disable lacks.
import { and, desc, eq, like } from "drizzle-orm";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Db } from "~/db/client.server";
import {
  revisaconectaSubscribers,
  securityEvents,
  twoFactor,
  user,
  verification,
} from "~/db/schema";
import type { EmailService } from "~/services/email.server";
import { factorChangedMessage, type FactorEmailKind } from "~/services/email-templates/account";
import { loggerFor } from "~/services/logger.server";

export const SECURITY_EVENT_KINDS = [
  "fator_ativado",
  "fator_desativado",
  "codigo_reserva_usado",
  "fator_removido_suporte",
  "remocao_solicitada_suporte",
  "fator_removido_confirmacao",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_TEXT: Record<SecurityEventKind, string> = {
  fator_ativado: "Verificação em duas etapas ativada",
  fator_desativado: "Verificação em duas etapas desativada",
  codigo_reserva_usado: "Entrada com um código de reserva",
  fator_removido_suporte: "Verificação em duas etapas removida pelo suporte",
  remocao_solicitada_suporte: "O suporte enviou um link para remover a verificação em duas etapas",
  fator_removido_confirmacao: "Verificação em duas etapas removida ao confirmar o e-mail",
};

const EMAIL_FOR: Partial<Record<SecurityEventKind, FactorEmailKind>> = {
  fator_ativado: "ativado",
  fator_desativado: "desativado",
  codigo_reserva_usado: "codigo_reserva",
  fator_removido_suporte: "removido_suporte",
};

/** Six digits from the authenticator app, or a backup code as better-auth makes them (xxxxx-xxxxx). */
export const TOTP_CODE = /^\d{6}$/;
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** Typed codes as people type them: spaces dropped; a 10-character backup code gets its dash. */
export function normalizeCode(raw: string): string {
  const compact = raw.replace(/\s+/g, "");
  if (/^[A-Za-z0-9]{10}$/.test(compact) && !/^\d+$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return compact;
}

export async function recordSecurityEvent(
  db: Db,
  event: {
    userId: string;
    kind: SecurityEventKind;
    ipAddress?: string | null;
    adminUserId?: string | null;
  },
): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    ipAddress: event.ipAddress ?? null,
    adminUserId: event.adminUserId ?? null,
  });
}

export async function listSecurityEvents(db: Db, userId: string, limit = 20) {
  return db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      ipAddress: securityEvents.ipAddress,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit);
}

/**
 * Records the event and tells the account's address (after the answer: the person never waits
 * for the e-mail). A failure is logged; it never undoes what happened.
 */
export async function factorEvent(
  deps: { db: Db; email: EmailService },
  event: {
    userId: string;
    kind: SecurityEventKind;
    ipAddress?: string | null;
    adminUserId?: string;
  },
): Promise<void> {
  await recordSecurityEvent(deps.db, event);
  const emailKind = EMAIL_FOR[event.kind];
  if (!emailKind) return;
  setImmediate(() => {
    void (async () => {
      const [row] = await deps.db
        .select({ email: user.email, lawyer: revisaconectaSubscribers.id })
        .from(user)
        .leftJoin(revisaconectaSubscribers, eq(revisaconectaSubscribers.userId, user.id))
        .where(eq(user.id, event.userId))
        .limit(1);
      if (!row) return;
      await deps.email.send({
        to: row.email,
        ...factorChangedMessage(emailKind, row.lawyer ? "RevisaConecta" : "RevisaFácil"),
      });
    })().catch((error: unknown) => {
      loggerFor("auth").error(
        { err: error },
        "falha ao enviar o aviso de verificação em duas etapas",
      );
    });
  });
}

/**
 * DESIGN §8b.36: /two-factor/disable asks a code as well as the password. True when `code` is
 * the account's current TOTP code or one of its unused backup codes.
 */
export async function checkFactorCode(
  db: Db,
  secretKey: Parameters<typeof symmetricDecrypt>[0]["key"],
  userId: string,
  rawCode: unknown,
): Promise<boolean> {
  if (typeof rawCode !== "string" || rawCode.length > 64) return false;
  const code = normalizeCode(rawCode);
  const [row] = await db
    .select({ secret: twoFactor.secret, backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, true)))
    .limit(1);
  if (!row) return false;
  if (TOTP_CODE.test(code)) {
    const secret = await symmetricDecrypt({ key: secretKey, data: row.secret });
    return createOTP(secret).verify(code);
  }
  if (BACKUP_CODE.test(code)) {
    const codes: unknown = JSON.parse(
      await symmetricDecrypt({ key: secretKey, data: row.backupCodes }),
    );
    return Array.isArray(codes) && codes.includes(code);
  }
  return false;
}

/**
 * DESIGN §8b.26 / §8.17: confirming the address removes factors and trusted devices set up
 * before it (a squatter's authenticator must not survive the owner's confirmation).
 */
export async function removeFactors(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .returning({ id: twoFactor.id });
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  // better-auth keeps each trusted device as a verification row "trust-device-…" → user id.
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "trust-device-%"), eq(verification.value, userId)));
  return removed.length > 0;
}
