// A white surface with a soft border: the building block of dashboards, plans and results.
import { cx } from "./cx";

export interface CardProps extends React.HTMLAttributes<HTMLElement> {
  /** "section" or "article" when the card is a landmark of its own. */
  as?: "div" | "section" | "article" | "li";
  padding?: "none" | "md" | "lg";
  /** Highlights the card with the brand border (e.g. the "Mais Popular" plan). */
  highlighted?: boolean;
}

const PADDING = { none: "", md: "p-5 sm:p-6", lg: "p-6 sm:p-8" } as const;

export function Card({
  as: Tag = "div",
  padding = "md",
  highlighted = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={cx(
        "rounded-2xl border bg-white shadow-sm",
        highlighted ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
        PADDING[padding],
        className,
      )}
      {...rest}
    />
  );
}
