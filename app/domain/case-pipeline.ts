// A lawyer's selected case, from the selection to the end (issue "lawyer's working day" item 2):
// novo → contatado → contratado → ação ajuizada → encerrado, or sem acordo. The names, the moves a
// state allows and the "untouched for 7 days" rule live here, so the lawyer's card, the consumer's
// page, the CSV and the e-mails all say the same thing. Nothing here rates a case's chances (OAB
// Provimento 205/2021): a state is what the lawyer did, never a forecast.

export const CASE_STATES = [
  "novo",
  "contatado",
  "contratado",
  "acao_ajuizada",
  "encerrado",
  "sem_acordo",
] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  novo: "Novo",
  contatado: "Contatado",
  contratado: "Contratado",
  acao_ajuizada: "Ação ajuizada",
  encerrado: "Encerrado",
  sem_acordo: "Sem acordo",
};

/** The states a case cannot leave. */
const FINAL: ReadonlySet<CaseState> = new Set(["encerrado", "sem_acordo"]);
/** The main line, in order; "sem acordo" branches off it. */
const LINE: readonly CaseState[] = [
  "novo",
  "contatado",
  "contratado",
  "acao_ajuizada",
  "encerrado",
];

export function isFinalState(state: CaseState): boolean {
  return FINAL.has(state);
}

/**
 * Where a case may go from `state`: any later step of the line (a lawyer may record two steps at
 * once, e.g. contacted and hired the same day) or "sem acordo"; a final state goes nowhere.
 */
export function nextStates(state: CaseState): CaseState[] {
  if (FINAL.has(state)) return [];
  const later = LINE.slice(LINE.indexOf(state) + 1);
  return [...later, "sem_acordo"];
}

export function canMove(from: CaseState, to: CaseState): boolean {
  return nextStates(from).includes(to);
}

/** A case nobody moved (state or note) for this many days is flagged and e-mailed once. */
export const UNTOUCHED_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the last move (0 on the same day). */
export function daysSince(last: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - last.getTime()) / DAY_MS));
}

/** Open case whose last move is 7 days old or older. */
export function isUntouched(state: CaseState, lastMove: Date, now: Date): boolean {
  return !FINAL.has(state) && daysSince(lastMove, now) >= UNTOUCHED_DAYS;
}

/** "Sem movimentação há 9 dias" — the flag's text. */
export function untouchedText(lastMove: Date, now: Date): string {
  return `Sem movimentação há ${daysSince(lastMove, now)} dias`;
}
