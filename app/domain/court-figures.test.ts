import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { courtFigures } from "./court-figures";
import { computeRefund } from "./refund";
import { overpayments, reviseContract } from "./revision";

const HOJE = "2026-11-26";

/** Personal loan dez/2022: 2.100 in 48 × 326,97 → 15,55% a.m. against 5,11; 10 paid. */
function personalLoan(parcelasPagas: number) {
  const r = reviseContract({
    valorFinanciado: 2100,
    parcela: 326.97,
    parcelas: 48,
    parcelasPagas,
    primeiroVencimento: "2023-01",
    mediaBacen: 5.11,
    hoje: HOJE,
  });
  if (!r.ok) throw new Error(r.erro);
  return r;
}

function figuresOf(r: ReturnType<typeof personalLoan>, parcelasPagas: number) {
  const refund = computeRefund(overpayments(r));
  return courtFigures({
    contrato: r.contrato,
    revisado: r.revisado,
    principalContrato: r.principalContrato,
    principalRevisado: r.principalRevisado,
    parcelasPagas,
    parcelaCobrada: 326.97,
    restituicao: { simples: refund.simples, emDobro: refund.emDobro },
  });
}

describe("court figures (CPC arts. 292 and 330, DESIGN §8b.35)", () => {
  it("personal loan dez/2022, 10 paid: balances, valor incontroverso and valor da causa", () => {
    const r = personalLoan(10);
    expect(r.pagoAMais).toBe(2088.6);
    const f = figuresOf(r, 10);
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    expect(f.saldoHoje.contrato).toBe(r.contrato[9]!.saldo);
    expect(f.saldoHoje.revisado).toBe(r.revisado[9]!.saldo);
    expect(f.saldoHoje.texto).toBe(
      `Saldo devedor de hoje, após a parcela 10 de 48, a última paga: R$ ${fmt(r.contrato[9]!.saldo)} pelo contrato; R$ ${fmt(r.revisado[9]!.saldo)} revisado.`,
    );
    expect(f.incontroverso.parcelaRevisada).toBe(118.11);
    expect(f.incontroverso.aPartirDaParcela).toBe(11);
    expect(f.incontroverso.saldoRevisado).toBe(r.revisado[9]!.saldo);
    expect(f.incontroverso.texto).toContain("Valor incontroverso (CPC, art. 330, §§ 2º e 3º)");
    expect(f.incontroverso.texto).toContain("R$ 118,11, a partir da parcela 11 de 48");
    // 38 installments to pay, each 326,97 − 118,11 = 208,86, save the revised last row's cents.
    expect(f.valorDaCausa.parteControvertida).toBe(r.economiaRestante);
    expect(f.valorDaCausa.restituicaoSimples).toBe(2088.6);
    expect(f.valorDaCausa.restituicaoEmDobro).toBe(4177.2);
    expect(f.valorDaCausa.valor).toBe(round2(r.economiaRestante + 2088.6));
    expect(f.valorDaCausa.valorComDobro).toBe(round2(r.economiaRestante + 4177.2));
    expect(f.valorDaCausa.texto).toBe(
      `Valor da causa (CPC, art. 292, II e VI): R$ ${fmt(f.valorDaCausa.valor)}, soma de R$ ${fmt(r.economiaRestante)} de parte controvertida (a diferença entre as parcelas do contrato e as revisadas nas 38 parcelas ainda a pagar) e de R$ 2.088,60 de restituição simples pedida. Com a restituição em dobro (até R$ 4.177,20), seria de até R$ ${fmt(f.valorDaCausa.valorComDobro)}.`,
    );
  });

  it("nothing paid: the balance is the principal; everything paid: no balance, no installment", () => {
    const none = figuresOf(personalLoan(0), 0);
    expect(none.ok && none.saldoHoje.contrato).toBe(2100);
    expect(none.ok && none.saldoHoje.texto).toContain("antes da primeira parcela");
    const all = figuresOf(personalLoan(48), 48);
    expect(all.ok).toBe(true);
    if (!all.ok) return;
    expect(all.saldoHoje).toMatchObject({ contrato: 0, revisado: 0 });
    expect(all.saldoHoje.texto).toBe(
      "Contrato quitado: as 48 parcelas estão pagas e não há saldo devedor.",
    );
    expect(all.incontroverso.parcelaRevisada).toBeNull();
    expect(all.valorDaCausa.parteControvertida).toBe(0);
    expect(all.valorDaCausa.texto).toContain("sem parcelas a pagar, não há parte controvertida");
  });

  it("refuses tables of different lengths and a paid count out of range", () => {
    const r = personalLoan(10);
    const base = {
      contrato: r.contrato,
      revisado: r.revisado,
      principalContrato: 2100,
      principalRevisado: 2100,
      restituicao: { simples: 0, emDobro: 0 },
    };
    expect(courtFigures({ ...base, parcelasPagas: 49 }).ok).toBe(false);
    expect(courtFigures({ ...base, parcelasPagas: -1 }).ok).toBe(false);
    expect(courtFigures({ ...base, revisado: r.revisado.slice(1), parcelasPagas: 1 }).ok).toBe(
      false,
    );
  });

  it("property: the disputed part is the revision's saving; the cause adds the refund; balances are the tables'", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 10_000_000 }),
        fc.integer({ min: 2, max: 120 }),
        fc.double({ min: 0.3, max: 12, noNaN: true }),
        fc.double({ min: 0.2, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (principalCents, n, rate, media, paidShare) => {
          const principal = principalCents / 100;
          const i = rate / 100;
          const installment = Math.round(((principal * i) / (1 - (1 + i) ** -n)) * 100) / 100;
          const paid = Math.floor(paidShare * n);
          const r = reviseContract({
            valorFinanciado: principal,
            parcela: installment,
            parcelas: n,
            parcelasPagas: paid,
            primeiroVencimento: "2020-01",
            mediaBacen: media,
            hoje: HOJE,
          });
          if (!r.ok) return;
          const refund = computeRefund(overpayments(r));
          const f = courtFigures({
            contrato: r.contrato,
            revisado: r.revisado,
            principalContrato: r.principalContrato,
            principalRevisado: r.principalRevisado,
            parcelasPagas: paid,
            parcelaCobrada: installment,
            restituicao: { simples: refund.simples, emDobro: refund.emDobro },
          });
          expect(f.ok).toBe(true);
          if (!f.ok) return;
          expect(f.valorDaCausa.parteControvertida).toBe(r.economiaRestante);
          expect(f.valorDaCausa.valor).toBe(round2(r.economiaRestante + refund.simples));
          expect(f.valorDaCausa.valorComDobro).toBeGreaterThanOrEqual(f.valorDaCausa.valor);
          if (!r.criterio.atendido) expect(f.valorDaCausa.valor).toBe(0);
          if (paid > 0) {
            expect(f.saldoHoje.contrato).toBe(r.contrato[paid - 1]!.saldo);
            expect(f.saldoHoje.revisado).toBe(r.revisado[paid - 1]!.saldo);
          }
          expect(f.incontroverso.saldoRevisado).toBe(f.saldoHoje.revisado);
          if (paid < n) expect(f.incontroverso.parcelaRevisada).toBe(r.revisado[paid]!.parcela);
        },
      ),
      { numRuns: 150 },
    );
  });
});

const round2 = (v: number) => Math.round(v * 100) / 100;
const fmt = (v: number) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);
