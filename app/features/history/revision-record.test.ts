// A recalculation stored before the doubled-stop fix reads back with one full stop after a rate.
import { describe, expect, it } from "vitest";
import { parseStoredRevision, singleStop } from "./revision-record";

const row = {
  n: 1,
  vencimento: "2023-01",
  parcela: 326.97,
  juros: 326.65,
  amortizacao: 0.32,
  saldo: 0,
};

describe("parseStoredRevision", () => {
  it("prints an old row's 'a.m..' as 'a.m.' and leaves every other sentence as stored", () => {
    const stored = parseStoredRevision({
      entradas: ["Parcelas já pagas: 10."],
      resultado: {
        contrato: [row],
        revisado: [row],
        taxaRevisada: 5.11,
        pagoAMais: 2088.6,
        textos: [
          "Taxa média do Banco Central (série 25464) de dez/2022: 5,11% a.m..",
          "Nas 10 parcelas já pagas foram pagos R$ 2.088,60 a mais.",
        ],
      },
    });
    expect(stored!.textos).toEqual([
      "Taxa média do Banco Central (série 25464) de dez/2022: 5,11% a.m.",
      "Nas 10 parcelas já pagas foram pagos R$ 2.088,60 a mais.",
    ]);
    expect(singleStop("35% a.a.. e 2% a.m.")).toBe("35% a.a. e 2% a.m.");
  });
});
