// Native <select> (best on phones: the OS picker) with label, hint and error.
import { Icon } from "./icons/icon";
import { cx } from "./cx";
import {
  controlClasses,
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldProps,
  useFieldIds,
} from "./field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<React.ComponentProps<"select">, "children">, FieldProps {
  options: readonly SelectOption[];
  /** An empty first option, e.g. "Selecione o tipo de contrato". */
  placeholder?: string;
}

export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  required,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="relative">
        <select
          id={ids.inputId}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(ids.invalid, "min-h-12 appearance-none pr-10")}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon
          name="chevron-down"
          aria-hidden
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
