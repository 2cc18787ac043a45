// The two billing texts the plan cards show before the checkout code has loaded (use-subscribe.ts):
// kept apart from messages.ts so the landing page does not download every billing text
// (issue 14 item 5). messages.ts lists them with the others.
export const SUBSCRIBE_MESSAGES = {
  signedOut: "Você precisa estar logado para assinar um plano.",
  unexpected: "Erro inesperado. Tente novamente.",
} as const;
