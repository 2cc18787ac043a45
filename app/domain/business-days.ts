// Business days for acts that take effect "N dias úteis após a publicação" (DESIGN §7.4). A day is
// a business day when it is Monday to Friday and not in the national calendar below.
//
// Included: the fixed national holidays of Lei 662/1949 and Lei 6.802/1980 (1/1, 21/4, 1/5, 7/9,
// 12/10, 2/11, 15/11, 25/12), 20/11 (Lei 14.759/2023, from 2024 on), and the days computed from
// Easter on which banks and federal offices do not open: Carnaval (Monday and Tuesday), Sexta-feira
// Santa and Corpus Christi. Not included: state and municipal holidays, Quarta-feira de Cinzas
// (half day) and one-off pontos facultativos.

/** "YYYY-MM-DD" */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function toDate(iso: IsoDate): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** The day `days` calendar days after (or before, when negative) `iso`. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** "06/06/2024" */
export function formatIsoDate(iso: IsoDate): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** Easter Sunday (Gregorian calendar; anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export interface Holiday {
  data: IsoDate;
  nome: string;
}

const FIXED: ReadonlyArray<[string, string, number?]> = [
  ["01-01", "Confraternização Universal"],
  ["04-21", "Tiradentes"],
  ["05-01", "Dia do Trabalho"],
  ["09-07", "Independência do Brasil"],
  ["10-12", "Nossa Senhora Aparecida"],
  ["11-02", "Finados"],
  ["11-15", "Proclamação da República"],
  ["11-20", "Dia Nacional de Zumbi e da Consciência Negra", 2024],
  ["12-25", "Natal"],
];

const EASTER_BASED: ReadonlyArray<[number, string]> = [
  [-48, "Carnaval (segunda-feira)"],
  [-47, "Carnaval (terça-feira)"],
  [-2, "Sexta-feira Santa"],
  [60, "Corpus Christi"],
];

/** The national calendar of one year, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    ...FIXED.filter(([, , since]) => since === undefined || year >= since).map(([md, nome]) => ({
      data: `${year}-${md}`,
      nome,
    })),
    ...EASTER_BASED.map(([offset, nome]) => ({ data: addDays(easter, offset), nome })),
  ];
  return list.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}

const holidayCache = new Map<number, ReadonlySet<IsoDate>>();
function holidaySet(year: number): ReadonlySet<IsoDate> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(nationalHolidays(year).map((h) => h.data));
    holidayCache.set(year, set);
  }
  return set;
}

export function isBusinessDay(iso: IsoDate): boolean {
  const weekday = toDate(iso).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(Number(iso.slice(0, 4))).has(iso);
}

/**
 * The n-th business day after `iso` (the day itself not counted): an act published on Friday
 * 28/03/2025 and in force "5 dias úteis após a publicação" is in force on 04/04/2025. n = 0 is the
 * day itself.
 */
export function addBusinessDays(iso: IsoDate, n: number): IsoDate {
  let day = iso;
  for (let counted = 0; counted < n; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** Every day of a month "YYYY-MM", in order. */
export function daysOfMonth(monthId: string): IsoDate[] {
  const [y, m] = monthId.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${monthId}-${String(i + 1).padStart(2, "0")}`);
}
