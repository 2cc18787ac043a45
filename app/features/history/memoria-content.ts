// The memória de cálculo revisional (DESIGN §8.9–8.12, §8b.19–21, 29, 30, 34, 35): what it says,
// section by section, as plain blocks (paragraphs, lists, tables) that memoria-pdf.server.ts draws.
// Built from the recorded analysis, the stored recalculation, the domain's figures recomputed from
// its stored inputs, the IBGE indices and the identification; no figure is computed here that the
// domain does not give (court-figures.ts, revision.ts, refund.ts, correction.ts, prescription.ts).
import { formatIsoDate, type IsoDate } from "~/domain/business-days";
import {
  CONSIGNADO_SECTOR_LABELS,
  CONTRACT_TYPE_LABELS,
  type ConsignadoSector,
} from "~/domain/contract-types";
import {
  CORRECTION_INDEX_LABELS,
  correctAmounts,
  type CorrectionIndex,
  type IndexTable,
  indexForMonth,
  type PriceIndex,
} from "~/domain/correction";
import { courtFigures } from "~/domain/court-figures";
import { formatCpf } from "~/domain/cpf";
import { annualFromMonthly } from "~/domain/implied-rate";
import { addMonths, type MonthId, monthLabel, monthLongLabel } from "~/domain/months";
import { formatMoney, formatNumber } from "~/domain/numbers";
import {
  PRESCRIPTION_REFERENCE,
  prescriptionCutoff,
  prescriptionText,
} from "~/domain/prescription";
import { provenanceOf } from "~/domain/rates";
import { DOUBLE_REFUND_TEXT } from "~/domain/refund";
import { exactLimit } from "~/domain/verdict";
import { overpayments } from "~/domain/revision";
import type { RevisionDetails } from "~/features/recovery/revision.server";
import type { RevisionInputData } from "~/features/recovery/revision-schema";
import type { MemoriaIdentification } from "./identification.server";
import { capInfo, laudoVerdict } from "./laudo-content";
import type { AnalysisRecord } from "~/features/analysis/record";
import { parseStoredRevision, type StoredRevision } from "./revision-record";
import { parseStoredRmc, rmcSummary } from "./rmc-record";
import { canConvertRmc } from "./rmc-form";
import { formatVerificationCode } from "./verification-code";
import { formatDateTime } from "~/platform/dates";
import { LEGAL_BASIS } from "./texts";

export const MEMORIA_TITLE = "Memória de cálculo revisional";

export const MEMORIA_SECTIONS = {
  identificacao: "1. Identificação",
  dados: "2. Dados informados",
  metodo: "3. Método e fórmulas",
  fontes: "4. Fontes dos dados",
  resultado: "5. Resultado da análise",
  taxas: "6. Taxas mensais e anuais equivalentes",
  tabelas: "7. Tabelas do contrato e revisada (Price)",
  porParcela: "8. Memória por parcela",
  prescricao: "9. Prescrição",
  restituicao: "10. Restituição, por cabeça",
  saldo: "11. Saldo devedor, valor incontroverso e valor da causa",
  mora: "12. O que este cálculo não inclui: juros de mora",
  fundamentos: "13. Fundamentação jurídica",
  naoE: "14. O que este documento não é",
} as const;

export const SIDRA_TABLES: Record<PriceIndex, { tabela: number; nome: string }> = {
  inpc: { tabela: 1736, nome: "INPC" },
  ipca: { tabela: 1737, nome: "IPCA" },
};

export const sgsUrl = (serie: number) =>
  `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${serie}/dados?formato=json`;
export const sidraUrl = (indice: PriceIndex) =>
  `https://sidra.ibge.gov.br/tabela/${SIDRA_TABLES[indice].tabela}`;

