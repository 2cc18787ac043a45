import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ConsignadoSector,
  CONTRACT_TYPES,
  type ContractType,
  hasRateField,
  SERIES,
  SERIES_CODES,
  type SeriesCode,
} from "./contract-types";
import { impliedMonthlyRate } from "./implied-rate";
import { addMonths, monthLabel, type MonthId } from "./months";
import { lookupRate, type RateRow } from "./rates";
import {
  exactLimit,
  formatDecimal,
  HOW_TO_CHECK_RATE,
  HOW_TO_CHECK_RATE_BY_TYPE,
  MULTIPLES_NOTE,
  RATE_NOT_CHECKED,
  TEMA_1378_NOTICE,
  verdict,
  type VerdictInput,
} from "./verdict";

// Every real series-month of the seed (6 series × 173 months = 1,038).
const CSV = readFileSync(
  path.resolve("seed/bcb/sgs_pf_taxa_media_mensal_2011-03_2025-07.csv"),
  "utf8",
)
  .trim()
  .split("\n");
const HEADER = CSV[0]!.split(",");
const SERIES_MONTHS: { code: SeriesCode; mes: MonthId; valor: number }[] = [];
const ROWS: RateRow[] = [];
for (const line of CSV.slice(1)) {
  const cells = line.split(",");
  const mes = cells[0]!;
  const row = { mes } as RateRow;
  for (const code of SERIES_CODES) {
    const valor = Number(cells[HEADER.indexOf(`sgs_${code}`)]);
    SERIES_MONTHS.push({ code, mes, valor });
    (row as Record<string, unknown>)[SERIES[code].column] = valor;
  }
  ROWS.push(row);
}

/** A type (and sector) per series, to look the series up the way the product does. */
const REQUEST_FOR: Record<SeriesCode, { tipo: ContractType; setor?: ConsignadoSector }> = {
  25471: { tipo: "financiamento_veiculo" },
  25464: { tipo: "emprestimo_pessoal" },
  25469: { tipo: "emprestimo_consignado", setor: "total" },
  25468: { tipo: "emprestimo_consignado", setor: "inss" },
  25467: { tipo: "emprestimo_consignado", setor: "publico" },
  25466: { tipo: "emprestimo_consignado", setor: "privado" },
};

function exact(
  tipo: ContractType,
  mes: MonthId,
  valor: number,
  taxaContrato: number | null,
): VerdictInput {
  return {
    tipo,
    taxaContrato,
    certificado: { valor, mesSolicitado: mes, mesUsado: mes, caso: "exato", aviso: null },
  };
}

/** "2,955% a.m." → thousandths of a percent ×1000 (an integer: no floating point in the check). */
function millionths(text: string): number {
  const comma = text.indexOf(",");
  const int = comma < 0 ? text : text.slice(0, comma);
  const frac = comma < 0 ? "" : text.slice(comma + 1);
  return Number(int.replaceAll(".", "")) * 1_000_000 + Number(`${frac}000000`.slice(0, 6));
}
const LIMIT_IN = /acima de (\d[\d.]*,\d+)% a\.m\./;

