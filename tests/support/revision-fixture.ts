// A recalculation for unit tests without a database: every month from mar/2011 on with the same
// averages (personal loan 5,11% a.m.), no price index, no INSS cap, today 26/11/2026.
import { createIndexTable } from "../../app/domain/correction";
import { addMonths } from "../../app/domain/months";
import { createRateTable, type RateRow } from "../../app/domain/rates";
import {
  capsFrom,
  computeRevisionDetails,
  type RevisionDeps,
} from "../../app/features/recovery/revision.server";
import {
  type RevisionInputData,
  revisionInputSchema,
} from "../../app/features/recovery/revision-schema";

export const FIXTURE_TODAY = "2026-11-26";

const rows: RateRow[] = Array.from({ length: 190 }, (_, k) => ({
  mes: addMonths("2011-03", k),
  taxaVeiculos: 1.8,
  taxaCreditoPessoal: 5.11,
  taxaConsignadoTotal: 1.7,
  taxaConsignadoInss: 1.6,
  taxaConsignadoPublico: 1.5,
  taxaConsignadoPrivado: 2.5,
  obtidoEm: null,
}));

const deps: RevisionDeps = {
  rates: createRateTable(rows),
  indices: createIndexTable([]),
  caps: capsFrom([]),
  hoje: FIXTURE_TODAY,
};

/** Default: personal loan dez/2022, 2.100 in 48 × 326,97 (15,55% a.m. against 5,11), 10 paid, no correction. */
export function fixtureRevision(overrides: Record<string, unknown> = {}) {
  const entrada: RevisionInputData = revisionInputSchema.parse({
    tipo: "emprestimo_pessoal",
    mes: "2022-12",
    valorFinanciado: 2100,
    parcela: 326.97,
    parcelas: 48,
    parcelasPagas: 10,
    indice: "nenhum",
    ...overrides,
  });
  const details = computeRevisionDetails(deps, entrada);
  if (!details.ok) throw new Error(details.erro);
  return { entrada, details };
}
