// RevisaConecta e-mails of a lawyer's working day: the consumer told when a lawyer changes the
// state of their request, the lawyer's daily digest (new cases in chosen UFs and types, cases
// untouched for 7 days) and the OAB verification result. Names are people's input: one line, no
// link. None of them rates a case's chances or recommends a lawyer (OAB Provimento 205/2021).
import { renderEmail, type RenderedEmail } from "./layout";
import { userNameForEmail } from "./user-text";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

const oabText = (oab: string | null, uf: string | null) =>
  oab ? (uf ? `OAB/${uf} nº ${oab}` : `OAB nº ${oab}`) : "OAB não informada";

export function caseStateChangedEmail(input: {
  consumerName: string;
  requestedAt: Date;
  lawyer: { nome: string; oab: string | null; oabUf: string | null };
  /** The state's label ("Contatado"), from ~/domain/case-pipeline. */
  estado: string;
  url: string;
}): RenderedEmail {
  const firstName = userNameForEmail(input.consumerName).split(" ")[0] || "";
  return renderEmail({
    subject: `Seu pedido de ajuda jurídica: ${input.estado}`,
    paragraphs: [
      firstName ? `Olá, ${firstName}!` : "Olá!",
      `${userNameForEmail(input.lawyer.nome)} (${oabText(input.lawyer.oab, input.lawyer.oabUf)}) marcou seu pedido de ajuda jurídica de ${dateFormat.format(input.requestedAt)} como "${input.estado}".`,
      "Este é o registro que o advogado faz do andamento; ele não indica chance de resultado. Você escolhe com quem falar e pode encerrar o compartilhamento com um advogado, ou com todos, quando quiser.",
    ],
    action: { label: "Acompanhar minhas solicitações", url: input.url },
    footer:
      "Você recebeu esta mensagem porque pediu ajuda a um advogado parceiro no RevisaFácil e autorizou o compartilhamento do pedido.",
  });
}

export interface DigestNewCase {
  /** "Campinas/SP" */
  local: string;
  /** Contract type label, when the consumer consented to the summary; else null. */
  tipo: string | null;
  recebidoEm: Date;
}

export interface DigestIdleCase {
  /** "Campinas/SP" — never the consumer's name in an e-mail. */
  local: string;
  estado: string;
  /** "Sem movimentação há 9 dias" */
  parado: string;
}

export function lawyerDigestEmail(input: {
  lawyerName: string;
  novos: DigestNewCase[];
  parados: DigestIdleCase[];
  opportunitiesUrl: string;
  casesUrl: string;
}): RenderedEmail {
  const firstName = userNameForEmail(input.lawyerName).split(" ")[0] || "";
  const paragraphs = [firstName ? `Olá, ${firstName}!` : "Olá!"];
  if (input.novos.length > 0) {
    paragraphs.push(
      `Novos pedidos nos estados e tipos que você escolheu (${input.novos.length}):`,
      ...input.novos.map(
        (n) =>
          `• ${n.local}${n.tipo ? ` — ${n.tipo}` : ""}, recebido em ${dateFormat.format(n.recebidoEm)}`,
      ),
      `Veja os pedidos em Oportunidades: ${input.opportunitiesUrl}`,
    );
  }
  if (input.parados.length > 0) {
    paragraphs.push(
      `Casos seus sem movimentação há 7 dias ou mais (${input.parados.length}):`,
      ...input.parados.map((p) => `• ${p.local} — ${p.estado}: ${p.parado}`),
    );
  }
  const subject =
    input.novos.length > 0
      ? `RevisaConecta: ${input.novos.length} ${input.novos.length === 1 ? "novo pedido" : "novos pedidos"} para você`
      : "RevisaConecta: casos sem movimentação";
  return renderEmail({
    subject,
    paragraphs,
    action: { label: "Abrir Meus Casos", url: input.casesUrl },
    footer:
      "Você recebe este resumo diário porque é advogado(a) parceiro(a) do RevisaConecta. Para deixar de receber os alertas de novos pedidos, desative-os em Alertas, no seu perfil.",
  });
}

export function oabDecisionEmail(input: {
  lawyerName: string;
  oab: string;
  oabUf: string;
  decisao: "verificado" | "rejeitado";
  motivo: string | null;
  url: string;
}): RenderedEmail {
  const firstName = userNameForEmail(input.lawyerName).split(" ")[0] || "";
  const oab = oabText(input.oab, input.oabUf);
  const verified = input.decisao === "verificado";
  return renderEmail({
    subject: verified
      ? "RevisaConecta: sua inscrição na OAB foi verificada"
      : "RevisaConecta: sua inscrição na OAB não foi verificada",
    paragraphs: [
      firstName ? `Olá, ${firstName}!` : "Olá!",
      verified
        ? `Conferimos sua inscrição (${oab}) no Cadastro Nacional dos Advogados. Você já pode selecionar casos em Oportunidades.`
        : `Não conseguimos verificar sua inscrição (${oab}). Motivo: ${input.motivo ?? "não informado"}`,
      ...(verified
        ? []
        : [
            "Revise o número e a seccional no seu perfil; a inscrição volta para a fila de verificação.",
          ]),
    ],
    action: { label: verified ? "Ver oportunidades" : "Revisar meu perfil", url: input.url },
    footer: "Você recebeu esta mensagem porque cadastrou sua inscrição na OAB no RevisaConecta.",
  });
}
