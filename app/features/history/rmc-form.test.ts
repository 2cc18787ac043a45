// The RMC/RCC conversion form (issue #10 item 4): strict pt-BR numbers, MM/AAAA months, one pt-BR
// message per field, and the stored record read back for the laudo and /verificar.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertRmc } from "~/domain/rmc-conversion";
import { parseRmcForm, RMC_FORM_MSG, rmcDefaults } from "./rmc-form";
import { parseStoredRmc, rmcSummary } from "./rmc-record";
import type { AnalysisRecord } from "~/features/analysis/record";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};
const VALID = {
  valorSaque: "2.000,00",
  mesSaque: "06/2019",
  descontoMensal: "120,00",
  descontosFeitos: "60",
  primeiroDesconto: "",
  indice: "inpc",
};

describe("parseRmcForm", () => {
  it("reads pt-BR amounts and MM/AAAA months into the recovery schema's input", () => {
    const out = parseRmcForm(form(VALID));
    expect(out).toEqual({
      ok: true,
      values: VALID,
      input: {
        valorSaque: 2000,
        mesSaque: "2019-06",
        descontoMensal: 120,
        descontosFeitos: 60,
        indice: "inpc",
      },
    });
    const first = parseRmcForm(form({ ...VALID, primeiroDesconto: "8/2019", indice: "ipca" }));
    expect(first.ok && first.input).toMatchObject({ primeiroDesconto: "2019-08", indice: "ipca" });
  });

  it("refuses what the strict parsers refuse, with one pt-BR message per field", () => {
    const out = parseRmcForm(
      form({
        valorSaque: "1e3",
        mesSaque: "2019-06",
        descontoMensal: "-5",
        descontosFeitos: "2,5",
        primeiroDesconto: "13/2019",
      }),
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(Object.keys(out.errors).sort()).toEqual([
      "descontoMensal",
      "descontosFeitos",
      "mesSaque",
      "primeiroDesconto",
      "valorSaque",
    ]);
    expect(out.errors.mesSaque).toBe(RMC_FORM_MSG.month);
    expect(out.errors.primeiroDesconto).toBe(RMC_FORM_MSG.month);
    expect(out.errors.valorSaque).toContain("não é aceito");
    for (const message of Object.values(out.errors)) expect(message).toMatch(/\.$/);
    // What was typed comes back to the form.
    expect(out.values.valorSaque).toBe("1e3");
  });

  it("says the schema's limits in the form's own terms", () => {
    const zero = parseRmcForm(form({ ...VALID, valorSaque: "0,00", descontoMensal: "0" }));
    expect(zero.ok === false && zero.errors).toEqual({
      valorSaque: RMC_FORM_MSG.money,
      descontoMensal: RMC_FORM_MSG.money,
    });
    const out = parseRmcForm(form({ ...VALID, mesSaque: "12/2003", descontosFeitos: "601" }));
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.errors.mesSaque).toBe(RMC_FORM_MSG.monthRange);
    expect(out.errors.descontosFeitos).toBe("Informe um número inteiro de 0 a 600.");
    const before = parseRmcForm(form({ ...VALID, primeiroDesconto: "05/2019" }));
    expect(before.ok === false && before.errors.primeiroDesconto).toBe(
      "O primeiro desconto não pode ser antes do mês do saque.",
    );
  });

  it("never throws and never accepts a malformed amount (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 12 }), (money, count) => {
        const out = parseRmcForm(form({ ...VALID, valorSaque: money, descontosFeitos: count }));
        if (out.ok) {
          expect(out.input.valorSaque).toBeGreaterThan(0);
          expect(Number.isInteger(out.input.descontosFeitos)).toBe(true);
        }
      }),
    );
  });
});

describe("rmcDefaults", () => {
  const record = {
    entrada: { tipo: "cartao_consignado", mes: "2019-06" },
  } as unknown as AnalysisRecord;
  it("starts from the card's contract month, or from what was stored", () => {
    expect(rmcDefaults(record, null)).toMatchObject({
      mesSaque: "06/2019",
      indice: "inpc",
      valorSaque: "",
    });
    expect(rmcDefaults(record, { tipo: "rmc", digitado: VALID })).toEqual(VALID);
    // A Price recalculation stored on another analysis is not a conversion.
    expect(rmcDefaults(record, { digitado: { valorFinanciado: "1" } }).mesSaque).toBe("06/2019");
  });
});

describe("parseStoredRmc / rmcSummary", () => {
  const c = convertRmc({
    valorSaque: 2000,
    mesSaque: "2019-06",
    descontoMensal: 120,
    descontosFeitos: 60,
    mediaInss: 1.81,
    hoje: "2026-11-26",
  });
  if (!c.ok) throw new Error(c.erro);
  const record = {
    tipo: "rmc",
    entradas: ["Valor recebido no saque: R$ 2.000,00."],
    resultado: {
      taxa: c.taxa,
      baseTaxa: c.baseTaxa,
      serie: 25468,
      mesTaxa: "2019-06",
      parcelasParaQuitar: c.parcelasParaQuitar,
      mesQuitacao: c.mesQuitacao,
      quitado: c.quitado,
      saldoDevedor: c.saldoDevedor,
      descontosFeitos: 60,
      totalDescontado: c.totalDescontado,
      pagoAlemDaQuitacao: c.pagoAlemDaQuitacao,
      textos: c.textos,
    },
    restituicao: {
      simples: c.restituicao.simples,
      emDobro: c.restituicao.emDobro,
      textos: c.restituicao.textos,
    },
    correcao: null,
  };

  it("reads a complete conversion and states its figures", () => {
    const stored = parseStoredRmc(record);
    expect(stored).not.toBeNull();
    expect(rmcSummary(stored!)).toEqual([
      "Taxa da conversão: 1,81% a.m. (média do Banco Central, série 25468, de jun/2019).",
      "Quitação como consignado: no 21º desconto, em mar/2021.",
      "Total descontado (60 descontos): R$ 7.200,00.",
      "Descontado depois da quitação: R$ 4.797,98.",
      "Restituição simples: R$ 4.797,98; em dobro: até R$ 9.477,98.",
    ]);
  });

  it("reads anything else as no conversion (a Price recalculation, half a record, junk)", () => {
    expect(parseStoredRmc(null)).toBeNull();
    expect(parseStoredRmc({ ...record, tipo: undefined })).toBeNull();
    expect(
      parseStoredRmc({ ...record, resultado: { ...record.resultado, taxa: "1,81" } }),
    ).toBeNull();
    expect(parseStoredRmc({ entradas: [], resultado: { contrato: [], revisado: [] } })).toBeNull();
  });
});
