// Rate engine benchmark: table load time from the database, in-memory lookups per second and
// full analyses (lookup + 1.5 rule + certificate) per second. PGlite always; PostgreSQL too when
// BENCH_DATABASE_URL is set (it must point to a migrated-or-empty database; the seed is idempotent).
import { openDatabase, type OpenDatabase } from "../app/db/client.server";
import { seed } from "../server/seed";
import { analyzeContract } from "../app/domain/analysis";
import { CONSIGNADO_SECTORS, CONTRACT_TYPES } from "../app/domain/contract-types";
import { monthId } from "../app/domain/months";
import { createRateTable, lookupRate } from "../app/domain/rates";
import { readRateRows } from "../app/features/rates/rates.server";

const fmt = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Runs fn in batches for about `ms` milliseconds; returns operations per second. */
function throughput(fn: (i: number) => unknown, ms = 1500): number {
  for (let i = 0; i < 20_000; i++) fn(i); // warm-up
  let ops = 0;
  const start = performance.now();
  let sink = 0;
  while (performance.now() - start < ms) {
    for (let k = 0; k < 10_000; k++) {
      const r = fn(ops + k) as { valor?: number } | undefined;
      sink += r?.valor ?? 0;
    }
    ops += 10_000;
  }
  const elapsed = performance.now() - start;
  if (sink === -1) console.log(sink); // keep the work observable
  return (ops / elapsed) * 1000;
}

async function loadTimes(
  open: OpenDatabase,
  runs = 20,
): Promise<{ read: number; index: number; rows: number }> {
  const reads: number[] = [];
  const indexes: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const data = await readRateRows(open.db);
    const t1 = performance.now();
    createRateTable(data);
    const t2 = performance.now();
    reads.push(t1 - t0);
    indexes.push(t2 - t1);
    rows = data.length;
  }
  return { read: median(reads), index: median(indexes), rows };
}

async function main() {
  const databases: Array<[string, OpenDatabase]> = [["PGlite (memória)", await openDatabase({})]];
  if (process.env.BENCH_DATABASE_URL)
    databases.push([
      "PostgreSQL",
      await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL }),
    ]);

  for (const [name, open] of databases) {
    await seed(open.db);
    const t = await loadTimes(open);
    console.log(
      `Carga da tabela (${name}): ${t.rows} meses, leitura ${fmt.format(t.read)} ms + índice ${fmt.format(t.index)} ms (mediana de 20)`,
    );
  }

  const table = createRateTable(await readRateRows(databases[0]![1].db));
  // Inputs prepared up front so the loop measures the engine, not the random generator.
  const N = 4096;
  const inputs = Array.from({ length: N }, (_, i) => {
    const year = 2011 + (i % 17); // includes months after the data (fallback path)
    const month = 1 + ((i * 7) % 12);
    return {
      tipo: CONTRACT_TYPES[i % CONTRACT_TYPES.length]!,
      setor: CONSIGNADO_SECTORS[i % CONSIGNADO_SECTORS.length]!,
      mes: monthId(year, month),
      taxaContrato: 0.5 + ((i * 37) % 500) / 100,
    };
  });

  const lookups = throughput((i) => lookupRate(table, inputs[i & (N - 1)]!));
  const analyses = throughput((i) => analyzeContract(table, inputs[i & (N - 1)]!));
  console.log(`Consultas de taxa em memória: ${fmt.format(Math.round(lookups))} por segundo`);
  console.log(
    `Análises completas em memória (consulta + regra de 1,5 + certificado): ${fmt.format(Math.round(analyses))} por segundo`,
  );

  for (const [, open] of databases) await open.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
