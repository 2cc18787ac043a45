// The two billing texts the plan cards show before the checkout code has loaded (use-subscribe.ts):
// kept apart from messages.ts so the landing page does not download every billing text
// (issue 14 item 5). messages.ts lists them with the others.
export const SUBSCRIBE_MESSAGES = {
  signedOut: "Você precisa estar logado para assinar um plano.",
  unexpected: "Erro inesperado. Tente novamente.",
} as const;

/**
 * Signed out, a plan card leads to sign-up with the plan chosen: the auth page says so as an
 * invitation (the spec's sentence as its reason), never as a red error toast over the form.
 */
export const PLAN_INVITATION = {
  signUp: "Crie sua conta grátis para assinar",
  signIn: "Entre na sua conta para assinar",
  reason: SUBSCRIBE_MESSAGES.signedOut,
} as const;
