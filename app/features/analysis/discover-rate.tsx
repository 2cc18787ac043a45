// "Descobrir minha taxa" (DESIGN D11, §7.2): for vehicle and personal-loan contracts the monthly
// rate comes from the financed amount, the installment and the number of installments; the rule is
// then applied to the exact rate. Used by the dashboard and the public calculator.
import { Icon } from "~/ui/icons/icon";
import { TextField } from "~/ui/text-field";
import type { AnalysisFieldValues, AnalysisFormErrors } from "./analysis-schema";

export function DiscoverRate({
  errors,
  defaults = {},
  open,
}: {
  errors?: AnalysisFormErrors;
  defaults?: AnalysisFieldValues;
  /** Opened from the start (e.g. when the page has no JavaScript to open it). */
  open?: boolean;
}) {
  const hasError = Boolean(errors?.valorFinanciado || errors?.parcela || errors?.numeroParcelas);
  // Amounts carried from the calculator (or sent back) are shown, not hidden in a closed box.
  const hasValues = Boolean(
    defaults.valorFinanciado || defaults.parcela || defaults.numeroParcelas,
  );
  return (
    <details
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      open={open || hasError || hasValues}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
        <Icon name="search" aria-hidden className="size-4" /> Descobrir minha taxa (opcional)
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        Informe o valor financiado, a parcela e o número de parcelas: calculamos a taxa mensal do
        seu contrato e aplicamos a regra de 1,5 vez a média do Banco Central.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Valor financiado (R$)"
          name="valorFinanciado"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Ex.: 30.000,00"
          defaultValue={defaults.valorFinanciado ?? ""}
          error={errors?.valorFinanciado}
        />
        <TextField
          label="Valor da parcela (R$)"
          name="parcela"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Ex.: 1.000,00"
          defaultValue={defaults.parcela ?? ""}
          error={errors?.parcela}
        />
        <TextField
          label="Número de parcelas"
          name="numeroParcelas"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Ex.: 48"
          defaultValue={defaults.numeroParcelas ?? ""}
          error={errors?.numeroParcelas}
        />
      </div>
    </details>
  );
}
