// DESIGN D18: the consumer is told which lawyer (name, OAB) selected the request.
import { renderEmail, type RenderedEmail } from "~/services/email-templates/layout";
import { userNameForEmail } from "~/services/email-templates/user-text";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

export interface CaseSelectedEmailInput {
  consumerName: string;
  requestedAt: Date;
  lawyer: { nome: string; oab: string; oabUf: string | null };
  /** How many lawyers have selected the request now (1 to 3). */
  selectedBy: number;
}

export function caseSelectedEmail({
  consumerName,
  requestedAt,
  lawyer,
  selectedBy,
}: CaseSelectedEmailInput): RenderedEmail {
  // Names are people's input: one line, no link (issue #11 item 6), even if stored before the rule.
  const firstName = userNameForEmail(consumerName).split(" ")[0] || "";
  const lawyerName = userNameForEmail(lawyer.nome);
  const oab = lawyer.oabUf ? `OAB/${lawyer.oabUf} nº ${lawyer.oab}` : `OAB nº ${lawyer.oab}`;
  return renderEmail({
    subject: "Um advogado parceiro selecionou seu pedido de ajuda",
    paragraphs: [
      firstName ? `Olá, ${firstName}!` : "Olá!",
      `Seu pedido de ajuda jurídica enviado em ${dateFormat.format(requestedAt)} foi selecionado por ${lawyerName} (${oab}), advogado(a) parceiro(a) do RevisaConecta. Ele(a) recebeu seu nome, telefone e e-mail e poderá entrar em contato.`,
      `Seu pedido pode ser selecionado por até 3 advogados parceiros; até agora, ${selectedBy} o ${selectedBy === 1 ? "selecionou" : "selecionaram"}. Você escolhe com quem falar e não tem obrigação de contratar.`,
      "Antes de contratar, confira a inscrição do advogado no Cadastro Nacional dos Advogados: https://cna.oab.org.br",
    ],
    footer:
      "Você recebeu esta mensagem porque pediu ajuda a um advogado parceiro no RevisaFácil e autorizou o compartilhamento dos seus dados com até 3 advogados.",
  });
}
