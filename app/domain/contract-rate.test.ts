import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeRate } from "./analysis";
import { chooseContractRate, RATE_AGREEMENT_PP } from "./contract-rate";
import { annuityPayment } from "./implied-rate";
import { reviseContract } from "./revision";

const HOJE = "2026-11-26";
const installment = (principal: number, rate: number, n: number) =>
  Math.round(annuityPayment(principal, rate / 100, n) * 100) / 100;

describe("chooseContractRate (issue #22 item 4, DESIGN §8b.31)", () => {
  it("keeps the printed rate when the installments agree with it, and says so", () => {
    const r = chooseContractRate({
      valorFinanciado: 12000,
      parcela: installment(12000, 2.5, 84),
      numeroParcelas: 84,
      taxaDocumento: 2.5,
    });
    expect(r).toMatchObject({ ok: true, fonte: "documento", taxaMensal: 2.5, documento: 2.5 });
    if (!r.ok) return;
    expect(r.frase).toMatch(/^Taxa do contrato: 2,50% a\.m\., a do documento, que confere/);
  });

  it("takes the implied rate when the printed one is more than 0,01 p.p. away, or missing", () => {
    const far = chooseContractRate({
      valorFinanciado: 12000,
      parcela: 400,
      numeroParcelas: 84,
      taxaDocumento: 2.5,
    });
    expect(far).toMatchObject({ ok: true, fonte: "implicita", documento: 2.5 });
    if (!far.ok) return;
    expect(annuityPayment(12000, far.taxaMensal / 100, 84)).toBeCloseTo(400, 6);
    expect(far.frase).toContain("a do documento (2,50% a.m.) não confere com elas e não é usada");
    const none = chooseContractRate({ valorFinanciado: 12000, parcela: 400, numeroParcelas: 84 });
    expect(none).toMatchObject({ ok: true, fonte: "implicita", documento: null });
    if (none.ok) expect(none.frase).toContain("pois o documento não traz a taxa");
  });

  it("refuses amounts no rate can explain, naming the field", () => {
    expect(
      chooseContractRate({ valorFinanciado: 1000, parcela: 5, numeroParcelas: 12 }),
    ).toMatchObject({ ok: false, campo: "parcela" });
  });
});

describe("one rate by construction: the verdict and the revision (property)", () => {
  const contract = fc.record({
    principal: fc.integer({ min: 500, max: 200_000 }),
    parcelas: fc.integer({ min: 6, max: 120 }),
    // The rate the installments were computed at, and how far the printed one strays from it.
    taxa: fc.integer({ min: 30, max: 800 }).map((v) => v / 100),
    desvio: fc.oneof(
      fc.constant(null),
      fc.integer({ min: -3, max: 3 }).map((v) => v / 100),
      fc.integer({ min: -80, max: 80 }).map((v) => v / 100),
    ),
    media: fc.integer({ min: 40, max: 500 }).map((v) => v / 100),
    teto: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 150, max: 300 }).map((v) => v / 100),
    ),
  });

  it("the revision is judged at the rate the verdict uses, and flags the same side of 1,5 × the average", () => {
    fc.assert(
      fc.property(contract, ({ principal, parcelas, taxa, desvio, media, teto }) => {
        const parcela = installment(principal, taxa, parcelas);
        const printed = desvio === null ? null : Math.round((taxa + desvio) * 100) / 100;
        const choice = chooseContractRate({
          valorFinanciado: principal,
          parcela,
          numeroParcelas: parcelas,
          taxaDocumento: printed !== null && printed > 0 ? printed : null,
        });
        if (!choice.ok) return;
        // The verdict: the rule applied to the chosen rate.
        const verdict = analyzeRate("emprestimo_consignado", choice.taxaMensal, media);
        const revision = reviseContract({
          valorFinanciado: principal,
          parcela,
          parcelas,
          parcelasPagas: Math.floor(parcelas / 2),
          primeiroVencimento: "2024-01",
          mediaBacen: media,
          tetoInss: teto,
          hoje: HOJE,
          taxaDocumento: printed !== null && printed > 0 ? printed : null,
        });
        expect(revision.ok).toBe(true);
        if (!revision.ok) return;
        expect(revision.taxaContrato).toBe(choice.taxaMensal);
        expect(revision.criterio.acimaDaMedia).toBe(verdict.abusiva);
        // The printed rate is used exactly when it is within 0,01 p.p. of the installments' rate.
        // At the edge itself binary noise decides (7,92 printed against 7,930000003 implied,
        // seed -271658819): the rule compares to 1e-8 p.p., so only gaps clear of it are asserted.
        const gap =
          printed !== null && printed > 0
            ? Math.abs(printed - choice.implicita)
            : Number.POSITIVE_INFINITY;
        if (gap < RATE_AGREEMENT_PP - 1e-7) expect(choice.fonte).toBe("documento");
        if (gap > RATE_AGREEMENT_PP + 1e-7) expect(choice.fonte).toBe("implicita");
        // With a printed rate, the revision opens with the verdict's sentence about it.
        if (printed !== null && printed > 0) expect(revision.textos[0]).toBe(choice.frase);
      }),
      { numRuns: 300 },
    );
  });
});
