// `npm run backup [-- --destino backups]`: a backup of the database, the storage buckets and the
// generated auth secret into a new folder (docs/operations.md). With PGlite and the server
// running, the dump comes through the server (one process per PGlite folder); with the server
// stopped, the folder is opened here. With DATABASE_URL, pg_dump (PostgreSQL client tools).
import path from "node:path";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "../app/env.server";
import { BackupError, createBackup, dumpThroughServer, runningServer } from "../server/backup";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      destino: { type: "string", default: "backups" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write("Uso: npm run backup [-- --destino pasta]\n");
    return 0;
  }
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const server = env.DATABASE_URL ? null : runningServer(dataDir);
  const { dir, manifest } = await createBackup({
    dataDir,
    outDir: path.resolve(values.destino!),
    databaseUrl: env.DATABASE_URL,
    dumpPglite: server ? () => dumpThroughServer(server) : undefined,
  });
  const bytes = manifest.arquivos.reduce((sum, f) => sum + f.bytes, 0);
  process.stdout.write(
    `Backup criado em ${dir}: ${manifest.arquivos.length} arquivo(s), ${(bytes / 1024).toFixed(0)} KB` +
      ` (${manifest.banco}${server ? ", pelo servidor em execução" : ""}).\n`,
  );
  // With S3 the files are not on this disk: the backup holds the database only (docs/operations.md).
  if (env.S3_BUCKET) {
    process.stdout.write(
      `Os arquivos (modelos, vídeos) estão no bucket S3 "${env.S3_BUCKET}" e não entram neste backup: ` +
        `copie-os com as ferramentas do provedor, por exemplo: aws s3 sync s3://${env.S3_BUCKET} ${dir}-s3\n`,
    );
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof BackupError || error instanceof EnvError;
    process.stderr.write(`Backup falhou: ${known ? (error as Error).message : String(error)}\n`);
    process.exit(1);
  });
