// A HISCON cell's printed text → the value the analysis needs (DESIGN §8.13, §8b.40): money as
// "R$15.000,00", rates as "1,66" or "1,66%", DATA INCLUSÃO as dd/mm/aa or dd/mm/aaaa, discounts as
// mm/aaaa. A cell that does not read is kept as text with a pt-BR reason, for the review table.
import { isIsoDate } from "~/domain/business-days";
import { type MonthId, monthId } from "~/domain/months";
import { parseBrNumber } from "~/domain/numbers";
import { type HisconColumn, ORIGENS, SITUACOES } from "./hiscon-layout";

export type CellValue = number | string | null;
export interface ReadCell {
  valor: CellValue;
  erro?: string;
}

const compact = (s: string) => s.replace(/\s+/g, "").toLocaleLowerCase("pt-BR");

/** A wrapped word comes back with a space in it ("Encerrad o"): match the known words without it. */
function vocabulary(text: string, words: readonly string[]): string {
  const c = compact(text);
  return words.find((w) => compact(w) === c) ?? text;
}

export function canonicalText(column: HisconColumn, text: string): string {
  if (column.key === "situacao") return vocabulary(text, SITUACOES);
  if (column.key === "origem") return vocabulary(text, ORIGENS);
  return text;
}

/** dd/mm/aa (as printed in real extratos) or dd/mm/aaaa → ISO date; two-digit years are 20aa. */
export function readInclusionDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return null;
  const year = m[3]?.length === 2 ? `20${m[3]}` : m[3];
  const iso = `${year}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** mm/aaaa → month id. */
export function readMonth(text: string): MonthId | null {
  const m = /^(\d{2})\/(\d{4})$/.exec(text.trim());
  const month = Number(m?.[1]);
  if (!m || month < 1 || month > 12) return null;
  return monthId(Number(m[2]), month);
}

export function readCell(column: HisconColumn, text: string): ReadCell {
  const t = text.trim();
  if (t === "" || t === "-" || t === "--") return { valor: null };
  switch (column.kind) {
    case "texto":
      return { valor: canonicalText(column, t) };
    case "data": {
      const d = readInclusionDate(t);
      return d ? { valor: d } : { valor: null, erro: "Data não reconhecida (dd/mm/aaaa)." };
    }
    case "mes": {
      const m = readMonth(t);
      return m ? { valor: m } : { valor: null, erro: "Mês não reconhecido (mm/aaaa)." };
    }
    case "taxa": {
      const r = parseBrNumber(t.replace(/%$/, ""), "taxa");
      return r.ok ? { valor: r.value } : { valor: null, erro: r.erro };
    }
    case "dinheiro": {
      const r = parseBrNumber(t, "dinheiro");
      return r.ok ? { valor: r.value } : { valor: null, erro: r.erro };
    }
    case "inteiro": {
      const r = parseBrNumber(t, "inteiro");
      return r.ok ? { valor: r.value } : { valor: null, erro: r.erro };
    }
  }
}
