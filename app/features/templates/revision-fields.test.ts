// Templates filled from the stored recovery calculation (issue #21 item 7): the amounts, the
// revised installment, the overpayment and the refund are filled only where the law grants them
// (criterion, provisional month, prescription); everything else stays a visible blank.
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/numbers";
import { revisionRecord } from "~/features/recovery/revision.server";
import { TEMPLATE_BY_FILE } from "../../../editorial/templates/catalogue";
import { visibleBlocks } from "../../../editorial/templates/documents";
import { FIXTURE_TODAY as HOJE, fixtureRevision } from "../../../tests/support/revision-fixture";
import { fieldsFromAnalysis, fillFields, parseStoredAnalysis } from "./fields";
import { fieldsFromRevision } from "./revision-fields";

/** What the analysis page stores in user_analyses.revisao (default: dez/2022, 2.100 in 48 × 326,97, 10 paid). */
function storedRevision(input: Record<string, unknown> = {}) {
  const { entrada, details } = fixtureRevision(input);
  return { record: { ...revisionRecord(details), entrada }, details };
}

const analysis = (mes: string, taxa: number, mesUsado = mes) =>
  parseStoredAnalysis({
    entrada: { tipo: "emprestimo_pessoal", mes },
    analise: {
      taxaContrato: taxa,
      mediaBacen: 5.11,
      razao: taxa / 5.11,
      certificado: {
        serie: 25464,
        serieNome: "Crédito pessoal não consignado",
        mesUsado,
        caso: mesUsado === mes ? "exato" : "mais_recente",
      },
    },
  })!;

const petition = TEMPLATE_BY_FILE.get("peticao-emprestimo-sem-seguro.docx")!;
const text = (fields: ReturnType<typeof fieldsFromRevision>) =>
  visibleBlocks(petition, fields)
    .map((b) => ("text" in b ? fillFields(b.text, fields) : ""))
    .join("\n");

