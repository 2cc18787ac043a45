// The 4 payroll templates (issue "Truth" item 11, DESIGN D27/D29): consignado above the BCB average
// or the INSS cap, RMC/RCC converted into a consignado with double refund — their text, generic and
// filled in from an analysis (the cap paragraph only when the analysis found the rate above it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeContract } from "~/domain/analysis";
import type { InssCapRow } from "~/domain/inss-caps";
import type { RateRow } from "~/domain/rates";
import { TEMPLATE_BY_FILE } from "../../../editorial/templates/catalogue";
import { type Fields, visibleBlocks } from "../../../editorial/templates/documents";
import { templatesByType } from "../../../editorial/analysis/guidance";
import { fieldsFromAnalysis, fillFields, parseStoredAnalysis, templatesForType } from "./fields";

const CAPS = (
  JSON.parse(readFileSync(path.resolve("seed/inss/tetos_inss.json"), "utf8")) as {
    tetos: InssCapRow[];
  }
).tetos;
// seed/bcb 2025-07: SGS 25468 = 1.82, 25467 = 1.85.
const JUL_2025: RateRow = {
  mes: "2025-07",
  taxaVeiculos: 2.03,
  taxaCreditoPessoal: 6.14,
  taxaConsignadoTotal: 1.97,
  taxaConsignadoInss: 1.82,
  taxaConsignadoPublico: 1.85,
  taxaConsignadoPrivado: 3.75,
};
const ACT_185 =
  "1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025)";

function text(file: string, fields: Fields = {}): string {
  const blocks = visibleBlocks(TEMPLATE_BY_FILE.get(file)!, fields);
  return blocks
    .map((b) =>
      b.type === "signature"
        ? b.lines.join("\n")
        : b.type === "note"
          ? `${b.title}\n${b.text}`
          : b.text,
    )
    .map((t) => fillFields(t, fields))
    .join("\n");
}

function fieldsFor(
  tipo: "emprestimo_consignado" | "cartao_consignado",
  setor: "inss" | "publico" | "total",
  taxa: number,
): Fields {
  const analise = analyzeContract(
    [JUL_2025],
    { tipo, setor, mes: "2025-07", taxaContrato: taxa },
    CAPS,
  );
  const stored = parseStoredAnalysis(
    JSON.parse(JSON.stringify({ entrada: { tipo, mes: "2025-07", setor }, analise })),
  );
  expect(stored).not.toBeNull();
  return fieldsFromAnalysis(stored!);
}

const subheadings = (t: string) =>
  t
    .split("\n")
    .filter((l) => /^III\.\d+\./.test(l))
    .map((l) => l.split(".").slice(0, 2).join("."));

