import { describe, expect, it } from "vitest";
import {
  INSURANCE_AMOUNT_ERROR,
  INSURANCE_CHOICE_ERROR,
  initialInsuranceState,
  insuranceOutcome,
  insuranceReducer,
  type InsuranceEvent,
  type InsuranceState,
  validateInsuranceAmount,
} from "./insurance-flow";

const run = (...events: InsuranceEvent[]): InsuranceState =>
  events.reduce(insuranceReducer, initialInsuranceState);

describe("insurance sub-flow (SPEC §4)", () => {
  it("Não leads to nadaRevisar", () => {
    const s = run({ type: "escolher", resposta: "nao" }, { type: "avancar" });
    expect(s).toEqual({ step: "nadaRevisar" });
    expect(insuranceOutcome(s)).toEqual({ insurance: false, valorSeguro: 0 });
  });

  it("Sim leads to askValor, then a valid amount to nadaRevisarSeguro", () => {
    const asking = run({ type: "escolher", resposta: "sim" }, { type: "avancar" });
    expect(asking).toEqual({ step: "askValor", valorTexto: "", erro: null });
    const done = run(
      { type: "escolher", resposta: "sim" },
      { type: "avancar" },
      { type: "digitarValor", texto: "1.234,50" },
      { type: "analisar" },
    );
    expect(done).toEqual({ step: "nadaRevisarSeguro", valorSeguro: 1234.5 });
    expect(insuranceOutcome(done)).toEqual({ insurance: true, valorSeguro: 1234.5 });
  });

  it.each([
    [
      "abc",
      "Informe o valor do seguro prestamista. “a” não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
    [
      "-10",
      "Informe o valor do seguro prestamista. Não use sinal de menos: informe um valor positivo.",
    ],
    [
      "1e3",
      "Informe o valor do seguro prestamista. “e” não é aceito: use só algarismos, ponto para os milhares e vírgula para os centavos (ex.: 1.234,56).",
    ],
  ])("refuses the malformed amount %j saying what is wrong", (texto, erro) => {
    const s = run(
      { type: "escolher", resposta: "sim" },
      { type: "avancar" },
      { type: "analisar", texto },
    );
    expect(s).toEqual({ step: "askValor", valorTexto: texto, erro });
  });

  it.each(["", "   ", "0", "0,00"])("refuses the amount %j with the spec's message", (texto) => {
    const s = run(
      { type: "escolher", resposta: "sim" },
      { type: "avancar" },
      { type: "analisar", texto },
    );
    expect(s).toEqual({
      step: "askValor",
      valorTexto: texto,
      erro: "Informe o valor do seguro prestamista",
    });
    expect(validateInsuranceAmount(texto)).toEqual({ ok: false, erro: INSURANCE_AMOUNT_ERROR });
  });

  it("requires the yes/no choice", () => {
    expect(run({ type: "avancar" })).toEqual({
      step: "askSeguro",
      resposta: null,
      erro: INSURANCE_CHOICE_ERROR,
    });
  });

  it("clears the error when the user types again", () => {
    const s = run(
      { type: "escolher", resposta: "sim" },
      { type: "avancar" },
      { type: "analisar" },
      { type: "digitarValor", texto: "5" },
    );
    expect(s).toEqual({ step: "askValor", valorTexto: "5", erro: null });
  });

  it("reset clears everything from any step", () => {
    for (const s of [
      run({ type: "escolher", resposta: "nao" }, { type: "avancar" }),
      run(
        { type: "escolher", resposta: "sim" },
        { type: "avancar" },
        { type: "analisar", texto: "10" },
      ),
      run({ type: "escolher", resposta: "sim" }),
    ]) {
      expect(insuranceReducer(s, { type: "reset" })).toEqual(initialInsuranceState);
    }
  });

  it("ignores events that do not belong to the step", () => {
    const final = run({ type: "escolher", resposta: "nao" }, { type: "avancar" });
    expect(insuranceReducer(final, { type: "analisar", texto: "10" })).toBe(final);
    expect(insuranceReducer(initialInsuranceState, { type: "analisar", texto: "10" })).toBe(
      initialInsuranceState,
    );
  });
});
