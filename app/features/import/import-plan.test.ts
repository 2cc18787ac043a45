import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annuityPayment } from "~/domain/implied-rate";
import {
  CARD_FIELDS,
  CONFIRMED_FIELDS,
  type CardField,
  type ConfirmedCard,
  type ConfirmedLoan,
  cardDefaults,
  defaultPaid,
  planCard,
  planLoan,
} from "./import-plan";

const NOW = new Date("2026-11-26T12:00:00Z");
const loan = (over: Partial<ConfirmedLoan> = {}): ConfirmedLoan => ({
  contrato: "0123456789",
  banco: "BANCO BMG",
  situacao: "Ativo",
  dataInclusao: "15/03/22",
  inicioDesconto: "04/2022",
  fimDesconto: "03/2029",
  qtdeParcelas: "84",
  parcela: "R$376,14",
  emprestado: "R$12.000,00",
  taxaMensal: "2,50",
  pagas: "56",
  ...over,
});

describe("defaultPaid (DESIGN §8.13, §8b.31)", () => {
  it("counts from the first discount to today for an active loan", () => {
    expect(defaultPaid("Ativo", "2022-04", "2029-03", 84, NOW)).toBe(56);
  });
  it("stops at FIM DE DESCONTO for an ended loan, and at the count", () => {
    expect(defaultPaid("Encerrado", "2021-02", "2023-01", 24, NOW)).toBe(24);
    expect(defaultPaid("Ativo", "2020-01", null, 12, NOW)).toBe(12);
  });
  it("asks for a suspended loan", () => {
    expect(defaultPaid("Suspenso", "2022-04", "2029-03", 84, NOW)).toBeNull();
  });
});

describe("planLoan", () => {
  it("keeps the printed rate when the installment agrees with it", () => {
    const parcela = annuityPayment(12000, 0.025, 84).toFixed(2).replace(".", ",");
    const plan = planLoan(loan({ parcela: `R$${parcela}` }), NOW);
    expect(plan).toMatchObject({
      ok: true,
      loan: { mes: "2022-03", dataInclusao: "2022-03-15", taxaMensal: 2.5, taxaFonte: "documento" },
    });
  });
  it("uses the implied rate over EMPRESTADO when the printed rate disagrees (§8b.31)", () => {
    const plan = planLoan(loan({ parcela: "R$400,00" }), NOW);
    if (!plan.ok) throw new Error(JSON.stringify(plan.erros));
    expect(plan.loan.taxaFonte).toBe("implicita");
    expect(annuityPayment(12000, plan.loan.taxaMensal / 100, 84)).toBeCloseTo(400, 6);
  });
  it("names each field that does not read, and refuses installments not yet due", () => {
    const plan = planLoan(loan({ dataInclusao: "31/02/2022", pagas: "", parcela: "491,1x" }), NOW);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(Object.keys(plan.erros).sort()).toEqual(["dataInclusao", "pagas", "parcela"]);
    const early = planLoan(loan({ dataInclusao: "10/01/2009" }), NOW);
    expect(early.ok ? null : early.erros.dataInclusao).toBe(
      "O Banco Central publica esta série desde mar/2011.",
    );
    const future = planLoan(loan({ pagas: "60" }), NOW);
    expect(future.ok ? null : future.erros.pagas).toBe(
      "Informe só as parcelas já descontadas até este mês.",
    );
  });
  it("keeps an ended contract's discounts within its end date (§8b.31)", () => {
    const ended = loan({
      situacao: "Encerrad o",
      dataInclusao: "05/01/2021",
      inicioDesconto: "02/2021",
      fimDesconto: "01/2023",
      qtdeParcelas: "24",
      parcela: "R$158,88",
      emprestado: "R$3.000,00",
      taxaMensal: "2,20",
      pagas: "24",
    });
    const plan = planLoan(ended, NOW);
    expect(plan).toMatchObject({ ok: true, loan: { encerrado: true, pagas: 24 } });
    const beyond = planLoan({ ...ended, qtdeParcelas: "36", pagas: "30" }, NOW);
    expect(beyond.ok ? null : beyond.erros.pagas).toBe(
      "O contrato terminou em jan/2023: informe só as parcelas descontadas até lá.",
    );
    const noEnd = planLoan({ ...ended, fimDesconto: "" }, NOW);
    expect(noEnd.ok ? null : noEnd.erros.fimDesconto).toBe(
      "Informe o mês em que os descontos terminaram (mm/aaaa).",
    );
  });
  it("says which rate it took and why, with the verdict's own chooser", () => {
    const plan = planLoan(loan({ parcela: "R$400,00" }), NOW);
    if (!plan.ok) throw new Error(JSON.stringify(plan.erros));
    expect(plan.loan.taxaDocumento).toBe(2.5);
    expect(plan.loan.taxaFrase).toContain("a do documento (2,50% a.m.) não confere com elas");
  });
});

