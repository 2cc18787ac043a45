// Accordion on native <details>/<summary>: works without JavaScript, keyboard and screen
// readers get expanded/collapsed for free, and the browser's find-in-page opens closed items.
import { Icon } from "./icons/icon";
import { cx } from "./cx";

export function Accordion({ className, ...rest }: React.ComponentProps<"div">) {
  return (
    <div
      className={cx(
        "divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white",
        className,
      )}
      {...rest}
    />
  );
}

export interface AccordionItemProps extends Omit<React.ComponentProps<"details">, "title"> {
  title: React.ReactNode;
  /** Items with the same name close each other (only one open at a time). */
  name?: string;
}

export function AccordionItem({ title, children, className, ...rest }: AccordionItemProps) {
  return (
    <details className={cx("group", className)} {...rest}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <Icon
          name="chevron-down"
          aria-hidden
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-5 pb-5 text-slate-700">{children}</div>
    </details>
  );
}
