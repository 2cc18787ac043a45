// Course e-mails: the purchase confirmed (with the guarantee's deadline) and the guarantee refund.
import { renderEmail, type RenderedEmail } from "./layout";

const FOOTER = "Você recebe esta mensagem porque comprou o curso no RevisaFácil.";

export function coursePurchasedMessage(input: {
  amount: string;
  guaranteeUntil: string;
  url: string;
}): RenderedEmail {
  return renderEmail({
    subject: "Sua inscrição no curso está confirmada",
    paragraphs: [
      "Olá!",
      `Recebemos o pagamento de ${input.amount} pelo curso "Reduza as parcelas do seu consignado". As aulas já estão liberadas na área do curso.`,
      `Garantia: até ${input.guaranteeUntil} você pode clicar em "Solicitar garantia" na área do curso; se a redução das suas parcelas ficou abaixo de 20%, devolvemos o valor pago, integralmente.`,
    ],
    action: { label: "Abrir as aulas", url: input.url },
    footer: FOOTER,
  });
}

export function courseRefundedMessage(input: { amount: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: "Curso: reembolso feito",
    paragraphs: [
      "Olá!",
      `Devolvemos ${input.amount}, o valor integral da compra do curso. O prazo para o estorno aparecer na fatura depende do banco emissor do cartão.`,
      "O acesso às aulas foi encerrado. Suas análises e sua conta no RevisaFácil continuam como estavam.",
    ],
    action: { label: "Ir para o RevisaFácil", url: input.url },
    footer: FOOTER,
  });
}
