// Draws HISCON-like PDFs with pdf-lib for the tests (DESIGN §8.13, §8b.40; no real extrato may
// enter the repository): landscape pages, or portrait pages with /Rotate 90; the beneficiary
// header; the loan and card sections with their column headers; cells wrapped to their column
// ("R$491," / "18", "Encerrad" / "o"); the fragments of a row drawn in a shuffled order.
import { type PDFFont, PDFDocument, type PDFPage, StandardFonts, degrees } from "pdf-lib";
import {
  HISCON_TITLE,
  type HisconSection,
  LOANS_TITLE,
  SECTION_TITLES,
  columnsOf,
} from "../hiscon-layout";

export type HisconRowText = Record<string, string>;
export interface HisconDrawing {
  beneficiario?: { nome: string; beneficio: string };
  secoes: { secao: HisconSection; linhas: HisconRowText[] }[];
  /** 0-based pages stored as portrait pages with /Rotate 90. */
  rotacionadas?: number[];
  /** Seed of the order in which a row's fragments are drawn. */
  semente?: number;
}

const SIZE = 6;
const LEAD = 7.5;
const PAD = 2;
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 20;
const BOTTOM = 50;

/** Column widths (points): narrow enough that SITUAÇÃO, PARCELA and DATA INCLUSÃO wrap. */
export const COLUMN_WIDTHS: Record<string, number> = {
  contrato: 52,
  banco: 64,
  situacao: 30,
  origem: 56,
  dataInclusao: 30,
  inicioDesconto: 36,
  fimDesconto: 36,
  qtdeParcelas: 32,
  parcela: 28,
  emprestado: 46,
  liberado: 46,
  iof: 36,
  cetMensal: 30,
  cetAnual: 32,
  taxaMensal: 30,
  taxaAnual: 32,
  valorPago: 46,
  primeiroDesconto: 36,
  limite: 52,
  reservado: 46,
};

/** Greedy wrap: words that fit share a line; a word wider than the column is cut, after its last
 * "," "." "/" or "-" that fits if there is one ("R$491," / "18"), else where it fills the line. */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = "";
  for (let word of text.split(" ").filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    while (measure(word) > width && word.length > 1) {
      let n = 1;
      while (n < word.length && measure(word.slice(0, n + 1)) <= width) n++;
      const punct = Math.max(...[",", ".", "/", "-"].map((p) => word.slice(0, n).lastIndexOf(p)));
      const cut = punct >= 0 && punct + 1 < word.length ? punct + 1 : n;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    current = word;
  }
  if (current) lines.push(current);
  return lines;
}

interface Op {
  text: string;
  x: number;
  y: number;
  bold?: boolean;
}

function shuffle<T>(items: T[], seed: number): T[] {
  let s = seed >>> 0 || 1;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

class Canvas {
  pages: Op[][] = [];
  y = 0;
  constructor(private readonly onNewPage: (c: Canvas) => void) {}
  newPage() {
    this.pages.push([]);
    this.y = HEIGHT - 30;
    this.onNewPage(this);
  }
  add(ops: Op[]) {
    this.pages[this.pages.length - 1]?.push(...ops);
  }
}

export async function drawHiscon(drawing: HisconDrawing): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const measureWith = (f: PDFFont) => (s: string) => f.widthOfTextAtSize(s, SIZE);
  let seed = drawing.semente ?? 7;
  let header: HisconSection | null = null;

  const drawHeader = (c: Canvas, section: HisconSection) => {
    let x = MARGIN;
    let lines = 1;
    for (const col of columnsOf(section)) {
      const w = COLUMN_WIDTHS[col.key] ?? 40;
      const parts = wrap(col.header, w - 2 * PAD, measureWith(bold));
      c.add(parts.map((text, k) => ({ text, x: x + PAD, y: c.y - k * LEAD, bold: true })));
      lines = Math.max(lines, parts.length);
      x += w;
    }
    c.y -= lines * LEAD + 4;
  };
  const canvas = new Canvas((c) => {
    c.add([{ text: HISCON_TITLE, x: MARGIN, y: c.y, bold: true }]);
    c.add([{ text: `Página ${c.pages.length}`, x: WIDTH / 2, y: 25 }]);
    c.y -= 2 * LEAD;
    if (header) drawHeader(c, header);
  });
  canvas.newPage();
  if (drawing.beneficiario) {
    canvas.add([
      { text: `Nome do Beneficiário: ${drawing.beneficiario.nome}`, x: MARGIN, y: canvas.y },
      { text: `Nº Benefício: ${drawing.beneficiario.beneficio}`, x: 400, y: canvas.y },
    ]);
    canvas.y -= 2 * LEAD;
  }
  let loansTitled = false;
  for (const { secao, linhas } of drawing.secoes) {
    header = null;
    if (canvas.y < BOTTOM + 6 * LEAD) canvas.newPage();
    if ((secao === "ativos" || secao === "encerrados") && !loansTitled) {
      canvas.add([{ text: LOANS_TITLE, x: MARGIN, y: canvas.y, bold: true }]);
      canvas.y -= 2 * LEAD;
      loansTitled = true;
    }
    canvas.add([{ text: SECTION_TITLES[secao], x: MARGIN, y: canvas.y, bold: true }]);
    canvas.y -= 2 * LEAD;
    drawHeader(canvas, secao);
    header = secao;
    for (const row of linhas) {
      const cells = columnsOf(secao).map((col) =>
        wrap(row[col.key] ?? "", (COLUMN_WIDTHS[col.key] ?? 40) - 2 * PAD, measureWith(font)),
      );
      const height = Math.max(1, ...cells.map((c) => c.length)) * LEAD + 4;
      if (canvas.y - height < BOTTOM) canvas.newPage();
      const ops: Op[] = [];
      let x = MARGIN;
      columnsOf(secao).forEach((col, i) => {
        (cells[i] ?? []).forEach((text, k) => {
          ops.push({ text, x: x + PAD, y: canvas.y - k * LEAD });
        });
        x += COLUMN_WIDTHS[col.key] ?? 40;
      });
      seed += 1;
      canvas.add(shuffle(ops, seed * 2654435761));
      canvas.y -= height;
    }
    canvas.y -= LEAD;
  }
  canvas.add([
    { text: "*Contratos que comprometem a margem consignável.", x: MARGIN, y: canvas.y - 3 * LEAD },
  ]);
  canvas.pages.forEach((ops, index) => {
    const rotated = drawing.rotacionadas?.includes(index) ?? false;
    const page: PDFPage = pdf.addPage(rotated ? [HEIGHT, WIDTH] : [WIDTH, HEIGHT]);
    if (rotated) page.setRotation(degrees(90));
    for (const op of ops) {
      const f = op.bold ? bold : font;
      // Shown turned 90° clockwise: the upright point (X, Y) is stored at (HEIGHT − Y, X), and
      // the text runs up the stored page.
      if (rotated) {
        page.drawText(op.text, {
          x: HEIGHT - op.y,
          y: op.x,
          size: SIZE,
          font: f,
          rotate: degrees(90),
        });
      } else {
        page.drawText(op.text, { x: op.x, y: op.y, size: SIZE, font: f });
      }
    }
  });
  return pdf.save();
}
