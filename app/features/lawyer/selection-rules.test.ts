import { describe, expect, it } from "vitest";
import { LAWYER_MSG } from "./messages";
import {
  canSelect,
  MAX_LAWYERS_PER_REQUEST,
  normalizeLawyerPlan,
  openSpots,
  selectionLimitMessage,
  selectionsLeft,
  spotsLabel,
  usageLine,
} from "./selection-rules";

describe("case selection rules (DESIGN D17)", () => {
  it("allows 1 a month on gratuito, 10 on starter, unlimited on master", () => {
    expect([0, 1].map((n) => canSelect("gratuito", n))).toEqual([true, false]);
    expect([9, 10].map((n) => canSelect("starter", n))).toEqual([true, false]);
    expect(canSelect("master", 10_000)).toBe(true);
    expect(selectionsLeft("starter", 3)).toBe(7);
    expect(selectionsLeft("master", 3)).toBeNull();
  });

  it("refuses with the plan's message", () => {
    expect(selectionLimitMessage("gratuito", 0)).toBeNull();
    expect(selectionLimitMessage("gratuito", 1)).toBe(LAWYER_MSG.caseLimitGratuito);
    expect(selectionLimitMessage("starter", 10)).toBe(LAWYER_MSG.caseLimitStarter);
    expect(selectionLimitMessage("master", 999)).toBeNull();
  });

  it("counts open spots out of 3", () => {
    expect(MAX_LAWYERS_PER_REQUEST).toBe(3);
    expect([0, 1, 2, 3, 4].map(openSpots)).toEqual([3, 2, 1, 0, 0]);
    expect(spotsLabel(1)).toBe("Vagas: 2 de 3");
  });

  it("falls back to gratuito for an unknown plan", () => {
    expect(normalizeLawyerPlan("master")).toBe("master");
    expect(normalizeLawyerPlan("premium")).toBe("gratuito");
    expect(normalizeLawyerPlan("__proto__")).toBe("gratuito");
    expect(normalizeLawyerPlan(null)).toBe("gratuito");
  });

  it("describes the month's usage", () => {
    expect(usageLine("gratuito", 0)).toBe("Plano gratuito: 1 de 1 seleção disponível neste mês.");
    expect(usageLine("gratuito", 1)).toBe("Plano gratuito: 0 de 1 seleção disponível neste mês.");
    expect(usageLine("starter", 4)).toBe("Plano Starter: 6 de 10 seleções disponíveis neste mês.");
    expect(usageLine("master", 4)).toBe("Plano Master: seleção de casos sem limite.");
  });
});
