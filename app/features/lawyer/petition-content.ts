// The petição inicial a Starter/Master lawyer downloads for a selected case (issue #25 item 5,
// DESIGN §8b.19, 29, 35): our own pt-BR legal text, built from the attached analysis and its
// recovery calculation with the same figures as the memória de cálculo (domain court-figures).
// Rules: the parties stay placeholders; a head of claim appears only where the calculation grants
// it (interest: the criterion, REsp 1.061.530/RS; tied insurance: Tema 972); without either there
// is no petition; no success odds (OAB Provimento 205/2021); Súmula 530 only for a rate that
// cannot be proved (here only as a bracketed subsidiary paragraph). Pure: blocks for the .docx.
import { type CourtFigures, courtFigures } from "~/domain/court-figures";
import { CONTRACT_TYPE_LABELS, type ContractType } from "~/domain/contract-types";
import { CORRECTION_INDEX_LABELS } from "~/domain/correction";
import { annualFromMonthly } from "~/domain/implied-rate";
import { addMonths, type MonthId, monthLabel, monthLongLabel } from "~/domain/months";
import { formatMoney, formatNumber, formatPercent, formatRate } from "~/domain/numbers";
import { parcelas } from "~/domain/plural";
import type { RevisionDetails } from "~/features/recovery/revision.server";
import type { RevisionInputData } from "~/features/recovery/revision-schema";
import type { Block } from "../../../editorial/templates/documents";

export const PETITION_TITLE = "Petição inicial — ação revisional de contrato bancário";

export const PETITION_NO_GROUNDS =
  "O recálculo deste caso não mostra juros acima do critério (1,5 vez a taxa média do Banco Central do mês da contratação ou o teto do INSS; REsp 1.061.530/RS) nem seguro vinculado ao contrato (Tema 972 do STJ): sem fundamento para o pedido revisional, a petição inicial não é gerada.";

export interface PetitionInput {
  tipo: ContractType;
  entrada: RevisionInputData;
  details: RevisionDetails;
}

type Figures = Extract<CourtFigures, { ok: true }>;

/**
 * Today's balances, the valor incontroverso and the valor da causa, with the memória's arguments:
 * the paid installments, the charged one, the refund corrected when a correction was computed.
 */
export function caseFigures(details: RevisionDetails): CourtFigures {
  const r = details.revisao;
  const refund = details.correcao?.ok ? details.correcao : details.restituicao;
  return courtFigures({
    contrato: r.contrato,
    revisado: r.revisado,
    principalContrato: r.principalContrato,
    principalRevisado: r.principalRevisado,
    parcelasPagas: r.diferencas.filter((d) => d.paga).length,
    parcelaCobrada: r.diferencas[0]?.contrato,
    restituicao: { simples: refund.simples, emDobro: refund.emDobro },
  });
}

export type PetitionResult = { ok: true; blocks: Block[] } | { ok: false; erro: string };

const rateWithAnnual = (monthly: number) =>
  `${formatRate(monthly)} (${formatPercent(annualFromMonthly(monthly), 2)} a.a.)`;

const p = (text: string): Block => ({ type: "paragraph", text });
const sub = (text: string): Block => ({ type: "subheading", text });

