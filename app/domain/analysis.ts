// The analysis rule (SPEC §4/§5/§9, DESIGN D11/D12/D28): a contract rate above 1.5 × the BCB
// monthly average is flagged abusive. The limit and the flag come from `verdict.ts`, which also
// writes every sentence about them; the result view follows SPEC §4 "Result choice".
import type { ConsignadoSector, ContractType } from "./contract-types";
import { capCheckOf, checkInssCap, type InssCapRow, type TetoInss } from "./inss-caps";
import type { MonthId } from "./months";
import { lookupRate, type RateCertificate, type RateRow, type RateTable } from "./rates";
import {
  ABUSE_MULTIPLIER,
  type AnalysisResultKind,
  type CapCheck,
  exactLimit,
  isAboveLimit,
  limitRateText,
  MULTIPLES_NOTE,
  resultKind,
  type Verdict,
  verdict,
} from "./verdict";

export { ABUSE_MULTIPLIER, type AnalysisResultKind, resultKind };
/** DESIGN D12: the other multiples of REsp 1.061.530 (2× and 3×), information only (D12 shows no other multiple). */
export const OTHER_COURT_MULTIPLES = [2, 3] as const;
export const OTHER_MULTIPLES_NOTE = MULTIPLES_NOTE;

/** Contract rate ÷ average. */
export function rateRatio(contractRate: number, average: number): number {
  return contractRate / average;
}

/** SPEC §5: abusive when the contract rate is above multiple × average (equal is not abusive). */
export function isAbusive(
  contractRate: number,
  average: number,
  multiplier = ABUSE_MULTIPLIER,
): boolean {
  if (!(average > 0) || !Number.isFinite(contractRate)) return false;
  return isAboveLimit(contractRate, exactLimit(average, multiplier));
}

/** multiple × average, exact (1,97 × 1,5 = 2,955: never rounded to 2,96, DESIGN §7.1). */
export function abusiveThreshold(average: number, multiplier = ABUSE_MULTIPLIER): number {
  return exactLimit(average, multiplier);
}

/** "Acima de 2,955% a.m." — the threshold with every decimal it has. */
export function thresholdText(average: number): string {
  return `Acima de ${limitRateText(abusiveThreshold(average))}`;
}

export interface MultipleCheck {
  multiplo: number;
  /** multiple × average, exact. */
  limite: number;
  /** Whether the contract rate is above it (null when the contract rate is unknown). */
  acima: boolean | null;
}

export interface RateAnalysis {
  tipo: ContractType;
  /** % a.m.; null for vehicle/personal loan without a known rate (the spec's flows have no field). */
  taxaContrato: number | null;
  mediaBacen: number;
  /** 1.5 × average, exact (show it with `verdict(...)`, never with formatRate). */
  limiteAbusivo: number;
  /** contract ÷ average, or null without a contract rate. */
  razao: number | null;
  abusiva: boolean;
  resultado: AnalysisResultKind;
  /** DESIGN D12 (2× and 3×), information only. */
  outrosMultiplos: MultipleCheck[];
}

export function analyzeRate(
  type: ContractType,
  contractRate: number | null,
  average: number,
): RateAnalysis {
  const known = contractRate !== null && Number.isFinite(contractRate);
  const abusiva = known ? isAbusive(contractRate, average) : false;
  return {
    tipo: type,
    taxaContrato: known ? contractRate : null,
    mediaBacen: average,
    limiteAbusivo: abusiveThreshold(average),
    razao: known && average > 0 ? rateRatio(contractRate, average) : null,
    abusiva,
    resultado: resultKind(type, abusiva),
    outrosMultiplos: OTHER_COURT_MULTIPLES.map((multiplo) => ({
      multiplo,
      limite: abusiveThreshold(average, multiplo),
      acima: known ? isAbusive(contractRate, average, multiplo) : null,
    })),
  };
}

export interface AnalysisRequest {
  tipo: ContractType;
  /** Consignado sector; for RMC/RCC cards the card's sector (inss / publico / total = "Não sei"). */
  setor?: ConsignadoSector | null;
  mes: MonthId;
  /** Optional exact signing day (YYYY-MM-DD): refines the INSS cap inside a month of change. */
  dataContrato?: string | null;
  taxaContrato: number | null;
}

export interface FullAnalysis extends RateAnalysis {
  certificado: RateCertificate;
  /** The INSS legal cap check (DESIGN D27), when the caps were given; absent in older records. */
  tetoInss?: TetoInss | null;
}

/**
 * Lookup + rule in one call: what the dashboard and the public calculator run. With the INSS cap
 * rows it also checks the legal cap; above it the result is the irregular one (said first).
 */
export function analyzeContract(
  source: RateTable | readonly RateRow[],
  request: AnalysisRequest,
  capRows?: readonly InssCapRow[],
): FullAnalysis {
  const certificado = lookupRate(source, request);
  const analysis: FullAnalysis = {
    ...analyzeRate(request.tipo, request.taxaContrato, certificado.valor),
    certificado,
  };
  if (!capRows) return analysis;
  const tetoInss = checkInssCap(capRows, {
    tipo: request.tipo,
    setor: request.setor ?? null,
    mes: request.mes,
    dataContrato: request.dataContrato ?? null,
    taxaContrato: request.taxaContrato,
  });
  const resultado = verdictOf({ ...analysis, tetoInss }).resultado;
  return { ...analysis, resultado, tetoInss };
}

/**
 * The verdict (flag + every sentence) of an analysis, fresh or stored (DESIGN D28). The INSS cap
 * recorded with the analysis is composed in unless a cap check is passed explicitly.
 */
export function verdictOf(
  analysis: Pick<FullAnalysis, "tipo" | "taxaContrato" | "certificado"> & {
    tetoInss?: TetoInss | null;
  },
  capCheck?: CapCheck | null,
): Verdict {
  const cap = capCheck === undefined ? capCheckOf(analysis.tetoInss) : capCheck;
  return verdict({
    tipo: analysis.tipo,
    taxaContrato: analysis.taxaContrato,
    certificado: analysis.certificado,
    capCheck: cap,
  });
}
