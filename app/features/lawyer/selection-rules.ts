// Case selection rules (DESIGN D17): per calendar month a free lawyer selects 1 case, Starter 10,
// Master unlimited; a consumer's request can be selected by at most 3 lawyers. Pure and
// client-safe: the server enforces them in a locked transaction, the screens mirror them.
import { canSelect, LAWYER_PLAN_LABELS, type LawyerPlan, MONTHLY_SELECTION_LIMITS, selectionsLeft } from "~/domain/plans";
import { LAWYER_MSG } from "./messages";

// The allowances live with the plan vocabulary (domain/plans); re-exported for this area's callers.
export {
  canSelect,
  LAWYER_PLAN_LABELS,
  MONTHLY_SELECTION_LIMITS,
  normalizeLawyerPlan,
  selectionsLeft,
} from "~/domain/plans";

/** DESIGN D17/D18: the consumer consents to sharing with up to 3 partner lawyers. */
export const MAX_LAWYERS_PER_REQUEST = 3;

/** The refusal when the month's limit is reached, or null while allowed. */
export function selectionLimitMessage(plan: LawyerPlan, usedThisMonth: number): string | null {
  if (canSelect(plan, usedThisMonth)) return null;
  return plan === "starter" ? LAWYER_MSG.caseLimitStarter : LAWYER_MSG.caseLimitGratuito;
}

/** Open spots on a request that `taken` lawyers selected (never below 0). */
export function openSpots(taken: number): number {
  return Math.max(0, MAX_LAWYERS_PER_REQUEST - taken);
}

/** "Vagas: 2 de 3". */
export const spotsLabel = (taken: number) => `Vagas: ${openSpots(taken)} de ${MAX_LAWYERS_PER_REQUEST}`;

/** The plan line over the list, e.g. "Plano gratuito: 1 de 1 seleção disponível neste mês." */
export function usageLine(plan: LawyerPlan, usedThisMonth: number): string {
  const limit = MONTHLY_SELECTION_LIMITS[plan];
  const label = plan === "gratuito" ? "Plano gratuito" : `Plano ${LAWYER_PLAN_LABELS[plan]}`;
  if (limit === null) return `${label}: seleção de casos sem limite.`;
  const left = selectionsLeft(plan, usedThisMonth)!;
  const noun = limit === 1 ? "seleção disponível" : "seleções disponíveis";
  return `${label}: ${left} de ${limit} ${noun} neste mês.`;
}

/**
 * What one selection uses of the month's allowance, for the confirmation before "Selecionar caso"
 * (issue 10 item 7), e.g. "Esta seleção usa 1 das 10 seleções do seu plano neste mês. Depois dela, restarão 9."
 */
export function selectionCostText(plan: LawyerPlan, usedThisMonth: number): string {
  const limit = MONTHLY_SELECTION_LIMITS[plan];
  if (limit === null) return "Seu plano não tem limite mensal de seleções.";
  const after = Math.max(0, (selectionsLeft(plan, usedThisMonth) ?? 0) - 1);
  const of = limit === 1 ? "a única seleção" : `1 das ${limit} seleções`;
  const left = after === 0 ? "não restará nenhuma seleção até o mês que vem" : after === 1 ? "restará 1" : `restarão ${after}`;
  return `Esta seleção usa ${of} do seu plano neste mês. Depois dela, ${left}.`;
}
