// The three legal-information topics (SPEC §2 route table). Plain Portuguese, "você", legal terms
// explained the first time, never a promise about the outcome of a case (DESIGN §4).
export interface TopicSection {
  titulo: string;
  paragrafos: readonly string[];
  itens?: readonly string[];
}

export interface LegalTopic {
  slug: "pedidos-administrativos" | "simulacao-e-tabela-juros" | "litigancia-predatoria-reversa";
  path: string;
  titulo: string;
  /** One sentence for the topic card and the page's meta description. */
  resumo: string;
  secoes: readonly TopicSection[];
  /** Internal next steps shown at the end of the page. */
  links: readonly { to: string; label: string }[];
}

export const LEGAL_TOPICS: readonly LegalTopic[] = [
  {
    slug: "pedidos-administrativos",
    path: "/informacoes-juridicas/pedidos-administrativos",
    titulo: "Pedidos administrativos: resolva com o banco antes da Justiça",
    resumo:
      "Como pedir a revisão ou a devolução ao banco pelo SAC e pela Ouvidoria, e quando recorrer ao Banco Central, ao consumidor.gov.br e ao Procon.",
    secoes: [
      {
        titulo: "Por que começar pelo pedido administrativo",
        paragrafos: [
          "Pedido administrativo é o pedido feito diretamente ao banco ou a um órgão público, sem processo judicial. Muitos casos de seguro embutido, tarifas indevidas e erros de cálculo se resolvem assim, de graça e mais rápido.",
          "Mesmo quando o banco não resolve, o pedido não é perdido: as respostas e os números de protocolo mostram que você tentou uma solução e ajudam o juiz a entender o caso, se for preciso entrar com uma ação.",
        ],
      },
      {
        titulo: "1. Junte os documentos",
        paragrafos: ["Antes de falar com o banco, separe:"],
        itens: [
          "o contrato (peça a cópia ao banco, se não tiver) e a Cédula de Crédito Bancário, se houver;",
          "os boletos, extratos ou contracheques com os descontos das parcelas;",
          "a apólice ou o certificado do seguro, se houver seguro no contrato;",
          "o resultado da sua análise, com a taxa média do Banco Central do mês da assinatura;",
          "o Registrato, relatório gratuito do Banco Central com os empréstimos e financiamentos registrados no seu CPF.",
        ],
      },
      {
        titulo: "2. SAC do banco",
        paragrafos: [
          "O Serviço de Atendimento ao Consumidor (SAC) é o primeiro canal. O telefone está no contrato, no aplicativo e no site do banco. Explique o pedido em poucas frases: revisão da taxa de juros, cancelamento do seguro e devolução do valor, cópia do contrato ou planilha de evolução da dívida.",
          "O Decreto nº 11.034/2022, que regula o SAC, manda responder as demandas em até 7 dias corridos, contados do registro (art. 12). Anote sempre o número do protocolo, a data e o nome do atendente. Se preferir registrar por escrito, envie a notificação extrajudicial dos nossos modelos por carta com aviso de recebimento (AR) ou por e-mail.",
        ],
      },
      {
        titulo: "3. Ouvidoria do banco",
        paragrafos: [
          "Se o SAC não resolver, procure a Ouvidoria do banco informando o protocolo do SAC. Toda instituição autorizada pelo Banco Central precisa ter ouvidoria, que funciona como uma segunda instância dentro do próprio banco e tem até 10 dias úteis para responder.",
        ],
      },
      {
        titulo: "4. Banco Central do Brasil",
        paragrafos: [
          "Você pode registrar uma reclamação contra o banco no site do Banco Central (bcb.gov.br, opção Fale conosco) ou pelo telefone 145. O Banco Central não decide o seu caso individual nem manda devolver dinheiro, mas encaminha a reclamação ao banco, que precisa responder, e usa as reclamações para fiscalizar as instituições.",
        ],
      },
      {
        titulo: "5. Consumidor.gov.br",
        paragrafos: [
          "O consumidor.gov.br é a plataforma pública de reclamações da Secretaria Nacional do Consumidor. Entre com a sua conta gov.br, escolha o banco, descreva o problema e anexe o contrato e os protocolos. A empresa tem até 10 dias para responder, e você avalia a resposta no final.",
        ],
      },
      {
        titulo: "6. Procon",
        paragrafos: [
          "O Procon da sua cidade ou do seu estado pode chamar o banco para uma audiência de conciliação e aplicar multas quando encontra práticas abusivas. Leve os mesmos documentos e os protocolos anteriores.",
        ],
      },
      {
        titulo: "Se nada resolver",
        paragrafos: [
          "Com os protocolos em mãos, você pode procurar o Juizado Especial Cível (causas de até 20 salários mínimos não exigem advogado), a Defensoria Pública ou um advogado. Nenhum desses caminhos garante o resultado: cada caso é analisado com os seus documentos.",
        ],
      },
    ],
    links: [
      { to: "/modelos-documentos", label: "Baixar o modelo de notificação extrajudicial" },
      { to: "/solicitar-ajuda-juridica", label: "Pedir ajuda a um advogado parceiro" },
    ],
  },
  {
    slug: "simulacao-e-tabela-juros",
    path: "/informacoes-juridicas/simulacao-e-tabela-juros",
    titulo: "Simulação e tabela de juros: como a Tabela Price e o CET funcionam",
    resumo:
      "Entenda como a parcela fixa é calculada, por que no começo você paga mais juros do que dívida e como ler o Custo Efetivo Total (CET).",
    secoes: [
      {
        titulo: "A Tabela Price",
        paragrafos: [
          "A maioria dos empréstimos e financiamentos no Brasil usa a Tabela Price (sistema francês de amortização): todas as parcelas têm o mesmo valor. A parcela é calculada pela fórmula P = V × i ÷ (1 − (1 + i)^−n), em que V é o valor financiado, i é a taxa de juros mensal e n é o número de parcelas.",
          "Cada parcela tem duas partes: os juros do mês, calculados sobre o saldo que você ainda deve, e a amortização, que é o que de fato reduz a dívida. Como o saldo é maior no começo, as primeiras parcelas são quase só juros; no fim, quase só amortização.",
        ],
      },
      {
        titulo: "Um exemplo",
        paragrafos: [
          "R$ 10.000,00 financiados a 2% ao mês em 12 parcelas dão uma parcela de R$ 945,60. Na primeira, R$ 200,00 são juros (2% de R$ 10.000,00) e R$ 745,60 amortizam a dívida, que cai para R$ 9.254,40. Na segunda, os juros já são R$ 185,09. No total, você paga 12 × R$ 945,60 = R$ 11.347,20.",
          "Taxa mensal e taxa anual não se convertem multiplicando por 12, porque os juros são compostos: 2% ao mês equivalem a 26,82% ao ano, calculados por (1 + 0,02)^12 − 1.",
        ],
      },
      {
        titulo: "O Custo Efetivo Total (CET)",
        paragrafos: [
          "O CET é o custo real do crédito: soma os juros, as tarifas, os tributos (como o IOF), os seguros e as outras despesas cobradas no contrato, expresso em percentual ao mês e ao ano. O banco é obrigado a informar o CET antes da contratação, e ele aparece no contrato e na proposta.",
          "Como ler: compare o CET com a taxa de juros do contrato. Se o CET for bem maior do que a taxa de juros, há custos extras pesando nas parcelas. Vale procurar no contrato itens como seguro prestamista, tarifa de cadastro, tarifa de avaliação do bem e registro do contrato.",
        ],
        itens: [
          "Taxa de juros: o preço do dinheiro emprestado.",
          "CET: o preço de tudo o que você paga pelo crédito.",
          "Taxa média do Banco Central: a referência de mercado para a mesma modalidade no mês da assinatura.",
        ],
      },
      {
        titulo: "Compare com a taxa média do Banco Central",
        paragrafos: [
          "O Banco Central publica todo mês a taxa média cobrada pelos bancos em cada modalidade de crédito. Os tribunais usam essa média como referência para verificar se os juros de um contrato são abusivos. No REsp 1.061.530, o STJ citou decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média; não há um múltiplo fixo, e o juiz decide caso a caso. O STJ está decidindo se a taxa média, sozinha, basta para provar a abusividade (Tema 1.378, REsp 2.227.844/RS, afetado em 2025).",
          "Na calculadora você informa o tipo de contrato, o mês da assinatura e a taxa mensal e vê a média do Banco Central e o limite usado como referência. No painel, a simulação avançada recalcula a parcela e o total do contrato com a taxa média, incluindo tarifas, IOF e seguro.",
        ],
      },
    ],
    links: [
      { to: "/calculadora-online-juros", label: "Abrir a calculadora de juros" },
      { to: "/", label: "Fazer uma análise completa no painel" },
    ],
  },
  {
    slug: "litigancia-predatoria-reversa",
    path: "/informacoes-juridicas/litigancia-predatoria-reversa",
    titulo: "Litigância predatória reversa: quando o abuso vem do grande litigante",
    resumo:
      "O que é, como o Judiciário lida com defesas em massa e práticas abusivas repetidas dos bancos e quais são os seus direitos como consumidor.",
    secoes: [
      {
        titulo: "O que é",
        paragrafos: [
          "Fala-se em litigância predatória quando o sistema de Justiça é usado de forma abusiva, em massa, por quem se beneficia do volume de processos. A expressão costuma ser usada para ações repetidas em massa contra empresas. A litigância predatória reversa é o lado oposto: grandes litigantes, como bancos, que mantêm práticas já consideradas abusivas porque poucos consumidores reclamam, e que usam o próprio processo para cansar quem reclama.",
          "Exemplos: continuar embutindo seguro no contrato mesmo depois de o STJ decidir que o consumidor não pode ser obrigado a contratá-lo (Tema 972); contestações padronizadas que não respondem aos fatos do processo; recursos repetidos contra teses já pacificadas; deixar de apresentar o contrato que só o banco tem.",
        ],
      },
      {
        titulo: "Como o Judiciário lida com isso",
        paragrafos: [
          "O Código de Processo Civil tem ferramentas contra o abuso, de qualquer lado:",
        ],
        itens: [
          "multa por litigância de má-fé, para quem resiste sem fundamento ou age de modo temerário (arts. 80 e 81 do CPC: multa superior a 1% e inferior a 10% do valor corrigido da causa, além de indenização à outra parte);",
          "multa por embargos de declaração protelatórios (art. 1.026, § 2º, do CPC);",
          "o dever de juízes e tribunais de seguir os precedentes obrigatórios, como as teses dos recursos repetitivos do STJ (art. 927 do CPC);",
          "a inversão do ônus da prova a favor do consumidor, quando as alegações são verossímeis ou ele é hipossuficiente (art. 6º, VIII, do CDC): o banco precisa provar o que alega e apresentar os documentos que tem.",
        ],
      },
      {
        titulo: "Os seus direitos",
        paragrafos: [
          "O Código de Defesa do Consumidor garante informação clara sobre o crédito (art. 6º, III), a revisão de cláusulas que tornem as prestações desproporcionais (art. 6º, V), a proibição da venda casada (art. 39, I), a nulidade de cláusulas que coloquem você em desvantagem exagerada (art. 51, IV) e a devolução do que foi cobrado indevidamente (art. 42, parágrafo único).",
          "Você também tem direito a receber cópia do contrato e da planilha de evolução da dívida, e a reclamar nos canais do banco, no Banco Central, no consumidor.gov.br e no Procon sem pagar nada.",
        ],
      },
      {
        titulo: "Como se proteger sem cair no mesmo erro",
        paragrafos: [
          "A Justiça também combate o abuso de quem processa. Por isso, reúna os documentos antes de agir, faça o pedido administrativo primeiro, entre com uma única ação por contrato com todos os pedidos juntos e desconfie de quem promete resultado garantido ou pede procuração sem explicar o caso.",
          "Nada nesta página garante o resultado de um processo: cada caso depende dos documentos e da decisão do juiz. Um advogado pode avaliar a sua situação.",
        ],
      },
    ],
    links: [
      {
        to: "/informacoes-juridicas/pedidos-administrativos",
        label: "Ver como fazer o pedido administrativo",
      },
      { to: "/solicitar-ajuda-juridica", label: "Pedir ajuda a um advogado parceiro" },
    ],
  },
];

export const TOPIC_BY_PATH: ReadonlyMap<string, LegalTopic> = new Map(
  LEGAL_TOPICS.map((t) => [t.path, t]),
);
