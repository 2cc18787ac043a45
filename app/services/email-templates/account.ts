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