export const METHOD_TEXTS = [
  "Parcela pela tabela Price: PMT = P × i / (1 − (1 + i)^−n), em que P é o valor financiado (com as tarifas e o seguro financiados), i a taxa mensal e n o número de parcelas.",
  "Taxa do contrato: a taxa mensal implícita i que faz a parcela da tabela Price igual à parcela cobrada, para o valor financiado e o número de parcelas informados; a raiz é única e é buscada por bissecção (com passos de Newton dentro do intervalo) até a diferença na parcela ficar abaixo de 1e-10.",
  "Arredondamento: os valores são calculados em centavos; os juros de cada mês são arredondados ao centavo; a tabela do contrato mostra em toda linha a parcela cobrada, os juros sobre o saldo e a amortização como diferença, e a última linha absorve o resíduo de centavos; a tabela revisada usa a parcela revisada arredondada ao centavo, e a última parcela fecha o saldo em zero.",
  "Diferença por parcela: parcela cobrada menos a parcela revisada de mesmo número, nunca abaixo de zero; só as parcelas pagas e não prescritas entram na restituição.",
  "Correção monetária: cada valor é corrigido pela variação mensal acumulada do índice do IBGE (INPC ou IPCA, como publicados), do mês seguinte ao do vencimento até o mês do cálculo, inclusive; o fator acumulado nunca fica abaixo de 1 (meses de deflação não reduzem o valor pago); o valor corrigido é arredondado ao centavo.",
  "Taxa anual equivalente: (1 + i)^12 − 1, juros compostos.",
] as const;

export const TEMA_929_TEXT =
  "Pendente no STJ: o Tema 929 (devolução em dobro, julgamento iniciado em 17/09/2025) pode mudar o marco de 30/03/2021, pois um voto divergente rejeita a modulação; o valor em dobro é, por isso, um teto (“até”).";

export const MORA_TEXTS = [
  "Juros de mora não foram estimados: correm a partir da citação (CC, art. 405), e a data da citação só existe no processo.",
  "Até 29/08/2024 aplica-se só a SELIC, que já contém a correção monetária, sem INPC ou IPCA somados (STJ, Tema 1.368, REsp 2.199.164/PR, julgado em 15/10/2025).",
  "A partir de 30/08/2024, IPCA mais a taxa legal (CC, arts. 389 e 406, com a redação da Lei 14.905/2024; Res. CMN 5.171/2024).",
] as const;

export const NOT_A_LAUDO_TEXTS = [
  "Este documento é uma memória de cálculo, feita com os dados informados pelo titular e com as séries oficiais do Banco Central e do IBGE citadas acima. Não é laudo pericial contábil: laudo pericial só é assinado por contador com registro no CRC (Decreto-Lei 9.295/1946; NBC TP 01).",
  "Também não é parecer jurídico. Para entrar com um pedido ou uma ação, procure um advogado ou a Defensoria Pública.",
] as const;

export const PRESCRIPTION_LINE_TEXT =
  "O prazo de 10 anos (CC, art. 205) é a linha dominante do STJ para contratos bancários; pedidos de descontos nunca contratados podem ser julgados pelo prazo de 5 anos (CDC, art. 27).";

export type MemoriaBlock =
  | { kind: "p"; text: string; size?: number; muted?: boolean }
  | { kind: "list"; items: string[] }
  | {
      kind: "table";
      title: string;
      header: string[];
      widths: readonly number[];
      rows: string[][];
    };

export interface MemoriaSection {
  heading: string;
  blocks: MemoriaBlock[];
}

export interface MemoriaContent {
  title: string;
  subtitle: string;
  intro: string;
  sections: MemoriaSection[];
  footer: string;
}

export interface MemoriaInput {
  codigo: string;
  /** Absolute URL of /verificar/:codigo. */
  verifyUrl: string;
  analysisCreatedAt: string;
  record: AnalysisRecord;
  /** user_analyses.revisao as stored. */
  revisao: unknown;
  /** The domain's figures recomputed from the stored inputs (null when there are none). */
  calculo: RevisionDetails | null;
  /** The stored inputs of the recalculation (null without one, or for a card). */
  entradaRevisao: RevisionInputData | null;
  indices: IndexTable;
  identificacao: MemoriaIdentification;
  /** Today in Brasília: the reference of prescription. */
  hoje: IsoDate;
}

