// The plan vocabulary in one place (SPEC §9 prices, DESIGN D1 and D17): consumer tiers, lawyer
// plans, the paid-plan catalogue and the lawyers' monthly allowances. db/schema.ts builds its
// enums from these lists. Client-safe: no secrets and no price ids here — the server maps a plan
// to its provider price id (payments.server.ts).
import { MONTHLY_ANALYSIS_LIMITS, PLAN_TIERS, type PlanTier } from "./plan-tiers";

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

export const CONSUMER_PAID_PLANS = [
  "basico",
  "premium",
] as const satisfies readonly ConsumerPaidPlan[];
export const LAWYER_PAID_PLANS = ["starter", "master"] as const satisfies readonly LawyerPaidPlan[];
export const PAID_PLAN_NAMES = [...CONSUMER_PAID_PLANS, ...LAWYER_PAID_PLANS] as const;

/**
 * DESIGN D17 (§7.18): plans sell tools, not clients (OAB: no captação, Lei 8.906/94 art. 34 IV,
 * Provimento 205/2021), so every verified lawyer, whatever the plan, has the same allowance.
 */
export const LAWYER_MONTHLY_SELECTIONS = 10;

/** Monthly limits of the free plans (D1: 1 analysis; D17: the lawyers' equal allowance). */
export const FREE_MONTHLY_LIMIT = {
  revisafacil: MONTHLY_ANALYSIS_LIMITS.gratuito,
  revisaconecta: LAWYER_MONTHLY_SELECTIONS,
} as const;

/** What Starter and Master add (D17): tools, never more clients. */
export const LAWYER_PAID_TOOLS = [
  "Suporte prioritário",
  "Laudo dos casos selecionados",
  "Anotações nos casos",
  "Exportação dos casos (CSV)",
] as const;

/** The same tools in running text ("Starter e Master acrescentam …"). */
export const LAWYER_TOOLS_TEXT =
  "suporte prioritário, laudo dos casos selecionados, anotações e exportação";

/** The allowance sentence every plan text shares. */
export const LAWYER_ALLOWANCE_TEXT = `${LAWYER_MONTHLY_SELECTIONS} seleções por mês para todo advogado verificado`;

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
    monthlyLimit: LAWYER_MONTHLY_SELECTIONS,
    highlight: "Mais Popular",
    features: [
      `${LAWYER_MONTHLY_SELECTIONS} seleções por mês (igual para todo advogado verificado)`,
      ...LAWYER_PAID_TOOLS,
    ],
  },
  master: {
    name: "master",
    product: "revisaconecta",
    label: "Master",
    priceCents: 9990,
    monthlyLimit: LAWYER_MONTHLY_SELECTIONS,
    features: [
      `${LAWYER_MONTHLY_SELECTIONS} seleções por mês (igual para todo advogado verificado)`,
      ...LAWYER_PAID_TOOLS,
    ],
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
export const PLAN_RANK: Record<PaidPlanName, number> = {
  basico: 1,
  premium: 2,
  starter: 1,
  master: 2,
};

// Lawyers' allowances (DESIGN D17, §7.18): the same for every plan.
/** Selections per calendar month (São Paulo month, startOfMonthBrasilia). */
export const MONTHLY_SELECTION_LIMITS: Record<LawyerPlan, number> = {
  gratuito: LAWYER_MONTHLY_SELECTIONS,
  starter: LAWYER_MONTHLY_SELECTIONS,
  master: LAWYER_MONTHLY_SELECTIONS,
};

/** D17: notes, export and the laudo of selected cases are the paid tools. */
export function hasLawyerTools(plan: LawyerPlan): boolean {
  return plan !== "gratuito";
}

export const LAWYER_PLAN_LABELS: Record<LawyerPlan, string> = {
  gratuito: "Gratuito",
  starter: PLANS.starter.label,
  master: PLANS.master.label,
};

/** SPEC §4: an unknown plan falls back to gratuito. */
export function normalizeLawyerPlan(value: unknown): LawyerPlan {
  return typeof value === "string" && Object.hasOwn(MONTHLY_SELECTION_LIMITS, value)
    ? (value as LawyerPlan)
    : "gratuito";
}

/** Selections left this month (never below 0). */
export function selectionsLeft(plan: LawyerPlan, usedThisMonth: number): number {
  return Math.max(0, MONTHLY_SELECTION_LIMITS[plan] - Math.max(0, usedThisMonth));
}

export function canSelect(plan: LawyerPlan, usedThisMonth: number): boolean {
  return selectionsLeft(plan, usedThisMonth) > 0;
}
