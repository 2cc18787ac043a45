// The signed-in home (SPEC §2 "Dashboard", §4 "Dashboard step"): the analysis form (step 0) turns
// into the result (step 1); a personal loan goes through the insurance sub-flow instead.
import { Icon } from "~/ui/icons/icon";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FullAnalysis } from "~/domain/analysis";
import type { RateQuestion } from "~/domain/rate-check";
import {
  analyzeButtonText,
  canAnalyze,
  freePlanBanner,
  isPaidTier,
  limitReachedMessage,
  PLAN_LABELS,
} from "~/domain/plan-limits";
import type { Viewer } from "~/platform/viewer";
import { CancelSubscription } from "~/features/billing/cancel-subscription";
import { PlanCards } from "~/features/billing/plan-cards";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { AnalysisFields, type AnalysisFieldValues } from "./analysis-fields";
import { AnalysisResult } from "./analysis-result";
import { SAVED_ANALYSIS_MSG } from "./messages";
import { useCarriedCalculation } from "./carried-calculation";
import type { AnalysisFormErrors } from "./analysis-schema";
import { RateQuestionNotice } from "./rate-question-notice";
import { InsuranceFlowPanel } from "./insurance-flow-panel";

/** Beside a result without a contract rate (DESIGN §8.18, §8b.33). */
export const UNRATED_NOTICE =
  "Sem a taxa do contrato, os juros não foram verificados: esta consulta não foi salva nem contada no seu plano. Para a análise completa, informe a taxa ou use “Descobrir minha taxa”.";

export type DashboardActionData =
  | {
      ok: true;
      /** null: an analysis without a contract rate, shown but neither recorded nor counted. */
      id: string | null;
      analysis: FullAnalysis;
      /** "Essa taxa é mensal? …" (issue "Truth" item 6), and what the simulation reuses (item 9). */
      pergunta?: RateQuestion | null;
      descoberta?: { valorFinanciado: number; parcela: number; numeroParcelas: number } | null;
      values?: AnalysisFieldValues;
      /** This month's counted analyses after this one: the page is not revalidated (issue 12). */
      usedThisMonth?: number;
    }
  | {
      ok: false;
      error?: string;
      errors?: AnalysisFormErrors;
      values?: AnalysisFieldValues;
      usedThisMonth?: number;
    };