const p = (text: string, extra: Partial<{ size: number; muted: boolean }> = {}): MemoriaBlock => ({
  kind: "p",
  text,
  ...extra,
});
const list = (items: string[]): MemoriaBlock => ({ kind: "list", items });

/** "5,11% a.m." → "5,11% a.m. ou 81,86% a.a.": every monthly rate printed carries its annual equivalent. */
export function withAnnualEquivalents(text: string): string {
  return text.replace(
    /(\d{1,3}(?:\.\d{3})*(?:,\d+)?)% a\.m\.(?! ou \d)/g,
    (match, number: string) => {
      const monthly = Number(number.replace(/\./g, "").replace(",", "."));
      if (!Number.isFinite(monthly)) return match;
      return `${match} ou ${formatNumber(annualFromMonthly(monthly), 2)}% a.a.`;
    },
  );
}

export function memoriaContent(input: MemoriaInput): MemoriaContent {
  const { record } = input;
  const { entrada } = record;
  const tipo = CONTRACT_TYPE_LABELS[entrada.tipo];
  const code = formatVerificationCode(input.codigo);
  const card = canConvertRmc(entrada.tipo);
  const stored = card ? null : parseStoredRevision(input.revisao);
  const calc = card ? null : input.calculo;
  const sections: MemoriaSection[] = [
    identificationSection(input, tipo),
    inputsSection(input, stored, calc),
    { heading: MEMORIA_SECTIONS.metodo, blocks: [list([...METHOD_TEXTS])] },
    sourcesSection(input, calc),
    verdictSection(record),
    ratesSection(record, calc),
  ];
  if (card) {
    const rmc = parseStoredRmc(input.revisao);
    sections.push({
      heading: "7. Conversão do cartão RMC/RCC em empréstimo consignado",
      blocks: rmc
        ? [list(rmc.entradas), ...rmc.resultado.textos.map((t) => p(t)), list(rmcSummary(rmc))]
        : [
            p(
              "A conversão do cartão em empréstimo consignado não foi feita para esta análise. Ela é feita em Minhas análises, com o valor recebido no saque, o mês do saque, o desconto mensal e o número de descontos já feitos.",
            ),
          ],
    });
  } else if (stored) {
    sections.push(
      tablesSection(stored, calc),
      ...(calc
        ? [
            perInstallmentSection(calc, input.indices),
            prescriptionSection(calc, input.hoje),
            refundSection(calc),
            balanceSection(calc),
          ]
        : []),
    );
  } else {
    sections.push({
      heading: MEMORIA_SECTIONS.tabelas,
      blocks: [
        p(
          "O recálculo revisional não foi feito para esta análise. Ele é feito em Minhas análises, com o valor financiado, a parcela, o número de parcelas e as parcelas já pagas; depois dele, esta memória traz as tabelas, a memória por parcela, a restituição, o saldo devedor, o valor incontroverso e o valor da causa.",
        ),
      ],
    });
  }
  sections.push(
    { heading: MEMORIA_SECTIONS.mora, blocks: [list([...MORA_TEXTS])] },
    { heading: MEMORIA_SECTIONS.fundamentos, blocks: [list([...LEGAL_BASIS])] },
    {
      heading: MEMORIA_SECTIONS.naoE,
      blocks: [
        ...NOT_A_LAUDO_TEXTS.map((t) => p(t)),
        p(
          `Memória gerada pelo RevisaFácil em ${formatIsoDate(input.hoje)} a partir da análise registrada em ${formatDateTime(input.analysisCreatedAt)}. Código de verificação: ${code}.`,
          { size: 9, muted: true },
        ),
      ],
    },
  );
  return {
    title: MEMORIA_TITLE,
    subtitle: `${tipo} · contrato de ${monthLongLabel(entrada.mes)} · análise de ${formatDateTime(input.analysisCreatedAt)}`,
    intro: `Código de verificação: ${code}. Confira em ${input.verifyUrl} com o que esta memória foi calculada.`,
    sections: sections.map(annualEverywhere),
    footer: `RevisaFácil — ${MEMORIA_TITLE} ${code}`,
  };
}

