// Every billing text a person can see (SPEC §8 "Sign-out and plans" to the letter, plus ours).
// Client-safe: the server answers with these and the browser toasts them. The two the plan cards
// need before anything else loads live in subscribe-messages.ts.
import { SUBSCRIBE_MESSAGES } from "./subscribe-messages";

export const BILLING_MESSAGES = {
  signedOut: SUBSCRIBE_MESSAGES.signedOut,
  paymentFailed: "Erro ao processar pagamento. Tente novamente.",
  noCheckoutUrl: "Erro ao gerar link de pagamento.",
  unexpected: SUBSCRIBE_MESSAGES.unexpected,
  portalFailed: "Erro ao acessar portal de gerenciamento.",
  portalUnavailable: "Não foi possível abrir o portal de cancelamento.",
  updated: "Status da assinatura atualizado!",
  alreadySubscribed:
    "Você já tem uma assinatura ativa. Para trocar de plano, cancele a atual e assine o novo plano.",
  notALawyer:
    "Os planos Starter e Master são do RevisaConecta: entre com sua conta de advogado para assinar.",
  noSubscription: "Você não tem uma assinatura para gerenciar.",
  cancelScheduled: "Cancelamento agendado. Seu plano continua ativo até o fim do período pago.",
  kept: "Pronto! Sua assinatura continua ativa e será renovada normalmente.",
  withdrawn: "Desistência registrada: o reembolso integral foi solicitado e seu plano terminou.",
  withdrawalExpired:
    "O prazo de 7 dias para desistir com reembolso integral já terminou. Você ainda pode cancelar: o acesso continua até o fim do período pago.",
  withdrawalFailed: "Não foi possível processar o reembolso agora. Tente novamente em instantes.",
  cancelFailed: "Não foi possível alterar sua assinatura agora. Tente novamente.",
} as const;
