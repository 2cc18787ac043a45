// The laudo (DESIGN D29, D30, §7.7, §7.8): one recorded analysis as an A4 PDF with real text —
// the inputs as typed and parsed, the BCB rate certificate, the verdict under 1,5×/2×/3× and the
// INSS cap, the recovery calculation the owner made (both Price tables, overpaid, refunds,
// correction), the legal basis, the notices and the verification code. Built only from the record:
// the same record always gives the same text.
import {
  CONSIGNADO_SECTOR_LABELS,
  CONTRACT_TYPE_LABELS,
  type ConsignadoSector,
} from "~/domain/contract-types";
import { monthLabel, monthLongLabel } from "~/domain/months";
import { formatMoney, formatNumber } from "~/domain/numbers";
import { provenanceOf } from "~/domain/rates";
import { createPdfWriter, type PdfWriter } from "~/features/legal/pdf-layout.server";
import { capInfo, laudoVerdict, type LaudoVerdict } from "./laudo-content";
import type { AnalysisRecord } from "./record";
import { parseStoredRevision, type StoredRevision } from "./revision-record";
import { parseStoredRmc, rmcSummary, type StoredRmc } from "./rmc-record";
import { canConvertRmc } from "./rmc-form";
import { formatVerificationCode } from "./history.server";
import { LEGAL_BASIS, NOT_LEGAL_OPINION } from "./texts";
import { formatDateTime as formatDateTimeBr } from "~/features/lawyer/format";

export const LAUDO_TITLE = "Laudo de análise de juros";

export interface LaudoInput {
  codigo: string;
  /** Absolute URL of /verificar/:codigo. */
  verifyUrl: string;
  analysisCreatedAt: string;
  record: AnalysisRecord;
  revisao: unknown;
}

export async function renderLaudoPdf(input: LaudoInput): Promise<Uint8Array> {
  const { record } = input;
  const { entrada, analise, digitado } = record;
  const c = analise.certificado;
  const tipo = CONTRACT_TYPE_LABELS[entrada.tipo];
  const pdf = winAnsiWriter(
    await createPdfWriter({
      title: LAUDO_TITLE,
      subject: `${tipo}, contrato de ${monthLongLabel(entrada.mes)}`,
    }),
  );
  pdf.title(
    LAUDO_TITLE,
    `${tipo} · contrato de ${monthLongLabel(entrada.mes)} · análise de ${formatDateTimeBr(input.analysisCreatedAt)}`,
  );
  pdf.paragraph(
    `Código de verificação: ${formatVerificationCode(input.codigo)}. Confira em ${input.verifyUrl} com o que este laudo foi calculado.`,
    { size: 9.5 },
  );

  pdf.heading("1. Dados informados");
  const inputs: string[] = [
    `Tipo de contrato: ${tipo}.`,
    `Mês de assinatura: ${monthLongLabel(entrada.mes)}.`,
  ];
  if (entrada.setor && entrada.setor !== "total") {
    inputs.push(
      `Setor do consignado: ${CONSIGNADO_SECTOR_LABELS[entrada.setor as ConsignadoSector] ?? entrada.setor}.`,
    );
  }
  if (digitado.taxa)
    inputs.push(
      `Taxa do contrato, como digitada: "${digitado.taxa}"; lida como ${fullRate(entrada.taxaContrato)}`,
    );
  const d = entrada.descoberta;
  if (d) {
    inputs.push(
      `Descobrir minha taxa — valor financiado: ${typed(digitado.valorFinanciado)}${formatMoney(d.valorFinanciado)}; parcela: ${typed(digitado.parcela)}${formatMoney(d.parcela)}; número de parcelas: ${typed(digitado.numeroParcelas)}${formatNumber(d.numeroParcelas, 0)}.`,
      `Taxa mensal calculada pela tabela Price: ${fullRate(d.taxaMensal)}`,
    );
  } else if (entrada.taxaContrato === null) {
    inputs.push("Taxa do contrato: não informada.");
  }
  pdf.bullets(inputs);

  pdf.heading("2. Taxa média do Banco Central (certificado)");
  pdf.bullets([
    `Série: SGS ${c.serie} — ${c.serieNome}.`,
    `Mês pedido: ${monthLabel(c.mesSolicitado)}; mês da taxa usada: ${c.mesUsado ? monthLabel(c.mesUsado) : "nenhum (taxa padrão, sem dados)"}.`,
    `Valor: ${formatNumber(c.valor, 2)}% a.m.`,
    `Dados do Banco Central até: ${c.dadosAte ? monthLabel(c.dadosAte) : "sem dados"}.`,
    ...(c.mesUsado ? [`Origem do valor: ${provenanceOf(c).texto}.`] : []),
    ...(c.mesUsado && provenanceOf(c).idadeTexto ? [provenanceOf(c).idadeTexto!] : []),
    `Versão das regras: ${record.regra ?? "anterior ao histórico de análises"}.`,
  ]);
  if (c.aviso) pdf.paragraph(c.aviso, { size: 9.5, muted: true });

  pdf.heading("3. Resultado");
  verdictSection(pdf, laudoVerdict(record));
  const cap = capInfo(record);
  if (cap) pdf.paragraph(cap, { size: 10 });

  if (canConvertRmc(entrada.tipo)) {
    // A card is not recalculated by the Price table: its debt is converted into a consignado.
    pdf.heading(`4. ${RMC_LAUDO_TITLE}`);
    const rmc = parseStoredRmc(input.revisao);
    if (rmc) rmcSection(pdf, rmc);
    else
      pdf.paragraph(
        "A conversão do cartão em empréstimo consignado não foi feita para esta análise. Ela é feita em Minhas análises, com o valor recebido no saque, o mês do saque, o desconto mensal e o número de descontos já feitos.",
      );
  } else {
    pdf.heading("4. Recálculo revisional (tabela Price)");
    const revision = parseStoredRevision(input.revisao);
    if (revision) revisionSection(pdf, revision);
    else
      pdf.paragraph(
        "O recálculo revisional não foi feito para esta análise. Ele é feito em Minhas análises, com o valor financiado, a parcela, o número de parcelas e as parcelas já pagas.",
      );
  }

  pdf.heading("5. Fundamentação jurídica");
  pdf.bullets(LEGAL_BASIS);

  pdf.heading("6. Avisos importantes");
  const v = laudoVerdict(record);
  pdf.bullets([
    v.tema1378,
    NOT_LEGAL_OPINION,
    "O direito de pedir a devolução prescreve em 10 anos (Código Civil, art. 205).",
    "Juros de mora não foram estimados: eles dependem da data da citação no processo.",
  ]);
  pdf.paragraph(
    `Laudo gerado pelo RevisaFácil a partir da análise registrada em ${formatDateTimeBr(input.analysisCreatedAt)}. Código de verificação: ${formatVerificationCode(input.codigo)}.`,
    { size: 9, muted: true },
  );
  return pdf.finish(
    `RevisaFácil — ${LAUDO_TITLE} ${formatVerificationCode(input.codigo)}`,
    new Date(input.analysisCreatedAt),
  );
}

