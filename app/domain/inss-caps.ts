// INSS payroll-loan caps by contract date (DESIGN D9), from seed/inss/inss_teto_consignado.md.
// Only what the source dates is used. Each change carries the window in which it took effect: a
// day when the source gives one (DOU publication), otherwise the span the source allows
// ("03/2017", "late 2019", "2008→2011"). Inside a window, before the first change, after the date
// the table was last checked, or where the source has no value, the answer is
// "teto não disponível" rather than a guess. Inside a window the answer is still given when the
// old and the new cap are the same.
import { formatRate } from "./numbers";

export type InssCapKind = "emprestimo" | "cartao";
export const CAP_UNAVAILABLE = "teto não disponível";
/** The last date the source table covers; later changes may exist. */
export const INSS_CAPS_CHECKED_UNTIL = "2025-07-31";
export const INSS_CAPS_SOURCE = "Teto de juros do consignado INSS (CNPS/INSS) — seed/inss/inss_teto_consignado.md";

export interface InssCapChange {
  /** Earliest day the new cap may apply (YYYY-MM-DD). */
  inicioMin: string;
  /** From this day the new cap surely applies; equals inicioMin when the day is known. */
  inicioMax: string;
  /** % a.m.; null where the source found no value. */
  emprestimo: number | null;
  cartao: number | null;
  ato: string;
}

export const INSS_CAP_CHANGES: readonly InssCapChange[] = [
  { inicioMin: "2008-03-07", inicioMax: "2008-03-07", emprestimo: 2.5, cartao: 3.5, ato: "Resolução CNPS nº 1.295/2008 (DOU de 07/03/2008)" },
  { inicioMin: "2008-03-08", inicioMax: "2011-12-31", emprestimo: 2.34, cartao: null, ato: "ato e data não encontrados (entre 2008 e 2011)" },
  { inicioMin: "2011-08-01", inicioMax: "2012-12-31", emprestimo: 2.14, cartao: null, ato: "CNPS, fim de 2011 ou 2012 (data exata não encontrada)" },
  { inicioMin: "2015-11-04", inicioMax: "2015-11-04", emprestimo: 2.34, cartao: 3.36, ato: "Resolução CNPS nº 1.328, de 29/10/2015 (DOU de 04/11/2015)" },
  { inicioMin: "2017-03-01", inicioMax: "2017-03-31", emprestimo: 2.14, cartao: 3.06, ato: "CNPS, março de 2017 (número da resolução não encontrado)" },
  { inicioMin: "2019-09-01", inicioMax: "2019-12-31", emprestimo: 2.08, cartao: 3.0, ato: "Resolução CNPS nº 1.333/2019 e Portaria INSS nº 1.959/2019" },
  { inicioMin: "2020-03-18", inicioMax: "2020-03-18", emprestimo: 1.8, cartao: 2.7, ato: "Resolução CNPS nº 1.338, de 17/03/2020 (DOU de 18/03/2020)" },
  { inicioMin: "2021-12-08", inicioMax: "2022-01-01", emprestimo: 2.14, cartao: 3.06, ato: "Resolução CNPS da 286ª reunião, de 06/12/2021 (DOU de 08/12/2021), que revogou a nº 1.338" },
  { inicioMin: "2023-03-16", inicioMax: "2023-03-16", emprestimo: 1.7, cartao: 2.62, ato: "Instrução Normativa PRES/INSS nº 144, de 15/03/2023 (Resolução CNPS nº 1.350, de 13/03/2023)" },
  { inicioMin: "2023-03-28", inicioMax: "2023-04-30", emprestimo: 1.97, cartao: 2.89, ato: "CNPS, reunião de 28/03/2023" },
  { inicioMin: "2023-08-21", inicioMax: "2023-08-21", emprestimo: 1.91, cartao: 2.83, ato: "Resolução CNPS nº 1.356, de 17/08/2023 (DOU de 21/08/2023)" },
  { inicioMin: "2023-10-16", inicioMax: "2023-10-16", emprestimo: 1.84, cartao: 2.73, ato: "Resolução CNPS nº 1.359, de 11/10/2023 (DOU de 16/10/2023)" },
  { inicioMin: "2023-12-13", inicioMax: "2023-12-13", emprestimo: 1.8, cartao: 2.67, ato: "CNPS, aprovada em 04/12/2023 (em vigor em 13/12/2023)" },
  { inicioMin: "2024-01-11", inicioMax: "2024-01-31", emprestimo: 1.76, cartao: 2.61, ato: "CNPS, aprovada em 11/01/2024" },
  { inicioMin: "2024-02-28", inicioMax: "2024-03-31", emprestimo: 1.72, cartao: 2.55, ato: "CNPS, aprovada em 28/02/2024" },
  { inicioMin: "2024-04-26", inicioMax: "2024-04-26", emprestimo: 1.68, cartao: 2.49, ato: "CNPS (DOU de 26/04/2024)" },
  { inicioMin: "2024-05-27", inicioMax: "2024-06-30", emprestimo: 1.66, cartao: 2.46, ato: "CNPS, aprovada em 27/05/2024" },
  { inicioMin: "2025-01-09", inicioMax: "2025-01-31", emprestimo: 1.8, cartao: 2.46, ato: "Resolução CNPS nº 1.367, de 09/01/2025" },
  { inicioMin: "2025-03-28", inicioMax: "2025-04-04", emprestimo: 1.85, cartao: 2.46, ato: "CNPS, 311ª reunião, de 25/03/2025 (DOU de 28/03/2025), que revogou a nº 1.367" },
];

