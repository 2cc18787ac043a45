// The verdict (DESIGN D12, D28, §7.1): the flag and every sentence about it come from here, so a
// screen can never show a limit that its flag contradicts. The limit is exact to the decimals it
// needs ("acima de 2,955% a.m."), the contract rate and the ratio are shown with as many decimals as
// it takes for the figure shown to agree with the flag, and every average is named with the month
// it belongs to (D6: a fallback names the month used, never the month asked).
import { type ContractType, isVehicleOrLoanType } from "./contract-types";
import { type MonthId, monthLabel } from "./months";
import { isProvisional, type LookupCase } from "./rates";

/** SPEC §5: abusive above 1.5 × the BCB average (equal is not abusive). */
export const ABUSE_MULTIPLIER = 1.5;
/** DESIGN D12: the multiples the STJ listed in REsp 1.061.530 (1,5×, 2×, 3×), shown as information. */
export const COURT_MULTIPLES = [1.5, 2, 3] as const;

export const MULTIPLES_NOTE =
  "No REsp 1.061.530, o STJ citou decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média; não há um múltiplo fixo, e o juiz decide caso a caso.";

export const TEMA_1378_TITLE = "O STJ ainda vai decidir esta questão";
export const TEMA_1378_NOTICE =
  "O Superior Tribunal de Justiça está decidindo se a taxa média do Banco Central, sozinha, basta para provar que os juros são abusivos (Tema 1.378, REsp 2.227.844/RS, afetado em 2025). Esta análise informa; não promete nenhum resultado.";

/** D28: what a vehicle/personal-loan result without a rate says instead of calling the interest permitted. */
export const RATE_NOT_CHECKED =
  "Os juros do seu contrato não foram verificados, porque a análise foi feita sem a taxa do contrato.";
export const HOW_TO_CHECK_RATE =
  "Para verificar, use “Descobrir minha taxa” com o valor financiado, o valor da parcela e o número de parcelas, ou procure a taxa de juros mensal no contrato e compare com o limite.";
/**
 * How to check, by type: "Descobrir minha taxa" exists only where the form has no rate field
 * (vehicle and personal loan, D11); the others say where their rate is printed. A card imported
 * from the Meu INSS extrato has no rate there, so it must not be sent to a helper it lacks.
 */
export const HOW_TO_CHECK_RATE_BY_TYPE: Readonly<Record<ContractType, string>> = Object.freeze({
  financiamento_veiculo: HOW_TO_CHECK_RATE,
  emprestimo_pessoal: HOW_TO_CHECK_RATE,
  emprestimo_consignado:
    "Para verificar, procure a taxa de juros mensal no contrato ou, no consignado do INSS, no Histórico de Empréstimo Consignado do Meu INSS, e compare com o limite.",
  cartao_consignado:
    "Para verificar, procure a taxa de juros mensal na fatura do cartão ou no contrato e compare com o limite.",
  busca_apreensao:
    "Para verificar, procure a taxa de juros mensal no contrato de financiamento e compare com o limite.",
});

// Rates and averages carry few decimals; anything closer than this is binary noise
// (1.8 × 1.5 = 2.7000000000000002).
const EPSILON = 1e-9;
/** The limit never needs more decimals for BCB averages (two decimals × 1,5 → three). */
const MAX_LIMIT_DECIMALS = 6;
const MAX_SHOWN_DECIMALS = 12;

const POWERS = Array.from({ length: 16 }, (_, i) => 10 ** i);

/** Half-up rounding without binary drift (1.005 → 1.01); the slow path only near a half. */
function round(value: number, decimals: number): number {
  const factor = POWERS[decimals] ?? 10 ** decimals;
  const scaled = value * factor;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) > 1e-6) return Math.round(scaled) / factor;
  // toPrecision(15) drops the binary noise (1.005 × 100 = 100.49999999999999) before rounding.
  return Math.round(Number(scaled.toPrecision(15))) / factor;
}

/** Fewest decimals (at least `min`) that show `value` exactly, up to `max`. */
export function decimalsNeeded(value: number, min = 2, max = MAX_LIMIT_DECIMALS): number {
  for (let d = min; d < max; d++) if (Math.abs(round(value, d) - value) < EPSILON) return d;
  return max;
}

/** pt-BR number with fixed decimals, no Intl (the property tests call it millions of times). */
export function formatDecimal(value: number, decimals: number): string {
  const factor = POWERS[decimals] ?? 10 ** decimals;
  // Whole units of the last decimal: integer arithmetic, no toFixed (1e15 stays exact).
  const units = Math.round(round(Math.abs(value), decimals) * factor);
  const whole = Math.floor(units / factor);
  const int = String(whole);
  const grouped = int.length > 3 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, ".") : int;
  const sign = value < 0 && units !== 0 ? "-" : "";
  if (decimals === 0) return sign + grouped;
  return `${sign}${grouped},${String(units - whole * factor).padStart(decimals, "0")}`;
}

