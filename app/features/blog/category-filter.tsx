// Category filter (SPEC §2): real buttons in a GET form, so it works without JavaScript and the
// choice lands in the URL. The form carries no "pagina": a new category always starts on page 1
// (SPEC §4).
import { Form } from "react-router";
import { cx } from "~/ui/cx";
import {
  ALL_CATEGORIES_LABEL,
  BLOG_CATEGORIES,
  type BlogCategorySlug,
} from "../../../editorial/blog/categories";

const BASE =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const ON = "border-brand-700 bg-brand-700 text-white hover:bg-brand-800";
const OFF = "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50";

export function CategoryFilter({ active }: { active: BlogCategorySlug | null }) {
  return (
    <Form method="get" action="/blog" preventScrollReset aria-label="Filtrar por categoria">
      <fieldset aria-label="Categorias" className="flex min-w-0 flex-wrap gap-2">
        <button
          type="submit"
          aria-pressed={active === null}
          className={cx(BASE, active === null ? ON : OFF)}
        >
          {ALL_CATEGORIES_LABEL}
        </button>
        {BLOG_CATEGORIES.map((category) => (
          <button
            key={category.slug}
            type="submit"
            name="categoria"
            value={category.slug}
            aria-pressed={active === category.slug}
            className={cx(BASE, active === category.slug ? ON : OFF)}
          >
            {category.label}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