export function petitionBlocks(input: PetitionInput): PetitionResult {
  const { details } = input;
  const r = details.resposta;
  const juros = r.criterio.atendido;
  const seguro = details.revisao.seguroExcluido > 0;
  if (!juros && !seguro) return { ok: false, erro: PETITION_NO_GROUNDS };
  const figures = caseFigures(details);
  if (!figures.ok) return { ok: false, erro: figures.erro };

  const contrato = CONTRACT_TYPE_LABELS[input.tipo].toLowerCase();
  const refund = details.correcao?.ok ? details.correcao : details.restituicao;
  const corrigido = details.correcao?.ok
    ? `valores corrigidos pelo ${CORRECTION_INDEX_LABELS[details.correcao.indice]} até ${monthLabel(details.correcao.dataCalculo)}`
    : "valores nominais, sem correção monetária";
  const acao =
    seguro && !juros
      ? "AÇÃO DECLARATÓRIA DE NULIDADE DE CLÁUSULA C/C REVISÃO DE CONTRATO E REPETIÇÃO DE INDÉBITO"
      : "AÇÃO REVISIONAL DE CONTRATO BANCÁRIO C/C REPETIÇÃO DE INDÉBITO";

  const direito: Block[] = [];
  let n = 0;
  const section = (title: string) => sub(`III.${++n}. ${title}`);
  direito.push(
    section("Da relação de consumo"),
    p(
      "As instituições financeiras prestam serviços de natureza bancária, financeira e de crédito e são fornecedoras (art. 3º, § 2º, do Código de Defesa do Consumidor — CDC). Nos termos da Súmula 297 do Superior Tribunal de Justiça, “o Código de Defesa do Consumidor é aplicável às instituições financeiras”. Presentes a verossimilhança das alegações, demonstrada pela memória de cálculo anexa, e a hipossuficiência técnica do(a) Autor(a) diante da Ré, requer-se a inversão do ônus da prova (art. 6º, inciso VIII, do CDC).",
    ),
  );
  if (juros) direito.push(...interestGrounds(section, details));
  if (seguro) direito.push(...insuranceGrounds(section, details, juros));
  direito.push(
    section("Da repetição do indébito"),
    p(
      "O art. 42, parágrafo único, do CDC dispõe que “o consumidor cobrado em quantia indevida tem direito à repetição do indébito, por valor igual ao dobro do que pagou em excesso, acrescido de correção monetária e juros legais, salvo hipótese de engano justificável”. A Corte Especial do Superior Tribunal de Justiça, no EAREsp 676.608/RS, fixou que a restituição em dobro independe da natureza do elemento volitivo do fornecedor, sendo cabível quando a cobrança indevida consubstanciar conduta contrária à boa-fé objetiva; pela modulação de efeitos, nos contratos bancários o entendimento se aplica às cobranças realizadas após a publicação do acórdão (30/03/2021).",
    ),
    p(
      `A questão da devolução em dobro está afetada ao rito dos recursos repetitivos no Tema 929 do STJ, cujo julgamento foi iniciado em 17/09/2025 e não está concluído; o marco temporal da modulação pode ser revisto. Por isso o pedido em dobro é formulado até o limite calculado — ${formatMoney(refund.emDobro)}, em dobro apenas para as parcelas vencidas a partir de 31/03/2021 — e, subsidiariamente, de forma simples, ${formatMoney(refund.simples)}.`,
    ),
    p(
      "Sobre os valores a restituir incidem correção monetária desde cada desembolso e juros de mora a partir da citação (art. 405 do Código Civil), pela taxa SELIC até 29/08/2024, sem cumulação com outro índice de correção, e, a partir de 30/08/2024, pelo IPCA acrescido da taxa legal (arts. 389 e 406 do Código Civil, com a redação da Lei 14.905/2024; Resolução CMN 5.171/2024). Os juros de mora não estão estimados na memória de cálculo, porque dependem da data da citação.",
    ),
    ...(r.prescritas.quantidade > 0
      ? [
          p(
            `Não se pede a restituição de ${parcelas(r.prescritas.quantidade, "vencida")} há mais de dez anos (até ${monthLabel(r.prescritas.ate as MonthId)}), alcançadas pela prescrição do art. 205 do Código Civil, contada até a data do cálculo; o prazo conta-se até o ajuizamento desta ação, e a memória de cálculo as exclui de todos os valores pedidos.`,
          ),
        ]
      : []),
    section("Do valor incontroverso"),
    p(
      "O art. 330, § 2º, do Código de Processo Civil (CPC) exige que, nas ações de revisão de obrigação decorrente de empréstimo ou financiamento, o autor discrimine as obrigações contratuais que pretende controverter e quantifique o valor incontroverso do débito, que, pelo § 3º, deve continuar a ser pago no tempo e modo contratados.",
    ),
    p(
      `Controverte-se ${controverted(juros, seguro)}. ${figures.incontroverso.texto} ${figures.saldoHoje.texto}`,
    ),
  );

  const pedidos = requests({ juros, seguro, details, figures, refund, corrigido });

  const blocks: Block[] = [
    {
      type: "note",
      title: "Minuta para revisão do(a) advogado(a) (apague este quadro antes de protocolar)",
      text: "Minuta gerada a partir da análise e do recálculo que o(a) cliente anexou, com os mesmos valores da memória de cálculo revisional. Confira cada fato e cada número com o contrato e os comprovantes, complete os trechos entre colchetes e adapte a fundamentação ao caso e ao juízo. Acompanhe os temas pendentes no STJ: Tema 1.378 (se a taxa média de mercado basta, sozinha, para caracterizar a abusividade) e Tema 929 (devolução em dobro). O texto não faz promessa nem estimativa de resultado.",
    },
    {
      type: "title",
      text: "EXCELENTÍSSIMO(A) SENHOR(A) JUIZ(A) DE DIREITO DA [NÚMERO] VARA CÍVEL DA COMARCA DE [CIDADE]/[UF]",
    },
    p(
      "[NOME COMPLETO DO(A) AUTOR(A)], [NACIONALIDADE], [ESTADO CIVIL], [PROFISSÃO], portador(a) do RG nº [NÚMERO] e inscrito(a) no CPF sob o nº [NÚMERO], residente e domiciliado(a) em [ENDEREÇO COMPLETO, COM CEP], endereço eletrônico [E-MAIL], por seu(sua) advogado(a) que esta subscreve, conforme procuração anexa, com escritório em [ENDEREÇO PROFISSIONAL], onde recebe intimações (art. 287 do CPC), vem, respeitosamente, à presença de Vossa Excelência, propor",
    ),
    { type: "center", text: acao },
    p(
      "em face de [NOME DO BANCO OU DA FINANCEIRA], pessoa jurídica de direito privado, inscrita no CNPJ sob o nº [CNPJ], com sede em [ENDEREÇO DA SEDE], endereço eletrônico [E-MAIL, SE CONHECIDO], pelos fatos e fundamentos a seguir expostos.",
    ),
    { type: "heading", text: "I. DA GRATUIDADE DA JUSTIÇA" },
    p(
      "[SE FOR O CASO:] O(A) Autor(a) não tem condições de arcar com as custas e despesas do processo sem prejuízo do próprio sustento e do de sua família, conforme declaração anexa, e requer os benefícios da gratuidade da justiça (arts. 98 e 99 do CPC).",
    ),
    { type: "heading", text: "II. DOS FATOS" },
    ...facts(input, contrato),
    { type: "heading", text: "III. DO DIREITO" },
    ...direito,
    { type: "heading", text: "IV. DOS PEDIDOS" },
    p("Diante do exposto, requer:"),
    ...pedidos.map(
      (text, i): Block => ({ type: "item", text: `${String.fromCharCode(97 + i)}) ${text}` }),
    ),
    { type: "heading", text: "V. DO VALOR DA CAUSA" },
    p(
      `Nos termos do art. 292, incisos II e VI, do CPC, o valor da causa corresponde à parte controvertida do contrato somada ao valor da restituição pedida. ${figures.valorDaCausa.texto} Dá-se à causa o valor de ${formatMoney(figures.valorDaCausa.valor)}.`,
    ),
    p("Nestes termos, pede deferimento."),
    p("[CIDADE], [DIA] de [MÊS] de [ANO]."),
    { type: "signature", lines: ["[NOME DO(A) ADVOGADO(A)]", "OAB/[UF] nº [NÚMERO]"] },
    { type: "heading", text: "DOCUMENTOS ANEXOS" },
    ...[
      "Doc. 1 — Procuração [e declaração de hipossuficiência, se for o caso];",
      "Doc. 2 — Documento de identidade, CPF e comprovante de residência;",
      `Doc. 3 — Contrato de ${contrato} nº [NÚMERO DO CONTRATO]${seguro ? " e a apólice ou o certificado do seguro" : ""};`,
      "Doc. 4 — Comprovantes de pagamento das parcelas (boletos, extratos ou contracheques);",
      "Doc. 5 — Memória de cálculo revisional (tabelas do contrato e revisada, memória por parcela, saldo devedor, valor incontroverso e fontes);",
      "Doc. 6 — [NOTIFICAÇÃO OU RECLAMAÇÃO ANTERIOR, SE HOUVER].",
    ].map((text): Block => ({ type: "item", text })),
  ];
  return { ok: true, blocks };
}

