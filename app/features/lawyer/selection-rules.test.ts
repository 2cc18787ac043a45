import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasLawyerTools, LAWYER_MONTHLY_SELECTIONS, LAWYER_PLANS } from "~/domain/plans";
import { LAWYER_MSG } from "./messages";
import {
  canSelect,
  MAX_LAWYERS_PER_REQUEST,
  normalizeLawyerPlan,
  openSpots,
  selectionCostText,
  selectionLimitMessage,
  selectionsLeft,
  spotsLabel,
  usageLine,
} from "./selection-rules";

describe("case selection rules (DESIGN D17, §7.18: the same allowance for every plan)", () => {
  it("allows 10 a month on every plan", () => {
    expect(LAWYER_MONTHLY_SELECTIONS).toBe(10);
    for (const plan of LAWYER_PLANS) {
      expect([9, 10].map((n) => canSelect(plan, n))).toEqual([true, false]);
      expect(selectionsLeft(plan, 3)).toBe(7);
      expect(selectionsLeft(plan, 40)).toBe(0);
    }
  });

  it("property: every plan has the same allowance, and left + used = 10 until it is used up", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAWYER_PLANS),
        fc.integer({ min: -5, max: 100 }),
        (plan, used) => {
          const left = selectionsLeft(plan, used);
          expect(left).toBe(selectionsLeft("gratuito", used));
          expect(left).toBe(Math.max(0, 10 - Math.max(0, used)));
          expect(canSelect(plan, used)).toBe(left > 0);
          expect(selectionLimitMessage(plan, used)).toBe(left > 0 ? null : LAWYER_MSG.caseLimit);
        },
      ),
    );
  });

  it("refuses with one message that sells no plan", () => {
    expect(selectionLimitMessage("gratuito", 0)).toBeNull();
    expect(selectionLimitMessage("master", 10)).toBe(LAWYER_MSG.caseLimit);
    expect(LAWYER_MSG.caseLimit).toBe(
      "Você já usou as 10 seleções de casos deste mês. Novas seleções ficam disponíveis no dia 1º do próximo mês.",
    );
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

  it("describes the month's usage (used and left)", () => {
    expect(usageLine("gratuito", 0)).toBe(
      "Plano gratuito: 10 de 10 seleções disponíveis neste mês (0 usadas).",
    );
    expect(usageLine("gratuito", 9)).toBe(
      "Plano gratuito: 1 de 10 seleções disponíveis neste mês (9 usadas).",
    );
    expect(usageLine("starter", 1)).toBe(
      "Plano Starter: 9 de 10 seleções disponíveis neste mês (1 usada).",
    );
    expect(usageLine("master", 10)).toBe(
      "Plano Master: 0 de 10 seleções disponíveis neste mês (10 usadas).",
    );
  });

  it("names the paid tools and gates them on the plan", () => {
    expect(hasLawyerTools("gratuito")).toBe(false);
    expect(hasLawyerTools("starter") && hasLawyerTools("master")).toBe(true);
  });
});

describe("selectionCostText (confirmation before 'Selecionar caso')", () => {
  it("names what was used, what one selection uses and what is left after it", () => {
    expect(selectionCostText("gratuito", 0)).toBe(
      "Você já usou 0 de 10 seleções neste mês. Esta seleção usa 1; depois dela, restarão 9.",
    );
    expect(selectionCostText("master", 8)).toBe(
      "Você já usou 8 de 10 seleções neste mês. Esta seleção usa 1; depois dela, restará 1.",
    );
    expect(selectionCostText("starter", 9)).toBe(
      "Você já usou 9 de 10 seleções neste mês. Esta seleção usa 1; depois dela, não restará nenhuma seleção até o mês que vem.",
    );
  });
  it("agrees with selectionsLeft for every count of the month", () => {
    for (let used = 0; used < 10; used++) {
      const left = selectionsLeft("gratuito", used) - 1;
      expect(selectionCostText("gratuito", used)).toContain(
        left === 0 ? "não restará nenhuma" : left === 1 ? "restará 1" : `restarão ${left}`,
      );
    }
  });
});
