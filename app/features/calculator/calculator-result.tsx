// The calculator's result and the plan cards under it: a chunk of its own, fetched when the form
// is sent (calculator.tsx), so the page's first load carries only the form.
import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { type FullAnalysis, verdictOf } from "~/domain/analysis";
import { monthLabel } from "~/domain/months";
import type { RateQuestion } from "~/domain/rate-check";
import { PlanCards } from "~/features/billing/plan-cards";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import type { AnalysisFieldValues } from "../analysis/analysis-fields";
import { rememberCalculation } from "../analysis/carried-calculation";
import { RateQuestionNotice } from "../analysis/rate-question-notice";
import { RateSummary } from "../analysis/rate-summary";
import { VerdictStatement } from "../analysis/verdict-statement";

export default function CalculatorResultWithPlans(props: {
  analysis: FullAnalysis;
  dataAnalise: string;
  values: AnalysisFieldValues;
  pergunta: RateQuestion | null;
}) {
  return (
    <>
      <CalculatorResult {...props} />
      <PlanCards
        id="planos"
        className="mt-10"
        title="Quer ir além da calculadora?"
        description="Com um plano você faz mais análises por mês, verifica o seguro prestamista, simula a revisão e baixa modelos de documentos."
      />
    </>
  );
}

function CalculatorResult({
  analysis,
  dataAnalise,
  values,
  pergunta,
}: {
  analysis: FullAnalysis;
  dataAnalise: string;
  values: AnalysisFieldValues;
  pergunta: RateQuestion | null;
}) {
  // The result replaces the form, which on a phone sat far below: bring the result's heading into
  // view and give it focus so screen readers start there (issue "Truth" item 7).
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each new result
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
  }, [dataAnalise]);
  // Whoever signs up from here finds the dashboard form filled with these values.
  useEffect(() => rememberCalculation(values), [values]);
  const mesAno = monthLabel(analysis.certificado.mesSolicitado);
  const data = new Date(dataAnalise).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  // Flag, heading and sentences from one domain verdict (DESIGN D28).
  const verdict = verdictOf(analysis);
  return (
    <section aria-labelledby="calc-result-title" className="flex flex-col gap-6">
      <Card>
        <p className="text-sm font-semibold text-brand-700">
          {CONTRACT_TYPE_LABELS[analysis.tipo]}
        </p>
        <h2
          id="calc-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 scroll-mt-4 text-2xl font-bold outline-none"
        >
          Resultado da análise
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Contrato de {mesAno} · análise de {data}
        </p>
        {pergunta ? (
          <RateQuestionNotice pergunta={pergunta} values={values} className="mt-4" />
        ) : null}
        <div className="mt-5">
          {verdict.situacao === "nao_verificada" ? null : (
            <p
              className={`flex gap-2 font-semibold ${verdict.irregular ? "text-danger-700" : "text-ok-700"}`}
            >
              {verdict.irregular ? (
                <Icon name="triangle-exclamation-point" aria-hidden className="size-5 shrink-0" />
              ) : (
                <Icon name="circle-check" aria-hidden className="size-5 shrink-0" />
              )}
              {verdict.titulo}
            </p>
          )}
          <VerdictStatement verdict={verdict} className="mt-2" />
        </div>
        <div className="mt-5">
          <RateSummary analysis={analysis} verdict={verdict} />
        </div>
        {values.setor === "inss" ? (
          <p className="mt-5 text-sm text-slate-700">
            Tem outros consignados do INSS?{" "}
            <Link to="/importar" className="font-semibold underline">
              Importe o extrato do Meu INSS
            </Link>{" "}
            e analise todos de uma vez.
          </p>
        ) : null}
        <p className="mt-5 text-sm text-slate-700">
          Quer verificar também o seguro prestamista e simular a revisão? Crie sua conta e faça a
          análise completa no painel.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/calculadora-online-juros" variant="outline">
            Fazer Nova Análise
          </ButtonLink>
          <ButtonLink to="/auth?modo=cadastro">Criar conta grátis</ButtonLink>
        </div>
      </Card>
    </section>
  );
}