export type InssCapResult =
  | { disponivel: true; tipo: InssCapKind; teto: number; ato: string; desde: string; fonte: string; texto: string }
  | { disponivel: false; tipo: InssCapKind; motivo: string; texto: typeof CAP_UNAVAILABLE };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The INSS cap for an empréstimo or cartão consignado signed on a date (YYYY-MM-DD). */
export function inssCap(kind: InssCapKind, date: string): InssCapResult {
  const unavailable = (motivo: string): InssCapResult => ({ disponivel: false, tipo: kind, motivo, texto: CAP_UNAVAILABLE });
  if (!DATE.test(date)) return unavailable("data inválida");
  if (date > INSS_CAPS_CHECKED_UNTIL) return unavailable("a tabela de tetos foi conferida só até 31/07/2025");
  let index = -1;
  for (let k = 0; k < INSS_CAP_CHANGES.length; k++) if (INSS_CAP_CHANGES[k]!.inicioMin <= date) index = k;
  if (index < 0) return unavailable("não há teto com data conhecida antes de 07/03/2008");
  const change = INSS_CAP_CHANGES[index]!;
  const value = change[kind];
  if (value === null) return unavailable("a fonte não traz o teto deste período");
  if (date < change.inicioMax) {
    const previous = INSS_CAP_CHANGES[index - 1];
    if (previous?.[kind] !== value) return unavailable("o teto mudou nesse período e a data exata da mudança não é conhecida");
  }
  return {
    disponivel: true,
    tipo: kind,
    teto: value,
    ato: change.ato,
    desde: change.inicioMax,
    fonte: INSS_CAPS_SOURCE,
    texto: `${formatRate(value)} (${change.ato})`,
  };
}

/** Month-level convenience: the cap is known for a month only if it is the same on every day of it. */
export function inssCapForMonth(kind: InssCapKind, monthId: string): InssCapResult {
  const [y, m] = monthId.split("-").map(Number) as [number, number];
  if (!/^\d{4}-\d{2}$/.test(monthId) || m < 1 || m > 12) return inssCap(kind, "invalid");
  const first = `${monthId}-01`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = `${monthId}-${String(lastDay).padStart(2, "0")}`;
  const a = inssCap(kind, first);
  const b = inssCap(kind, last);
  if (!a.disponivel || !b.disponivel) return a.disponivel ? b : a;
  // A change with a known day inside the month makes the month ambiguous.
  const changes = INSS_CAP_CHANGES.some((c) => c.inicioMin > first && c.inicioMin <= last && c[kind] !== a.teto);
  if (a.teto !== b.teto || changes) {
    return { disponivel: false, tipo: kind, motivo: "o teto mudou durante este mês", texto: CAP_UNAVAILABLE };
  }
  return b;
}