function annualEverywhere(section: MemoriaSection): MemoriaSection {
  return {
    heading: section.heading,
    blocks: section.blocks.map((b) =>
      b.kind === "p"
        ? { ...b, text: withAnnualEquivalents(b.text) }
        : b.kind === "list"
          ? { ...b, items: b.items.map(withAnnualEquivalents) }
          : b,
    ),
  };
}

function identificationSection(input: MemoriaInput, tipo: string): MemoriaSection {
  const id = input.identificacao;
  const na = "não informado";
  return {
    heading: MEMORIA_SECTIONS.identificacao,
    blocks: [
      list([
        id.nomeCompleto
          ? `Titular: ${id.nomeCompleto}.`
          : `Titular: ${id.nomeConta} (nome do cadastro; o nome completo não foi informado).`,
        `CPF: ${id.cpf ? formatCpf(id.cpf) : na}.`,
        `Banco: ${id.banco ?? na}.`,
        `Número do contrato: ${id.numeroContrato ?? na}.`,
        `Data de assinatura: ${id.dataAssinatura ? formatIsoDate(id.dataAssinatura) : `${na} (mês de ${monthLongLabel(input.record.entrada.mes)})`}.`,
        `Primeiro vencimento: ${id.primeiroVencimento ? formatIsoDate(id.primeiroVencimento) : na}.`,
        `Tipo de contrato: ${tipo}.`,
      ]),
    ],
  };
}

function inputsSection(
  input: MemoriaInput,
  stored: StoredRevision | null,
  calc: RevisionDetails | null,
): MemoriaSection {
  const { entrada, digitado } = input.record;
  const items = [`Mês de assinatura: ${monthLongLabel(entrada.mes)}.`];
  if (entrada.setor && entrada.setor !== "total")
    items.push(
      `Setor do consignado: ${CONSIGNADO_SECTOR_LABELS[entrada.setor as ConsignadoSector] ?? entrada.setor}.`,
    );
  if (digitado.taxa)
    items.push(
      `Taxa do contrato, como digitada: "${digitado.taxa}"; lida como ${fullRate(entrada.taxaContrato)}`,
    );
  const d = entrada.descoberta;
  if (d) {
    items.push(
      `Descobrir minha taxa — valor financiado: ${typed(digitado.valorFinanciado)}${formatMoney(d.valorFinanciado)}; parcela: ${typed(digitado.parcela)}${formatMoney(d.parcela)}; número de parcelas: ${typed(digitado.numeroParcelas)}${formatNumber(d.numeroParcelas, 0)}.`,
      `Taxa mensal calculada pela tabela Price: ${fullRate(d.taxaMensal)}`,
    );
  } else if (entrada.taxaContrato === null) {
    items.push("Taxa do contrato: não informada.");
  }
  const blocks: MemoriaBlock[] = [list(items)];
  if (stored) {
    blocks.push(p("Dados do recálculo:", { size: 10.5 }), list(stored.entradas));
    // §8.9: fees (with the IOF) and insurance financed, when informed, and what was done with them.
    const e = input.entradaRevisao;
    const extras: string[] = [];
    if (e?.tarifasFinanciadas)
      extras.push(
        `Tarifas, IOF e registro financiados: ${formatMoney(e.tarifasFinanciadas)}, somados ao valor financiado nas duas tabelas.`,
      );
    if (e?.seguroFinanciado)
      extras.push(
        e.seguroVinculado
          ? `Seguro financiado: ${formatMoney(e.seguroFinanciado)}, apontado como venda casada (Tema 972): somado na tabela do contrato e retirado da revisada.`
          : `Seguro financiado: ${formatMoney(e.seguroFinanciado)}, somado ao valor financiado nas duas tabelas.`,
      );
    if (extras.length > 0) blocks.push(list(extras));
    else if (calc) blocks.push(p("Tarifas, IOF e seguro financiados: não informados."));
  }
  return { heading: MEMORIA_SECTIONS.dados, blocks };
}

