import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COURSE,
  courseDiscountPercent,
  guaranteeDeadline,
  guaranteeOpen,
  guaranteeRule,
  instalmentLabel,
  instalmentOptions,
  instalmentPlan,
} from "./course";

describe("course offer", () => {
  it("sells at the page's terms: R$ 197,00 instead of R$ 497,00, 60% off, up to 12x", () => {
    expect(COURSE.priceCents).toBe(19_700);
    expect(COURSE.priceFromCents).toBe(49_700);
    expect(courseDiscountPercent()).toBe(60);
    expect(instalmentOptions().map((o) => o.count)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it("splits instalments in exact cents that add up to the price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (t, n) => {
          const plan = instalmentPlan(t, n);
          expect(plan.firstCents + plan.restCents * (n - 1)).toBe(t);
          expect(plan.firstCents - plan.restCents).toBeGreaterThanOrEqual(0);
          expect(plan.firstCents - plan.restCents).toBeLessThan(n);
        },
      ),
    );
  });

  it("names each choice", () => {
    expect(instalmentLabel(19_700, 1)).toBe("À vista: R$ 197,00");
    expect(instalmentLabel(19_700, 4)).toBe("4x de R$ 49,25");
    expect(instalmentLabel(19_700, 12)).toBe("12x de R$ 16,41 (1ª R$ 16,49)");
  });

  it("accepts a guarantee claim up to 30 days after the payment, not a millisecond later", () => {
    const paid = new Date("2026-01-10T12:00:00Z");
    expect(guaranteeDeadline(paid).toISOString()).toBe("2026-02-09T12:00:00.000Z");
    expect(guaranteeOpen(paid, new Date("2026-02-09T12:00:00Z"))).toBe(true);
    expect(guaranteeOpen(paid, new Date("2026-02-09T12:00:00.001Z"))).toBe(false);
  });

  it("states the rule with the same numbers", () => {
    expect(guaranteeRule()).toContain("30 dias");
    expect(guaranteeRule()).toContain("20%");
    expect(guaranteeRule()).toContain("Solicitar garantia");
  });
});
