// A small label: plan names, statuses, "Mais Popular".
import { cx } from "./cx";

export type BadgeTone = "brand" | "neutral" | "success" | "warning" | "danger";

const TONES: Record<BadgeTone, string> = {
  brand: "bg-brand-700 text-white",
  neutral: "bg-slate-100 text-slate-800",
  success: "bg-ok-50 text-ok-700 ring-1 ring-inset ring-emerald-200",
  warning: "bg-warn-50 text-warn-800 ring-1 ring-inset ring-amber-200",
  danger: "bg-danger-50 text-danger-700 ring-1 ring-inset ring-red-200",
};

export function Badge({
  tone = "neutral",
  className,
  ...rest
}: React.ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
}
