// The list's state lives in the URL (?categoria=…&pagina=…): shareable and usable without
// JavaScript. Bad values never fail the page: they fall back to a sane view and say why.
// Reading the URL (zod) is in blog-query.server.ts, so zod stays out of the blog's browser JS.
import type { BlogCategorySlug } from "../../../editorial/blog/categories";

/** The list URL for a category and page; page 1 and "Todos" stay out of the URL. */
export function blogListHref(category: BlogCategorySlug | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("categoria", category);
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}
