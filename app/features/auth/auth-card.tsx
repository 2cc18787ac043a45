// The frame of the small account pages (forgotten password, new password, confirmation, second
// step, factor removal): one card, one heading, and the brand line when the page serves both areas.
import type { ReactNode } from "react";
import { Card } from "~/ui/card";
import { cx } from "~/ui/cx";

export function AuthCard({
  titleId,
  title,
  lawyer,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** Whose page this is: the brand line above the heading; undefined for none. */
  lawyer?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <Card as="section" padding="lg" className="mx-auto max-w-md" aria-labelledby={titleId}>
        {lawyer === undefined ? null : (
          <p className="text-sm font-semibold text-brand-700">
            {lawyer ? "RevisaConecta · advogados parceiros" : "RevisaFácil"}
          </p>
        )}
        <h1
          id={titleId}
          className={cx(lawyer !== undefined && "mt-1", "text-2xl font-bold text-slate-900")}
        >
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}
