// The personal-loan insurance sub-flow (SPEC §4/§5) as a reducer, usable with React's useReducer:
// askSeguro —Não→ nadaRevisar; askSeguro —Sim→ askValor —valid amount→ nadaRevisarSeguro; reset
// clears everything from any step.
import { parseMoney } from "./numbers";

export const INSURANCE_AMOUNT_ERROR = "Informe o valor do seguro prestamista";
export const INSURANCE_CHOICE_ERROR = "Selecione Sim ou Não para continuar.";

export type InsuranceAnswer = "sim" | "nao";

export type InsuranceState =
  | { step: "askSeguro"; resposta: InsuranceAnswer | null; erro: string | null }
  | { step: "askValor"; valorTexto: string; erro: string | null }
  | { step: "nadaRevisar" }
  | { step: "nadaRevisarSeguro"; valorSeguro: number };

export type InsuranceEvent =
  | { type: "escolher"; resposta: InsuranceAnswer } // Sim / Não radio
  | { type: "avancar" } // button Avançar
  | { type: "digitarValor"; texto: string }
  | { type: "analisar"; texto?: string } // button Analisar (texto overrides what was typed)
  | { type: "reset" }; // 'Voltar para início' or leaving the flow

export const initialInsuranceState: InsuranceState = {
  step: "askSeguro",
  resposta: null,
  erro: null,
};

/** SPEC §5: present, numeric and > 0, else 'Informe o valor do seguro prestamista'. */
export function validateInsuranceAmount(
  text: string | null | undefined,
): { ok: true; valor: number } | { ok: false; erro: string } {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { ok: false, erro: INSURANCE_AMOUNT_ERROR };
  // Malformed text is refused with what is wrong (DESIGN §7.2), never read as 0 or stripped.
  const parsed = parseMoney(trimmed);
  if (!parsed.ok) return { ok: false, erro: `${INSURANCE_AMOUNT_ERROR}. ${parsed.erro}` };
  return parsed.value > 0
    ? { ok: true, valor: parsed.value }
    : { ok: false, erro: INSURANCE_AMOUNT_ERROR };
}

export function insuranceReducer(state: InsuranceState, event: InsuranceEvent): InsuranceState {
  if (event.type === "reset") return initialInsuranceState;
  switch (state.step) {
    case "askSeguro":
      if (event.type === "escolher")
        return { step: "askSeguro", resposta: event.resposta, erro: null };
      if (event.type === "avancar") {
        if (state.resposta === null) return { ...state, erro: INSURANCE_CHOICE_ERROR };
        return state.resposta === "nao"
          ? { step: "nadaRevisar" }
          : { step: "askValor", valorTexto: "", erro: null };
      }
      return state;
    case "askValor":
      if (event.type === "digitarValor")
        return { step: "askValor", valorTexto: event.texto, erro: null };
      if (event.type === "analisar") {
        const texto = event.texto ?? state.valorTexto;
        const result = validateInsuranceAmount(texto);
        return result.ok
          ? { step: "nadaRevisarSeguro", valorSeguro: result.valor }
          : { step: "askValor", valorTexto: texto, erro: result.erro };
      }
      return state;
    default:
      return state; // final messages change only on reset
  }
}

/** What the analysis result records (SPEC §3: insurance, valorSeguro). */
export function insuranceOutcome(state: InsuranceState): {
  insurance: boolean;
  valorSeguro: number;
} {
  return state.step === "nadaRevisarSeguro"
    ? { insurance: true, valorSeguro: state.valorSeguro }
    : { insurance: false, valorSeguro: 0 };
}
