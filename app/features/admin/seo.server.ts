// SEO settings persisted in the database (DESIGN D5) and applied to the public pages. Read on
// every page, so kept in memory; a save bumps the content version, which drops the cached pages and
// this memory on every instance (with PostgreSQL, through NOTIFY), and a minute bounds the rest.
import { eq, sql } from "drizzle-orm";
import { db as appDb, type Db } from "~/db/client.server";
import { seoSettings } from "~/db/schema";
import { DEFAULT_SEO, type SeoSettings } from "~/platform/seo-defaults";
import { bumpContentVersion, contentVersion } from "~/services/content-version.server";
import { loggerFor } from "~/services/logger.server";

const TTL_MS = 60_000;
const KEY = Symbol.for("revisafacil.seo");
type Cache = { value?: SeoSettings; at?: number; version?: number };
const cache = () => ((globalThis as { [KEY]?: Cache })[KEY] ??= {});

export async function readSeoSettings(db: Db): Promise<SeoSettings> {
  const [row] = await db
    .select({
      title: seoSettings.title,
      description: seoSettings.description,
      keywords: seoSettings.keywords,
    })
    .from(seoSettings)
    .where(eq(seoSettings.id, 1));
  return row ?? DEFAULT_SEO;
}

export async function getSeoSettings(db: Db = appDb()): Promise<SeoSettings> {
  const c = cache();
  const version = contentVersion();
  if (c.value && c.version === version && Date.now() - (c.at ?? 0) < TTL_MS) return c.value;
  try {
    c.value = await readSeoSettings(db);
    c.at = Date.now();
    c.version = version;
  } catch (error) {
    loggerFor("seo").error({ err: error }, "falha ao ler as configurações; usando as padrão");
    return c.value ?? DEFAULT_SEO;
  }
  return c.value;
}

export async function saveSeoSettings(
  db: Db,
  adminUserId: string,
  settings: SeoSettings,
): Promise<void> {
  await db
    .insert(seoSettings)
    .values({ id: 1, ...settings, updatedBy: adminUserId })
    .onConflictDoUpdate({
      target: seoSettings.id,
      set: { ...settings, updatedBy: adminUserId, updatedAt: sql`now()` },
    });
  bumpContentVersion("seo");
  const c = cache();
  c.value = settings;
  c.at = Date.now();
  c.version = contentVersion();
}