/** Every IBGE monthly value the correction used, oldest first. */
export function indexValuesUsed(
  indices: IndexTable,
  choice: CorrectionIndex,
  payments: readonly MonthId[],
  dataCalculo: MonthId,
): Array<{ mes: MonthId; indice: PriceIndex; variacao: number }> {
  if (payments.length === 0) return [];
  const earliest = [...payments].sort()[0]!;
  const out: Array<{ mes: MonthId; indice: PriceIndex; variacao: number }> = [];
  for (let mes = addMonths(earliest, 1); mes <= dataCalculo; mes = addMonths(mes, 1)) {
    const indice = indexForMonth(choice, mes);
    const variacao = indices.series[indice].get(mes);
    if (variacao !== undefined) out.push({ mes, indice, variacao });
  }
  return out;
}

function sourcesSection(input: MemoriaInput, calc: RevisionDetails | null): MemoriaSection {
  const c = input.record.analise.certificado;
  const prov = provenanceOf(c);
  const blocks: MemoriaBlock[] = [
    list([
      `Taxa média do Banco Central: série SGS ${c.serie} — ${c.serieNome}; mês ${c.mesUsado ? monthLabel(c.mesUsado) : "nenhum (taxa padrão, sem dados)"}; valor ${formatNumber(c.valor, 2)}% a.m. Fonte: ${sgsUrl(c.serie)}.`,
      ...(c.mesUsado ? [`Origem do valor: ${prov.texto}.`] : []),
      ...(c.mesUsado && prov.idadeTexto ? [prov.idadeTexto] : []),
      `Dados do Banco Central até: ${c.dadosAte ? monthLabel(c.dadosAte) : "sem dados"}.`,
      `Versão das regras: ${input.record.regra ?? "anterior ao histórico de análises"}.`,
    ]),
  ];
  if (c.aviso) blocks.push(p(c.aviso, { size: 9.5, muted: true }));
  const correcao = calc?.correcao;
  if (calc && correcao?.ok) {
    const months = overpayments(calc.revisao).map((o) => o.mes);
    const used = indexValuesUsed(input.indices, correcao.indice, months, correcao.dataCalculo);
    blocks.push(
      p(
        `Correção monetária: ${CORRECTION_INDEX_LABELS[correcao.indice]}, até ${monthLabel(correcao.dataCalculo)}. Valores mensais do IBGE, Sistema IBGE de Recuperação Automática (SIDRA): tabela 1736 (INPC, ${sidraUrl("inpc")}) e tabela 1737 (IPCA, ${sidraUrl("ipca")}).`,
      ),
    );
    if (used.length > 0)
      blocks.push({
        kind: "table",
        title: "Índices do IBGE usados na correção",
        header: ["Mês", "Índice", "Variação mensal", "Tabela SIDRA"],
        widths: [0.25, 0.25, 0.25, 0.25],
        rows: used.map((u) => [
          monthLabel(u.mes),
          SIDRA_TABLES[u.indice].nome,
          `${formatNumber(u.variacao, 2)}%`,
          String(SIDRA_TABLES[u.indice].tabela),
        ]),
      });
  } else {
    blocks.push(p("Sem correção monetária: nenhum índice do IBGE foi usado."));
  }
  return { heading: MEMORIA_SECTIONS.fontes, blocks };
}

