import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRate } from "./numbers";
import { convertAnnualToMonthly, monthlyFromAnnualPercent, rateQuestion } from "./rate-check";
import { monthlyFromAnnual } from "./simulation";

describe("annual → monthly (SPEC §9 formula)", () => {
  it("35% a.a. is 2,53% a.m.", () => {
    expect(monthlyFromAnnualPercent(35)).toBeCloseTo(2.5324, 4);
    expect(convertAnnualToMonthly(35)?.texto).toBe("35% ao ano equivalem a 2,53% ao mês");
    expect(convertAnnualToMonthly(26.82)?.texto).toBe("26,82% ao ano equivalem a 2,00% ao mês");
    expect(convertAnnualToMonthly(12.5)?.texto).toBe("12,5% ao ano equivalem a 0,99% ao mês");
  });

  it("agrees with the simulation's conversion and inverts compounding", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (a) => {
        const m = monthlyFromAnnualPercent(a);
        expect(m).toBeCloseTo(monthlyFromAnnual(a) * 100, 10);
        expect(((1 + m / 100) ** 12 - 1) * 100).toBeCloseTo(a, 6);
      }),
    );
  });

  it("the figure in the sentence is the figure offered", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (c) => {
        const conv = convertAnnualToMonthly(c / 100)!;
        const shown = conv.texto.match(/a ([\d.,]+)% ao mês$/)![1]!;
        expect(parseRate(shown)).toEqual({ ok: true, value: conv.mensalArredondada });
      }),
    );
  });
});

describe("rateQuestion (item 6)", () => {
  it("asks above 20% a.m.", () => {
    expect(rateQuestion(35)).toMatchObject({
      pergunta: "Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês",
      mensalArredondada: 2.53,
      motivo: "acima_de_20",
    });
    expect(rateQuestion(20)).toBeNull();
    expect(rateQuestion(20.01)?.motivo).toBe("acima_de_20");
  });

  it("asks above 3× the average", () => {
    expect(rateQuestion(6.5, { media: 2 })?.pergunta).toBe(
      "Essa taxa é mensal? 6,5% ao ano equivalem a 0,53% ao mês",
    );
    expect(rateQuestion(6, { media: 2 })).toBeNull();
  });

  it("never asks about a rate the product computed", () => {
    expect(rateQuestion(35, { calculada: true })).toBeNull();
    expect(rateQuestion(9, { media: 2, calculada: true })).toBeNull();
  });

  it("asks exactly when the rate is above 20 or above 3× the average", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (t, m) => {
          const taxa = t / 100;
          const media = m / 100;
          expect(rateQuestion(taxa, { media }) !== null).toBe(taxa > 20 || taxa > 3 * media);
        },
      ),
    );
  });
});
