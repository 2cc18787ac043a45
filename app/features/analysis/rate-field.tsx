// The contract-rate field with what issue "Truth" item 6 adds beside every rate field: while
// typing, a rate above 20% a.m. asks "Essa taxa é mensal? …" and offers its monthly equivalent
// (never blocking), and an annual → monthly converter fills the field. Both need JavaScript; without
// it the same question is shown server-side with the result.
import { Icon } from "~/ui/icons/icon";
import { useId, useState } from "react";
import { useHydrated } from "./use-hydrated";
import { formatNumber, parseRate } from "~/domain/numbers";
import { convertAnnualToMonthly, rateQuestion } from "~/domain/rate-check";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

export function RateField({
  value,
  onChange,
  error,
  required,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required: boolean;
  hint: string;
}) {
  const hydrated = useHydrated();
  const typed = parseRate(value);
  // The average is not known before the lookup: the 3× check happens with the result.
  const question = hydrated && typed.ok ? rateQuestion(typed.value) : null;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Taxa de juros mensal do contrato (% a.m.)"
        name="taxa"
        inputMode="decimal"
        autoComplete="off"
        placeholder="Ex.: 2,49"
        hint={hint}
        value={value}
        // Nothing is stripped while typing (DESIGN §7.2): malformed text gets its message on submit.
        onChange={(e) => onChange(e.target.value)}
        error={error}
        required={required}
      />
      {question ? (
        <div
          className="rounded-xl border border-amber-200 bg-warn-50 p-3 text-sm text-warn-800"
          role="status"
        >
          <p>{question.pergunta}.</p>
          <Button
            type="button"
            variant="outline"
            className="mt-2"
            onClick={() => onChange(formatNumber(question.mensalArredondada, 2))}
          >
            {`Usar ${formatNumber(question.mensalArredondada, 2)}% ao mês`}
          </Button>
        </div>
      ) : null}
      {hydrated ? (
        <AnnualConverter onUse={(monthly) => onChange(formatNumber(monthly, 2))} />
      ) : null}
    </div>
  );
}

function AnnualConverter({ onUse }: { onUse: (monthly: number) => void }) {
  const [annual, setAnnual] = useState("");
  const outputId = useId();
  const parsed =
    annual.trim() === "" ? null : parseRate(annual.replace(/\s*(a\.?\s?a\.?|ao\s+ano)\s*$/i, ""));
  const conversion = parsed?.ok ? convertAnnualToMonthly(parsed.value) : null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-brand-800">
        <Icon name="arrow-right-left" aria-hidden className="size-4" /> Converter taxa anual
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <TextField
          label="Taxa ao ano (% a.a.)"
          name="taxaAnualConversor"
          form="__nenhum__" // not part of the analysis form
          inputMode="decimal"
          autoComplete="off"
          placeholder="Ex.: 35"
          value={annual}
          onChange={(e) => setAnnual(e.target.value)}
          error={parsed && !parsed.ok ? parsed.erro : undefined}
          aria-controls={outputId}
        />
        <output id={outputId} aria-live="polite" className="text-sm text-slate-800">
          {conversion
            ? conversion.texto
            : "Informe a taxa ao ano para ver a taxa equivalente ao mês."}
        </output>
        <Button
          type="button"
          variant="secondary"
          disabled={!conversion}
          onClick={() => conversion && onUse(conversion.mensalArredondada)}
        >
          Usar a taxa ao mês
        </Button>
      </div>
    </details>
  );
}