function facts(input: PetitionInput, contrato: string): Block[] {
  const { entrada, details } = input;
  const r = details.resposta;
  const c = r.certificado;
  const primeiro = entrada.primeiroVencimento ?? addMonths(entrada.mes, 1);
  const extras = [
    ...((entrada.tarifasFinanciadas ?? 0) > 0
      ? [`tarifas e encargos financiados de ${formatMoney(entrada.tarifasFinanciadas!)}`]
      : []),
    ...((entrada.seguroFinanciado ?? 0) > 0
      ? [`seguro financiado de ${formatMoney(entrada.seguroFinanciado!)}`]
      : []),
  ];
  const out: Block[] = [
    p(
      `Em ${monthLongLabel(entrada.mes)}, o(a) Autor(a) celebrou com a Ré contrato de ${contrato} nº [NÚMERO DO CONTRATO], no valor de ${formatMoney(entrada.valorFinanciado)}${extras.length > 0 ? `, acrescido de ${extras.join(" e ")}` : ""}, a ser pago em ${entrada.parcelas} parcelas mensais de ${formatMoney(entrada.parcela)}, a primeira com vencimento em ${monthLongLabel(primeiro)}.`,
    ),
    p(
      `A taxa de juros remuneratórios do contrato, obtida pela tabela Price a partir do valor financiado, da parcela e do número de parcelas, é de ${rateWithAnnual(r.taxaContrato)}.${
        // The market comparison is a fact of the interest head only (an insurance claim keeps the rate).
        r.criterio.atendido
          ? ` No mês da contratação, a taxa média de mercado divulgada pelo Banco Central do Brasil para operações da mesma espécie (série SGS ${c.serie} — ${c.serieNome}) era de ${rateWithAnnual(r.mediaBacen)}; a taxa contratada corresponde a ${formatNumber(r.razao, 2)} vezes a média de mercado.`
          : ""
      }`,
    ),
  ];
  if (details.revisao.criterio.acimaDoTeto) {
    const teto = r.tetoInss.tetos.map((t) => `${formatRate(t.valor)} (${t.ato})`).join(" ou ");
    out.push(
      p(
        `O contrato é descontado de benefício previdenciário pago pelo INSS (nº [NÚMERO DO BENEFÍCIO]). Na data da contratação, o teto de juros fixado pelo Conselho Nacional de Previdência Social para essa modalidade era de ${teto}, inferior à taxa cobrada.`,
      ),
    );
  }
  if (details.revisao.seguroExcluido > 0) {
    out.push(
      p(
        `Foi incluído no valor financiado um seguro ([NOME DO SEGURO]), de ${formatMoney(details.revisao.seguroExcluido)}, sem que fosse oferecida ao(à) Autor(a) a opção de contratar sem ele ou de escolher livremente a seguradora. [CONFIRA COM O(A) CLIENTE E COM A APÓLICE COMO O SEGURO FOI OFERECIDO.]`,
      ),
    );
  }
  const pagas = entrada.parcelasPagas;
  out.push(
    p(
      `O(A) Autor(a) pagou ${parcelas(pagas)}${pagas > 0 ? `, a última com vencimento em ${monthLongLabel(addMonths(primeiro, pagas - 1))}` : ""}. Conforme a memória de cálculo anexa (Doc. 5), ${revisedSentence(details)} Nas parcelas pagas e não prescritas, foram pagos ${formatMoney(r.pagoAMais)} a mais${r.pagoAMaisPorCabeca.juros > 0 && r.pagoAMaisPorCabeca.seguroVinculado > 0 ? ` (${formatMoney(r.pagoAMaisPorCabeca.juros)} de juros e ${formatMoney(r.pagoAMaisPorCabeca.seguroVinculado)} do seguro e dos juros cobrados sobre ele)` : ""}.`,
    ),
    p(
      "O(A) Autor(a) procurou a Ré para resolver a questão, por meio de [NOTIFICAÇÃO EXTRAJUDICIAL ENVIADA EM [DATA] / RECLAMAÇÃO NO SAC, NA OUVIDORIA OU NO CONSUMIDOR.GOV.BR, PROTOCOLO Nº [NÚMERO]], sem solução.",
    ),
  );
  return out;
}

