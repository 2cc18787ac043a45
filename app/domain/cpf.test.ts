import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cpfCheckDigits, cpfDigits, formatCpf, isValidCpf } from "./cpf";

describe("CPF check digits", () => {
  it("accepts published valid examples, typed with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
  });

  it("refuses a wrong check digit, repeated digits, letters and other lengths", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("000.000.000-00")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("52998224a25")).toBe(false);
    expect(cpfDigits("")).toBeNull();
  });

  it("property: nine digits plus their check digits are valid; changing one check digit is not", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        fc.pre(!/^(\d)\1{8}$/.test(nine));
        const cd = cpfCheckDigits(nine);
        expect(isValidCpf(nine + cd)).toBe(true);
        expect(isValidCpf(formatCpf(nine + cd))).toBe(true);
        const wrong = `${cd[0]}${(Number(cd[1]) + shift) % 10}`;
        expect(isValidCpf(nine + wrong)).toBe(false);
      }),
    );
  });
});
