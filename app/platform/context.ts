// Per-request values the root middleware computes once (SPEC §4 "Plan loading") and every
// loader, action and guard reads with context.get(...).
import { createContext } from "react-router";
import { SIGNED_OUT, type Viewer } from "~/platform/viewer";

export const viewerContext = createContext<Viewer>(SIGNED_OUT);

/** The signed-in session, for code that must act on it (revoke, list). */
export interface SessionRef {
  id: string;
  token: string;
}
export const sessionContext = createContext<SessionRef | null>(null);

/** Set by requirePaidPlan / requireLawyerPlan: true when the page must show its locked notice. */
export const planLockContext = createContext<boolean>(false);
