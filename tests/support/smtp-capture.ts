// A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, so tests
// can follow the links in confirmation and reset e-mails.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Waits for the next mail to `to` (received after `since` mails) and returns it. */
  waitFor: (to: string, options?: { timeoutMs?: number; since?: number }) => Promise<CapturedMail>;
  close: () => Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, { timeoutMs = 15_000, since = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).find((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`Nenhum e-mail para ${to} em ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's plain-text part that starts with `prefix` (quoted-printable decoded). */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const decoded = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = decoded.match(new RegExp(`${escaped}[^\\s"<>]+`));
  if (!match) throw new Error(`Link ${prefix}… não encontrado no e-mail`);
  return match[0].replace(/&amp;/g, "&");
}
