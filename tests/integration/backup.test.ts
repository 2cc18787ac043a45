// Backups (issue 15 item 5): back up, wipe, restore, and every row and every stored file is back.
// PGlite both ways (folder closed, and dumped from the open database as the running server does);
// PostgreSQL through pg_dump/pg_restore when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/client.server";
import { userAnalyses } from "~/db/schema";
import {
  backupTokenMatches,
  BackupError,
  createBackup,
  MANIFEST,
  restoreBackup,
  verifyBackup,
} from "../../server/backup";
import { createConsumer } from "../support/factories";

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `revisafacil-${prefix}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const t of (tables as unknown as { rows: { schema: string; name: string }[] }).rows) {
    const res = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${t.schema}"."${t.name}"`),
    );
    counts[`${t.schema}.${t.name}`] = (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}

/** People, analyses and uploaded files: what a backup must bring back. */
async function fill(db: Db, dataDir: string) {
  for (let i = 0; i < 3; i++) {
    const person = await createConsumer(db, { tier: "basico" });
    await db.insert(userAnalyses).values({
      userId: person.id,
      contractType: "emprestimo_pessoal",
      mesContrato: "2025-07-01",
      taxaContrato: 9.2139,
      abusiva: true,
      resultado: { certificado: { serie: 25464, valor: 6.14 } },
    });
  }
  const files = {
    "storage/videos/aula-1.mp4": randomBytes(64 * 1024),
    "storage/modelos/peticao.docx": randomBytes(2048),
    "auth-secret": Buffer.from("segredo-de-teste-com-mais-de-32-caracteres"),
  };
  for (const [rel, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true });
    writeFileSync(path.join(dataDir, rel), bytes);
  }
  return files;
}

function expectFiles(dataDir: string, files: Record<string, Buffer>) {
  for (const [rel, bytes] of Object.entries(files)) {
    expect(readFileSync(path.join(dataDir, rel)).equals(bytes), rel).toBe(true);
  }
}

describe("the backup endpoint's token", () => {
  it("matches only the exact Bearer token, whatever the lengths (digests compared in constant time)", () => {
    const token = randomBytes(32).toString("hex");
    expect(backupTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(backupTokenMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(backupTokenMatches(`Bearer ${token}0`, token)).toBe(false);
    expect(backupTokenMatches(token, token)).toBe(false);
    expect(backupTokenMatches("", token)).toBe(false);
    expect(backupTokenMatches(undefined, token)).toBe(false);
  });
});

// Each test opens and migrates databases several times and packs them: on a loaded two-core
// machine that alone took over a minute (issue 23 item 12's stressed runs), so these get room.
const HEAVY = { timeout: 240_000 };

describe("backup and restore (PGlite)", HEAVY, () => {
  it("round-trips a stopped server's folder: every row and file comes back", async () => {
    const dataDir = tempDir("data");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const files = await fill(database.db, dataDir);
    const before = await rowCounts(database.db);
    await database.close();

    const { dir, manifest } = await createBackup({ dataDir, outDir: tempDir("backups") });
    expect(manifest.banco).toBe("pglite");
    expect(manifest.arquivos.map((f) => f.path)).toEqual(
      expect.arrayContaining(["db.tar.gz", "storage/videos/aula-1.mp4", "auth-secret"]),
    );

    rmSync(dataDir, { recursive: true, force: true });
    const { movedAside } = await restoreBackup({ backupDir: dir, dataDir });
    expect(movedAside).toEqual([]);

    const restored = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    expect(await rowCounts(restored.db)).toEqual(before);
    expect(before["public.user_analyses"]).toBe(3);
    await restored.close();
    expectFiles(dataDir, files);
  });

  it("dumps an open database between queries (the running server's path) while writes go on", async () => {
    const dataDir = tempDir("live");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const files = await fill(database.db, dataDir);
    const before = await rowCounts(database.db);
    const { dir } = await createBackup({
      dataDir,
      outDir: tempDir("backups"),
      dumpPglite: database.dumpDataDir,
    });
    // Written after the dump: not in the backup, and moved aside (not lost) by the restore.
    await createConsumer(database.db);
    await database.close();

    const { movedAside } = await restoreBackup({ backupDir: dir, dataDir });
    expect(movedAside.some((p) => p.includes(`${path.sep}db.antes-da-restauracao-`))).toBe(true);
    const restored = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    expect(await rowCounts(restored.db)).toEqual(before);
    await restored.close();
    expectFiles(dataDir, files);
  });

  it("refuses a corrupted backup before touching the data", async () => {
    const dataDir = tempDir("corrupt");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    await fill(database.db, dataDir);
    await database.close();
    const { dir } = await createBackup({ dataDir, outDir: tempDir("backups") });
    writeFileSync(path.join(dir, "storage/videos/aula-1.mp4"), "trocado");
    expect(() => verifyBackup(dir)).toThrow(
      "Arquivo corrompido no backup: storage/videos/aula-1.mp4",
    );
    await expect(restoreBackup({ backupDir: dir, dataDir })).rejects.toBeInstanceOf(BackupError);
    expect(existsSync(path.join(dataDir, "db"))).toBe(true);
    expect(existsSync(path.join(dir, MANIFEST))).toBe(true);
  });
});

const hasPgTools =
  spawnSync("pg_dump", ["--version"]).status === 0 &&
  spawnSync("pg_restore", ["--version"]).status === 0;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && hasPgTools)(
  "backup and restore (PostgreSQL)",
  HEAVY,
  () => {
    it("round-trips through pg_dump and pg_restore with the storage buckets", async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `rf_backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const dataDir = tempDir("pg");
        const database = await openDatabase({ databaseUrl: url.toString() });
        const files = await fill(database.db, dataDir);
        const before = await rowCounts(database.db);
        const { dir, manifest } = await createBackup({
          dataDir,
          outDir: tempDir("backups"),
          databaseUrl: url.toString(),
        });
        expect(manifest.banco).toBe("postgres");

        // The disaster: every table emptied, the files gone.
        await database.db.execute(
          sql`drop schema public cascade; create schema public; drop schema drizzle cascade`,
        );
        await database.close();
        rmSync(path.join(dataDir, "storage"), { recursive: true, force: true });

        await restoreBackup({ backupDir: dir, dataDir, databaseUrl: url.toString() });
        const restored = await openDatabase({ databaseUrl: url.toString() });
        expect(await rowCounts(restored.db)).toEqual(before);
        await restored.close();
        expectFiles(dataDir, files);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
