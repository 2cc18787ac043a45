// E-mail (DESIGN D15): one interface, sendEmail({to, subject, text, html?}).
// With SMTP_URL, nodemailer sends it; without, it goes to the email_outbox table (the admin can
// read it) and to the server log, so a local install never loses a message. There, links and
// tokens are redacted (DESIGN D31): the outbox must not hand anyone another person's reset link.
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/env.server";
import { redactHtml, redactSecrets } from "./email-redaction";

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
  const log = options.log ?? ((line) => console.log(line));
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: "smtp",
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    mode: "outbox",
    async send(message) {
      const text = redactSecrets(message.text);
      const html = message.html ? redactHtml(message.html) : null;
      await options.db().insert(emailOutbox).values({ to: message.to, subject: message.subject, text, html });
      log(`[e-mail] sem SMTP_URL: guardado na caixa de saída (links omitidos). Para: ${message.to} | Assunto: ${message.subject}\n${text}`);
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
