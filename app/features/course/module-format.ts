// A course module as written in editorial/curso/modulos/NN-slug.md: "# Título", a blank line,
// "> Resumo em uma frase.", then "##" sections in the articles' Markdown subset (paragraphs,
// lists, **bold**, links), the last one exactly "## Fontes" with "- [Texto](https://url)" lines.
// The body goes through the blog's parser and renderer; nothing here emits markup.
import { type ArticleBlock, parseArticle } from "~/features/blog/article-blocks";

export interface CourseSource {
  text: string;
  url: string;
}

export interface CourseModule {
  /** 1, 2, … from the file name's NN. */
  number: number;
  /** The URL segment: the file name without NN- and .md. */
  slug: string;
  title: string;
  summary: string;
  blocks: ArticleBlock[];
  sources: CourseSource[];
}

export const MODULE_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const SOURCE = /^-\s+\[([^\]]+)\]\((https:\/\/[^)\s]+)\)\s*$/;

export class ModuleFormatError extends Error {}

/** Parses one module file; throws ModuleFormatError naming the file and what is wrong. */
export function parseCourseModule(fileName: string, markdown: string): CourseModule {
  const fail = (why: string) => new ModuleFormatError(`${fileName}: ${why}`);
  const name = MODULE_FILE.exec(fileName);
  if (!name) throw fail('o nome deve ser "NN-slug.md" (ex.: 01-margem-consignavel.md)');
  const lines = markdown
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const title = /^#\s+(.+)$/.exec(lines[0]?.trim() ?? "")?.[1]?.trim();
  if (!title) throw fail('a primeira linha deve ser "# Título do módulo"');
  let i = 1;
  while (i < lines.length && !lines[i]?.trim()) i++;
  const summary = /^>\s*(.+)$/.exec(lines[i]?.trim() ?? "")?.[1]?.trim();
  if (!summary) throw fail('depois do título vem uma linha "> Resumo em uma frase."');
  const rest = lines.slice(i + 1);

  const sections = rest.map((l) => l.trim()).filter((l) => /^##\s/.test(l));
  if (sections.length === 0) throw fail('falta pelo menos uma seção "##"');
  if (sections.at(-1) !== "## Fontes") throw fail('a última seção deve ser exatamente "## Fontes"');
  const fontesAt = rest.findLastIndex((l) => l.trim() === "## Fontes");
  const body = rest.slice(0, fontesAt).join("\n");
  const sourceLines = rest
    .slice(fontesAt + 1)
    .map((l) => l.trim())
    .filter(Boolean);
  const sources = sourceLines.map((line) => {
    const m = SOURCE.exec(line);
    if (!m?.[1] || !m[2]) throw fail(`fonte fora do formato "- [Texto](https://url)": ${line}`);
    return { text: m[1], url: m[2] };
  });
  if (sources.length === 0) throw fail('"## Fontes" sem nenhuma fonte');

  const blocks = parseArticle(body);
  if (!blocks.some((b) => b.type !== "h2" && b.type !== "h3")) throw fail("módulo sem texto");
  return {
    number: Number(name[1]),
    slug: name[2] ?? "",
    title,
    summary,
    blocks,
    sources,
  };
}
