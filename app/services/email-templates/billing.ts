// Subscription e-mails (D33): started, cancellation scheduled, payment failed, plan ended. Each
// one says what to do next; the text is escaped by the shared layout.
import { renderEmail, type RenderedEmail } from "./layout";

const FOOTER = "Você recebe esta mensagem porque tem uma assinatura no RevisaFácil.";

export function subscriptionStartedMessage(input: {
  planLabel: string;
  price: string;
  renewsOn: string | null;
  withdrawalUntil: string | null;
  url: string;
}): RenderedEmail {
  return renderEmail({
    subject: `Sua assinatura ${input.planLabel} está ativa`,
    paragraphs: [
      "Olá!",
      `Sua assinatura do plano ${input.planLabel} (${input.price}/mês) está ativa${input.renewsOn ? ` e renova em ${input.renewsOn}` : ""}.`,
      ...(input.withdrawalUntil
        ? [
            `Direito de arrependimento (CDC art. 49): até ${input.withdrawalUntil} você pode desistir da assinatura em "Minha assinatura" e receber o reembolso integral.`,
          ]
        : []),
      "Próximo passo: aproveite os recursos do plano. Você pode cancelar quando quiser; o acesso continua até o fim do período pago.",
    ],
    action: { label: "Ver minha assinatura", url: input.url },
    footer: FOOTER,
  });
}

export function cancellationScheduledMessage(input: {
  planLabel: string;
  endsOn: string | null;
  url: string;
}): RenderedEmail {
  return renderEmail({
    subject: "Cancelamento da sua assinatura agendado",
    paragraphs: [
      "Olá!",
      `Recebemos o cancelamento do plano ${input.planLabel}. Nada mais será cobrado${
        input.endsOn ? ` e você continua com acesso ao plano até ${input.endsOn}` : ""
      }.`,
      'Mudou de ideia? Em "Minha assinatura" você pode manter o plano antes dessa data, sem nova contratação.',
    ],
    action: { label: "Manter ou revisar minha assinatura", url: input.url },
    footer: FOOTER,
  });
}

export function paymentFailedMessage(input: { planLabel: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: "Não conseguimos cobrar sua assinatura",
    paragraphs: [
      "Olá!",
      `A cobrança do plano ${input.planLabel} não foi aprovada. Seu acesso continua enquanto tentamos cobrar de novo nos próximos dias.`,
      'Próximo passo: confira o cartão ou atualize a forma de pagamento em "Minha assinatura" > "Gerenciar pagamento". Se as tentativas falharem, o plano volta a ser gratuito.',
    ],
    action: { label: "Atualizar forma de pagamento", url: input.url },
    footer: FOOTER,
  });
}

export function planEndedMessage(input: {
  planLabel: string;
  refund: string | null;
  url: string;
}): RenderedEmail {
  return renderEmail({
    subject: `Seu plano ${input.planLabel} terminou`,
    paragraphs: [
      "Olá!",
      input.refund
        ? `Sua desistência foi registrada e o plano ${input.planLabel} terminou hoje. O reembolso integral de ${input.refund} foi solicitado e aparece na fatura do cartão em até duas faturas, conforme a operadora.`
        : `O plano ${input.planLabel} terminou e sua conta voltou ao plano gratuito. Suas análises e dados continuam na sua conta.`,
      'Próximo passo: quando quiser voltar, escolha um plano em "Minha assinatura".',
    ],
    action: { label: "Ver planos", url: input.url },
    footer: FOOTER,
  });
}