/** "2,955% a.m." */
export function formatRateWith(value: number, decimals: number): string {
  return `${formatDecimal(value, decimals)}% a.m.`;
}

/** multiple × average, exact to the decimals it needs (at most six; the flag compares with this). */
export function exactLimit(average: number, multiple = ABUSE_MULTIPLIER): number {
  const raw = average * multiple;
  return round(raw, decimalsNeeded(raw));
}

/** The text of a limit: every decimal it has ("2,955% a.m.", "3,94% a.m."). */
export function limitRateText(limit: number): string {
  return formatRateWith(limit, decimalsNeeded(limit));
}

/** The one comparison every flag uses: strictly above the limit shown. */
export function isAboveLimit(rate: number, limit: number): boolean {
  return Number.isFinite(rate) && Number.isFinite(limit) && rate > limit + EPSILON;
}

/**
 * Fewest decimals (≥ 2) for which the rounded rate stands on the same side of every limit as the
 * exact rate: 9,21399… against 9,21 shows "9,214".
 */
export function rateDecimalsAgreeing(rate: number, limits: readonly number[]): number {
  for (let d = 2; d < MAX_SHOWN_DECIMALS; d++) {
    const shown = round(rate, d);
    if (limits.every((l) => isAboveLimit(shown, l) === isAboveLimit(rate, l))) return d;
  }
  return MAX_SHOWN_DECIMALS;
}

export type AnalysisResultKind = "abusivo" | "sem_irregularidade" | "sem_irregularidade_grave";

/** SPEC §4: abusive → lawyer/templates view; else vehicle/loan → no irregularity; else generic. */
export function resultKind(type: ContractType, abusive: boolean): AnalysisResultKind {
  if (abusive) return "abusivo";
  return isVehicleOrLoanType(type) ? "sem_irregularidade" : "sem_irregularidade_grave";
}

/**
 * Composition point for the INSS legal cap (DESIGN D27, engineer B): a check computed elsewhere
 * (from `inss-caps.ts`) and passed in. `acima: true` makes the contract irregular whatever the
 * 1.5 rule says, and its sentences are said first; `null` (cap unknown or only informative) adds
 * its sentences after the verdict without changing it.
 */
export interface CapCheck {
  acima: boolean | null;
  /** Heading used when `acima` is true (e.g. "Taxa acima do teto legal do INSS"). */
  titulo?: string;
  /** Sentences about the cap, each with the act that set it. */
  frases: readonly string[];
  /** The cap values (% a.m.) the sentences compare with: the contract rate is shown with enough
   * decimals to agree with each of them too. */
  valores?: readonly number[];
}

export interface VerdictInput {
  tipo: ContractType;
  /** % a.m. at full precision (never rounded before the rule); null when not known. */
  taxaContrato: number | null;
  /** The rate certificate (what `lookupRate` returns, or the stored copy of it). */
  certificado: {
    valor: number;
    mesSolicitado: MonthId;
    mesUsado: MonthId | null;
    caso: LookupCase;
    aviso: string | null;
    /** §8.3: absent in older records (then derived from caso and the months). */
    provisorio?: boolean;
  };
  capCheck?: CapCheck | null;
}

/** DESIGN §8.3: the heading of a verdict compared with another month than the signing month. */
export const PROVISIONAL_TITLE = "Resultado provisório";

/** The sentence under a provisional heading: what is missing and what happens when it arrives. */
export function provisionalSentence(asked: MonthId, used: MonthId): string {
  return `O Banco Central ainda não publicou a taxa média de ${monthLabel(asked)}, o mês da contratação; este resultado compara o contrato com a média de ${monthLabel(used)}, a mais recente, e é provisório. Recálculo, restituição e memória de cálculo ficam para quando o mês for publicado: avisaremos por e-mail, e "Recalcular com os dados atuais" completa a análise.`;
}

export interface MultipleVerdict {
  multiplo: number;
  /** "1,5×" */
  rotulo: string;
  limite: number;
  /** "acima de 2,955% a.m." */
  limiteTexto: string;
  acima: boolean | null;
}

export type VerdictSituation = "acima_do_teto" | "abusiva" | "dentro_do_limite" | "nao_verificada";

