// Case notes and export (DESIGN D17): Starter/Master tools on Meus Casos. Client-safe: the form
// and the route read the same schema and texts.
import { z } from "zod";

export const NOTE_MAX_LENGTH = 5000;

export const NOTE_MSG = {
  saved: "Anotação salva.",
  cleared: "Anotação apagada.",
  tooLong: `A anotação pode ter no máximo ${NOTE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`,
  invalid: "Não foi possível ler a anotação. Recarregue a página e tente de novo.",
  notFound: "Caso não encontrado entre os seus casos selecionados.",
  planOnly: "Anotações e exportação são exclusivas dos planos Starter e Master.",
  lockedNotice:
    "Anotações privadas e exportação dos casos (CSV) são ferramentas dos planos Starter e Master. As 10 seleções por mês continuam iguais em qualquer plano.",
  failed: "Não foi possível salvar a anotação. Tente novamente.",
} as const;

/** The note form: the text (empty clears the note). */
export const noteSchema = z.object({
  anotacao: z.string({ error: NOTE_MSG.invalid }).max(NOTE_MAX_LENGTH, NOTE_MSG.tooLong),
});

export const NOTE_FIELDS = ["anotacao"] as const;

export const caseIdSchema = z.uuid();

export type NoteActionResult =
  | { ok: true; message: string; anotacao: string }
  | { ok: false; error: string };
