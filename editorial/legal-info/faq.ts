// The legal page's FAQ (SPEC §3 "FAQ item: q, a"; §9: 4 questions).
export interface FaqItem {
  q: string;
  a: string;
}

export const LEGAL_FAQ: readonly FaqItem[] = [
  {
    q: "Quando os juros do meu contrato podem ser considerados abusivos?",
    a: "Os tribunais comparam a taxa do contrato com a taxa média de mercado que o Banco Central divulga para a mesma modalidade no mês da assinatura. No REsp 1.061.530, o STJ citou decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média; não há um múltiplo fixo, e o juiz decide caso a caso, olhando as circunstâncias do contrato. O STJ está decidindo se a taxa média, sozinha, basta para provar a abusividade (Tema 1.378, REsp 2.227.844/RS, afetado em 2025).",
  },
  {
    q: "O banco pode me obrigar a contratar seguro prestamista?",
    a: "Não. Condicionar o empréstimo à contratação de seguro é venda casada, proibida pelo art. 39, I, do Código de Defesa do Consumidor, e o STJ decidiu no Tema 972 que o consumidor não pode ser obrigado a contratar seguro com o banco ou com a seguradora indicada por ele. Se o seguro foi imposto, você pode pedir o cancelamento e a devolução do valor.",
  },
  {
    q: "Preciso de advogado para pedir a revisão na Justiça?",
    a: "No Juizado Especial Cível, causas de até 20 salários mínimos podem ser propostas sem advogado; entre 20 e 40 salários mínimos, o advogado é obrigatório. Acima disso, a ação vai para a Vara Cível, com advogado ou com a Defensoria Pública, se você não puder pagar. Antes de tudo, vale tentar o pedido administrativo ao banco.",
  },
  {
    q: "De onde vêm as taxas médias usadas na comparação?",
    a: "Das séries mensais do Sistema Gerenciador de Séries Temporais (SGS) do Banco Central: aquisição de veículos (25471), crédito pessoal não consignado (25464) e crédito consignado (25466 a 25469), sempre para pessoas físicas e recursos livres, em % ao mês. A tabela completa está no PDF desta página.",
  },
];
