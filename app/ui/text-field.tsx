// Text input and textarea with label, hint and error (see field.tsx for the wiring).
import { cx } from "./cx";
import {
  controlClasses,
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldProps,
  useFieldIds,
} from "./field";

export interface TextFieldProps
  extends Omit<React.ComponentProps<"input">, "children">,
    FieldProps {
  /** Something shown at the right end of the field, e.g. a show/hide password button. */
  trailing?: React.ReactNode;
}

export function TextField({
  label,
  hint,
  error,
  trailing,
  id,
  className,
  required,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="relative">
        <input
          id={ids.inputId}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(ids.invalid, cx("min-h-12", trailing ? "pr-12" : undefined))}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export interface TextAreaFieldProps
  extends Omit<React.ComponentProps<"textarea">, "children">,
    FieldProps {}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(ids.invalid, "py-3 leading-relaxed")}
        {...rest}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
