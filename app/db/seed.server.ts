// Seeds what a fresh database needs: the real BCB monthly averages (seed/bcb, provenance in its
// README). Idempotent: existing months are left alone, so values the updater fetched later stay.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "./client.server";
import { taxasJurosBacen } from "./schema";
import { seedLegalContent } from "~/features/legal/seed.server";
import { seedBlogPosts } from "../features/blog/seed-blog.server";

export const BCB_SEED_FILE = "seed/bcb/sgs_pf_taxa_media_mensal_2011-03_2025-07.csv";
export const BCB_SEED_SOURCE =
  "BCB SGS (séries 25464, 25466–25469, 25471), exportação até 07/2025 — seed/bcb/README.md";
// The export's data date: the snapshot the CSV was made from (see seed/bcb/README.md).
export const BCB_SEED_FETCHED_AT = new Date("2025-10-29T00:00:00Z");

export interface SeedRateRow {
  mes: string; // YYYY-MM-01
  taxaVeiculos: number;
  taxaCreditoPessoal: number;
  taxaConsignadoTotal: number;
  taxaConsignadoInss: number;
  taxaConsignadoPublico: number;
  taxaConsignadoPrivado: number;
}

export function readSeedRates(file = path.resolve(BCB_SEED_FILE)): SeedRateRow[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  const cols = header!.split(",");
  const at = (cells: string[], code: number) => {
    const i = cols.indexOf(`sgs_${code}`);
    const value = Number(cells[i]);
    if (i < 0 || !Number.isFinite(value)) throw new Error(`Seed: série ${code} ausente em ${cells[0]}`);
    return value;
  };
  return lines.map((line) => {
    const cells = line.split(",");
    return {
      mes: `${cells[0]}-01`,
      taxaVeiculos: at(cells, 25471),
      taxaCreditoPessoal: at(cells, 25464),
      taxaConsignadoTotal: at(cells, 25469),
      taxaConsignadoInss: at(cells, 25468),
      taxaConsignadoPublico: at(cells, 25467),
      taxaConsignadoPrivado: at(cells, 25466),
    };
  });
}

export async function seedRates(db: Db): Promise<number> {
  const rows = readSeedRates().map((r) => ({ ...r, fonte: BCB_SEED_SOURCE, obtidoEm: BCB_SEED_FETCHED_AT }));
  const inserted = await db
    .insert(taxasJurosBacen)
    .values(rows)
    .onConflictDoNothing({ target: taxasJurosBacen.mes })
    .returning({ mes: taxasJurosBacen.mes });
  return inserted.length;
}

export async function seed(db: Db): Promise<void> {
  await seedRates(db);
  await seedLegalContent(db);
  await seedBlogPosts(db);
}
