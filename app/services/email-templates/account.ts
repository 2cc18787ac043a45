// Account e-mails: confirm the address and reset the password.
import { renderEmail, type RenderedEmail } from "./layout";

export function confirmEmailMessage(url: string): RenderedEmail {
  return renderEmail({
    subject: "Confirme seu e-mail no RevisaFácil",
    paragraphs: [
      "Olá!",
      "Recebemos um cadastro com este e-mail. Para ativar sua conta, abra o link abaixo e digite a senha que você escolheu no cadastro (ou defina uma nova). O link vale por 24 horas e só pode ser usado uma vez.",
    ],
    action: { label: "Confirmar meu e-mail", url },
    footer:
      "Se não foi você, ignore esta mensagem: a conta não será ativada e ninguém entra com este e-mail.",
  });
}

/** A lawyer's reset carries the RevisaConecta brand (issue "Journeys" item 7). */
export function resetPasswordMessage(
  url: string,
  brand: "RevisaFácil" | "RevisaConecta" = "RevisaFácil",
): RenderedEmail {
  return renderEmail({
    brand,
    subject: `Redefinição de senha do ${brand}`,
    paragraphs: [
      "Olá!",
      "Recebemos um pedido para redefinir a senha da sua conta. Escolha uma nova senha pelo link abaixo. O link vale por 1 hora e só pode ser usado uma vez.",
    ],
    action: { label: "Escolher nova senha", url },
    footer: "Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.",
  });
}

/** Issue #27: what happened to the second factor, told to the account's address. */
export type FactorEmailKind = "ativado" | "desativado" | "codigo_reserva" | "removido_suporte";

const FACTOR_TEXTS: Record<FactorEmailKind, { subject: string; text: string }> = {
  ativado: {
    subject: "Verificação em duas etapas ativada",
    text: "A verificação em duas etapas foi ativada na sua conta. A partir de agora, depois da senha, pediremos o código de 6 dígitos do seu aplicativo autenticador.",
  },
  desativado: {
    subject: "Verificação em duas etapas desativada",
    text: "A verificação em duas etapas foi desativada na sua conta. Agora basta a senha para entrar.",
  },
  codigo_reserva: {
    subject: "Um código de reserva foi usado na sua conta",
    text: "Alguém entrou na sua conta com um dos códigos de reserva da verificação em duas etapas. Cada código vale uma só vez.",
  },
  removido_suporte: {
    subject: "Verificação em duas etapas removida pelo suporte",
    text: "A pedido de quem provou ter acesso a este e-mail, o suporte removeu a verificação em duas etapas da sua conta. Agora basta a senha para entrar; você pode ativá-la de novo em Minha conta.",
  },
};

export function factorChangedMessage(
  kind: FactorEmailKind,
  brand: "RevisaFácil" | "RevisaConecta" = "RevisaFácil",
): RenderedEmail {
  const { subject, text } = FACTOR_TEXTS[kind];
  return renderEmail({
    brand,
    subject: `${subject} — ${brand}`,
    paragraphs: ["Olá!", text],
    footer:
      "Se não foi você, troque sua senha agora em Minha conta e fale com o suporte: sua conta pode estar em risco.",
  });
}

/** Issue #27 (DESIGN §8b.36): support's one-time link to remove a lost second factor. */
export function factorRemovalLinkMessage(url: string): RenderedEmail {
  return renderEmail({
    subject: "Remover a verificação em duas etapas da sua conta",
    paragraphs: [
      "Olá!",
      "Você pediu ao suporte para remover a verificação em duas etapas porque perdeu o aparelho e os códigos de reserva. Abra o link abaixo e digite sua senha para confirmar. O link vale por 1 hora e só pode ser usado uma vez.",
    ],
    action: { label: "Remover a verificação em duas etapas", url },
    footer: "Se você não pediu isso, ignore esta mensagem: nada muda na sua conta.",
  });
}
