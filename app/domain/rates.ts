// Rate lookup (SPEC §5 "Rate lookup", DESIGN D6/D8): the BCB average of the contract's series for
// the signing month; if that month has no value, the newest month that has one (and the answer
// says which month was used and why); with no data at all, the spec's default 2. Every answer
// is a certificate: series, month asked, month used, value, case, data date.
import {
  type ConsignadoSector,
  type ContractType,
  type RateColumn,
  SERIES,
  SERIES_CODES,
  type SeriesCode,
  seriesFor,
} from "./contract-types";
import { fromSpecMonth, isMonthId, type MonthId, monthLabel } from "./months";
import { formatRate } from "./numbers";

/** SPEC §9: the average used when there is no rate data at all. */
export const DEFAULT_AVERAGE_RATE = 2;

/** One month of `taxas_juros_bacen`, as the domain sees it (values in % a.m.). */
export type RateRow = {
  mes: MonthId;
  obtidoEm?: string | null;
  /** §8.8: seeded from the public copy of the SGS export, or fetched from the SGS API at obtidoEm. */
  origem?: RateOrigin | null;
} & Record<RateColumn, number | null>;

export interface RateTable {
  /** Newest first. */
  rows: readonly RateRow[];
  byMonth: ReadonlyMap<MonthId, RateRow>;
  /** Per series, the newest row that has a value for it. */
  newestBySeries: Readonly<Partial<Record<SeriesCode, RateRow>>>;
  /** Per series, the oldest month that has a value for it. */
  firstBySeries: Readonly<Partial<Record<SeriesCode, MonthId>>>;
  /** Newest month of the table, or null when empty. */
  dadosAte: MonthId | null;
}

export type LookupCase = "exato" | "mais_recente" | "padrao";
export type RateOrigin = "semente" | "api_sgs";

/** The reproducible certificate of DESIGN D8. */
export interface RateCertificate {
  tipo: ContractType;
  setor: ConsignadoSector | null;
  serie: SeriesCode;
  serieNome: string;
  mesSolicitado: MonthId;
  /** Null only in the "padrao" case. */
  mesUsado: MonthId | null;
  /** % a.m. */
  valor: number;
  caso: LookupCase;
  /** Newest month with data for this series (null when the table is empty). */
  dadosAte: MonthId | null;
  /** When the value was fetched from the BCB (ISO), if known; for seeded rows, the seed's own timestamp (not a retrieval: read `origem`). */
  obtidoEm: string | null;
  /** §8.8: where the value came from (absent in certificates recorded before; see `provenanceOf`). */
  origem?: RateOrigin | null;
  /** The sentence that explains a non-exact answer to a person; null when exact. */
  aviso: string | null;
  /**
   * DESIGN §8.3: the month asked has no published value yet (after the newest month, or a gap): the
   * answer compares with `mesUsado` and is provisional — no revision, refund or PDF until it is
   * published. Absent in certificates recorded before; read it with `isProvisional`.
   */
  provisorio?: boolean;
  /** The series' first month with a value (null when the table is empty). */
  primeiroMes?: MonthId | null;
}

/** Provisional (§8.3), for new and for recorded certificates (older ones have no flag). */
export function isProvisional(
  c: Pick<RateCertificate, "caso" | "mesSolicitado" | "mesUsado"> & {
    provisorio?: boolean;
    primeiroMes?: MonthId | null;
  },
): boolean {
  if (c.provisorio !== undefined) return c.provisorio;
  return c.caso === "mais_recente" && c.mesUsado !== null && c.mesSolicitado > c.mesUsado;
}

/** §8.3: a month before the series' first is refused with that first month; null otherwise. */
export function seriesStartRefusal(
  c: Pick<RateCertificate, "mesSolicitado"> & { primeiroMes?: MonthId | null },
): string | null {
  if (!c.primeiroMes || !isMonthId(c.mesSolicitado) || c.mesSolicitado >= c.primeiroMes)
    return null;
  return `O Banco Central publica esta série desde ${monthLabel(c.primeiroMes)}.`;
}

