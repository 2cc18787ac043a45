import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber, formatPercent, formatRate, parseBrNumber, roundTo, sanitizeNumericInput } from "./numbers";

describe("parseBrNumber (SPEC §5)", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1.234.567,8", 1234567.8],
    ["-1.234,56", -1234.56],
    ["1.500", 1500],
    ["1,85", 1.85],
    ["1.85", 1.85],
    ["  42 ", 42],
    ["R$ 1.234,56", 1234.56],
    ["2,5%", 2.5],
    ["0", 0],
    [",5", 0.5],
    ["", 0],
    ["abc", 0],
    ["-", 0],
    ["1,2,3", 0],
    ["1.2.3", 0],
    ["1,2.3", 0],
    ["1-2", 0],
    ["--1", 0],
  ])("%j → %d", (text, expected) => {
    expect(parseBrNumber(text)).toBe(expected);
  });

  it("treats null and undefined as 0", () => {
    expect(parseBrNumber(null)).toBe(0);
    expect(parseBrNumber(undefined)).toBe(0);
  });

  it("keeps only digits, dot, comma and minus in a field", () => {
    expect(sanitizeNumericInput("R$ -1.2a3,4%")).toBe("-1.23,4");
  });

  it("format then parse gives the number back (two decimals)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const rounded = roundTo(x, 2);
        expect(parseBrNumber(formatNumber(rounded, 2))).toBeCloseTo(rounded, 6);
        expect(parseBrNumber(formatMoney(rounded))).toBeCloseTo(rounded, 6);
      }),
    );
  });

  it("never throws and always returns a finite number", () => {
    fc.assert(fc.property(fc.string(), (s) => Number.isFinite(parseBrNumber(s))));
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
