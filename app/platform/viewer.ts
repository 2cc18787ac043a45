// Who is looking at the page, as every screen needs it (SPEC §4 "Plan loading").
import type { LawyerPlan, SubscriptionTier } from "~/domain/plans";

export type { LawyerPlan, SubscriptionTier };

export interface Viewer {
  /** twoFactor: a confirmed second factor (issue #27); admins without one reach only its page. */
  user: { id: string; email: string; name: string; twoFactor?: boolean } | null;
  /** analysesThisMonth: counted for plans with a limit; 0 for an unlimited plan (not counted). */
  plan: { tier: SubscriptionTier; analysesThisMonth: number; isAdmin: boolean };
  lawyer: { plan: LawyerPlan; active: boolean } | null;
}

export const SIGNED_OUT: Viewer = {
  user: null,
  plan: { tier: "gratuito", analysesThisMonth: 0, isAdmin: false },
  lawyer: null,
};
