// The consumer plan tiers and their monthly analyses (DESIGN D1), apart from plan-limits.ts: the
// site header (on every page) and the plan catalogue (landing page) read only these, and should
// not carry the limits' texts into those pages' JavaScript (issue 26 item 3: ≤ 120 KB of gzip JS).
export const PLAN_TIERS = ["gratuito", "basico", "premium"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Analyses per calendar month; null = unlimited. */
export const MONTHLY_ANALYSIS_LIMITS: Record<PlanTier, number | null> = {
  gratuito: 1,
  basico: 10,
  premium: null,
};

export function isPaidTier(tier: PlanTier): boolean {
  return tier !== "gratuito";
}
