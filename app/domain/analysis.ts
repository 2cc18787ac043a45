// The analysis rule (SPEC §4/§5/§9, DESIGN D11/D12): a contract rate above 1.5 × the BCB monthly
// average is flagged abusive. The result view follows SPEC §4 "Result choice".
import { type ConsignadoSector, type ContractType, isVehicleOrLoanType } from "./contract-types";
import type { MonthId } from "./months";
import { formatRate, roundTo } from "./numbers";
import { lookupRate, type RateCertificate, type RateRow, type RateTable } from "./rates";

export const ABUSE_MULTIPLIER = 1.5;
/** DESIGN D12: multiples courts have also used, shown as information only. */
export const OTHER_COURT_MULTIPLES = [1.1, 2, 3] as const;
export const OTHER_MULTIPLES_NOTE =
  "A regra de 1,5 vez a média do Banco Central é a referência mais usada, mas os tribunais já aplicaram outros múltiplos (1,1×, 2× e 3× a média). O juiz decide caso a caso (STJ, REsp 1.061.530).";

// Rates carry two decimals; a ratio within this of 1.5 is binary noise (2.7 / 1.8 = 1.5000000000000002).
const EPSILON = 1e-9;

/** Contract rate ÷ average. */
export function rateRatio(contractRate: number, average: number): number {
  return contractRate / average;
}

/** SPEC §5: abusive when contract ÷ average > 1.5 (equal to 1.5 is not abusive). */
export function isAbusive(contractRate: number, average: number, multiplier = ABUSE_MULTIPLIER): boolean {
  if (!(average > 0) || !Number.isFinite(contractRate)) return false;
  return rateRatio(contractRate, average) > multiplier + EPSILON;
}

/** 1.5 × average, rounded to two decimals as shown (SPEC §9). */
export function abusiveThreshold(average: number, multiplier = ABUSE_MULTIPLIER): number {
  return roundTo(average * multiplier, 2);
}

/** "Acima de 2,70% a.m." — the threshold sentence of the result. */
export function thresholdText(average: number): string {
  return `Acima de ${formatRate(abusiveThreshold(average))}`;
}

export type AnalysisResultKind = "abusivo" | "sem_irregularidade" | "sem_irregularidade_grave";

/** SPEC §4: abusive → lawyer/templates view; else vehicle/loan → no irregularity; else generic. */
export function resultKind(type: ContractType, abusive: boolean): AnalysisResultKind {
  if (abusive) return "abusivo";
  return isVehicleOrLoanType(type) ? "sem_irregularidade" : "sem_irregularidade_grave";
}

export interface MultipleCheck {
  multiplo: number;
  /** multiple × average, two decimals. */
  limite: number;
  /** Whether the contract rate is above it (null when the contract rate is unknown). */
  acima: boolean | null;
}

export interface RateAnalysis {
  tipo: ContractType;
  /** % a.m.; null for vehicle/personal loan without a known rate (the spec's flows have no field). */
  taxaContrato: number | null;
  mediaBacen: number;
  /** 1.5 × average, two decimals. */
  limiteAbusivo: number;
  /** contract ÷ average, or null without a contract rate. */
  razao: number | null;
  abusiva: boolean;
  resultado: AnalysisResultKind;
  /** DESIGN D12, information only. */
  outrosMultiplos: MultipleCheck[];
}

export function analyzeRate(type: ContractType, contractRate: number | null, average: number): RateAnalysis {
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
  setor?: ConsignadoSector | null;
  mes: MonthId;
  taxaContrato: number | null;
}

export interface FullAnalysis extends RateAnalysis {
  certificado: RateCertificate;
}

/** Lookup + rule in one call: what the dashboard and the public calculator run. */
export function analyzeContract(source: RateTable | readonly RateRow[], request: AnalysisRequest): FullAnalysis {
  const certificado = lookupRate(source, request);
  return { ...analyzeRate(request.tipo, request.taxaContrato, certificado.valor), certificado };
}
