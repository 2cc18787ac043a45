// A HISCON-like extrato for the tests (parser, e2e): two pages of loans, active and ended, an
// RMC and an RCC card, wrapped cells, dd/mm/aa and dd/mm/aaaa. Installments are the Price
// installments of the rates shown, so the implied rate agrees with the document.
import { annuityPayment } from "~/domain/implied-rate";
import type { HisconDrawing, HisconRowText } from "./hiscon-pdf";

export function hisconMoney(value: number): string {
  const [int, cents] = value.toFixed(2).split(".") as [string, string];
  return `R$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`;
}
const rate = (v: number) => v.toFixed(2).replace(".", ",");

interface Loan {
  contrato: string;
  banco: string;
  situacao: string;
  origem?: string;
  dataInclusao: string;
  inicio: string;
  fim: string;
  parcelas: number;
  emprestado: number;
  taxa: number;
}

export function loanRow(l: Loan): HisconRowText {
  const parcela = Math.round(annuityPayment(l.emprestado, l.taxa / 100, l.parcelas) * 100) / 100;
  const anual = ((1 + l.taxa / 100) ** 12 - 1) * 100;
  const iof = Math.round(l.emprestado * 0.025 * 100) / 100;
  return {
    contrato: l.contrato,
    banco: l.banco,
    situacao: l.situacao,
    origem: l.origem ?? "Averbação nova",
    dataInclusao: l.dataInclusao,
    inicioDesconto: l.inicio,
    fimDesconto: l.fim,
    qtdeParcelas: String(l.parcelas),
    parcela: hisconMoney(parcela),
    emprestado: hisconMoney(l.emprestado),
    liberado: hisconMoney(l.emprestado - iof),
    iof: hisconMoney(iof),
    cetMensal: `${rate(l.taxa + 0.08)}%`,
    cetAnual: `${rate(anual + 1.2)}%`,
    taxaMensal: rate(l.taxa),
    taxaAnual: rate(anual),
    valorPago: hisconMoney(parcela * 10),
    primeiroDesconto: l.inicio,
  };
}

const FILLER: Loan[] = Array.from({ length: 24 }, (_, i) => ({
  contrato: String(700100200 + i),
  banco: i % 2 ? "BANCO DO BRASIL" : "CAIXA ECONOMICA FEDERAL",
  situacao: "Encerrado",
  dataInclusao: `10/0${(i % 9) + 1}/2016`,
  inicio: `0${(i % 9) + 1}/2016`,
  fim: `0${(i % 9) + 1}/2018`,
  parcelas: 24,
  emprestado: 1000 + 250 * i,
  taxa: 2.3,
}));

export const SAMPLE_LOANS: Loan[] = [
  {
    contrato: "0123456789",
    banco: "BANCO BMG",
    situacao: "Ativo",
    dataInclusao: "15/03/22",
    inicio: "04/2022",
    fim: "03/2029",
    parcelas: 84,
    emprestado: 12000,
    taxa: 2.5,
  },
  {
    contrato: "5566778899",
    banco: "BANCO BRADESCO FINANCIAMENTOS",
    situacao: "Ativo",
    origem: "Refinanciamento",
    dataInclusao: "10/06/2024",
    inicio: "07/2024",
    fim: "06/2031",
    parcelas: 84,
    emprestado: 8000,
    taxa: 1.6,
  },
  {
    contrato: "9988776655",
    banco: "BANCO PAN",
    situacao: "Encerrado",
    dataInclusao: "05/01/2021",
    inicio: "02/2021",
    fim: "01/2023",
    parcelas: 24,
    emprestado: 3000,
    taxa: 2.2,
  },
];

export const SAMPLE_CARDS = {
  rmc: { contrato: "4411223344", banco: "BANCO BMG", limite: 1500, reservado: 70.6 },
  rcc: { contrato: "4499887766", banco: "BANCO PAN", limite: 2000, reservado: 75.9 },
};

function cardRow(c: (typeof SAMPLE_CARDS)["rmc"]): HisconRowText {
  return {
    contrato: c.contrato,
    banco: c.banco,
    situacao: "Ativo",
    origem: "Averbação nova",
    dataInclusao: "20/08/2019",
    limite: hisconMoney(c.limite),
    reservado: hisconMoney(c.reservado),
  };
}

/** The sample extrato; `filler` ended loans push the list onto a second page. */
export function sampleHiscon(options: { filler?: boolean; rotated?: boolean } = {}): HisconDrawing {
  const [a, b, ended] = SAMPLE_LOANS as [Loan, Loan, Loan];
  return {
    beneficiario: { nome: "MARIA DAS DORES EXEMPLO", beneficio: "123.456.789-0" },
    secoes: [
      { secao: "ativos", linhas: [loanRow(a), loanRow(b)] },
      {
        secao: "encerrados",
        linhas: [loanRow(ended), ...(options.filler ? FILLER.map(loanRow) : [])],
      },
      { secao: "rmc", linhas: [cardRow(SAMPLE_CARDS.rmc)] },
      { secao: "rcc", linhas: [cardRow(SAMPLE_CARDS.rcc)] },
    ],
    rotacionadas: options.rotated ? [0] : [],
  };
}
