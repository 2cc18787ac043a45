// The Meus Casos export (DESIGN D17, a Starter/Master tool): CSV for Excel in pt-BR — UTF-8 with
// a BOM (so accents open right), ";" between fields (the decimal comma keeps "," for numbers),
// CRLF line ends and every field quoted, with quotes doubled (RFC 4180).
import { CASE_STATE_LABELS } from "~/domain/case-pipeline";
import type { MyCase } from "./cases.server";
import { formatPhone } from "./profile-schema";

export const CSV_HEADER = [
  "Nome",
  "Telefone",
  "E-mail",
  "Cidade",
  "UF",
  "Descrição",
  "Data da seleção",
  "Anotação",
  // The pipeline (issue "lawyer's working day" item 6): the state, since when, and every step.
  "Estado do caso",
  "Estado desde",
  "Andamento",
] as const;

const BOM = "\uFEFF";

// A leading =, +, -, @ (or tab/CR) would make Excel run the cell as a formula (CSV injection):
// consumer-typed text is prefixed with an apostrophe, which Excel shows as plain text.
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export function casesCsv(
  cases: readonly Pick<
    MyCase,
    "dataSelecao" | "solicitacao" | "anotacao" | "estado" | "estadoEm" | "historico"
  >[],
): string {
  const when = (iso: string) => dateTime.format(new Date(iso)).replace(",", "");
  const rows = cases.map((c) => [
    c.solicitacao.nome,
    // As Meus Casos shows it; a bare digit run would turn into a number in Excel.
    formatPhone(c.solicitacao.telefone),
    c.solicitacao.email,
    c.solicitacao.cidade,
    c.solicitacao.estado,
    c.solicitacao.descricao,
    when(c.dataSelecao),
    c.anotacao ?? "",
    CASE_STATE_LABELS[c.estado],
    when(c.estadoEm),
    // "Novo 01/03/2026 10:00 → Contatado 02/03/2026 09:15": one cell, oldest first.
    c.historico.map((h) => `${CASE_STATE_LABELS[h.estado]} ${when(h.em)}`).join(" → "),
  ]);
  return (
    BOM +
    [CSV_HEADER as readonly string[], ...rows].map((r) => r.map(cell).join(";")).join("\r\n") +
    "\r\n"
  );
}

export function csvFileName(now: Date): string {
  return `meus-casos-revisaconecta-${now.toISOString().slice(0, 10)}.csv`;
}
