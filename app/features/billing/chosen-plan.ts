// "Assinar" while signed out means sign up (issue 10 item 6): the plan rides along as ?plano= to
// /auth (consumer plans) or /auth-revisaconecta (lawyer plans) and, once signed in,
// /assinatura?assinar=<plan> opens its checkout. Client-safe.
import { CONSUMER_PAID_PLANS, LAWYER_PAID_PLANS, type PaidPlanName } from "~/domain/plans";

export type ChosenPlan = (typeof CONSUMER_PAID_PLANS)[number];
export type ChosenLawyerPlan = (typeof LAWYER_PAID_PLANS)[number];

/** A consumer paid plan from a query value, or null for anything else. */
export function chosenPlan(value: string | null | undefined): ChosenPlan | null {
  return (CONSUMER_PAID_PLANS as readonly string[]).includes(value ?? "")
    ? (value as ChosenPlan)
    : null;
}

/** A lawyer paid plan (Starter, Master) from a query value, or null. */
export function chosenLawyerPlan(value: string | null | undefined): ChosenLawyerPlan | null {
  return (LAWYER_PAID_PLANS as readonly string[]).includes(value ?? "")
    ? (value as ChosenLawyerPlan)
    : null;
}

export const signUpPath = (plan: ChosenPlan) => `/auth?modo=cadastro&plano=${plan}`;
export const lawyerSignUpPath = (plan: ChosenLawyerPlan) =>
  `/auth-revisaconecta?modo=cadastro&plano=${plan}`;

/** Where a signed-in person goes to pay for the plan chosen before signing in. */
export const checkoutPath = (plan: PaidPlanName) =>
  chosenLawyerPlan(plan)
    ? `/assinatura?area=revisaconecta&assinar=${plan}`
    : `/assinatura?assinar=${plan}`;
