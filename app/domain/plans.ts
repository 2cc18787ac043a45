// The plan vocabulary in one place (SPEC §9 prices, DESIGN D1 and D17): consumer tiers, lawyer
// plans, the paid-plan catalogue and the lawyers' monthly allowances. db/schema.ts builds its
// enums from these lists. Client-safe: no secrets and no price ids here — the server maps a plan
// to its provider price id (payments.server.ts).
import { MONTHLY_ANALYSIS_LIMITS, PLAN_TIERS, type PlanTier } from "./plan-limits";

/** Consumer tiers (the subscribers table's subscription_tier). */
export const SUBSCRIPTION_TIERS = PLAN_TIERS;
export type SubscriptionTier = PlanTier;

/** Lawyer plans (advogados.tipo_plano, assinaturas_advogado.plano). */
export const LAWYER_PLANS = ["gratuito", "starter", "master"] as const;
export type LawyerPlan = (typeof LAWYER_PLANS)[number];

export type ConsumerPaidPlan = Exclude<SubscriptionTier, "gratuito">;
export type LawyerPaidPlan = Exclude<LawyerPlan, "gratuito">;
export type PaidPlanName = ConsumerPaidPlan | LawyerPaidPlan;
export type PlanProduct = "revisafacil" | "revisaconecta";

export interface PaidPlan {
  name: PaidPlanName;
  product: PlanProduct;
  label: string;
  /** Monthly price in centavos (integer money). */
  priceCents: number;
  /** Per calendar month; null = unlimited. Analyses for consumers, case selections for lawyers. */
  monthlyLimit: number | null;
  features: readonly string[];
  highlight?: string;
}

export const CONSUMER_PAID_PLANS = ["basico", "premium"] as const satisfies readonly ConsumerPaidPlan[];
export const LAWYER_PAID_PLANS = ["starter", "master"] as const satisfies readonly LawyerPaidPlan[];
export const PAID_PLAN_NAMES = [...CONSUMER_PAID_PLANS, ...LAWYER_PAID_PLANS] as const;

/** Monthly limits of the free plans (D1: 1 analysis; D17: 1 case selection). */
export const FREE_MONTHLY_LIMIT = { revisafacil: MONTHLY_ANALYSIS_LIMITS.gratuito, revisaconecta: 1 } as const;

export const PLANS: Record<PaidPlanName, PaidPlan> = {
  basico: {
    name: "basico",
    product: "revisafacil",
    label: "Básico",
    priceCents: 1990,
    monthlyLimit: MONTHLY_ANALYSIS_LIMITS.basico,
    highlight: "Mais Popular",
    features: [
      `Até ${MONTHLY_ANALYSIS_LIMITS.basico} análises por mês`,
      "Modelos de documentos para download",
      "Informações jurídicas, vídeos e materiais",
      "Suporte ao assinante",
    ],
  },
  premium: {
    name: "premium",
    product: "revisafacil",
    label: "Premium",
    priceCents: 2990,
    monthlyLimit: MONTHLY_ANALYSIS_LIMITS.premium,
    features: [
      "Análises ilimitadas",
      "Modelos de documentos para download",
      "Informações jurídicas, vídeos e materiais",
      "Suporte prioritário",
    ],
  },
  starter: {
    name: "starter",
    product: "revisaconecta",
    label: "Starter",
    priceCents: 4990,
    monthlyLimit: 10,
    highlight: "Mais Popular",
    features: ["Até 10 casos selecionados por mês", "Contato do cliente após a seleção", "Suporte prioritário"],
  },
  master: {
    name: "master",
    product: "revisaconecta",
    label: "Master",
    priceCents: 9990,
    monthlyLimit: null,
    features: ["Casos selecionados ilimitados", "Contato do cliente após a seleção", "Suporte prioritário"],
  },
};

export function isPaidPlanName(value: unknown): value is PaidPlanName {
  return typeof value === "string" && (PAID_PLAN_NAMES as readonly string[]).includes(value);
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 19,90" — Intl puts a no-break space after R$; a plain space reads and matches the spec. */
export function formatPrice(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, " ");
}

/** Ranks plans of one product so that the best live subscription wins. */
export const PLAN_RANK: Record<PaidPlanName, number> = { basico: 1, premium: 2, starter: 1, master: 2 };

// Lawyers' allowances (DESIGN D17).
/** Selections per calendar month; null = unlimited. */
export const MONTHLY_SELECTION_LIMITS: Record<LawyerPlan, number | null> = {
  gratuito: FREE_MONTHLY_LIMIT.revisaconecta,
  starter: PLANS.starter.monthlyLimit,
  master: PLANS.master.monthlyLimit,
};

export const LAWYER_PLAN_LABELS: Record<LawyerPlan, string> = {
  gratuito: "Gratuito",
  starter: PLANS.starter.label,
  master: PLANS.master.label,
};

/** SPEC §4: an unknown plan falls back to gratuito. */
export function normalizeLawyerPlan(value: unknown): LawyerPlan {
  return typeof value === "string" && Object.hasOwn(MONTHLY_SELECTION_LIMITS, value) ? (value as LawyerPlan) : "gratuito";
}

/** Selections left this month; null = unlimited. */
export function selectionsLeft(plan: LawyerPlan, usedThisMonth: number): number | null {
  const limit = MONTHLY_SELECTION_LIMITS[plan];
  return limit === null ? null : Math.max(0, limit - Math.max(0, usedThisMonth));
}

export function canSelect(plan: LawyerPlan, usedThisMonth: number): boolean {
  const left = selectionsLeft(plan, usedThisMonth);
  return left === null || left > 0;
}