describe("payroll templates", () => {
  it("are offered to consignado and RMC/RCC results, before the insurance ones, and the result names them", () => {
    expect(templatesByType.emprestimo_consignado).toEqual(
      templatesForType("emprestimo_consignado").map((t) => t.nome),
    );
    expect(templatesByType.cartao_consignado[0]).toBe(
      "Notificação extrajudicial — cartão consignado RMC/RCC (conversão em empréstimo consignado)",
    );
    expect(templatesForType("emprestimo_consignado").map((t) => t.slug)).toEqual([
      "notificacao-consignado-juros",
      "peticao-consignado-juros",
      "notificacao-seguro-prestamista",
      "peticao-seguro-prestamista",
    ]);
    expect(templatesForType("cartao_consignado").map((t) => t.slug)).toEqual([
      "notificacao-cartao-rmc-rcc",
      "peticao-cartao-rmc-rcc",
      "notificacao-seguro-prestamista",
      "peticao-seguro-prestamista",
    ]);
  });

  it("consignado, generic: the INSS cap (legal ceiling) and the BCB average, with blanks and the instruction", () => {
    const t = text("notificacao-consignado-juros.docx");
    expect(t).toContain("NOTIFICAÇÃO EXTRAJUDICIAL");
    expect(t).toContain(
      "Referência: contrato de empréstimo consignado nº [NÚMERO DO CONTRATO], assinado em [MÊS E ANO DA ASSINATURA].",
    );
    expect(t).toContain(
      "[APAGUE ESTE PARÁGRAFO SE O CONTRATO NÃO FOR DESCONTADO DE BENEFÍCIO DO INSS OU SE A TAXA NÃO PASSAR DO TETO.] O contrato é descontado do benefício previdenciário nº [NÚMERO DO BENEFÍCIO] pago pelo INSS a o(a) Notificante. Na data da assinatura, o teto de juros fixado pelo CNPS para essa modalidade era de [TETO DE JUROS DO INSS NA DATA DA ASSINATURA, EX.: 1,85% a.m. (RESOLUÇÃO CNPS …)], e a taxa cobrada, de [TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.], é superior a esse teto.",
    );
    expect(t).toContain(
      "(Lei nº 10.820/2003, art. 6º), a taxa de juros não pode ultrapassar o teto fixado pelo Conselho Nacional de Previdência Social (CNPS)",
    );
    expect(t).toContain("REsp 1.061.530/RS");
    expect(t).toContain(
      "vale para as cobranças feitas a partir de 31/03/2021, e as anteriores são devolvidas de forma simples",
    );
    expect(t).toContain("a que for menor, recalculando as parcelas a descontar;");
    expect(t).not.toMatch(/\{\w+\}/);
  });

  it("consignado from an analysis above the cap: the cap and the act filled in, said as a fact", () => {
    const fields = fieldsFor("emprestimo_consignado", "inss", 1.9);
    expect(fields).toMatchObject({
      tetoInss: ACT_185,
      tetoInssAcima: "sim",
      taxaContrato: "1,90% a.m.",
      mediaBacen: "1,82% a.m.",
    });
    const t = text("peticao-consignado-juros.docx", fields);
    expect(t).toContain(
      "AÇÃO REVISIONAL DE CONTRATO DE EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO",
    );
    expect(t).toContain(
      `Na data da assinatura, o teto de juros fixado pelo CNPS para essa modalidade era de ${ACT_185}, e a taxa cobrada, de 1,90% a.m., é superior a esse teto.`,
    );
    expect(t).toContain(
      `A taxa contratada (1,90% a.m.) supera o teto vigente na data da assinatura (${ACT_185}), e a cobrança do excedente é nula.`,
    );
    expect(t).not.toContain("[APAGUE ESTE PARÁGRAFO");
    expect(subheadings(t)).toEqual(["III.1", "III.2", "III.3", "III.4"]);
    expect(t).toContain("III.2. Do teto de juros do INSS");
  });

  it("consignado of a public servant: no INSS cap paragraphs, sections renumbered", () => {
    const fields = fieldsFor("emprestimo_consignado", "publico", 1.9);
    expect(fields.tetoInssAcima).toBe("nao");
    const t = text("peticao-consignado-juros.docx", fields);
    expect(t).not.toContain("é superior a esse teto");
    expect(t).not.toContain("Lei nº 10.820/2003");
    expect(subheadings(t)).toEqual(["III.1", "III.2", "III.3"]);
    expect(t).toContain("III.2. Dos juros remuneratórios acima da média de mercado");
  });

  it("RMC/RCC: conversion into a consignado at the INSS consignado average, double refund from 31/03/2021", () => {
    const fields = fieldsFor("cartao_consignado", "inss", 3.2);
    const n = text("notificacao-cartao-rmc-rcc.docx", fields);
    expect(n).toContain(
      "recebeu, em vez dele, um cartão de crédito consignado (RMC) ou cartão consignado de benefício (RCC), contratado em julho de 2025",
    );
    expect(n).toContain(
      "A taxa de juros cobrada no cartão, de 3,20% a.m., deve ser comparada com a taxa média de mercado divulgada pelo Banco Central para o crédito consignado a aposentados e pensionistas do INSS (série SGS 25468 do Banco Central",
    );
    expect(n).toContain(
      "b) cancele o cartão e a reserva de margem consignável (RMC/RCC) e converta a dívida em empréstimo consignado, recalculado pela taxa média do Banco Central para o consignado de aposentados e pensionistas do INSS no mês da contratação (1,82% a.m.), considerando os descontos já feitos como parcelas pagas;",
    );
    expect(n).toContain(
      "c) devolva o que foi descontado a mais, em dobro para os descontos feitos a partir de 31/03/2021 e de forma simples para os anteriores",
    );
    expect(n).toContain("art. 39, inciso IV");
    expect(n).toContain(
      "há decisões judiciais que reconhecem o vício de consentimento e convertem o contrato em empréstimo consignado",
    );
    const p = text("peticao-cartao-rmc-rcc.docx", fields);
    expect(p).toContain(
      "AÇÃO DE CONVERSÃO DE CARTÃO DE CRÉDITO CONSIGNADO (RMC/RCC) EM EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO EM DOBRO",
    );
    expect(p).toContain(
      "4. Faturas do cartão e extratos do benefício ou contracheques com os descontos;",
    );
    expect(subheadings(p)).toEqual(["III.1", "III.2", "III.3"]);
    expect(p).not.toMatch(/\{\w+\}/);
  });

  it('never prints a double stop after a filled rate ("a.m..")', () => {
    const filled = [
      fieldsFor("emprestimo_consignado", "inss", 1.9),
      fieldsFor("cartao_consignado", "inss", 3.2),
      {},
      { taxaContrato: "3,50% a.m.", mediaBacen: "2,03% a.m." },
    ];
    for (const file of TEMPLATE_BY_FILE.keys()) {
      for (const fields of filled) expect(text(file, fields), file).not.toContain("a.m..");
    }
  });

  it("never fills the INSS cap when the sector is unknown ('Não sei')", () => {
    const fields = fieldsFor("emprestimo_consignado", "total", 1.9);
    expect(fields.tetoInss).toBeUndefined();
    expect(fields.tetoInssAcima).toBeUndefined();
    expect(text("notificacao-consignado-juros.docx", fields)).toContain(
      "[APAGUE ESTE PARÁGRAFO SE O CONTRATO NÃO FOR DESCONTADO DE BENEFÍCIO DO INSS",
    );
  });
});