describe("planCard: RMC/RCC cards ask only for the saque (issue #22 item 4)", () => {
  const card = (over: Partial<ConfirmedCard> = {}): ConfirmedCard => ({
    secao: "rmc",
    contrato: "4411223344",
    banco: "BANCO BMG",
    situacao: "Ativo",
    dataInclusao: "20/08/2019",
    limite: "R$1.500,00",
    reservado: "R$70,60",
    ...cardDefaults("Ativo", "2019-08-20", NOW),
    valorSaque: "",
    mesSaque: "",
    ...over,
  });
  it("derives the deductions from the extrato: from the month after inclusion up to now", () => {
    expect(cardDefaults("Ativo", "2019-08-20", NOW)).toEqual({
      primeiroDesconto: "09/2019",
      descontosFeitos: "87",
    });
    expect(cardDefaults("Suspenso", "2019-08-20", NOW).descontosFeitos).toBe("");
  });
  it("records a card without the saque, keeping the deduction for its record's form", () => {
    const plan = planCard(card(), NOW);
    expect(plan).toMatchObject({
      ok: true,
      card: { mes: "2019-08", descontoMensal: 70.6, rmc: null },
    });
    if (plan.ok) expect(plan.card.digitado.descontoMensal).toBe("70,60");
  });
  it("reads the conversion with the record page's own form once the saque is given", () => {
    const plan = planCard(card({ valorSaque: "1.200,00", mesSaque: "08/2019" }), NOW);
    expect(plan).toMatchObject({
      ok: true,
      card: {
        rmc: {
          input: {
            valorSaque: 1200,
            mesSaque: "2019-08",
            descontoMensal: 70.6,
            descontosFeitos: 87,
            primeiroDesconto: "2019-09",
            indice: "inpc",
          },
        },
      },
    });
  });
  it("asks for both halves of the saque, on the card's own fields", () => {
    const plan = planCard(card({ valorSaque: "1.200,00" }), NOW);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(Object.keys(plan.erros)).toEqual(["mesSaque"]);
    const bad = planCard(card({ valorSaque: "abc", mesSaque: "13/2019", reservado: "" }), NOW);
    expect(bad.ok ? null : Object.keys(bad.erros).sort()).toEqual([
      "mesSaque",
      "reservado",
      "valorSaque",
    ]);
  });
});

describe("confirmed texts from the browser are never trusted (property)", () => {
  const text = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom("", "R$70,60", "1.200,00", "08/2019", "20/08/19", "-1", "0", "13/2020", "1e9"),
  );
  it("planLoan and planCard answer a plan or per-field errors for any texts, never a throw", () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(CARD_FIELDS.map((f) => [f, text]))),
        fc.record(Object.fromEntries(CONFIRMED_FIELDS.map((f) => [f, text]))),
        (cardTexts, loanTexts) => {
          const card = planCard({ ...(cardTexts as Record<CardField, string>), secao: "rcc" }, NOW);
          if (!card.ok) for (const k of Object.keys(card.erros)) expect(CARD_FIELDS).toContain(k);
          const loan = planLoan(loanTexts as ConfirmedLoan, NOW);
          if (!loan.ok)
            for (const k of Object.keys(loan.erros)) expect(CONFIRMED_FIELDS).toContain(k);
        },
      ),
      { numRuns: 300 },
    );
  });
});