describe("the limit shown and the flag (DESIGN D28, §7.1)", () => {
  it("consignado jul/2025 (1,97): limit 2,955; 2,96 is flagged, 2,95 is not", () => {
    const flagged = verdict(exact("emprestimo_consignado", "2025-07", 1.97, 2.96));
    expect(flagged.abusiva).toBe(true);
    expect(flagged.limiteTexto).toBe("acima de 2,955% a.m.");
    expect(flagged.frase).toBe(
      "A taxa do seu contrato, 2,96% a.m., está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (1,97% a.m.).",
    );
    const not = verdict(exact("emprestimo_consignado", "2025-07", 1.97, 2.95));
    expect(not.abusiva).toBe(false);
    expect(not.frase).toBe(
      "A taxa do seu contrato, 2,95% a.m., não está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (1,97% a.m.).",
    );
    expect(not.titulo).toBe("Nenhuma irregularidade grave encontrada");
    expect(flagged.titulo).toBe("Indício de juros abusivos");
  });

  it("shows 1,5×, 2× and 3× (never 1,1×) with exact limits", () => {
    const v = verdict(exact("emprestimo_consignado", "2025-07", 1.97, 4));
    expect(v.multiplos.map((m) => [m.rotulo, m.limiteTexto, m.acima])).toEqual([
      ["1,5×", "acima de 2,955% a.m.", true],
      ["2×", "acima de 3,94% a.m.", true],
      ["3×", "acima de 5,91% a.m.", false],
    ]);
    expect(JSON.stringify(v)).not.toMatch(/1,1\s*×|1,1 vez/);
    expect(v.notaMultiplos).toBe(MULTIPLES_NOTE);
    expect(MULTIPLES_NOTE).not.toMatch(/mais usada/);
  });

  it("equal to the limit is not abusive, binary noise included (1,8 × 1,5 = 2,7)", () => {
    expect(verdict(exact("emprestimo_pessoal", "2025-07", 1.8, 2.7)).abusiva).toBe(false);
    expect(verdict(exact("emprestimo_pessoal", "2025-07", 1.8, 2.71)).abusiva).toBe(true);
    expect(exactLimit(1.8)).toBe(2.7);
    expect(exactLimit(1.97)).toBe(2.955);
  });

  it(`never disagrees with the sentence: ${SERIES_MONTHS.length} real series-months × every rate 0,01…30,00`, () => {
    expect(SERIES_MONTHS).toHaveLength(1038);
    let checked = 0;
    for (const { code, mes, valor } of SERIES_MONTHS) {
      const { tipo } = REQUEST_FOR[code];
      const avgHundredths = Math.round(valor * 100);
      // The limits read back from the texts, in integer millionths, once per series-month.
      const input = exact(tipo, mes, valor, 0.01);
      const first = verdict(input);
      const limitText = LIMIT_IN.exec(first.frase)![1]!;
      const limit = millionths(limitText);
      // It is the exact 1,5 × average (no rounding): 1,97 → 2,955.
      if (limit !== avgHundredths * 15_000)
        throw new Error(`${mes} ${code}: limit ${limitText} ≠ 1,5 × ${valor}`);
      const multiples = first.multiplos.map((m) => millionths(LIMIT_IN.exec(m.limiteTexto)![1]!));
      first.multiplos.forEach((m, i) => {
        if (multiples[i] !== Math.round(avgHundredths * m.multiplo * 10_000))
          throw new Error(`${mes} ${m.rotulo}: ${m.limiteTexto}`);
      });
      const says = `, está acima de ${limitText}% a.m., que é 1,5 vez a média`;
      const saysNot = `, não está acima de ${limitText}% a.m., que é 1,5 vez a média`;
      for (let k = 1; k <= 3000; k++) {
        input.taxaContrato = k / 100;
        const v = verdict(input);
        const above = k * 10_000 > limit;
        if (v.abusiva !== above)
          throw new Error(`${mes} ${code} ${k / 100}: flag ${v.abusiva}, limit ${limitText}`);
        if (v.frase.includes(says) !== above || v.frase.includes(saysNot) === above) {
          throw new Error(`${mes} ${code} ${k / 100}: "${v.frase}"`);
        }
        // The rate as shown (in the sentence) stands on the same side of every limit shown.
        const shown = millionths(v.taxaTexto!.slice(0, -6));
        if (!v.frase.startsWith(`A taxa do seu contrato, ${v.taxaTexto}, `))
          throw new Error(v.frase);
        for (let i = 0; i < multiples.length; i++) {
          const m = v.multiplos[i]!;
          if (shown > multiples[i]! !== m.acima || k * 10_000 > multiples[i]! !== m.acima) {
            throw new Error(`${mes} ${code} ${k / 100} ${m.rotulo}`);
          }
        }
        // The ratio as shown agrees with the flag.
        if (millionths(v.razaoTexto!) > 1_500_000 !== above)
          throw new Error(`${mes} ${code} ${k / 100}: razão ${v.razaoTexto}`);
        checked++;
      }
    }
    expect(checked).toBe(1038 * 3000);
    // ~1,5 s on an idle core; the margin is for a loaded CI machine running other suites.
  }, 30_000);

  it("agrees for any rate and any average (not only two-decimal ones)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (avg, rate) => {
          const v = verdict(exact("emprestimo_consignado", "2025-07", avg, rate));
          const limit = Number(
            LIMIT_IN.exec(v.limiteTexto)![1]!.replace(/\./g, "").replace(",", "."),
          );
          const shownRate = Number(v.taxaTexto!.slice(0, -6).replace(/\./g, "").replace(",", "."));
          expect(shownRate > limit + 1e-9).toBe(v.abusiva);
          expect(Number(v.razaoTexto!.replace(/\./g, "").replace(",", ".")) > 1.5).toBe(v.abusiva);
        },
      ),
    );
  });
});

