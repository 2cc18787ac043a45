import { describe, expect, it } from "vitest";
import { CONTRACT_TYPES } from "~/domain/contract-types";
import { DOCUMENT_TEMPLATES } from "../../../content/templates/catalogue";
import { fillFields, parseStoredAnalysis, splitBlanks, templatesForType } from "./fields";

describe("template fields", () => {
  it("fills known fields, prints the blank for missing ones and leaves other braces alone", () => {
    expect(fillFields("em {mesContrato}, taxa {taxaContrato} {outro}", { mesContrato: "março de 2021" })).toBe(
      "em março de 2021, taxa [TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.] {outro}",
    );
  });

  it("splits blanks to highlight, including one nested blank", () => {
    expect(splitBlanks("A [NOME] e [EM [DATA] OU NÃO] fim")).toEqual([
      { text: "A ", blank: false },
      { text: "[NOME]", blank: true },
      { text: " e ", blank: false },
      { text: "[EM [DATA] OU NÃO]", blank: true },
      { text: " fim", blank: false },
    ]);
  });

  it("gives every contract type at least one template, and uses every template", () => {
    const used = new Set<string>();
    for (const type of CONTRACT_TYPES) {
      const list = templatesForType(type);
      expect(list.length).toBeGreaterThan(0);
      for (const t of list) used.add(t.slug);
    }
    expect(used.size).toBe(DOCUMENT_TEMPLATES.length);
  });

  it("refuses a stored result of another shape", () => {
    expect(parseStoredAnalysis({})).toBeNull();
    expect(parseStoredAnalysis({ entrada: { tipo: "outro", mes: "2021-03" }, analise: {} })).toBeNull();
  });
});
