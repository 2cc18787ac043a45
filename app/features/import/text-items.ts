// pdf.js hands over text items with a transform in PDF user space (y up, before the page's
// /Rotate). The import reads tables from coordinates, so every item is first placed upright with
// the page's viewport transform (DESIGN §8b.40: landscape pages stored as portrait + /Rotate 90),
// then items are grouped into lines by their baseline. Pure: no pdf.js import, no DOM.

/** The fields of a pdf.js TextItem the import uses (marked-content items carry no `str`). */
export interface PdfTextItem {
  str: string;
  transform: readonly number[];
  width: number;
  height?: number;
}

/** One page as pdf.js gives it: its items and `page.getViewport({ scale: 1 }).transform`. */
export interface PdfPageText {
  items: readonly PdfTextItem[];
  viewportTransform: readonly number[];
}

/** A text fragment placed on the upright page: left edge, right edge, baseline (y grows down). */
export interface PlacedText {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
}

export interface TextLine {
  y: number;
  items: PlacedText[];
  text: string;
}

function apply(m: readonly number[], x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  return [a * x + c * y + e, b * x + d * y + f];
}

export function placeItems(page: PdfPageText): PlacedText[] {
  const placed: PlacedText[] = [];
  for (const item of page.items) {
    if (typeof item.str !== "string" || item.str.trim() === "") continue;
    const t = item.transform;
    const [x, y] = apply(page.viewportTransform, t[4] ?? 0, t[5] ?? 0);
    // The font size is the length of the text matrix's vertical vector, whatever the rotation.
    const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 10;
    placed.push({ text: item.str, x0: x, x1: x + item.width, y, size });
  }
  return placed;
}

/** Items whose baselines lie within a third of the font size share a line, sorted left to right. */
export function groupLines(items: readonly PlacedText[]): TextLine[] {
  const sorted = [...items].sort((p, q) => p.y - q.y || p.x0 - q.x0);
  const lines: TextLine[] = [];
  for (const item of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(item.y - last.y) <= item.size / 3) last.items.push(item);
    else lines.push({ y: item.y, items: [item], text: "" });
  }
  for (const line of lines) {
    line.items.sort((p, q) => p.x0 - q.x0);
    line.text = line.items
      .map((i) => i.text.trim())
      .join(" ")
      .replace(/\s+/g, " ");
  }
  return lines;
}

/** Upper-case, accents kept, spaces collapsed: how titles and headers are compared. */
export function normalizeLabel(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLocaleUpperCase("pt-BR");
}
