// Issue 23 item 8 (DESIGN §8b.26): without SMTP and with an http APP_URL each message is also
// written, whole, as an .eml file under DATA_DIR/mail/ (folder 0700, file 0600 whatever the
// umask), so a newcomer can open a confirmation or reset link; the outbox row stays redacted.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createEmailService, mailFolder } from "~/services/email.server";
import { confirmEmailMessage } from "~/services/email-templates/account";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { linkIn } from "../support/smtp-capture";

describe("development e-mail files", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-mail-"));
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is on only without SMTP_URL and with an http APP_URL", () => {
    expect(mailFolder({ APP_URL: "http://localhost:3000", DATA_DIR: dataDir })).toBe(
      path.join(dataDir, "mail"),
    );
    expect(
      mailFolder({ APP_URL: "http://localhost:3000", DATA_DIR: dataDir, SMTP_URL: "smtp://x" }),
    ).toBeUndefined();
    expect(mailFolder({ APP_URL: "https://revisa.test", DATA_DIR: dataDir })).toBeUndefined();
  });

  it("writes the whole message (working link) 0600 in a 0700 folder; the outbox stays redacted", async () => {
    const dir = mailFolder({ APP_URL: "http://localhost:3000", DATA_DIR: dataDir })!;
    const lines: string[] = [];
    const service = createEmailService({
      from: "RevisaFácil <nao-responda@revisafacil.local>",
      db: () => database.db,
      log: (l) => lines.push(l),
      mailDir: dir,
    });
    const link = "http://localhost:3000/confirmar-conta?token=tok3n.Secreto-0123&callbackURL=%2F";
    const previous = process.umask(0o000);
    try {
      await service.send({ to: "maria@exemplo.test", ...confirmEmailMessage(link) });
    } finally {
      process.umask(previous);
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dir, files[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, "utf8");
    expect(raw).toMatch(/^To: maria@exemplo\.test$/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toContain("multipart/alternative");
    expect(linkIn({ from: "", to: [], raw }, "http://localhost:3000/confirmar-conta?")).toBe(link);
    // Where it went is logged; the outbox row keeps no link or token.
    expect(lines.join("\n")).toContain(file);
    const [row] = await database.db.select().from(emailOutbox);
    expect(JSON.stringify(row)).not.toContain("tok3n");
  });
});
