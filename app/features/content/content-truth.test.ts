// Content truth (issue "Truth" item 12; DESIGN D12, D28): sentences people read and act on must
// not carry unsourced claims, a multiple without a source, a wrong legal deadline, a wrong sum or a
// doubled full stop. Scans every text the product ships (content/ and app/).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|md)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

// What a person reads: code comments (which may quote a mistake to explain it) are left out.
const withoutComments = (file: string, text: string) =>
  file.endsWith(".md") ? text : text.replace(/^\s*(\/\/|\/\*|\*).*$/gm, "");

const SOURCES = [...files(path.resolve("content")), ...files(path.resolve("app"))].map((file) => ({
  file: path.relative(process.cwd(), file),
  text: withoutComments(file, readFileSync(file, "utf8")),
}));

function occurrences(pattern: RegExp): string[] {
  return SOURCES.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
}

/** Lines that name the SAC and a number of days. */
const SAC_LINES = SOURCES.flatMap(({ file, text }) =>
  text
    .split("\n")
    .filter((line) => /\bSAC\b/.test(line) && /\d+ dias/.test(line))
    .map((line) => `${file}: ${line.trim()}`),
);

/** A business-day deadline is the Ouvidoria's (named before it); a SAC deadline is 7 calendar days. */
function sacDeadlineProblems(lines: readonly string[]): string[] {
  return lines.flatMap((line) =>
    line
      .split(/(?<=\.)\s+/)
      .filter(
        (sentence) =>
          (/\d+ dias úteis/.test(sentence) && !/[Oo]uvidoria[^.]*\d+ dias úteis/.test(sentence)) ||
          (/\bSAC\b/.test(sentence) && /\d+ dias/.test(sentence) && !/7 dias corridos/.test(sentence)),
      ),
  );
}

describe("content truth", () => {
  it("scans the product's texts", () => {
    expect(SOURCES.length).toBeGreaterThan(100);
  });

  it("has no unsourced 'most used' claim and no 1,1× multiple (D12)", () => {
    expect(occurrences(/(referência|regra|parâmetro) mais (usad|citad)[ao]/gi)).toEqual([]);
    expect(occurrences(/1,1\s?×|1,1 vez|\b1\.1\s?×/g)).toEqual([]);
  });

  it("never says 'permitido' about interest (D28)", () => {
    expect(occurrences(/[Jj]uros permitidos|dentro do permitido/g)).toEqual([]);
  });

  it("has no doubled full stop after a rate", () => {
    expect(occurrences(/a\.[ma]\.\./g)).toEqual([]);
  });

  it("gives the SAC the deadline of Decreto 11.034/2022 (7 calendar days), never 'dias úteis'", () => {
    expect(sacDeadlineProblems(SAC_LINES)).toEqual([]);
    expect(SAC_LINES.filter((l) => /7 dias corridos/.test(l)).length).toBeGreaterThanOrEqual(3);
    // The check itself catches the old wording.
    expect(
      sacDeadlineProblems([
        "Procure o SAC do banco e peça por escrito. Sem resposta em até 10 dias úteis, recorra à Ouvidoria do banco.",
      ]),
    ).toHaveLength(1);
  });

  it("adds up the blog's installment examples (12 × 596,39 = 7.156,68)", () => {
    const article = readFileSync(path.resolve("content/blog/artigos/blog-credito-quando-utilizar.md"), "utf8");
    const money = (s: string) => Math.round(Number(s.replace(/\./g, "").replace(",", ".")) * 100);
    const sums = [...article.matchAll(/total pago é de R\$ ([\d.]+,\d{2}) \((\d+) × R\$ ([\d.]+,\d{2})\)/g)];
    expect(sums).toHaveLength(2);
    for (const [, total, count, installment] of sums) expect(money(total!)).toBe(Number(count) * money(installment!));
    expect(article).toContain("R$ 7.156,68 (12 × R$ 596,39)");
  });
});
