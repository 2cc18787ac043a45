// The figures in the blog articles and course modules written for issue 24 come from the project's
// data (the BCB seed, the INSS caps seed) and from the domain's own arithmetic (Price installment,
// the RMC/RCC conversion): each sentence is rebuilt here from the source and must appear verbatim.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSeedRates } from "../../../server/seed";
import { priceInstallment } from "~/domain/amortization";
import { formatMoney, formatPercent } from "~/domain/numbers";
import { convertRmc } from "~/domain/rmc-conversion";
import { readSeedCaps } from "~/features/rates/inss-caps.server";

const read = (file: string) => readFileSync(path.resolve(file), "utf8");
const ARTICLES = "editorial/blog/artigos";
const MODULES = "editorial/curso/modulos";
const rates = new Map(readSeedRates().map((row) => [row.mes.slice(0, 7), row]));
const rate = (month: string) => rates.get(month)!;
const pct = (value: number) => formatPercent(value, 2);
const money = (value: number) => formatMoney(value);

describe("figures in the articles come from the BCB seed", () => {
  it("the average-rate article", () => {
    const text = read(`${ARTICLES}/blog-taxa-media-banco-central.md`);
    const jul25 = rate("2025-07");
    expect(text).toContain(
      `crédito pessoal não consignado foi de **${pct(jul25.taxaCreditoPessoal)} ao mês**`,
    );
    expect(text).toContain(`consignado do INSS foi de **${pct(jul25.taxaConsignadoInss)} ao mês**`);
    expect(text).toContain(`a de veículos, de **${pct(jul25.taxaVeiculos)} ao mês**`);
    const low = rate("2020-09").taxaVeiculos;
    const high = rate("2025-01").taxaVeiculos;
    expect(text).toContain(`Em setembro de 2020, a média foi de **${pct(low)} ao mês**`);
    expect(text).toContain(`em janeiro de 2025, chegou a **${pct(high)} ao mês**`);
    // The lowest and the highest month of the vehicle series in the seed.
    const vehicles = [...rates.values()].map((r) => r.taxaVeiculos);
    expect(Math.min(...vehicles)).toBe(low);
    expect(Math.max(...vehicles)).toBe(high);
    expect(text).toContain(`(${formatPercent(low * 1.5, 3)})`);
    expect(text).toContain(`(${pct(high * 1.5)})`);
  });

  it("the INSS cap article and the course's revision module", () => {
    const jul25 = rate("2025-07");
    expect(read(`${ARTICLES}/blog-teto-consignado-inss.md`)).toContain(
      `foi de ${pct(jul25.taxaConsignadoInss)} ao mês, pouco abaixo do teto de 1,85%`,
    );
    const revision = read(`${MODULES}/04-revisao.md`);
    expect(revision).toContain(
      `média do consignado do INSS foi de ${pct(jul25.taxaConsignadoInss)}`,
    );
    expect(revision).toContain(
      `consignado de servidores públicos, de ${pct(jul25.taxaConsignadoPublico)} ao mês`,
    );
    expect(revision).toContain(`1,5 vez a média = ${pct(jul25.taxaConsignadoInss * 1.5)}`);
  });
});

describe("INSS caps quoted in the texts are the seed's", () => {
  const caps = readSeedCaps();
  const capBy = (ato: RegExp) => caps.find((row) => ato.test(row.ato))!;

  it("names each change with the seed's loan and card caps", () => {
    const article = read(`${ARTICLES}/blog-teto-consignado-inss.md`);
    const cases: [RegExp, string][] = [
      [/nº 1\.338/, "(Resolução CNPS nº 1.338/2020)"],
      [/nº 1\.356/, "(Resolução CNPS nº 1.356/2023)"],
      [/nº 1\.359/, "(Resolução CNPS nº 1.359/2023)"],
      [/nº 1\.367/, "(Resolução CNPS nº 1.367/2025)"],
      [/Instrução Normativa PRES\/INSS nº 144/, "(Instrução Normativa PRES/INSS nº 144/2023)"],
    ];
    for (const [ato, cited] of cases) {
      const row = capBy(ato);
      expect(article).toContain(`${cited}: ${pct(row.emprestimo!)} e ${pct(row.cartao!)}`);
    }
    // The newest row of the seed is the last cap the article names.
    const last = caps.at(-1)!;
    expect(article).toContain(
      `${pct(last.emprestimo!)} e ${pct(last.cartao!)}, o último teto que localizamos`,
    );
  });
});

