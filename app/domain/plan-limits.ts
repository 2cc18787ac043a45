// Analysis limits per consumer plan (DESIGN D1, SPEC §5/§8/§9) and the texts that go with them.
// The server enforces them (D2); the browser only mirrors the state with these same functions.

import { MONTHLY_ANALYSIS_LIMITS, PLAN_TIERS, type PlanTier } from "./plan-tiers";

export { isPaidTier, MONTHLY_ANALYSIS_LIMITS, type PlanTier } from "./plan-tiers";

/** Plans without a monthly limit: their analyses are recorded but never counted. */
export const UNLIMITED_TIERS: readonly PlanTier[] = PLAN_TIERS.filter(
  (tier) => MONTHLY_ANALYSIS_LIMITS[tier] === null,
);

export const PLAN_LABELS: Record<PlanTier, string> = {
  gratuito: "Gratuito",
  basico: "Básico",
  premium: "Premium",
};

export const LIMIT_MESSAGES = {
  gratuito: "Você atingiu o limite de 1 análise do plano gratuito. Faça upgrade para continuar.",
  basico:
    "Você atingiu o limite de 10 análises do Plano Básico neste mês. Faça upgrade para ilimitado!",
} as const;

export const FREE_USED_BANNER =
  "Você já utilizou sua análise gratuita. Faça upgrade para continuar analisando contratos.";

export const ANALYZE_BUTTON = {
  idle: "Analisar Contrato",
  loading: "Processando...",
  blocked: "Limite de análise atingido",
} as const;

/** SPEC §4: an unknown tier falls back to gratuito. */
export function normalizeTier(value: unknown): PlanTier {
  return typeof value === "string" && (PLAN_TIERS as readonly string[]).includes(value)
    ? (value as PlanTier)
    : "gratuito";
}

/** Analyses left this month; null = unlimited. */
export function remainingAnalyses(tier: PlanTier, usedThisMonth: number): number | null {
  const limit = MONTHLY_ANALYSIS_LIMITS[tier];
  return limit === null ? null : Math.max(0, limit - Math.max(0, usedThisMonth));
}

export function canAnalyze(tier: PlanTier, usedThisMonth: number): boolean {
  const left = remainingAnalyses(tier, usedThisMonth);
  return left === null || left > 0;
}

/** The §8 message when the limit is reached, or null while allowed. */
export function limitReachedMessage(tier: PlanTier, usedThisMonth: number): string | null {
  if (canAnalyze(tier, usedThisMonth)) return null;
  return tier === "basico" ? LIMIT_MESSAGES.basico : LIMIT_MESSAGES.gratuito;
}

/** Free-plan banner: 'Plano gratuito: 1/1 análise disponível.' or the used-up text; null for paid plans. */
export function freePlanBanner(tier: PlanTier, usedThisMonth: number): string | null {
  if (tier !== "gratuito") return null;
  const left = remainingAnalyses(tier, usedThisMonth)!;
  return left > 0
    ? `Plano gratuito: ${left}/${MONTHLY_ANALYSIS_LIMITS.gratuito} análise disponível.`
    : FREE_USED_BANNER;
}

export function analyzeButtonText(state: { loading: boolean; blocked: boolean }): string {
  if (state.blocked) return ANALYZE_BUTTON.blocked;
  return state.loading ? ANALYZE_BUTTON.loading : ANALYZE_BUTTON.idle;
}
