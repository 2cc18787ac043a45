// DATA_DIR holds people's data (the database, uploads, the auth secret, e-mails in development):
// only the server's own user may read it. Folders 0700, files 0600, whatever the umask the process
// was started with. PGlite unpacks its data folder with explicit 0666 modes (the umask does not
// reach them), so a folder is also swept after PGlite opened it.
import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Everything this process (and the processes it starts) creates from now on is owner-only. */
export function restrictUmask(): void {
  process.umask(0o077);
}

/** Creates `dir` (and its parents) if needed and makes it owner-only. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Writes a file readable by the owner only, even if it existed with a wider mode. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  ensurePrivateDir(path.dirname(file));
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * Makes `root` and everything under it owner-only (0700 folders, 0600 files; symbolic links are
 * left alone). Returns how many modes it changed. A file that vanishes meanwhile is skipped.
 */
export function makeTreePrivate(root: string): number {
  let changed = 0;
  const visit = (target: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(target);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(target, wanted);
        changed++;
      } catch {
        return;
      }
    }
    if (stats.isDirectory()) {
      let entries: string[] = [];
      try {
        entries = readdirSync(target);
      } catch {
        return;
      }
      for (const entry of entries) visit(path.join(target, entry));
    }
  };
  visit(root);
  return changed;
}

/**
 * At start-up of the server or an operations script: owner-only umask, DATA_DIR created 0700, and
 * whatever an older version (or PGlite) left readable by others tightened.
 */
export function protectDataDir(dataDir: string): number {
  restrictUmask();
  ensurePrivateDir(dataDir);
  return makeTreePrivate(dataDir);
}
