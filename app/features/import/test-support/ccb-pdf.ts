// Draws CCB-like contract PDFs for the tests: lines of "label: value", or labels over values.
import { PDFDocument, StandardFonts } from "pdf-lib";

export interface CcbLine {
  text: string;
  x?: number;
}

export async function drawCcb(lines: (string | CcbLine[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    const parts = typeof line === "string" ? [{ text: line, x: 40 }] : line;
    for (const part of parts) page.drawText(part.text, { x: part.x ?? 40, y, size: 9, font });
    y -= 14;
  }
  return pdf.save();
}
