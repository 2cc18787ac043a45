// The text of the 10 Word templates (DESIGN D21): our own pt-BR legal text, built from shared
// clauses so that a correction reaches every template that uses it. Rules for this file:
// - "[EM MAIÚSCULAS]" marks what the consumer fills in (the generator highlights it);
// - "{campo}" marks what an analysis can fill (see FIELD_BLANKS; without an analysis the blank
//   in FIELD_BLANKS is printed instead);
// - cite only references we can stand behind (CDC, CPC, Lei 9.099/1995, Lei 10.820/2003, STJ
//   Súmula 297, REsp 1.061.530/RS, Tema 972, EAREsp 676.608/RS) and never promise an outcome;
// - a block with `onlyIf` is left out when the analysis says it does not apply (a paragraph about
//   the INSS cap is dropped when the rate is not above it); without an analysis it is printed.
import type { DocumentTemplate, TemplateContract } from "./catalogue";

export type Block =
  | { type: "title"; text: string }
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "center"; text: string }
  | { type: "item"; text: string }
  | { type: "note"; title: string; text: string }
  | { type: "signature"; lines: string[] };

/** A block and, optionally, when it applies (see `visibleBlocks`). */
export type TemplateBlock = Block & { onlyIf?: (fields: Fields) => boolean };

