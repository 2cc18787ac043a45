// Issue "Truth" item 6: a typed rate above 20% a.m. or above 3× the BCB average is questioned with
// the result, never blocked: "Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês". The
// conversion is offered as a new calculation with the same contract data, through a plain form, so
// it also works without JavaScript.
import { Form } from "react-router";
import { formatNumber } from "~/domain/numbers";
import type { RateQuestion } from "~/domain/rate-check";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import type { AnalysisFieldValues } from "./analysis-fields";

export function RateQuestionNotice({
  pergunta,
  values,
  action,
  className,
}: {
  pergunta: RateQuestion;
  values: AnalysisFieldValues;
  action?: string;
  className?: string;
}) {
  const monthly = formatNumber(pergunta.mensalArredondada, 2);
  return (
    <Alert tone="warning" role="none" className={className}>
      <p className="font-semibold">{pergunta.pergunta}.</p>
      <p className="mt-1">
        Se a taxa do contrato é ao ano, refaça o cálculo com a taxa equivalente ao mês. O resultado
        mostrado usa a taxa como você digitou, ao mês.
      </p>
      <Form method="post" action={action} className="mt-3">
        {(["tipo", "mes", "ano", "setor", "dia"] as const).map((field) =>
          values[field] ? (
            <input key={field} type="hidden" name={field} value={values[field]} />
          ) : null,
        )}
        <input type="hidden" name="taxa" value={monthly} />
        <Button type="submit" variant="outline">{`Recalcular com ${monthly}% ao mês`}</Button>
      </Form>
    </Alert>
  );
}
