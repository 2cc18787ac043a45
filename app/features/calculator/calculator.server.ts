// The public calculator runs the same engine and data as the dashboard (DESIGN D10), with no
// account and no record; the request itself is the loading time (no simulated wait).
import { analyzeContract, type FullAnalysis } from "~/domain/analysis";
import { type RateQuestion, rateQuestion } from "~/domain/rate-check";
import { getCapRows } from "~/features/rates/inss-caps.server";
import { getRateTable } from "~/features/rates/rates.server";
import type { AnalysisFieldValues } from "../analysis/analysis-fields";
import {
  ANALYSIS_FORM_FIELDS,
  type AnalysisFormErrors,
  parseAnalysisForm,
} from "../analysis/analysis-schema";
import { echoableValues, pickFields } from "~/platform/form";

export type CalculatorOutcome =
  | {
      ok: true;
      analysis: FullAnalysis;
      dataAnalise: string;
      values: AnalysisFieldValues;
      /** "Essa taxa é mensal? …" for an implausible typed rate (issue "Truth" item 6), or null. */
      pergunta: RateQuestion | null;
    }
  | { ok: false; errors: AnalysisFormErrors; values: AnalysisFieldValues };

export async function runCalculator(form: FormData): Promise<CalculatorOutcome> {
  // An optional rate for vehicle and personal loan, as on the dashboard (DESIGN §7.2, §8.18).
  const parsed = parseAnalysisForm(form);
  if (!parsed.ok) {
    // Never echo an oversized value (issue 11 item 2): the form re-renders without it.
    const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
    return { ok: false, errors: parsed.errors, values };
  }
  const [table, caps] = await Promise.all([getRateTable(), getCapRows()]);
  // The typed values go back too: a new account's dashboard starts from them (issue 10 item 6).
  const values = echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS)) as AnalysisFieldValues;
  const analysis = analyzeContract(table, parsed.value, caps);
  const { taxaContrato, taxaCalculada } = parsed.value;
  // Never asked about a rate the product computed itself ("Descobrir minha taxa").
  const pergunta =
    taxaContrato === null
      ? null
      : rateQuestion(taxaContrato, { media: analysis.mediaBacen, calculada: taxaCalculada });
  return { ok: true, analysis, dataAnalise: new Date().toISOString(), values, pergunta };
}
