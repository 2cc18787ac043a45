import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  addDays,
  daysOfMonth,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
} from "./business-days";
import {
  CAP_ABOVE_TITLE,
  CAP_UNAVAILABLE,
  capCheckOf,
  capFigure,
  capRowProblems,
  checkInssCap,
  type InssCapRow,
  resolveCapRow,
  resolveCapRows,
  type TetoInss,
  tetoInssApi,
} from "./inss-caps";

const seed = JSON.parse(readFileSync(path.resolve("seed/inss/tetos_inss.json"), "utf8")) as {
  tetos: Array<InssCapRow & { linha: string }>;
};
const ROWS: InssCapRow[] = seed.tetos;
const text = (t: TetoInss) => t.frases.join(" ");

describe("national business days (DESIGN §7.4)", () => {
  it("computes Easter and the days that hang on it", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    const names2025 = Object.fromEntries(nationalHolidays(2025).map((h) => [h.nome, h.data]));
    expect(names2025).toMatchObject({
      "Carnaval (segunda-feira)": "2025-03-03",
      "Carnaval (terça-feira)": "2025-03-04",
      "Sexta-feira Santa": "2025-04-18",
      "Corpus Christi": "2025-06-19",
      "Dia Nacional de Zumbi e da Consciência Negra": "2025-11-20",
    });
    // 20/11 became national in 2024 (Lei 14.759/2023).
    expect(nationalHolidays(2023).some((h) => h.data === "2023-11-20")).toBe(false);
    expect(isBusinessDay("2024-05-30")).toBe(false); // Corpus Christi 2024
    expect(isBusinessDay("2024-05-01")).toBe(false);
    expect(isBusinessDay("2025-03-29")).toBe(false); // Saturday
    expect(isBusinessDay("2025-03-31")).toBe(true);
  });

  it("counts business days after publication, the day itself not counted", () => {
    expect(addBusinessDays("2025-03-28", 5)).toBe("2025-04-04"); // 1,85: DOU 28/03/2025 + 5
    expect(addBusinessDays("2024-04-26", 5)).toBe("2024-05-06"); // 1,68: skips 1º de maio
    // 1,66 in force 06/06/2024 (Folha) is publication on 29/05 + 5 with Corpus Christi skipped.
    expect(addBusinessDays("2024-05-29", 5)).toBe("2024-06-06");
    expect(addBusinessDays("2025-03-28", 0)).toBe("2025-03-28");
  });
});

describe("the seeded caps (seed/inss/tetos_inss.json)", () => {
  it("has one usable row for every row of the compiled table, with the same caps", () => {
    const md = readFileSync(path.resolve("seed/inss/inss_teto_consignado.md"), "utf8");
    const tableRows = md
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| from") && !l.startsWith("| ---"))
      .map((l) => l.split("|").map((c) => c.trim()));
    expect(tableRows).toHaveLength(ROWS.length);
    tableRows.forEach((cells, i) => {
      const row = seed.tetos[i]!;
      expect(row.linha, `linha ${i}`).toBe(cells[1]);
      expect(row.emprestimo, row.linha).toBe(Number(cells[2]));
      const card = Number(cells[3]);
      expect(row.cartao, row.linha).toBe(Number.isFinite(card) ? card : null);
      expect(capRowProblems(row), row.linha).toEqual([]);
    });
    expect(resolveCapRows(ROWS)).toHaveLength(ROWS.length);
  });

  it("takes effect when the act says, not on the DOU date", () => {
    const by = (linha: string) =>
      resolveCapRow(seed.tetos.find((r) => r.linha.startsWith(linha))!)!;
    // The audit: 1,68 from 26/04/2024 was too early; in force 5 business days after publication.
    expect(by("04/2024")).toMatchObject({
      emprestimo: 1.68,
      inicio: "2024-05-06",
      certoDesde: "2024-05-06",
      exata: true,
    });
    expect(by("06/2024")).toMatchObject({
      emprestimo: 1.66,
      certoDesde: "2024-06-06",
      exata: true,
    });
    expect(by("28/03/2025")).toMatchObject({
      emprestimo: 1.85,
      certoDesde: "2025-04-04",
      exata: true,
    });
    // Only the publication known: both caps for up to 8 business days.
    expect(by("21/08/2023")).toMatchObject({
      inicio: "2023-08-21",
      certoDesde: "2023-08-31",
      exata: false,
    });
  });
});

