// INSS legal caps on payroll loans and cards (DESIGN D9, D27, §7.4, §7.5). The caps bind contracts
// of INSS benefits only. Each change takes effect when its act says: a stated day, or publication
// + N business days (national calendar of ./business-days). Where only the publication (or only a
// period) is known, every day between it and the unknown start names both caps ("transicao");
// after the last known change the last known cap applies and is said to be the last one known.
// Pure: the rows come from the `tetos_inss` table (seeded from seed/inss/tetos_inss.json).
// One function, `checkInssCap`, gives the numbers and the sentences about them together.
import {
  addBusinessDays,
  addDays,
  daysOfMonth,
  formatIsoDate,
  type IsoDate,
  isIsoDate,
} from "./business-days";
import type { ContractType } from "./contract-types";
import { isMonthId, type MonthId, monthLabel } from "./months";
import { formatRate } from "./numbers";
import { formatRateWith, isAboveLimit, rateDecimalsAgreeing } from "./verdict";

export type InssCapKind = "emprestimo" | "cartao";
export const CAP_UNAVAILABLE = "teto não disponível";
/**
 * The longest lag between publication and effect that the compiled sources report (8 business
 * days, CNPS 01/2024; usually 5): a change known only by its publication names both caps until then.
 */
export const MAX_EFFECT_LAG_BUSINESS_DAYS = 8;

/** One row of `tetos_inss` (dates YYYY-MM-DD, caps in % a.m.). */
export interface InssCapRow {
  ato: string;
  fonte: string;
  nota: string;
  /** DOU publication: the earliest day the cap may apply. */
  publicacao: IsoDate | null;
  /** The act: in force N business days after publication (0 = on publication). */
  diasUteis: number | null;
  /** Start of effect stated by a source (wins over publicacao + diasUteis). */
  vigenciaDesde: IsoDate | null;
  /** Without any known day: the period in which the change happened. */
  periodoInicio: IsoDate | null;
  /** Last day on which the old cap may still apply (closes a publication-only window too). */
  periodoFim: IsoDate | null;
  emprestimo: number | null;
  cartao: number | null;
}

export interface ResolvedCapRow extends InssCapRow {
  /** Earliest day the cap may apply. */
  inicio: IsoDate;
  /** From this day it surely applies (equal to inicio when the day is known). */
  certoDesde: IsoDate;
  /** The start day is known (stated, or publication + business days). */
  exata: boolean;
}

/** The start of effect the act gives, or null when it is not known. */
export function statedStart(row: InssCapRow): IsoDate | null {
  if (row.vigenciaDesde) return row.vigenciaDesde;
  if (row.publicacao && row.diasUteis !== null)
    return addBusinessDays(row.publicacao, row.diasUteis);
  return null;
}

/** When a row may and surely applies; null for a row with no date at all (refused at input). */
export function resolveCapRow(row: InssCapRow): ResolvedCapRow | null {
  const start = statedStart(row);
  if (start) return { ...row, inicio: start, certoDesde: start, exata: true };
  if (row.publicacao) {
    const certoDesde = row.periodoFim
      ? addDays(row.periodoFim, 1)
      : addBusinessDays(row.publicacao, MAX_EFFECT_LAG_BUSINESS_DAYS);
    return { ...row, inicio: row.publicacao, certoDesde, exata: false };
  }
  if (row.periodoInicio && row.periodoFim) {
    return {
      ...row,
      inicio: row.periodoInicio,
      certoDesde: addDays(row.periodoFim, 1),
      exata: false,
    };
  }
  return null;
}

