// Consumer support on the server (SPEC §4 "Consumer support submission", §6, §7
// send-support-confirmation): saved first, then the confirmation to the account's e-mail with the
// person's name and message; an e-mail failure does not lose the message; subscribers only;
// Premium is marked for priority; a per-user hourly limit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suporte } from "~/db/schema";
import {
  SUPPORT_RATE_LIMIT,
  submitSupport,
  type SupportCaller,
} from "~/features/support/support.server";
import type { EmailMessage, EmailService } from "~/services/email.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

function recordingEmail(): EmailService & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return { mode: "smtp", sent, send: async (m) => void sent.push(m) };
}

const failingEmail: EmailService = {
  mode: "smtp",
  send: async () => {
    throw new Error("SMTP indisponível (connect ECONNREFUSED 127.0.0.1:2525)");
  },
};

const input = {
  nome: "Ana Souza",
  email: "ana.contato@exemplo.com",
  mensagem: "Não consigo baixar o modelo de notificação.\nPoderiam ajudar?",
};

describe.each(databaseKinds)("support messages on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function caller(tier: SupportCaller["tier"]): Promise<SupportCaller> {
    const person = await createConsumer(database.db, { tier });
    return { userId: person.id, accountEmail: person.email, tier };
  }
  const rowsOf = (userId: string) =>
    database.db.select().from(suporte).where(eq(suporte.userId, userId));

  it("Básico: saves the message and e-mails the confirmation (name and message) to the account", async () => {
    const email = recordingEmail();
    const who = await caller("basico");
    const outcome = await submitSupport({ db: database.db, email }, input, who);
    expect(outcome).toMatchObject({ ok: true, emailSent: true });
    const rows = await rowsOf(who.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nome: "Ana Souza",
      email: "ana.contato@exemplo.com",
      mensagem: input.mensagem,
      prioritario: false,
    });
    expect(email.sent).toHaveLength(1);
    const mail = email.sent[0]!;
    // To the account, never to an address typed in the form (no mailing strangers through us).
    expect(mail.to).toBe(who.accountEmail);
    expect(mail.subject).toBe("Recebemos sua mensagem de suporte — RevisaFácil");
    expect(mail.text).toContain("Olá, Ana Souza!");
    expect(mail.text).toContain("Não consigo baixar o modelo de notificação.");
    expect(mail.text).toContain("Poderiam ajudar?");
    expect(mail.text).toContain("ana.contato@exemplo.com");
    expect(mail.text).not.toContain("prioritário");
    expect(mail.html).toContain("<p>Poderiam ajudar?</p>");
  });

  it("Premium: the message is marked for priority and the e-mail says so", async () => {
    const email = recordingEmail();
    const who = await caller("premium");
    expect(await submitSupport({ db: database.db, email }, input, who)).toMatchObject({
      ok: true,
      emailSent: true,
    });
    expect((await rowsOf(who.userId))[0]!.prioritario).toBe(true);
    expect(email.sent[0]!.text).toContain("vamos responder em até 1 dia útil no e-mail");
    expect(email.sent[0]!.text).toContain("Como assinante Premium, seu atendimento é prioritário.");
  });

  it("keeps the message when the confirmation e-mail fails, and says the e-mail did not go", async () => {
    const who = await caller("basico");
    const outcome = await submitSupport({ db: database.db, email: failingEmail }, input, who);
    expect(outcome).toMatchObject({ ok: true, emailSent: false });
    expect(await rowsOf(who.userId)).toHaveLength(1);
  });

  it("refuses a free plan and saves nothing (support is for subscribers)", async () => {
    const email = recordingEmail();
    const who = await caller("gratuito");
    expect(await submitSupport({ db: database.db, email }, input, who)).toEqual({
      ok: false,
      reason: "not_subscriber",
    });
    expect(await rowsOf(who.userId)).toHaveLength(0);
    expect(email.sent).toHaveLength(0);
  });

  it("throws when the message cannot be saved, before any e-mail", async () => {
    const email = recordingEmail();
    const ghost: SupportCaller = {
      userId: "sem-conta",
      accountEmail: "x@exemplo.com",
      tier: "basico",
    };
    await expect(submitSupport({ db: database.db, email }, input, ghost)).rejects.toThrow();
    expect(email.sent).toHaveLength(0);
  });

  it(`limits a subscriber to ${SUPPORT_RATE_LIMIT.max} messages per hour, in pt-BR`, async () => {
    const email = recordingEmail();
    const who = await caller("basico");
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i++) {
      expect((await submitSupport({ db: database.db, email }, input, who)).ok).toBe(true);
    }
    const refused = await submitSupport({ db: database.db, email }, input, who);
    expect(refused).toMatchObject({ ok: false, reason: "rate_limited" });
    if (refused.ok || refused.reason !== "rate_limited") return;
    expect(refused.message).toMatch(
      /^Você enviou muitas mensagens na última hora\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(await rowsOf(who.userId)).toHaveLength(SUPPORT_RATE_LIMIT.max);
    expect(email.sent).toHaveLength(SUPPORT_RATE_LIMIT.max);
  });
});
