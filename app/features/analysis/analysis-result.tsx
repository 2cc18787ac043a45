// The result screen (SPEC §2 "Result screen", §4 "Result choice"): result, abusive-interest
// warning, insurance notice, advanced simulation (own chunk), suggested actions, template
// downloads, ask-a-lawyer, 'Analisar outro contrato' and, for subscribers, 'Suporte ao assinante'.
import { Icon } from "~/ui/icons/icon";
import { lazy, Suspense, useState } from "react";
import { type FullAnalysis, verdictOf } from "~/domain/analysis";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { annualFromMonthly } from "~/domain/implied-rate";
import { monthLabel, todayBrasilia } from "~/domain/months";
import { signingMonthPrescriptionNote } from "~/domain/prescription";
import { PROVISIONAL_TITLE } from "~/domain/verdict";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import {
  abusiveWarning,
  insuranceNotice,
  suggestedActionsFor,
  templatesByType,
} from "../../../editorial/analysis/guidance";
import { RateSummary } from "./rate-summary";
import { VerdictStatement } from "./verdict-statement";

const PRESCRIBED_NOTE_TITLE = "Parcelas prescritas";
const AdvancedSimulation = lazy(() => import("./advanced-simulation"));
type TypedAmounts = { valorFinanciado: number; parcela: number; numeroParcelas: number };

export function AnalysisResult({
  analysis,
  analysisId,
  descoberta = null,
  subscriber,
  onAnalyzeAnother,
}: {
  analysis: FullAnalysis;
  /** The recorded analysis: subscribers get templates filled in with it (DESIGN D21); null: not recorded (no rate). */
  analysisId: string | null;
  /** Amounts typed for "Descobrir minha taxa": the advanced simulation starts from them. */
  descoberta?: TypedAmounts | null;
  subscriber: boolean;
  onAnalyzeAnother: () => void;
}) {
  const [showSimulation, setShowSimulation] = useState(false);
  // The heading, the sentences, the figures and the flag all come from one verdict (DESIGN D28).
  const verdict = verdictOf(analysis);
  const kind = verdict.resultado;
  const mes = monthLabel(analysis.certificado.mesSolicitado);
  // §8.1: a contract signed more than 10 years ago has prescribed installments.
  const prescriptionNote = signingMonthPrescriptionNote(
    analysis.certificado.mesSolicitado,
    todayBrasilia(),
  );

  return (
    <div className="flex flex-col gap-5">
      <Card
        as="section"
        aria-labelledby="resultado-titulo"
        className={kind === "abusivo" ? "border-danger-700" : undefined}
      >
        <p className="text-sm font-semibold text-brand-700">
          {CONTRACT_TYPE_LABELS[analysis.tipo]} · contrato de {mes}
        </p>
        <h2
          id="resultado-titulo"
          className={`mt-1 flex items-center gap-2 text-2xl font-bold ${kind === "abusivo" ? "text-danger-700" : "text-ok-700"}`}
        >
          {kind === "abusivo" ? (
            <Icon name="triangle-exclamation-point" aria-hidden className="size-6" />
          ) : (
            <Icon name="circle-check" aria-hidden className="size-6" />
          )}
          {verdict.titulo}
        </h2>
        {verdict.provisorioFrase ? (
          <Alert tone="warning" title={PROVISIONAL_TITLE} role="none" className="mt-3">
            {verdict.provisorioFrase}
          </Alert>
        ) : null}
        <VerdictStatement verdict={verdict} className="mt-3" />
        {prescriptionNote ? (
          <Alert tone="info" title={PRESCRIBED_NOTE_TITLE} role="none" className="mt-3">
            {prescriptionNote}
          </Alert>
        ) : null}
        <div className="mt-5">
          <RateSummary analysis={analysis} verdict={verdict} />
        </div>
      </Card>

      {/* This text explains the 1.5 rule: only when that rule flagged it (a rate above the INSS cap alone says so above). */}
      {verdict.abusiva ? (
        <Alert tone="danger" title={abusiveWarning.title} role="none">
          {abusiveWarning.text}
        </Alert>
      ) : null}

      <Alert tone="warning" title={insuranceNotice.title} role="none">
        {insuranceNotice.text}
      </Alert>

      <Card as="section" aria-labelledby="simulacao-titulo">
        <h2 id="simulacao-titulo" className="text-xl font-bold">
          Simulação avançada
        </h2>
        <p className="mt-1 text-slate-700">
          Estime a parcela e o total do contrato revisado com a taxa média, incluindo tarifas, IOF e
          seguro.
        </p>
        <div className="mt-4">
          {showSimulation ? (
            <Suspense fallback={<p role="status">Carregando...</p>}>
              <AdvancedSimulation
                annualAverage={annualFromMonthly(analysis.mediaBacen)}
                tipo={analysis.tipo}
                montantes={descoberta}
              />
            </Suspense>
          ) : (
            <Button variant="secondary" onClick={() => setShowSimulation(true)}>
              Abrir simulação avançada
            </Button>
          )}
        </div>
      </Card>

      <Card as="section" aria-labelledby="acoes-titulo">
        <h2 id="acoes-titulo" className="text-xl font-bold">
          Ações sugeridas
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {suggestedActionsFor(kind, analysis.tipo).map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </Card>

      <Card as="section" aria-labelledby="modelos-titulo">
        <h2 id="modelos-titulo" className="text-xl font-bold">
          Modelos de documentos para o seu caso
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {templatesByType[analysis.tipo].map((name) => (
            <li key={name} className="flex items-center gap-2 text-slate-800">
              {subscriber ? (
                <Icon name="file-text" aria-hidden className="size-4 text-brand-700" />
              ) : (
                <Icon name="lock" aria-label="bloqueado" className="size-4 text-slate-500" />
              )}
              {name}
            </li>
          ))}
        </ul>
        <ButtonLink
          to={
            subscriber && analysisId
              ? `/modelos-documentos?analise=${analysisId}`
              : "/modelos-documentos"
          }
          variant="outline"
          className="mt-4"
        >
          {subscriber
            ? analysisId
              ? "Baixar modelos preenchidos com esta análise"
              : "Abrir modelos de documentos"
            : "Ver modelos (assinantes)"}
        </ButtonLink>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to="/solicitar-ajuda-juridica" icon={<Icon name="gavel" className="size-5" />}>
          Pedir ajuda a um advogado
        </ButtonLink>
        <Button variant="outline" onClick={onAnalyzeAnother}>
          Analisar outro contrato
        </Button>
        {subscriber ? (
          <ButtonLink to="/suporte" variant="ghost">
            Suporte ao assinante
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
