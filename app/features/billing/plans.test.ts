import { describe, expect, it } from "vitest";
import { LOCAL_PRICES } from "~/services/payments-local.server";
import type { ProviderSubscription } from "~/services/payments.server";
import { formatPrice, isPaidPlanName, PLANS } from "~/domain/plans";
import { bestPlan } from "./subscription-state.server";

describe("plans", () => {
  it("prices the plans as SPEC §9 and DESIGN D17 say", () => {
    expect(formatPrice(PLANS.basico.priceCents)).toBe("R$ 19,90");
    expect(formatPrice(PLANS.premium.priceCents)).toBe("R$ 29,90");
    expect(formatPrice(PLANS.starter.priceCents)).toBe("R$ 49,90");
    expect(formatPrice(PLANS.master.priceCents)).toBe("R$ 99,90");
  });

  it("limits analyses and selections per D1/D17 and says so on the Básico card", () => {
    expect([PLANS.basico.monthlyLimit, PLANS.premium.monthlyLimit]).toEqual([10, null]);
    // D17 (§7.18): the lawyers' allowance is the same on every plan; the plans add tools.
    expect([PLANS.starter.monthlyLimit, PLANS.master.monthlyLimit]).toEqual([10, 10]);
    expect(PLANS.master.features).toEqual(PLANS.starter.features);
    expect(PLANS.starter.features).toEqual([
      "10 seleções por mês (igual para todo advogado verificado)",
      "Suporte prioritário",
      "Laudo dos casos selecionados",
      "Anotações nos casos",
      "Exportação dos casos (CSV)",
    ]);
    expect(PLANS.basico.features).toContain("Até 10 análises por mês");
    expect(PLANS.basico.highlight).toBe("Mais Popular");
    expect(PLANS.premium.features).toEqual(
      expect.arrayContaining(["Análises ilimitadas", "Suporte prioritário"]),
    );
  });

  it("accepts only the paid plan names", () => {
    expect(["basico", "premium", "starter", "master"].every(isPaidPlanName)).toBe(true);
    expect(["gratuito", "ouro", "", null, 1].some(isPaidPlanName)).toBe(false);
  });
});

describe("bestPlan", () => {
  const sub = (
    price: string,
    live: boolean,
    end = "2031-01-01T00:00:00Z",
  ): ProviderSubscription => ({
    id: price,
    status: live ? "active" : "canceled",
    live,
    priceIds: [price],
    periodEnd: new Date(end),
    cancelAtPeriodEnd: false,
    startedAt: null,
  });

  it("picks the highest live plan of the product and ignores the other product", () => {
    const subs = [
      sub(LOCAL_PRICES.basico!, true),
      sub(LOCAL_PRICES.premium!, false),
      sub(LOCAL_PRICES.master!, true),
    ];
    expect(bestPlan(subs, LOCAL_PRICES, "revisafacil")).toMatchObject({
      plan: "basico",
      active: true,
    });
    expect(bestPlan(subs, LOCAL_PRICES, "revisaconecta")).toMatchObject({
      plan: "master",
      active: true,
    });
  });

  it("falls back to gratuito without a live subscription or with an unknown price", () => {
    expect(
      bestPlan(
        [sub("price_desconhecido", true), sub(LOCAL_PRICES.basico!, false)],
        LOCAL_PRICES,
        "revisafacil",
      ),
    ).toEqual({
      plan: "gratuito",
      active: false,
      end: null,
      cancelAtPeriodEnd: false,
      startedAt: null,
      subscriptionId: null,
    });
  });
});