/** Row problems in pt-BR (the admin form and the seed use it); empty when the row is usable. */
export function capRowProblems(row: InssCapRow): string[] {
  const problems: string[] = [];
  const dates = [row.publicacao, row.vigenciaDesde, row.periodoInicio, row.periodoFim];
  if (dates.some((d) => d !== null && !isIsoDate(d)))
    problems.push("Use datas válidas no formato AAAA-MM-DD.");
  if (row.emprestimo === null && row.cartao === null)
    problems.push("Informe o teto do empréstimo, do cartão ou dos dois.");
  if (!row.publicacao && !row.vigenciaDesde && !(row.periodoInicio && row.periodoFim)) {
    problems.push(
      "Informe a publicação, o início de vigência ou o período da mudança (início e fim).",
    );
  }
  if (row.diasUteis !== null && !row.publicacao)
    problems.push("Dias úteis após a publicação exigem a data de publicação.");
  const start = problems.length === 0 ? statedStart(row) : null;
  if (row.publicacao && start && start < row.publicacao)
    problems.push("O início de vigência não pode ser antes da publicação.");
  if (row.periodoInicio && row.periodoFim && row.periodoFim < row.periodoInicio) {
    problems.push("O fim do período não pode ser antes do início.");
  }
  if (row.publicacao && row.periodoFim && row.periodoFim < row.publicacao) {
    problems.push("O fim do período não pode ser antes da publicação.");
  }
  return problems;
}

// The server hands the same loaded rows to every analysis: resolving their business days once
// per array instead of per request was 11 % of the analysis CPU (issue 12 profile).
const resolvedByRows = new WeakMap<readonly InssCapRow[], ResolvedCapRow[]>();
function resolvedOnce(rows: readonly InssCapRow[]): ResolvedCapRow[] {
  let resolved = resolvedByRows.get(rows);
  if (!resolved) {
    resolved = resolveCapRows(rows);
    resolvedByRows.set(rows, resolved);
  }
  return resolved;
}

/** Usable rows, resolved and in order of their earliest day. */
export function resolveCapRows(rows: readonly InssCapRow[]): ResolvedCapRow[] {
  const resolved: ResolvedCapRow[] = [];
  for (const row of rows) {
    if (capRowProblems(row).length > 0) continue;
    const r = resolveCapRow(row);
    if (r) resolved.push(r);
  }
  return resolved.sort((a, b) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0));
}

// ---------------------------------------------------------------- caps on a day

/** A cap that may apply, with the act that set it (the §7.5 `tetos` entries). */
export interface TetoAplicavel {
  /** % a.m. */
  valor: number;
  ato: string;
  /** First day in force, when known. */
  vigenciaDesde: IsoDate | null;
  publicacao: IsoDate | null;
  fonte: string;
  /** The newest change in the table: "último teto conhecido". */
  ultimoConhecido: boolean;
  /** Window of the unknown start (both caps named), when not exact. */
  inicioIncerto: { de: IsoDate; ate: IsoDate } | null;
  /** Month-level answer whose change day is known: the days of the month this cap held. */
  noMes?: { de: IsoDate; ate: IsoDate };
}

type DayCaps = { ok: true; tetos: TetoAplicavel[] } | { ok: false; motivo: string };

function entry(
  row: ResolvedCapRow,
  kind: InssCapKind,
  last: ResolvedCapRow | undefined,
): TetoAplicavel {
  return {
    valor: row[kind]!,
    ato: row.ato,
    vigenciaDesde: row.exata ? row.certoDesde : null,
    publicacao: row.publicacao,
    fonte: row.fonte,
    ultimoConhecido: row === last,
    inicioIncerto: row.exata ? null : { de: row.inicio, ate: addDays(row.certoDesde, -1) },
  };
}