/** Fields an analysis can fill. */
export const FIELD_NAMES = [
  "contrato",
  "mesContrato",
  "taxaContrato",
  "mediaBacen",
  "serie",
  "razao",
  "tetoInss",
  "valorFinanciado",
  "numeroParcelas",
  "parcela",
  "valorSeguro",
  "taxaRevisada",
  "parcelaRevisada",
  "pagoAMais",
  "restituicaoSimples",
  "restituicaoDobro",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
/** `tetoInssAcima`: what the analysis found about the INSS cap ("sim" above it, "nao" not above or not binding). */
export type Fields = Partial<Record<FieldName, string>> & { tetoInssAcima?: "sim" | "nao" };

export const FIELD_BLANKS: Record<FieldName, string> = {
  contrato:
    "[TIPO DE CONTRATO: EMPRÉSTIMO CONSIGNADO, EMPRÉSTIMO PESSOAL, FINANCIAMENTO DE VEÍCULO OU OUTRO]",
  mesContrato: "[MÊS E ANO DA ASSINATURA]",
  taxaContrato: "[TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.]",
  mediaBacen: "[TAXA MÉDIA DO BANCO CENTRAL NO MÊS DA ASSINATURA, EX.: 1,85% a.m.]",
  serie: "[SÉRIE DO BANCO CENTRAL, EX.: SGS 25471 — AQUISIÇÃO DE VEÍCULOS]",
  razao: "[X,XX]",
  tetoInss: "[TETO DE JUROS DO INSS NA DATA DA ASSINATURA, EX.: 1,85% a.m. (RESOLUÇÃO CNPS …)]",
  valorFinanciado: "R$ [VALOR FINANCIADO OU EMPRESTADO]",
  numeroParcelas: "[NÚMERO DE PARCELAS]",
  parcela: "R$ [VALOR DA PARCELA]",
  valorSeguro: "R$ [VALOR DO SEGURO]",
  taxaRevisada:
    "[TAXA DA REVISÃO: A MÉDIA DO MÊS DA ASSINATURA OU O TETO DO INSS, EX.: 1,85% a.m.]",
  parcelaRevisada: "R$ [VALOR DA PARCELA RECALCULADA]",
  pagoAMais: "R$ [VALOR PAGO A MAIS NAS PARCELAS PAGAS E NÃO PRESCRITAS]",
  restituicaoSimples: "R$ [VALOR DA RESTITUIÇÃO SIMPLES]",
  restituicaoDobro: "R$ [VALOR DA RESTITUIÇÃO EM DOBRO]",
};

const CONTRACT_NAMES: Record<Exclude<TemplateContract, "prestamista">, string> = {
  veiculo: "financiamento de veículo",
  emprestimo: "empréstimo pessoal",
  consignado: "empréstimo consignado",
  cartao: "cartão de crédito consignado (RMC) ou cartão consignado de benefício (RCC)",
};

// ---------------------------------------------------------------- shared clauses
const CONSUMIDOR =
  "[NOME COMPLETO], [NACIONALIDADE], [ESTADO CIVIL], [PROFISSÃO], portador(a) do RG nº [NÚMERO DO RG] e inscrito(a) no CPF sob o nº [NÚMERO DO CPF], residente e domiciliado(a) em [ENDEREÇO COMPLETO, COM CEP], e-mail [E-MAIL], telefone [TELEFONE]";
const BANCO =
  "[NOME DO BANCO OU DA FINANCEIRA], pessoa jurídica de direito privado, inscrita no CNPJ sob o nº [CNPJ], com sede em [ENDEREÇO DA SEDE OU DA AGÊNCIA]";

const factContract = (contrato: string, who: string) =>
  `${who} celebrou com ${who === "O(A) Notificante" ? "a Notificada" : "a Ré"} o contrato de ${contrato} nº [NÚMERO DO CONTRATO], assinado em {mesContrato}, no valor de {valorFinanciado}, a ser pago em {numeroParcelas} parcelas mensais de {parcela}.`;

// No sentence ends right after a filled rate: "1,90% a.m." + "." would print "a.m..".
const factRate =
  "A taxa de juros remuneratórios aplicada ao contrato é de {taxaContrato}, e no mês da assinatura a taxa média de mercado divulgada pelo Banco Central do Brasil para operações da mesma espécie ({serie}) era de {mediaBacen}; a taxa cobrada corresponde, portanto, a {razao} vezes a média de mercado.";

// The recalculation the analysis stored (issue #21 item 7): nominal figures, never a figure the
// criterion, a provisional month or prescription would not grant (those stay blanks).
const factFigures =
  "Recalculado o contrato à taxa de {taxaRevisada}, a parcela seria de {parcelaRevisada}. Nas parcelas já pagas e não prescritas, foram pagos {pagoAMais} a mais, o que corresponde à restituição de {restituicaoSimples} na forma simples e de até {restituicaoDobro} em dobro (art. 42, parágrafo único, do CDC), em valores nominais, sem correção monetária e sem juros de mora, conforme o cálculo anexo.";

const factInsurance = (who: string) =>
  `Foi incluído no contrato um seguro ([NOME DO SEGURO, EX.: SEGURO PRESTAMISTA OU PROTEÇÃO FINANCEIRA]), no valor de {valorSeguro}, cobrado junto com as parcelas ou financiado com o valor principal, sem que fosse oferecida a ${who} a opção de contratar sem o seguro ou de escolher livremente a seguradora.`;

const LAW_CDC_APPLIES =
  "As instituições financeiras estão sujeitas ao Código de Defesa do Consumidor (CDC), conforme a Súmula 297 do Superior Tribunal de Justiça.";

const LAW_RATE = [
  "O art. 6º, inciso V, do CDC garante ao consumidor a modificação das cláusulas contratuais que estabeleçam prestações desproporcionais, e o art. 51, inciso IV, declara nulas de pleno direito as cláusulas que estabeleçam obrigações iníquas, abusivas, que coloquem o consumidor em desvantagem exagerada ou que sejam incompatíveis com a boa-fé ou a equidade.",
  "No julgamento do REsp 1.061.530/RS, sob o rito dos recursos repetitivos, o Superior Tribunal de Justiça admitiu a revisão das taxas de juros remuneratórios em situações excepcionais, desde que caracterizada a relação de consumo e demonstrada a abusividade capaz de colocar o consumidor em desvantagem exagerada (art. 51, § 1º, do CDC), tomando como referência a taxa média de mercado divulgada pelo Banco Central para operações da mesma espécie.",
];

const LAW_INSURANCE = [
  "O art. 39, inciso I, do CDC proíbe o fornecedor de condicionar o fornecimento de produto ou de serviço ao fornecimento de outro produto ou serviço (venda casada).",
  "No Tema 972 dos recursos repetitivos (REsp 1.639.320/SP e REsp 1.639.259/SP), o Superior Tribunal de Justiça firmou a tese de que, nos contratos bancários em geral, o consumidor não pode ser compelido a contratar seguro com a instituição financeira ou com seguradora por ela indicada.",
];

const LAW_REFUND_SHORT =
  "O que foi cobrado indevidamente deve ser devolvido, nos termos do art. 42, parágrafo único, do CDC.";

// ---------------------------------------------------------------- notificação extrajudicial
const NOTE_NOTIFICACAO: Block = {
  type: "note",
  title: "Como usar este modelo (apague este quadro antes de enviar)",
  text: "Substitua os trechos entre colchetes pelos seus dados e confira cada número com o seu contrato. Envie por carta com aviso de recebimento (AR), por e-mail com confirmação de leitura ou entregue na agência pedindo protocolo, e guarde uma cópia com a data. Este modelo é uma referência: não garante resultado e não substitui a orientação de um advogado.",
};

/** The frame every notificação shares: parties, facts, law, requests and where to turn next. */
function notificacaoFrame(
  contrato: string,
  fatos: TemplateBlock[],
  direito: TemplateBlock[],
  pedidos: string[],
  orgaos: string,
): TemplateBlock[] {
  return [
    NOTE_NOTIFICACAO,
    { type: "title", text: "NOTIFICAÇÃO EXTRAJUDICIAL" },
    { type: "paragraph", text: "[CIDADE], [DIA] de [MÊS] de [ANO]." },
    { type: "paragraph", text: `NOTIFICANTE: ${CONSUMIDOR}.` },
    { type: "paragraph", text: `NOTIFICADA: ${BANCO}.` },
    {
      type: "paragraph",
      text: `Referência: contrato de ${contrato} nº [NÚMERO DO CONTRATO], assinado em {mesContrato}.`,
    },
    { type: "heading", text: "1. Dos fatos" },
    ...fatos,
    { type: "heading", text: "2. Do direito" },
    ...direito,
    { type: "heading", text: "3. Do pedido" },
    {
      type: "paragraph",
      text: "Diante do exposto, o(a) Notificante solicita que a Notificada, no prazo de 10 (dez) dias úteis contados do recebimento desta notificação:",
    },
    ...pedidos.map((text) => ({ type: "item" as const, text })),
    {
      type: "paragraph",
      text: `A resposta pode ser enviada ao e-mail [E-MAIL] ou ao endereço acima. Sem solução no prazo, o(a) Notificante poderá recorrer aos órgãos de defesa do consumidor ${orgaos} e ao Poder Judiciário para a defesa dos seus direitos.`,
    },
    { type: "paragraph", text: "Atenciosamente," },
    { type: "signature", lines: ["[NOME COMPLETO]", "CPF nº [NÚMERO DO CPF]"] },
  ];
}

function notificacao(template: DocumentTemplate): TemplateBlock[] {
  const rate = template.contrato !== "prestamista";
  const contrato = rate
    ? CONTRACT_NAMES[template.contrato as "veiculo" | "emprestimo"]
    : "{contrato}";
  const pedidos: string[] = [
    "a) forneça cópia integral do contrato e a planilha de evolução da dívida, com as taxas de juros mensal e anual e o Custo Efetivo Total (CET) aplicados;",
  ];
  if (rate) {
    pedidos.push(
      "b) revise a taxa de juros remuneratórios do contrato para a taxa média de mercado divulgada pelo Banco Central para a modalidade no mês da assinatura ({mediaBacen}), recalculando as parcelas a vencer;",
    );
  }
  if (template.seguro) {
    pedidos.push(
      `${rate ? "c" : "b"}) cancele o seguro incluído no contrato e devolva o valor cobrado por ele, com os juros e encargos que incidiram sobre esse valor;`,
    );
  }
  pedidos.push(
    `${String.fromCharCode(97 + pedidos.length)}) devolva ou compense os valores pagos a mais, com correção monetária, informando por escrito o novo saldo devedor.`,
  );

  return notificacaoFrame(
    contrato,
    [
      { type: "paragraph", text: factContract(contrato, "O(A) Notificante") },
      ...(rate
        ? [
            { type: "paragraph" as const, text: factRate },
            { type: "paragraph" as const, text: factFigures },
          ]
        : []),
      ...(template.seguro
        ? [{ type: "paragraph" as const, text: factInsurance("o(a) Notificante") }]
        : []),
    ],
    [
      { type: "paragraph", text: LAW_CDC_APPLIES },
      ...(rate ? LAW_RATE.map((text) => ({ type: "paragraph" as const, text })) : []),
      ...(template.seguro
        ? LAW_INSURANCE.map((text) => ({ type: "paragraph" as const, text }))
        : []),
      { type: "paragraph", text: LAW_REFUND_SHORT },
    ],
    pedidos,
    "(Procon, consumidor.gov.br e Banco Central do Brasil)",
  );
}

// ---------------------------------------------------------------- petição inicial
function peticao(template: DocumentTemplate): Block[] {
  const rate = template.contrato !== "prestamista";
  const contrato = rate
    ? CONTRACT_NAMES[template.contrato as "veiculo" | "emprestimo"]
    : "{contrato}";
  const acao = rate
    ? "AÇÃO REVISIONAL DE CONTRATO BANCÁRIO C/C REPETIÇÃO DE INDÉBITO"
    : "AÇÃO DECLARATÓRIA DE NULIDADE DE CLÁUSULA C/C REPETIÇÃO DE INDÉBITO";

  const direito: Block[] = [
    { type: "subheading", text: "III.1. Da aplicação do Código de Defesa do Consumidor" },
    {
      type: "paragraph",
      text: `${LAW_CDC_APPLIES} Presentes a verossimilhança das alegações e a hipossuficiência do(a) Autor(a), é cabível a inversão do ônus da prova (art. 6º, inciso VIII, do CDC).`,
    },
  ];
  let n = 2;
  if (rate) {
    direito.push(
      { type: "subheading", text: `III.${n++}. Dos juros remuneratórios abusivos` },
      ...LAW_RATE.map((text) => ({ type: "paragraph" as const, text })),
      {
        type: "paragraph",
        text: "No caso, a diferença entre a taxa contratada ({taxaContrato}) e a taxa média de mercado da mesma modalidade no mês da assinatura ({mediaBacen}) evidencia a desvantagem exagerada imposta ao(à) Autor(a), o que deve ser apreciado à luz das circunstâncias do caso concreto.",
      },
    );
  }
  if (template.seguro) {
    direito.push(
      { type: "subheading", text: `III.${n++}. Da venda casada do seguro` },
      ...LAW_INSURANCE.map((text) => ({ type: "paragraph" as const, text })),
      {
        type: "paragraph",
        text: "O seguro foi incluído no contrato sem que o(a) Autor(a) pudesse recusá-lo ou escolher a seguradora, o que caracteriza a venda casada e torna nula a contratação, com a devolução do valor pago e dos encargos que incidiram sobre ele.",
      },
    );
  }
  direito.push(
    { type: "subheading", text: `III.${n++}. Da repetição do indébito` },
    {
      type: "paragraph",
      text: "Nos termos do art. 42, parágrafo único, do CDC, o consumidor cobrado em quantia indevida tem direito à repetição do indébito, por valor igual ao dobro do que pagou em excesso, acrescido de correção monetária e juros legais, salvo hipótese de engano justificável. Segundo a Corte Especial do Superior Tribunal de Justiça (EAREsp 676.608/RS), a restituição em dobro independe da prova de má-fé, bastando que a cobrança contrarie a boa-fé objetiva, observada a modulação de efeitos fixada naquele julgamento.",
    },
  );

  const pedidos = [
    "a citação da Ré para, querendo, apresentar resposta, sob pena de revelia;",
    "a concessão da gratuidade da justiça [APAGUE ESTE PEDIDO SE NÃO FOR O CASO];",
    "a inversão do ônus da prova (art. 6º, inciso VIII, do CDC), com a determinação de que a Ré apresente o contrato e a planilha de evolução da dívida;",
  ];
  if (rate) {
    pedidos.push(
      "a revisão do contrato, para limitar a taxa de juros remuneratórios à taxa média de mercado divulgada pelo Banco Central para a modalidade no mês da assinatura ({mediaBacen}), com o recálculo das parcelas;",
    );
  }
  if (template.seguro) {
    pedidos.push(
      "a declaração de nulidade da contratação do seguro, por venda casada, com a restituição do valor de {valorSeguro} e dos encargos que incidiram sobre ele;",
    );
  }
  pedidos.push(
    "a condenação da Ré a restituir os valores pagos a mais, em dobro, nos termos do art. 42, parágrafo único, do CDC, ou, subsidiariamente, de forma simples, com correção monetária e juros de mora, admitida a compensação com eventual saldo devedor;",
    "a produção de todas as provas admitidas em direito, especialmente a documental e, se necessária, a pericial contábil.",
  );

  return peticaoFrame(
    acao,
    [
      { type: "paragraph", text: factContract(contrato, "O(A) Autor(a)") },
      ...(rate
        ? [
            { type: "paragraph" as const, text: factRate },
            { type: "paragraph" as const, text: factFigures },
          ]
        : []),
      ...(template.seguro
        ? [{ type: "paragraph" as const, text: factInsurance("o(a) Autor(a)") }]
        : []),
    ],
    direito,
    pedidos,
    "4. Boletos, extratos ou contracheques com os descontos das parcelas;",
  );
}

/** The frame every petição shares: heading, parties, gratuidade, facts, law, requests, annexes. */
function peticaoFrame(
  acao: string,
  fatos: TemplateBlock[],
  direito: TemplateBlock[],
  pedidos: string[],
  anexoDescontos: string,
): TemplateBlock[] {
  return [
    {
      type: "note",
      title: "Como usar este modelo (apague este quadro antes de protocolar)",
      text: "Substitua os trechos entre colchetes e confira cada número com o seu contrato. No Juizado Especial Cível, causas de até 20 salários mínimos podem ser propostas sem advogado; de 20 a 40 salários mínimos, a assistência de advogado é obrigatória (art. 9º da Lei 9.099/1995). Acima disso, a ação vai para a Vara Cível, com advogado ou Defensoria Pública. Este modelo é uma referência: não garante resultado e não substitui a análise de um advogado.",
    },
    {
      type: "title",
      text: "EXCELENTÍSSIMO(A) SENHOR(A) JUIZ(A) DE DIREITO DO [NÚMERO] JUIZADO ESPECIAL CÍVEL / DA [NÚMERO] VARA CÍVEL DA COMARCA DE [CIDADE]/[UF]",
    },
    {
      type: "paragraph",
      text: `${CONSUMIDOR}, [POR SEU(SUA) ADVOGADO(A), CONFORME PROCURAÇÃO ANEXA, COM ENDEREÇO PROFISSIONAL EM [ENDEREÇO], ONDE RECEBE INTIMAÇÕES — OU, NO JUIZADO ESPECIAL, EM CAUSA PRÓPRIA], vem, respeitosamente, à presença de Vossa Excelência, propor`,
    },
    { type: "center", text: acao },
    {
      type: "paragraph",
      text: `em face de ${BANCO}, pelos fatos e fundamentos a seguir expostos.`,
    },
    { type: "heading", text: "I. DA GRATUIDADE DA JUSTIÇA" },
    {
      type: "paragraph",
      text: "O(A) Autor(a) declara não ter condições de arcar com as custas do processo sem prejuízo do próprio sustento e do de sua família e requer os benefícios da gratuidade da justiça, nos termos dos arts. 98 e 99 do Código de Processo Civil. [NO JUIZADO ESPECIAL CÍVEL NÃO HÁ CUSTAS EM PRIMEIRO GRAU (ART. 54 DA LEI 9.099/1995); APAGUE ESTA SEÇÃO SE NÃO FOR O CASO.]",
    },
    { type: "heading", text: "II. DOS FATOS" },
    ...fatos,
    {
      type: "paragraph",
      text: "O(A) Autor(a) procurou a Ré para resolver a questão, por meio de [NOTIFICAÇÃO EXTRAJUDICIAL ENVIADA EM [DATA] / RECLAMAÇÃO NO SAC, NA OUVIDORIA OU NO CONSUMIDOR.GOV.BR, PROTOCOLO Nº [NÚMERO]], sem obter solução.",
    },
    { type: "heading", text: "III. DO DIREITO" },
    ...direito,
    { type: "heading", text: "IV. DOS PEDIDOS" },
    { type: "paragraph", text: "Diante do exposto, requer:" },
    ...pedidos.map((text, i) => ({
      type: "item" as const,
      text: `${String.fromCharCode(97 + i)}) ${text}`,
    })),
    {
      type: "paragraph",
      text: "Dá-se à causa o valor de R$ [VALOR DA CAUSA] (art. 292, inciso II, do Código de Processo Civil).",
    },
    { type: "paragraph", text: "Nestes termos, pede deferimento." },
    { type: "paragraph", text: "[CIDADE], [DIA] de [MÊS] de [ANO]." },
    {
      type: "signature",
      lines: [
        "[NOME DO(A) ADVOGADO(A)], OAB/[UF] nº [NÚMERO]",
        "— ou, no Juizado Especial sem advogado —",
        "[NOME COMPLETO DO(A) AUTOR(A)]",
      ],
    },
    { type: "heading", text: "DOCUMENTOS ANEXOS" },
    ...[
      "1. Documento de identidade e CPF;",
      "2. Comprovante de residência;",
      "3. Contrato e, se houver, a apólice ou o certificado do seguro;",
      anexoDescontos,
      "5. Notificação enviada ao banco e protocolos de atendimento;",
      "6. Memória de cálculo revisional, com a taxa média do Banco Central do mês da assinatura e o recálculo das parcelas;",
      "7. [PROCURAÇÃO E DECLARAÇÃO DE HIPOSSUFICIÊNCIA, SE FOR O CASO].",
    ].map((text) => ({ type: "item" as const, text })),
  ];
}

// ---------------------------------------------------------------- payroll loans and RMC/RCC cards
// (issue "Truth" item 11, DESIGN D27/D29): the INSS cap is a legal ceiling, said first; cards are
// converted into a consignado at the INSS consignado average; double refund from 31/03/2021 on.

const LAW_INSS_CAP =
  "Nos empréstimos e cartões consignados descontados de benefícios do INSS (Lei nº 10.820/2003, art. 6º), a taxa de juros não pode ultrapassar o teto fixado pelo Conselho Nacional de Previdência Social (CNPS). O teto é um limite legal: a cobrança acima dele é irregular por si só, qualquer que seja a taxa média de mercado.";

const LAW_DOUBLE_REFUND =
  "Nos termos do art. 42, parágrafo único, do CDC, o consumidor cobrado em quantia indevida tem direito à repetição do indébito, por valor igual ao dobro do que pagou em excesso, acrescido de correção monetária e juros legais, salvo hipótese de engano justificável. Segundo a Corte Especial do Superior Tribunal de Justiça (EAREsp 676.608/RS), a restituição em dobro independe da prova de má-fé; pela modulação de efeitos daquele julgamento, vale para as cobranças feitas a partir de 31/03/2021, e as anteriores são devolvidas de forma simples.";

const LAW_CARD = [
  "O art. 6º, inciso III, do CDC garante ao consumidor informação adequada e clara sobre os produtos e serviços, e o art. 52 exige que, no fornecimento de crédito, o consumidor seja informado previamente da taxa de juros, dos acréscimos, do número e da periodicidade das prestações e do total a pagar. O art. 39, inciso IV, proíbe o fornecedor de se prevalecer da fraqueza ou ignorância do consumidor, tendo em vista sua idade, saúde, conhecimento ou condição social, para lhe impingir produtos ou serviços.",
  "Quando o consumidor queria um empréstimo consignado e recebeu, sem informação clara, um cartão de crédito consignado, há decisões judiciais que reconhecem o vício de consentimento e convertem o contrato em empréstimo consignado, recalculado pela taxa média de mercado divulgada pelo Banco Central para o crédito consignado a aposentados e pensionistas do INSS (série SGS 25468), com a devolução do que foi descontado a mais.",
];

const FACT_CARD = (who: string) =>
  `${who} procurou ${who === "O(A) Notificante" ? "a Notificada" : "a Ré"} para contratar um empréstimo consignado e recebeu, em vez dele, um ${CONTRACT_NAMES.cartao}, contratado em {mesContrato}, com reserva de margem consignável no [BENEFÍCIO DO INSS Nº [NÚMERO] / CONTRACHEQUE]. [CONFIRA E AJUSTE: NÃO PEDIU O CARTÃO, NÃO O DESBLOQUEOU OU NÃO O USOU PARA COMPRAS; RECEBEU R$ [VALOR] COMO SE FOSSE UM EMPRÉSTIMO.] Desde [MÊS E ANO DO PRIMEIRO DESCONTO], é descontado todo mês o valor mínimo da fatura, de R$ [VALOR DO DESCONTO], sem que a dívida diminua, porque os juros do cartão consomem os descontos.`;

const FACT_CARD_RATE =
  "A taxa de juros cobrada no cartão, de {taxaContrato}, deve ser comparada com a taxa média de mercado divulgada pelo Banco Central para o crédito consignado a aposentados e pensionistas do INSS ({serie}), que no mês da contratação era de {mediaBacen} (a referência usada quando o cartão é convertido em empréstimo consignado).";

/** The INSS cap paragraph: printed with an instruction when generic, as a fact when the analysis found the rate above it. */
function capFact(who: string): TemplateBlock[] {
  const fact = `O contrato é descontado do benefício previdenciário nº [NÚMERO DO BENEFÍCIO] pago pelo INSS a ${who}. Na data da assinatura, o teto de juros fixado pelo CNPS para essa modalidade era de {tetoInss}, e a taxa cobrada, de {taxaContrato}, é superior a esse teto.`;
  return [
    {
      type: "paragraph",
      text: `[APAGUE ESTE PARÁGRAFO SE O CONTRATO NÃO FOR DESCONTADO DE BENEFÍCIO DO INSS OU SE A TAXA NÃO PASSAR DO TETO.] ${fact}`,
      onlyIf: (f) => f.tetoInssAcima === undefined,
    },
    { type: "paragraph", text: fact, onlyIf: (f) => f.tetoInssAcima === "sim" },
  ];
}

function payrollNotificacao(template: DocumentTemplate): TemplateBlock[] {
  const card = template.contrato === "cartao";
  const contrato = CONTRACT_NAMES[card ? "cartao" : "consignado"];
  const fatos: TemplateBlock[] = card
    ? [
        { type: "paragraph", text: FACT_CARD("O(A) Notificante") },
        { type: "paragraph", text: FACT_CARD_RATE },
      ]
    : [
        { type: "paragraph", text: factContract(contrato, "O(A) Notificante") },
        ...capFact("o(a) Notificante"),
        { type: "paragraph", text: factRate },
        { type: "paragraph", text: factFigures },
      ];
  const direito: TemplateBlock[] = [
    { type: "paragraph", text: LAW_CDC_APPLIES },
    ...(card ? LAW_CARD.map((text) => ({ type: "paragraph" as const, text })) : []),
    { type: "paragraph", text: LAW_INSS_CAP, onlyIf: (f) => card || f.tetoInssAcima !== "nao" },
    ...LAW_RATE.map((text) => ({ type: "paragraph" as const, text })),
    { type: "paragraph", text: LAW_DOUBLE_REFUND },
  ];
  const pedidos = card
    ? [
        "a) forneça cópia integral do contrato, do termo de adesão ao cartão e de todas as faturas, com a taxa de juros mensal e anual e o Custo Efetivo Total (CET) aplicados;",
        "b) cancele o cartão e a reserva de margem consignável (RMC/RCC) e converta a dívida em empréstimo consignado, recalculado pela taxa média do Banco Central para o consignado de aposentados e pensionistas do INSS no mês da contratação ({mediaBacen}), considerando os descontos já feitos como parcelas pagas;",
        "c) devolva o que foi descontado a mais, em dobro para os descontos feitos a partir de 31/03/2021 e de forma simples para os anteriores, com correção monetária, informando por escrito o saldo recalculado.",
      ]
    : [
        "a) forneça cópia integral do contrato e a planilha de evolução da dívida, com as taxas de juros mensal e anual e o Custo Efetivo Total (CET) aplicados;",
        "b) revise a taxa de juros do contrato para o teto do INSS vigente na data da assinatura ({tetoInss}), se o contrato for descontado de benefício do INSS, ou para a taxa média de mercado divulgada pelo Banco Central para a modalidade no mês da assinatura ({mediaBacen}), a que for menor, recalculando as parcelas a descontar;",
        "c) devolva o que foi descontado a mais, em dobro para os descontos feitos a partir de 31/03/2021 e de forma simples para os anteriores, com correção monetária, informando por escrito o novo saldo devedor.",
      ];
  return notificacaoFrame(
    contrato,
    fatos,
    direito,
    pedidos,
    "(Procon, consumidor.gov.br e Banco Central do Brasil), à Ouvidoria do INSS, quando for o caso,",
  );
}

function payrollPeticao(template: DocumentTemplate): TemplateBlock[] {
  const card = template.contrato === "cartao";
  const contrato = CONTRACT_NAMES[card ? "cartao" : "consignado"];
  const acao = card
    ? "AÇÃO DE CONVERSÃO DE CARTÃO DE CRÉDITO CONSIGNADO (RMC/RCC) EM EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO EM DOBRO"
    : "AÇÃO REVISIONAL DE CONTRATO DE EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO";
  const fatos: TemplateBlock[] = card
    ? [
        { type: "paragraph", text: FACT_CARD("O(A) Autor(a)") },
        { type: "paragraph", text: FACT_CARD_RATE },
      ]
    : [
        { type: "paragraph", text: factContract(contrato, "O(A) Autor(a)") },
        ...capFact("o(a) Autor(a)"),
        { type: "paragraph", text: factRate },
        { type: "paragraph", text: factFigures },
      ];
  const direito: TemplateBlock[] = [
    { type: "subheading", text: "III.§. Da aplicação do Código de Defesa do Consumidor" },
    {
      type: "paragraph",
      text: `${LAW_CDC_APPLIES} Presentes a verossimilhança das alegações e a hipossuficiência do(a) Autor(a), é cabível a inversão do ônus da prova (art. 6º, inciso VIII, do CDC).`,
    },
  ];
  if (card) {
    direito.push(
      {
        type: "subheading",
        text: "III.§. Do dever de informação e da conversão em empréstimo consignado",
      },
      ...LAW_CARD.map((text) => ({ type: "paragraph" as const, text })),
      ...LAW_RATE.map((text) => ({ type: "paragraph" as const, text })),
      {
        type: "paragraph",
        text: "No caso, o(a) Autor(a) queria um empréstimo consignado, não um cartão: os descontos mensais do valor mínimo da fatura não reduzem a dívida, o que mostra a desvantagem exagerada (art. 51, inciso IV, do CDC). O contrato deve ser tratado como empréstimo consignado, com juros pela taxa média de mercado do consignado INSS no mês da contratação ({mediaBacen}), e os descontos já feitos abatidos como parcelas pagas.",
      },
    );
  } else {
    direito.push(
      {
        type: "subheading",
        text: "III.§. Do teto de juros do INSS",
        onlyIf: (f) => f.tetoInssAcima !== "nao",
      },
      { type: "paragraph", text: LAW_INSS_CAP, onlyIf: (f) => f.tetoInssAcima !== "nao" },
      {
        type: "paragraph",
        text: "[APAGUE ESTE PARÁGRAFO SE O CONTRATO NÃO FOR DESCONTADO DE BENEFÍCIO DO INSS.] A taxa contratada ({taxaContrato}) supera o teto vigente na data da assinatura ({tetoInss}), e a cobrança do excedente é nula.",
        onlyIf: (f) => f.tetoInssAcima === undefined,
      },
      {
        type: "paragraph",
        text: "A taxa contratada ({taxaContrato}) supera o teto vigente na data da assinatura ({tetoInss}), e a cobrança do excedente é nula.",
        onlyIf: (f) => f.tetoInssAcima === "sim",
      },
    );
    direito.push(
      { type: "subheading", text: "III.§. Dos juros remuneratórios acima da média de mercado" },
      ...LAW_RATE.map((text) => ({ type: "paragraph" as const, text })),
      {
        type: "paragraph",
        text: "No caso, a diferença entre a taxa contratada ({taxaContrato}) e a taxa média de mercado da mesma modalidade no mês da assinatura ({mediaBacen}) evidencia a desvantagem exagerada imposta ao(à) Autor(a), o que deve ser apreciado à luz das circunstâncias do caso concreto.",
      },
    );
  }
  direito.push(
    { type: "subheading", text: "III.§. Da repetição do indébito em dobro" },
    { type: "paragraph", text: LAW_DOUBLE_REFUND },
  );

  const pedidos = [
    "a citação da Ré para, querendo, apresentar resposta, sob pena de revelia;",
    "a concessão da gratuidade da justiça [APAGUE ESTE PEDIDO SE NÃO FOR O CASO];",
    card
      ? "a inversão do ônus da prova (art. 6º, inciso VIII, do CDC), com a determinação de que a Ré apresente o contrato, o termo de adesão ao cartão e todas as faturas;"
      : "a inversão do ônus da prova (art. 6º, inciso VIII, do CDC), com a determinação de que a Ré apresente o contrato e a planilha de evolução da dívida;",
    ...(card
      ? [
          "a declaração de que o contrato é de empréstimo consignado, com o cancelamento do cartão e da reserva de margem consignável (RMC/RCC) e o recálculo da dívida pela taxa média de mercado do consignado INSS no mês da contratação ({mediaBacen}), abatidos os descontos já feitos;",
        ]
      : [
          "a revisão do contrato, para limitar a taxa de juros ao teto do INSS vigente na data da assinatura ({tetoInss}), se o contrato for descontado de benefício do INSS, ou à taxa média de mercado divulgada pelo Banco Central para a modalidade no mês da assinatura ({mediaBacen}), a que for menor, com o recálculo das parcelas;",
        ]),
    "a condenação da Ré a restituir os valores descontados a mais, em dobro para os descontos feitos a partir de 31/03/2021 e de forma simples para os anteriores (art. 42, parágrafo único, do CDC; EAREsp 676.608/RS), com correção monetária e juros de mora, admitida a compensação com eventual saldo devedor;",
    "a produção de todas as provas admitidas em direito, especialmente a documental e, se necessária, a pericial contábil.",
  ];

  return peticaoFrame(
    acao,
    fatos,
    direito,
    pedidos,
    card
      ? "4. Faturas do cartão e extratos do benefício ou contracheques com os descontos;"
      : "4. Extratos do benefício ou contracheques com os descontos das parcelas;",
  );
}

/** The blocks of one template; fill with fillFields before rendering (see `visibleBlocks`). */
export function templateBlocks(template: DocumentTemplate): TemplateBlock[] {
  if (template.contrato === "consignado" || template.contrato === "cartao") {
    return template.documento === "notificacao"
      ? payrollNotificacao(template)
      : payrollPeticao(template);
  }
  return template.documento === "notificacao" ? notificacao(template) : peticao(template);
}

/** The blocks that apply with these fields (all of them without an analysis). */
export function visibleBlocks(template: DocumentTemplate, fields: Fields = {}): Block[] {
  let n = 0;
  return templateBlocks(template)
    .filter((b) => !b.onlyIf || b.onlyIf(fields))
    .map(({ onlyIf: _, ...b }) =>
      b.type === "subheading" && b.text.startsWith("III.§.")
        ? { ...b, text: b.text.replace("III.§.", `III.${++n}.`) }
        : b,
    );
}
