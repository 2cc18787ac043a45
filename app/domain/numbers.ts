// pt-BR numbers. Parsing follows SPEC §5 "Numeric text fields"; formatting always goes through
// Intl with the pt-BR locale.

/** Keeps only what a numeric text field accepts: digits, dot, comma and minus (SPEC §5). */
export function sanitizeNumericInput(text: string): string {
  return text.replace(/[^\d.,-]/g, "");
}

const THOUSANDS_ONLY = /^-?\d{1,3}(\.\d{3})+$/;

/**
 * Parses a number typed in Brazilian format: dot thousands, comma decimal ("1.234,56" → 1234.56).
 * Anything else in the text is ignored ("R$ 1.234,56" → 1234.56); unparsable input gives 0.
 * Without a comma, dots are thousands only when they group digits in threes ("1.500" → 1500);
 * a lone dot otherwise is a decimal point ("1.85" → 1.85), because people type rates that way
 * and reading "1.85" as 185 would turn an ordinary rate into an abusive one.
 */
export function parseBrNumber(text: string | null | undefined): number {
  if (text == null) return 0;
  const s = sanitizeNumericInput(String(text));
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(s)) return 0; // at most one leading minus, some digit
  let normalized: string;
  if (s.includes(",")) {
    if (s.indexOf(",") !== s.lastIndexOf(",")) return 0;
    const [int, frac] = s.split(",") as [string, string];
    if (frac.includes(".")) return 0;
    normalized = `${int.replace(/\./g, "")}.${frac}`;
  } else if (THOUSANDS_ONLY.test(s)) {
    normalized = s.replace(/\./g, "");
  } else if ((s.match(/\./g) ?? []).length <= 1) {
    normalized = s;
  } else {
    return 0;
  }
  if (normalized === "-" || normalized === "." || normalized === "-.") return 0;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat("pt-BR", options);
    formatters.set(key, f);
  }
  return f;
}

// Intl puts a no-break space after "R$"; results and tests read a plain space
// ("R$ 1.234,56"). Keep money on one line with CSS (whitespace-nowrap) where it matters.
const NBSP = /[\u00a0\u202f]/g;

/** 1234.5 → "1.234,50" (fixed decimals; default 2). */
export function formatNumber(value: number, decimals = 2): string {
  return formatter(`n${decimals}`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** 1234.56 → "R$ 1.234,56". */
export function formatMoney(value: number): string {
  return formatter("brl", { style: "currency", currency: "BRL" }).format(value).replace(NBSP, " ");
}

/** 1.85 → "1,85%" (the value is already a percentage). */
export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}

/** 1.85 → "1,85% a.m." — a monthly rate, always with two decimals (SPEC §9). */
export function formatRate(value: number): string {
  return `${formatPercent(value, 2)} a.m.`;
}

/** 26.82 → "26,82% a.a." — an annual rate. */
export function formatAnnualRate(value: number): string {
  return `${formatPercent(value, 2)} a.a.`;
}

/** Rounds to cents (or any number of decimals) without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops the binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}
