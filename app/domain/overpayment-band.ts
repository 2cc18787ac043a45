// The estimated overpayment a lawyer sees before selecting a case (DESIGN §8b.28), as a band,
// never the figure: the consumer's own calculation is an estimate, and a band neither identifies
// the contract nor reads as a promise (OAB: no success odds). The band and its sentence come from
// here together.
import { NO_REFUND_TEXT } from "./revision";

/** Upper bounds (R$) of the bands; above the last one the band is open. */
export const OVERPAYMENT_BOUNDS = [1_000, 5_000, 10_000, 30_000] as const;

export type OverpaymentBand =
  | { faixa: "sem_valores"; texto: string }
  | { faixa: "ate"; limite: number; texto: string }
  | { faixa: "entre"; de: number; ate: number; texto: string }
  | { faixa: "acima"; limite: number; texto: string };

const reais = (v: number) => `R$ ${v.toLocaleString("pt-BR")}`;

/** The band of `pagoAMais` (reais; 0 or less means nothing to refund by the criterion). */
export function overpaymentBand(pagoAMais: number): OverpaymentBand {
  if (!Number.isFinite(pagoAMais) || pagoAMais <= 0) {
    return { faixa: "sem_valores", texto: NO_REFUND_TEXT };
  }
  const first = OVERPAYMENT_BOUNDS[0];
  if (pagoAMais <= first) return { faixa: "ate", limite: first, texto: `Até ${reais(first)}` };
  for (let i = 1; i < OVERPAYMENT_BOUNDS.length; i++) {
    const de = OVERPAYMENT_BOUNDS[i - 1]!;
    const ate = OVERPAYMENT_BOUNDS[i]!;
    if (pagoAMais <= ate) {
      return { faixa: "entre", de, ate, texto: `Entre ${reais(de)} e ${reais(ate)}` };
    }
  }
  const last = OVERPAYMENT_BOUNDS[OVERPAYMENT_BOUNDS.length - 1]!;
  return { faixa: "acima", limite: last, texto: `Acima de ${reais(last)}` };
}
