// /calculadora-online-juros — free, no sign-up (SPEC §2 "Public calculator", DESIGN D10). The form
// posts to this route's action, so it works with JavaScript off too.
import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { type FullAnalysis, verdictOf } from "~/domain/analysis";
import { monthLabel } from "~/domain/months";
import type { RateQuestion } from "~/domain/rate-check";
import { PlanCards } from "~/features/billing/plan-cards";
import { rateFreshness } from "~/features/rates/rates.server";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { AnalysisFields, type AnalysisFieldValues } from "../analysis/analysis-fields";
import { rememberCalculation } from "../analysis/carried-calculation";
import { RateQuestionNotice } from "../analysis/rate-question-notice";
import { RateSummary } from "../analysis/rate-summary";
import { VerdictStatement } from "../analysis/verdict-statement";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/calculator";
import { runCalculator } from "./calculator.server";

export function meta() {
  return [
    { title: "Calculadora de juros abusivos grátis — RevisaFácil" },
    {
      name: "description",
      content:
        "Calculadora online e gratuita: compare a taxa do seu contrato com a taxa média do Banco Central do mês da assinatura. Sem cadastro.",
    },
  ];
}

export async function loader() {
  return { freshness: await rateFreshness() };
}

export async function action({ request }: Route.ActionArgs) {
  return runCalculator(await readForm(request));
}

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/calculadora-online-juros");
  const result = actionData?.ok ? actionData : null;

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-4 py-10 text-white">
        <Container width="md" className="px-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="calculator" aria-hidden className="size-4" /> 100% grátis · sem cadastro
          </p>
          <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">
            Calculadora online de juros abusivos
          </h1>
          <p className="mt-3 text-brand-100">
            Gratuita e sem cadastro: compare a taxa do seu contrato com a taxa média do Banco
            Central no mês em que você assinou.
          </p>
          <p className="mt-2 text-sm text-brand-200">{loaderData.freshness.texto}</p>
        </Container>
      </section>

      <Container width="md" className="py-8">
        {result ? (
          <>
            <CalculatorResult
              analysis={result.analysis}
              dataAnalise={result.dataAnalise}
              values={result.values}
              pergunta={result.pergunta}
            />
            <PlanCards
              id="planos"
              className="mt-10"
              title="Quer ir além da calculadora?"
              description="Com um plano você faz mais análises por mês, verifica o seguro prestamista, simula a revisão e baixa modelos de documentos."
            />
          </>
        ) : (
          <Card as="section" aria-labelledby="calc-form-title">
            <h2 id="calc-form-title" className="text-xl font-bold">
              Dados do contrato
            </h2>
            <Form method="post" className="mt-5 flex flex-col gap-5" noValidate>
              <AnalysisFields
                defaults={actionData && !actionData.ok ? actionData.values : undefined}
                errors={actionData && !actionData.ok ? actionData.errors : undefined}
              />
              <Button type="submit" block size="lg" loading={busy} loadingText="Processando...">
                Calcular
              </Button>
            </Form>
          </Card>
        )}

        <section aria-labelledby="tipos-analisados" className="mt-10">
          <h2 id="tipos-analisados" className="text-xl font-bold">
            Tipos de contrato analisados
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {[
              [
                "Financiamento de veículos",
                "Carro e moto: comparamos com a média de aquisição de veículos.",
              ],
              ["Empréstimos pessoais", "Crédito pessoal não consignado."],
              [
                "Cartões de crédito consignados",
                "Cartões RMC e RCC, com o teto do INSS quando conhecido.",
              ],
              [
                "Crédito consignado",
                "Descontado em folha: INSS, servidores públicos e setor privado.",
              ],
            ].map(([title, text]) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </div>
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
