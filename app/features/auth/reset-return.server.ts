// After "Esqueci minha senha", a lawyer returns to the lawyer login and everyone else to /auth
// (issue 10 item 7). The reset token's owner is read from better-auth's verification row before
// the reset consumes it; any doubt falls back to /auth.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { revisaconectaSubscribers, verification } from "~/db/schema";

export async function resetTokenOwner(token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.userId ?? null;
}

export async function loginPathAfterReset(
  userId: string | null,
): Promise<"/auth" | "/auth-revisaconecta"> {
  if (!userId) return "/auth";
  const [lawyer] = await db()
    .select({ id: revisaconectaSubscribers.id })
    .from(revisaconectaSubscribers)
    .where(eq(revisaconectaSubscribers.userId, userId));
  return lawyer ? "/auth-revisaconecta" : "/auth";
}
