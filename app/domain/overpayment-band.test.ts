import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OVERPAYMENT_BOUNDS, overpaymentBand } from "./overpayment-band";

describe("overpayment band", () => {
  it("names the band with its bounds", () => {
    expect(overpaymentBand(0).texto).toBe("Sem valores a restituir por este critério.");
    expect(overpaymentBand(999.99).texto).toBe("Até R$ 1.000");
    expect(overpaymentBand(1000).texto).toBe("Até R$ 1.000");
    expect(overpaymentBand(1000.01).texto).toBe("Entre R$ 1.000 e R$ 5.000");
    expect(overpaymentBand(12_345.67).texto).toBe("Entre R$ 10.000 e R$ 30.000");
    expect(overpaymentBand(30_000.01).texto).toBe("Acima de R$ 30.000");
  });

  it("always holds the value it describes", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e8, noNaN: true }), (v) => {
        const b = overpaymentBand(v);
        if (b.faixa === "ate") expect(v).toBeLessThanOrEqual(b.limite);
        else if (b.faixa === "entre") {
          expect(v).toBeGreaterThan(b.de);
          expect(v).toBeLessThanOrEqual(b.ate);
        } else if (b.faixa === "acima") expect(v).toBeGreaterThan(b.limite);
        else throw new Error("a positive amount has a band");
        expect(OVERPAYMENT_BOUNDS.length).toBe(4);
      }),
    );
  });
});
