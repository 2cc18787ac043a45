// The subscriber support form (SPEC §3 suporte, §5 "Consumer support": name, e-mail and message
// required), one schema for the browser and the server.
import { z } from "zod";

export const SUPPORT_FIELD_MSG = {
  nome: "Informe seu nome.",
  email: "Informe um e-mail válido, por exemplo nome@exemplo.com.br.",
  mensagem: "Escreva sua mensagem.",
  mensagemLonga: "A mensagem pode ter até 5.000 caracteres.",
  longo: "Texto longo demais.",
} as const;

const M = SUPPORT_FIELD_MSG;

export const supportSchema = z.object({
  nome: z.string({ error: M.nome }).trim().min(1, M.nome).max(120, M.longo),
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

export function parseSupport(
  form: FormData,
): { ok: true; value: SupportInput } | { ok: false; errors: SupportErrors; values: SupportValues } {
  const values: SupportValues = {};
  for (const field of SUPPORT_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v;
  }
  const result = supportSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: SupportErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SupportField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, values };
}