export function Dashboard({
  viewer,
  freshness,
  actionData,
}: {
  viewer: Viewer;
  freshness: string;
  actionData: DashboardActionData | undefined;
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "submitting" &&
    navigation.formMethod === "POST" &&
    navigation.formAction === "/?index";
  const tier = viewer.plan.tier;
  // The action answers with the month's count, so the root loader need not run again after it.
  const used = actionData?.usedThisMonth ?? viewer.plan.analysesThisMonth;
  const paid = isPaidTier(tier);
  const blocked = !canAnalyze(tier, used);
  const banner = freePlanBanner(tier, used);

  // Step 1 shows the newest successful analysis until 'Analisar outro contrato' clears it.
  const [dismissed, setDismissed] = useState<DashboardActionData | null>(null);
  const result = actionData?.ok && actionData !== dismissed ? actionData : null;
  // After a result without a rate, the form comes back with its values, ready for the rate.
  const unrated = dismissed?.ok && dismissed.id === null ? dismissed.values : undefined;
  useEffect(() => {
    if (result) window.scrollTo({ top: 0 });
  }, [result]);

  const failed = actionData && !actionData.ok ? actionData : null;
  // A public-calculator result from before sign-up fills the form once (issue 10 item 6).
  const carried = useCarriedCalculation();

  return (
    <Container className="py-8">
      <PageHeading
        title="Analise o seu contrato"
        description={`Compare a taxa do seu contrato com a média do Banco Central. ${freshness}.`}
        actions={<Badge tone={paid ? "brand" : "neutral"}>Plano {PLAN_LABELS[tier]}</Badge>}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          {banner ? (
            <Alert tone={blocked ? "warning" : "info"} role="none">
              {banner}
            </Alert>
          ) : null}

          <p className="text-sm text-slate-700">
            Aposentado ou pensionista do INSS?{" "}
            <Link to="/importar" className="font-semibold underline">
              Importe o extrato do Meu INSS
            </Link>{" "}
            e analise todos os seus consignados de uma vez.
          </p>
          {result?.id ? (
            // DESIGN D30: the result is recorded; a reload of this page would lose it, the history does not.
            <Alert tone="success" role="none">
              {SAVED_ANALYSIS_MSG.dashboardSaved}{" "}
              <Link to={`/minhas-analises/${result.id}`} className="font-semibold underline">
                {SAVED_ANALYSIS_MSG.dashboardOpen}
              </Link>
            </Alert>
          ) : result ? (
            <Alert tone="info" role="none">
              {UNRATED_NOTICE}
            </Alert>
          ) : null}

          {result?.pergunta ? (
            <RateQuestionNotice
              pergunta={result.pergunta}
              values={result.values ?? {}}
              action="/?index"
            />
          ) : null}

          {result ? (
            result.analysis.tipo === "emprestimo_pessoal" && !result.analysis.abusiva ? (
              <InsuranceFlowPanel
                analysis={result.analysis}
                analysisId={result.id}
                onRestart={() => setDismissed(result)}
              />
            ) : (
              <AnalysisResult
                analysis={result.analysis}
                analysisId={result.id}
                descoberta={result.descoberta ?? null}
                subscriber={paid}
                onAnalyzeAnother={() => setDismissed(result)}
              />
            )
          ) : (
            <Card as="section" aria-labelledby="form-titulo">
              <h2 id="form-titulo" className="text-xl font-bold">
                Dados do contrato
              </h2>
              <Form method="post" action="/?index" className="mt-5 flex flex-col gap-5" noValidate>
                <AnalysisFields
                  key={failed ? "retry" : unrated ? "sem-taxa" : carried ? "calculadora" : "new"}
                  defaults={failed?.values ?? unrated ?? carried ?? undefined}
                  errors={failed?.errors}
                />
                {failed?.error ? (
                  <Alert tone="danger" role="alert">
                    {failed.error}
                  </Alert>
                ) : null}
                {blocked ? (
                  <Alert tone="warning" role="none">
                    {limitReachedMessage(tier, used)}
                  </Alert>
                ) : null}
                <Button
                  type="submit"
                  block
                  size="lg"
                  disabled={blocked || loading}
                  loading={loading}
                  loadingText="Processando..."
                >
                  {analyzeButtonText({ loading: false, blocked })}
                </Button>
              </Form>
            </Card>
          )}
        </div>

        <aside className="flex flex-col gap-4" aria-label="Conteúdo do assinante">
          <ResourceCard
            to="/modelos-documentos"
            title="Modelos de Documentos"
            text="Notificações e petições em Word para revisar juros e pedir a devolução do seguro."
            icon={<Icon name="file-text" aria-hidden className="size-6 text-brand-700" />}
            locked={!paid}
          />
          <ResourceCard
            to="/informacoes-juridicas"
            title="Informações Jurídicas"
            text="Seus direitos explicados: pedidos administrativos, tabela de juros, vídeos e materiais."
            icon={<Icon name="scale" aria-hidden className="size-6 text-brand-700" />}
            locked={!paid}
          />
          {paid ? (
            <Card className="flex flex-col gap-3">
              <ButtonLink to="/suporte" variant="outline">
                Suporte ao assinante
              </ButtonLink>
              <CancelSubscription />
            </Card>
          ) : null}
        </aside>
      </div>

      {!paid ? <PlanCards className="mt-12" /> : null}
    </Container>
  );
}

function ResourceCard({
  to,
  title,
  text,
  icon,
  locked,
}: {
  to: string;
  title: string;
  text: string;
  icon: React.ReactNode;
  locked: boolean;
}) {
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {icon}
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      <p className="text-sm text-slate-700">{text}</p>
      <ButtonLink
        to={to}
        variant={locked ? "outline" : "secondary"}
        icon={locked ? <Icon name="lock" aria-label="bloqueado" className="size-4" /> : undefined}
        className={locked ? "text-slate-500" : undefined}
      >
        {locked ? "Exclusivo para assinantes" : `Abrir ${title}`}
      </ButtonLink>
    </Card>
  );
}
