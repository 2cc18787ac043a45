// Every text field of the analysis form has a limit (issue 11 item 2), and the calculator never
// sends an oversized value back (echoableValues).
import { describe, expect, it } from "vitest";
import { echoableValues, pickFields } from "~/platform/form";
import { ANALYSIS_FORM_FIELDS, FIELD_TOO_LONG, parseAnalysisForm } from "./analysis-schema";

describe("analysis form limits", () => {
  it.each(["taxa", "valorFinanciado", "parcela", "numeroParcelas"])(
    "refuses a %s longer than 40 characters",
    (field) => {
      const result = parseAnalysisForm({
        tipo: "emprestimo_consignado",
        mes: "3",
        ano: "2023",
        taxa: "2,49",
        [field]: "1".repeat(41),
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.values(result.errors)).toContain(FIELD_TOO_LONG);
    },
  );

  it("does not echo a 60 KB value", () => {
    const form = new FormData();
    form.set("taxa", "9".repeat(60_000));
    form.set("tipo", "emprestimo_consignado");
    expect(echoableValues(pickFields(form, ANALYSIS_FORM_FIELDS))).toEqual({
      tipo: "emprestimo_consignado",
    });
  });
});
