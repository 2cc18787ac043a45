// A calculator result carried into the new account (issue 10 item 6): the public calculator keeps
// the typed values in this tab's sessionStorage, and the dashboard's form starts from them once
// (then they are removed). Nothing leaves the browser; another tab or a closed tab forgets them.
import { useEffect, useState } from "react";
import type { AnalysisFieldValues } from "./analysis-fields";

const KEY = "revisafacil:calculadora";

export function rememberCalculation(values: AnalysisFieldValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage off (private mode): the dashboard simply starts empty.
  }
}

/** The values of the last calculator result in this tab, read once and then forgotten. */
export function useCarriedCalculation(): AnalysisFieldValues | null {
  const [values, setValues] = useState<AnalysisFieldValues | null>(null);
  useEffect(() => {
    try {
      const raw = sessionStorage.getItem(KEY);
      if (!raw) return;
      sessionStorage.removeItem(KEY);
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        const clean = Object.fromEntries(
          Object.entries(parsed as Record<string, unknown>).filter(
            ([, v]) => typeof v === "string" && v.length <= 200,
          ),
        );
        setValues(clean as AnalysisFieldValues);
      }
    } catch {
      // Unreadable: start empty.
    }
  }, []);
  return values;
}
