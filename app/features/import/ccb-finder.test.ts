import { describe, expect, it } from "vitest";
import { findCcbValues } from "./ccb-finder";
import { drawCcb } from "./test-support/ccb-pdf";
import { readPdfInNode } from "./test-support/pdf-node";

async function find(lines: Parameters<typeof drawCcb>[0]) {
  const read = await readPdfInNode(await drawCcb(lines));
  if (!read.ok) throw new Error(read.reason);
  return findCcbValues(read.pages);
}

describe("findCcbValues", { timeout: 60_000 }, () => {
  it("finds each labelled value of a CCB with its source line", async () => {
    const values = await find([
      "CÉDULA DE CRÉDITO BANCÁRIO - EMPRÉSTIMO PESSOAL CONSIGNADO",
      "Data de emissão: 12/05/2023",
      "Valor total financiado: R$ 10.512,30",
      "Valor líquido liberado: R$ 10.000,00",
      "Quantidade de parcelas: 84      Valor da parcela: R$ 245,67",
      "Taxa de juros mensal: 1,72%      Taxa de juros anual: 22,74%",
      "CET mensal: 1,85% a.m.      CET anual: 24,60% a.a.",
      "Tarifa de cadastro: R$ 0,00",
      "Seguro prestamista: R$ 312,30",
      "IOF: R$ 200,00",
    ]);
    const by = Object.fromEntries(values.map((v) => [v.campo, v]));
    expect(by.dataEmissao).toMatchObject({
      valor: "2023-05-12",
      linha: "Data de emissão: 12/05/2023",
    });
    expect(by.valorFinanciado).toMatchObject({ valor: 10512.3, texto: "R$ 10.512,30" });
    expect(by.valorLiberado?.valor).toBe(10000);
    expect(by.numeroParcelas).toMatchObject({
      valor: 84,
      linha: expect.stringContaining("Quantidade de parcelas"),
    });
    expect(by.parcela?.valor).toBe(245.67);
    expect(by.taxaMensal?.valor).toBe(1.72);
    expect(by.taxaAnual?.valor).toBe(22.74);
    expect(by.cetMensal?.valor).toBe(1.85);
    expect(by.cetAnual?.valor).toBe(24.6);
    expect(by.tarifas?.valor).toBe(0);
    expect(by.seguro).toMatchObject({ valor: 312.3, linha: "Seguro prestamista: R$ 312,30" });
    expect(by.iof?.valor).toBe(200);
  });

  it("reads a value printed under its label", async () => {
    const values = await find([
      [
        { text: "Valor financiado", x: 40 },
        { text: "Nº de parcelas", x: 240 },
      ],
      [
        { text: "R$ 5.000,00", x: 40 },
        { text: "48", x: 240 },
      ],
    ]);
    expect(values.map((v) => [v.campo, v.valor, v.linha])).toEqual([
      ["valorFinanciado", 5000, "R$ 5.000,00 48"],
      ["numeroParcelas", 48, "R$ 5.000,00 48"],
    ]);
  });

  it("finds nothing in a text without labels", async () => {
    expect(await find(["Extrato de conta corrente", "Saldo anterior 1.234,56"])).toEqual([]);
  });
});
