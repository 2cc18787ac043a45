// Texts of the ask-a-lawyer form (/solicitar-ajuda-juridica) and its confirmation page
// (/solicitacao-enviada). SPEC §8 "Forms" texts are to the letter; the consent is DESIGN D18.
// The form's toasts and alerts are the feature's: app/features/requests/messages.ts.

/**
 * The specific consent of LGPD Art. 7º § 5º (sharing with other controllers). Every stored consent
 * names the version it was given to: when the wording changes, give it a new version.
 */
export const LAWYER_SHARING_CONSENT = {
  purpose: "compartilhamento_advogados_parceiros",
  version: "2026-11-22",
  text:
    "Autorizo o RevisaFácil a compartilhar meu pedido com até 3 advogados parceiros do RevisaConecta: eles veem a cidade, " +
    "o estado e a descrição do caso, e cada advogado que selecionar o pedido recebe também meu nome, telefone e e-mail " +
    "para entrar em contato comigo (consentimento específico, LGPD, Art. 7º, § 5º). Posso revogar esta autorização quando quiser.",
  required: "Para enviar, marque a autorização de compartilhamento com até 3 advogados parceiros.",
} as const;

/**
 * DESIGN §7.8: when the consumer attaches one of their analyses, they consent to a new version of
 * the text, which names the attached report; the consent record stores this version.
 */
export const LAWYER_SHARING_CONSENT_WITH_LAUDO = {
  version: "2026-11-23-laudo",
  /** `laudo`: the attached analysis as the consumer sees it ("Empréstimo Pessoal, contrato de dez/2022, análise de 23/11/2026 14:05"). */
  text: (laudo: string) =>
    `${LAWYER_SHARING_CONSENT.text} Autorizo também o compartilhamento do laudo da minha análise anexada (${laudo}), com os dados que informei, ` +
    "as taxas e os cálculos: só os advogados que selecionarem o pedido poderão ver e baixar esse laudo.",
} as const;

/**
 * DESIGN §8b.28 (issue "lawyer's working day" item 1): the version given with an attached analysis
 * from 2026-11-26 on. It also names the summary every partner lawyer sees before selecting, without
 * the consumer's name or contacts; only requests sent under this version show that summary.
 */
export const LAWYER_SHARING_CONSENT_WITH_SUMMARY = {
  version: "2026-11-26-resumo",
  /** `laudo`: the attached analysis as the consumer sees it (as in the 2026-11-23 version). */
  text: (laudo: string) =>
    `${LAWYER_SHARING_CONSENT_WITH_LAUDO.text(laudo)} Autorizo ainda que todos os advogados parceiros vejam, antes de selecionar o pedido, ` +
    "um resumo da análise anexada, sem meu nome nem meus contatos: o tipo de contrato, o mês de assinatura, o estado (UF), " +
    "o resultado da análise e a razão entre a taxa do contrato e a média do Banco Central, se a taxa passou do teto do INSS, " +
    "se há memória de cálculo anexada e a faixa estimada de valores pagos a mais.",
} as const;

export const ATTACH_ANALYSIS = {
  label: "Anexar uma das suas análises (opcional)",
  none: "Não anexar",
  hint: "Os advogados que selecionarem o pedido poderão ver e baixar o laudo da análise escolhida.",
  notFound: 'Escolha uma das suas análises ou "Não anexar".',
} as const;

export const REQUEST_PAGE = {
  title: "Fale com um advogado parceiro",
  description:
    "Conte o seu caso e um advogado especializado em revisão de contratos bancários pode entrar em contato. O pedido é gratuito e sem compromisso.",
  points: [
    "Pedir ajuda é gratuito e não obriga você a contratar ninguém.",
    "No máximo 3 advogados parceiros podem selecionar o seu pedido.",
    "Você fica sabendo por e-mail qual advogado (nome e número da OAB) selecionou o pedido.",
  ],
  submit: "Enviar solicitação",
} as const;

export const REQUEST_SENT_PAGE = {
  title: "Solicitação enviada",
  description: "Recebemos o seu pedido de ajuda jurídica. Veja o que acontece agora.",
  steps: [
    {
      title: "Advogados parceiros analisam o pedido",
      text: "Advogados parceiros do RevisaConecta veem a cidade, o estado e a descrição do caso. No máximo 3 deles podem selecionar o seu pedido.",
    },
    {
      title: "Você recebe um aviso por e-mail",
      text: "Quando um advogado selecionar o pedido, enviamos um e-mail com o nome e o número da OAB dele.",
    },
    {
      title: "Os advogados entram em contato",
      text: "Só os advogados que selecionarem o pedido (no máximo 3) recebem seu nome, telefone e e-mail. Honorários e condições são combinados diretamente com o advogado, e você não é obrigado a contratar.",
    },
  ],
  revokeTitle: "Quer retirar a autorização?",
  /** {email} is replaced by the controller's privacy e-mail. */
  revoke:
    "Você pode revogar a autorização de compartilhamento a qualquer momento pelo e-mail {email}. A revogação impede novos compartilhamentos; o advogado que já recebeu seus dados deve tratá-los conforme a lei e o sigilo profissional.",
  /** Signed-in requests are revoked in one click (issue "Journeys" item 7): {link} is "Minha conta". */
  revokeAccount:
    "Se você fez o pedido com a sua conta, revogue na hora em {link}, na seção de consentimentos.",
  back: "Voltar para o início",
} as const;