function verdictSection(record: AnalysisRecord): MemoriaSection {
  const v = laudoVerdict(record);
  const cap = capInfo(record);
  return {
    heading: MEMORIA_SECTIONS.resultado,
    blocks: [
      p(v.titulo, { size: 12 }),
      ...v.frases.map((f) => p(f)),
      // §8.12: the pending question beside the verdict it affects.
      p(`Pendente no STJ: ${v.tema1378}`, { size: 9.5 }),
      ...(cap ? [p(cap, { size: 10 })] : []),
      {
        kind: "table",
        title: "Múltiplos da taxa média",
        header: ["Referência (STJ, REsp 1.061.530)", "Limite", "Taxa do contrato"],
        widths: [0.28, 0.36, 0.36],
        rows: v.multiplos.map((m) => [
          `${m.rotulo} a média`,
          withAnnualEquivalents(m.limiteTexto),
          withAnnualEquivalents(m.situacao),
        ]),
      },
      p(v.notaMultiplos, { size: 9, muted: true }),
    ],
  };
}

function ratesSection(record: AnalysisRecord, calc: RevisionDetails | null): MemoriaSection {
  const c = record.analise.certificado;
  const rates: Array<[string, number]> = [
    [`Taxa média do Banco Central (${c.mesUsado ? monthLabel(c.mesUsado) : "padrão"})`, c.valor],
  ];
  const contract = calc?.revisao.taxaContrato ?? record.entrada.taxaContrato;
  if (contract !== null && contract !== undefined) rates.unshift(["Taxa do contrato", contract]);
  rates.push(["1,5 vez a média (referência do STJ)", exactLimit(c.valor)]);
  if (calc)
    rates.push([
      `Taxa revisada (${calc.revisao.criterio.base === "teto_inss" ? "teto legal do INSS" : calc.revisao.criterio.atendido ? "média do Banco Central" : "a do contrato, mantida"})`,
      calc.revisao.taxaRevisada,
    ]);
  for (const t of calc?.resposta.tetoInss.tetos ?? [])
    rates.push([`Teto legal do consignado INSS (${t.ato})`, t.valor]);
  return {
    heading: MEMORIA_SECTIONS.taxas,
    blocks: [
      {
        kind: "table",
        title: "Taxas ao mês e ao ano (juros compostos)",
        header: ["Taxa", "Ao mês", "Ao ano equivalente"],
        widths: [0.5, 0.2, 0.3],
        rows: rates.map(([label, rate]) => [
          label,
          `${formatNumber(rate, 4)}% a.m.`,
          `${formatNumber(annualFromMonthly(rate), 2)}% a.a.`,
        ]),
      },
    ],
  };
}

const TABLE_WIDTHS = [0.08, 0.16, 0.19, 0.19, 0.19, 0.19] as const;
const TABLE_HEADER = ["Nº", "Vencimento", "Parcela", "Juros", "Amortização", "Saldo"];

function priceRows(rows: StoredRevision["contrato"]): string[][] {
  return rows.map((r) => [
    String(r.n),
    monthLabel(r.vencimento),
    formatMoney(r.parcela),
    formatMoney(r.juros),
    formatMoney(r.amortizacao),
    formatMoney(r.saldo),
  ]);
}

function tablesSection(stored: StoredRevision, calc: RevisionDetails | null): MemoriaSection {
  // The recomputed tables when there are any (they carry the prescribed marks); the stored ones otherwise.
  const contrato = calc?.revisao.contrato ?? stored.contrato;
  const revisado = calc?.revisao.revisado ?? stored.revisado;
  const taxa = calc
    ? `${formatNumber(calc.revisao.taxaRevisada, 2)}% a.m.`
    : stored.taxaRevisadaTexto;
  return {
    heading: MEMORIA_SECTIONS.tabelas,
    blocks: [
      ...stored.textos.map((t) => p(t)),
      {
        kind: "table",
        title: "Tabela do contrato (à taxa do contrato)",
        header: TABLE_HEADER,
        widths: TABLE_WIDTHS,
        rows: priceRows(contrato),
      },
      {
        kind: "table",
        title: `Tabela revisada (à taxa de ${taxa})`,
        header: TABLE_HEADER,
        widths: TABLE_WIDTHS,
        rows: priceRows(revisado),
      },
    ],
  };
}

