import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSIGNADO_SECTORS, CONTRACT_TYPES } from "./contract-types";
import { monthId } from "./months";
import {
  createRateTable,
  DEFAULT_AVERAGE_RATE,
  freshnessText,
  isProvisional,
  lookupRate,
  provenanceOf,
  type RateRow,
  SEED_ROWS_TIMESTAMP,
  seriesStartRefusal,
} from "./rates";

const row = (mes: string, v: number, extra: Partial<RateRow> = {}): RateRow => ({
  mes,
  taxaVeiculos: v,
  taxaCreditoPessoal: Math.round((v + 4) * 100) / 100,
  taxaConsignadoTotal: Math.round((v - 0.1) * 100) / 100,
  taxaConsignadoInss: Math.round((v - 0.2) * 100) / 100,
  taxaConsignadoPublico: Math.round((v - 0.3) * 100) / 100,
  taxaConsignadoPrivado: Math.round((v + 1) * 100) / 100,
  obtidoEm: "2025-10-29T00:00:00.000Z",
  ...extra,
});

// Any order: the table sorts it.
const rows: RateRow[] = [
  row("2025-06", 2.0),
  row("2025-07", 2.03),
  row("2011-03", 2.08),
  row("2011-04", 2.11),
];

describe("lookupRate (SPEC §5, DESIGN D6/D8)", () => {
  it("answers the exact month with a certificate", () => {
    expect(lookupRate(rows, { tipo: "financiamento_veiculo", mes: "2025-06" })).toEqual({
      tipo: "financiamento_veiculo",
      setor: null,
      serie: 25471,
      serieNome:
        "Taxa média de juros das operações de crédito com recursos livres – pessoas físicas – aquisição de veículos",
      mesSolicitado: "2025-06",
      mesUsado: "2025-06",
      valor: 2.0,
      caso: "exato",
      dadosAte: "2025-07",
      obtidoEm: "2025-10-29T00:00:00.000Z",
      origem: null,
      aviso: null,
      provisorio: false,
      primeiroMes: "2011-03",
    });
  });

  it("states where a value came from, never a retrieval that did not happen (§8.8, §8b.30)", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    const seeded = provenanceOf({ obtidoEm: SEED_ROWS_TIMESTAMP, origem: "semente" }, now);
    expect(seeded.texto).toBe(
      "cópia pública, em repositório de terceiros, da exportação do SGS (arquivo de 30/09/2025)",
    );
    expect(seeded.idadeTexto).toBe("Estes dados têm 422 dias (contados da data do arquivo).");
    // A certificate issued before the origin was stored carries the seed's timestamp: read as seeded.
    expect(provenanceOf({ obtidoEm: SEED_ROWS_TIMESTAMP }, now).texto).toBe(seeded.texto);
    const fetched = provenanceOf({ obtidoEm: "2026-11-05T12:14:00Z", origem: "api_sgs" }, now);
    expect(fetched.texto).toBe("API do SGS, consultada em 05/11/2026 09:14");
    expect(fetched.idadeTexto).toBeNull();
    expect(provenanceOf({ obtidoEm: null }, now).texto).toBe("origem do valor não registrada");
  });

  it("uses each type's series", () => {
    const t = createRateTable(rows);
    expect(lookupRate(t, { tipo: "emprestimo_pessoal", mes: "2011-04" }).valor).toBe(6.11);
    expect(lookupRate(t, { tipo: "busca_apreensao", mes: "2011-04" }).valor).toBe(2.11);
    expect(lookupRate(t, { tipo: "emprestimo_consignado", mes: "2011-04" })).toMatchObject({
      setor: "total",
      serie: 25469,
    });
    expect(
      lookupRate(t, { tipo: "emprestimo_consignado", setor: "inss", mes: "2011-04" }).valor,
    ).toBe(1.91);
    expect(
      lookupRate(t, { tipo: "emprestimo_consignado", setor: "privado", mes: "2011-04" }).valor,
    ).toBe(3.11);
    expect(
      lookupRate(t, { tipo: "cartao_consignado", setor: "publico", mes: "2011-04" }),
    ).toMatchObject({ setor: null, serie: 25468 });
  });

  it("accepts the spec's set/25 form", () => {
    expect(lookupRate(rows, { tipo: "financiamento_veiculo", mes: "JUL / 25" })).toMatchObject({
      caso: "exato",
      valor: 2.03,
      mesSolicitado: "2025-07",
    });
  });

  it("falls back to the newest month and says so (D6)", () => {
    const c = lookupRate(rows, { tipo: "financiamento_veiculo", mes: "2026-10" });
    expect(c).toMatchObject({
      caso: "mais_recente",
      mesUsado: "2025-07",
      valor: 2.03,
      provisorio: true,
    });
    expect(c.aviso).toBe(
      "Ainda não há taxa publicada pelo Banco Central para out/2026; usamos a mais recente, jul/2025",
    );
  });

  it("names the series start for months before it", () => {
    const c = lookupRate(rows, { tipo: "financiamento_veiculo", mes: "2010-01" });
    expect(c).toMatchObject({ caso: "mais_recente", mesUsado: "2025-07", provisorio: false });
    // §8.3: such a month is refused, never answered with another month.
    expect(seriesStartRefusal(c)).toBe("O Banco Central publica esta série desde mar/2011.");
    expect(
      seriesStartRefusal(lookupRate(rows, { tipo: "financiamento_veiculo", mes: "2011-03" })),
    ).toBeNull();
    expect(isProvisional(c)).toBe(false);
    expect(c.aviso).toBe(
      "O Banco Central não publica esta taxa para jan/2010 (a série começa em mar/2011); usamos a mais recente, jul/2025",
    );
  });

  it("uses the newest month of the series when the asked month lacks that series", () => {
    const partial = [...rows, row("2025-08", 2.1, { taxaConsignadoInss: null })];
    const c = lookupRate(partial, { tipo: "cartao_consignado", mes: "2025-08" });
    expect(c).toMatchObject({
      caso: "mais_recente",
      mesUsado: "2025-07",
      dadosAte: "2025-07",
      provisorio: true,
    });
    // A certificate recorded before the flag existed reads the same.
    expect(isProvisional({ ...c, provisorio: undefined })).toBe(true);
    expect(c.aviso).toBe(
      "Ainda não há taxa publicada pelo Banco Central para ago/2025; usamos a mais recente, jul/2025",
    );
    expect(lookupRate(partial, { tipo: "financiamento_veiculo", mes: "2025-08" })).toMatchObject({
      caso: "exato",
      dadosAte: "2025-08",
    });
  });

  it("falls back to 2 with no data and says so", () => {
    const c = lookupRate([], { tipo: "emprestimo_pessoal", mes: "2020-01" });
    expect(c).toMatchObject({
      caso: "padrao",
      valor: DEFAULT_AVERAGE_RATE,
      mesUsado: null,
      dadosAte: null,
    });
    expect(c.aviso).toBe(
      "Não há taxas do Banco Central carregadas; usamos a taxa padrão de 2,00% a.m.",
    );
  });

  it("never throws for any month from 1900 to 2100, any type and sector", () => {
    const t = createRateTable(rows);
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...CONTRACT_TYPES),
        fc.option(fc.constantFrom(...CONSIGNADO_SECTORS)),
        fc.boolean(),
        (y, m, tipo, setor, empty) => {
          const c = lookupRate(empty ? [] : t, { tipo, setor, mes: monthId(y, m) });
          expect(c.valor).toBeGreaterThan(0);
          expect(c.caso === "exato").toBe(c.aviso === null);
        },
      ),
    );
    expect(() => lookupRate(t, { tipo: "financiamento_veiculo", mes: "lixo" })).not.toThrow();
  });

  it("tells how fresh the data is", () => {
    expect(freshnessText(createRateTable(rows).dadosAte)).toBe(
      "Dados do Banco Central até jul/2025",
    );
    expect(freshnessText(null)).toBe("Sem dados do Banco Central carregados");
  });
});
