// `npm run restore -- <pasta-do-backup>`: puts a backup back (docs/operations.md). Stop the server
// first. What was in DATA_DIR is moved aside (`*.antes-da-restauracao-<data>`), never deleted.
import path from "node:path";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "../app/env.server";
import { BackupError, restoreBackup } from "../server/backup";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    process.stdout.write("Uso: npm run restore -- <pasta-do-backup>\n");
    return values.help ? 0 : 1;
  }
  const env = parseEnv();
  const { manifest, movedAside } = await restoreBackup({
    backupDir: path.resolve(positionals[0]!),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
  });
  process.stdout.write(
    `Backup de ${manifest.criadoEm} restaurado (${manifest.arquivos.length} arquivo(s), ${manifest.banco}).\n`,
  );
  for (const aside of movedAside)
    process.stdout.write(`O conteúdo anterior foi guardado em ${aside}\n`);
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof BackupError || error instanceof EnvError;
    process.stderr.write(
      `Restauração falhou: ${known ? (error as Error).message : String(error)}\n`,
    );
    process.exit(1);
  });