export interface Verdict {
  situacao: VerdictSituation;
  /** The 1.5 rule. */
  abusiva: boolean;
  /** The 1.5 rule or the legal cap: what decides the result view. */
  irregular: boolean;
  resultado: AnalysisResultKind;
  taxaVerificada: boolean;
  media: number;
  /** "1,97% a.m." */
  mediaTexto: string;
  /** Month the average belongs to (null for the default 2). */
  mesMedia: MonthId | null;
  /** "Em jul/2025, a taxa média do Banco Central era de 1,97% a.m." (names the month of the value). */
  mediaFrase: string;
  /** D6 sentence when the asked month was not used, else null. */
  avisoMes: string | null;
  /** 1,5 × average, exact. */
  limite: number;
  /** "2,955% a.m." */
  limiteValorTexto: string;
  /** "acima de 2,955% a.m." */
  limiteTexto: string;
  /** "Indício de juros abusivos: taxa acima de 2,955% a.m. (1,5 vez a média do Banco Central de jul/2025)." */
  limiteFrase: string;
  /** Contract rate with the decimals that agree with the flag ("9,214% a.m."), or null. */
  taxaTexto: string | null;
  razao: number | null;
  /** "1,50065" (decimals that agree with the flag), or null. */
  razaoTexto: string | null;
  titulo: string;
  /** §8.3: compared with another month (not yet published): no revision, refund or PDF. */
  provisorio: boolean;
  /** The sentence that says so, or null. */
  provisorioFrase: string | null;
  /** The main sentence of the result. */
  frase: string;
  /** D28, rate not known: RATE_NOT_CHECKED + HOW_TO_CHECK_RATE_BY_TYPE[tipo]; else empty. */
  naoVerificada: readonly string[];
  /** Cap sentences (said first when above the cap). */
  teto: readonly string[];
  multiplos: readonly MultipleVerdict[];
  notaMultiplos: string;
  tema1378: string;
}

const HEADINGS = {
  abusiva: "Indício de juros abusivos",
  dentro_do_limite: "Nenhuma irregularidade encontrada nos juros",
  dentro_do_limite_outros: "Nenhuma irregularidade grave encontrada",
  nao_verificada: "Taxa média e limite para o seu contrato",
} as const;

interface AveragePart {
  mediaTexto: string;
  mesMedia: MonthId | null;
  referencia: string;
  mediaFrase: string;
  limits: number[];
  /** "acima de 2,955% a.m." per multiple. */
  aboveTexts: string[];
  limiteValorTexto: string;
  limiteFrase: string;
}

// The part of a verdict that depends on the average only, kept per certificate value and month:
// a screen calls verdict() a few times, the property tests millions of times.
const averageParts = new Map<string, AveragePart>();
const byCertificate = new WeakMap<object, AveragePart>();

function averagePart(c: VerdictInput["certificado"]): AveragePart {
  const same = byCertificate.get(c);
  if (same) return same;
  const mesMedia = c.caso === "padrao" ? null : c.mesUsado;
  const key = `${c.valor}|${mesMedia}|${c.caso}`;
  const cached = averageParts.get(key);
  if (cached) {
    byCertificate.set(c, cached);
    return cached;
  }
  const mediaTexto = limitRateText(c.valor);
  const mes = mesMedia ? monthLabel(mesMedia) : null;
  const limits = COURT_MULTIPLES.map((m) => exactLimit(c.valor, m));
  const referencia = mes
    ? `a média do Banco Central de ${mes} (${mediaTexto})`
    : `a taxa padrão de ${mediaTexto}, usada por falta de dados do Banco Central`;
  const limitTexts = limits.map(limitRateText);
  const part: AveragePart = {
    mediaTexto,
    mesMedia,
    referencia,
    // A rate ends in "a.m.": no second full stop after it (issue 9 item 12).
    mediaFrase: !mes
      ? `Sem taxas do Banco Central carregadas, usamos a taxa padrão de ${mediaTexto}`
      : c.caso === "exato"
        ? `Em ${mes}, a taxa média do Banco Central era de ${mediaTexto}`
        : `A taxa média mais recente do Banco Central, de ${mes}, é de ${mediaTexto}`,
    limits,
    aboveTexts: limitTexts.map((t) => `acima de ${t}`),
    limiteValorTexto: limitTexts[0]!,
    limiteFrase: `Indício de juros abusivos: taxa acima de ${limitTexts[0]!} (1,5 vez ${referencia}).`,
  };
  if (averageParts.size > 10_000) averageParts.clear();
  averageParts.set(key, part);
  byCertificate.set(c, part);
  return part;
}

const NONE: readonly string[] = Object.freeze([]);
const NOT_CHECKED = Object.fromEntries(
  Object.entries(HOW_TO_CHECK_RATE_BY_TYPE).map(([tipo, how]) => [
    tipo,
    Object.freeze([RATE_NOT_CHECKED, how]),
  ]),
) as Record<ContractType, readonly string[]>;
const MULTIPLE_LABELS = COURT_MULTIPLES.map((m) => `${formatDecimal(m, decimalsNeeded(m, 0))}×`);

