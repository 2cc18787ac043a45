// The course modules (editorial/curso/modulos, issue 24 item 2) keep the format the course area
// reads (editorial/curso/README.md): title, one-line summary, at least three "##" sections in plain
// Markdown, a closing "## Fontes" of https links only, 700–1400 words, no placeholder text.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve("editorial/curso/modulos");
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".md"))
  .sort();
const LINK = /\[([^\]\n]+)\]\((https:\/\/[^)\s]+)\)/g;
const SOURCE = /^- \[[^\]\n]+\]\(https:\/\/[^)\s]+\)$/;

function words(markdown: string): number {
  return markdown
    .replace(LINK, "$1")
    .replace(/[#>*_-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

describe("course modules", () => {
  it("are at least six, numbered 01… in order without gaps", () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    files.forEach((file, i) => {
      expect(file).toMatch(/^\d{2}-[a-z0-9]+(-[a-z0-9]+)*\.md$/);
      expect(file.slice(0, 2)).toBe(String(i + 1).padStart(2, "0"));
    });
  });

  describe.each(files)("%s", (file) => {
    const text = readFileSync(path.join(DIR, file), "utf8");
    const lines = text.replace(/\n+$/, "").split("\n");
    const headings = lines.filter((l) => l.startsWith("#"));

    it("opens with the title, a blank line and a one-line summary", () => {
      expect(lines[0]).toMatch(/^# \S.{5,}$/);
      expect(lines[1]).toBe("");
      expect(lines[2]).toMatch(/^> \S.{20,}[.!?]$/);
      expect(lines[3]).toBe("");
      // One title, one summary line.
      expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith(">"))).toHaveLength(1);
    });

    it("has at least three ## sections of plain Markdown and ends with ## Fontes", () => {
      expect(
        headings.slice(1).every((h) => /^## \S/.test(h)),
        headings.join(" | "),
      ).toBe(true);
      expect(headings.length - 1).toBeGreaterThanOrEqual(4); // ≥ 3 sections + Fontes
      expect(headings.at(-1)).toBe("## Fontes");
      for (const line of lines) {
        expect(line, line).not.toMatch(/^\s*(\d+[.)]\s|\||<|!\[|```|\* |\+ )/);
        expect(line, line).not.toMatch(/^\s+\S/);
      }
    });

    it("lists at least two https sources, and only sources, under ## Fontes", () => {
      const start = lines.indexOf("## Fontes");
      const sources = lines.slice(start + 1).filter((l) => l !== "");
      expect(sources.length).toBeGreaterThanOrEqual(2);
      for (const source of sources) expect(source).toMatch(SOURCE);
      expect(new Set(sources).size).toBe(sources.length);
    });

    it("has 700 to 1400 words and no placeholder text", () => {
      const count = words(text);
      expect(count).toBeGreaterThanOrEqual(700);
      expect(count).toBeLessThanOrEqual(1400);
      expect(text).not.toMatch(/lorem|placeholder|xxx|a definir|\?\?/i);
      // Upper case only: "todo" is an everyday Portuguese word.
      expect(text).not.toMatch(/\b(TODO|FIXME|TBD)\b/);
      // Brackets only as links (a stray "[" is an unfilled gap such as "[inserir]").
      expect(text.replace(LINK, "")).not.toContain("[");
      // Every link in the module is https.
      expect(text.replace(LINK, "")).not.toMatch(/\]\(|https?:\/\//);
    });
  });
});
