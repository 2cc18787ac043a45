// Landing-page FAQ. Plan facts follow DESIGN D1 (free: 1 analysis a month; Básico: up to 10 a
// month; Premium: unlimited) and D12 (the 1.5 rule is a reference, the judge decides).
export interface FaqItem {
  q: string;
  a: string;
}

export const landingFaq: FaqItem[] = [
  {
    q: "Como o RevisaFácil sabe se os juros do meu contrato são abusivos?",
    a: "Comparamos a taxa mensal do seu contrato com a taxa média de mercado publicada pelo Banco Central do Brasil para o mesmo tipo de operação, no mês em que você assinou. Quando a sua taxa passa de 1,5 vez essa média, sinalizamos indício de abusividade — é o menor dos múltiplos (1,5 vez, o dobro e o triplo) citados pelo STJ no REsp 1.061.530, e cada juiz decide caso a caso. O STJ está decidindo se a taxa média, sozinha, basta para provar a abusividade (Tema 1.378, REsp 2.227.844/RS, afetado em 2025).",
  },
  {
    q: "De onde vêm as taxas médias?",
    a: "Das séries oficiais do Sistema Gerenciador de Séries Temporais (SGS) do Banco Central: aquisição de veículos (série 25471), crédito pessoal não consignado (25464) e crédito consignado (25466 a 25469). Em cada resultado mostramos a série, o mês usado e o valor.",
  },
  {
    q: "Quantas análises posso fazer no plano gratuito?",
    a: "O plano gratuito permite 1 análise por mês. O plano Básico permite até 10 análises por mês e o Premium é ilimitado.",
  },
  {
    q: "Preciso enviar o meu contrato?",
    a: "Não. Você informa o tipo de contrato, o mês e o ano da assinatura e, quando for o caso, a taxa mensal que está no contrato. Não pedimos cópia de documentos.",
  },
  {
    q: "O resultado garante que vou ganhar uma ação?",
    a: "Não. O RevisaFácil aponta indícios com base em dados públicos e explica seus direitos. A decisão é sempre do Judiciário; por isso indicamos advogados parceiros para avaliar o seu caso.",
  },
  {
    q: "O que é seguro prestamista e por que ele importa?",
    a: "É um seguro que quita a dívida em caso de morte ou invalidez. O banco não pode obrigar você a contratá-lo nem impor a seguradora (venda casada, art. 39, I, do Código de Defesa do Consumidor; STJ, Tema 972). Se ele foi imposto, pode caber devolução.",
  },
  {
    q: "Posso cancelar a assinatura quando quiser?",
    a: "Sim. No painel há o link de cancelamento, que leva ao portal de pagamento. O plano continua ativo até o fim do período já pago.",
  },
];
