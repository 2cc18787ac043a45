// Why a lawyer cannot select cases yet (issue "Journeys" item 8): without an OAB number, or while
// an admin has not verified it (DESIGN D32), every "Selecionar caso" is replaced by this label
// and the reason is said above the list, before any dialog counts a selection. Client-safe.
import { LAWYER_MSG } from "./messages";
import { OAB_MSG, type OabStatus } from "./oab";

export interface SelectionLock {
  /** The disabled button's label on each card. */
  label: string;
  /** The sentence above the list. */
  reason: string;
}

export const SELECTION_LOCK_ID = "selecao-bloqueada";

export function selectionLock(profile: {
  oab: string | null;
  oabStatus: OabStatus;
}): SelectionLock | null {
  if (!profile.oab)
    return { label: "Informe sua OAB para selecionar", reason: LAWYER_MSG.caseNeedsOab };
  if (profile.oabStatus === "pendente")
    return { label: "OAB em verificação", reason: OAB_MSG.selectPending };
  if (profile.oabStatus === "rejeitado")
    return { label: "OAB não verificada", reason: OAB_MSG.selectRejected };
  return null;
}
