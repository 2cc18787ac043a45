// A set of native radios in a fieldset whose legend names the question; arrow keys move between
// options (browser behaviour), hint and error are read with the group.
import { useId } from "react";
import { cx } from "./cx";
import { FieldError, FieldHint } from "./field";

export interface RadioOption {
  value: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: React.ReactNode;
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  /** "cards" draws each option as a bordered tile (good for plan or sector choices). */
  appearance?: "list" | "cards";
  className?: string;
}

export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  appearance = "list",
  className,
}: RadioGroupProps) {
  const base = `grupo-${useId()}`;
  const hintId = hint ? `${base}-dica` : undefined;
  const errorId = error ? `${base}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={cx("flex flex-col gap-2", className)} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger-700">
            *
          </span>
        ) : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={cx("flex flex-col", appearance === "cards" ? "gap-2" : "gap-0")}>
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          const optionHintId = option.hint ? `${id}-dica` : undefined;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cx(
                "flex min-h-11 cursor-pointer items-start gap-3 py-2",
                appearance === "cards" &&
                  "rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50",
                option.disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => onValueChange?.(event.currentTarget.value)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span className="text-base text-slate-800">{option.label}</span>
                {option.hint ? (
                  <span id={optionHintId} className="text-sm text-slate-600">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
