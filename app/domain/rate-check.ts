// Implausible monthly rates (issue "Truth" item 6, DESIGN §7.2): people often type the annual rate
// into a monthly field. Above 20% a.m., or above 3× the BCB average, we ask whether the rate is
// monthly and offer its monthly equivalent as if it were annual. The question never blocks and is
// not asked for a rate the product computed itself ("Descobrir minha taxa").
import { formatNumber } from "./numbers";

export const IMPLAUSIBLE_MONTHLY_RATE = 20; // % a.m.
export const IMPLAUSIBLE_AVERAGE_MULTIPLE = 3;

/** SPEC §9: monthly = (1 + annual/100)^(1/12) − 1, both in percent (35 → 2,5324…). */
export function monthlyFromAnnualPercent(annualPercent: number): number {
  return ((1 + annualPercent / 100) ** (1 / 12) - 1) * 100;
}

/** "35" for 35, "35,5" for 35.5, "2,53" for 2.53: the typed value, as few decimals as it has. */
function typedNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2;
  return formatNumber(rounded, decimals);
}

export interface AnnualConversion {
  anual: number; // % a.a., as typed
  mensal: number; // % a.m., exact
  /** The monthly figure shown and used (two decimals, as the sentence says). */
  mensalArredondada: number;
  /** "35% ao ano equivalem a 2,53% ao mês" */
  texto: string;
}

/** The converter beside every rate field: annual % → monthly %, with its sentence. */
export function convertAnnualToMonthly(annualPercent: number): AnnualConversion | null {
  if (!Number.isFinite(annualPercent) || annualPercent < 0 || annualPercent > 100_000) return null;
  const mensal = monthlyFromAnnualPercent(annualPercent);
  const mensalArredondada = Math.round(Number((mensal * 100).toPrecision(15))) / 100;
  return {
    anual: annualPercent,
    mensal,
    mensalArredondada,
    texto: `${typedNumber(annualPercent)}% ao ano equivalem a ${formatNumber(mensalArredondada, 2)}% ao mês`,
  };
}

export interface RateQuestion extends AnnualConversion {
  /** "Essa taxa é mensal? 35% ao ano equivalem a 2,53% ao mês" */
  pergunta: string;
  motivo: "acima_de_20" | "acima_de_3x_media";
}

/**
 * The question to ask about a rate the person typed, or null when it looks like a monthly rate.
 * `media` is the BCB average (% a.m.) when known; `calculada` marks a rate the product computed.
 */
export function rateQuestion(
  taxa: number,
  opts: { media?: number | null; calculada?: boolean } = {},
): RateQuestion | null {
  if (opts.calculada || !Number.isFinite(taxa) || taxa <= 0) return null;
  const media = opts.media ?? null;
  const motivo =
    taxa > IMPLAUSIBLE_MONTHLY_RATE
      ? "acima_de_20"
      : media !== null && media > 0 && taxa > IMPLAUSIBLE_AVERAGE_MULTIPLE * media
        ? "acima_de_3x_media"
        : null;
  if (!motivo) return null;
  const conversion = convertAnnualToMonthly(taxa);
  if (!conversion) return null;
  return { ...conversion, motivo, pergunta: `Essa taxa é mensal? ${conversion.texto}` };
}