/** The caps that may apply on one day: one, several (start unknown), or none known. */
function capsOnDay(rows: readonly ResolvedCapRow[], kind: InssCapKind, day: IsoDate): DayCaps {
  const started = rows.filter((r) => r.inicio <= day);
  if (started.length === 0) {
    const first = rows[0];
    return {
      ok: false,
      motivo: first
        ? `não há teto cadastrado antes de ${formatIsoDate(first.inicio)}`
        : "nenhum teto cadastrado",
    };
  }
  let certain: ResolvedCapRow | undefined;
  for (const r of started)
    if (r.certoDesde <= day && (!certain || r.certoDesde >= certain.certoDesde)) certain = r;
  const pending = started.filter(
    (r) => r.certoDesde > day && (!certain || r.inicio >= certain.inicio),
  );
  if (!certain) return { ok: false, motivo: "o teto anterior a esta mudança não está cadastrado" };
  const candidates = [certain, ...pending];
  if (candidates.some((r) => r[kind] === null)) {
    return { ok: false, motivo: "a fonte não traz o teto deste período para esta modalidade" };
  }
  // The newest change is the last one by start (the one everything after it falls back to).
  const last = rows.reduce<ResolvedCapRow | undefined>(
    (acc, r) => (!acc || r.inicio >= acc.inicio ? r : acc),
    undefined,
  );
  const tetos: TetoAplicavel[] = [];
  for (const r of candidates) {
    // A later act that restates the same cap does not add a second one.
    if (!tetos.some((t) => t.valor === r[kind])) tetos.push(entry(r, kind, last));
  }
  return { ok: true, tetos };
}

// ---------------------------------------------------------------- the check (§7.5)

export type TetoSituacao =
  | "abaixo"
  | "acima"
  | "transicao"
  | "indisponivel"
  | "nao_se_aplica"
  | "vigente";

export interface TetoInss {
  /**
   * abaixo / acima: one cap and the rate compared with it; transicao: more than one cap may apply;
   * indisponivel: "teto não disponível"; nao_se_aplica: not an INSS-benefit contract; vigente: the
   * cap is known but no contract rate was given (rate lookup only).
   */
  situacao: TetoSituacao;
  tetos: TetoAplicavel[];
  /** Above every cap that may apply (true), at or below all (false), or undecided/unknown (null). */
  acima: boolean | null;
  modalidade: InssCapKind | null;
  /** "Não sei" the sector: the cap is shown as information, never as the verdict. */
  informativo: boolean;
  /** The day or month the caps were looked up for. */
  referencia: { data: IsoDate } | { mes: MonthId };
  /** Heading of a result above the cap (null otherwise). */
  titulo: string | null;
  /** The sentences to show, in order (the first one is the verdict when above the cap). */
  frases: string[];
}

/** Sector as the forms send it: consignado (total/inss/publico/privado) and card (inss/publico/total). */
export type CapSector = "inss" | "publico" | "privado" | "total";

export interface InssCapRequest {
  tipo: ContractType;
  setor?: CapSector | null;
  mes: MonthId;
  /** Optional exact signing day (YYYY-MM-DD); refines the month. */
  dataContrato?: IsoDate | null;
  /** % a.m. at full precision; null when not known. */
  taxaContrato: number | null;
}

export const CAP_ABOVE_TITLE = "Taxa acima do teto legal do INSS";

const MODALIDADE: Record<InssCapKind, string> = {
  emprestimo: "empréstimo consignado",
  cartao: "cartão consignado (RMC/RCC)",
};
const SECTOR_NAMES: Partial<Record<CapSector, string>> = {
  publico: "servidores públicos",
  privado: "trabalhadores do setor privado",
};

export function capKindFor(tipo: ContractType): InssCapKind | null {
  return tipo === "emprestimo_consignado"
    ? "emprestimo"
    : tipo === "cartao_consignado"
      ? "cartao"
      : null;
}

/** "1,85% a.m. (Resolução …, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025)" */
export function describeCap(t: TetoAplicavel): string {
  const parts = [t.ato];
  if (t.vigenciaDesde) parts.push(`em vigor desde ${formatIsoDate(t.vigenciaDesde)}`);
  else if (t.inicioIncerto) {
    parts.push(
      `${t.publicacao ? `publicada em ${formatIsoDate(t.publicacao)}, ` : ""}com início de vigência entre ${formatIsoDate(t.inicioIncerto.de)} e ${formatIsoDate(t.inicioIncerto.ate)}, sem data exata publicada`,
    );
  }
  let text = `${formatRate(t.valor)} (${parts.join(", ")}`;
  if (t.ultimoConhecido) {
    const since = t.vigenciaDesde ?? t.inicioIncerto?.de;
    text += `; último teto conhecido${since ? `, desde ${monthLabel(since.slice(0, 7))}` : ""}`;
  }
  return `${text})`;
}

