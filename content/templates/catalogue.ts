// The 10 Word templates of SPEC §7 (file names to the letter) and what each one is for.
// Client-safe: the templates page lists these; the generator renders ./documents.ts.
export const TEMPLATE_SLUGS = [
  "notificacao-veiculo-seguro",
  "peticao-veiculo-seguro",
  "notificacao-veiculo-sem-seguro",
  "peticao-veiculo-sem-seguro",
  "notificacao-emprestimo-seguro",
  "peticao-emprestimo-seguro",
  "notificacao-emprestimo-sem-seguro",
  "peticao-emprestimo-sem-seguro",
  "notificacao-seguro-prestamista",
  "peticao-seguro-prestamista",
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

/** notificação: the letter to the bank first; petição: the initial claim for court. */
export type DocumentKind = "notificacao" | "peticao";
/** veiculo / emprestimo: rate revision (with or without tied insurance); prestamista: insurance only. */
export type TemplateContract = "veiculo" | "emprestimo" | "prestamista";

/** SPEC §3 "Document template: nome, arquivo", plus what a person needs to choose one. */
export interface DocumentTemplate {
  slug: TemplateSlug;
  nome: string;
  arquivo: `${TemplateSlug}.docx`;
  descricao: string;
  documento: DocumentKind;
  contrato: TemplateContract;
  /** Whether the template also challenges an insurance sold with the contract. */
  seguro: boolean;
}

const t = (
  slug: TemplateSlug,
  nome: string,
  descricao: string,
  documento: DocumentKind,
  contrato: TemplateContract,
  seguro: boolean,
): DocumentTemplate => ({ slug, nome, arquivo: `${slug}.docx`, descricao, documento, contrato, seguro });

export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  t(
    "notificacao-veiculo-seguro",
    "Notificação extrajudicial — financiamento de veículo com seguro",
    "Pede ao banco a revisão dos juros pela taxa média do Banco Central e o cancelamento do seguro embutido, com devolução.",
    "notificacao",
    "veiculo",
    true,
  ),
  t(
    "peticao-veiculo-seguro",
    "Petição inicial — revisão de financiamento de veículo com seguro",
    "Ação revisional dos juros com pedido de devolução do seguro imposto (venda casada).",
    "peticao",
    "veiculo",
    true,
  ),
  t(
    "notificacao-veiculo-sem-seguro",
    "Notificação extrajudicial — financiamento de veículo sem seguro",
    "Pede ao banco a revisão dos juros pela taxa média do Banco Central e o recálculo das parcelas.",
    "notificacao",
    "veiculo",
    false,
  ),
  t(
    "peticao-veiculo-sem-seguro",
    "Petição inicial — revisão de financiamento de veículo sem seguro",
    "Ação revisional dos juros remuneratórios com pedido de devolução do que foi pago a mais.",
    "peticao",
    "veiculo",
    false,
  ),
  t(
    "notificacao-emprestimo-seguro",
    "Notificação extrajudicial — empréstimo pessoal com seguro",
    "Pede ao banco a revisão dos juros do empréstimo e o cancelamento do seguro embutido, com devolução.",
    "notificacao",
    "emprestimo",
    true,
  ),
  t(
    "peticao-emprestimo-seguro",
    "Petição inicial — revisão de empréstimo pessoal com seguro",
    "Ação revisional dos juros do empréstimo com pedido de devolução do seguro imposto (venda casada).",
    "peticao",
    "emprestimo",
    true,
  ),
  t(
    "notificacao-emprestimo-sem-seguro",
    "Notificação extrajudicial — empréstimo pessoal sem seguro",
    "Pede ao banco a revisão dos juros do empréstimo pela taxa média do Banco Central.",
    "notificacao",
    "emprestimo",
    false,
  ),
  t(
    "peticao-emprestimo-sem-seguro",
    "Petição inicial — revisão de empréstimo pessoal sem seguro",
    "Ação revisional dos juros remuneratórios do empréstimo com pedido de devolução do que foi pago a mais.",
    "peticao",
    "emprestimo",
    false,
  ),
  t(
    "notificacao-seguro-prestamista",
    "Notificação extrajudicial — cancelamento do seguro prestamista",
    "Para qualquer empréstimo, consignado ou financiamento: pede o cancelamento do seguro imposto e a devolução do valor.",
    "notificacao",
    "prestamista",
    true,
  ),
  t(
    "peticao-seguro-prestamista",
    "Petição inicial — devolução do seguro prestamista",
    "Ação para declarar nula a contratação do seguro imposto (venda casada) e receber de volta o que foi pago.",
    "peticao",
    "prestamista",
    true,
  ),
];

export const TEMPLATE_BY_FILE: ReadonlyMap<string, DocumentTemplate> = new Map(DOCUMENT_TEMPLATES.map((d) => [d.arquivo, d]));
