// The list's state lives in the URL (?categoria=…&pagina=…): shareable and usable without
// JavaScript. Bad values never fail the page: they fall back to a sane view and say why.
import { z } from "zod";
import { BLOG_CATEGORIES, type BlogCategorySlug } from "../../../editorial/blog/categories";

const categorySchema = z.enum(
  BLOG_CATEGORIES.map((c) => c.slug) as [BlogCategorySlug, ...BlogCategorySlug[]],
);
const pageSchema = z.coerce.number().int().min(1).max(10_000);

export interface BlogQuery {
  category: BlogCategorySlug | null;
  page: number;
  notices: string[];
}

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const notices: string[] = [];
  let category: BlogCategorySlug | null = null;
  const rawCategory = params.get("categoria");
  if (rawCategory) {
    const parsed = categorySchema.safeParse(rawCategory);
    if (parsed.success) category = parsed.data;
    else notices.push("Categoria não encontrada. Mostrando todos os artigos.");
  }
  let page = 1;
  const rawPage = params.get("pagina");
  if (rawPage) {
    const parsed = pageSchema.safeParse(rawPage);
    if (parsed.success) page = parsed.data;
    else notices.push("Número de página inválido. Mostrando a primeira página.");
  }
  return { category, page, notices };
}