describe("'Descobrir minha taxa' has no rounding before the rule (item 3)", () => {
  it("R$ 10.000 in 24 × 1.047,75, personal loan jul/2025 (6,14): 9,21399…% a.m. is flagged", () => {
    const implied = impliedMonthlyRate({
      valorFinanciado: 10_000,
      parcela: 1047.75,
      numeroParcelas: 24,
    });
    if (!implied.ok) throw new Error(implied.erro);
    expect(implied.taxaMensal).toBeCloseTo(9.21399, 5);
    expect(implied.taxaMensal / 6.14).toBeCloseTo(1.50065, 5);
    const v = verdict(exact("emprestimo_pessoal", "2025-07", 6.14, implied.taxaMensal));
    expect(v.abusiva).toBe(true);
    expect(v.taxaTexto).toBe("9,214% a.m.");
    expect(v.razaoTexto).toBe("1,501");
    expect(v.limiteTexto).toBe("acima de 9,21% a.m.");
    expect(v.frase).toBe(
      "A taxa do seu contrato, 9,214% a.m., está acima de 9,21% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (6,14% a.m.).",
    );
  });
});

describe("the month named next to a value is the month the value belongs to (D6, D28)", () => {
  const CLAIMS = [
    /de (\w{3}\/\d{4}) \((\d[\d.]*,\d+)% a\.m\.\)/g,
    /Em (\w{3}\/\d{4}), a taxa média do Banco Central era de (\d[\d.]*,\d+)% a\.m\./g,
    /Banco Central, de (\w{3}\/\d{4}), é de (\d[\d.]*,\d+)% a\.m\./g,
  ];
  const valueOf = new Map(SERIES_MONTHS.map((s) => [`${s.code} ${monthLabel(s.mes)}`, s.valor]));

  it("holds for every series and every month from mar/2011 to dez/2026, with and without a rate", () => {
    let claims = 0;
    for (const code of SERIES_CODES) {
      for (let mes = "2011-03"; mes <= "2026-12"; mes = addMonths(mes, 1)) {
        const certificado = lookupRate(ROWS, { ...REQUEST_FOR[code], mes });
        for (const taxaContrato of [null, 1.5, 9.214]) {
          const v = verdict({ ...REQUEST_FOR[code], taxaContrato, certificado });
          const sentences = [v.mediaFrase, v.frase, v.limiteFrase];
          // No doubled full stop after a rate, in any sentence of any verdict.
          for (const text of [
            ...sentences,
            ...v.naoVerificada,
            v.avisoMes ?? "",
            v.notaMultiplos,
            v.tema1378,
          ]) {
            if (/a\.m\.\./.test(text)) throw new Error(text);
          }
          for (const text of sentences) {
            for (const pattern of CLAIMS) {
              for (const [, month, value] of text.matchAll(pattern)) {
                expect(formatDecimal(valueOf.get(`${code} ${month}`)!, 2), `${text}`).toBe(value);
                claims++;
              }
            }
          }
          if (certificado.caso !== "exato") {
            // The month asked is named only by the D6 notice, which says it has no published rate.
            for (const text of sentences) expect(text).not.toContain(monthLabel(mes));
            expect(v.avisoMes).toBe(
              `Ainda não há taxa publicada pelo Banco Central para ${monthLabel(mes)}; usamos a mais recente, jul/2025`,
            );
            expect(v.mesMedia).toBe("2025-07");
          } else {
            expect(v.mesMedia).toBe(mes);
            expect(v.avisoMes).toBeNull();
          }
        }
      }
    }
    expect(claims).toBeGreaterThan(6 * 190 * 3);
  });

  it("out/2026 names jul/2025 as the month of the value", () => {
    const certificado = lookupRate(ROWS, { tipo: "emprestimo_consignado", mes: "2026-10" });
    const v = verdict({ tipo: "emprestimo_consignado", taxaContrato: 2.5, certificado });
    expect(v.mediaFrase).toBe(
      "A taxa média mais recente do Banco Central, de jul/2025, é de 1,97% a.m.",
    );
    expect(v.frase).toBe(
      "A taxa do seu contrato, 2,50% a.m., não está acima de 2,955% a.m., que é 1,5 vez a média do Banco Central de jul/2025 (1,97% a.m.).",
    );
    expect(v.avisoMes).toBe(
      "Ainda não há taxa publicada pelo Banco Central para out/2026; usamos a mais recente, jul/2025",
    );
  });

  it("without data, no month is named for the default 2", () => {
    const certificado = lookupRate([], { tipo: "emprestimo_pessoal", mes: "2025-07" });
    const v = verdict({ tipo: "emprestimo_pessoal", taxaContrato: 3.5, certificado });
    expect(v.mesMedia).toBeNull();
    expect(v.mediaFrase).toBe(
      "Sem taxas do Banco Central carregadas, usamos a taxa padrão de 2,00% a.m.",
    );
    expect(v.frase).toContain(
      "1,5 vez a taxa padrão de 2,00% a.m., usada por falta de dados do Banco Central",
    );
    expect(v.frase).not.toContain("jul/2025");
  });
});

