import { describe, expect, it } from "vitest";
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

describe("selectionCostText (confirmation before 'Selecionar caso')", () => {
  it("names what one selection uses of the month and what is left after it", () => {
    expect(selectionCostText("gratuito", 0)).toBe(
      "Esta seleção usa a única seleção do seu plano neste mês. Depois dela, não restará nenhuma seleção até o mês que vem.",
    );
    expect(selectionCostText("starter", 0)).toBe("Esta seleção usa 1 das 10 seleções do seu plano neste mês. Depois dela, restarão 9.");
    expect(selectionCostText("starter", 8)).toBe("Esta seleção usa 1 das 10 seleções do seu plano neste mês. Depois dela, restará 1.");
    expect(selectionCostText("master", 40)).toBe("Seu plano não tem limite mensal de seleções.");
  });
  it("agrees with selectionsLeft for every count of the month", () => {
    for (let used = 0; used < 10; used++) {
      const left = 10 - used - 1;
      expect(selectionCostText("starter", used)).toContain(
        left === 0 ? "não restará nenhuma" : left === 1 ? "restará 1" : `restarão ${left}`,
      );
    }
  });
});
