// The public calculator runs the same engine and data as the dashboard (DESIGN D10), with no
// account and no record; the request itself is the loading time (no simulated wait).
import { analyzeContract, type FullAnalysis } from "~/domain/analysis";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { getRateTable } from "~/features/rates/rates.server";
import { type AnalysisFieldValues } from "../analysis/analysis-fields";
import { ANALYSIS_FORM_FIELDS, type AnalysisFormErrors, parseAnalysisForm } from "../analysis/analysis-schema";
import { echoableValues, pickFields } from "~/platform/form";

export type CalculatorOutcome =
  | { ok: true; analysis: FullAnalysis; dataAnalise: string; values: AnalysisFieldValues }
  | { ok: false; errors: AnalysisFormErrors; values: AnalysisFieldValues };

export async function runCalculator(form: FormData): Promise<CalculatorOutcome> {
  const parsed = parseAnalysisForm(form);
  if (!parsed.ok) {
    // Never echo an oversized value (issue 11 item 2): the form re-renders without it.
    const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
    return { ok: false, errors: parsed.errors, values };
  }
  const [table, caps] = await Promise.all([getRateTable(), getCapRows()]);
  // The typed values go back too: a new account's dashboard starts from them (issue 10 item 6).
  const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
  return { ok: true, analysis: analyzeContract(table, parsed.value, caps), dataAnalise: new Date().toISOString(), values };
}