function revisedSentence(details: RevisionDetails): string {
  const r = details.resposta;
  const parcela = formatMoney(r.revisado.parcela);
  if (!r.criterio.atendido)
    return `retirado o seguro do valor financiado e mantida a taxa do contrato, a parcela seria de ${parcela}.`;
  const base =
    r.criterio.base === "teto_inss"
      ? `ao teto legal do consignado INSS, ${formatRate(r.revisado.taxa)}`
      : `à taxa média de mercado do mês da contratação, ${formatRate(r.revisado.taxa)}`;
  return `recalculado o contrato ${base}${details.revisao.seguroExcluido > 0 ? ", sem o seguro" : ""}, a parcela seria de ${parcela}.`;
}

function interestGrounds(section: (t: string) => Block, details: RevisionDetails): Block[] {
  const r = details.resposta;
  const out: Block[] = [];
  if (r.criterio.base === "teto_inss") {
    out.push(
      section("Do teto de juros do consignado INSS"),
      p(
        "Nos empréstimos consignados descontados de benefícios do INSS (Lei 10.820/2003, art. 6º), a taxa de juros não pode ultrapassar o teto fixado pelo Conselho Nacional de Previdência Social. O teto é limite normativo: a cobrança acima dele é indevida independentemente da comparação com a taxa média de mercado, e o contrato deve ser revisto ao teto, ou à taxa média, se esta for menor.",
      ),
    );
  }
  out.push(
    section("Dos juros remuneratórios abusivos"),
    p(
      "O art. 6º, inciso V, do CDC assegura ao consumidor a modificação das cláusulas contratuais que estabeleçam prestações desproporcionais; o art. 51, inciso IV, declara nulas as cláusulas que estabeleçam obrigações iníquas ou abusivas, que coloquem o consumidor em desvantagem exagerada, e o § 1º do mesmo artigo presume exagerada a vantagem que se mostra excessivamente onerosa para o consumidor. O art. 39, inciso V, veda ao fornecedor exigir do consumidor vantagem manifestamente excessiva.",
    ),
    p(
      "No REsp 1.061.530/RS, julgado sob o rito dos recursos repetitivos, a Segunda Seção do Superior Tribunal de Justiça admitiu a revisão das taxas de juros remuneratórios em situações excepcionais, desde que caracterizada a relação de consumo e que a abusividade, capaz de colocar o consumidor em desvantagem exagerada (art. 51, § 1º, do CDC), fique cabalmente demonstrada diante das peculiaridades do caso concreto, adotando como referência a taxa média de mercado divulgada pelo Banco Central para operações da mesma espécie.",
    ),
    p(
      `Não se sustenta a abusividade no simples fato de a taxa superar 12% ao ano: a Súmula 382 do STJ estabelece que “a estipulação de juros remuneratórios superiores a 12% ao ano, por si só, não indica abusividade”, e este pedido não se apoia nesse limite. A abusividade decorre da comparação concreta com o mercado: a taxa contratada, de ${formatRate(r.taxaContrato)}, corresponde a ${formatNumber(r.razao, 2)} vezes a taxa média de mercado da mesma modalidade no mês da contratação (${formatRate(r.mediaBacen)})${details.revisao.criterio.acimaDaMedia ? ", acima de uma vez e meia a média — o próprio acórdão do REsp 1.061.530/RS registra que a jurisprudência tem considerado abusivas taxas superiores a uma vez e meia, ao dobro ou ao triplo da média" : ""}.`,
    ),
    p(
      "[SE O(A) AUTOR(A) NÃO DISPUSER DO INSTRUMENTO DO CONTRATO:] Caso a taxa efetivamente contratada não possa ser comprovada, por ausência de pactuação ou por falta de juntada do instrumento aos autos, aplica-se a taxa média de mercado divulgada pelo Banco Central, salvo se a taxa cobrada for mais vantajosa para o devedor (Súmula 530 do STJ), o que se requer subsidiariamente, com a exibição do contrato pela Ré (art. 396 do CPC).",
    ),
    p(
      `Assim, os juros remuneratórios devem ser revistos para ${formatRate(r.revisado.taxa)}, com o recálculo das parcelas pela mesma tabela Price do contrato.`,
    ),
  );
  return out;
}