function verdictSection(pdf: PdfWriter, v: LaudoVerdict) {
  pdf.paragraph(v.titulo, { size: 12 });
  for (const line of v.frases) pdf.paragraph(line);
  pdf.keepSpace(80);
  const widths = [0.34, 0.36, 0.3] as const;
  pdf.row(["Referência (STJ, REsp 1.061.530)", "Limite", "Taxa do contrato"], widths, {
    header: true,
  });
  v.multiplos.forEach((m, i) => {
    pdf.row([`${m.rotulo} a média`, m.limiteTexto, m.situacao], widths, { shade: i % 2 === 1 });
  });
  pdf.endTable();
  pdf.paragraph(v.notaMultiplos, { size: 9, muted: true });
}

const TABLE_WIDTHS = [0.08, 0.16, 0.19, 0.19, 0.19, 0.19] as const;
const TABLE_HEADER = ["Nº", "Vencimento", "Parcela", "Juros", "Amortização", "Saldo"];

function priceTable(pdf: PdfWriter, title: string, rows: StoredRevision["contrato"]) {
  pdf.keepSpace(90);
  pdf.paragraph(title, { size: 10.5 });
  pdf.row(TABLE_HEADER, TABLE_WIDTHS, { header: true });
  rows.forEach((r, i) => {
    pdf.row(
      [
        String(r.n),
        monthLabel(r.vencimento),
        formatMoney(r.parcela),
        formatMoney(r.juros),
        formatMoney(r.amortizacao),
        formatMoney(r.saldo),
      ],
      TABLE_WIDTHS,
      { shade: i % 2 === 1 },
    );
  });
  pdf.endTable();
}

function revisionSection(pdf: PdfWriter, r: StoredRevision) {
  pdf.bullets(r.entradas);
  // The recovery feature's sentences, in reading order: rate, cap, revision, refund, correction.
  for (const t of r.textos) pdf.paragraph(t);
  pdf.paragraph("Resumo", { size: 10.5 });
  pdf.bullets([
    `Pago a mais nas parcelas já pagas: ${formatMoney(r.pagoAMais)}.`,
    ...(r.economiaRestante !== null
      ? [`Economia nas parcelas restantes: ${formatMoney(r.economiaRestante)}.`]
      : []),
    ...(r.restituicao
      ? [
          `Restituição simples: ${formatMoney(r.restituicao.simples)}; em dobro: até ${formatMoney(r.restituicao.emDobro)}.`,
        ]
      : []),
  ]);
  if (r.correcao) pdf.bullets([`${r.correcao.titulo}.`]);
  priceTable(pdf, "Tabela do contrato (à taxa do contrato)", r.contrato);
  priceTable(pdf, `Tabela revisada (à taxa de ${r.taxaRevisadaTexto})`, r.revisado);
}

export const RMC_LAUDO_TITLE = "Conversão do cartão RMC/RCC em empréstimo consignado";

function rmcSection(pdf: PdfWriter, r: StoredRmc) {
  pdf.bullets(r.entradas);
  // The recovery feature's sentences, in reading order: conversion, refund, correction.
  for (const t of r.resultado.textos) pdf.paragraph(t);
  pdf.paragraph("Resumo", { size: 10.5 });
  pdf.bullets(rmcSummary(r));
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

// The standard Helvetica of the layout helper encodes WinAnsi only; a sentence from elsewhere with
// another character ("→", "≤") would make pdf-lib throw. Such characters are spelled out instead.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const SPELLED: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "−": "-",
  "\u00a0": " ",
  "\u202f": " ",
};

export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch))
      out += ch;
    else out += SPELLED[ch] ?? (/\s/.test(ch) ? " " : "?");
  }
  return out;
}

function winAnsiWriter(pdf: PdfWriter): PdfWriter {
  return {
    ...pdf,
    title: (text, subtitle) =>
      pdf.title(toWinAnsi(text), subtitle === undefined ? undefined : toWinAnsi(subtitle)),
    heading: (text) => pdf.heading(toWinAnsi(text)),
    paragraph: (text, options) => pdf.paragraph(toWinAnsi(text), options),
    bullets: (items) => pdf.bullets(items.map(toWinAnsi)),
    row: (cells, widths, options) => pdf.row(cells.map(toWinAnsi), widths, options),
    finish: (footer, date) => pdf.finish(toWinAnsi(footer), date),
  };
}
