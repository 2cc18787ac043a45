// Reads the HISCON's tables from where pdf.js placed each text fragment (DESIGN §8.13, §8b.40),
// never from reading order: the fragments of one row come in any order and cells wrap onto two
// lines ("R$491," / "18", "Encerrad" / "o"). Column anchors come from the header row; a line with
// a contract number in the CONTRATO column opens a row and the lines below it, until the next,
// are its wrapped parts. Pure: takes pdf.js text items, returns the contracts with the printed
// text of every cell beside the value read from it (the review table shows both).
import { type ReadCell, readCell } from "./hiscon-cells";
import {
  HISCON_TITLE,
  type HisconColumn,
  type HisconSection,
  LOANS_TITLE,
  SECTION_TITLES,
  columnsOf,
} from "./hiscon-layout";
import {
  type PdfPageText,
  type PlacedText,
  type TextLine,
  groupLines,
  normalizeLabel,
  placeItems,
} from "./text-items";

export interface HisconCell extends ReadCell {
  /** The cell's fragments as printed, joined: what the review table shows as the source. */
  texto: string;
}

export interface HisconContract {
  secao: HisconSection;
  pagina: number;
  campos: Record<string, HisconCell>;
}

export type HisconParse =
  | { ok: true; contratos: HisconContract[] }
  | { ok: false; reason: "sem_texto" | "nao_hiscon" };

interface Anchor {
  column: HisconColumn | null;
  left: number;
  right: number;
}

const squash = (s: string) => normalizeLabel(s).replace(/[\s*]/g, "");

function sectionOf(line: TextLine): HisconSection | null {
  const text = squash(line.text);
  for (const [section, title] of Object.entries(SECTION_TITLES)) {
    if (text.startsWith(squash(title))) return section as HisconSection;
  }
  return null;
}

function isHeaderStart(line: TextLine): boolean {
  const words = line.items.map((i) => squash(i.text));
  return !/\d/.test(line.text) && words.includes("CONTRATO") && words.includes("BANCO");
}

/** Header fragments that overlap horizontally belong to one column ("TAXA JUROS" / "MENSAL"). */
function headerAnchors(items: PlacedText[], section: HisconSection): Anchor[] {
  const clusters: PlacedText[][] = [];
  for (const item of [...items].sort((p, q) => p.x0 - q.x0)) {
    const last = clusters[clusters.length - 1];
    const right = last ? Math.max(...last.map((i) => i.x1)) : Number.NEGATIVE_INFINITY;
    if (last && item.x0 < right - 0.5) last.push(item);
    else clusters.push([item]);
  }
  const known = columnsOf(section);
  return clusters.map((cluster) => {
    const label = squash(
      [...cluster]
        .sort((p, q) => p.y - q.y || p.x0 - q.x0)
        .map((i) => i.text)
        .join(""),
    );
    return {
      column: known.find((c) => squash(c.header) === label) ?? null,
      left: Math.min(...cluster.map((i) => i.x0)),
      right: Math.max(...cluster.map((i) => i.x1)),
    };
  });
}

/** The column whose span (header to header, split midway in the gaps) holds the item's centre. */
function columnIndex(anchors: Anchor[], item: PlacedText): number {
  const centre = (item.x0 + item.x1) / 2;
  for (let i = 0; i < anchors.length - 1; i++) {
    const here = anchors[i] as Anchor;
    const next = anchors[i + 1] as Anchor;
    if (centre < (here.right + next.left) / 2) return i;
  }
  return anchors.length - 1;
}

interface Fragment {
  item: PlacedText;
  line: number;
}

/**
 * Joins a cell's fragments. Numbers and dates never hold a space. In words, a line that ends with
 * a single word filling the column up to the next header was cut inside the word ("Encerrad" /
 * "o"); otherwise the line broke at a space.
 */
