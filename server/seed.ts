// Seeds what a fresh database needs: the real BCB monthly averages (seed/bcb, provenance in its
// README). Idempotent: existing months are left alone, so values the updater fetched later stay.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../app/db/client.server";
import { indicesPrecos, PRICE_INDICES, taxasJurosBacen } from "../app/db/schema";
import { seedLegalContent } from "../app/features/legal/seed.server";
import { seedInssCaps } from "../app/features/rates/inss-caps.server";
import { seedBlogPosts } from "../app/features/blog/seed-blog.server";

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
    if (i < 0 || !Number.isFinite(value))
      throw new Error(`Seed: série ${code} ausente em ${cells[0]}`);
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
  const rows = readSeedRates().map((r) => ({
    ...r,
    fonte: BCB_SEED_SOURCE,
    obtidoEm: BCB_SEED_FETCHED_AT,
    origem: "semente" as const,
  }));
  const inserted = await db
    .insert(taxasJurosBacen)
    .values(rows)
    .onConflictDoNothing({ target: taxasJurosBacen.mes })
    .returning({ mes: taxasJurosBacen.mes });
  return inserted.length;
}

// IBGE INPC/IPCA monthly changes (seed/ibge, provenance in its README): monetary correction (D29).
export const IBGE_SEED_FILES: Record<(typeof PRICE_INDICES)[number], string> = {
  inpc: "seed/ibge/inpc_variacao_mensal.csv",
  ipca: "seed/ibge/ipca_variacao_mensal.csv",
};
export const IBGE_SEED_SOURCE: Record<(typeof PRICE_INDICES)[number], string> = {
  inpc: "IBGE INPC (SGS 188), série até 12/2025 — seed/ibge/README.md",
  ipca: "IBGE IPCA (SGS 433), série até 12/2025 — seed/ibge/README.md",
};
// The snapshot the CSVs were made from (commit of 2026-01-16, see seed/ibge/README.md).
export const IBGE_SEED_FETCHED_AT = new Date("2026-01-16T00:00:00Z");

export interface SeedIndexRow {
  indice: (typeof PRICE_INDICES)[number];
  mes: string; // YYYY-MM-01
  variacao: number;
}

export function readSeedIndices(root = process.cwd()): SeedIndexRow[] {
  return PRICE_INDICES.flatMap((indice) => {
    const [header, ...lines] = readFileSync(path.resolve(root, IBGE_SEED_FILES[indice]), "utf8")
      .trim()
      .split(/\r?\n/);
    if (header !== "mes,variacao_mensal_pct")
      throw new Error(`Seed: cabeçalho inesperado em ${IBGE_SEED_FILES[indice]}`);
    return lines.map((line) => {
      const [mes, value] = line.split(",");
      const variacao = Number(value);
      if (
        !/^\d{4}-\d{2}$/.test(mes ?? "") ||
        value === undefined ||
        value.trim() === "" ||
        !Number.isFinite(variacao)
      ) {
        throw new Error(`Seed: linha inválida em ${IBGE_SEED_FILES[indice]}: ${line}`);
      }
      return { indice, mes: `${mes}-01`, variacao };
    });
  });
}

/** Idempotent: months already stored (perhaps revised by the updater) are left alone. */
export async function seedPriceIndices(db: Db): Promise<number> {
  const rows = readSeedIndices().map((r) => ({
    ...r,
    fonte: IBGE_SEED_SOURCE[r.indice],
    obtidoEm: IBGE_SEED_FETCHED_AT,
  }));
  let inserted = 0;
  for (let k = 0; k < rows.length; k += 500) {
    const done = await db
      .insert(indicesPrecos)
      .values(rows.slice(k, k + 500))
      .onConflictDoNothing({ target: [indicesPrecos.indice, indicesPrecos.mes] })
      .returning({ mes: indicesPrecos.mes });
    inserted += done.length;
  }
  return inserted;
}

export async function seed(db: Db): Promise<void> {
  await seedRates(db);
  await seedPriceIndices(db);
  await seedInssCaps(db);
  await seedLegalContent(db);
  await seedBlogPosts(db);
}
