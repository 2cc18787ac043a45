// "No acknowledged write lost after kill -9": a child process writes through the same database
// code the server uses, we SIGKILL it mid-burst, reopen the folder and look for every ack.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

it("keeps every acknowledged PGlite write after kill -9", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "revisafacil-durability-"));
  try {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/support/durability-writer.ts", dir],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const acked: string[] = [];
    let buffer = "";
    await new Promise<void>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", () => resolve());
      child.stdout!.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          if (line.startsWith("ack ")) acked.push(line.slice(4));
          // Kill in the middle of the burst, without warning.
          if (acked.length === 200) child.kill("SIGKILL");
        }
      });
    });
    expect(acked.length).toBeGreaterThanOrEqual(200);

    const reopened = await openDatabase({ pgliteDir: dir });
    const found = await reopened.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, acked));
    await reopened.close();
    expect(found.length).toBe(acked.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
