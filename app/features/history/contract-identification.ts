// The contract's identification on the memória de cálculo (DESIGN §8.10, §8b.34): bank, contract
// number, signing day and first due day, kept on each analysis. All optional; one zod schema for
// the browser and the server, pt-BR errors.
import { z } from "zod";
import { formatIsoDate, isIsoDate } from "~/domain/business-days";
import { type MonthId, monthLabel } from "~/domain/months";

export const CONTRACT_ID_FIELDS = [
  "banco",
  "numeroContrato",
  "dataAssinatura",
  "primeiroVencimento",
] as const;

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${what} pode ter até ${max} caracteres.` })
    .optional()
    .transform((v) => v || null);

const day = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isIsoDate(v), {
      message: `${what}: informe uma data que exista (dia, mês e ano).`,
    })
    .transform((v) => v || null);

/** The schema for an analysis signed in `mes`: the signing day falls in that month. */
export function contractIdentificationSchema(mes: MonthId) {
  return z
    .object({
      banco: text(120, "O nome do banco"),
      numeroContrato: text(60, "O número do contrato"),
      dataAssinatura: day("Data de assinatura"),
      primeiroVencimento: day("Primeiro vencimento"),
    })
    .superRefine((value, ctx) => {
      if (value.dataAssinatura && value.dataAssinatura.slice(0, 7) !== mes)
        ctx.addIssue({
          code: "custom",
          path: ["dataAssinatura"],
          message: `Data de assinatura: a análise é de um contrato de ${monthLabel(mes)}; informe um dia desse mês.`,
        });
      if (
        value.dataAssinatura &&
        value.primeiroVencimento &&
        value.primeiroVencimento < value.dataAssinatura
      )
        ctx.addIssue({
          code: "custom",
          path: ["primeiroVencimento"],
          message: `Primeiro vencimento: informe um dia a partir da assinatura (${formatIsoDate(value.dataAssinatura)}).`,
        });
    });
}

export type ContractIdentification = z.output<ReturnType<typeof contractIdentificationSchema>>;
