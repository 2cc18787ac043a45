// E-mail (DESIGN D15): one interface, sendEmail({to, subject, text, html?}).
// With SMTP_URL, nodemailer sends it; without, it goes to the email_outbox table (the admin can
// read it) and to the server log, so a local install never loses a message. There, links and
// tokens are redacted (DESIGN D31): the outbox must not hand anyone another person's reset link.
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/env.server";
import { redactHtml, redactSecrets } from "./email-redaction";
import { loggerFor } from "./logger.server";
import { metrics } from "./metrics.server";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailService {
  /** "smtp" delivers for real; "outbox" stores the message (no SMTP configured). */
  readonly mode: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}

export interface EmailServiceOptions {
  smtpUrl?: string;
  from: string;
  /** The database for the outbox (a function: the app opens it at run time). */
  db: () => Db;
  log?: (line: string) => void;
}

export function createEmailService(options: EmailServiceOptions): EmailService {
  // The log says that a message was stored, never to whom or what it says (issue 15: no personal
  // data in logs); the admin reads the outbox.
  const log = options.log ?? ((line) => loggerFor("e-mail").info(line));
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: "smtp",
      async send(message) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          metrics().emails.inc({ resultado: "enviado" });
        } catch (error) {
          metrics().emails.inc({ resultado: "falha" });
          throw error;
        }
      },
    };
  }
  return {
    mode: "outbox",
    async send(message) {
      const text = redactSecrets(message.text);
      const html = message.html ? redactHtml(message.html) : null;
      await options
        .db()
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text, html });
      metrics().emails.inc({ resultado: "caixa_de_saida" });
      log(
        `sem SMTP_URL: e-mail "${message.subject}" guardado na caixa de saída do painel de administração`,
      );
    },
  };
}

let service: EmailService | undefined;

/** The app's e-mail service, configured from the environment on first use. */
export function emailService(): EmailService {
  if (!service) {
    const e = env();
    service = createEmailService({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, db });
  }
  return service;
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  await emailService().send(message);
}