function joinCell(fragments: Fragment[], column: HisconColumn, limit: number): string {
  const lines: PlacedText[][] = [];
  for (const f of fragments) {
    const last = lines[lines.length - 1];
    if (last && fragments[fragments.indexOf(f) - 1]?.line === f.line) last.push(f.item);
    else lines.push([f.item]);
  }
  let text = "";
  let prevEnd: PlacedText | null = null;
  let prevSingleWord = false;
  for (const line of lines) {
    line.sort((p, q) => p.x0 - q.x0);
    const lineText = line.reduce((acc, item, i) => {
      const before = line[i - 1];
      const gap = before ? item.x0 - before.x1 : 0;
      return acc + (before && gap > item.size * 0.15 ? " " : "") + item.text.trim();
    }, "");
    if (prevEnd) {
      const numeric = column.kind !== "texto";
      const charWidth = prevEnd.size * 0.6;
      const cutInWord = prevSingleWord && prevEnd.x1 + charWidth > limit - prevEnd.size;
      text += numeric || cutInWord ? "" : " ";
    }
    text += lineText;
    prevEnd = line[line.length - 1] as PlacedText;
    prevSingleWord = !/\s/.test(lineText);
  }
  return text;
}

interface OpenRow {
  pagina: number;
  secao: HisconSection;
  anchors: Anchor[];
  fragments: Fragment[][];
  lastY: number;
  lastPage: number;
}

function closeRow(row: OpenRow): HisconContract | null {
  const campos: Record<string, HisconCell> = {};
  row.anchors.forEach((anchor, i) => {
    if (!anchor.column) return;
    const next = row.anchors[i + 1];
    const limit = next ? next.left : Number.POSITIVE_INFINITY;
    const texto = joinCell(row.fragments[i] ?? [], anchor.column, limit);
    campos[anchor.column.key] = { texto, ...readCell(anchor.column, texto) };
  });
  if (!/\d/.test(campos.contrato?.texto ?? "") || !campos.banco?.texto) return null;
  return { secao: row.secao, pagina: row.pagina, campos };
}

export function parseHiscon(pages: readonly PdfPageText[]): HisconParse {
  const pageLines = pages.map((p) => groupLines(placeItems(p)));
  if (pageLines.every((lines) => lines.length === 0)) return { ok: false, reason: "sem_texto" };
  const all = normalizeLabel(pageLines.flatMap((lines) => lines.map((l) => l.text)).join(" "));
  if (!all.includes(HISCON_TITLE) && !all.includes(LOANS_TITLE)) {
    return { ok: false, reason: "nao_hiscon" };
  }
  const contratos: HisconContract[] = [];
  let section: HisconSection | null = null;
  let anchors: Anchor[] | null = null;
  let row: OpenRow | null = null;
  const finish = () => {
    const done = row && closeRow(row);
    if (done) contratos.push(done);
    row = null;
  };
  pageLines.forEach((lines, pageIndex) => {
    finish();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as TextLine;
      const titled = sectionOf(line);
      if (titled) {
        finish();
        section = titled;
        anchors = null;
        continue;
      }
      if (section && isHeaderStart(line)) {
        finish();
        const header = [...line.items];
        // Header labels wrap too ("QTDE" / "PARCELAS"): take the digit-free lines just below.
        while (i + 1 < lines.length) {
          const next = lines[i + 1] as TextLine;
          const prevY = (lines[i] as TextLine).y;
          if (/\d/.test(next.text) || next.y - prevY > 2 * (next.items[0]?.size ?? 6)) break;
          if (sectionOf(next)) break;
          header.push(...next.items);
          i++;
        }
        anchors = headerAnchors(header, section);
        continue;
      }
      if (!section || !anchors) continue;
      const cols = line.items.map((item) => columnIndex(anchors as Anchor[], item));
      const opensRow = line.items.some((item, k) => cols[k] === 0 && /\d/.test(item.text));
      if (opensRow) {
        finish();
        row = {
          pagina: pageIndex + 1,
          secao: section,
          anchors,
          fragments: anchors.map(() => []),
          lastY: line.y,
          lastPage: pageIndex,
        };
      } else if (!row || line.y - row.lastY > 2.5 * (line.items[0]?.size ?? 6)) {
        // Far below the row (a footnote, the page's foot): the row is over.
        finish();
        continue;
      }
      const open = row as OpenRow;
      line.items.forEach((item, k) => {
        open.fragments[cols[k] as number]?.push({ item, line: i });
      });
      open.lastY = line.y;
    }
  });
  finish();
  return { ok: true, contratos };
}