describe("without a rate (D28, item 8)", () => {
  it("says the interest was not checked and how to check it, never 'permitido'", () => {
    const v = verdict(exact("emprestimo_pessoal", "2025-07", 6.14, null));
    expect(v.situacao).toBe("nao_verificada");
    expect(v.taxaVerificada).toBe(false);
    expect(v.abusiva).toBe(false);
    expect(v.naoVerificada).toEqual([RATE_NOT_CHECKED, HOW_TO_CHECK_RATE]);
    expect(v.frase).toBe(
      "Em jul/2025, a taxa média do Banco Central era de 6,14% a.m. Se a taxa do seu contrato estiver acima de 9,21% a.m., há indício de juros abusivos.",
    );
    expect(JSON.stringify(v)).not.toMatch(/permitid/i);
    expect(v.multiplos.every((m) => m.acima === null)).toBe(true);
  });
});

describe("how to check a rate, by type (a card from the Meu INSS extrato has no rate)", () => {
  it("names “Descobrir minha taxa” only where the form offers it (no rate field: D11)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_TYPES),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        (tipo, media) => {
          const v = verdict(exact(tipo, "2025-07", media, null));
          expect(v.naoVerificada).toEqual([RATE_NOT_CHECKED, HOW_TO_CHECK_RATE_BY_TYPE[tipo]]);
          expect(v.naoVerificada.join(" ").includes("Descobrir minha taxa")).toBe(
            !hasRateField(tipo),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("sends a card to its statement and an INSS consignado to the Meu INSS extrato", () => {
    expect(verdict(exact("cartao_consignado", "2025-07", 2.5, null)).naoVerificada[1]).toBe(
      "Para verificar, procure a taxa de juros mensal na fatura do cartão ou no contrato e compare com o limite.",
    );
    expect(
      verdict(exact("emprestimo_consignado", "2025-07", 1.8, null)).naoVerificada[1],
    ).toContain("Histórico de Empréstimo Consignado do Meu INSS");
  });
});

describe("Tema 1.378 and the INSS-cap composition point", () => {
  it("every verdict carries the Tema 1.378 notice", () => {
    const v = verdict(exact("financiamento_veiculo", "2025-07", 2.14, 2));
    expect(v.tema1378).toBe(TEMA_1378_NOTICE);
    expect(TEMA_1378_NOTICE).toContain("Tema 1.378, REsp 2.227.844/RS, afetado em 2025");
    expect(TEMA_1378_NOTICE).toContain("não promete nenhum resultado");
  });

  it("a rate above the legal cap is irregular even under the 1.5 rule, and the cap is said first", () => {
    const capCheck = {
      acima: true,
      titulo: "Taxa acima do teto legal do INSS",
      frases: ["Acima do teto."],
    };
    const v = verdict({ ...exact("emprestimo_consignado", "2025-07", 1.97, 2), capCheck });
    expect(v).toMatchObject({
      situacao: "acima_do_teto",
      abusiva: false,
      irregular: true,
      resultado: "abusivo",
    });
    expect(v.titulo).toBe("Taxa acima do teto legal do INSS");
    expect(v.teto).toEqual(["Acima do teto."]);
    const unknownCap = verdict({
      ...exact("emprestimo_consignado", "2025-07", 1.97, 2),
      capCheck: { acima: null, frases: ["x"] },
    });
    expect(unknownCap).toMatchObject({
      situacao: "dentro_do_limite",
      irregular: false,
      teto: ["x"],
    });
  });

  it("shows the contract rate with the decimals that agree with the cap as well as the 1.5 limit", () => {
    // 1,8501 is above a 1,85 cap: shown as "1,85%" it would contradict the cap sentence.
    const capCheck = { acima: true, frases: ["Acima do teto de 1,85% a.m."], valores: [1.85] };
    const v = verdict({ ...exact("emprestimo_consignado", "2025-07", 1.97, 1.8501), capCheck });
    expect(v.taxaTexto).toBe("1,8501% a.m.");
    expect(verdict({ ...exact("emprestimo_consignado", "2025-07", 1.97, 1.8501) }).taxaTexto).toBe(
      "1,85% a.m.",
    );
  });
});
