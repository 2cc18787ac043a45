import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths } from "./months";
import {
  isPrescribed,
  paidInstallments,
  paidInstallmentsText,
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

describe("paidInstallments: which paid installments count (issue #22 item 4, §8.1)", () => {
  it("splits an ended contract's discounts at the cut-off and says which count", () => {
    // 30 discounts from 03/2014 to 08/2016; today 26/11/2026 → due before 11/2016 are prescribed.
    const p = paidInstallments("2014-03", 30, "2026-11-26");
    expect(p).toMatchObject({
      pagas: 30,
      primeira: "2014-03",
      ultima: "2016-08",
      prescritas: 30,
      contam: 0,
    });
    const q = paidInstallments("2016-01", 24, "2026-11-26");
    expect(q).toMatchObject({
      prescritas: 10,
      ultimaPrescrita: "2016-10",
      contam: 14,
      primeiraQueConta: "2016-11",
      ultima: "2017-12",
    });
    expect(paidInstallmentsText(q)).toBe(
      "24 parcelas descontadas de jan/2016 a dez/2017: as 10 vencidas de jan/2016 a out/2016 estão prescritas (CC, art. 205); contam 14, de nov/2016 a dez/2017. Contagem até a data do cálculo; o prazo conta-se até o ajuizamento da ação.",
    );
    expect(paidInstallmentsText(paidInstallments("2021-02", 24, "2026-11-26"))).toBe(
      "24 parcelas descontadas de fev/2021 a jan/2023: todas contam (nenhuma prescrita).",
    );
    expect(paidInstallmentsText(p)).toContain("nenhuma conta para a restituição");
    expect(paidInstallmentsText(paidInstallments("2021-02", 0, "2026-11-26"))).toBe(
      "Nenhuma parcela descontada: ainda não há o que restituir.",
    );
  });

  it("agrees with isPrescribed on every paid month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2005, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 120 }),
        (year, month, pagas) => {
          const first = `${year}-${String(month).padStart(2, "0")}`;
          const p = paidInstallments(first, pagas, "2026-11-26");
          const flags = Array.from({ length: pagas }, (_, i) =>
            isPrescribed({ mes: addMonths(first, i) }, "2026-11-26"),
          );
          expect(p.prescritas).toBe(flags.filter(Boolean).length);
          expect(p.contam + p.prescritas).toBe(pagas);
        },
      ),
    );
  });
});
