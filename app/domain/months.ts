// Months as the product handles them. Internally a month is the id "YYYY-MM"; the spec's form is
// "set/25" (abbreviation jan…dez + two-digit year, SPEC §3/§9); people read "jul/2025" or
// "julho de 2025". Selectable range: 03/2011 (first month of the BCB series, DESIGN D6) to
// December of the current year.

export type MonthId = string; // "YYYY-MM", checked by isMonthId / parseMonthId

export const MONTH_ABBREVIATIONS = [
  "jan",
  "fev",
  "mar",
  "abr",
  "mai",
  "jun",
  "jul",
  "ago",
  "set",
  "out",
  "nov",
  "dez",
] as const;
export type MonthAbbreviation = (typeof MONTH_ABBREVIATIONS)[number];

export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** First month the product offers: the BCB's current methodology starts in 03/2011. */
export const FIRST_SELECTABLE_MONTH: MonthId = "2011-03";
export const FIRST_SELECTABLE_YEAR = 2011;

export interface YearMonth {
  year: number;
  month: number; // 1…12
}

const MONTH_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthId(value: unknown): value is MonthId {
  return typeof value === "string" && MONTH_ID.test(value);
}

export function parseMonthId(value: string): YearMonth | null {
  const match = MONTH_ID.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** monthId(2025, 7) → "2025-07". */
export function monthId(year: number, month: number): MonthId {
  if (
    !Number.isInteger(year) ||
    year < 0 ||
    year > 9999 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  ) {
    throw new RangeError(`Mês inválido: ${year}-${month}`);
  }
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** "2025-07" → "2025-07-01", the `mes` date column. */
export function monthIdToDate(id: MonthId): string {
  return `${id}-01`;
}

/** A `date` column value ("2025-07-01", or a Date at UTC midnight) → "2025-07". */
export function dateToMonthId(value: string | Date): MonthId {
  if (value instanceof Date) return monthId(value.getUTCFullYear(), value.getUTCMonth() + 1);
  const id = value.slice(0, 7);
  if (!isMonthId(id)) throw new RangeError(`Data inválida: ${value}`);
  return id;
}

/** The spec's form: "2025-09" → "set/25". */
export function toSpecMonth(id: MonthId): string {
  const ym = parseMonthId(id);
  if (!ym) throw new RangeError(`Mês inválido: ${id}`);
  return `${MONTH_ABBREVIATIONS[ym.month - 1]}/${String(ym.year % 100).padStart(2, "0")}`;
}

/**
 * The spec's form back to an id, ignoring case and spaces (SPEC §5): "set/25", " SET / 25 " and
 * "set/2025" → "2025-09". Two-digit years are 20yy (the product's years are 2011 onward).
 */
export function fromSpecMonth(text: string): MonthId | null {
  const match = /^([a-zç]{3})\/(\d{2}|\d{4})$/.exec(text.replace(/\s+/g, "").toLowerCase());
  if (!match) return null;
  const index = (MONTH_ABBREVIATIONS as readonly string[]).indexOf(match[1]!);
  if (index < 0) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return monthId(year, index + 1);
}

/** "2025-07" → "jul/2025" (how results name a month, DESIGN D6). */
export function monthLabel(id: MonthId): string {
  const ym = parseMonthId(id);
  if (!ym) return id;
  return `${MONTH_ABBREVIATIONS[ym.month - 1]}/${ym.year}`;
}

/** "2025-07" → "julho de 2025". */
export function monthLongLabel(id: MonthId): string {
  const ym = parseMonthId(id);
  if (!ym) return id;
  return `${MONTH_NAMES[ym.month - 1]} de ${ym.year}`;
}

export function compareMonths(a: MonthId, b: MonthId): number {
  return a < b ? -1 : a > b ? 1 : 0; // "YYYY-MM" sorts as text
}

export function addMonths(id: MonthId, count: number): MonthId {
  const ym = parseMonthId(id);
  if (!ym) throw new RangeError(`Mês inválido: ${id}`);
  const total = ym.year * 12 + (ym.month - 1) + count;
  return monthId(Math.floor(total / 12), (total % 12) + 1);
}

// Made once: building an Intl formatter per call cost ~3 % of the analysis CPU (issue 12 profile).
let saoPauloMonth: Intl.DateTimeFormat | undefined;
// São Paulo's offsets have been whole hours since 1914 (−3, and −2 in past summers), so its month
// changes only on a UTC hour boundary: the answer is kept per UTC hour (issue 14 profile: the
// formatter still cost ~1 % of an analysis, called several times per request).
let lastHour = Number.NaN;
let lastMonth: MonthId | undefined;
/** The calendar month of an instant in Brasília time (the product's calendar). */
export function currentMonthId(now: Date = new Date()): MonthId {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour === lastHour && lastMonth) return lastMonth;
  lastMonth = saoPauloMonthOf(now);
  lastHour = hour;
  return lastMonth;
}

function saoPauloMonthOf(now: Date): MonthId {
  saoPauloMonth ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
  });
  const parts = saoPauloMonth.formatToParts(now);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value);
  return monthId(year, month);
}

/**
 * Start of the calendar month (Brasília time) as an instant, for "analyses since the start of the
 * month". Brazil has had no daylight-saving time since 2019, so Brasília is UTC−03:00.
 */
export function startOfMonthBrasilia(now: Date = new Date()): Date {
  return new Date(`${currentMonthId(now)}-01T00:00:00-03:00`);
}

/** DESIGN D6: years 2011 … current year. */
export function selectableYears(now: Date = new Date()): number[] {
  const last = parseMonthId(currentMonthId(now))!.year;
  const years: number[] = [];
  for (let y = FIRST_SELECTABLE_YEAR; y <= last; y++) years.push(y);
  return years;
}

export interface MonthOption {
  month: number; // 1…12
  abbreviation: MonthAbbreviation;
  name: string;
}

/** The months offered for a year: jan…dez, from mar in 2011 (DESIGN D6). */
export function selectableMonths(year: number): MonthOption[] {
  return MONTH_ABBREVIATIONS.map((abbreviation, i) => ({
    month: i + 1,
    abbreviation,
    name: MONTH_NAMES[i]!,
  })).filter(
    (m) => year > FIRST_SELECTABLE_YEAR || (year === FIRST_SELECTABLE_YEAR && m.month >= 3),
  );
}

export function isSelectableMonth(id: MonthId, now: Date = new Date()): boolean {
  const ym = parseMonthId(id);
  if (!ym) return false;
  return id >= FIRST_SELECTABLE_MONTH && ym.year <= parseMonthId(currentMonthId(now))!.year;
}

let saoPauloDay: Intl.DateTimeFormat | undefined;
/** The calendar day of an instant in Brasília time, "YYYY-MM-DD" (prescription counts by day). */
export function todayBrasilia(now: Date = new Date()): string {
  saoPauloDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return saoPauloDay.format(now);
}
