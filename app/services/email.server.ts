// E-mail (DESIGN D15): one interface, sendEmail({to, subject, text, html?}).
// With SMTP_URL, nodemailer sends it; without, it goes to the email_outbox table (the admin can
// read it) and to the server log, so a local install never loses a message. There, links and
// tokens are redacted (DESIGN D31): the outbox must not hand anyone another person's reset link.
// In development (http APP_URL, §8b.26) the whole message is also written to DATA_DIR/mail/.
import type { Transporter } from "nodemailer";
import { db, type Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { env } from "~/env.server";
import path from "node:path";
import { createMailFileSink } from "./email-files.server";
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
  /** Without SMTP: also write each message, unredacted, as an .eml file here (development). */
  mailDir?: string;
}

export function createEmailService(options: EmailServiceOptions): EmailService {
  // The log says that a message was stored, never to whom or what it says (issue 15: no personal
  // data in logs); the admin reads the outbox.
  const log = options.log ?? ((line) => loggerFor("e-mail").info(line));
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first message, not with the server (issue 26 item 4).
    let transport: Promise<Transporter> | undefined;
    return {
      mode: "smtp",
      async send(message) {
        try {
          transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
          await (await transport).sendMail({ from: options.from, ...message });
          metrics().emails.inc({ resultado: "enviado" });
        } catch (error) {
          metrics().emails.inc({ resultado: "falha" });
          throw error;
        }
      },
    };
  }
  const writeFile = options.mailDir ? createMailFileSink(options.mailDir) : null;
  return {
    mode: "outbox",
    async send(message) {
      let file: string | null = null;
      try {
        file = writeFile ? await writeFile({ from: options.from, ...message }) : null;
      } catch (error) {
        // The outbox still keeps the message; only the development copy is missing.
        loggerFor("e-mail").error({ err: error }, "falha ao gravar o e-mail em arquivo .eml");
      }
      const text = redactSecrets(message.text);
      const html = message.html ? redactHtml(message.html) : null;
      await options
        .db()
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text, html });
      metrics().emails.inc({ resultado: "caixa_de_saida" });
      log(
        file
          ? `sem SMTP_URL: e-mail "${message.subject}" gravado em ${file} (e na caixa de saída do painel de administração)`
          : `sem SMTP_URL: e-mail "${message.subject}" guardado na caixa de saída do painel de administração`,
      );
    },
  };
}

let service: EmailService | undefined;

/** The app's e-mail service, configured from the environment on first use. */
export function emailService(): EmailService {
  if (!service) {
    const e = env();
    service = createEmailService({
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      db,
      mailDir: mailFolder(e),
    });
  }
  return service;
}

/** DATA_DIR/mail when messages are written as files (no SMTP_URL, an http APP_URL), else none. */
export function mailFolder(e: {
  SMTP_URL?: string;
  APP_URL: string;
  DATA_DIR: string;
}): string | undefined {
  return !e.SMTP_URL && !e.APP_URL.startsWith("https://")
    ? path.resolve(e.DATA_DIR, "mail")
    : undefined;
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  await emailService().send(message);
}
