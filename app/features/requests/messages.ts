// The ask-a-lawyer form's toasts, alert and button text (SPEC §8 "Forms" to the letter).
// Client-safe: the action answers with them and the page shows them.
export const REQUEST_MSG = {
  success: "Solicitação enviada com sucesso!",
  failure: "Erro ao enviar solicitação. Tente novamente.",
  fixFields: "Confira os campos destacados.",
  submitting: "Enviando...",
} as const;
