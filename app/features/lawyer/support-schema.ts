// The lawyer support form (SPEC §5: name, e-mail, subject and message are required).
import { z } from "zod";
import { firstFieldErrors } from "~/platform/form";
import { personNameSchema } from "~/platform/person-name";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

export const supportSchema = z.object({
  nome: personNameSchema("Informe seu nome."),
  email: z
    .string({ error: "Informe seu e-mail." })
    .trim()
    .min(1, "Informe seu e-mail.")
    .pipe(z.email("Informe um e-mail válido.").max(254, "Informe um e-mail válido.")),
  assunto: required("Informe o assunto.", 150),
  mensagem: required("Escreva sua mensagem.", 5000),
});

export type SupportInput = z.infer<typeof supportSchema>;
export type SupportErrors = Partial<Record<keyof SupportInput, string>>;

export function supportErrors(error: z.ZodError): SupportErrors {
  return firstFieldErrors<keyof SupportInput>(error);
}
