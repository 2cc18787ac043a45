import { describe, expect, it } from "vitest";
import { annuityPayment } from "~/domain/implied-rate";
import { type ConfirmedLoan, defaultPaid, planLoan } from "./import-plan";

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
