// Previous / numbered / next pagination (SPEC §2). Plain links that keep the category, so every
// page has its own shareable URL and needs no JavaScript.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { cx } from "~/ui/cx";
import { blogListHref } from "./blog-query";
import type { BlogCategorySlug } from "../../../editorial/blog/categories";

const ITEM =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-3 font-semibold";
const LINK = "border border-slate-300 bg-white text-slate-800 hover:bg-brand-50";

export function Pagination({
  category,
  page,
  pageCount,
}: {
  category: BlogCategorySlug | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={blogListHref(category, page - 1)} rel="prev" className={cx(ITEM, LINK)}>
          <Icon name="chevron-left" aria-hidden className="size-4" /> Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(ITEM, "border border-slate-200 text-slate-500")}>
          <Icon name="chevron-left" aria-hidden className="size-4" /> Anterior
        </span>
      )}
      <ol className="flex flex-wrap gap-2">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={cx(ITEM, "bg-brand-700 text-white")}>
                <span className="sr-only">Página </span>
                {n}
              </span>
            ) : (
              <Link to={blogListHref(category, n)} className={cx(ITEM, LINK)}>
                <span className="sr-only">Página </span>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={blogListHref(category, page + 1)} rel="next" className={cx(ITEM, LINK)}>
          Próxima <Icon name="chevron-right" aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(ITEM, "border border-slate-200 text-slate-500")}>
          Próxima <Icon name="chevron-right" aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
