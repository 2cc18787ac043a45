// The form fields the INSS cap needs (DESIGN §7.4): the RMC/RCC card's sector and the optional
// signing day, read strictly with a pt-BR message.
import { describe, expect, it } from "vitest";
import { DAY_INVALID, parseAnalysisForm } from "./analysis-schema";

const base = { mes: "4", ano: "2025", taxa: "1,82" };

describe("analysis form: card sector and signing day", () => {
  it("keeps the card's sector and turns the day into the contract date", () => {
    expect(
      parseAnalysisForm({ ...base, tipo: "cartao_consignado", setor: "inss", dia: "3" }),
    ).toMatchObject({
      ok: true,
      value: {
        tipo: "cartao_consignado",
        setor: "inss",
        mes: "2025-04",
        dataContrato: "2025-04-03",
      },
    });
    expect(parseAnalysisForm({ ...base, tipo: "cartao_consignado" })).toMatchObject({
      ok: true,
      value: { setor: "total", dataContrato: null },
    });
    expect(
      parseAnalysisForm({ ...base, tipo: "emprestimo_consignado", setor: "inss", dia: "04" }),
    ).toMatchObject({
      ok: true,
      value: { setor: "inss", dataContrato: "2025-04-04" },
    });
  });

  it("refuses a day that the month does not have, or that is not a day", () => {
    for (const dia of ["31", "0", "1e1", "3.5", "-2", "abc"]) {
      expect(
        parseAnalysisForm({ ...base, tipo: "emprestimo_consignado", setor: "inss", dia }),
        dia,
      ).toEqual({
        ok: false,
        errors: { dia: DAY_INVALID },
      });
    }
    expect(
      parseAnalysisForm({ ...base, mes: "2", ano: "2024", tipo: "cartao_consignado", dia: "29" }),
    ).toMatchObject({
      ok: true,
      value: { dataContrato: "2024-02-29" },
    });
  });

  it("ignores the day for types without an INSS cap", () => {
    expect(
      parseAnalysisForm({ mes: "4", ano: "2025", tipo: "financiamento_veiculo", dia: "99" }),
    ).toMatchObject({
      ok: true,
      value: { dataContrato: null, setor: null },
    });
  });
});
