// "Assinar" while signed out means sign up (issue 10 item 6): the plan rides along as ?plano=
// to /auth and, once signed in, /assinatura?assinar=<plan> opens its checkout. Client-safe.
import { CONSUMER_PAID_PLANS } from "./plans";

export type ChosenPlan = (typeof CONSUMER_PAID_PLANS)[number];

/** A consumer paid plan from a query value, or null for anything else. */
export function chosenPlan(value: string | null | undefined): ChosenPlan | null {
  return (CONSUMER_PAID_PLANS as readonly string[]).includes(value ?? "") ? (value as ChosenPlan) : null;
}

export const signUpPath = (plan: ChosenPlan) => `/auth?modo=cadastro&plano=${plan}`;
export const checkoutPath = (plan: ChosenPlan) => `/assinatura?assinar=${plan}`;
