// The lawyer profile form (DESIGN D18: an OAB number is required before selecting a case).
// Client-safe: the server parses with it, the form shows its messages.
import { z } from "zod";
import { firstFieldErrors } from "~/platform/form";
import { normalizeBrazilianPhone } from "~/domain/phone";
import { personNameSchema } from "~/platform/person-name";
import { UF_CODES } from "./ufs";

/** "123.456", "123456-A", " 12 345 " → "123456", "123456A", "12345": digits plus an optional suffix letter. */
export function normalizeOab(raw: string): string {
  // Leading zeros dropped too, so that "012345" and "12345" are one registration in the queue.
  return raw
    .toUpperCase()
    .replace(/[\s.\-/]/g, "")
    .replace(/^0+(?=\d)/, "");
}

export const digitsOnly = (raw: string) => raw.replace(/\D/g, "");

export const profileSchema = z.object({
  // The name the consumer's e-mail gives (D32: one line, ≤ 120, nothing link-like). Optional in
  // the schema so that a form without the field keeps the name on file.
  nome: personNameSchema("Informe seu nome.").optional(),
  oab: z
    .string({ error: "Informe o número de inscrição na OAB." })
    .transform(normalizeOab)
    .pipe(
      z
        .string()
        .min(1, "Informe o número de inscrição na OAB.")
        .regex(/^\d{1,7}[A-Z]?$/, "Use só os números da inscrição na OAB (ex.: 123456).")
        // Numbers are counted from 1 in each section: zeros alone are no registration (D32).
        .refine((v) => !/^0+[A-Z]?$/.test(v), "Informe um número de inscrição válido."),
    ),
  oabUf: z.enum(UF_CODES, { error: "Selecione a seccional (UF) da OAB." }),
  // Stored as "(11) 98765-4321", the format of the consumer phone numbers.
  whatsapp: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? "").trim();
      if (!text) return "";
      const phone = normalizeBrazilianPhone(text);
      if (!phone) {
        ctx.addIssue({
          code: "custom",
          message: "Informe o WhatsApp com DDD, por exemplo (11) 98765-4321.",
        });
        return z.NEVER;
      }
      return phone;
    }),
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

/** Field → first message, for the form. */
export function profileErrors(error: z.ZodError): ProfileErrors {
  return firstFieldErrors<keyof ProfileInput>(error);
}

/** "11912345678" → "(11) 91234-5678"; other lengths stay as typed. */
export function formatPhone(digits: string): string {
  const d = digitsOnly(digits);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}
