// `npm run rates:update [-- --desde AAAA-MM]`: fetches the BCB SGS series into the rates table.
// Uses the same database as the server (DATABASE_URL, or PGlite in DATA_DIR/db). With PGlite,
// stop the server first (one process per data folder) or let the server do it with
// RATES_AUTO_UPDATE=true. Exit code 0 on success, 1 on failure (nothing is changed then).
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/client.server";
import { isMonthId } from "../app/domain/months";
import { EnvError, parseEnv } from "../app/env.server";
import { makeTreePrivate, protectDataDir } from "../app/services/private-files.server";
import { updatePriceIndices } from "../app/features/rates/indices-update.server";
import { updateRates } from "../app/features/rates/rates-update.server";
import { loadRateTable } from "../app/features/rates/rates.server";
import { notifyPublishedMonths } from "../app/features/history/provisional-notice.server";
import { createSgsClient } from "../app/services/bcb.server";
import { createEmailService, mailFolder } from "../app/services/email.server";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { desde: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(
      "Uso: npm run rates:update [-- --desde AAAA-MM]\n" +
        "Busca no SGS do Banco Central as séries 25464, 25466–25469 e 25471 e os índices INPC (188) e IPCA (433),\n" +
        "e grava os meses novos e revisados.\n" +
        "Sem --desde, relê os 12 meses anteriores ao mais recente gravado (o BCB revisa meses recentes).",
    );
    return 0;
  }
  if (values.desde !== undefined && !isMonthId(values.desde)) {
    console.error(`--desde inválido: "${values.desde}". Use AAAA-MM, por exemplo 2011-03.`);
    return 1;
  }
  const env = parseEnv();
  // PGlite's files are people's data: owner-only, like the server keeps them (issue 23).
  const dataDir = env.DATABASE_URL ? null : path.resolve(env.DATA_DIR);
  if (dataDir) protectDataDir(dataDir);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "db"),
  });
  const client = createSgsClient({
    baseUrl: env.BCB_SGS_BASE_URL,
    timeoutMs: Number(process.env.BCB_SGS_TIMEOUT_MS) || undefined,
    backoffMs: Number(process.env.BCB_SGS_BACKOFF_MS) || undefined,
  });
  try {
    try {
      await updateRates({
        db: database.db,
        client,
        desde: values.desde,
        log: (line) => console.log(line),
      });
    } catch (error) {
      console.error(
        `Atualização das taxas falhou: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
    // §8.3: an update by hand tells the owners of provisional analyses, as the server's job does.
    try {
      const mail = createEmailService({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        db: () => database.db,
        mailDir: mailFolder(env),
        log: () => {},
      });
      const sent = await notifyPublishedMonths(database.db, await loadRateTable(database.db), {
        send: (message) => mail.send(message),
        appUrl: env.APP_URL,
      });
      if (sent > 0)
        console.log(`Avisos de análise provisória completada: ${sent} e-mail(s) enviado(s).`);
    } catch (error) {
      console.error(
        `As taxas foram gravadas, mas os avisos das análises provisórias falharam: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // The indices start in 1979: --desde applies to them too.
    try {
      await updatePriceIndices({
        db: database.db,
        client,
        desde: values.desde,
        log: (line) => console.log(line),
      });
    } catch (error) {
      console.error(
        `Atualização dos índices (INPC/IPCA) falhou: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await database.close();
    if (dataDir) makeTreePrivate(dataDir);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
