// The INSS caps table (DESIGN D27, §7.4): seeded at start-up from seed/inss/tetos_inss.json like
// the BCB rates, kept in memory (every analysis reads it), reloaded after the admin adds a row and
// at most every RELOAD_AFTER_MS so that other instances see it. The domain (`checkInssCap`) gets
// the rows as input.
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { z } from "zod";
import { db as appDb, type Db } from "~/db/client.server";
import { tetosInss } from "~/db/schema";
import { isIsoDate } from "~/domain/business-days";
import {
  capRowProblems,
  checkInssCap,
  type InssCapRequest,
  type InssCapRow,
  type TetoInss,
} from "~/domain/inss-caps";
import { loggerFor } from "~/services/logger.server";
import { bumpContentVersion } from "~/services/content-version.server";

export const INSS_CAPS_SEED_FILE = "seed/inss/tetos_inss.json";
export const RELOAD_AFTER_MS = 10 * 60 * 1000;

const isoDate = z.string().refine(isIsoDate, "data inválida");
const capValue = z.number().positive().lt(10);
const seedRow = z.object({
  linha: z.string().min(1),
  ato: z.string().min(1),
  fonte: z.string().min(1),
  nota: z.string(),
  publicacao: isoDate.nullable(),
  diasUteis: z.number().int().min(0).max(60).nullable(),
  vigenciaDesde: isoDate.nullable(),
  periodoInicio: isoDate.nullable(),
  periodoFim: isoDate.nullable(),
  emprestimo: capValue.nullable(),
  cartao: capValue.nullable(),
});
const seedFile = z.object({ tetos: z.array(seedRow).min(1) });
export type SeedCapRow = z.infer<typeof seedRow>;

/** The committed seed, validated (a broken file stops the start-up with the row that is wrong). */
export function readSeedCaps(file = path.resolve(INSS_CAPS_SEED_FILE)): SeedCapRow[] {
  const rows = seedFile.parse(JSON.parse(readFileSync(file, "utf8"))).tetos;
  for (const row of rows) {
    const problems = capRowProblems(row);
    if (problems.length > 0)
      throw new Error(`Seed de tetos do INSS, linha "${row.linha}": ${problems.join(" ")}`);
  }
  return rows;
}

/** Idempotent: a seed row already stored (by its `linha`) is left alone. */
export async function seedInssCaps(db: Db): Promise<number> {
  const rows = readSeedCaps().map(({ linha, ...row }) => ({ ...row, seedChave: linha }));
  const inserted = await db
    .insert(tetosInss)
    .values(rows)
    .onConflictDoNothing({ target: tetosInss.seedChave })
    .returning({ id: tetosInss.id });
  return inserted.length;
}

export interface StoredCapRow extends InssCapRow {
  id: string;
  origem: "seed" | "admin";
  createdAt: string;
}

export async function readCapRows(db: Db): Promise<StoredCapRow[]> {
  const rows = await db
    .select()
    .from(tetosInss)
    .orderBy(asc(tetosInss.createdAt), asc(tetosInss.id));
  return rows.map((r) => ({
    id: r.id,
    ato: r.ato,
    fonte: r.fonte,
    nota: r.nota,
    publicacao: r.publicacao,
    diasUteis: r.diasUteis,
    vigenciaDesde: r.vigenciaDesde,
    periodoInicio: r.periodoInicio,
    periodoFim: r.periodoFim,
    emprestimo: r.emprestimo,
    cartao: r.cartao,
    origem: r.seedChave ? "seed" : "admin",
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Stores a row the admin typed (already validated by the form schema and the domain). */
export async function addCapRow(db: Db, row: InssCapRow, userId: string | null): Promise<string> {
  const [stored] = await db
    .insert(tetosInss)
    .values({ ...row, criadoPor: userId })
    .returning({ id: tetosInss.id });
  await refreshCapRows(db);
  bumpContentVersion("tetos INSS");
  return stored!.id;
}

// ---------------------------------------------------------------- in memory
interface Cache {
  rows?: readonly InssCapRow[];
  loadedAt?: number;
  loading?: Promise<readonly InssCapRow[]>;
}
const KEY = Symbol.for("revisafacil.inssCaps");
function cache(): Cache {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] ??= {};
  return holder[KEY];
}

export async function refreshCapRows(db: Db = appDb()): Promise<readonly InssCapRow[]> {
  const c = cache();
  const loading = readCapRows(db).then(
    (rows) => {
      c.rows = rows;
      c.loadedAt = Date.now();
      if (c.loading === loading) c.loading = undefined;
      return rows;
    },
    (error: unknown) => {
      if (c.loading === loading) c.loading = undefined;
      throw error;
    },
  );
  c.loading = loading;
  return loading;
}

/** The caps in memory; the first call loads them, later calls answer at once (reloading when old). */
export async function getCapRows(db: Db = appDb()): Promise<readonly InssCapRow[]> {
  const c = cache();
  if (c.rows) {
    if (!c.loading && Date.now() - (c.loadedAt ?? 0) > RELOAD_AFTER_MS) {
      refreshCapRows(db).catch((error: unknown) =>
        loggerFor("dados").error({ err: error }, "falha ao recarregar os tetos do INSS"),
      );
    }
    return c.rows;
  }
  return c.loading ?? refreshCapRows(db);
}

/** Forgets the rows (tests, or after closing the database). */
export function clearCapRows(): void {
  const holder = globalThis as { [KEY]?: Cache };
  holder[KEY] = {};
}

/** The cap check with the rows in memory (calculator, dashboard, APIs). */
export async function inssCapCheck(request: InssCapRequest, db?: Db): Promise<TetoInss> {
  return checkInssCap(await getCapRows(db), request);
}
