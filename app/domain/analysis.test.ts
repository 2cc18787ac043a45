import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abusiveThreshold,
  analyzeContract,
  analyzeRate,
  isAbusive,
  OTHER_MULTIPLES_NOTE,
  rateRatio,
  resultKind,
  thresholdText,
} from "./analysis";
import type { RateRow } from "./rates";

describe("the 1.5 rule", () => {
  it("flags only a ratio above 1.5", () => {
    expect(isAbusive(3.01, 2)).toBe(true);
    expect(isAbusive(3, 2)).toBe(false);
    expect(isAbusive(2.7, 1.8)).toBe(false); // 2.7 / 1.8 = 1.5000000000000002 in binary
    expect(isAbusive(2.71, 1.8)).toBe(true);
    expect(isAbusive(0, 2)).toBe(false);
    expect(isAbusive(5, 0)).toBe(false);
    expect(rateRatio(3, 2)).toBe(1.5);
  });

  it("shows the threshold exactly, with the decimals it needs (DESIGN §7.1)", () => {
    expect(abusiveThreshold(2.03)).toBe(3.045); // never rounded to 3,05: 3,05 would be flagged
    expect(thresholdText(2.03)).toBe("Acima de 3,045% a.m.");
    expect(thresholdText(1.82)).toBe("Acima de 2,73% a.m.");
    expect(isAbusive(3.05, 2.03)).toBe(true);
    expect(isAbusive(3.04, 2.03)).toBe(false);
  });

  it("is monotonic: a higher contract rate never turns abusive into not abusive", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 30, noNaN: true }),
        (a, b, avg) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (isAbusive(low, avg)) expect(isAbusive(high, avg)).toBe(true);
          // and a higher average never makes a rate more abusive
          if (isAbusive(a, avg + b)) expect(isAbusive(a, avg)).toBe(true);
        },
      ),
    );
  });
});

describe("result choice (SPEC §4)", () => {
  it("chooses the view", () => {
    expect(resultKind("cartao_consignado", true)).toBe("abusivo");
    expect(resultKind("financiamento_veiculo", false)).toBe("sem_irregularidade");
    expect(resultKind("emprestimo_pessoal", false)).toBe("sem_irregularidade");
    expect(resultKind("emprestimo_consignado", false)).toBe("sem_irregularidade_grave");
    expect(resultKind("busca_apreensao", false)).toBe("sem_irregularidade_grave");
  });

  it("analyses a rate with the other multiples as information (D12)", () => {
    const a = analyzeRate("emprestimo_consignado", 4.5, 2);
    expect(a).toMatchObject({ abusiva: true, resultado: "abusivo", limiteAbusivo: 3, razao: 2.25 });
    expect(a.outrosMultiplos).toEqual([
      { multiplo: 2, limite: 4, acima: true },
      { multiplo: 3, limite: 6, acima: false },
    ]);
    expect(OTHER_MULTIPLES_NOTE).toContain("REsp 1.061.530");
    expect(OTHER_MULTIPLES_NOTE).not.toContain("1,1");
    expect(OTHER_MULTIPLES_NOTE).not.toContain("mais usada");
  });

  it("handles vehicle and personal loan without a rate (no field in the spec's flow)", () => {
    const a = analyzeRate("financiamento_veiculo", null, 2.03);
    expect(a).toMatchObject({
      taxaContrato: null,
      razao: null,
      abusiva: false,
      resultado: "sem_irregularidade",
      limiteAbusivo: 3.045,
    });
    expect(a.outrosMultiplos.every((m) => m.acima === null)).toBe(true);
  });

  it("runs lookup and rule together with the certificate", () => {
    const rows: RateRow[] = [
      {
        mes: "2025-07",
        taxaVeiculos: 2.03,
        taxaCreditoPessoal: 6.14,
        taxaConsignadoTotal: 1.97,
        taxaConsignadoInss: 1.82,
        taxaConsignadoPublico: 1.7,
        taxaConsignadoPrivado: 3.5,
      },
    ];
    const a = analyzeContract(rows, {
      tipo: "cartao_consignado",
      mes: "2025-07",
      taxaContrato: 2.8,
    });
    expect(a).toMatchObject({ mediaBacen: 1.82, abusiva: true, limiteAbusivo: 2.73 });
    expect(a.certificado).toMatchObject({ serie: 25468, mesUsado: "2025-07", caso: "exato" });
  });
});
