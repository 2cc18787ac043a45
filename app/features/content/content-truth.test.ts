// Content truth (issue "Truth" item 12; DESIGN D12, D28): sentences people read and act on must
// not carry unsourced claims, a multiple without a source, a wrong legal deadline, a wrong sum or a
// doubled full stop. Scans every text the product ships (editorial/ and app/).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSeedIndices, readSeedRates } from "../../../server/seed";
import { createIndexTable } from "~/domain/correction";
import { dateToMonthId } from "~/domain/months";
import { createRateTable } from "~/domain/rates";
import { readSeedCaps } from "~/features/rates/inss-caps.server";
import {
  capsFrom,
  computeRevisionDetails,
  computeRmcConversion,
  type RevisionDeps,
  revisionView,
  rmcView,
} from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";

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

const SOURCES = [...files(path.resolve("editorial")), ...files(path.resolve("app"))].map(
  (file) => ({
    file: path.relative(process.cwd(), file),
    text: withoutComments(file, readFileSync(file, "utf8")),
  }),
);

function occurrences(pattern: RegExp): string[] {
  return SOURCES.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`),
  );
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
          (/\bSAC\b/.test(sentence) &&
            /\d+ dias/.test(sentence) &&
            !/7 dias corridos/.test(sentence)),
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

  it("has no doubled full stop in the recovery sentences as they are composed (revision, refund, correction, RMC/RCC)", () => {
    const seeded: RevisionDeps = {
      rates: createRateTable(readSeedRates().map((r) => ({ ...r, mes: dateToMonthId(r.mes) }))),
      indices: createIndexTable(
        readSeedIndices().map((r) => ({
          indice: r.indice,
          mes: r.mes.slice(0, 7),
          variacao: r.variacao,
        })),
      ),
      caps: capsFrom(readSeedCaps()),
      hoje: "2026-11-26",
    };
    // No BCB data: the certificate's notice ends in the default rate ("… taxa padrão de 2,00% a.m.").
    const empty: RevisionDeps = { ...seeded, rates: createRateTable([]) };
    const sentences: string[] = [];
    for (const deps of [seeded, empty]) {
      for (const input of [
        {
          tipo: "emprestimo_pessoal",
          mes: "2022-12",
          valorFinanciado: 2100,
          parcela: 326.97,
          parcelas: 48,
          parcelasPagas: 10,
        },
        {
          tipo: "emprestimo_consignado",
          setor: "inss",
          mes: "2024-06",
          valorFinanciado: 10000,
          parcela: 400,
          parcelas: 84,
          parcelasPagas: 10,
        },
        // A month after the data ends: the "usamos a mais recente" notice.
        {
          tipo: "emprestimo_consignado",
          setor: "privado",
          mes: "2025-11",
          valorFinanciado: 10000,
          parcela: 648.91,
          parcelas: 36,
          parcelasPagas: 1,
        },
      ]) {
        const parsed = revisionInputSchema.parse(input);
        const details = computeRevisionDetails(deps, parsed);
        const view = revisionView(deps, parsed);
        // A month not yet published is provisional (§8.3): its one sentence, no figures.
        if (!details.ok && details.reason === "provisional") {
          sentences.push(details.erro);
          continue;
        }
        if (!details.ok || !view.ok) throw new Error(JSON.stringify(input));
        sentences.push(
          ...details.textos,
          ...details.entradas,
          ...view.view.textos,
          ...view.view.correcoes.flatMap((c) => (c.ok ? c.textos : [c.erro])),
        );
      }
      for (const input of [
        { valorSaque: 2000, mesSaque: "2019-06", descontoMensal: 120, descontosFeitos: 60 },
        { valorSaque: 5000, mesSaque: "2025-11", descontoMensal: 50, descontosFeitos: 3 },
      ]) {
        const parsed = rmcInputSchema.parse(input);
        const details = computeRmcConversion(deps, parsed);
        const view = rmcView(deps, parsed);
        if (!details.ok && details.reason === "provisional") {
          sentences.push(details.erro);
          continue;
        }
        if (!details.ok || !view.ok) throw new Error(JSON.stringify(input));
        sentences.push(...details.textos, ...view.view.textos);
      }
    }
    expect(sentences.length).toBeGreaterThan(50);
    expect(sentences.some((s) => s.includes("taxa padrão de"))).toBe(true);
    expect(sentences.filter((s) => /a\.[ma]\.\.|\.\.(\s|$)/.test(s))).toEqual([]);
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
    const article = readFileSync(
      path.resolve("editorial/blog/artigos/blog-credito-quando-utilizar.md"),
      "utf8",
    );
    const money = (s: string) => Math.round(Number(s.replace(/\./g, "").replace(",", ".")) * 100);
    const sums = [
      ...article.matchAll(/total pago é de R\$ ([\d.]+,\d{2}) \((\d+) × R\$ ([\d.]+,\d{2})\)/g),
    ];
    expect(sums).toHaveLength(2);
    for (const [, total, count, installment] of sums)
      expect(money(total!)).toBe(Number(count) * money(installment!));
    expect(article).toContain("R$ 7.156,68 (12 × R$ 596,39)");
  });
});