describe("template fields from the stored recalculation", () => {
  it("fills the amounts, the revision, the overpayment and the refund of an abusive contract (dez/2022, 15,55% a.m. against 5,11)", () => {
    const { record, details } = storedRevision();
    const fields = fieldsFromRevision(analysis("2022-12", 15.55), record, HOJE);
    expect(details.resposta.pagoAMais).toBe(2088.6);
    expect(fields).toEqual({
      valorFinanciado: "R$ 2.100,00",
      parcela: "R$ 326,97",
      numeroParcelas: "48",
      taxaRevisada: "5,11% a.m.",
      parcelaRevisada: `R$ ${details.revisao.parcelaRevisada.toFixed(2).replace(".", ",")}`,
      pagoAMais: "R$ 2.088,60",
      restituicaoSimples: "R$ 2.088,60",
      restituicaoDobro: "R$ 4.177,20",
    });
    const filled = text({ ...fieldsFromAnalysis(analysis("2022-12", 15.55)), ...fields });
    expect(filled).toContain(
      "no valor de R$ 2.100,00, a ser pago em 48 parcelas mensais de R$ 326,97.",
    );
    expect(filled).toContain(
      "foram pagos R$ 2.088,60 a mais, o que corresponde à restituição de R$ 2.088,60 na forma simples e de até R$ 4.177,20 em dobro",
    );
    expect(filled).not.toContain("[VALOR FINANCIADO");
  });

  it("fills no revision, overpayment or refund when the criterion is not met: they stay blanks", () => {
    // 2.100 in 48 × 80,00 ≈ 1,6% a.m., below the average of 5,11% a.m.
    const { record, details } = storedRevision({ parcela: 80 });
    expect(details.resposta.criterio.atendido).toBe(false);
    const fields = fieldsFromRevision(analysis("2022-12", 1.6), record, HOJE);
    expect(fields).toEqual({
      valorFinanciado: "R$ 2.100,00",
      parcela: "R$ 80,00",
      numeroParcelas: "48",
    });
    const filled = text(fields);
    expect(filled).toContain("a parcela seria de R$ [VALOR DA PARCELA RECALCULADA]");
    expect(filled).toContain(
      "foram pagos R$ [VALOR PAGO A MAIS NAS PARCELAS PAGAS E NÃO PRESCRITAS] a mais",
    );
    expect(filled).not.toContain("R$ 0,00");
  });

  it("fills the tied-insurance head alone (Tema 972) without a revision rate", () => {
    const { record, details } = storedRevision({
      valorFinanciado: 2000,
      seguroFinanciado: 100,
      seguroVinculado: true,
      parcela: 80,
    });
    expect(details.resposta.pagoAMaisPorCabeca.juros).toBe(0);
    const fields = fieldsFromRevision(analysis("2022-12", 1.6), record, HOJE);
    expect(fields.taxaRevisada).toBeUndefined();
    expect(fields.valorSeguro).toBe("R$ 100,00");
    expect(fields.pagoAMais).toBe(`R$ ${details.resposta.pagoAMais.toFixed(2).replace(".", ",")}`);
    expect(details.resposta.pagoAMais).toBeGreaterThan(0);
    expect(fields.parcelaRevisada).toBeDefined();
  });

  it("fills nothing of the recalculation for a provisional analysis, only the amounts typed", () => {
    const { record } = storedRevision();
    const provisional = parseStoredAnalysis({
      entrada: {
        tipo: "emprestimo_pessoal",
        mes: "2026-03",
        descoberta: {
          valorFinanciado: 2100,
          parcela: 326.97,
          numeroParcelas: 48,
          taxaMensal: 15.55,
        },
      },
      analise: {
        taxaContrato: 15.55,
        mediaBacen: 5.11,
        razao: 3.04,
        certificado: {
          serie: 25464,
          serieNome: "Crédito pessoal não consignado",
          mesUsado: "2025-09",
          caso: "mais_recente",
          provisorio: true,
        },
      },
    })!;
    expect(fieldsFromRevision(provisional, record, HOJE)).toEqual({
      valorFinanciado: "R$ 2.100,00",
      parcela: "R$ 326,97",
      numeroParcelas: "48",
    });
  });

  it("leaves prescribed installments out, and fills no refund from a record that predates prescription", () => {
    // 2011 contract, 120 installments from jul/2011, all paid: those before nov/2016 are prescribed.
    const { record, details } = storedRevision({
      mes: "2011-06",
      parcelas: 120,
      parcelasPagas: 120,
    });
    expect(details.resposta.prescritas.quantidade).toBeGreaterThan(0);
    const fields = fieldsFromRevision(analysis("2011-06", 15.5), record, HOJE);
    expect(details.resposta.pagoAMais).toBeGreaterThan(0);
    expect(fields.pagoAMais).toBe(formatMoney(details.resposta.pagoAMais));
    // The same record without the prescribed marks (stored before §8.1): no refund figure.
    const old = structuredClone(record) as unknown as {
      resultado: { contrato: Record<string, unknown>[] };
    };
    for (const row of old.resultado.contrato) delete row.prescrita;
    const stale = fieldsFromRevision(analysis("2011-06", 15.5), old, HOJE);
    expect(stale.pagoAMais).toBeUndefined();
    expect(stale.restituicaoSimples).toBeUndefined();
    expect(stale.valorFinanciado).toBe("R$ 2.100,00");
  });

  it("fills no refund from an interest revision the criterion does not support (a record from before §8.2)", () => {
    const { record } = storedRevision();
    // The same record read against an average under which 15,55% a.m. is not abusive.
    const notAbusive = {
      ...analysis("2022-12", 15.55),
      analise: { ...analysis("2022-12", 15.55).analise, mediaBacen: 12 },
    };
    const fields = fieldsFromRevision(notAbusive, record, HOJE);
    expect(fields.pagoAMais).toBeUndefined();
    expect(fields.taxaRevisada).toBeUndefined();
    expect(fields.restituicaoDobro).toBeUndefined();
  });

  it("fills the amounts typed in 'Descobrir minha taxa' without a recalculation", () => {
    const stored = parseStoredAnalysis({
      entrada: {
        tipo: "emprestimo_pessoal",
        mes: "2022-12",
        descoberta: {
          valorFinanciado: 2100,
          parcela: 326.97,
          numeroParcelas: 48,
          taxaMensal: 15.55,
        },
      },
      analise: analysis("2022-12", 15.55).analise,
    })!;
    expect(fieldsFromRevision(stored, null, HOJE)).toEqual({
      valorFinanciado: "R$ 2.100,00",
      parcela: "R$ 326,97",
      numeroParcelas: "48",
    });
  });
});
