// "Tabela de taxas médias do Banco Central" as a PDF: every month of the rate table (the real
// BCB SGS data the analyses use), newest first, with the source of each column (DESIGN D8).
import { SERIES, SERIES_CODES } from "~/domain/contract-types";
import { monthLabel, monthLongLabel } from "~/domain/months";
import { formatNumber } from "~/domain/numbers";
import type { RateTable } from "~/domain/rates";
import { MULTIPLES_NOTE, TEMA_1378_NOTICE } from "~/domain/verdict";
import { createPdfWriter } from "~/platform/pdf-layout.server";
import { rateTableDataDate } from "./rate-table-data-date";

export const RATE_TABLE_PDF_TITLE = "Tabela de taxas médias do Banco Central";

const WIDTHS = [0.16, 0.14, 0.14, 0.14, 0.14, 0.14, 0.14] as const;
const HEADERS = [
  "Mês",
  "Veículos",
  "Pessoal",
  "Consig. total",
  "Consig. INSS",
  "Consig. público",
  "Consig. privado",
];

export async function renderRateTablePdf(table: RateTable): Promise<Uint8Array> {
  const subject = "Taxas médias mensais de juros, pessoas físicas, recursos livres (% a.m.)";
  const pdf = await createPdfWriter({ title: RATE_TABLE_PDF_TITLE, subject });
  const first = table.rows.at(-1)?.mes;
  pdf.title(
    RATE_TABLE_PDF_TITLE,
    table.dadosAte && first
      ? `${subject}, de ${monthLongLabel(first)} a ${monthLongLabel(table.dadosAte)}.`
      : `${subject}. Ainda não há meses publicados na base.`,
  );
  pdf.paragraph(
    'Fonte: Banco Central do Brasil, Sistema Gerenciador de Séries Temporais (SGS). Valores em % ao mês, como publicados; "—" indica mês sem valor publicado para a série. Colunas:',
    { size: 9.5 },
  );
  pdf.bullets(
    SERIES_CODES.map((code) => `${SERIES[code].shortName}: série ${code} — ${SERIES[code].name}.`),
  );
  pdf.paragraph(
    `Como usar: encontre o mês da assinatura do contrato e compare a taxa mensal do contrato com a média da modalidade. ${MULTIPLES_NOTE} ${TEMA_1378_NOTICE}`,
    { size: 9.5, muted: true },
  );
  pdf.keepSpace(120);
  pdf.row(HEADERS, WIDTHS, { header: true });
  table.rows.forEach((row, i) => {
    const cells = SERIES_CODES.map((code) => {
      const value = row[SERIES[code].column];
      return value === null || value === undefined ? "—" : formatNumber(value, 2);
    });
    pdf.row([monthLabel(row.mes), ...cells], WIDTHS, { shade: i % 2 === 1 });
  });
  const dataDate = rateTableDataDate(table) ?? new Date(0);
  return pdf.finish(`RevisaFácil — ${RATE_TABLE_PDF_TITLE}`, dataDate);
}
