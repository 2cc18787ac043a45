// A small text layout on top of pdf-lib (which only draws at coordinates): word-wrapped
// paragraphs, headings, bullet lists and table rows that flow onto new A4 pages, and a footer
// with the page number. Standard Helvetica (WinAnsi) covers Portuguese accents and "—".
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const BRAND = rgb(0.118, 0.227, 0.541); // #1E3A8A, the deep blue of the theme
const TEXT = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

export interface PdfWriter {
  doc: PDFDocument;
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; muted?: boolean }): void;
  bullets(items: readonly string[]): void;
  /** One table row; `widths` are fractions of the text width, `header` rows are bold and repeat. */
  row(
    cells: readonly string[],
    widths: readonly number[],
    options?: { header?: boolean; shade?: boolean },
  ): void;
  /** Ends the current table: its header row no longer repeats on new pages. */
  endTable(): void;
  /** Forces the next row/paragraph onto a new page when less than `points` remain. */
  keepSpace(points: number): void;
  /** `date`: when the content was made (PDF metadata), so equal content gives equal bytes. */
  finish(footer: string, date: Date): Promise<Uint8Array>;
}

export async function createPdfWriter(meta: {
  title: string;
  subject: string;
}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor("RevisaFácil");
  doc.setCreator("RevisaFácil");
  doc.setLanguage("pt-BR");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  let headerRow: { cells: readonly string[]; widths: readonly number[] } | null = null;

  function newPage() {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    if (headerRow) drawRow(headerRow.cells, headerRow.widths, true, false);
  }

  function ensure(points: number) {
    if (y - points < MARGIN + 24) newPage();
  }

  function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  function lines(
    text: string,
    font: PDFFont,
    size: number,
    color = TEXT,
    indent = 0,
    gapAfter = 6,
  ) {
    const leading = size * 1.45;
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(leading);
      y -= leading;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= gapAfter;
  }

  function drawRow(
    cells: readonly string[],
    widths: readonly number[],
    header: boolean,
    shade: boolean,
  ) {
    const size = 8.5;
    const height = 15;
    ensure(height);
    if (header || shade) {
      page.drawRectangle({
        x: MARGIN,
        y: y - height,
        width,
        height,
        color: header ? rgb(0.91, 0.93, 0.98) : rgb(0.97, 0.97, 0.98),
      });
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = (widths[i] ?? 0) * width;
      const font = header ? bold : regular;
      // Numbers align right, the first column left.
      const textWidth = font.widthOfTextAtSize(cell, size);
      const tx = i === 0 ? x + 4 : x + w - 4 - textWidth;
      page.drawText(cell, { x: tx, y: y - height + 4.5, size, font, color: TEXT });
      x += w;
    });
    y -= height;
  }

  return {
    doc,
    title(text, subtitle) {
      lines(text, bold, 20, BRAND, 0, 4);
      if (subtitle) lines(subtitle, regular, 11, MUTED, 0, 10);
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness: 1,
        color: BRAND,
      });
      y -= 14;
    },
    heading(text) {
      ensure(60); // never leave a heading alone at the foot of a page
      y -= 6;
      lines(text, bold, 13, BRAND, 0, 2);
    },
    paragraph(text, options = {}) {
      lines(text, regular, options.size ?? 10.5, options.muted ? MUTED : TEXT);
    },
    bullets(items) {
      for (const item of items) {
        const size = 10.5;
        ensure(size * 1.45);
        page.drawText("•", { x: MARGIN + 4, y: y - size * 1.45, size, font: bold, color: BRAND });
        lines(item, regular, size, TEXT, 16, 2);
      }
      y -= 4;
    },
    row(cells, widths, options = {}) {
      if (options.header) headerRow = { cells, widths };
      drawRow(cells, widths, Boolean(options.header), Boolean(options.shade));
    },
    endTable() {
      headerRow = null;
    },
    keepSpace(points) {
      ensure(points);
    },
    async finish(footer, date) {
      const pages = doc.getPages();
      pages.forEach((p, i) => {
        const text = `${footer} — página ${i + 1} de ${pages.length}`;
        p.drawText(text, { x: MARGIN, y: MARGIN - 24, size: 8, font: regular, color: MUTED });
      });
      doc.setCreationDate(date);
      doc.setModificationDate(date);
      return doc.save();
    },
  };
}
