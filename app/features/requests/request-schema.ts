// The ask-a-lawyer form (SPEC §3 solicitacoes_advocacia, §5 "Forms", DESIGN D18), one schema for
// the browser and the server: six required fields, a type-checked e-mail, a Brazilian phone and
// the required consent to share the request with up to 3 partner lawyers.
import { z } from "zod";
import { type FormResult, parseFields } from "~/platform/form";
import { personNameSchema } from "~/platform/person-name";
import { LAWYER_SHARING_CONSENT } from "../../../editorial/forms/lawyer-request";
import { UFS } from "~/domain/brazilian-states";
import { normalizeBrazilianPhone } from "~/domain/phone";

export const REQUEST_FIELD_MSG = {
  nome: "Informe seu nome completo.",
  telefone: "Informe um telefone com DDD, por exemplo (11) 98765-4321.",
  cidade: "Informe sua cidade.",
  estado: "Selecione o estado.",
  email: "Informe um e-mail válido, por exemplo nome@exemplo.com.br.",
  descricao: "Descreva o seu caso.",
  descricaoCurta: "Conte um pouco mais sobre o caso (pelo menos 20 caracteres).",
  descricaoLonga: "A descrição pode ter até 5.000 caracteres.",
  longo: "Texto longo demais.",
  consentimento: LAWYER_SHARING_CONSENT.required,
} as const;

const M = REQUEST_FIELD_MSG;
const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(2, required).max(max, M.longo);

export const lawyerRequestSchema = z.object({
  // One line, ≤ 120 characters, nothing link-like: it goes into the e-mails lawyers cause (§7.11).
  nome: personNameSchema(M.nome),
  telefone: z
    .string({ error: M.telefone })
    .max(40, M.telefone)
    .transform((value, ctx) => {
      const phone = normalizeBrazilianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: M.telefone });
        return z.NEVER;
      }
      return phone;
    }),
  cidade: text(M.cidade, 100),
  estado: z.enum(UFS, { error: M.estado }),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.email }).max(254, M.email)),
  descricao: z
    .string({ error: M.descricao })
    .trim()
    .min(1, M.descricao)
    .min(20, M.descricaoCurta)
    .max(5000, M.descricaoLonga),
  consentimento: z.literal("sim", { error: M.consentimento }),
});

export type LawyerRequestInput = z.output<typeof lawyerRequestSchema>;
export const LAWYER_REQUEST_FIELDS = [
  "nome",
  "telefone",
  "cidade",
  "estado",
  "email",
  "descricao",
  "consentimento",
] as const;
export type LawyerRequestField = (typeof LAWYER_REQUEST_FIELDS)[number];
export type LawyerRequestErrors = Partial<Record<LawyerRequestField, string>>;
/** What the person typed, to refill the form after a server-side error. */
export type LawyerRequestValues = Partial<Record<LawyerRequestField, string>>;

export function parseLawyerRequest(
  form: FormData,
): FormResult<LawyerRequestInput, LawyerRequestField> {
  return parseFields(form, lawyerRequestSchema, LAWYER_REQUEST_FIELDS);
}