describe("worked examples use the domain's arithmetic", () => {
  it("Price installments and totals in the portability and revision modules", () => {
    const portability = read(`${MODULES}/02-portabilidade.md`);
    for (const taxa of [1.85, 1.6, 1.45]) {
      const parcela = priceInstallment(10_000, taxa, 48);
      expect(portability).toContain(money(parcela));
      expect(portability).toContain(money(Math.round(parcela * 48 * 100) / 100));
    }
    const longer = priceInstallment(10_000, 1.6, 72);
    expect(portability).toContain(
      `parcela de ${money(longer)}, mas um total de **${money(Math.round(longer * 7200) / 100)}**`,
    );

    const revision = read(`${MODULES}/04-revisao.md`);
    for (const [from, to] of [
      [2.1, 1.85],
      [3, 1.82],
    ] as const) {
      const a = priceInstallment(10_000, from, 72);
      const b = priceInstallment(10_000, to, 72);
      const diff = Math.round((a - b) * 100) / 100;
      expect(revision).toContain(
        `passaria de ${money(a)} para ${money(b)}, uma diferença de ${money(diff)} por mês, ou ${money(Math.round(diff * 7200) / 100)} nas 72 parcelas`,
      );
    }
  });

  it("the prepayment example (a fixed payment on a balance, as the conversion computes it)", () => {
    const text = read(`${MODULES}/03-renegociacao.md`);
    const parcela = priceInstallment(10_000, 1.85, 48);
    expect(text).toContain(`48 parcelas restantes de ${money(parcela)}`);
    // R$ 8.000,00 left after R$ 2.000,00 paid now, the same installment at the same rate.
    const after = convertRmc({
      valorSaque: 8_000,
      mesSaque: "2026-01",
      descontoMensal: parcela,
      descontosFeitos: 48,
      mediaInss: 1.85,
      // A fixed "today" after the last deduction: nothing prescribed, nothing in the future.
      hoje: "2030-12-31",
    });
    if (!after.ok) throw new Error(after.erro);
    expect(after.parcelasParaQuitar).toBe(35);
    const paid = Math.round((after.totalDescontado - after.pagoAlemDaQuitacao + 2_000) * 100) / 100;
    expect(text).toContain(`acaba em ${after.parcelasParaQuitar} meses`);
    expect(text).toContain(`**${money(paid)}**`);
    const before = Math.round(parcela * 48 * 100) / 100;
    expect(text).toContain(`custaria, até o fim, ${money(before)}`);
    expect(text).toContain(`${money(Math.round((before - paid) * 100) / 100)} a menos`);
  });

  it("the RMC/RCC conversion example", () => {
    const text = read(`${MODULES}/05-rmc-rcc.md`);
    const media = rate("2021-07").taxaConsignadoInss;
    // In force from 03/2020 until the change published in 12/2021.
    const cap = readSeedCaps().find((row) => /nº 1\.338/.test(row.ato))!.emprestimo!;
    expect(text).toContain(
      `naquele mês foi de ${pct(media)} ao mês, abaixo do teto de ${pct(cap)}`,
    );
    const result = convertRmc({
      valorSaque: 3_000,
      mesSaque: "2021-07",
      descontoMensal: 110,
      descontosFeitos: 48,
      mediaInss: media,
      hoje: "2026-11-26",
      tetoEmprestimo: cap,
    });
    if (!result.ok) throw new Error(result.erro);
    expect(result.baseTaxa).toBe("media_bacen");
    expect(text).toContain(`quitada no **${result.parcelasParaQuitar}º desconto**`);
    expect(text).toContain(`foram pagos **${money(result.pagoAlemDaQuitacao)} a mais**`);
  });
});
