// The HISCON ("Histórico de Empréstimo Consignado", Meu INSS) as public parsers describe it
// (DESIGN §8.13, §8b.40): its section titles and the columns of its two kinds of table. The parser
// reads these names from the page; the test generator draws them, so both share this list.

export const HISCON_TITLE = "HISTÓRICO DE EMPRÉSTIMO CONSIGNADO";

/** Where a contract was listed: loans (active/suspended or ended) or one of the two card kinds. */
export type HisconSection = "ativos" | "encerrados" | "rmc" | "rcc";

export const SECTION_TITLES: Record<HisconSection, string> = {
  ativos: "CONTRATOS ATIVOS E SUSPENSOS*",
  encerrados: "CONTRATOS EXCLUÍDOS E ENCERRADOS",
  rmc: "CARTÃO DE CRÉDITO - RMC",
  rcc: "CARTÃO DE CRÉDITO - RCC",
};
export const LOANS_TITLE = "EMPRÉSTIMOS BANCÁRIOS";

/** A column: its key in the parsed record, its printed header, and how its cells are read. */
export interface HisconColumn {
  key: string;
  header: string;
  kind: "texto" | "dinheiro" | "taxa" | "inteiro" | "data" | "mes";
}

const COMMON: readonly HisconColumn[] = [
  { key: "contrato", header: "CONTRATO", kind: "texto" },
  { key: "banco", header: "BANCO", kind: "texto" },
  { key: "situacao", header: "SITUAÇÃO", kind: "texto" },
  { key: "origem", header: "ORIGEM DA AVERBAÇÃO", kind: "texto" },
  { key: "dataInclusao", header: "DATA INCLUSÃO", kind: "data" },
];

export const LOAN_COLUMNS: readonly HisconColumn[] = [
  ...COMMON,
  { key: "inicioDesconto", header: "INÍCIO DE DESCONTO", kind: "mes" },
  { key: "fimDesconto", header: "FIM DE DESCONTO", kind: "mes" },
  { key: "qtdeParcelas", header: "QTDE PARCELAS", kind: "inteiro" },
  { key: "parcela", header: "PARCELA", kind: "dinheiro" },
  { key: "emprestado", header: "EMPRESTADO", kind: "dinheiro" },
  { key: "liberado", header: "LIBERADO", kind: "dinheiro" },
  { key: "iof", header: "IOF", kind: "dinheiro" },
  { key: "cetMensal", header: "CET MENSAL", kind: "taxa" },
  { key: "cetAnual", header: "CET ANUAL", kind: "taxa" },
  { key: "taxaMensal", header: "TAXA JUROS MENSAL", kind: "taxa" },
  { key: "taxaAnual", header: "TAXA JUROS ANUAL", kind: "taxa" },
  { key: "valorPago", header: "VALOR PAGO", kind: "dinheiro" },
  { key: "primeiroDesconto", header: "PRIMEIRO DESCONTO", kind: "mes" },
];

export const CARD_COLUMNS: readonly HisconColumn[] = [
  ...COMMON,
  { key: "limite", header: "LIMITE DE CARTÃO", kind: "dinheiro" },
  { key: "reservado", header: "RESERVADO", kind: "dinheiro" },
];

export function columnsOf(section: HisconSection): readonly HisconColumn[] {
  return section === "rmc" || section === "rcc" ? CARD_COLUMNS : LOAN_COLUMNS;
}

/** SITUAÇÃO as printed; a wrapped cell ("Encerrad" / "o") is matched without its spaces. */
export const SITUACOES = ["Ativo", "Suspenso", "Excluído", "Encerrado"] as const;
export const ORIGENS = [
  "Averbação nova",
  "Refinanciamento",
  "Portabilidade",
  "Migração",
  "Averbação por refinanciamento",
] as const;
