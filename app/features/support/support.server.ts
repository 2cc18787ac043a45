// Consumer support submission (SPEC §4): 1. the message is saved; 2. a confirmation e-mail is
// requested (send-support-confirmation, §7: to the user, with their name and message); 3. the
// person goes on to /obrigado-contato even if the e-mail fails — the outcome says whether it went.
// Subscribers only (§6); Premium messages are marked for priority.
import { type Db, transaction } from "~/db/client.server";
import type { RateLimited, Result } from "~/domain/result";
import { suporte } from "~/db/schema";
import { isPaidTier } from "~/domain/plan-limits";
import type { SubscriptionTier } from "~/platform/viewer";
import { hitRateLimit, retryAfterText } from "~/services/rate-limit.server";
import type { EmailService } from "~/services/email.server";
import { renderEmail } from "~/services/email-templates/layout";
import { unlinkText, userNameForEmail } from "~/services/email-templates/user-text";
import { supportConfirmationText } from "../../../editorial/forms/support";
import type { SupportInput } from "./support-schema";
import { loggerFor } from "~/services/logger.server";

/** Messages per subscriber per hour: room for a real conversation, not for flooding the inbox. */
export const SUPPORT_RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;

export interface SupportDeps {
  db: Db;
  email: EmailService;
}

export interface SupportCaller {
  userId: string;
  /** The account's e-mail: the confirmation goes there, never to an address typed in the form. */
  accountEmail: string;
  tier: SubscriptionTier;
}

export type SupportOutcome = Result<
  { id: string; emailSent: boolean },
  { reason: "not_subscriber" } | RateLimited
>;

export const tooManyMessages = (seconds: number) =>
  `Você enviou muitas mensagens na última hora. ${retryAfterText(seconds)}`;

/** Saves the message and sends the confirmation. A save failure throws; an e-mail failure does not. */
export async function submitSupport(
  deps: SupportDeps,
  input: SupportInput,
  caller: SupportCaller,
): Promise<SupportOutcome> {
  if (!isPaidTier(caller.tier)) return { ok: false, reason: "not_subscriber" };
  const priority = caller.tier === "premium";
  const saved = await transaction(deps.db, async (db) => {
    const limit = await hitRateLimit(db, `suporte:user:${caller.userId}`, SUPPORT_RATE_LIMIT);
    if (!limit.ok) return limit;
    const [row] = await db
      .insert(suporte)
      .values({
        userId: caller.userId,
        nome: input.nome,
        email: input.email,
        mensagem: input.mensagem,
        prioritario: priority,
      })
      .returning({ id: suporte.id });
    return { ok: true as const, id: row!.id };
  });
  if (!saved.ok) {
    return {
      ok: false,
      reason: "rate_limited",
      message: tooManyMessages(saved.retryAfterSeconds),
      retryAfterSeconds: saved.retryAfterSeconds,
    };
  }

  const message = renderEmail(
    // Quoted user text never forms a link in our e-mail (issue #11 item 6).
    supportConfirmationText({
      nome: userNameForEmail(input.nome),
      mensagem: unlinkText(input.mensagem),
      replyTo: input.email,
      priority,
    }),
  );
  try {
    await deps.email.send({ to: caller.accountEmail, ...message });
    return { ok: true, id: saved.id, emailSent: true };
  } catch (error) {
    loggerFor("suporte").error(
      { err: error },
      "mensagem salva, mas o e-mail de confirmação falhou",
    );
    return { ok: true, id: saved.id, emailSent: false };
  }
}
