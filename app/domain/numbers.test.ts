import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatRate,
  parseBrNumber,
  parseCount,
  parseMoney,
  parseRate,
  roundTo,
  sanitizeNumericInput,
} from "./numbers";

// Independent oracles of the accepted grammar (DESIGN §7.2): a string is accepted exactly when it
// matches, and then its value is the plain reading of the matched digits.
const MONEY = /^\s*(?:R\$\s*)?(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?\s*$/i;
const RATE =
  /^\s*(?:(\d+)(?:[.,](\d+))?|(\d{1,3}(?:\.\d{3})+),(\d+))\s*%?\s*(?:(?:a\.?\s?m\.?|ao\s+m[eê]s)\s*)?$/i;
const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;

function oracle(kind: "dinheiro" | "taxa", s: string): number | null {
  const t = s.replace(/[\u00a0\u202f]/g, " ");
  const m = (kind === "dinheiro" ? MONEY : RATE).exec(t);
  if (!m) return null;
  const [int, frac] =
    kind === "dinheiro" ? [m[1]!, m[2]] : m[1] !== undefined ? [m[1], m[2]] : [m[3]!, m[4]];
  if (digitCount(int) + (frac?.length ?? 0) > 15) return null;
  return Number(`${int.replace(/\./g, "")}${frac ? `.${frac}` : ""}`);
}

describe("parseBrNumber: strict pt-BR input (DESIGN §7.2)", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1.234.567,8", 1234567.8],
    ["1.500", 1500],
    ["R$ 1.234,56", 1234.56],
    ["R$1.234,56", 1234.56],
    ["R$\u00a01.234,56", 1234.56],
    ["  42 ", 42],
    ["0", 0],
    ["0,5", 0.5],
  ])("money %j → %d", (text, expected) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["1,85", 1.85],
    ["1.85", 1.85],
    ["1,85%", 1.85],
    ["1,85 %", 1.85],
    ["1,85% a.m.", 1.85],
    ["1,85 % a.m", 1.85],
    ["2% ao mês", 2],
    ["1.500", 1.5],
    ["35", 35],
    ["1.234,5", 1234.5],
  ])("rate %j → %d", (text, expected) => {
    expect(parseRate(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [
      "1e3",
      "taxa",
      "“e” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
    ],
    [
      "0x10",
      "taxa",
      "“x” não é aceito: use só algarismos, com vírgula ou ponto para as casas decimais (ex.: 2,49).",
    ],
    [
      "1e3",
      "dinheiro",
      "“e” não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
    [
      "1.2345,6",
      "dinheiro",
      "O ponto separa os milhares em grupos de três algarismos; os centavos vêm depois da vírgula (ex.: 1.234,56).",
    ],
    [
      "1.2345,6",
      "taxa",
      "Use um só separador para as casas decimais; pontos só separam milhares, em grupos de três (ex.: 2,49).",
    ],
    [
      "1234.56",
      "dinheiro",
      "O ponto separa os milhares em grupos de três algarismos; os centavos vêm depois da vírgula (ex.: 1.234,56).",
    ],
    ["-1.234,56", "dinheiro", "Não use sinal de menos: informe um valor positivo."],
    ["R$ -5", "dinheiro", "Não use sinal de menos: informe um valor positivo."],
    ["-2", "taxa", "Não use sinal de menos: informe um valor positivo."],
    ["1,234", "dinheiro", "Use no máximo duas casas decimais (os centavos)."],
    ["1,2,3", "dinheiro", "Use uma só vírgula, antes das casas decimais (ex.: 1.234,56)."],
    ["1,2.3", "taxa", "O ponto separa os milhares e vem antes da vírgula (ex.: 2,49)."],
    [
      "1.2.3",
      "taxa",
      "Use um só separador para as casas decimais; pontos só separam milhares, em grupos de três (ex.: 2,49).",
    ],
    [",5", "dinheiro", "Falta o número antes da vírgula (ex.: 1.234,56)."],
    ["5,", "taxa", "Faltam os algarismos depois da vírgula (ex.: 2,49)."],
    [".5", "taxa", "Falta o número antes do ponto (ex.: 2,49)."],
    [
      "1 234",
      "dinheiro",
      "Espaço não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
    [
      "2,5%",
      "dinheiro",
      "“%” não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
    [
      "35% a.a.",
      "taxa",
      "Essa taxa está ao ano (a.a.): informe a taxa ao mês ou converta com “Converter taxa anual”.",
    ],
    ["48,5", "inteiro", "Informe um número inteiro, sem vírgula nem ponto (ex.: 48)."],
    ["48x", "inteiro", "“x” não é aceito: use só algarismos (ex.: 48)."],
    ["", "taxa", "Informe um número."],
    ["   ", "dinheiro", "Informe um número."],
    ["%", "taxa", "Informe um número."],
    ["1234567890123456", "dinheiro", "Número longo demais: confira o valor digitado."],
  ] as const)("%j as %s is refused: %s", (text, kind, erro) => {
    expect(parseBrNumber(text, kind)).toEqual({ ok: false, erro });
  });

  it("counts: digits only", () => {
    expect(parseCount("48")).toEqual({ ok: true, value: 48 });
    expect(parseCount(" 120 ")).toEqual({ ok: true, value: 120 });
  });

  it("treats null and undefined as empty", () => {
    expect(parseMoney(null)).toEqual({ ok: false, erro: "Informe um número." });
    expect(parseRate(undefined)).toEqual({ ok: false, erro: "Informe um número." });
  });

  it("money: formatted → parsed gives the value back (R$ and plain, cents)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (c) => {
        const x = c / 100;
        expect(parseMoney(formatMoney(x))).toEqual({ ok: true, value: x });
        expect(parseMoney(formatNumber(x, 2))).toEqual({ ok: true, value: x });
      }),
    );
  });

  it('rate: formatted → parsed gives the value back ("1,85% a.m.", "1,85%", "1.85")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 2, max: 4 }), (c, d) => {
        const x = c / 100;
        expect(parseRate(formatRate(x))).toEqual({ ok: true, value: x });
        expect(parseRate(formatPercent(x, d))).toEqual({ ok: true, value: x });
        expect(parseRate(x.toFixed(2))).toEqual({ ok: true, value: x });
      }),
    );
  });

  // Strings over the characters people (and attackers) type into these fields: every string is
  // accepted exactly when the grammar accepts it, with the grammar's value; anything else is refused
  // with a message. Nothing is stripped or guessed.
  const alphabet = fc.constantFrom(
    ..."0123456789.,.,-eExX+R$% am a.m.\u00a0".split(""),
    "R$",
    "% a.m.",
    ".000",
    "1.234",
  );
  const typed = fc.array(alphabet, { maxLength: 12 }).map((a) => a.join(""));

  it("every malformed money string is refused, every well-formed one read as written", () => {
    fc.assert(
      fc.property(typed, (s) => {
        const expected = oracle("dinheiro", s);
        const got = parseMoney(s);
        if (expected === null) {
          expect(got.ok).toBe(false);
          if (!got.ok) expect(got.erro.length).toBeGreaterThan(10);
        } else expect(got).toEqual({ ok: true, value: expected });
      }),
      { numRuns: 3000 },
    );
  });

  it("every malformed rate string is refused, every well-formed one read as written", () => {
    fc.assert(
      fc.property(typed, (s) => {
        const expected = oracle("taxa", s);
        const got = parseRate(s);
        if (expected === null) {
          expect(got.ok).toBe(false);
        } else expect(got).toEqual({ ok: true, value: expected });
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        for (const kind of ["dinheiro", "taxa", "inteiro"] as const) {
          const r = parseBrNumber(s, kind);
          if (r.ok) expect(Number.isFinite(r.value) && r.value >= 0).toBe(true);
        }
      }),
    );
  });

  it("the typing filter changes nothing that matters: '%', 'R$', letters all stay visible", () => {
    expect(sanitizeNumericInput("1,85% a.m.")).toBe("1,85% a.m.");
    expect(sanitizeNumericInput("R$ 1.234,56")).toBe("R$ 1.234,56");
    expect(sanitizeNumericInput("1e3")).toBe("1e3");
    expect(sanitizeNumericInput("1,5\n")).toBe("1,5");
  });
});

describe("formatting via Intl pt-BR", () => {
  it("formats rates, money and numbers", () => {
    expect(formatRate(1.85)).toBe("1,85% a.m.");
    expect(formatRate(2)).toBe("2,00% a.m.");
    expect(formatRate(3.0449999)).toBe("3,04% a.m.");
    expect(formatMoney(1234.56)).toBe("R$ 1.234,56");
    expect(formatMoney(-5)).toBe("-R$ 5,00");
    expect(formatNumber(1234567.891, 2)).toBe("1.234.567,89");
    expect(formatPercent(12.3, 1)).toBe("12,3%");
  });

  it("rounds without binary drift", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1.5 * 1.8, 2)).toBe(2.7);
  });
});
