import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths } from "./months";
import {
  isPrescribed,
  prescriptionCutoff,
  prescriptionText,
  splitPrescribed,
} from "./prescription";

describe("prescription (CC art. 205, DESIGN §8.1, §8b.21)", () => {
  it("the cut-off is the same day 10 years before; 29/02 falls back to 28/02", () => {
    expect(prescriptionCutoff("2026-11-26")).toBe("2016-11-26");
    expect(prescriptionCutoff("2028-02-29")).toBe("2018-02-28");
  });

  it("counts by day when the due day is known", () => {
    expect(isPrescribed({ mes: "2016-11", dia: "2016-11-25" }, "2026-11-26")).toBe(true);
    expect(isPrescribed({ mes: "2016-11", dia: "2016-11-26" }, "2026-11-26")).toBe(false);
  });

  it("with only the month, prescribed only when the whole month is before the cut-off", () => {
    expect(isPrescribed({ mes: "2016-10" }, "2026-11-26")).toBe(true);
    expect(isPrescribed({ mes: "2016-11" }, "2026-11-26")).toBe(false);
    expect(isPrescribed({ mes: "2016-11" }, "2026-12-01")).toBe(true);
  });

  it("sums what the prescribed items would refund and names the newest month", () => {
    const split = splitPrescribed(
      [
        { mes: "2016-09", valor: 10.5 },
        { mes: "2016-10", valor: 0.25 },
        { mes: "2016-11", valor: 7 },
      ],
      "2026-11-26",
    );
    expect(split.prescritas).toEqual({ quantidade: 2, ate: "2016-10", valor: 10.75 });
    expect(split.vigentes).toEqual([{ mes: "2016-11", valor: 7 }]);
    expect(prescriptionText(split.prescritas, "2026-11-26")).toBe(
      "2 parcelas vencidas há mais de 10 anos, até out/2016, estão prescritas (CC, art. 205) e aparecem marcadas nas tabelas; o que teriam a restituir (R$ 10,75) fica fora da restituição e da correção. Contagem até a data do cálculo; o prazo conta-se até o ajuizamento da ação (cálculo de 26/11/2026).",
    );
    expect(prescriptionText({ quantidade: 0, ate: null, valor: 0 }, "2026-11-26")).toBeNull();
  });

  it("no month within the last 10 years is ever prescribed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 119 }), (back) => {
        expect(isPrescribed({ mes: addMonths("2026-11", -back) }, "2026-11-26")).toBe(false);
      }),
    );
  });
});
