// The articles are written in a small subset of Markdown (editorial/blog/artigos/*.md): "## " and
// "### " headings, paragraphs, "- " and "1. " lists and "> " notes; inline **bold** and
// [links](/path) are rendered by RichText. Anything else is plain paragraph text, so a stray
// character can never break a page or inject markup.
export type ArticleBlock =
  | { type: "h2" | "h3"; text: string; id: string }
  | { type: "p" | "note"; text: string }
  | { type: "ul" | "ol"; items: string[] };

const UL = /^[-*]\s+/;
const OL = /^\d+\.\s+/;

/** A heading's anchor: lower case, no accents, words joined by "-". */
export function headingId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function parseArticle(markdown: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = markdown.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const first = lines[0];
    if (!first) continue;
    if (first.startsWith("### ") || first.startsWith("## ")) {
      const level = first.startsWith("### ") ? "h3" : "h2";
      const text = first.replace(/^#+\s+/, "");
      blocks.push({ type: level, text, id: headingId(text) });
      // A paragraph written right under a heading, without a blank line.
      if (lines.length > 1) blocks.push({ type: "p", text: lines.slice(1).join(" ") });
    } else if (lines.every((l) => UL.test(l))) {
      blocks.push({ type: "ul", items: lines.map((l) => l.replace(UL, "")) });
    } else if (lines.every((l) => OL.test(l))) {
      blocks.push({ type: "ol", items: lines.map((l) => l.replace(OL, "")) });
    } else if (lines.every((l) => l.startsWith(">"))) {
      blocks.push({ type: "note", text: lines.map((l) => l.replace(/^>\s?/, "")).join(" ") });
    } else {
      blocks.push({ type: "p", text: lines.join(" ") });
    }
  }
  return blocks;
}

/** Words of running text, for the read time (about 200 words a minute). */
export function countWords(markdown: string): number {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readTimeLabel(markdown: string): string {
  return `${Math.max(1, Math.round(countWords(markdown) / 200))} min`;
}
