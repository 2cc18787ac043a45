// The /importar page's pt-BR texts (issue #22), one place for the page and its tests.
import type { PdfReadFailure } from "./read-pdf";

export const IMPORT_MSG = {
  title: "Importar extrato do INSS",
  description:
    "Envie o Histórico de Empréstimo Consignado (HISCON) baixado no Meu INSS e analise todos os seus contratos de uma vez, ou o PDF do contrato (Cédula de Crédito Bancário) para preencher a análise.",
  privacy:
    "O arquivo é lido aqui mesmo, no seu navegador: ele nunca sai do seu aparelho. Só os campos que você confirmar são enviados para a análise.",
  fileLabel: "Extrato do INSS ou contrato em PDF (até 5 MB e 30 páginas)",
  reading: "Lendo o PDF no seu navegador…",
  manual: "Preencher o formulário",
  manualLead: "Se preferir, informe os dados de cada contrato no formulário.",
  reviewTitle: "Confira os contratos encontrados",
  reviewLead:
    "Nada foi analisado ainda. Confira cada valor ao lado do texto de onde ele foi lido, corrija o que for preciso e confirme.",
  confirm: "Confirmar e analisar todos",
  confirming: "Analisando…",
  countsOnce: "A importação conta como uma análise no limite mensal do seu plano.",
  sourceLabel: "No extrato",
  cardsTitle: "Cartões consignados (RMC e RCC)",
  cardsLead:
    "O extrato não traz o saque feito no cartão. Informe o valor recebido e o mês do saque para calcular agora a conversão em empréstimo consignado, ou deixe em branco e informe depois em Minhas análises.",
  cardNeedsSaque:
    "O extrato não traz o saque: informe o valor recebido e o mês em Minhas análises para calcular a conversão.",
  cardFirstSource: "Mês seguinte à data de inclusão.",
  cardDoneSource: "Calculado do primeiro desconto até hoje.",
  cardDoneAsk: "Cartão suspenso: informe quantos descontos já foram feitos.",
  cardSaqueSource: "O extrato não traz: informe, se souber.",
  cardsPortfolioTitle: "Cartões consignados (RMC e RCC)",
  cardsTotals: "Total dos cartões",
  grandTotal: "Total geral (empréstimos e cartões)",
  openCardRecord: "Ver em Minhas análises",
  noneFound: "O extrato foi lido, mas nenhum contrato de empréstimo foi encontrado.",
  portfolioTitle: "Sua carteira de consignados",
  totals: "Total",
  openRecord: "Ver em Minhas análises",
  paidOnly: "Os valores pagos a mais e a restituir estão nos planos Básico e Premium.",
  rateImplied: "taxa implícita (parcela × quantidade sobre o emprestado)",
  rateDocument: "taxa do extrato",
  memoria: "Memória de cálculo (PDF)",
  ended: "Contrato encerrado ou excluído",
  fixErrors: "Corrija os campos indicados e confirme de novo.",
  ccbTitle: "Valores encontrados no contrato",
  ccbLead:
    "Confira cada valor ao lado da linha de onde ele foi lido. Ao usar, o formulário de análise começa preenchido com eles; nada é enviado antes de você analisar.",
  ccbUse: "Usar estes valores no formulário",
} as const;

export const READ_FAILURES: Record<PdfReadFailure | "sem_texto" | "nao_hiscon", string> = {
  tamanho:
    "O arquivo tem mais de 5 MB. Baixe de novo o extrato no Meu INSS ou preencha o formulário.",
  paginas: "O PDF tem mais de 30 páginas: não parece ser o extrato do Meu INSS.",
  senha:
    "Este PDF está protegido por senha. Baixe o extrato de novo no Meu INSS, sem senha, ou preencha o formulário.",
  ilegivel:
    "Não conseguimos abrir este arquivo como PDF. Confira o arquivo ou preencha o formulário.",
  tempo:
    "A leitura do PDF demorou demais e foi interrompida. Tente de novo ou preencha o formulário.",
  sem_texto:
    "Este PDF não tem texto para ler (parece uma imagem ou uma digitalização). Baixe o extrato original no Meu INSS ou preencha o formulário.",
  nao_hiscon:
    "Este PDF não é o Histórico de Empréstimo Consignado (HISCON) do Meu INSS nem um contrato com valores identificáveis. Confira o arquivo ou preencha o formulário.",
};

export const FIELD_LABELS: Record<string, string> = {
  contrato: "Contrato",
  banco: "Banco",
  situacao: "Situação",
  dataInclusao: "Data de inclusão",
  inicioDesconto: "Início do desconto",
  fimDesconto: "Fim do desconto",
  qtdeParcelas: "Quantidade de parcelas",
  parcela: "Parcela",
  emprestado: "Emprestado",
  taxaMensal: "Taxa de juros mensal",
  pagas: "Parcelas já descontadas",
  limite: "Limite do cartão",
  reservado: "Desconto mensal (reservado)",
  primeiroDesconto: "Mês do primeiro desconto",
  descontosFeitos: "Descontos já feitos",
  valorSaque: "Valor recebido no saque (R$)",
  mesSaque: "Mês do saque (MM/AAAA)",
};

export const CCB_LABELS: Record<string, string> = {
  valorFinanciado: "Valor financiado",
  valorLiberado: "Valor liberado",
  numeroParcelas: "Quantidade de parcelas",
  parcela: "Valor da parcela",
  taxaMensal: "Taxa de juros mensal",
  taxaAnual: "Taxa de juros anual",
  cetMensal: "CET mensal",
  cetAnual: "CET anual",
  dataEmissao: "Data de emissão",
  tarifas: "Tarifas",
  seguro: "Seguro",
  iof: "IOF",
};
