import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parseHiscon } from "./hiscon-parser";
import { type HisconSection, ORIGENS, SITUACOES, columnsOf } from "./hiscon-layout";
import { type HisconDrawing, type HisconRowText, drawHiscon } from "./test-support/hiscon-pdf";
import { SAMPLE_LOANS, hisconMoney, loanRow, sampleHiscon } from "./test-support/hiscon-sample";
import { readPdfInNode } from "./test-support/pdf-node";

async function parseDrawing(drawing: HisconDrawing) {
  const read = await readPdfInNode(await drawHiscon(drawing));
  if (!read.ok) throw new Error(read.reason);
  return { pages: read.pages, parsed: parseHiscon(read.pages) };
}

function texts(campos: Record<string, { texto: string }>): HisconRowText {
  return Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.texto]));
}

describe("parseHiscon on the sample extrato", { timeout: 60_000 }, () => {
  it("reads every contract of two pages, wrapped cells and out-of-order fragments", async () => {
    const { pages, parsed } = await parseDrawing(sampleHiscon({ filler: true, rotated: true }));
    expect(pages.length).toBe(2);
    // The fixture really hands pdf.js's fragments over as the extrato does (§8b.40).
    const strings = pages.flatMap((p) => p.items.map((i) => i.str));
    expect(strings).toEqual(expect.arrayContaining(["Encerrad", "o", "15/03/22"]));
    expect(strings.some((s) => /^R\$[\d.]+,$/.test(s))).toBe(true);
    if (!parsed.ok) throw new Error(parsed.reason);
    const bySection = (s: HisconSection) => parsed.contratos.filter((c) => c.secao === s);
    expect(bySection("ativos").map((c) => c.campos.contrato?.texto)).toEqual([
      "0123456789",
      "5566778899",
    ]);
    expect(bySection("encerrados")).toHaveLength(25);
    expect(new Set(bySection("encerrados").map((c) => c.pagina))).toEqual(new Set([1, 2]));
    const first = parsed.contratos[0];
    expect(texts(first?.campos ?? {})).toEqual(loanRow(SAMPLE_LOANS[0] as never));
    expect(first?.campos.dataInclusao?.valor).toBe("2022-03-15");
    expect(first?.campos.inicioDesconto?.valor).toBe("2022-04");
    expect(first?.campos.qtdeParcelas?.valor).toBe(84);
    expect(first?.campos.emprestado?.valor).toBe(12000);
    expect(first?.campos.taxaMensal?.valor).toBe(2.5);
    const ended = bySection("encerrados")[0];
    expect(ended?.campos.situacao).toMatchObject({ texto: "Encerrado", valor: "Encerrado" });
    expect(ended?.campos.banco?.texto).toBe("BANCO PAN");
    const [rmc] = bySection("rmc");
    const [rcc] = bySection("rcc");
    expect(rmc?.campos.limite).toMatchObject({ texto: "R$1.500,00", valor: 1500 });
    expect(rmc?.campos.reservado?.valor).toBe(70.6);
    expect(rcc?.campos.contrato?.texto).toBe("4499887766");
    expect(rcc?.campos.reservado?.valor).toBe(75.9);
    // pdf.js in Node on a loaded machine: seconds, not the default 5.
  }, 60_000);

  it("reads a portrait page stored with /Rotate 90 as the landscape page it shows", async () => {
    const upright = await parseDrawing(sampleHiscon());
    const rotated = await parseDrawing(sampleHiscon({ rotated: true }));
    expect(rotated.parsed).toEqual(upright.parsed);
  }, 60_000);
});

describe("parseHiscon refuses what is not a HISCON", { timeout: 60_000 }, () => {
  it("a PDF without a text layer: sem_texto", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([842, 595]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
    const read = await readPdfInNode(await pdf.save());
    if (!read.ok) throw new Error(read.reason);
    expect(parseHiscon(read.pages)).toEqual({ ok: false, reason: "sem_texto" });
  });

  it("a PDF with text but no HISCON: nao_hiscon", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("Fatura do cartão de crédito — CONTRATO BANCO", { x: 50, y: 700 });
    const read = await readPdfInNode(await pdf.save());
    if (!read.ok) throw new Error(read.reason);
    expect(parseHiscon(read.pages)).toEqual({ ok: false, reason: "nao_hiscon" });
  });
});

const BANKS = [
  "BANCO BMG",
  "BANCO PAN",
  "BANCO DO BRASIL",
  "CAIXA ECONOMICA FEDERAL",
  "BANCO BRADESCO FINANCIAMENTOS",
  "ITAU CONSIGNADO",
  "BANCO C6 CONSIGNADO",
  "BANCO MERCANTIL DO BRASIL",
  "BANCO SAFRA",
];
const two = (n: number) => String(n).padStart(2, "0");
const date = fc
  .tuple(
    fc.integer({ min: 2005, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.boolean(),
  )
  .map(([y, m, d, short]) => `${two(d)}/${two(m)}/${short ? two(y % 100) : y}`);
const month = fc
  .tuple(fc.integer({ min: 2005, max: 2035 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${two(m)}/${y}`);
const money = fc.integer({ min: 100, max: 99_999_999 }).map((c) => hisconMoney(c / 100));
const rate = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.boolean())
  .map(([v, pct]) => `${(v / 100).toFixed(2).replace(".", ",")}${pct ? "%" : ""}`);
const common = {
  contrato: fc.stringMatching(/^[0-9]{6,12}$/),
  banco: fc.constantFrom(...BANKS),
  situacao: fc.constantFrom(...SITUACOES),
  origem: fc.constantFrom(...ORIGENS),
  dataInclusao: date,
};
const loan = fc.record({
  ...common,
  inicioDesconto: month,
  fimDesconto: month,
  qtdeParcelas: fc.integer({ min: 1, max: 120 }).map(String),
  parcela: money,
  emprestado: money,
  liberado: money,
  iof: money,
  cetMensal: rate,
  cetAnual: rate,
  taxaMensal: rate,
  taxaAnual: rate,
  valorPago: money,
  primeiroDesconto: month,
});
const card = fc.record({ ...common, limite: money, reservado: money });
const section = fc.oneof(
  fc.record({
    secao: fc.constantFrom<HisconSection>("ativos", "encerrados"),
    linhas: fc.array(loan, { maxLength: 12 }),
  }),
  fc.record({
    secao: fc.constantFrom<HisconSection>("rmc", "rcc"),
    linhas: fc.array(card, { maxLength: 4 }),
  }),
);

describe("property: any table the generator draws is read back field for field", {
  timeout: 60_000,
}, () => {
  it("holds for random extratos (sections, wraps, rotation, fragment order)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(section, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.nat(),
        async (secoes, rotated, semente) => {
          const { parsed } = await parseDrawing({
            secoes,
            rotacionadas: rotated ? [0, 1] : [],
            semente,
          });
          if (!parsed.ok) throw new Error(parsed.reason);
          const expected = secoes.flatMap((s) => s.linhas.map((l) => ({ secao: s.secao, l })));
          expect(parsed.contratos.map((c) => ({ secao: c.secao, l: texts(c.campos) }))).toEqual(
            expected,
          );
          for (const c of parsed.contratos) {
            for (const col of columnsOf(c.secao)) expect(c.campos[col.key]?.erro).toBeUndefined();
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
