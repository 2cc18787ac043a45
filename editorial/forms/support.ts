// Texts of the subscriber support form (/suporte), its confirmation e-mail (SPEC §7
// send-support-confirmation) and the thank-you page (/obrigado-contato). SPEC §8 texts to the letter.
// The form's toasts and alerts are the feature's: app/features/support/messages.ts.

/** Business days we answer in. */
export const SUPPORT_REPLY_DAYS = 2;
/**
 * "Suporte prioritário" is a promise with a number (issue "Journeys" item 7): Premium subscribers
 * and paying lawyers (Starter/Master, the only ones with the lawyer support form) in 1 business day.
 */
export const PRIORITY_REPLY_DAYS = 1;
const PRIORITY_REPLY = `em até ${PRIORITY_REPLY_DAYS} dia útil`;

export const SUPPORT_PAGE = {
  title: "Suporte ao assinante",
  description: `Tire dúvidas sobre a análise, os modelos de documentos ou a sua assinatura. Respondemos em até ${SUPPORT_REPLY_DAYS} dias úteis.`,
  priorityTitle: "Atendimento prioritário",
  priority: `Como assinante Premium, sua mensagem entra na frente da fila: respondemos ${PRIORITY_REPLY}.`,
  emailHint: "Responderemos neste e-mail.",
  messageHint: "Se for sobre uma análise, diga o tipo de contrato e o mês da assinatura.",
  submit: "Enviar mensagem",
} as const;

export const THANK_YOU_PAGE = {
  title: "Obrigado pelo contato!",
  description: "Recebemos a sua mensagem.",
  reply: `Nossa equipe responde em até ${SUPPORT_REPLY_DAYS} dias úteis, no e-mail que você informou.`,
  replyPriority: `Nossa equipe responde ${PRIORITY_REPLY}, no e-mail que você informou.`,
  confirmation:
    "Enviamos uma cópia da mensagem para o e-mail da sua conta. Se não a encontrar, olhe a caixa de spam.",
  confirmationFailed:
    "Sua mensagem está conosco e será respondida normalmente; só a cópia por e-mail não foi enviada.",
  priority: `Você é assinante Premium: seu atendimento é prioritário, com resposta ${PRIORITY_REPLY}.`,
  back: "Voltar para o início",
} as const;

/** The confirmation e-mail (send-support-confirmation: to the user, with their name and message). */
export function supportConfirmationText(input: {
  nome: string;
  mensagem: string;
  replyTo: string;
  priority: boolean;
}) {
  return {
    subject: "Recebemos sua mensagem de suporte — RevisaFácil",
    paragraphs: [
      `Olá, ${input.nome}!`,
      input.priority
        ? `Recebemos sua mensagem e vamos responder ${PRIORITY_REPLY} no e-mail ${input.replyTo}. Como assinante Premium, seu atendimento é prioritário.`
        : `Recebemos sua mensagem e vamos responder em até ${SUPPORT_REPLY_DAYS} dias úteis no e-mail ${input.replyTo}.`,
      "Sua mensagem:",
      ...input.mensagem.split(/\r?\n/).filter((line) => line.trim() !== ""),
    ],
    footer: "Você recebeu este e-mail porque enviou uma mensagem pelo suporte do RevisaFácil.",
  };
}
