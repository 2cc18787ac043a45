// DESIGN §8b.26 (issue 23 item 8): in development (no SMTP_URL, an http APP_URL) every message is
// also written as an .eml file under DATA_DIR/mail/, so a newcomer can open the confirmation or
// reset link the outbox table hides. nodemailer's stream transport builds the MIME message; the
// folder is 0700 and each file 0600 (they carry working links), whatever the umask.
import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

export interface MailFileMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The folder's .eml writer: returns the file's path. */
export function createMailFileSink(dir: string): (message: MailFileMessage) => Promise<string> {
  // nodemailer is loaded with the first message, not with the server (issue 26 item 4).
  let transport: Promise<Transporter> | undefined;
  let ready: Promise<void> | undefined;
  const prepare = async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  };
  return async (message) => {
    ready ??= prepare().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
    transport ??= import("nodemailer").then((m) =>
      m.default.createTransport({ streamTransport: true, buffer: true }),
    );
    const info = await (await transport).sendMail(message);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
    await chmod(file, 0o600);
    return file;
  };
}
