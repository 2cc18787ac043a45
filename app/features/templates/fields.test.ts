import { describe, expect, it } from "vitest";
import { CONTRACT_TYPES } from "~/domain/contract-types";
import { DOCUMENT_TEMPLATES } from "../../../editorial/templates/catalogue";
import {
  fieldsFromAnalysis,
  fillFields,
  parseStoredAnalysis,
  splitBlanks,
  templatesForType,
} from "./fields";

describe("template fields", () => {
  it("fills known fields, prints the blank for missing ones and leaves other braces alone", () => {
    expect(
      fillFields("em {mesContrato}, taxa {taxaContrato} {outro}", { mesContrato: "março de 2021" }),
    ).toBe("em março de 2021, taxa [TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.] {outro}");
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
    expect(
      parseStoredAnalysis({ entrada: { tipo: "outro", mes: "2021-03" }, analise: {} }),
    ).toBeNull();
  });
});

describe("template fields from an analysis (DESIGN D28)", () => {
  const stored = (
    mes: string,
    mesUsado: string | null,
    caso: "exato" | "mais_recente" | "padrao",
    taxaContrato: number | null,
    media: number,
  ) =>
    parseStoredAnalysis({
      entrada: { tipo: "emprestimo_pessoal", mes },
      analise: {
        taxaContrato,
        mediaBacen: media,
        razao: taxaContrato === null ? null : taxaContrato / media,
        certificado: { serie: 25464, serieNome: "Crédito pessoal não consignado", mesUsado, caso },
      },
    })!;

  it("fills the month's own average, and the rate and ratio with the decimals that agree with the flag", () => {
    const fields = fieldsFromAnalysis(stored("2025-07", "2025-07", "exato", 9.21399, 6.14));
    expect(fields).toMatchObject({
      mesContrato: "julho de 2025",
      mediaBacen: "6,14% a.m.",
      taxaContrato: "9,214% a.m.",
      razao: "1,501",
    });
    expect(fillFields("corresponde a {razao} vezes a média", fields)).toBe(
      "corresponde a 1,501 vezes a média",
    );
  });

  it("leaves the average blank when it belongs to another month: the documents say 'no mês da assinatura'", () => {
    const fields = fieldsFromAnalysis(stored("2026-10", "2025-07", "mais_recente", 9.5, 6.14));
    expect(fields.mediaBacen).toBeUndefined();
    expect(fields.razao).toBeUndefined();
    expect(fields.taxaContrato).toBe("9,50% a.m.");
    expect(fillFields("era de {mediaBacen}", fields)).toBe(
      "era de [TAXA MÉDIA DO BANCO CENTRAL NO MÊS DA ASSINATURA, EX.: 1,85% a.m.]",
    );
    expect(fieldsFromAnalysis(stored("2025-07", null, "padrao", 3, 2)).mediaBacen).toBeUndefined();
  });
});
