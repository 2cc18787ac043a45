// Buttons and button-looking links. One look for every action in the product.
import { Icon } from "./icons/icon";
import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 active:bg-slate-100",
  ghost: "text-brand-800 hover:bg-brand-50 active:bg-brand-100",
  danger: "bg-danger-700 text-white shadow-sm hover:bg-danger-800 active:bg-red-900",
};

// Every size keeps a 44px touch target except sm (36px; use it only inside dense tables).
const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-5 text-base gap-2",
  lg: "min-h-13 px-6 text-lg gap-2",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width on phones and desktop alike. */
  block?: boolean;
}

/** The classes of a button, for elements that are not <Button> (e.g. a download <a>). */
export function buttonClasses({
  variant = "primary",
  size = "md",
  block = false,
}: ButtonStyle = {}): string {
  return cx(
    "inline-flex items-center justify-center rounded-xl font-semibold transition-colors select-none",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    block && "w-full",
  );
}

export interface ButtonProps extends React.ComponentProps<"button">, ButtonStyle {
  /** Shows a spinner, disables the button and announces it as busy. */
  loading?: boolean;
  /** The label while loading, e.g. "Processando..." (the spec's texts); defaults to the children. */
  loadingText?: React.ReactNode;
  /** An icon placed before the label (hidden from screen readers). */
  icon?: React.ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClasses({ variant, size, block }), className)}
      {...rest}
    >
      {loading ? (
        <Icon name="loader-circle" aria-hidden className="size-5 animate-spin" />
      ) : icon ? (
        <span aria-hidden className="inline-flex shrink-0">
          {icon}
        </span>
      ) : null}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyle {
  icon?: React.ReactNode;
}

/** A router link that looks like a button (navigation is a link, not a button). */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={cx(buttonClasses({ variant, size, block }), className)} {...rest}>
      {icon ? (
        <span aria-hidden className="inline-flex shrink-0">
          {icon}
        </span>
      ) : null}
      {children}
    </Link>
  );
}
