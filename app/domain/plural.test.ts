import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it("1 is singular, 0 and more are plural; irregular plurals are given", () => {
    expect(plural(1, "parcela")).toBe("1 parcela");
    expect(plural(0, "parcela")).toBe("0 parcelas");
    expect(plural(48, "parcela")).toBe("48 parcelas");
    expect(plural(2, "mês", "meses")).toBe("2 meses");
    expect(pluralWord(1, "campo não reconhecido", "campos não reconhecidos")).toBe(
      "campo não reconhecido",
    );
  });

  it("never writes '(s)'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        expect(plural(n, "parcela")).not.toContain("(s)");
        expect(plural(n, "parcela").startsWith(`${n} parcela`)).toBe(true);
      }),
      { seed: 24 },
    );
  });
});