export interface LookupRequest {
  tipo: ContractType;
  setor?: ConsignadoSector | null;
  /** "YYYY-MM" (the spec's "set/25" is accepted too). */
  mes: MonthId;
}

/** Builds the in-memory index once; lookups are then a map access. Rows may come in any order. */
export function createRateTable(rows: readonly RateRow[]): RateTable {
  const sorted = rows
    .filter((r) => isMonthId(r.mes))
    .sort((a, b) => (a.mes < b.mes ? 1 : a.mes > b.mes ? -1 : 0));
  const byMonth = new Map<MonthId, RateRow>();
  for (const row of sorted) if (!byMonth.has(row.mes)) byMonth.set(row.mes, row);
  const newestBySeries: Partial<Record<SeriesCode, RateRow>> = {};
  const firstBySeries: Partial<Record<SeriesCode, MonthId>> = {};
  for (const code of SERIES_CODES) {
    const column = SERIES[code].column;
    const withValue = sorted.filter((r) => isUsable(r[column]));
    if (withValue.length > 0) {
      newestBySeries[code] = withValue[0];
      firstBySeries[code] = withValue[withValue.length - 1]!.mes;
    }
  }
  return { rows: sorted, byMonth, newestBySeries, firstBySeries, dadosAte: sorted[0]?.mes ?? null };
}

