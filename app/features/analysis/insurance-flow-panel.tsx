// Personal-loan insurance sub-flow (SPEC §2/§4/§5): Sim/Não with Avançar and 'Voltar para início',
// the amount screen with Analisar, and the two final messages with refund hints.
import { CircleCheck, ShieldAlert } from "lucide-react";
import { useReducer } from "react";
import type { FullAnalysis } from "~/domain/analysis";
import { initialInsuranceState, insuranceReducer } from "~/domain/insurance-flow";
import { formatMoney, formatRate, sanitizeNumericInput } from "~/domain/numbers";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { RadioGroup } from "~/ui/radio-group";
import { TextField } from "~/ui/text-field";
import { refundHints } from "../../../content/analysis/guidance";
import { RateSummary } from "./rate-summary";

export function InsuranceFlowPanel({ analysis, onRestart }: { analysis: FullAnalysis; onRestart: () => void }) {
  const [state, dispatch] = useReducer(insuranceReducer, initialInsuranceState);
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
            Procure no contrato por “seguro prestamista”, “seguro proteção financeira” ou “seguro de vida” incluído nas
            parcelas.
          </p>
          <RadioGroup
            legend="O contrato tem seguro?"
            name="temSeguro"
            options={[
              { value: "sim", label: "Sim" },
              { value: "nao", label: "Não" },
            ]}
            value={state.resposta ?? ""}
            onValueChange={(v) => dispatch({ type: "escolher", resposta: v === "sim" ? "sim" : "nao" })}
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
            onChange={(e) => dispatch({ type: "digitarValor", texto: sanitizeNumericInput(e.target.value) })}
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
            <CircleCheck aria-hidden className="size-6" /> Nada a revisar
          </h2>
          <p className="text-slate-800">
            Sem seguro embutido, não há cobrança de seguro a contestar. Quanto aos juros: se a taxa do seu contrato for de
            até {formatRate(analysis.limiteAbusivo)}, ela está dentro do que os tribunais costumam aceitar para o mês da
            assinatura.
          </p>
          <RateSummary analysis={analysis} />
          <Button variant="outline" onClick={restart}>
            Voltar para início
          </Button>
        </>
      ) : null}

      {state.step === "nadaRevisarSeguro" ? (
        <>
          <h2 id="seguro-titulo" className="flex items-center gap-2 text-xl font-bold text-warn-800">
            <ShieldAlert aria-hidden className="size-6" /> Juros permitidos, mas o seguro pode ser devolvido
          </h2>
          <p className="text-slate-800">
            Os juros de até {formatRate(analysis.limiteAbusivo)} estão dentro do permitido para o mês da assinatura, mas o
            seguro prestamista de {formatMoney(state.valorSeguro)} pode ter sido uma venda casada. Se você não escolheu
            contratá-lo, é possível pedir a devolução.
          </p>
          <Alert tone="info" title="Como pedir a devolução do seguro" role="none">
            <ul className="mt-2 flex flex-col gap-3">
              {refundHints.map((h) => (
                <li key={h.title}>
                  <strong>{h.title}.</strong> {h.text}
                </li>
              ))}
            </ul>
          </Alert>
          <RateSummary analysis={analysis} />
          <Button variant="outline" onClick={restart}>
            Voltar para início
          </Button>
        </>
      ) : null}
    </Card>
  );
}