export const PER_INSTALLMENT_HEADER = [
  "Nº",
  "Vencimento",
  "Pago",
  "Revisada",
  "Diferença",
  "Prescrita",
  "Restituição",
  "Fator",
  "Corrigido",
];

function perInstallmentSection(calc: RevisionDetails, indices: IndexTable): MemoriaSection {
  const byMonth = new Map<number, number>();
  let k = 0;
  for (const d of calc.revisao.diferencas)
    if (d.paga && !d.prescrita && d.diferenca > 0) byMonth.set(d.n, k++);
  const correction = calc.correcao?.ok ? calc.correcao : null;
  // The domain's per-item correction of the same refund items (correctedRefund adds these up).
  const corrected = correction
    ? correctAmounts(indices, correction.indice, calc.restituicao.itens, correction.dataCalculo)
    : null;
  const factors = corrected?.ok ? corrected.itens : null;
  const rows = calc.revisao.diferencas.map((d) => {
    const at = byMonth.get(d.n);
    const item = at !== undefined ? calc.restituicao.itens[at] : undefined;
    const corrected = at !== undefined ? factors?.[at] : undefined;
    return [
      String(d.n),
      d.dia ? formatIsoDate(d.dia) : monthLabel(d.vencimento),
      d.paga ? formatMoney(d.contrato) : "a vencer",
      formatMoney(d.revisada),
      formatMoney(d.diferenca),
      d.prescrita ? "sim" : d.paga ? "não" : "—",
      item ? (item.emDobro ? "em dobro" : "simples") : "—",
      corrected ? formatNumber(corrected.fator, 6) : "—",
      corrected ? formatMoney(corrected.corrigido) : "—",
    ];
  });
  return {
    heading: MEMORIA_SECTIONS.porParcela,
    blocks: [
      p(
        `Para cada parcela: o vencimento, o valor pago (a parcela cobrada), a parcela revisada, a diferença, se está prescrita, se a restituição é simples ou em dobro (parcelas vencidas a partir de 31/03/2021), o fator de correção${correction ? ` (${CORRECTION_INDEX_LABELS[correction.indice]}, até ${monthLabel(correction.dataCalculo)})` : ""} e o valor corrigido.`,
        { size: 9.5 },
      ),
      {
        kind: "table",
        title: "Memória por parcela",
        header: PER_INSTALLMENT_HEADER,
        widths: [0.06, 0.12, 0.12, 0.11, 0.11, 0.1, 0.12, 0.12, 0.14],
        rows,
      },
      p(`Em dobro: ${TEMA_929_TEXT}`, { size: 9.5 }),
    ],
  };
}

function prescriptionSection(calc: RevisionDetails, hoje: IsoDate): MemoriaSection {
  const sentence = prescriptionText(calc.revisao.prescritas, hoje);
  const dataCalculo = calc.correcao?.ok ? calc.correcao.dataCalculo : null;
  return {
    heading: MEMORIA_SECTIONS.prescricao,
    blocks: [
      list([
        `Data de referência da prescrição: ${formatIsoDate(hoje)} (contagem ${PRESCRIPTION_REFERENCE}); prescritas as parcelas vencidas antes de ${formatIsoDate(prescriptionCutoff(hoje))}.`,
        dataCalculo
          ? `Data do cálculo da correção monetária: ${monthLabel(dataCalculo)}.`
          : "Data do cálculo da correção monetária: sem correção.",
        sentence ?? "Nenhuma parcela paga está prescrita.",
        PRESCRIPTION_LINE_TEXT,
      ]),
    ],
  };
}

