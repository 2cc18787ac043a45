// Page frame helpers: the centred column and the page heading every screen starts with.
import { cx } from "./cx";

const WIDTHS = { sm: "max-w-lg", md: "max-w-3xl", lg: "max-w-6xl" } as const;

export function Container({
  width = "lg",
  className,
  ...rest
}: React.ComponentProps<"div"> & { width?: keyof typeof WIDTHS }) {
  return <div className={cx("mx-auto w-full px-4 sm:px-6", WIDTHS[width], className)} {...rest} />;
}

export interface PageHeadingProps {
  title: React.ReactNode;
  /** A short line under the title. */
  description?: React.ReactNode;
  /** A small line above the title (e.g. the area: "RevisaConecta"). */
  eyebrow?: React.ReactNode;
  /** Buttons aligned to the right on desktop, under the text on phones. */
  actions?: React.ReactNode;
  className?: string;
}

/** The page's one <h1>, with optional eyebrow, description and actions. */
export function PageHeading({ title, description, eyebrow, actions, className }: PageHeadingProps) {
  return (
    <div
      className={cx("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}
    >
      <div>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-2 max-w-2xl text-base text-slate-700">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A section title inside a page (h2), for consistent rhythm between sections. */
export function SectionHeading({ className, ...rest }: React.ComponentProps<"h2">) {
  return (
    <h2 className={cx("text-xl font-bold tracking-tight text-slate-900", className)} {...rest} />
  );
}
