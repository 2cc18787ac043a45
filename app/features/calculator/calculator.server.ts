// The public calculator runs the same engine and data as the dashboard (DESIGN D10), with no
// account and no record; the request itself is the loading time (no simulated wait).
import { analyzeContract, type FullAnalysis } from "~/domain/analysis";
import { getRateTable } from "~/features/rates/rates.server";
import { type AnalysisFieldValues } from "../analysis/analysis-fields";
import { type AnalysisFormErrors, parseAnalysisForm } from "../analysis/analysis-schema";

export type CalculatorOutcome =
  | { ok: true; analysis: FullAnalysis; dataAnalise: string }
  | { ok: false; errors: AnalysisFormErrors; values: AnalysisFieldValues };

export async function runCalculator(form: FormData): Promise<CalculatorOutcome> {
  const parsed = parseAnalysisForm(form);
  if (!parsed.ok) {
    const values = Object.fromEntries(
      ["tipo", "mes", "ano", "taxa", "setor"].map((k) => [k, String(form.get(k) ?? "")]),
    ) as AnalysisFieldValues;
    return { ok: false, errors: parsed.errors, values };
  }
  const table = await getRateTable();
  return { ok: true, analysis: analyzeContract(table, parsed.value), dataAnalise: new Date().toISOString() };
}
