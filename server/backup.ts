// Backups and restores of the data people trust us with (docs/operations.md).
//
// A backup is a folder: `manifest.json`, the database (`db.tar.gz`, PGlite's data folder dumped
// through the running server or, with the server stopped, by opening it; or `db.dump` from
// pg_dump for PostgreSQL), the storage buckets under `storage/` and the generated auth secret.
// Every file is listed in the manifest with its size and SHA-256; restore checks them first.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  ensurePrivateDir,
  makeTreePrivate,
  writePrivateFile,
} from "../app/services/private-files.server";

export const MANIFEST = "manifest.json";
export const PGLITE_DUMP = "db.tar.gz";
export const POSTGRES_DUMP = "db.dump";
/** Written by the running server in DATA_DIR: how a backup reaches it. */
export const SERVER_FILE = "server.json";
/** Files of DATA_DIR (besides the database and storage) that a restore needs. */
const DATA_FILES = ["auth-secret"];

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  formato: 1;
  criadoEm: string;
  banco: "pglite" | "postgres";
  arquivos: ManifestFile[];
}

export class BackupError extends Error {}

function sha256(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

function listFiles(root: string, base = root): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    // Half-written uploads (storage writes a temporary file, then renames it) are not data yet.
    if (entry.name.startsWith(".upload-")) continue;
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else if (entry.isFile()) out.push(path.relative(base, full));
  }
  return out.sort();
}

function copyTree(from: string, to: string): void {
  for (const rel of listFiles(from)) {
    const target = path.join(to, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(from, rel), target);
  }
}