function joinCaps(tetos: readonly TetoAplicavel[], mes: MonthId | null): string {
  const days = mes ? daysOfMonth(mes) : [];
  const span = (t: TetoAplicavel) => {
    if (!t.noMes) return "";
    if (t.noMes.de === days[0]) return ` até ${formatIsoDate(t.noMes.ate)}`;
    if (t.noMes.ate === days.at(-1)) return ` a partir de ${formatIsoDate(t.noMes.de)}`;
    return ` de ${formatIsoDate(t.noMes.de)} a ${formatIsoDate(t.noMes.ate)}`;
  };
  const items = tetos.map((t) => `${describeCap(t)}${span(t)}`);
  // With the change day known the caps follow each other ("e"); otherwise either may apply ("ou").
  const joiner = tetos.every((t) => t.noMes) ? " e " : " ou ";
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join("; ")}${joiner}${items.at(-1)}`;
}

function caps(
  rows: readonly ResolvedCapRow[],
  kind: InssCapKind,
  ref: { data: IsoDate } | { mes: MonthId },
): DayCaps {
  if ("data" in ref) return capsOnDay(rows, kind, ref.data);
  const tetos: TetoAplicavel[] = [];
  const spans = new Map<number, { de: IsoDate; ate: IsoDate }>();
  let everyDayKnown = true;
  for (const day of daysOfMonth(ref.mes)) {
    const found = capsOnDay(rows, kind, day);
    if (!found.ok) return found;
    if (found.tetos.length > 1) everyDayKnown = false;
    for (const t of found.tetos) {
      if (!tetos.some((x) => x.valor === t.valor && x.ato === t.ato)) tetos.push(t);
      const span = spans.get(t.valor);
      spans.set(t.valor, span ? { de: span.de, ate: day } : { de: day, ate: day });
    }
  }
  // Same value under two acts inside a month (a restating act): keep the first.
  const distinct = tetos.filter((t, i) => tetos.findIndex((x) => x.valor === t.valor) === i);
  // A change whose day is known: each cap named with the days it held.
  const dated = everyDayKnown && distinct.length > 1;
  return {
    ok: true,
    tetos: dated ? distinct.map((t) => ({ ...t, noMes: spans.get(t.valor)! })) : distinct,
  };
}

// The month-level answer walks every day of the month; the same rows, modality and month give the
// same caps, so each is worked out once (frozen: callers share it).
const capsByRows = new WeakMap<readonly ResolvedCapRow[], Map<string, DayCaps>>();
function capsOnce(
  rows: readonly ResolvedCapRow[],
  kind: InssCapKind,
  ref: { data: IsoDate } | { mes: MonthId },
): DayCaps {
  if ("data" in ref) return caps(rows, kind, ref); // one day: cheap, and any date may come in
  let byKey = capsByRows.get(rows);
  if (!byKey) {
    byKey = new Map();
    capsByRows.set(rows, byKey);
  }
  const key = `${kind}|${ref.mes}`;
  let found = byKey.get(key);
  if (!found) {
    found = caps(rows, kind, ref);
    if (found.ok) for (const t of Object.freeze(found.tetos)) Object.freeze(t);
    if (byKey.size >= 4096) byKey.clear(); // any well-formed month may be asked: stay bounded
    byKey.set(key, Object.freeze(found));
  }
  return found;
}

/**
 * The INSS cap check of one contract (DESIGN D27, §7.4/§7.5): which caps apply on the signing day
 * (or in the signing month), whether the rate is above them, and the sentences that say so.
 */
export function checkInssCap(rows: readonly InssCapRow[], request: InssCapRequest): TetoInss {
  const kind = capKindFor(request.tipo);
  const dated =
    request.dataContrato && isIsoDate(request.dataContrato) ? request.dataContrato : null;
  const referencia: TetoInss["referencia"] = dated ? { data: dated } : { mes: request.mes };
  const refText = dated ? `em ${formatIsoDate(dated)}` : `em ${monthLabel(request.mes)}`;
  const base = {
    referencia,
    modalidade: kind,
    titulo: null,
    tetos: [] as TetoAplicavel[],
    acima: null,
  };

  if (!kind) return { ...base, situacao: "nao_se_aplica", informativo: false, frases: [] };
  const sector = request.setor ?? "total";
  const sectorName = SECTOR_NAMES[sector];
  if (sectorName) {
    return {
      ...base,
      situacao: "nao_se_aplica",
      informativo: false,
      frases: [
        `O teto de juros do INSS vale só para ${MODALIDADE[kind]} de aposentados e pensionistas do INSS; não se aplica a ${sectorName}.`,
      ],
    };
  }
  const informativo = sector !== "inss";
  if (!dated && !isMonthId(request.mes)) {
    return {
      ...base,
      situacao: "indisponivel",
      informativo,
      frases: [`Teto do INSS: ${CAP_UNAVAILABLE} (data inválida).`],
    };
  }

  const found = capsOnce(resolvedOnce(rows), kind, referencia);
  if (!found.ok) {
    return {
      ...base,
      situacao: "indisponivel",
      informativo,
      frases: [
        `Teto de juros do ${MODALIDADE[kind]} do INSS ${refText}: ${CAP_UNAVAILABLE} (${found.motivo}).`,
      ],
    };
  }
  const tetos = found.tetos;
  const rate = request.taxaContrato;
  const known = rate !== null && Number.isFinite(rate);
  const above = known ? tetos.map((t) => isAboveLimit(rate, t.valor)) : [];
  const acima = !known ? null : above.every(Boolean) ? true : above.some(Boolean) ? null : false;
  const taxa = known
    ? formatRateWith(
        rate,
        rateDecimalsAgreeing(
          rate,
          tetos.map((t) => t.valor),
        ),
      )
    : "";
  const several = tetos.length > 1;
  const situacao: TetoSituacao = several
    ? "transicao"
    : !known
      ? "vigente"
      : acima
        ? "acima"
        : "abaixo";
  const capsText = joinCaps(tetos, dated ? null : request.mes);
  const changeDayKnown = several && tetos.every((t) => t.noMes);
  const frases: string[] = [];

  if (informativo) {
    // "Não sei": information only, said as a condition, never as the verdict.
    const intro = several
      ? `Se o seu ${MODALIDADE[kind]} é de benefício do INSS, mais de um teto legal de juros pode valer ${refText}: ${capsText}.`
      : `Se o seu ${MODALIDADE[kind]} é de benefício do INSS, o teto legal de juros ${refText} é de ${capsText}.`;
    frases.push(intro);
    if (known) {
      frases.push(
        acima === true
          ? `A taxa do seu contrato, ${taxa}, está acima ${several ? "de todos esses tetos" : "desse teto"}.`
          : acima === false
            ? `A taxa do seu contrato, ${taxa}, não passa ${several ? "de nenhum desses tetos" : "desse teto"}.`
            : `A taxa do seu contrato, ${taxa}, passa de um desses tetos e não do outro.`,
      );
    }
    frases.push(
      "Informe o setor (benefício do INSS ou servidor público) para saber se esse teto vale para o seu contrato.",
    );
    return { ...base, situacao, tetos, acima, informativo, frases };
  }

  if (!known) {
    frases.push(
      several
        ? `Mais de um teto legal de juros do ${MODALIDADE[kind]} do INSS pode valer ${refText}: ${capsText}.`
        : `O teto legal de juros do ${MODALIDADE[kind]} do INSS ${refText} é de ${capsText}.`,
    );
    return { ...base, situacao, tetos, acima, informativo, frases };
  }
  if (acima) {
    frases.push(
      several
        ? `Irregular: a taxa do seu contrato, ${taxa}, está acima do teto legal de juros do ${MODALIDADE[kind]} do INSS ${refText}, qualquer que seja o teto que vale para o seu contrato: ${capsText}.`
        : `Irregular: a taxa do seu contrato, ${taxa}, está acima do teto legal de juros do ${MODALIDADE[kind]} do INSS ${refText}, de ${capsText}.`,
      "Os bancos não podem cobrar acima desse teto, fixado pelo Conselho Nacional de Previdência Social (CNPS), qualquer que seja a taxa média do Banco Central.",
    );
    return { ...base, situacao, tetos, acima, informativo, titulo: CAP_ABOVE_TITLE, frases };
  }
  if (several) {
    frases.push(
      changeDayKnown
        ? `O teto legal de juros do ${MODALIDADE[kind]} do INSS mudou ${refText}: ${capsText}.`
        : `Mais de um teto legal de juros do ${MODALIDADE[kind]} do INSS pode valer ${refText}: ${capsText}.`,
    );
    frases.push(
      acima === false
        ? `A taxa do seu contrato, ${taxa}, não passa de nenhum desses tetos.`
        : dated
          ? `A taxa do seu contrato, ${taxa}, passa de um desses tetos e não do outro: a data exata em que o novo teto começou a valer não foi encontrada.`
          : `A taxa do seu contrato, ${taxa}, passa de um desses tetos e não do outro: informe o dia da assinatura para saber qual vale.`,
    );
    return { ...base, situacao, tetos, acima, informativo, frases };
  }
  frases.push(
    `A taxa do seu contrato, ${taxa}, não passa do teto legal de juros do ${MODALIDADE[kind]} do INSS ${refText}, de ${capsText}.`,
  );
  return { ...base, situacao, tetos, acima, informativo, frases };
}

/**
 * What the verdict composes (verdict.ts `CapCheck`): above the cap makes the contract irregular and
 * is said first; information ("Não sei"), unknown or undecided caps never change the verdict.
 */
export function capCheckOf(teto: TetoInss | null | undefined): {
  acima: boolean | null;
  titulo?: string;
  frases: readonly string[];
  valores: readonly number[];
} | null {
  if (!teto || teto.situacao === "nao_se_aplica") return null;
  const decisive = !teto.informativo && teto.acima === true;
  return {
    acima: decisive ? true : teto.informativo ? null : teto.acima,
    titulo: teto.titulo ?? undefined,
    frases: teto.frases,
    valores: teto.tetos.map((t) => t.valor),
  };
}

/** The figure of a result's summary: label, value(s) and the act of each cap, from the same check. */
export function capFigure(
  teto: TetoInss,
): { rotulo: string; valorTexto: string; atos: string[]; informativo: boolean } | null {
  if (!teto.modalidade || teto.situacao === "nao_se_aplica") return null;
  const rotulo = `Teto legal do INSS (${teto.modalidade === "emprestimo" ? "empréstimo consignado" : "cartão RMC/RCC"})${teto.informativo ? ", para benefícios do INSS" : ""}`;
  if (teto.tetos.length === 0)
    return { rotulo, valorTexto: CAP_UNAVAILABLE, atos: [], informativo: teto.informativo };
  const values = teto.tetos.map((t) => formatRate(t.valor));
  return {
    rotulo,
    valorTexto:
      values.length === 1 ? values[0]! : `${values.slice(0, -1).join(", ")} ou ${values.at(-1)}`,
    atos: teto.tetos.map(describeCap),
    informativo: teto.informativo,
  };
}

/** The §7.5 API shape (issue 8 `/api/calculos/revisao`, `/api/taxas`). */
export function tetoInssApi(teto: TetoInss) {
  return {
    situacao: teto.situacao,
    tetos: teto.tetos.map((t) => ({
      valor: t.valor,
      ato: t.ato,
      vigenciaDesde: t.vigenciaDesde,
      publicacao: t.publicacao,
      fonte: t.fonte,
    })),
    acima: teto.acima,
    informativo: teto.informativo,
    frases: teto.frases,
  };
}
