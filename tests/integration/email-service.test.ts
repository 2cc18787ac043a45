import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { readOperations } from "~/features/admin/operations.server";
import { REDACTED_LINK } from "~/services/email-redaction";
import { createEmailService } from "~/services/email.server";
import { confirmEmailMessage, resetPasswordMessage } from "~/services/email-templates/account";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { linkIn, startSmtpCapture, type SmtpCapture } from "../support/smtp-capture";

describe("e-mail service", () => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  it("delivers over SMTP with the configured sender, text and HTML", async () => {
    const service = createEmailService({
      smtpUrl: smtp.url,
      from: "RevisaFácil <nao-responda@revisafacil.test>",
      db: () => database.db,
    });
    expect(service.mode).toBe("smtp");
    const message = confirmEmailMessage(
      "https://revisafacil.test/api/auth/verify-email?token=abc&callbackURL=%2F",
    );
    await service.send({ to: "maria@exemplo.test", ...message });
    const mail = await smtp.waitFor("maria@exemplo.test");
    expect(mail.from).toBe("nao-responda@revisafacil.test");
    expect(mail.raw).toMatch(/^Subject: .*Confirme.seu.e-mail/m);
    expect(mail.raw).toContain("text/html");
    expect(linkIn(mail, "https://revisafacil.test/api/auth/verify-email")).toBe(
      "https://revisafacil.test/api/auth/verify-email?token=abc&callbackURL=%2F",
    );
    // Nothing goes to the outbox when SMTP delivers.
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("without SMTP_URL stores the mail in email_outbox and logs it, links and tokens redacted (D31)", async () => {
    const lines: string[] = [];
    const service = createEmailService({
      from: "x@y.test",
      db: () => database.db,
      log: (l) => lines.push(l),
    });
    expect(service.mode).toBe("outbox");
    const token = "tok3nSecreto0123456789";
    const mail = resetPasswordMessage(`https://a.test/redefinir-senha?token=${token}`);
    await service.send({ to: "joao@exemplo.test", ...mail });
    const rows = await database.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: "joao@exemplo.test",
      subject: "Redefinição de senha do RevisaFácil",
    });
    expect(rows[0]!.text).toContain(`Escolher nova senha: ${REDACTED_LINK}`);
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(JSON.stringify(rows[0])).not.toContain("https://a.test");
    // The log says a message was stored, never to whom (issue 15: no personal data in logs).
    expect(lines.join("\n")).toContain("Redefinição de senha do RevisaFácil");
    expect(lines.join("\n")).not.toContain("joao@exemplo.test");
    expect(lines.join("\n")).not.toContain(token);
    // The admin panel shows what was stored, redacted again for rows older than the redaction.
    await database.db.insert(emailOutbox).values({
      to: "old@exemplo.test",
      subject: "Antigo",
      text: `link https://a.test/redefinir-senha?token=${token}`,
    });
    const shown = await readOperations(database.db);
    expect(JSON.stringify(shown.outbox)).not.toContain(token);
  });

  it("fails loudly when the SMTP server is unreachable", async () => {
    const service = createEmailService({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@y.test",
      db: () => database.db,
    });
    await expect(service.send({ to: "a@b.test", subject: "s", text: "t" })).rejects.toThrow();
  });
});
