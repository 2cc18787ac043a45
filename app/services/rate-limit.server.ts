// Abuse limits kept in the database (form_rate_limits) so that they hold across app instances: a
// fixed-window counter per key ("solicitacao:ip:…", "suporte:user:…", "senha:conta:…"),
// incremented with one atomic upsert. Run it inside the transaction that writes the submission,
// so a failed write does not use up the person's allowance.
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { formRateLimits } from "~/db/schema";
import type { Result } from "~/domain/result";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RateLimitResult = Result<
  { count: number },
  { reason: "rate_limited"; retryAfterSeconds: number }
>;

// Counters are kept a day after their window, then pruned.
const RETENTION_MS = 24 * 60 * 60 * 1000;

export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(formRateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [formRateLimits.key, formRateLimits.windowStart],
      set: { count: sql`${formRateLimits.count} + 1` },
    })
    .returning({ count: formRateLimits.count });
  const count = row?.count ?? 1;
  // A new window row is the moment to drop counters nobody needs any more.
  if (count === 1)
    await db
      .delete(formRateLimits)
      .where(lt(formRateLimits.windowStart, new Date(now.getTime() - RETENTION_MS)));
  if (count <= rule.max) return { ok: true, count };
  const windowEnd = windowStart.getTime() + rule.windowMs;
  return {
    ok: false,
    reason: "rate_limited",
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/** "Tente novamente em 12 minutos." — the wait, rounded up, in pt-BR. */
export function retryAfterText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "Tente novamente em 1 minuto." : `Tente novamente em ${minutes} minutos.`;
}
