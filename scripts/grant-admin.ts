// `npm run grant-admin -- email@exemplo.com [--revogar]`: gives (or takes back) admin
// access (DESIGN D4: subscribers.is_admin is the only source of truth). Uses the server's
// database (DATABASE_URL, or PGlite in DATA_DIR/db: stop the server first with PGlite).
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "../app/db/client.server";
import { subscribers, user } from "../app/db/schema";
import { EnvError, parseEnv } from "../app/env.server";
import { makeTreePrivate, protectDataDir } from "../app/services/private-files.server";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { revogar: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (values.help || !email || positionals.length !== 1) {
    console.log("Uso: npm run grant-admin -- email@exemplo.com [--revogar]");
    return values.help ? 0 : 1;
  }
  if (!z.email().safeParse(email).success) {
    console.error(`E-mail inválido: "${email}".`);
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
  try {
    const [account] = await database.db
      .select({ id: user.id, twoFactor: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, email));
    if (!account) {
      console.error(
        `Nenhuma conta com o e-mail ${email}. A pessoa precisa se cadastrar primeiro (ou use ADMIN_EMAILS).`,
      );
      return 1;
    }
    const isAdmin = !values.revogar;
    await database.db
      .insert(subscribers)
      .values({ userId: account.id, email, isAdmin })
      .onConflictDoUpdate({ target: subscribers.userId, set: { isAdmin, updatedAt: sql`now()` } });
    console.log(isAdmin ? `${email} agora é administrador.` : `${email} não é mais administrador.`);
    // Issue #27: an admin without a second factor reaches only the enrolment page.
    if (isAdmin && !account.twoFactor)
      console.log(
        "Antes de usar o painel, a pessoa precisa ativar a verificação em duas etapas: ao entrar, ela só verá /minha-conta/seguranca até confirmar o primeiro código do aplicativo autenticador.",
      );
    return 0;
  } finally {
    await database.close();
    if (dataDir) makeTreePrivate(dataDir);
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
