import { describe, expect, it } from "vitest";
import { countWords, headingId, parseArticle, readTimeLabel } from "./article-blocks";

describe("parseArticle", () => {
  it("reads headings, paragraphs, lists and notes", () => {
    const blocks = parseArticle(
      [
        "Primeiro parágrafo,",
        "em duas linhas.",
        "",
        "## Seus direitos na contratação",
        "",
        "- um item",
        "- outro **item**",
        "",
        "1. passo um",
        "2. passo dois",
        "",
        "### Atenção",
        "Texto logo abaixo.",
        "",
        "> Uma observação",
        "> em duas linhas.",
      ].join("\n"),
    );
    expect(blocks).toEqual([
      { type: "p", text: "Primeiro parágrafo, em duas linhas." },
      { type: "h2", text: "Seus direitos na contratação", id: "seus-direitos-na-contratacao" },
      { type: "ul", items: ["um item", "outro **item**"] },
      { type: "ol", items: ["passo um", "passo dois"] },
      { type: "h3", text: "Atenção", id: "atencao" },
      { type: "p", text: "Texto logo abaixo." },
      { type: "note", text: "Uma observação em duas linhas." },
    ]);
  });

  it("keeps markup-looking text as plain paragraph text", () => {
    expect(parseArticle("<script>alert(1)</script>\n- mistura\ncom texto")).toEqual([
      { type: "p", text: "<script>alert(1)</script> - mistura com texto" },
    ]);
  });
});

describe("read time", () => {
  it("counts words, not markup, and rounds to minutes", () => {
    expect(countWords("## Título aqui\n\n- um [link](/blog) e **negrito** — 1,5 vez")).toBe(8);
    expect(headingId("Súmula 382 do STJ: o que diz?")).toBe("sumula-382-do-stj-o-que-diz");
    expect(readTimeLabel("palavra ".repeat(650))).toBe("3 min");
    expect(readTimeLabel("curto")).toBe("1 min");
  });
});
