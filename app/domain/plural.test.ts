import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naNas, parcelas, plural, pluralWord } from "./plural";

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

describe("parcelas", () => {
  it("agrees the noun and its qualifier with the count", () => {
    expect(parcelas(1, "já paga")).toBe("1 parcela já paga");
    expect(parcelas(30, "já paga")).toBe("30 parcelas já pagas");
    expect(parcelas(0, "vencida")).toBe("0 parcelas vencidas");
    expect(parcelas(2)).toBe("2 parcelas");
    expect(`${naNas(1)} ${parcelas(1, "restante")}`).toBe("Na 1 parcela restante");
    expect(`${naNas(12)} ${parcelas(12, "restante")}`).toBe("Nas 12 parcelas restantes");
  });
});