/** The running server on this DATA_DIR, if any (its pid is alive). */
export function runningServer(
  dataDir: string,
): { pid: number; port: number; token: string } | null {
  const file = path.join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as {
      pid: number;
      port: number;
      token: string;
    };
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

/** Called by the server at start-up: a token only readers of DATA_DIR can learn. */
export function announceServer(
  dataDir: string,
  port: number,
): { token: string; remove: () => void } {
  const token = randomBytes(32).toString("hex");
  const file = path.join(dataDir, SERVER_FILE);
  writePrivateFile(file, JSON.stringify({ pid: process.pid, port, token }));
  return {
    token,
    remove: () => {
      try {
        const current = JSON.parse(readFileSync(file, "utf8")) as { pid: number };
        if (current.pid === process.pid) writePrivateFile(file, "{}");
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Whether an Authorization header carries the server's backup token. Compared as SHA-256 digests
 * with timingSafeEqual: equal lengths, and the time taken says nothing about the token.
 */
export function backupTokenMatches(authorization: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${token}`));
}

export interface BackupOptions {
  dataDir: string;
  /** Where the backup folder is created. */
  outDir: string;
  databaseUrl?: string;
  /** How the PGlite dump is obtained (through the running server, or by opening the folder). */
  dumpPglite?: () => Promise<Blob>;
  now?: Date;
}

/** Dumps a PGlite folder that no server has open. */
export async function dumpPgliteFolder(dbDir: string): Promise<Blob> {
  const client = new PGlite(dbDir);
  try {
    await client.waitReady;
    return await client.dumpDataDir("gzip");
  } finally {
    await client.close();
  }
}

/** Asks the running server for a consistent dump of its PGlite database. */
export async function dumpThroughServer(server: { port: number; token: string }): Promise<Blob> {
  const res = await fetch(`http://127.0.0.1:${server.port}/internal/backup`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.token}` },
  });
  if (!res.ok) throw new BackupError(`O servidor recusou o backup (HTTP ${res.status}).`);
  return res.blob();
}

export async function createBackup(
  options: BackupOptions,
): Promise<{ dir: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
  const dir = path.resolve(options.outDir, `revisafacil-${stamp}`);
  if (existsSync(dir)) throw new BackupError(`A pasta ${dir} já existe.`);
  // A backup holds the same data as DATA_DIR: owner-only too.
  ensurePrivateDir(dir);
  const banco = options.databaseUrl ? "postgres" : "pglite";

  if (banco === "postgres") {
    const result = spawnSync(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(dir, POSTGRES_DUMP)}`,
        options.databaseUrl!,
      ],
      {
        encoding: "utf8",
      },
    );
    if (result.error || result.status !== 0) {
      throw new BackupError(`pg_dump falhou: ${result.error?.message ?? result.stderr.trim()}`);
    }
  } else {
    const dump = options.dumpPglite ?? (() => dumpPgliteFolder(path.join(options.dataDir, "db")));
    const blob = await dump();
    writeFileSync(path.join(dir, PGLITE_DUMP), Buffer.from(await blob.arrayBuffer()));
  }
  copyTree(path.join(options.dataDir, "storage"), path.join(dir, "storage"));
  for (const name of DATA_FILES) {
    const file = path.join(options.dataDir, name);
    if (existsSync(file)) copyFileSync(file, path.join(dir, name));
  }

  const arquivos = listFiles(dir).map((rel) => ({
    path: rel,
    bytes: statSync(path.join(dir, rel)).size,
    sha256: sha256(path.join(dir, rel)),
  }));
  const manifest: Manifest = { formato: 1, criadoEm: now.toISOString(), banco, arquivos };
  writePrivateFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  makeTreePrivate(dir);
  return { dir, manifest };
}

/** Reads a backup's manifest and checks every file against it. */
export function verifyBackup(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${dir} não é um backup (falta ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  for (const f of manifest.arquivos) {
    const full = path.join(dir, f.path);
    if (!existsSync(full)) throw new BackupError(`Arquivo ausente no backup: ${f.path}`);
    if (statSync(full).size !== f.bytes || sha256(full) !== f.sha256)
      throw new BackupError(`Arquivo corrompido no backup: ${f.path}`);
  }
  return manifest;
}

export interface RestoreOptions {
  backupDir: string;
  dataDir: string;
  databaseUrl?: string;
  now?: Date;
}

/**
 * Restores a backup into DATA_DIR (and the PostgreSQL database). The server must be stopped. What
 * was there is moved aside (`*.antes-da-restauracao-<data>`), never deleted.
 */
export async function restoreBackup(
  options: RestoreOptions,
): Promise<{ manifest: Manifest; movedAside: string[] }> {
  if (runningServer(options.dataDir)) {
    throw new BackupError(
      "O servidor está rodando com esta pasta de dados: pare-o antes de restaurar.",
    );
  }
  const manifest = verifyBackup(options.backupDir);
  const wanted = options.databaseUrl ? "postgres" : "pglite";
  if (manifest.banco !== wanted) {
    throw new BackupError(
      `Este backup é de ${manifest.banco}; a configuração atual usa ${wanted}.`,
    );
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\..+$/, "");
  const movedAside: string[] = [];
  const moveAside = (target: string) => {
    if (!existsSync(target)) return;
    const aside = `${target}.antes-da-restauracao-${stamp}`;
    renameSync(target, aside);
    movedAside.push(aside);
  };
  ensurePrivateDir(options.dataDir);

  if (manifest.banco === "postgres") {
    const result = spawnSync(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        `--dbname=${options.databaseUrl!}`,
        path.join(options.backupDir, POSTGRES_DUMP),
      ],
      { encoding: "utf8" },
    );
    if (result.error || result.status !== 0)
      throw new BackupError(`pg_restore falhou: ${result.error?.message ?? result.stderr.trim()}`);
  } else {
    const dbDir = path.join(options.dataDir, "db");
    moveAside(dbDir);
    mkdirSync(dbDir, { recursive: true });
    const dump = new Blob([readFileSync(path.join(options.backupDir, PGLITE_DUMP))]);
    const client = new PGlite(dbDir, { loadDataDir: dump });
    await client.waitReady;
    await client.close();
  }

  const storage = path.join(options.dataDir, "storage");
  moveAside(storage);
  copyTree(path.join(options.backupDir, "storage"), storage);
  for (const name of DATA_FILES) {
    const from = path.join(options.backupDir, name);
    if (!existsSync(from)) continue;
    moveAside(path.join(options.dataDir, name));
    copyFileSync(from, path.join(options.dataDir, name));
  }
  makeTreePrivate(options.dataDir);
  return { manifest, movedAside };
}
