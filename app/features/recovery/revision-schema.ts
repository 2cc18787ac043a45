// The input of the recovery calculation (issue #10 items 2, 3, 7): one zod schema for the public
// API (`POST /api/calculos/revisao`) and the screens, with one pt-BR message per field.
import { z } from "zod";
import { CONTRACT_TYPES } from "~/domain/contract-types";
import { isIsoDate } from "~/domain/business-days";
import { addMonths, currentMonthId, isMonthId, monthLabel } from "~/domain/months";
import { firstFieldErrors } from "~/platform/form";
import { parcelas, pluralWord } from "~/domain/plural";

const unrecognized = (n: number) =>
  pluralWord(n, "Campo não reconhecido", "Campos não reconhecidos");

export const REVISION_SECTORS = ["inss", "publico", "privado"] as const;
export const REVISION_INDICES = ["inpc", "ipca", "inpc_ipca", "nenhum"] as const;

/** DESIGN §8.6: every amount between R$ 1,00 and R$ 100.000.000,00 (optional ones may be 0). */
export const MIN_MONEY = 1;
export const MAX_MONEY = 100_000_000;
/** Amounts before the Real (07/1994) were in other currencies: no refund in R$ is computed for them. */
export const FIRST_REAL_MONTH = "1994-07";
const month = (field: string, example: string) =>
  z
    .string({
      error: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, ${example}).`,
    })
    .refine((v) => isMonthId(v) && v <= "2100-12", {
      message: `Campo "${field}": informe o mês no formato AAAA-MM (por exemplo, ${example}).`,
    })
    .refine((v) => !isMonthId(v) || v >= FIRST_REAL_MONTH, {
      message: `Campo "${field}": use um mês a partir de 1994-07 (início do Real); valores em moedas anteriores não são calculados.`,
      abort: true,
    });
/** A real calendar day "AAAA-MM-DD" ("2024-06-31" is refused, DESIGN §8.7). */
export const calendarDate = (field: string) =>
  z.string({ error: `Campo "${field}": informe a data no formato AAAA-MM-DD.` }).refine(isIsoDate, {
    message: `Campo "${field}": informe uma data que exista, no formato AAAA-MM-DD (por exemplo, 2024-06-30).`,
  });
const money = (field: string, { optional }: { optional: boolean }) => {
  const text = optional
    ? `Campo "${field}": informe 0 ou um valor em reais de 1,00 a 100.000.000,00 (número JSON com ponto decimal, por exemplo 350.75).`
    : `Campo "${field}": informe um valor em reais de 1,00 a 100.000.000,00 (número JSON com ponto decimal, por exemplo 10000.50).`;
  const base = z
    .number({ error: text })
    .refine(
      (v) => Number.isFinite(v) && (v >= MIN_MONEY || (optional && v === 0)) && v <= MAX_MONEY,
      { message: text },
    );
  return base;
};

export const revisionInputSchema = z
  .strictObject(
    {
      tipo: z.enum(CONTRACT_TYPES, {
        error: `Campo "tipo": use um de ${CONTRACT_TYPES.join(", ")}.`,
      }),
      mes: month("mes", "2023-02"),
      setor: z
        .enum(REVISION_SECTORS, {
          error: 'Campo "setor": use inss, publico ou privado (ou omita o campo).',
        })
        .optional(),
      dataContrato: calendarDate("dataContrato").optional(),
      diaVencimento: z
        .number({ error: 'Campo "diaVencimento": informe o dia do vencimento, de 1 a 31.' })
        .int({ message: 'Campo "diaVencimento": informe o dia do vencimento, de 1 a 31.' })
        .min(1, { message: 'Campo "diaVencimento": informe o dia do vencimento, de 1 a 31.' })
        .max(31, { message: 'Campo "diaVencimento": informe o dia do vencimento, de 1 a 31.' })
        .optional(),
      valorFinanciado: money("valorFinanciado", { optional: false }),
      parcela: money("parcela", { optional: false }),
      // The rate the contract prints (% a.m.): used when the installments agree with it to
      // 0,01 p.p., else the implied rate (the verdict's own choice, `chooseContractRate`).
      taxaInformada: z
        .number({
          error:
            'Campo "taxaInformada": informe a taxa mensal em %, de 0,01 a 99,99 (por exemplo 1.85).',
        })
        .min(0.01, {
          message:
            'Campo "taxaInformada": informe a taxa mensal em %, de 0,01 a 99,99 (por exemplo 1.85).',
        })
        .max(99.99, {
          message:
            'Campo "taxaInformada": informe a taxa mensal em %, de 0,01 a 99,99 (por exemplo 1.85).',
        })
        .optional(),
      parcelas: z
        .number({ error: 'Campo "parcelas": informe um número inteiro de 1 a 600.' })
        .int({ message: 'Campo "parcelas": informe um número inteiro de 1 a 600.' })
        .min(1, { message: 'Campo "parcelas": informe um número inteiro de 1 a 600.' })
        .max(600, { message: 'Campo "parcelas": informe um número inteiro de 1 a 600.' }),
      parcelasPagas: z
        .number({
          error: 'Campo "parcelasPagas": informe um número inteiro de 0 até o número de parcelas.',
        })
        .int({
          message:
            'Campo "parcelasPagas": informe um número inteiro de 0 até o número de parcelas.',
        })
        .min(0, {
          message:
            'Campo "parcelasPagas": informe um número inteiro de 0 até o número de parcelas.',
        })
        .default(0),
      primeiroVencimento: month("primeiroVencimento", "2023-03").optional(),
      tarifasFinanciadas: money("tarifasFinanciadas", { optional: true }).optional(),
      seguroFinanciado: money("seguroFinanciado", { optional: true }).optional(),
      seguroVinculado: z
        .boolean({ error: 'Campo "seguroVinculado": use true ou false.' })
        .optional(),
      indice: z
        .enum(REVISION_INDICES, { error: 'Campo "indice": use inpc, ipca, inpc_ipca ou nenhum.' })
        .default("inpc"),
      dataCalculo: month("dataCalculo", "2025-12").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${unrecognized(issue.keys.length)}: ${issue.keys.join(", ")}.`
          : "Envie um objeto JSON com os campos do cálculo (tipo, mes, valorFinanciado, parcela, parcelas…).",
    },
  )
  .superRefine((value, ctx) => {
    if (value.parcelasPagas > value.parcelas) {
      ctx.addIssue({
        code: "custom",
        path: ["parcelasPagas"],
        message: `Campo "parcelasPagas": informe um número inteiro de 0 a ${value.parcelas} (o número de parcelas).`,
      });
    }
    if (value.primeiroVencimento && value.primeiroVencimento < value.mes) {
      ctx.addIssue({
        code: "custom",
        path: ["primeiroVencimento"],
        message:
          'Campo "primeiroVencimento": o primeiro vencimento não pode ser antes do mês da contratação ("mes").',
      });
    }
    const first =
      value.primeiroVencimento ?? (isMonthId(value.mes) ? addMonths(value.mes, 1) : null);
    const lastPaid =
      first && isMonthId(first) && Number.isInteger(value.parcelasPagas) && value.parcelasPagas > 0
        ? addMonths(first, value.parcelasPagas - 1)
        : null;
    if (lastPaid && lastPaid > currentMonthId()) {
      ctx.addIssue({
        code: "custom",
        path: ["parcelasPagas"],
        message: `Campo "parcelasPagas": com ${parcelas(value.parcelasPagas, "paga")} a última venceria em ${monthLabel(lastPaid)}, depois do mês atual (${monthLabel(currentMonthId())}); informe só as parcelas já vencidas e pagas.`,
      });
    }
    if (value.dataContrato && value.dataContrato.slice(0, 7) !== value.mes) {
      ctx.addIssue({
        code: "custom",
        path: ["dataContrato"],
        message: 'Campo "dataContrato": a data deve cair no mês informado em "mes".',
      });
    }
    if (value.seguroVinculado && !(value.seguroFinanciado && value.seguroFinanciado > 0)) {
      ctx.addIssue({
        code: "custom",
        path: ["seguroFinanciado"],
        message:
          'Campo "seguroFinanciado": informe o valor do seguro financiado quando "seguroVinculado" for true.',
      });
    }
  });

export type RevisionInputData = z.output<typeof revisionInputSchema>;

/** One pt-BR message per field ("_" for the body as a whole). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // Every key it holds has a message: the record is complete.
  return firstFieldErrors<string>(error, (key) =>
    key === undefined ? "_" : String(key),
  ) as Record<string, string>;
}
