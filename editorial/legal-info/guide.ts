// Text of the "Guia de direitos do consumidor bancário" PDF. Same rules as the topic pages:
// plain Portuguese, only references we can stand behind, no promise of a result.
export interface GuideSection {
  titulo: string;
  paragrafos: readonly string[];
  itens?: readonly string[];
}

export const GUIDE_TITLE = "Guia de direitos do consumidor bancário";
export const GUIDE_SUBTITLE =
  "O que a lei garante a quem contrata empréstimos, financiamentos e cartões consignados";

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    titulo: "1. O Código de Defesa do Consumidor vale para bancos",
    paragrafos: [
      "Bancos e financeiras são fornecedores de serviços, e quem contrata crédito para uso pessoal é consumidor. O Superior Tribunal de Justiça (STJ) confirmou isso na Súmula 297: o Código de Defesa do Consumidor (CDC) se aplica às instituições financeiras.",
    ],
  },
  {
    titulo: "2. Direito à informação e ao CET",
    paragrafos: [
      "Você tem direito a informação clara sobre o crédito (art. 6º, III, do CDC): valor financiado, número e valor das parcelas, taxa de juros mensal e anual e o Custo Efetivo Total (CET), que soma juros, tarifas, tributos e seguros. Peça sempre a cópia do contrato e, durante o pagamento, a planilha de evolução da dívida.",
    ],
  },
  {
    titulo: "3. Juros abusivos e a taxa média do Banco Central",
    paragrafos: [
      "O CDC permite revisar cláusulas que estabeleçam prestações desproporcionais (art. 6º, V) e declara nulas as que coloquem o consumidor em desvantagem exagerada (art. 51, IV). No REsp 1.061.530, julgado como recurso repetitivo, o STJ admitiu a revisão dos juros quando a abusividade fica demonstrada, usando como referência a taxa média de mercado divulgada pelo Banco Central.",
      "No mesmo julgamento, o STJ citou decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média do mês da assinatura; não é uma regra automática: o juiz decide caso a caso. O STJ está decidindo se a taxa média, sozinha, basta para provar a abusividade (Tema 1.378, REsp 2.227.844/RS, afetado em 2025).",
    ],
  },
  {
    titulo: "4. Venda casada e seguro prestamista",
    paragrafos: [
      'É proibido condicionar o crédito à compra de outro produto, como um seguro (art. 39, I, do CDC). No Tema 972, o STJ decidiu que o consumidor não pode ser obrigado a contratar seguro com o banco ou com a seguradora indicada por ele. Procure no contrato termos como "seguro prestamista" ou "proteção financeira".',
    ],
  },
  {
    titulo: "5. Cobrança indevida e devolução",
    paragrafos: [
      "Quem é cobrado em quantia indevida tem direito à devolução do que pagou em excesso, em dobro, com correção monetária e juros, salvo engano justificável (art. 42, parágrafo único, do CDC). O STJ entende que a devolução em dobro não depende de prova de má-fé quando a cobrança contraria a boa-fé (EAREsp 676.608), observadas as regras de transição daquele julgamento.",
    ],
  },
  {
    titulo: "6. Onde reclamar, nesta ordem",
    paragrafos: ["Todos estes canais são gratuitos. Anote sempre o número de protocolo."],
    itens: [
      "SAC do banco: telefone no contrato, no aplicativo e no site; pelo Decreto nº 11.034/2022, responde em até 7 dias corridos do registro.",
      "Ouvidoria do banco: segunda instância interna, com até 10 dias úteis para responder.",
      "Banco Central: reclamação em bcb.gov.br (Fale conosco) ou pelo telefone 145.",
      "Consumidor.gov.br: plataforma pública; a empresa tem até 10 dias para responder.",
      "Procon da sua cidade ou do seu estado.",
      "Juizado Especial Cível: causas de até 20 salários mínimos sem advogado; de 20 a 40, com advogado.",
    ],
  },
  {
    titulo: "7. O que guardar",
    paragrafos: [],
    itens: [
      "Contrato, proposta e apólice ou certificado do seguro.",
      "Boletos, extratos ou contracheques com os descontos.",
      "Protocolos, e-mails e cartas trocados com o banco.",
      "O relatório Registrato do Banco Central com os empréstimos no seu CPF.",
      "O resultado da sua análise, com a taxa média usada e a fonte.",
    ],
  },
];

export const GUIDE_DISCLAIMER =
  "Este guia é informativo e não substitui a orientação de um advogado ou da Defensoria Pública. Nenhuma informação aqui garante o resultado de um pedido ou de um processo.";
