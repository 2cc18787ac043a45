// An inline notice inside a page (not a toast): info, success, warning or danger.
// Danger and warning are announced (role="alert"); info and success are polite (role="status").
import { Icon } from "./icons/icon";
import type { IconName } from "./icons/names";
import { cx } from "./cx";

export type AlertTone = "info" | "success" | "warning" | "danger";

const TONES: Record<AlertTone, { box: string; icon: IconName }> = {
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: "info" },
  success: { box: "border-emerald-200 bg-ok-50 text-emerald-900", icon: "circle-check" },
  warning: { box: "border-amber-200 bg-warn-50 text-warn-800", icon: "triangle-exclamation-point" },
  danger: { box: "border-red-200 bg-danger-50 text-red-900", icon: "circle-x" },
};

export interface AlertProps extends Omit<React.ComponentProps<"div">, "title"> {
  tone?: AlertTone;
  title?: React.ReactNode;
  /** Override the ARIA role (e.g. "none" for a notice that is there from the first paint). */
  role?: "alert" | "status" | "none";
}

export function Alert({ tone = "info", title, role, className, children, ...rest }: AlertProps) {
  const { box, icon } = TONES[tone];
  const announced = role ?? (tone === "danger" || tone === "warning" ? "alert" : "status");
  return (
    <div
      role={announced === "none" ? undefined : announced}
      className={cx("flex gap-3 rounded-xl border p-4 text-sm leading-relaxed", box, className)}
      {...rest}
    >
      <Icon name={icon} aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
