// Issue 23 item 4: DATA_DIR holds people's data. Started under a permissive umask (000), with
// files an older version left world-writable, the server keeps every folder 0700 and every file
// 0600 under DATA_DIR — PGlite's files, the generated auth secret, storage — and a backup taken
// through it is owner-only too.
import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { freePort, serverArgs, waitForHealth } from "../support/e2e-global-setup";
import { apiSession } from "../support/factories";

const dirs: string[] = [];
let child: ChildProcess;
let dataDir: string;
let baseURL: string;

/** Runs a node command line with umask 000, as a careless service manager would. */
function spawnPermissive(args: string[], env: Record<string, string>): ChildProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  // No configured secret: the server generates one into DATA_DIR (a file to check).
  delete merged.BETTER_AUTH_SECRET;
  return spawn("/bin/sh", ["-c", 'umask 000 && exec "$0" "$@"', process.execPath, ...args], {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Every path under `root` (itself included) with its permission bits. */
function modes(root: string): { path: string; mode: number; dir: boolean }[] {
  const stats = lstatSync(root);
  const here = { path: root, mode: stats.mode & 0o777, dir: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  return [here, ...readdirSync(root).flatMap((name) => modes(path.join(root, name)))];
}

const exposed = (root: string) =>
  modes(root)
    .filter((entry) => (entry.mode & 0o077) !== 0)
    .map((entry) => `${entry.mode.toString(8)} ${path.relative(root, entry.path)}`);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-perms-"));
  dirs.push(dataDir);
  chmodSync(dataDir, 0o777);
  // What an older version left behind under umask 000: a migrated database (also what makes the
  // server's start quick) and an uploaded file, all readable and writable by anyone.
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  await database.close();
  const bucket = path.join(dataDir, "storage", "modelos");
  mkdirSync(bucket, { recursive: true, mode: 0o777 });
  chmodSync(bucket, 0o777);
  writeFileSync(path.join(bucket, "antigo.docx"), "modelo", { mode: 0o666 });
  chmodSync(path.join(bucket, "antigo.docx"), 0o666);
  for (const entry of modes(dataDir)) chmodSync(entry.path, entry.dir ? 0o777 : 0o666);
  expect(exposed(dataDir).length).toBeGreaterThan(500);

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  child = spawnPermissive(serverArgs(inject("buildDir")), {
    NODE_ENV: "production",
    BUILD_DIR: inject("buildDir"),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    APP_URL: baseURL,
    SMTP_URL: "",
    STRIPE_SECRET_KEY: "",
    LOG_LEVEL: "warn",
  });
  child.stderr!.on("data", (c: Buffer) => process.stderr.write(c));
  await waitForHealth(baseURL, child);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the data folder under umask 000", () => {
  it("is owner-only after start, a sign-up and a backup through the running server", async () => {
    // Writes to the database (new rows, new relation pages).
    await apiSession(baseURL);
    const out = mkdtempSync(path.join(tmpdir(), "revisafacil-perms-backup-"));
    dirs.push(out);
    const backup = spawnPermissive(
      [path.join(inject("buildDir"), "server/backup.js"), "--destino", out],
      {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NODE_ENV: "production",
      },
    );
    let said = "";
    backup.stdout!.on("data", (c: Buffer) => (said += c.toString()));
    backup.stderr!.on("data", (c: Buffer) => (said += c.toString()));
    expect(await new Promise((r) => backup.on("exit", r)), said).toBe(0);
    expect(said).toContain("pelo servidor em execução");

    const data = modes(dataDir);
    // PGlite alone unpacks about a thousand files: the sweep really covered them.
    expect(data.length).toBeGreaterThan(500);
    expect(data.some((e) => e.path.endsWith("auth-secret"))).toBe(true);
    expect(exposed(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);

    const [folder] = readdirSync(out);
    const backupDir = path.join(out, folder!);
    expect(readdirSync(backupDir)).toEqual(
      expect.arrayContaining(["db.tar.gz", "manifest.json", "auth-secret", "storage"]),
    );
    expect(exposed(backupDir)).toEqual([]);
  });

  it("stays owner-only after the server stops", async () => {
    child.kill("SIGTERM");
    expect(await new Promise((r) => child.once("exit", r))).toBe(0);
    expect(exposed(dataDir)).toEqual([]);
  });
});