function refundSection(calc: RevisionDetails): MemoriaSection {
  const r = calc.revisao;
  const refund = calc.restituicao;
  const heads: string[] = [
    r.criterio.atendido
      ? `Juros (revisão pela ${r.criterio.base === "teto_inss" ? "teto legal do INSS" : "taxa média"}, REsp 1.061.530/RS): ${formatMoney(r.jurosNoPagoAMais)} pagos a mais nas parcelas pagas e não prescritas.`
      : `Juros: ${r.criterio.texto}`,
  ];
  if (r.seguroExcluido > 0)
    heads.push(
      `Seguro prestamista vinculado (venda casada, STJ Tema 972; REsp 1.639.320/SP): ${formatMoney(r.seguroExcluido)} retirados do valor financiado revisado; ${formatMoney(r.seguroNoPagoAMais)} pagos a mais, com os juros cobrados sobre ele.`,
    );
  const blocks: MemoriaBlock[] = [list(heads)];
  if (!r.haValoresARestituir) {
    blocks.push(p("Sem valores a restituir por este critério."));
    return { heading: MEMORIA_SECTIONS.restituicao, blocks };
  }
  blocks.push(
    list([
      `Total pago a mais (parcelas pagas e não prescritas): ${formatMoney(r.pagoAMais)}.`,
      `Restituição simples: ${formatMoney(refund.simples)}.`,
      `Restituição em dobro: até ${formatMoney(refund.emDobro)} (${refund.parcelasEmDobro} ${refund.parcelasEmDobro === 1 ? "parcela vencida" : "parcelas vencidas"} a partir de 31/03/2021). ${TEMA_929_TEXT}`,
      ...(calc.correcao?.ok
        ? [
            `Com correção monetária (${CORRECTION_INDEX_LABELS[calc.correcao.indice]}) até ${monthLabel(calc.correcao.dataCalculo)}: simples ${formatMoney(calc.correcao.simples)}; em dobro, até ${formatMoney(calc.correcao.emDobro)}.`,
          ]
        : []),
    ]),
    p(DOUBLE_REFUND_TEXT, { size: 9.5 }),
  );
  return { heading: MEMORIA_SECTIONS.restituicao, blocks };
}

function balanceSection(calc: RevisionDetails): MemoriaSection {
  const r = calc.revisao;
  const refund = calc.correcao?.ok ? calc.correcao : calc.restituicao;
  const figures = courtFigures({
    contrato: r.contrato,
    revisado: r.revisado,
    principalContrato: r.principalContrato,
    principalRevisado: r.principalRevisado,
    parcelasPagas: r.diferencas.filter((d) => d.paga).length,
    parcelaCobrada: r.diferencas[0]?.contrato,
    restituicao: { simples: refund.simples, emDobro: refund.emDobro },
  });
  if (!figures.ok) return { heading: MEMORIA_SECTIONS.saldo, blocks: [p(figures.erro)] };
  return {
    heading: MEMORIA_SECTIONS.saldo,
    blocks: [
      list([figures.saldoHoje.texto, figures.incontroverso.texto, figures.valorDaCausa.texto]),
      p(
        calc.correcao?.ok
          ? "A restituição somada ao valor da causa é a corrigida monetariamente."
          : "A restituição somada ao valor da causa é a nominal (sem correção monetária).",
        { size: 9.5, muted: true },
      ),
    ],
  };
}

function fullRate(rate: number | null): string {
  if (rate === null) return "não informada";
  // Full precision as recorded (up to 6 decimals, trailing zeros dropped).
  const text = formatNumber(rate, 6).replace(/0+$/, "").replace(/,$/, ",00");
  return `${text.includes(",") && text.split(",")[1]!.length < 2 ? `${text}0` : text}% a.m.`;
}

function typed(value: string | undefined): string {
  return value ? `digitado "${value}", lido como ` : "";
}