const inss = (
  mes: string,
  taxa: number | null,
  extra: Partial<Parameters<typeof checkInssCap>[1]> = {},
) =>
  checkInssCap(ROWS, {
    tipo: "emprestimo_consignado",
    setor: "inss",
    mes,
    taxaContrato: taxa,
    ...extra,
  });

describe("checkInssCap (DESIGN D27, §7.4, §7.5)", () => {
  it("uses 1,72 until the 1,68 takes effect on 06/05/2024", () => {
    expect(inss("2024-04", 1.7, { dataContrato: "2024-04-30" })).toMatchObject({
      situacao: "abaixo",
      acima: false,
    });
    const above = inss("2024-05", 1.7, { dataContrato: "2024-05-06" });
    expect(above).toMatchObject({
      situacao: "acima",
      acima: true,
      titulo: CAP_ABOVE_TITLE,
      informativo: false,
    });
    expect(above.tetos).toEqual([
      expect.objectContaining({
        valor: 1.68,
        vigenciaDesde: "2024-05-06",
        publicacao: "2024-04-26",
      }),
    ]);
    expect(above.frases).toEqual([
      "Irregular: a taxa do seu contrato, 1,70% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em 06/05/2024, de 1,68% a.m. (Resolução CNPS publicada no DOU de 26/04/2024, em vigor desde 06/05/2024).",
      "Os bancos não podem cobrar acima desse teto, fixado pelo Conselho Nacional de Previdência Social (CNPS), qualquer que seja a taxa média do Banco Central.",
    ]);
  });

  it("names both caps in a month of change and decides only when the rate is above both", () => {
    const between = inss("2024-05", 1.7);
    expect(between).toMatchObject({ situacao: "transicao", acima: null, titulo: null });
    expect(between.tetos.map((t) => t.valor)).toEqual([1.72, 1.68]);
    // The change day is known (06/05/2024): each cap with the days it held.
    expect(between.frases[0]).toBe(
      "O teto legal de juros do empréstimo consignado do INSS mudou em mai/2024: 1,72% a.m. (CNPS, aprovada em 28/02/2024, com início de vigência entre 28/02/2024 e 31/03/2024, sem data exata publicada) até 05/05/2024 e 1,68% a.m. (Resolução CNPS publicada no DOU de 26/04/2024, em vigor desde 06/05/2024) a partir de 06/05/2024.",
    );
    expect(between.tetos.map((t) => t.noMes)).toEqual([
      { de: "2024-05-01", ate: "2024-05-05" },
      { de: "2024-05-06", ate: "2024-05-31" },
    ]);
    // An unknown change day (jan/2025): either cap may apply on the days after the act.
    expect(inss("2025-01", 1.7).frases[0]).toMatch(
      /^Mais de um teto legal de juros do empréstimo consignado do INSS pode valer em jan\/2025: 1,66% a\.m\. \(.*\) ou 1,80% a\.m\. \(/,
    );
    expect(between.frases[1]).toBe(
      "A taxa do seu contrato, 1,70% a.m., passa de um desses tetos e não do outro: informe o dia da assinatura para saber qual vale.",
    );
    const over = inss("2024-05", 1.8);
    expect(over).toMatchObject({ situacao: "transicao", acima: true, titulo: CAP_ABOVE_TITLE });
    expect(over.frases[0]).toBe(
      "Irregular: a taxa do seu contrato, 1,80% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em mai/2024, qualquer que seja o teto que vale para o seu contrato: 1,72% a.m. (CNPS, aprovada em 28/02/2024, com início de vigência entre 28/02/2024 e 31/03/2024, sem data exata publicada) até 05/05/2024 e 1,68% a.m. (Resolução CNPS publicada no DOU de 26/04/2024, em vigor desde 06/05/2024) a partir de 06/05/2024.",
    );
    expect(inss("2024-05", 1.6)).toMatchObject({ situacao: "transicao", acima: false });
    // 1,80 → 1,85 inside abr/2025: 1,80 until 03/04, 1,85 from 04/04.
    expect(inss("2025-04", 1.82).tetos.map((t) => t.valor)).toEqual([1.8, 1.85]);
    expect(inss("2025-04", 1.82, { dataContrato: "2025-04-03" })).toMatchObject({
      situacao: "acima",
      acima: true,
    });
    expect(inss("2025-04", 1.82, { dataContrato: "2025-04-04" })).toMatchObject({
      situacao: "abaixo",
      acima: false,
    });
  });

  it("applies the last known cap after the last change, and says so", () => {
    for (const mes of ["2025-07", "2026-10"]) {
      const r = inss(mes, 1.9);
      expect(r).toMatchObject({ situacao: "acima", acima: true });
      expect(r.tetos).toEqual([
        expect.objectContaining({
          valor: 1.85,
          ultimoConhecido: true,
          vigenciaDesde: "2025-04-04",
        }),
      ]);
      expect(r.frases[0]).toContain(
        "de 1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
      );
    }
  });

  it("compares cards with the card cap", () => {
    const r = checkInssCap(ROWS, {
      tipo: "cartao_consignado",
      setor: "inss",
      mes: "2025-07",
      taxaContrato: 2.5,
    });
    expect(r).toMatchObject({ situacao: "acima", acima: true, modalidade: "cartao" });
    expect(r.tetos.map((t) => t.valor)).toEqual([2.46]);
    expect(r.frases[0]).toContain(
      "teto legal de juros do cartão consignado (RMC/RCC) do INSS em jul/2025, de 2,46% a.m.",
    );
    // The card cap stayed 2,46 across the 2025 changes: one cap, no transition.
    expect(
      checkInssCap(ROWS, {
        tipo: "cartao_consignado",
        setor: "inss",
        mes: "2025-01",
        taxaContrato: 2,
      }),
    ).toMatchObject({
      situacao: "abaixo",
    });
  });

  it("shows the cap as information for 'Não sei', never as the verdict", () => {
    const r = checkInssCap(ROWS, {
      tipo: "cartao_consignado",
      setor: "total",
      mes: "2025-07",
      taxaContrato: 3,
    });
    expect(r).toMatchObject({ informativo: true, acima: true, titulo: null });
    expect(r.frases).toEqual([
      "Se o seu cartão consignado (RMC/RCC) é de benefício do INSS, o teto legal de juros em jul/2025 é de 2,46% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
      "A taxa do seu contrato, 3,00% a.m., está acima desse teto.",
      "Informe o setor (benefício do INSS ou servidor público) para saber se esse teto vale para o seu contrato.",
    ]);
    expect(capCheckOf(r)).toMatchObject({ acima: null });
    expect(capCheckOf(inss("2025-07", 3))).toMatchObject({ acima: true, titulo: CAP_ABOVE_TITLE });
  });

  it("binds INSS-benefit contracts only", () => {
    const publico = checkInssCap(ROWS, {
      tipo: "emprestimo_consignado",
      setor: "publico",
      mes: "2025-07",
      taxaContrato: 3,
    });
    expect(publico).toMatchObject({ situacao: "nao_se_aplica", acima: null, tetos: [] });
    expect(publico.frases).toEqual([
      "O teto de juros do INSS vale só para empréstimo consignado de aposentados e pensionistas do INSS; não se aplica a servidores públicos.",
    ]);
    expect(
      checkInssCap(ROWS, { tipo: "emprestimo_pessoal", mes: "2025-07", taxaContrato: 9 }),
    ).toMatchObject({
      situacao: "nao_se_aplica",
      frases: [],
    });
    expect(capCheckOf(publico)).toBeNull();
  });

  it("says 'teto não disponível' where the source has no value or no date", () => {
    const card2014 = checkInssCap(ROWS, {
      tipo: "cartao_consignado",
      setor: "inss",
      mes: "2014-01",
      taxaContrato: 3,
    });
    expect(card2014).toMatchObject({ situacao: "indisponivel", acima: null, tetos: [] });
    expect(text(card2014)).toContain(CAP_UNAVAILABLE);
    expect(inss("2007-12", 3)).toMatchObject({ situacao: "indisponivel" });
    expect(
      checkInssCap([], {
        tipo: "emprestimo_consignado",
        setor: "inss",
        mes: "2025-07",
        taxaContrato: 3,
      }),
    ).toMatchObject({
      situacao: "indisponivel",
    });
  });

  it("answers the §7.5 shape, 'vigente' without a contract rate", () => {
    expect(tetoInssApi(inss("2025-07", null))).toMatchObject({
      situacao: "vigente",
      acima: null,
      tetos: [{ valor: 1.85, vigenciaDesde: "2025-04-04", publicacao: "2025-03-28" }],
    });
  });
});

// ---------------------------------------------------------------- properties
const dayArb = fc.integer({ min: 0, max: 365 * 21 }).map((n) => addDays("2007-01-01", n));
const rateArb = fc.oneof(
  fc.integer({ min: 1, max: 1000 }).map((n) => n / 100),
  fc.double({ min: 0.001, max: 10, noNaN: true }),
);
const requestArb = fc.record({
  tipo: fc.constantFrom("emprestimo_consignado" as const, "cartao_consignado" as const),
  setor: fc.constantFrom("inss" as const, "total" as const),
  day: dayArb,
  exact: fc.boolean(),
  taxa: rateArb,
});

describe("properties", () => {
  it("the sentences and `acima` never disagree", () => {
    fc.assert(
      fc.property(requestArb, ({ tipo, setor, day, exact, taxa }) => {
        const r = checkInssCap(ROWS, {
          tipo,
          setor,
          mes: day.slice(0, 7),
          dataContrato: exact ? day : null,
          taxaContrato: taxa,
        });
        const all = text(r);
        const saysAbove = /está acima (do teto|de todos|desse teto)/.test(all);
        const saysNotAbove = /não passa (do teto|de nenhum|desse teto)/.test(all);
        const saysSplit = all.includes("passa de um desses tetos e não do outro");
        if (r.situacao === "indisponivel") {
          expect(r.acima).toBeNull();
          expect(all).toContain(CAP_UNAVAILABLE);
          expect(saysAbove || saysNotAbove || saysSplit).toBe(false);
          return;
        }
        expect(saysAbove).toBe(r.acima === true);
        expect(saysNotAbove).toBe(r.acima === false);
        expect(saysSplit).toBe(r.acima === null);
        expect(r.situacao === "acima").toBe(r.acima === true && r.tetos.length === 1);
        expect(r.situacao === "abaixo").toBe(r.acima === false && r.tetos.length === 1);
        // Above the cap is the verdict, said first, only when the sector is the INSS.
        const verdictFirst = r.frases[0]!.startsWith("Irregular:");
        expect(verdictFirst).toBe(r.acima === true && !r.informativo);
        expect(r.titulo === CAP_ABOVE_TITLE).toBe(verdictFirst);
        // Every cap that may apply is in the sentences.
        for (const t of r.tetos)
          expect(all).toContain(`${t.valor.toFixed(2).replace(".", ",")}% a.m.`);
      }),
      { numRuns: 3000 },
    );
  });

  it("every day inside a transition names both caps", () => {
    const resolved = resolveCapRows(ROWS);
    for (const kind of ["emprestimo", "cartao"] as const) {
      for (const [i, row] of resolved.entries()) {
        if (row.exata || i === 0) continue;
        for (let day = row.inicio; day < row.certoDesde; day = addDays(day, 1)) {
          // The cap surely in force that day (overlapping periods: the newest certain one).
          const previous = resolved
            .slice(0, i)
            .filter((r) => r.certoDesde <= day)
            .at(-1);
          if (
            !previous ||
            previous[kind] === null ||
            row[kind] === null ||
            previous[kind] === row[kind]
          )
            continue;
          const r = checkInssCap(ROWS, {
            tipo: kind === "emprestimo" ? "emprestimo_consignado" : "cartao_consignado",
            setor: "inss",
            mes: day.slice(0, 7),
            dataContrato: day,
            taxaContrato: 1,
          });
          if (r.situacao === "indisponivel") continue; // an overlapping period without a value
          expect(r.situacao, `${kind} ${day}`).toBe("transicao");
          const values = r.tetos.map((t) => t.valor);
          expect(values, `${kind} ${day}`).toContain(previous[kind]);
          expect(values, `${kind} ${day}`).toContain(row[kind]);
        }
      }
    }
    // And a month containing a known change day names both too.
    for (const row of resolved.filter((r) => r.exata)) {
      const r = inss(row.certoDesde.slice(0, 7), 1);
      if (row.certoDesde.endsWith("-01")) continue;
      expect(r.tetos.length, row.ato).toBeGreaterThanOrEqual(2);
    }
  });

  it("an effective date is never before the publication", () => {
    const rowArb = fc.record({
      ato: fc.constant("Resolução de teste"),
      fonte: fc.constant("teste"),
      nota: fc.constant(""),
      publicacao: fc.option(dayArb, { nil: null }),
      diasUteis: fc.option(fc.integer({ min: 0, max: 15 }), { nil: null }),
      vigenciaDesde: fc.option(dayArb, { nil: null }),
      periodoInicio: fc.option(dayArb, { nil: null }),
      periodoFim: fc.option(dayArb, { nil: null }),
      emprestimo: fc.option(
        fc.integer({ min: 50, max: 400 }).map((n) => n / 100),
        { nil: null },
      ),
      cartao: fc.option(
        fc.integer({ min: 50, max: 500 }).map((n) => n / 100),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 6 }), dayArb, (rows, day) => {
        const all = [...ROWS, ...rows];
        for (const row of resolveCapRows(all)) {
          if (row.publicacao) {
            expect(row.inicio >= row.publicacao).toBe(true);
            expect(row.certoDesde >= row.publicacao).toBe(true);
          }
          expect(row.certoDesde >= row.inicio).toBe(true);
        }
        const r = checkInssCap(all, {
          tipo: "emprestimo_consignado",
          setor: "inss",
          mes: day.slice(0, 7),
          dataContrato: day,
          taxaContrato: 2,
        });
        for (const t of r.tetos) {
          if (t.publicacao && t.vigenciaDesde) expect(t.vigenciaDesde >= t.publicacao).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 20 }), (day, n) => {
        const effect = addBusinessDays(day, n);
        expect(effect > day).toBe(true);
        expect(isBusinessDay(effect)).toBe(true);
        expect(daysOfMonth(effect.slice(0, 7))).toContain(effect);
      }),
    );
  });
});

describe("capFigure", () => {
  it("gives the summary figure from the same check", () => {
    expect(capFigure(inss("2025-04", 1.82))).toEqual({
      rotulo: "Teto legal do INSS (empréstimo consignado)",
      valorTexto: "1,80% a.m. ou 1,85% a.m.",
      atos: [
        "1,80% a.m. (Resolução CNPS nº 1.367, de 09/01/2025, com início de vigência entre 09/01/2025 e 31/01/2025, sem data exata publicada)",
        "1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025)",
      ],
      informativo: false,
    });
    const card = checkInssCap(ROWS, {
      tipo: "cartao_consignado",
      setor: "total",
      mes: "2014-01",
      taxaContrato: 3,
    });
    expect(capFigure(card)).toEqual({
      rotulo: "Teto legal do INSS (cartão RMC/RCC), para benefícios do INSS",
      valorTexto: CAP_UNAVAILABLE,
      atos: [],
      informativo: true,
    });
    expect(
      capFigure(
        checkInssCap(ROWS, {
          tipo: "emprestimo_consignado",
          setor: "privado",
          mes: "2025-07",
          taxaContrato: 3,
        }),
      ),
    ).toBeNull();
  });
});
