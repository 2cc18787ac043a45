// Case selection rules (DESIGN D17, §7.18): every verified lawyer selects up to 10 cases per
// calendar month whatever the plan (plans sell tools, not clients); a consumer's request can be
// selected by at most 3 lawyers. Pure and
// client-safe: the server enforces them in a locked transaction, the screens mirror them.
import {
  canSelect,
  LAWYER_PLAN_LABELS,
  type LawyerPlan,
  MONTHLY_SELECTION_LIMITS,
  selectionsLeft,
} from "~/domain/plans";
import { LAWYER_MSG } from "./messages";

// The allowances live with the plan vocabulary (domain/plans); re-exported for this area's callers.
export { canSelect, normalizeLawyerPlan, selectionsLeft } from "~/domain/plans";

/** DESIGN D17/D18: the consumer consents to sharing with up to 3 partner lawyers. */
export const MAX_LAWYERS_PER_REQUEST = 3;

/** The refusal when the month's limit is reached, or null while allowed. */
export function selectionLimitMessage(plan: LawyerPlan, usedThisMonth: number): string | null {
  if (canSelect(plan, usedThisMonth)) return null;
  return LAWYER_MSG.caseLimit;
}

/** Open spots on a request that `taken` lawyers selected (never below 0). */
export function openSpots(taken: number): number {
  return Math.max(0, MAX_LAWYERS_PER_REQUEST - taken);
}

/** "Vagas: 2 de 3". */
export const spotsLabel = (taken: number) =>
  `Vagas: ${openSpots(taken)} de ${MAX_LAWYERS_PER_REQUEST}`;

/** The line over the list, e.g. "Plano Starter: 7 de 10 seleções disponíveis neste mês (3 usadas)." */
export function usageLine(plan: LawyerPlan, usedThisMonth: number): string {
  const limit = MONTHLY_SELECTION_LIMITS[plan];
  const label = plan === "gratuito" ? "Plano gratuito" : `Plano ${LAWYER_PLAN_LABELS[plan]}`;
  const left = selectionsLeft(plan, usedThisMonth);
  const used = limit - left;
  return `${label}: ${left} de ${limit} seleções disponíveis neste mês (${used} ${used === 1 ? "usada" : "usadas"}).`;
}

/**
 * What one selection uses of the month's allowance, for the confirmation before "Selecionar caso"
 * (issue 10 item 7), e.g. "Esta seleção usa 1 das 10 seleções do seu plano neste mês. Depois dela, restarão 9."
 */
export function selectionCostText(plan: LawyerPlan, usedThisMonth: number): string {
  const limit = MONTHLY_SELECTION_LIMITS[plan];
  const left = selectionsLeft(plan, usedThisMonth);
  const after = Math.max(0, left - 1);
  const then =
    after === 0
      ? "não restará nenhuma seleção até o mês que vem"
      : after === 1
        ? "restará 1"
        : `restarão ${after}`;
  return `Você já usou ${limit - left} de ${limit} seleções neste mês. Esta seleção usa 1; depois dela, ${then}.`;
}
