// The person's identification on the memória de cálculo (DESIGN §8.10, §8b.34): full name and an
// optional CPF, kept on the account. One zod schema for the browser and the server, pt-BR errors.
import { z } from "zod";
import { CPF_INVALID, cpfDigits, isValidCpf } from "~/domain/cpf";
import { PERSON_NAME_MAX, personNameProblem } from "~/domain/person-name";

export const PERSON_ID_FIELDS = ["nomeCompleto", "cpf"] as const;
export type PersonIdField = (typeof PERSON_ID_FIELDS)[number];

export const PERSON_ID_MSG = {
  nameRequired: "Informe seu nome completo, como está nos seus documentos.",
  nameShort: "Informe o nome completo: nome e sobrenome.",
  saved: "Identificação salva.",
} as const;

export const personIdentificationSchema = z.object({
  nomeCompleto: z
    .string({ error: PERSON_ID_MSG.nameRequired })
    .trim()
    .min(1, { message: PERSON_ID_MSG.nameRequired })
    .max(PERSON_NAME_MAX, { message: `O nome pode ter até ${PERSON_NAME_MAX} caracteres.` })
    .superRefine((value, ctx) => {
      const problem = personNameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      else if (value.split(/\s+/).length < 2)
        ctx.addIssue({ code: "custom", message: PERSON_ID_MSG.nameShort });
    }),
  // Optional: empty means "not informed"; otherwise 11 digits with valid check digits, kept as digits.
  cpf: z
    .string()
    .max(20, { message: CPF_INVALID })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!isValidCpf(value)) {
        ctx.addIssue({ code: "custom", message: CPF_INVALID });
        return z.NEVER;
      }
      return cpfDigits(value);
    }),
});

export type PersonIdentification = z.output<typeof personIdentificationSchema>;
