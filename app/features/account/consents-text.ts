// Texts of the "Consentimentos" section of /minha-conta (DESIGN D18/D24).
import { LAWYER_SHARING_CONSENT } from "../../../editorial/forms/lawyer-request";

/** What each stored purpose means, in the words a person understands. */
const PURPOSES: Record<string, string> = {
  [LAWYER_SHARING_CONSENT.purpose]:
    "Compartilhar meu pedido de ajuda jurídica com até 3 advogados parceiros",
};

export const purposeLabel = (purpose: string) =>
  PURPOSES[purpose] ?? `Outra finalidade (${purpose})`;

export const CONSENT_MSG = {
  title: "Consentimentos",
  intro: "O que você autorizou ou revogou, quando e em qual versão do texto.",
  noRecords: "Você ainda não deu nenhum consentimento.",
  granted: "Concedido",
  revokedBadge: "Revogado",
  requestsTitle: "Pedidos de ajuda jurídica",
  requestsIntro:
    "Enquanto o compartilhamento estiver autorizado, advogados parceiros podem ver e selecionar o pedido.",
  shared: "Compartilhado com advogados parceiros",
  notShared: "Compartilhamento revogado",
  revokeButton: "Revogar consentimento",
  confirmTitle: "Revogar consentimento?",
  confirmButton: "Revogar",
  revoking: "Revogando...",
  confirmBody:
    "O pedido deixa de aparecer para os advogados parceiros e não poderá mais ser selecionado. " +
    "Quem já selecionou o pedido continua com o que recebeu (nome, telefone, e-mail e descrição do caso): " +
    "a revogação não desfaz o tratamento feito antes dela (LGPD, Art. 8º, § 5º). Você pode pedir a esses advogados, diretamente, a eliminação dos seus dados.",
  revoked:
    "Consentimento revogado. Seu pedido não será mais compartilhado com advogados parceiros.",
  alreadyRevoked: "O consentimento deste pedido já tinha sido revogado.",
  notFound: "Pedido não encontrado na sua conta.",
  failed: "Não foi possível revogar agora. Tente novamente.",
} as const;

/** "Já selecionado por 2 advogados" — who keeps the data after a revocation. */
export function takenText(taken: number): string {
  if (taken === 0) return "Nenhum advogado selecionou este pedido.";
  return taken === 1 ? "Já selecionado por 1 advogado." : `Já selecionado por ${taken} advogados.`;
}
