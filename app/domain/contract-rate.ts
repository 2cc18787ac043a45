// Which monthly rate a contract is judged and revised at (issue #22 item 4, DESIGN §8b.31): the
// rate the document prints when the installments agree with it, else the rate implied by
// installment × count over the amount (EMPRESTADO, never LIBERADO). One function for the verdict
// and for the recovery figures, so both always come from the same rate, with the sentence that
// says which rate it is and why.
import { impliedMonthlyRate, type ImpliedRateInput } from "./implied-rate";
import { formatMoney, formatRate } from "./numbers";

/** A printed rate within this of the implied one (% a.m., inclusive) is the installments' rate. */
export const RATE_AGREEMENT_PP = 0.01;

export interface ContractRateChoice {
  /** The rate of the verdict and of the revision, % a.m., unrounded. */
  taxaMensal: number;
  fonte: "documento" | "implicita";
  /** Implied by installment × count over the amount, % a.m. */
  implicita: number;
  /** As printed, % a.m.; null when the document has none. */
  documento: number | null;
  /** Which rate and why, in pt-BR. */
  frase: string;
}

export type ContractRateResult =
  | ({ ok: true } & ContractRateChoice)
  | { ok: false; campo: "valorFinanciado" | "parcela" | "numeroParcelas"; erro: string };

export function chooseContractRate(
  input: ImpliedRateInput & { taxaDocumento?: number | null },
): ContractRateResult {
  const implied = impliedMonthlyRate(input);
  if (!implied.ok) return { ok: false, campo: implied.campo, erro: implied.erro };
  const printed =
    typeof input.taxaDocumento === "number" &&
    Number.isFinite(input.taxaDocumento) &&
    input.taxaDocumento > 0
      ? input.taxaDocumento
      : null;
  const implicita = implied.taxaMensal;
  // Compared in hundredths of a point, without binary drift (2,51 − 2,50 is 0,01, not 0,0100…01).
  const agrees =
    printed !== null &&
    Math.round(Math.abs(printed - implicita) * 1e8) <= Math.round(RATE_AGREEMENT_PP * 1e8);
  const amounts = `${formatMoney(input.parcela)} × ${input.numeroParcelas} sobre ${formatMoney(input.valorFinanciado)}`;
  if (agrees) {
    return {
      ok: true,
      taxaMensal: printed,
      fonte: "documento",
      implicita,
      documento: printed,
      frase: `Taxa do contrato: ${formatRate(printed)}, a do documento, que confere com as parcelas (${amounts} dá ${formatRate(implicita)}).`,
    };
  }
  return {
    ok: true,
    taxaMensal: implicita,
    fonte: "implicita",
    implicita,
    documento: printed,
    frase:
      printed === null
        ? `Taxa do contrato: ${formatRate(implicita)}, a implícita nas parcelas (${amounts}), pois o documento não traz a taxa.`
        : `Taxa do contrato: ${formatRate(implicita)}, a implícita nas parcelas (${amounts}); a do documento (${formatRate(printed)}) não confere com elas e não é usada.`,
  };
}