/** The one function every screen, PDF, e-mail and API uses to state a verdict (DESIGN D28). */
export function verdict(input: VerdictInput): Verdict {
  const { tipo, certificado: c } = input;
  const media = c.valor;
  const {
    mediaTexto,
    mesMedia,
    referencia,
    mediaFrase,
    limits,
    aboveTexts,
    limiteValorTexto,
    limiteFrase,
  } = averagePart(c);
  const limite = limits[0]!;
  const limiteTexto = aboveTexts[0]!;

  const rate = input.taxaContrato;
  const known = rate !== null && Number.isFinite(rate) && media > 0;
  const abusiva = known ? isAboveLimit(rate, limite) : false;
  const cap = input.capCheck ?? null;
  const aboveCap = known && cap?.acima === true;
  const irregular = abusiva || aboveCap;

  const taxaTexto = known
    ? formatRateWith(rate, rateDecimalsAgreeing(rate, [...limits, ...(cap?.valores ?? [])]))
    : null;
  const razao = known ? rate / media : null;
  const razaoTexto =
    razao === null ? null : formatDecimal(razao, ratioDecimalsAgreeing(razao, abusiva));

  const multiplos = COURT_MULTIPLES.map((multiplo, i) => ({
    multiplo,
    rotulo: MULTIPLE_LABELS[i]!,
    limite: limits[i]!,
    limiteTexto: aboveTexts[i]!,
    acima: known ? isAboveLimit(rate, limits[i]!) : null,
  }));

  const situacao: VerdictSituation = !known
    ? "nao_verificada"
    : aboveCap
      ? "acima_do_teto"
      : abusiva
        ? "abusiva"
        : "dentro_do_limite";

  let frase: string;
  if (!known) {
    frase = `${mediaFrase} Se a taxa do seu contrato estiver ${limiteTexto}, há indício de juros abusivos.`;
  } else if (abusiva) {
    frase = `A taxa do seu contrato, ${taxaTexto}, está ${limiteTexto}, que é 1,5 vez ${referencia}.`;
  } else {
    frase = `A taxa do seu contrato, ${taxaTexto}, não está ${limiteTexto}, que é 1,5 vez ${referencia}.`;
  }

  const provisorio = isProvisional(c);
  const tituloFirme =
    situacao === "acima_do_teto"
      ? (cap?.titulo ?? "Taxa acima do teto legal")
      : situacao === "abusiva"
        ? HEADINGS.abusiva
        : situacao === "nao_verificada"
          ? HEADINGS.nao_verificada
          : isVehicleOrLoanType(tipo)
            ? HEADINGS.dentro_do_limite
            : HEADINGS.dentro_do_limite_outros;
  const titulo =
    provisorio && c.mesUsado
      ? `${PROVISIONAL_TITLE}, pela média de ${monthLabel(c.mesUsado)}: ${tituloFirme}`
      : tituloFirme;

  return {
    situacao,
    abusiva,
    irregular,
    resultado: resultKind(tipo, irregular),
    taxaVerificada: known,
    media,
    mediaTexto,
    mesMedia,
    mediaFrase,
    avisoMes: c.caso === "exato" ? null : c.aviso,
    limite,
    limiteValorTexto,
    limiteTexto,
    limiteFrase,
    taxaTexto,
    razao,
    razaoTexto,
    titulo,
    provisorio,
    provisorioFrase:
      provisorio && c.mesUsado ? provisionalSentence(c.mesSolicitado, c.mesUsado) : null,
    frase,
    naoVerificada: known ? NONE : NOT_CHECKED[tipo],
    teto: cap?.frases ?? NONE,
    multiplos,
    notaMultiplos: MULTIPLES_NOTE,
    tema1378: TEMA_1378_NOTICE,
  };
}

/** Decimals of the ratio so that "1,50065" agrees with the flag (a ratio shown as 1,50 would not). */
function ratioDecimalsAgreeing(ratio: number, abusive: boolean): number {
  for (let d = 2; d < MAX_SHOWN_DECIMALS; d++) {
    if (round(ratio, d) > ABUSE_MULTIPLIER === abusive) return d;
  }
  return MAX_SHOWN_DECIMALS;
}

/**
 * The ratio as a third person reads it (a lawyer's case summary, issue "lawyer's working day"):
 * "Taxa do contrato 9,214% a.m., 4,67773 vezes a média do Banco Central de jul/2025 (1,97% a.m.)."
 * Null when the rate was not known. The figures are the verdict's own, so they agree with its flag.
 */
export function ratioSentence(v: Verdict): string | null {
  if (v.razaoTexto === null || v.taxaTexto === null) return null;
  const of = v.mesMedia
    ? `a média do Banco Central de ${monthLabel(v.mesMedia)} (${v.mediaTexto})`
    : `a taxa padrão de ${v.mediaTexto}`;
  const times = v.razaoTexto === "1,00" ? "vez" : "vezes";
  return `Taxa do contrato ${v.taxaTexto}, ${v.razaoTexto} ${times} ${of}.`;
}
