// The subscriber support form (SPEC §3 suporte, §5 "Consumer support": name, e-mail and message
// required), one schema for the browser and the server.
import { z } from "zod";
import { type FormResult, parseFields } from "~/platform/form";
import { personNameSchema } from "~/platform/person-name";

export const SUPPORT_FIELD_MSG = {
  nome: "Informe seu nome.",
  email: "Informe um e-mail válido, por exemplo nome@exemplo.com.br.",
  mensagem: "Escreva sua mensagem.",
  mensagemLonga: "A mensagem pode ter até 5.000 caracteres.",
  longo: "Texto longo demais.",
} as const;

const M = SUPPORT_FIELD_MSG;

export const supportSchema = z.object({
  nome: personNameSchema(M.nome),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.email }).max(254, M.email)),
  mensagem: z.string({ error: M.mensagem }).trim().min(1, M.mensagem).max(5000, M.mensagemLonga),
});

export type SupportInput = z.output<typeof supportSchema>;
export const SUPPORT_FIELDS = ["nome", "email", "mensagem"] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];
export type SupportErrors = Partial<Record<SupportField, string>>;
export type SupportValues = Partial<Record<SupportField, string>>;

export function parseSupport(form: FormData): FormResult<SupportInput, SupportField> {
  return parseFields(form, supportSchema, SUPPORT_FIELDS);
}
