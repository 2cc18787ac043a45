// DESIGN §8.3, §8b.33: no month other than the signing month ever feeds a revision. Before a
// series starts the calculation is refused with its first month; after the newest published month
// it is provisional (no revision, refund or correction) and the API keeps every key with nulls.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createIndexTable } from "~/domain/correction";
import { addMonths } from "~/domain/months";
import { createRateTable, type RateRow } from "~/domain/rates";
import {
  capsFrom,
  computeRevision,
  computeRevisionDetails,
  computeRmcConversion,
  type RevisionDeps,
} from "./revision.server";
import { revisionInputSchema } from "./revision-schema";
import { rmcInputSchema } from "./rmc-schema";

// One distinct value per month and series: the value identifies the month it came from.
const months = Array.from({ length: 60 }, (_, k) => addMonths("2019-01", k));
const value = (k: number, base: number) => Math.round((base + k / 100) * 100) / 100;
const rows: RateRow[] = months.map((mes, k) => ({
  mes,
  taxaVeiculos: value(k, 1),
  taxaCreditoPessoal: value(k, 4),
  taxaConsignadoTotal: value(k, 1.5),
  taxaConsignadoInss: value(k, 1.2),
  taxaConsignadoPublico: value(k, 1.1),
  taxaConsignadoPrivado: value(k, 2),
  obtidoEm: null,
}));
const deps: RevisionDeps = {
  rates: createRateTable(rows),
  indices: createIndexTable([]),
  caps: capsFrom([]),
  hoje: "2026-11-26",
};

const revision = (mes: string) =>
  revisionInputSchema.parse({
    tipo: "emprestimo_pessoal",
    mes,
    valorFinanciado: 2100,
    parcela: 326.97,
    parcelas: 48,
    indice: "nenhum",
  });

describe("months (§8.3)", () => {
  it("no month other than the signing month ever feeds a revision", () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 100 }), (offset) => {
        const mes = addMonths("2019-01", offset);
        const details = computeRevisionDetails(deps, revision(mes));
        if (details.ok) {
          expect(details.resposta.certificado.mesUsado).toBe(mes);
          expect(details.resposta.mediaBacen).toBe(value(offset, 4));
        } else {
          expect(
            details.reason === "provisional" ||
              details.erro.startsWith("O Banco Central publica esta série desde"),
          ).toBe(true);
          expect(mes < "2019-01" || mes > "2023-12").toBe(true);
        }
      }),
    );
  });

  it("refuses a month before the series with its first month", () => {
    const out = computeRevisionDetails(deps, revision("2008-05"));
    expect(out).toMatchObject({
      ok: false,
      reason: "invalid_input",
      campo: "mes",
      erro: "O Banco Central publica esta série desde jan/2019.",
    });
  });

  it("after the newest month: provisional, every key kept, figures null, the month used named", () => {
    const out = computeRevision(deps, revision("2026-03"));
    if (!out.ok) throw new Error(out.erro);
    const firm = computeRevision(deps, revision("2023-12"));
    if (!firm.ok) throw new Error(firm.erro);
    expect(Object.keys(out.resposta).sort()).toEqual(
      [...Object.keys(firm.resposta), "aviso"].sort(),
    );
    expect(out.resposta).toMatchObject({
      provisorio: true,
      mesUsado: "2023-12",
      pagoAMais: null,
      restituicao: null,
      revisado: null,
      prescritas: null,
    });
    expect(firm.resposta).toMatchObject({ provisorio: false, mesUsado: "2023-12" });
    if (out.resposta.provisorio)
      expect(out.resposta.aviso).toContain("ainda não publicou a taxa média de mar/2026");
  });

  it("the RMC/RCC conversion follows the same rule", () => {
    const input = (mesSaque: string) =>
      rmcInputSchema.parse({
        valorSaque: 2000,
        mesSaque,
        descontoMensal: 120,
        descontosFeitos: 0,
        indice: "nenhum",
      });
    expect(computeRmcConversion(deps, input("2018-06"))).toMatchObject({
      ok: false,
      campo: "mesSaque",
      erro: "O Banco Central publica esta série desde jan/2019.",
    });
    expect(computeRmcConversion(deps, input("2026-03"))).toMatchObject({
      ok: false,
      reason: "provisional",
    });
    const firm = computeRmcConversion(deps, input("2020-06"));
    expect(firm.ok && firm.certificado.mesUsado).toBe("2020-06");
  });
});
