// The support form's toasts, alert and button text (SPEC §8 to the letter). Client-safe: the
// action answers with them and the page shows them.
export const SUPPORT_MSG = {
  failure: "Erro ao enviar mensagem de suporte. Tente novamente.",
  emailWarning: "Mensagem enviada, mas houve problema no e-mail de confirmação",
  sent: "Mensagem enviada!",
  fixFields: "Confira os campos destacados.",
  submitting: "Enviando...",
} as const;