function insuranceGrounds(
  section: (t: string) => Block,
  details: RevisionDetails,
  juros: boolean,
): Block[] {
  return [
    section("Da venda casada do seguro"),
    p(
      "O art. 39, inciso I, do CDC proíbe o fornecedor de condicionar o fornecimento de produto ou de serviço ao fornecimento de outro produto ou serviço. No Tema 972 dos recursos repetitivos (REsp 1.639.320/SP e REsp 1.639.259/SP), o STJ fixou a tese de que, nos contratos bancários em geral, o consumidor não pode ser compelido a contratar seguro com a instituição financeira ou com seguradora por ela indicada.",
    ),
    p(
      `O seguro de ${formatMoney(details.revisao.seguroExcluido)} foi incluído no financiamento sem escolha do(a) Autor(a), o que caracteriza a venda casada e impõe a nulidade da contratação, com a exclusão do seu valor do montante financiado e a restituição do que foi pago por ele e pelos juros que incidiram sobre ele.${juros ? "" : " Como a taxa de juros não supera o critério de abusividade, ela é mantida no recálculo: o pedido se limita ao seguro."}`,
    ),
  ];
}

function controverted(juros: boolean, seguro: boolean): string {
  if (juros && seguro)
    return "a taxa de juros remuneratórios e a cobrança do seguro; as demais obrigações do contrato (número e vencimento das parcelas) não são impugnadas";
  if (juros)
    return "a taxa de juros remuneratórios; as demais obrigações do contrato (valor financiado, número e vencimento das parcelas) não são impugnadas";
  return "a cobrança do seguro e dos juros sobre ele; a taxa de juros e as demais obrigações do contrato não são impugnadas";
}

