// The RMC/RCC conversion input (issue #10 item 4), one pt-BR message per field.
import { z } from "zod";
import { addMonths, currentMonthId, isMonthId, monthLabel } from "~/domain/months";
import { MAX_CONVERSION_MONTHS } from "~/domain/rmc-conversion";
import { pluralWord } from "~/domain/plural";
import { calendarDate, MAX_MONEY, MIN_MONEY, REVISION_INDICES } from "./revision-schema";

const unrecognized = (n: number) =>
  pluralWord(n, "Campo não reconhecido", "Campos não reconhecidos");

const month = (field: string) =>
  z
    .string({ error: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, 2019-06).` })
    .refine((v) => isMonthId(v) && v >= "2004-01" && v <= "2100-12", {
      message: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, 2019-06).`,
    });
const money = (field: string) => {
  const message = `Campo "${field}": informe um valor em reais de 1,00 a 100.000.000,00 (por exemplo, 1500.00).`;
  return z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && v >= MIN_MONEY && v <= MAX_MONEY, { message });
};

export const rmcInputSchema = z
  .strictObject(
    {
      valorSaque: money("valorSaque"),
      mesSaque: month("mesSaque"),
      dataSaque: calendarDate("dataSaque").optional(),
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
    const first =
      value.primeiroDesconto ?? (isMonthId(value.mesSaque) ? addMonths(value.mesSaque, 1) : null);
    const lastDeduction =
      first &&
      isMonthId(first) &&
      Number.isInteger(value.descontosFeitos) &&
      value.descontosFeitos > 0
        ? addMonths(first, value.descontosFeitos - 1)
        : null;
    if (lastDeduction && lastDeduction > currentMonthId()) {
      ctx.addIssue({
        code: "custom",
        path: ["descontosFeitos"],
        message: `Campo "descontosFeitos": com ${value.descontosFeitos} desconto(s) o último cairia em ${monthLabel(lastDeduction)}, depois do mês atual (${monthLabel(currentMonthId())}); informe só os descontos já feitos.`,
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
