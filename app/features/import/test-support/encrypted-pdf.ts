// Encrypts a PDF with Debian's qpdf (DESIGN §8b.37) for the "needs a password" tests.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** AES-256; an empty `user` password opens without asking (only the owner's rights are locked). */
export function encryptPdf(bytes: Uint8Array, user: string, owner = "dono-do-arquivo"): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), "qpdf-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), bytes);
    execFileSync("qpdf", ["--encrypt", user, owner, "256", "--", "in.pdf", "out.pdf"], {
      cwd: dir,
    });
    return new Uint8Array(readFileSync(path.join(dir, "out.pdf")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
