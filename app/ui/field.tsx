// The parts every form field shares: ids, label, hint and error, wired by aria-describedby so a
// screen reader reads the hint and the error together with the field.
import { Icon } from "./icons/icon";
import { useId } from "react";
import { cx } from "./cx";

export interface FieldProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A pt-BR message; when present the field is aria-invalid and shows it below. */
  error?: React.ReactNode;
}

export function useFieldIds(id: string | undefined, props: Pick<FieldProps, "hint" | "error">) {
  const auto = useId();
  const inputId = id ?? `campo-${auto}`;
  const hintId = props.hint ? `${inputId}-dica` : undefined;
  const errorId = props.error ? `${inputId}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { inputId, hintId, errorId, describedBy, invalid: Boolean(props.error) };
}

export function FieldLabel({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: React.ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {children}
      {required ? (
        <span aria-hidden className="ml-0.5 text-danger-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <Icon name="circle-exclamation-point" aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** Input, select and textarea share one look; invalid fields get a red border. */
export function controlClasses(invalid: boolean, extra?: string) {
  return cx(
    "block w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors",
    "placeholder:text-slate-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0",
    "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
    invalid
      ? "border-danger-700 focus-visible:outline-danger-700/40"
      : "border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600/40 focus:border-brand-600",
    extra,
  );
}
