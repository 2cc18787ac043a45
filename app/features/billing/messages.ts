// Every billing text a person can see (SPEC §8 "Sign-out and plans" to the letter, plus ours).
// Client-safe: the server answers with these and the browser toasts them.
export const BILLING_MESSAGES = {
  signedOut: "Você precisa estar logado para assinar um plano.",
  paymentFailed: "Erro ao processar pagamento. Tente novamente.",
  noCheckoutUrl: "Erro ao gerar link de pagamento.",
  unexpected: "Erro inesperado. Tente novamente.",
  portalFailed: "Erro ao acessar portal de gerenciamento.",
  portalUnavailable: "Não foi possível abrir o portal de cancelamento.",
  updated: "Status da assinatura atualizado!",
  alreadySubscribed: "Você já tem uma assinatura ativa. Para trocar de plano, cancele a atual e assine o novo plano.",
  notALawyer: "Os planos Starter e Master são do RevisaConecta: entre com sua conta de advogado para assinar.",
  noSubscription: "Você não tem uma assinatura para gerenciar.",
} as const;
