// The blog's categories (SPEC §2 "Blog"): four themes plus "Todos". URLs carry a slug so a
// filtered page is shareable and readable (?categoria=revisao-de-juros&pagina=2).
export const BLOG_CATEGORIES = [
  { slug: "revisao-de-juros", label: "Revisão de Juros" },
  { slug: "busca-e-apreensao", label: "Busca e Apreensão" },
  { slug: "direitos-do-consumidor", label: "Direitos do Consumidor" },
  { slug: "dicas-juridicas", label: "Dicas Jurídicas" },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]["label"];
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];

export const ALL_CATEGORIES_LABEL = "Todos";

/** SPEC §9: 6 posts per page. */
export const BLOG_PAGE_SIZE = 6;

export function categoryBySlug(slug: string): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((c) => c.slug === slug)?.label;
}
