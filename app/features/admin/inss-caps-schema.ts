// The admin's "new INSS cap" form (DESIGN §7.4): what a person types, read strictly, with pt-BR
// messages; the rules that tie the dates together are the domain's (`capRowProblems`).
import { z } from "zod";
import { isIsoDate } from "~/domain/business-days";
import { capRowProblems, type InssCapRow } from "~/domain/inss-caps";
import { echoableValues, firstFieldErrors } from "~/platform/form";

export const CAP_FORM_MSG = {
  atoCurto:
    "Informe o ato (por exemplo, “Resolução CNPS nº 1.400, de 10/01/2026”), com pelo menos 5 caracteres.",
  atoLongo: "O ato deve ter no máximo 200 caracteres.",
  fonteCurta: "Informe a fonte (endereço ou publicação de onde veio o teto).",
  fonteLonga: "A fonte deve ter no máximo 500 caracteres.",
  notaLonga: "A nota deve ter no máximo 1.000 caracteres.",
  data: "Use uma data válida (dia, mês e ano).",
  diasUteis: "Dias úteis: um número inteiro de 0 a 60.",
  teto: "Teto: use a taxa ao mês com até duas casas decimais, entre 0,01 e 9,99 (por exemplo, 1,85).",
  semTeto: "Informe o teto do empréstimo, do cartão ou dos dois.",
} as const;

const text = (min: number, max: number, short: string, long: string) =>
  z.string().trim().min(min, short).max(max, long);
const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || isIsoDate(v), CAP_FORM_MSG.data);
// "1,85", "1.85" or "2": two decimals at most, no sign, no exponent.
const optionalCap = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s*%(\s*a\.m\.)?$/, ""))
  .refine((v) => v === "" || /^\d{1,2}([.,]\d{1,2})?$/.test(v), CAP_FORM_MSG.teto)
  .transform((v) => (v === "" ? null : Number(v.replace(",", "."))))
  .refine((v) => v === null || (v > 0 && v < 10), CAP_FORM_MSG.teto);

export const capFormSchema = z
  .object({
    ato: text(5, 200, CAP_FORM_MSG.atoCurto, CAP_FORM_MSG.atoLongo),
    fonte: text(3, 500, CAP_FORM_MSG.fonteCurta, CAP_FORM_MSG.fonteLonga),
    nota: z.string().trim().max(1000, CAP_FORM_MSG.notaLonga),
    publicacao: optionalDate,
    diasUteis: z
      .string()
      .trim()
      .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= 60), CAP_FORM_MSG.diasUteis)
      .transform((v) => (v === "" ? null : Number(v))),
    vigenciaDesde: optionalDate,
    periodoInicio: optionalDate,
    periodoFim: optionalDate,
    emprestimo: optionalCap,
    cartao: optionalCap,
  })
  .superRefine((row, ctx) => {
    if (row.emprestimo === null && row.cartao === null) {
      ctx.addIssue({ code: "custom", path: ["emprestimo"], message: CAP_FORM_MSG.semTeto });
      return;
    }
    for (const problem of capRowProblems(row))
      ctx.addIssue({ code: "custom", path: ["form"], message: problem });
  });

export const CAP_FORM_FIELDS = [
  "ato",
  "fonte",
  "nota",
  "publicacao",
  "diasUteis",
  "vigenciaDesde",
  "periodoInicio",
  "periodoFim",
  "emprestimo",
  "cartao",
] as const;
export type CapFormField = (typeof CAP_FORM_FIELDS)[number];
export type CapFormErrors = Partial<Record<CapFormField | "form", string>>;

/** Reads the submitted fields (missing ones as empty text) into a row or the first error of each field. */
export function parseCapForm(
  form: FormData | Record<string, unknown>,
):
  | { ok: true; row: InssCapRow }
  | { ok: false; errors: CapFormErrors; values: Partial<Record<CapFormField, string>> } {
  const values = Object.fromEntries(
    CAP_FORM_FIELDS.map((k) => {
      const v = form instanceof FormData ? form.get(k) : form[k];
      return [k, typeof v === "string" ? v : ""];
    }),
  ) as Record<CapFormField, string>;
  const parsed = capFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, row: parsed.data };
  // Never send back a value longer than its field allows.
  return {
    ok: false,
    errors: firstFieldErrors<CapFormField | "form">(parsed.error),
    values: echoableValues(values, capFormSchema),
  };
}
