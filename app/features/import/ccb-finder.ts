// The contract PDF (Cédula de Crédito Bancário): its labelled values, found line by line in the
// text layer (issue #22 item 5). Each value keeps the line it came from, for the consumer to
// confirm. Pure: takes pdf.js text items like the HISCON parser.
import { isIsoDate } from "~/domain/business-days";
import { parseBrNumber } from "~/domain/numbers";
import { type PdfPageText, type TextLine, groupLines, placeItems } from "./text-items";

type Kind = "dinheiro" | "taxa" | "inteiro" | "data";
interface Label {
  campo: string;
  rotulo: RegExp;
  kind: Kind;
}

/** In order: the first label that matches a line's text claims it (total before plain financed). */
const LABELS: readonly Label[] = [
  { campo: "valorFinanciado", rotulo: /(valor|total)\s+(total\s+)?financiado/i, kind: "dinheiro" },
  { campo: "valorLiberado", rotulo: /valor\s+(l[ií]quido\s+)?liberado/i, kind: "dinheiro" },
  {
    campo: "numeroParcelas",
    rotulo: /(quantidade|n[úu]mero|n[º°o]\.?|qtde\.?)\s*de\s+parcelas/i,
    kind: "inteiro",
  },
  { campo: "parcela", rotulo: /valor\s+da[s]?\s+parcela[s]?/i, kind: "dinheiro" },
  {
    campo: "taxaMensal",
    rotulo: /taxa\s+de\s+juros\s*(mensal|\(?a\.?\s?m\.?\)?|ao\s+m[eê]s)/i,
    kind: "taxa",
  },
  {
    campo: "taxaAnual",
    rotulo: /taxa\s+de\s+juros\s*(anual|\(?a\.?\s?a\.?\)?|ao\s+ano)/i,
    kind: "taxa",
  },
  {
    campo: "cetMensal",
    rotulo: /(CET|custo\s+efetivo\s+total)\s*(mensal|\(?a\.?\s?m\.?\)?|ao\s+m[eê]s)/i,
    kind: "taxa",
  },
  {
    campo: "cetAnual",
    rotulo: /(CET|custo\s+efetivo\s+total)\s*(anual|\(?a\.?\s?a\.?\)?|ao\s+ano)/i,
    kind: "taxa",
  },
  { campo: "dataEmissao", rotulo: /data\s+(de\s+|da\s+)?emiss[ãa]o/i, kind: "data" },
  { campo: "tarifas", rotulo: /tarifa[s]?(\s+de\s+cadastro)?/i, kind: "dinheiro" },
  { campo: "seguro", rotulo: /seguro(\s+prestamista)?/i, kind: "dinheiro" },
  { campo: "iof", rotulo: /\bIOF\b/i, kind: "dinheiro" },
];

const TOKENS: Record<Kind, RegExp> = {
  dinheiro: /(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)/,
  taxa: /\d{1,3},\d{1,6}(?!\d)/,
  inteiro: /(?<![\d.,/])\d{1,3}(?![\d.,/])/,
  data: /\d{2}\/\d{2}\/\d{4}/,
};

export interface CcbValue {
  campo: string;
  valor: number | string;
  /** The value as printed and the whole line it was read from. */
  texto: string;
  linha: string;
  pagina: number;
}

function readToken(kind: Kind, token: string): number | string | null {
  if (kind === "data") {
    const [d, m, y] = token.split("/");
    const iso = `${y}-${m}-${d}`;
    return isIsoDate(iso) ? iso : null;
  }
  const r = parseBrNumber(token.replace(/^R\$\s*/, ""), kind === "dinheiro" ? "dinheiro" : kind);
  return r.ok ? r.value : null;
}

/** The left edge of the fragment holding character `offset` of the line's text. */
function xAt(line: TextLine, offset: number): number {
  let start = 0;
  for (const item of line.items) {
    start += item.text.trim().length + 1;
    if (offset < start) return item.x0;
  }
  return line.items[line.items.length - 1]?.x0 ?? 0;
}

/** On the line below a label, the text printed under it (the fragment nearest its left edge). */
function below(line: TextLine | undefined, x: number): string {
  if (!line) return "";
  const under = [...line.items].sort((p, q) => Math.abs(p.x0 - x) - Math.abs(q.x0 - x))[0];
  return under?.text.trim() ?? "";
}

/** The first value of the label's kind after the label on its line, else the one printed under it. */
export function findCcbValues(pages: readonly PdfPageText[]): CcbValue[] {
  const found = new Map<string, CcbValue>();
  pages.forEach((page, index) => {
    const lines = groupLines(placeItems(page));
    lines.forEach((line, i) => {
      let offset = 0;
      while (offset < line.text.length) {
        const rest = line.text.slice(offset);
        const hits = LABELS.filter((l) => !found.has(l.campo))
          .map((label) => ({ label, m: label.rotulo.exec(rest) }))
          .filter((h) => h.m !== null)
          .sort((a, b) => (a.m?.index ?? 0) - (b.m?.index ?? 0));
        const hit = hits[0];
        if (!hit?.m) break;
        const token = TOKENS[hit.label.kind];
        const after = rest.slice(hit.m.index + hit.m[0].length);
        const inLine = token.exec(after)?.[0];
        const under = inLine ? "" : below(lines[i + 1], xAt(line, offset + hit.m.index));
        const text = inLine ?? token.exec(under)?.[0];
        const valor = text ? readToken(hit.label.kind, text) : null;
        if (text && valor !== null) {
          found.set(hit.label.campo, {
            campo: hit.label.campo,
            valor,
            texto: text,
            linha: inLine ? line.text : (lines[i + 1]?.text ?? ""),
            pagina: index + 1,
          });
        }
        offset += hit.m.index + hit.m[0].length;
      }
    });
  });
  return LABELS.flatMap((l) => found.get(l.campo) ?? []);
}
