// pt-BR numbers. Parsing follows SPEC §5 "Numeric text fields" strictly (DESIGN §7.2, issue
// "Truth" item 5); formatting always goes through Intl with the pt-BR locale.

/** A number read from a form field: the value, or a pt-BR sentence saying what is wrong. */
export type NumberParse = { ok: true; value: number } | { ok: false; erro: string };

/** What a field holds: money (R$), a monthly rate (% a.m.) or a whole count (installments). */
export type NumberKind = "dinheiro" | "taxa" | "inteiro";

export const NUMBER_EMPTY = "Informe um número.";
const EXAMPLE: Record<NumberKind, string> = { dinheiro: "1.234,56", taxa: "2,49", inteiro: "48" };
const ALLOWED: Record<NumberKind, string> = {
  dinheiro: "use só algarismos, ponto para os milhares e vírgula para os centavos",
  taxa: "use só algarismos, com vírgula ou ponto para as casas decimais",
  inteiro: "use só algarismos",
};
/** Enough for R$ 1 trilhão with cents; beyond 15 digits a double no longer holds them exactly. */
const MAX_DIGITS = 15;

// "1,85%", "1,85 % a.m.", "1.85 a.m.", "2% ao mês": the unit a monthly rate may carry.
const MONTHLY_SUFFIX = /\s*%?\s*(?:a\.?\s?m\.?|ao\s+m[eê]s)?$/i;
const ANNUAL_SUFFIX = /\s*%?\s*(?:a\.?\s?a\.?|ao\s+ano)$/i;
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

function refuse(erro: string): NumberParse {
  return { ok: false, erro };
}

/**
 * Reads a number typed in Brazilian format, strictly (SPEC §5, DESIGN §7.2): "1.234,56" (dots
 * group thousands in threes, comma before the decimals). Money may start with "R$" and has at most
 * two decimals; a rate may use a dot as its decimal mark ("1.85") and end with "%" or "% a.m.";
 * a count is digits only. Nothing is ever dropped or guessed: "1e3", "0x10", "1.2345,6", "-5" and
 * every other malformed text are refused with a pt-BR sentence saying what is wrong.
 */
export function parseBrNumber(text: string | null | undefined, kind: NumberKind): NumberParse {
  let s = String(text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .trim();
  if (s === "") return refuse(NUMBER_EMPTY);
  const example = `(ex.: ${EXAMPLE[kind]})`;
  if (kind === "dinheiro") s = s.replace(/^R\$\s*/i, "");
  if (kind === "taxa") {
    if (/\d/.test(s) && ANNUAL_SUFFIX.test(s)) {
      return refuse(
        "Essa taxa está ao ano (a.a.): informe a taxa ao mês ou converta com “Converter taxa anual”.",
      );
    }
    s = s.replace(MONTHLY_SUFFIX, "");
  }
  if (/^[-−–]/.test(s)) return refuse("Não use sinal de menos: informe um valor positivo.");
  const bad = s.match(/[^\d.,]/);
  if (bad) {
    const shown = /\s/.test(bad[0]) ? "Espaço" : `“${bad[0]}”`;
    return refuse(`${shown} não é aceito: ${ALLOWED[kind]} ${example}.`);
  }
  if (s === "") return refuse(NUMBER_EMPTY);
  if (kind === "inteiro" && /[.,]/.test(s))
    return refuse(`Informe um número inteiro, sem vírgula nem ponto ${example}.`);
  const parts = s.split(",");
  if (parts.length > 2) return refuse(`Use uma só vírgula, antes das casas decimais ${example}.`);
  let [int, frac] = parts as [string, string | undefined];
  if (frac !== undefined) {
    if (frac.includes("."))
      return refuse(`O ponto separa os milhares e vem antes da vírgula ${example}.`);
    if (frac === "") return refuse(`Faltam os algarismos depois da vírgula ${example}.`);
    if (kind === "dinheiro" && frac.length > 2)
      return refuse("Use no máximo duas casas decimais (os centavos).");
  }
  if (int === "")
    return refuse(
      `Falta o número antes ${frac === undefined ? "do ponto" : "da vírgula"} ${example}.`,
    );
  if (int.includes(".")) {
    const dots = int.split(".").length - 1;
    if (kind === "taxa" && frac === undefined && dots === 1) {
      // DESIGN §7.2: a rate may use a dot as its decimal mark ("1.85" is 1,85% a.m., not 185).
      [int, frac] = int.split(".") as [string, string];
      if (int === "") return refuse(`Falta o número antes do ponto ${example}.`);
      if (frac === "") return refuse(`Faltam os algarismos depois do ponto ${example}.`);
    } else if (!GROUPED.test(int) || (kind === "taxa" && frac === undefined)) {
      // A rate without a comma takes one dot, as its decimal mark; "1.234.000" is ambiguous.
      return refuse(
        kind === "taxa"
          ? `Use um só separador para as casas decimais; pontos só separam milhares, em grupos de três ${example}.`
          : `O ponto separa os milhares em grupos de três algarismos; os centavos vêm depois da vírgula ${example}.`,
      );
    } else {
      int = int.replace(/\./g, "");
    }
  }
  if (int.length + (frac?.length ?? 0) > MAX_DIGITS)
    return refuse("Número longo demais: confira o valor digitado.");
  return { ok: true, value: Number(frac === undefined ? int : `${int}.${frac}`) };
}

/** Money field: "R$ 1.234,56", "1234,5", "1.500". */
export const parseMoney = (text: string | null | undefined): NumberParse =>
  parseBrNumber(text, "dinheiro");
/** Monthly-rate field: "1,85", "1.85", "1,85%", "1,85% a.m.". */
export const parseRate = (text: string | null | undefined): NumberParse =>
  parseBrNumber(text, "taxa");
/** Whole-count field (installments): "48". */
export const parseCount = (text: string | null | undefined): NumberParse =>
  parseBrNumber(text, "inteiro");

/**
 * What a numeric field does while typing: nothing but dropping control characters (a paste may
 * bring a line break). Malformed text stays as typed and gets parseBrNumber's message, so nothing
 * accepted is ever removed ("%", "R$", "a.m." survive) and nothing is silently changed.
 */
export function sanitizeNumericInput(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  return text.replace(/[\u0000-\u001f\u007f]/g, "");
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
  return formatter(`n${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
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

/** Rounds to cents (or any number of decimals) without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops the binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}
