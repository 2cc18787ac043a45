// The RMC/RCC conversion input (issue #10 item 4), one pt-BR message per field.
import { z } from "zod";
import { isMonthId } from "~/domain/months";
import { MAX_CONVERSION_MONTHS } from "~/domain/rmc-conversion";
import { REVISION_INDICES } from "./revision-schema";
import { pluralWord } from "~/domain/plural";

const unrecognized = (n: number) =>
  pluralWord(n, "Campo não reconhecido", "Campos não reconhecidos");

const month = (field: string) =>
  z
    .string({ error: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, 2019-06).` })
    .refine((v) => isMonthId(v) && v >= "2004-01" && v <= "2100-12", {
      message: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, 2019-06).`,
    });
const money = (field: string) => {
  const message = `Campo "${field}": informe um valor em reais maior que zero e até 10.000.000 (por exemplo, 1500.00).`;
  return z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && v > 0 && v <= 10_000_000, { message });
};

export const rmcInputSchema = z
  .strictObject(
    {
      valorSaque: money("valorSaque"),
      mesSaque: month("mesSaque"),
      dataSaque: z
        .string({ error: 'Campo "dataSaque": informe a data no formato AAAA-MM-DD.' })
        .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
          message: 'Campo "dataSaque": informe a data no formato AAAA-MM-DD.',
        })
        .optional(),
      descontoMensal: money("descontoMensal"),
      descontosFeitos: z
        .number({
          error: `Campo "descontosFeitos": informe um número inteiro de 0 a ${MAX_CONVERSION_MONTHS}.`,
        })
        .int({
          message: `Campo "descontosFeitos": informe um número inteiro de 0 a ${MAX_CONVERSION_MONTHS}.`,
        })
        .min(0, {
          message: `Campo "descontosFeitos": informe um número inteiro de 0 a ${MAX_CONVERSION_MONTHS}.`,
        })
        .max(MAX_CONVERSION_MONTHS, {
          message: `Campo "descontosFeitos": informe um número inteiro de 0 a ${MAX_CONVERSION_MONTHS}.`,
        }),
      primeiroDesconto: month("primeiroDesconto").optional(),
      indice: z
        .enum(REVISION_INDICES, { error: 'Campo "indice": use inpc, ipca, inpc_ipca ou nenhum.' })
        .default("inpc"),
      dataCalculo: month("dataCalculo").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${unrecognized(issue.keys.length)}: ${issue.keys.join(", ")}.`
          : "Envie um objeto com os campos da conversão (valorSaque, mesSaque, descontoMensal, descontosFeitos).",
    },
  )
  .superRefine((value, ctx) => {
    if (value.primeiroDesconto && value.primeiroDesconto < value.mesSaque) {
      ctx.addIssue({
        code: "custom",
        path: ["primeiroDesconto"],
        message:
          'Campo "primeiroDesconto": o primeiro desconto não pode ser antes do mês do saque.',
      });
    }
    if (value.dataSaque && value.dataSaque.slice(0, 7) !== value.mesSaque) {
      ctx.addIssue({
        code: "custom",
        path: ["dataSaque"],
        message: 'Campo "dataSaque": a data deve cair no mês informado em "mesSaque".',
      });
    }
  });

export type RmcInputData = z.output<typeof rmcInputSchema>;
