// The 10 Word templates of SPEC §7 (file names to the letter), plus the 4 for payroll contracts
// (issue "Truth" item 11: consignado above the BCB average or the INSS cap; RMC/RCC cards converted
// into a consignado with double refund), and what each one is for.
// Client-safe: the templates page lists these; the generator renders ./documents.ts.
import type { ContractType } from "../../app/domain/contract-types";
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
  "notificacao-consignado-juros",
  "peticao-consignado-juros",
  "notificacao-cartao-rmc-rcc",
  "peticao-cartao-rmc-rcc",
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

/** notificação: the letter to the bank first; petição: the initial claim for court. */
export type DocumentKind = "notificacao" | "peticao";
/**
 * veiculo / emprestimo: rate revision (with or without tied insurance); prestamista: insurance only;
 * consignado: payroll loan above the BCB average or the INSS cap; cartao: RMC/RCC card converted
 * into a payroll loan, with double refund.
 */
export type TemplateContract = "veiculo" | "emprestimo" | "prestamista" | "consignado" | "cartao";

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
): DocumentTemplate => ({
  slug,
  nome,
  arquivo: `${slug}.docx`,
  descricao,
  documento,
  contrato,
  seguro,
});

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
  t(
    "notificacao-consignado-juros",
    "Notificação extrajudicial — empréstimo consignado com juros acima da média ou do teto do INSS",
    "Pede ao banco a revisão dos juros do consignado (acima do teto legal do INSS, para aposentados e pensionistas, ou muito acima da taxa média do Banco Central) e a devolução do que foi descontado a mais.",
    "notificacao",
    "consignado",
    false,
  ),
  t(
    "peticao-consignado-juros",
    "Petição inicial — revisão de empréstimo consignado (juros acima da média ou do teto do INSS)",
    "Ação revisional do consignado: limita os juros ao teto do INSS ou à taxa média do Banco Central e pede a devolução do que foi descontado a mais.",
    "peticao",
    "consignado",
    false,
  ),
  t(
    "notificacao-cartao-rmc-rcc",
    "Notificação extrajudicial — cartão consignado RMC/RCC (conversão em empréstimo consignado)",
    "Pede ao banco que trate o cartão consignado (RMC/RCC) como empréstimo consignado, recalcule a dívida pela taxa média do consignado INSS e devolva em dobro o que foi descontado a mais.",
    "notificacao",
    "cartao",
    false,
  ),
  t(
    "peticao-cartao-rmc-rcc",
    "Petição inicial — cartão consignado RMC/RCC (conversão em consignado e devolução em dobro)",
    "Ação para converter o cartão consignado (RMC/RCC) em empréstimo consignado, recalcular pela taxa média do consignado INSS e receber em dobro o que foi descontado a mais.",
    "peticao",
    "cartao",
    false,
  ),
];

export const TEMPLATE_BY_FILE: ReadonlyMap<string, DocumentTemplate> = new Map(
  DOCUMENT_TEMPLATES.map((d) => [d.arquivo, d]),
);

/** Which templates fit each analysed contract type (results point to these, SPEC §8). */
export const TEMPLATE_CONTRACTS_BY_TYPE: Record<ContractType, readonly TemplateContract[]> = {
  financiamento_veiculo: ["veiculo"],
  busca_apreensao: ["veiculo"],
  emprestimo_pessoal: ["emprestimo"],
  // Payroll loans and cards: the rate revision (above the average or the INSS cap; RMC/RCC
  // converted into a consignado, double refund), then the tied insurance.
  emprestimo_consignado: ["consignado", "prestamista"],
  cartao_consignado: ["cartao", "prestamista"],
};

export function templatesForContractType(type: ContractType): DocumentTemplate[] {
  return TEMPLATE_CONTRACTS_BY_TYPE[type].flatMap((kind) =>
    DOCUMENT_TEMPLATES.filter((t) => t.contrato === kind),
  );
}
