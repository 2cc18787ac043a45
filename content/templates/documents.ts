// The text of the 10 Word templates (DESIGN D21): our own pt-BR legal text, built from shared
// clauses so that a correction reaches every template that uses it. Rules for this file:
// - "[EM MAIÚSCULAS]" marks what the consumer fills in (the generator highlights it);
// - "{campo}" marks what an analysis can fill (see FIELD_BLANKS; without an analysis the blank
//   in FIELD_BLANKS is printed instead);
// - cite only references we can stand behind (CDC, CPC, Lei 9.099/1995, STJ Súmula 297,
//   REsp 1.061.530/RS, Tema 972, EAREsp 676.608/RS) and never promise an outcome.
import { type DocumentTemplate, type TemplateContract } from "./catalogue";

export type Block =
  | { type: "title"; text: string }
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "center"; text: string }
  | { type: "item"; text: string }
  | { type: "note"; title: string; text: string }
  | { type: "signature"; lines: string[] };

/** Fields an analysis can fill. */
export const FIELD_NAMES = ["contrato", "mesContrato", "taxaContrato", "mediaBacen", "serie", "razao"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type Fields = Partial<Record<FieldName, string>>;

export const FIELD_BLANKS: Record<FieldName, string> = {
  contrato: "[TIPO DE CONTRATO: EMPRÉSTIMO CONSIGNADO, EMPRÉSTIMO PESSOAL, FINANCIAMENTO DE VEÍCULO OU OUTRO]",
  mesContrato: "[MÊS E ANO DA ASSINATURA]",
  taxaContrato: "[TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.]",
  mediaBacen: "[TAXA MÉDIA DO BANCO CENTRAL NO MÊS DA ASSINATURA, EX.: 1,85% a.m.]",
  serie: "[SÉRIE DO BANCO CENTRAL, EX.: SGS 25471 — AQUISIÇÃO DE VEÍCULOS]",
  razao: "[X,XX]",
};

const CONTRACT_NAMES: Record<Exclude<TemplateContract, "prestamista">, string> = {
  veiculo: "financiamento de veículo",
  emprestimo: "empréstimo pessoal",
};

// ---------------------------------------------------------------- shared clauses
const CONSUMIDOR =
  "[NOME COMPLETO], [NACIONALIDADE], [ESTADO CIVIL], [PROFISSÃO], portador(a) do RG nº [NÚMERO DO RG] e inscrito(a) no CPF sob o nº [NÚMERO DO CPF], residente e domiciliado(a) em [ENDEREÇO COMPLETO, COM CEP], e-mail [E-MAIL], telefone [TELEFONE]";
const BANCO =
  "[NOME DO BANCO OU DA FINANCEIRA], pessoa jurídica de direito privado, inscrita no CNPJ sob o nº [CNPJ], com sede em [ENDEREÇO DA SEDE OU DA AGÊNCIA]";

const factContract = (contrato: string, who: string) =>
  `${who} celebrou com ${who === "O(A) Notificante" ? "a Notificada" : "a Ré"} o contrato de ${contrato} nº [NÚMERO DO CONTRATO], assinado em {mesContrato}, no valor de R$ [VALOR FINANCIADO OU EMPRESTADO], a ser pago em [NÚMERO DE PARCELAS] parcelas mensais de R$ [VALOR DA PARCELA].`;

const factRate =
  "A taxa de juros remuneratórios aplicada ao contrato é de {taxaContrato}. No mês da assinatura, a taxa média de mercado divulgada pelo Banco Central do Brasil para operações da mesma espécie ({serie}) era de {mediaBacen}. A taxa cobrada corresponde, portanto, a {razao} vezes a média de mercado.";

const factInsurance = (who: string) =>
  `Foi incluído no contrato um seguro ([NOME DO SEGURO, EX.: SEGURO PRESTAMISTA OU PROTEÇÃO FINANCEIRA]), no valor de R$ [VALOR DO SEGURO], cobrado junto com as parcelas ou financiado com o valor principal, sem que fosse oferecida a ${who} a opção de contratar sem o seguro ou de escolher livremente a seguradora.`;

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
function notificacao(template: DocumentTemplate): Block[] {
  const rate = template.contrato !== "prestamista";
  const contrato = rate ? CONTRACT_NAMES[template.contrato as "veiculo" | "emprestimo"] : "{contrato}";
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

  return [
    {
      type: "note",
      title: "Como usar este modelo (apague este quadro antes de enviar)",
      text: "Substitua os trechos entre colchetes pelos seus dados e confira cada número com o seu contrato. Envie por carta com aviso de recebimento (AR), por e-mail com confirmação de leitura ou entregue na agência pedindo protocolo, e guarde uma cópia com a data. Este modelo é uma referência: não garante resultado e não substitui a orientação de um advogado.",
    },
    { type: "title", text: "NOTIFICAÇÃO EXTRAJUDICIAL" },
    { type: "paragraph", text: "[CIDADE], [DIA] de [MÊS] de [ANO]." },
    { type: "paragraph", text: `NOTIFICANTE: ${CONSUMIDOR}.` },
    { type: "paragraph", text: `NOTIFICADA: ${BANCO}.` },
    {
      type: "paragraph",
      text: `Referência: contrato de ${contrato} nº [NÚMERO DO CONTRATO], assinado em {mesContrato}.`,
    },
    { type: "heading", text: "1. Dos fatos" },
    { type: "paragraph", text: factContract(contrato, "O(A) Notificante") },
    ...(rate ? [{ type: "paragraph" as const, text: factRate }] : []),
    ...(template.seguro ? [{ type: "paragraph" as const, text: factInsurance("o(a) Notificante") }] : []),
    { type: "heading", text: "2. Do direito" },
    { type: "paragraph", text: LAW_CDC_APPLIES },
    ...(rate ? LAW_RATE.map((text) => ({ type: "paragraph" as const, text })) : []),
    ...(template.seguro ? LAW_INSURANCE.map((text) => ({ type: "paragraph" as const, text })) : []),
    { type: "paragraph", text: LAW_REFUND_SHORT },
    { type: "heading", text: "3. Do pedido" },
    {
      type: "paragraph",
      text: "Diante do exposto, o(a) Notificante solicita que a Notificada, no prazo de 10 (dez) dias úteis contados do recebimento desta notificação:",
    },
    ...pedidos.map((text) => ({ type: "item" as const, text })),
    {
      type: "paragraph",
      text: "A resposta pode ser enviada ao e-mail [E-MAIL] ou ao endereço acima. Sem solução no prazo, o(a) Notificante poderá recorrer aos órgãos de defesa do consumidor (Procon, consumidor.gov.br e Banco Central do Brasil) e ao Poder Judiciário para a defesa dos seus direitos.",
    },
    { type: "paragraph", text: "Atenciosamente," },
    { type: "signature", lines: ["[NOME COMPLETO]", "CPF nº [NÚMERO DO CPF]"] },
  ];
}

// ---------------------------------------------------------------- petição inicial
function peticao(template: DocumentTemplate): Block[] {
  const rate = template.contrato !== "prestamista";
  const contrato = rate ? CONTRACT_NAMES[template.contrato as "veiculo" | "emprestimo"] : "{contrato}";
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
      "a declaração de nulidade da contratação do seguro, por venda casada, com a restituição do valor de R$ [VALOR DO SEGURO] e dos encargos que incidiram sobre ele;",
    );
  }
  pedidos.push(
    "a condenação da Ré a restituir os valores pagos a mais, em dobro, nos termos do art. 42, parágrafo único, do CDC, ou, subsidiariamente, de forma simples, com correção monetária e juros de mora, admitida a compensação com eventual saldo devedor;",
    "a produção de todas as provas admitidas em direito, especialmente a documental e, se necessária, a pericial contábil.",
  );

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
    { type: "paragraph", text: `em face de ${BANCO}, pelos fatos e fundamentos a seguir expostos.` },
    { type: "heading", text: "I. DA GRATUIDADE DA JUSTIÇA" },
    {
      type: "paragraph",
      text: "O(A) Autor(a) declara não ter condições de arcar com as custas do processo sem prejuízo do próprio sustento e do de sua família e requer os benefícios da gratuidade da justiça, nos termos dos arts. 98 e 99 do Código de Processo Civil. [NO JUIZADO ESPECIAL CÍVEL NÃO HÁ CUSTAS EM PRIMEIRO GRAU (ART. 54 DA LEI 9.099/1995); APAGUE ESTA SEÇÃO SE NÃO FOR O CASO.]",
    },
    { type: "heading", text: "II. DOS FATOS" },
    { type: "paragraph", text: factContract(contrato, "O(A) Autor(a)") },
    ...(rate ? [{ type: "paragraph" as const, text: factRate }] : []),
    ...(template.seguro ? [{ type: "paragraph" as const, text: factInsurance("o(a) Autor(a)") }] : []),
    {
      type: "paragraph",
      text: "O(A) Autor(a) procurou a Ré para resolver a questão, por meio de [NOTIFICAÇÃO EXTRAJUDICIAL ENVIADA EM [DATA] / RECLAMAÇÃO NO SAC, NA OUVIDORIA OU NO CONSUMIDOR.GOV.BR, PROTOCOLO Nº [NÚMERO]], sem obter solução.",
    },
    { type: "heading", text: "III. DO DIREITO" },
    ...direito,
    { type: "heading", text: "IV. DOS PEDIDOS" },
    { type: "paragraph", text: "Diante do exposto, requer:" },
    ...pedidos.map((text, i) => ({ type: "item" as const, text: `${String.fromCharCode(97 + i)}) ${text}` })),
    {
      type: "paragraph",
      text: "Dá-se à causa o valor de R$ [VALOR DA CAUSA] (art. 292, inciso II, do Código de Processo Civil).",
    },
    { type: "paragraph", text: "Nestes termos, pede deferimento." },
    { type: "paragraph", text: "[CIDADE], [DIA] de [MÊS] de [ANO]." },
    {
      type: "signature",
      lines: ["[NOME DO(A) ADVOGADO(A)], OAB/[UF] nº [NÚMERO]", "— ou, no Juizado Especial sem advogado —", "[NOME COMPLETO DO(A) AUTOR(A)]"],
    },
    { type: "heading", text: "DOCUMENTOS ANEXOS" },
    ...[
      "1. Documento de identidade e CPF;",
      "2. Comprovante de residência;",
      "3. Contrato e, se houver, a apólice ou o certificado do seguro;",
      "4. Boletos, extratos ou contracheques com os descontos das parcelas;",
      "5. Notificação enviada ao banco e protocolos de atendimento;",
      "6. Relatório da análise com a taxa média do Banco Central do mês da assinatura;",
      "7. [PROCURAÇÃO E DECLARAÇÃO DE HIPOSSUFICIÊNCIA, SE FOR O CASO].",
    ].map((text) => ({ type: "item" as const, text })),
  ];
}

/** The blocks of one template; fill with fillFields before rendering. */
export function templateBlocks(template: DocumentTemplate): Block[] {
  return template.documento === "notificacao" ? notificacao(template) : peticao(template);
}