function isUsable(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

const tableCache = new WeakMap<readonly RateRow[], RateTable>();
function asTable(source: RateTable | readonly RateRow[]): RateTable {
  if (!Array.isArray(source)) return source as RateTable;
  const rows = source as readonly RateRow[];
  let table = tableCache.get(rows);
  if (!table) {
    table = createRateTable(rows);
    tableCache.set(rows, table);
  }
  return table;
}

/** Looks up the average rate. Never throws: any month (even malformed) gets an answer. */
export function lookupRate(
  source: RateTable | readonly RateRow[],
  request: LookupRequest,
): RateCertificate {
  const table = asTable(source);
  const setor = request.tipo === "emprestimo_consignado" ? (request.setor ?? "total") : null;
  const series = seriesFor(request.tipo, setor);
  const mes = isMonthId(request.mes)
    ? request.mes
    : (fromSpecMonth(String(request.mes)) ?? String(request.mes));
  const base = {
    tipo: request.tipo,
    setor,
    serie: series.code,
    serieNome: series.name,
    mesSolicitado: mes,
  };

  const exact = table.byMonth.get(mes);
  const exactValue = exact?.[series.column];
  const newest = table.newestBySeries[series.code];
  const dadosAte = newest?.mes ?? null;
  const primeiroMes = table.firstBySeries[series.code] ?? null;
  if (exact && isUsable(exactValue)) {
    return {
      ...base,
      mesUsado: mes,
      valor: exactValue,
      caso: "exato",
      dadosAte,
      obtidoEm: exact.obtidoEm ?? null,
      origem: exact.origem ?? null,
      aviso: null,
      provisorio: false,
      primeiroMes,
    };
  }
  if (newest) {
    const valor = newest[series.column] as number;
    const beforeStart = isMonthId(mes) && primeiroMes !== null && mes < primeiroMes;
    return {
      ...base,
      mesUsado: newest.mes,
      valor,
      caso: "mais_recente",
      dadosAte,
      obtidoEm: newest.obtidoEm ?? null,
      origem: newest.origem ?? null,
      aviso: fallbackSentence(mes, newest.mes, primeiroMes),
      provisorio: isMonthId(mes) && !beforeStart,
      primeiroMes,
    };
  }
  return {
    ...base,
    mesUsado: null,
    valor: DEFAULT_AVERAGE_RATE,
    caso: "padrao",
    dadosAte: null,
    obtidoEm: null,
    aviso: defaultSentence(),
    provisorio: false,
    primeiroMes: null,
  };
}

/** DESIGN D6: "Ainda não há taxa publicada pelo Banco Central para out/2026; usamos a mais recente, jul/2025". */
export function fallbackSentence(asked: MonthId, used: MonthId, first: MonthId | null): string {
  if (isMonthId(asked) && first && asked < first) {
    return `O Banco Central não publica esta taxa para ${monthLabel(asked)} (a série começa em ${monthLabel(first)}); usamos a mais recente, ${monthLabel(used)}`;
  }
  if (isMonthId(asked) && asked > used) {
    return `Ainda não há taxa publicada pelo Banco Central para ${monthLabel(asked)}; usamos a mais recente, ${monthLabel(used)}`;
  }
  return `Não encontramos taxa do Banco Central para ${monthLabel(asked)}; usamos a mais recente, ${monthLabel(used)}`;
}

export function defaultSentence(): string {
  return `Não há taxas do Banco Central carregadas; usamos a taxa padrão de ${formatRate(DEFAULT_AVERAGE_RATE)}`;
}

/** "Dados do Banco Central até jul/2025" (or that there is no data yet). */
export function freshnessText(dadosAte: MonthId | null): string {
  return dadosAte
    ? `Dados do Banco Central até ${monthLabel(dadosAte)}`
    : "Sem dados do Banco Central carregados";
}

// ---------------------------------------------------------------- provenance (DESIGN §8.8, §8b.30)
/** The timestamp the seed gave its rows (a snapshot date of the public copy, not a retrieval by us). */
export const SEED_ROWS_TIMESTAMP = "2025-10-29T00:00:00.000Z";
/** Date of the export file in the third-party repository (seed/bcb/README.md: commit of 30/09/2025). */
export const SEED_FILE_DATE = "2025-09-30";
export const SEED_PROVENANCE =
  "cópia pública, em repositório de terceiros, da exportação do SGS (arquivo de 30/09/2025)";
/** Data older than this is said to be so. */
export const STALE_AFTER_DAYS = 60;

export interface Provenance {
  origem: RateOrigin | null;
  /** "API do SGS, consultada em 05/11/2026 09:14" or the seed's sentence. */
  texto: string;
  /** Days since the file or the retrieval, at `now`. */
  idadeDias: number | null;
  /** The age sentence when above 60 days, else null. */
  idadeTexto: string | null;
}

let brasiliaDateTime: Intl.DateTimeFormat | undefined;
function formatBrasilia(iso: string): string {
  brasiliaDateTime ??= new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return brasiliaDateTime.format(new Date(iso)).replace(",", "");
}

/**
 * Where a certificate's value came from, in one sentence; never a retrieval time that did not
 * happen. Certificates recorded before the origin was stored carry the seed's timestamp: they read
 * as seeded.
 */
export function provenanceOf(
  c: { obtidoEm: string | null; origem?: RateOrigin | null },
  now: Date = new Date(),
): Provenance {
  const origem =
    c.origem ?? (c.obtidoEm === SEED_ROWS_TIMESTAMP ? "semente" : c.obtidoEm ? "api_sgs" : null);
  const since =
    origem === "semente" ? `${SEED_FILE_DATE}T12:00:00Z` : origem === "api_sgs" ? c.obtidoEm : null;
  const ms = since ? now.getTime() - Date.parse(since) : Number.NaN;
  const idadeDias = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 86_400_000)) : null;
  const texto =
    origem === "semente"
      ? SEED_PROVENANCE
      : origem === "api_sgs" && c.obtidoEm
        ? `API do SGS, consultada em ${formatBrasilia(c.obtidoEm)}`
        : "origem do valor não registrada";
  return {
    origem,
    texto,
    idadeDias,
    idadeTexto:
      idadeDias !== null && idadeDias > STALE_AFTER_DAYS
        ? `Estes dados têm ${idadeDias} dias${origem === "semente" ? " (contados da data do arquivo)" : " (contados da consulta)"}.`
        : null,
  };
}