function requests(args: {
  juros: boolean;
  seguro: boolean;
  details: RevisionDetails;
  figures: Figures;
  refund: { simples: number; emDobro: number };
  corrigido: string;
}): string[] {
  const { juros, seguro, details, figures, refund, corrigido } = args;
  const r = details.resposta;
  const out = [
    "a citação da Ré para, querendo, apresentar contestação, sob pena de revelia;",
    "[O(A) AUTOR(A) OPTA / NÃO OPTA] pela realização de audiência de conciliação ou de mediação (art. 319, inciso VII, do CPC);",
    "a concessão da gratuidade da justiça [APAGUE SE NÃO FOR O CASO];",
    "a inversão do ônus da prova (art. 6º, inciso VIII, do CDC), com a determinação de que a Ré exiba o contrato e a planilha de evolução da dívida (art. 396 do CPC);",
  ];
  if (seguro)
    out.push(
      `a declaração de nulidade da contratação do seguro, por venda casada, com a exclusão de ${formatMoney(details.revisao.seguroExcluido)} do valor financiado;`,
    );
  out.push(
    juros
      ? `a revisão do contrato, para fixar os juros remuneratórios em ${formatRate(r.revisado.taxa)}, com o recálculo das parcelas, que passam a ${formatMoney(r.revisado.parcela)}, conforme a memória de cálculo anexa;`
      : `a revisão do contrato sem o seguro, mantida a taxa contratada, com o recálculo das parcelas, que passam a ${formatMoney(r.revisado.parcela)}, conforme a memória de cálculo anexa;`,
  );
  if (figures.incontroverso.parcelaRevisada !== null)
    out.push(
      `o reconhecimento do valor incontroverso de ${formatMoney(figures.incontroverso.parcelaRevisada)} por parcela, a partir da parcela ${figures.incontroverso.aPartirDaParcela}, que o(a) Autor(a) continuará a pagar no tempo e modo contratados (art. 330, § 3º, do CPC), e do saldo devedor revisado de ${formatMoney(figures.incontroverso.saldoRevisado)};`,
    );
  out.push(
    `a condenação da Ré a restituir o que foi pago a mais, em dobro quanto às parcelas vencidas a partir de 31/03/2021, até ${formatMoney(refund.emDobro)}, ou, subsidiariamente, de forma simples, ${formatMoney(refund.simples)} (${corrigido}), com correção monetária desde cada desembolso e juros de mora desde a citação, admitida a compensação com o saldo devedor (art. 368 do Código Civil);`,
    "a produção de todas as provas admitidas em direito, em especial a documental, incluída a memória de cálculo anexa (Doc. 5), e, se necessária, a pericial contábil;",
    "a condenação da Ré ao pagamento das custas processuais e dos honorários advocatícios (art. 85 do CPC).",
  );
  return out;
}
