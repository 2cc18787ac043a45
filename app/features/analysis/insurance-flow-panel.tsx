// Personal-loan insurance sub-flow (SPEC §2/§4/§5): Sim/Não with Avançar and 'Voltar para início',
// the amount screen with Analisar, and the two final messages with refund hints.
import { Icon } from "~/ui/icons/icon";
import { useReducer } from "react";
import { type FullAnalysis, verdictOf } from "~/domain/analysis";
import { initialInsuranceState, insuranceReducer } from "~/domain/insurance-flow";
import { formatMoney, sanitizeNumericInput } from "~/domain/numbers";
import { Alert } from "~/ui/alert";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { RadioGroup } from "~/ui/radio-group";
import { TextField } from "~/ui/text-field";
import { refundHints } from "../../../editorial/analysis/guidance";
import { RateSummary } from "./rate-summary";
import { VerdictStatement } from "./verdict-statement";

// DESIGN D28: the flow keeps its steps, but its final messages never call interest "permitted"
// without a contract rate; they say it was not checked and how to check it.
const FINAL_HEADINGS = {
  nadaRevisar: {
    verificada: "Nada a revisar",
    naoVerificada: "Nenhum seguro a contestar; juros não verificados",
  },
  nadaRevisarSeguro: {
    verificada: "Juros dentro do limite, mas o seguro pode ser devolvido",
    naoVerificada: "O seguro pode ser devolvido; juros não verificados",
  },
} as const;

export function InsuranceFlowPanel({
  analysis,
  analysisId,
  onRestart,
}: {
  analysis: FullAnalysis;
  /** The recorded analysis (null: without a rate, not recorded), for the memória de cálculo. */
  analysisId: string | null;
  onRestart: () => void;
}) {
  const [state, dispatch] = useReducer(insuranceReducer, initialInsuranceState);
  const verdict = verdictOf(analysis);
  const checked = verdict.taxaVerificada ? "verificada" : "naoVerificada";
  const restart = () => {
    dispatch({ type: "reset" });
    onRestart();
  };

  return (
    <Card as="section" aria-labelledby="seguro-titulo" className="flex flex-col gap-5">
      {state.step === "askSeguro" ? (
        <>
          <h2 id="seguro-titulo" className="text-xl font-bold">
            O seu empréstimo tem seguro prestamista?
          </h2>
          <p className="text-slate-700">
            Procure no contrato por “seguro prestamista”, “seguro proteção financeira” ou “seguro de
            vida” incluído nas parcelas.
          </p>
          <RadioGroup
            legend="O contrato tem seguro?"
            name="temSeguro"
            options={[
              { value: "sim", label: "Sim" },
              { value: "nao", label: "Não" },
            ]}
            value={state.resposta ?? ""}
            onValueChange={(v) =>
              dispatch({ type: "escolher", resposta: v === "sim" ? "sim" : "nao" })
            }
            error={state.erro ?? undefined}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => dispatch({ type: "avancar" })}>Avançar</Button>
            <Button variant="outline" onClick={restart}>
              Voltar para início
            </Button>
          </div>
        </>
      ) : null}

      {state.step === "askValor" ? (
        <form
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: "analisar" });
          }}
        >
          <h2 id="seguro-titulo" className="text-xl font-bold">
            Qual o valor do seguro?
          </h2>
          <TextField
            label="Valor do seguro prestamista (R$)"
            name="valorSeguro"
            inputMode="decimal"
            placeholder="Ex.: 1.250,00"
            value={state.valorTexto}
            onChange={(e) =>
              dispatch({ type: "digitarValor", texto: sanitizeNumericInput(e.target.value) })
            }
            error={state.erro ?? undefined}
            required
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit">Analisar</Button>
            <Button variant="outline" onClick={restart}>
              Voltar para início
            </Button>
          </div>
        </form>
      ) : null}

      {state.step === "nadaRevisar" ? (
        <>
          <h2 id="seguro-titulo" className="flex items-center gap-2 text-xl font-bold text-ok-700">
            <Icon name="circle-check" aria-hidden className="size-6" />{" "}
            {FINAL_HEADINGS.nadaRevisar[checked]}
          </h2>
          <p className="text-slate-800">
            Sem seguro embutido, não há cobrança de seguro a contestar.
          </p>
          <VerdictStatement verdict={verdict} />
          <RateSummary analysis={analysis} verdict={verdict} />
          <NextSteps analysisId={analysisId} seguro={false} />
          <Button variant="outline" onClick={restart}>
            Voltar para início
          </Button>
        </>
      ) : null}

      {state.step === "nadaRevisarSeguro" ? (
        <>
          <h2
            id="seguro-titulo"
            className="flex items-center gap-2 text-xl font-bold text-warn-800"
          >
            <Icon name="shield-exclamation-point" aria-hidden className="size-6" />{" "}
            {FINAL_HEADINGS.nadaRevisarSeguro[checked]}
          </h2>
          <p className="text-slate-800">
            O seguro prestamista de {formatMoney(state.valorSeguro)} pode ter sido uma venda casada.
            Se você não escolheu contratá-lo, é possível pedir a devolução.
          </p>
          <VerdictStatement verdict={verdict} />
          <Alert tone="info" title="Como pedir a devolução do seguro" role="none">
            <ul className="mt-2 flex flex-col gap-3">
              {refundHints.map((h) => (
                <li key={h.title}>
                  <strong>{h.title}.</strong> {h.text}
                </li>
              ))}
            </ul>
          </Alert>
          <RateSummary analysis={analysis} verdict={verdict} />
          <NextSteps analysisId={analysisId} seguro />
          <Button variant="outline" onClick={restart}>
            Voltar para início
          </Button>
        </>
      ) : null}
    </Card>
  );
}

/** Where the flow leads (issue "Journeys" item 6): the memória, a template, a lawyer. */
function NextSteps({ analysisId, seguro }: { analysisId: string | null; seguro: boolean }) {
  return (
    <section aria-labelledby="seguro-proximos" className="flex flex-col gap-3">
      <h3 id="seguro-proximos" className="text-lg font-bold">
        Próximos passos
      </h3>
      <ul className="flex flex-col gap-2 text-slate-800">
        <li>
          {analysisId ? (
            <>
              A memória de cálculo desta análise está em{" "}
              <Link
                to={`/minhas-analises/${analysisId}`}
                className="font-semibold text-brand-700 underline"
              >
                Minhas análises
              </Link>
              , com o recálculo e o documento para download.
            </>
          ) : (
            "Para ter a memória de cálculo, refaça a análise com a taxa do contrato ou com “Descobrir minha taxa”: sem a taxa, esta consulta não foi salva."
          )}
        </li>
        <li>
          {seguro
            ? "Os modelos de notificação e de petição do seguro prestamista estão em "
            : "Os modelos de notificação e de petição estão em "}
          <Link to="/modelos-documentos" className="font-semibold text-brand-700 underline">
            Modelos de Documentos
          </Link>
          .
        </li>
      </ul>
      <ButtonLink
        to="/solicitar-ajuda-juridica"
        variant="secondary"
        icon={<Icon name="gavel" className="size-5" />}
      >
        Pedir ajuda a um advogado
      </ButtonLink>
    </section>
  );
}
