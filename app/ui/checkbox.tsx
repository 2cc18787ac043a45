// A native checkbox with its label (the whole row is clickable, ≥ 44px tall), hint and error.
import { cx } from "./cx";
import { FieldError, FieldHint, type FieldProps, useFieldIds } from "./field";

export interface CheckboxProps
  extends Omit<React.ComponentProps<"input">, "type" | "children">,
    FieldProps {}

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={ids.inputId}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className="mt-3 size-5 shrink-0 cursor-pointer rounded accent-brand-700 disabled:cursor-not-allowed"
          {...rest}
        />
        <label
          htmlFor={ids.inputId}
          className="flex min-h-11 cursor-pointer items-center py-2 text-base text-slate-800"
        >
          <span>{label}</span>
        </label>
      </div>
      <div className="pl-8">
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
