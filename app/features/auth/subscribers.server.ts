// The consumer (subscribers) and lawyer (revisaconecta_subscribers) rows an account carries,
// and the admin grant from ADMIN_EMAILS (DESIGN D4: is_admin is the single source of truth; D31:
// only for a verified e-mail, so nobody becomes admin by signing up first with that address).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { revisaconectaSubscribers, subscribers, user } from "~/db/schema";

export const isAdminEmail = (email: string, adminEmails: readonly string[]) =>
  adminEmails.includes(email.trim().toLowerCase());

/** DESIGN D31: ADMIN_EMAILS counts only for an account whose e-mail has been verified. */
export const grantsAdmin = (
  account: { email: string; emailVerified: boolean },
  adminEmails: readonly string[],
) => account.emailVerified === true && isAdminEmail(account.email, adminEmails);

/** The grant once an ADMIN_EMAILS account has confirmed its e-mail (existing rows keep the rest). */
export async function grantAdmin(db: Db, input: { userId: string; email: string }): Promise<void> {
  await db
    .insert(subscribers)
    .values({ userId: input.userId, email: input.email, isAdmin: true })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { isAdmin: true, updatedAt: sql`now()` },
    });
}

/** After sign-up (SPEC §7): the row upserted on user_id with the sign-up values. */
export async function upsertConsumerSubscriber(
  db: Db,
  input: { userId: string; email: string; emailVerified: boolean; adminEmails: readonly string[] },
): Promise<void> {
  const values = {
    userId: input.userId,
    email: input.email,
    subscribed: false,
    subscriptionTier: "gratuito" as const,
    subscriptionEnd: null,
    stripeCustomerId: null,
    isAdmin: grantsAdmin(input, input.adminEmails),
  };
  await db
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({ target: subscribers.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** SPEC §4 "Plan loading": a missing row is created with tier gratuito (existing rows kept). */
export async function ensureConsumerSubscriber(
  db: Db,
  input: { userId: string; email: string; emailVerified: boolean; adminEmails: readonly string[] },
): Promise<void> {
  await db
    .insert(subscribers)
    .values({
      userId: input.userId,
      email: input.email,
      isAdmin: grantsAdmin(input, input.adminEmails),
    })
    .onConflictDoNothing({ target: subscribers.userId });
}

/** Start-up: every verified account whose e-mail is in ADMIN_EMAILS gets is_admin (rows created if missing). */
export async function applyAdminEmails(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const admins = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(inArray(sql`lower(${user.email})`, [...adminEmails]), eq(user.emailVerified, true)));
  for (const admin of admins) await grantAdmin(db, { userId: admin.id, email: admin.email });
  return admins.length;
}

export async function findLawyerByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(revisaconectaSubscribers)
    .where(eq(revisaconectaSubscribers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** SPEC §4 "Lawyer sign-up" step 4: gratuito, assinante_ativo false, empty whatsapp. */
export async function upsertLawyerSubscriber(
  db: Db,
  input: { userId: string; email: string; nome: string },
): Promise<void> {
  const values = {
    userId: input.userId,
    email: input.email.trim().toLowerCase(),
    nome: input.nome,
    whatsapp: "",
    tipoPlano: "gratuito" as const,
    assinanteAtivo: false,
  };
  await db
    .insert(revisaconectaSubscribers)
    .values(values)
    .onConflictDoUpdate({ target: revisaconectaSubscribers.email, set: values });
}

/** A lawyer row made before the account existed (seed, admin) is tied to it at first login. */
export async function linkLawyerToUser(db: Db, lawyerId: string, userId: string): Promise<void> {
  await db
    .update(revisaconectaSubscribers)
    .set({ userId })
    .where(
      sql`${revisaconectaSubscribers.id} = ${lawyerId} and ${revisaconectaSubscribers.userId} is null`,
    );
}
