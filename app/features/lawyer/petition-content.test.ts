// The petição inicial of a selected case (issue #25 item 5, DESIGN §8b.19, 29, 35): its text
// holds the memória's figures and the citations; no petition without a head of claim; a tied
// insurance alone still grounds one, with the contract rate kept.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/numbers";
import { renderBlocksDocx } from "~/features/templates/docx.server";
import type { Block } from "../../../editorial/templates/documents";
import { fixtureRevision } from "../../../tests/support/revision-fixture";
import { caseFigures, PETITION_NO_GROUNDS, petitionBlocks } from "./petition-content";

/** Default: personal loan dez/2022, 2.100 in 48 × 326,97 (15,55% a.m. against 5,11), 10 paid. */
function petition(overrides: Record<string, unknown> = {}) {
  const { entrada, details } = fixtureRevision(overrides);
  const figures = caseFigures(details);
  if (!figures.ok) throw new Error(figures.erro);
  return { details, figures, result: petitionBlocks({ tipo: entrada.tipo, entrada, details }) };
}

const textOf = (blocks: Block[]) =>
  blocks
    .map((b) => (b.type === "signature" ? b.lines.join("\n") : b.type === "note" ? b.text : b.text))
    .join("\n");

describe("petição inicial", () => {
  it("holds the memória's figures and the citations for an abusive rate", async () => {
    const { details, figures, result } = petition();
    if (!result.ok) throw new Error(result.erro);
    const text = textOf(result.blocks);
    for (const figure of [
      "no valor de R$ 2.100,00, a ser pago em 48 parcelas mensais de R$ 326,97",
      "a taxa contratada corresponde a 3,04 vezes a média de mercado",
      "é de 15,55% a.m.",
      "era de 5,11% a.m.",
      "foram pagos R$ 2.088,60 a mais",
      "até R$ 4.177,20, ou, subsidiariamente, de forma simples, R$ 2.088,60 (valores nominais",
      `que passam a ${formatMoney(details.resposta.revisado.parcela)}`,
      figures.incontroverso.texto,
      figures.saldoHoje.texto,
      figures.valorDaCausa.texto,
      `Dá-se à causa o valor de ${formatMoney(figures.valorDaCausa.valor)}.`,
    ])
      expect(text, figure).toContain(figure);
    for (const citation of [
      "Súmula 297",
      "art. 6º, inciso V, do CDC",
      "art. 39, inciso V",
      "art. 42, parágrafo único, do CDC",
      "art. 51, inciso IV",
      "REsp 1.061.530/RS",
      "Súmula 382",
      "EAREsp 676.608/RS",
      "Tema 929",
      "art. 330, § 2º, do Código de Processo Civil",
      "art. 292, incisos II e VI, do CPC",
      "Memória de cálculo revisional",
    ])
      expect(text, citation).toContain(citation);
    // No tied insurance: no Tema 972; Súmula 530 only in the bracketed paragraph for an unprovable rate.
    expect(text).not.toContain("Tema 972");
    const sumula530 = result.blocks.filter((b) => "text" in b && b.text.includes("Súmula 530"));
    expect(sumula530).toHaveLength(1);
    expect((sumula530[0] as { text: string }).text).toMatch(/^\[SE O\(A\) AUTOR\(A\) NÃO DISPUSER/);
    // No success odds (OAB Provimento 205/2021).
    expect(text).not.toMatch(/chance|probabilidade|êxito|\d+ ?% de/i);

    // The .docx holds the same text.
    const bytes = await renderBlocksDocx({ title: "t", description: "d" }, result.blocks);
    const xml = strFromU8(unzipSync(bytes)["word/document.xml"]!).replace(/<[^>]+>/g, "");
    expect(xml).toContain("foram pagos R$ 2.088,60 a mais");
    expect(xml).toContain(`Dá-se à causa o valor de ${formatMoney(figures.valorDaCausa.valor)}.`);
  });

  it("is not generated without abusiveness and without a tied insurance", () => {
    // 2.100 in 48 × 80,00 ≈ 1,6% a.m., below the average of 5,11% a.m.
    const { result } = petition({ parcela: 80 });
    expect(result).toEqual({ ok: false, erro: PETITION_NO_GROUNDS });
  });

  it("is grounded by a tied insurance alone, keeping the contract rate", () => {
    const { details, result } = petition({
      valorFinanciado: 2000,
      seguroFinanciado: 100,
      seguroVinculado: true,
      parcela: 80,
    });
    if (!result.ok) throw new Error(result.erro);
    const text = textOf(result.blocks);
    expect(text).toContain("Tema 972");
    expect(text).toContain("REsp 1.639.320/SP");
    expect(text).toContain("AÇÃO DECLARATÓRIA DE NULIDADE DE CLÁUSULA");
    expect(text).toContain("mantida a taxa contratada");
    expect(text).toContain(`foram pagos ${formatMoney(details.resposta.pagoAMais)} a mais`);
    expect(text).not.toContain("Dos juros remuneratórios abusivos");
    expect(text).not.toContain("Súmula 382");
  });

  it("leaves prescribed installments out of the request and says so", () => {
    const { details, result } = petition({ mes: "2011-06", parcelas: 120, parcelasPagas: 120 });
    if (!result.ok) throw new Error(result.erro);
    const text = textOf(result.blocks);
    expect(details.resposta.prescritas.quantidade).toBeGreaterThan(0);
    expect(text).toContain("art. 205 do Código Civil");
    expect(text).toContain(`foram pagos ${formatMoney(details.resposta.pagoAMais)} a mais`);
  });
});
