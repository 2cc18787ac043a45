// /blog (SPEC §2 "Blog"): category filter, 3-column grid of 6 posts per page and pagination,
// all driven by the URL. Public: signed-out visitors may read the blog (SPEC §6).
import { Icon } from "~/ui/icons/icon";
import { db } from "~/db/client.server";
import { Alert } from "~/ui/alert";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/blog-page";
import { BlogCard } from "./blog-card";
import { parseBlogQuery } from "./blog-query.server";
import { listBlogPosts } from "./blog.server";
import { BLOG_PAGE_SIZE, categoryBySlug } from "../../../editorial/blog/categories";
import { CategoryFilter } from "./category-filter";
import { Pagination } from "./pagination";

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const category = query.category ? (categoryBySlug(query.category) ?? null) : null;
  const list = await listBlogPosts(db(), { category, page: query.page });
  const notices = [...query.notices];
  if (list.page !== query.page && query.page > 1)
    notices.push(`A página ${query.page} não existe. Mostrando a página ${list.page}.`);
  return { ...list, category: query.category, notices };
}

export function meta() {
  return [
    { title: "Blog — RevisaFácil" },
    {
      name: "description",
      content:
        "Artigos em linguagem simples sobre juros abusivos, revisão de contratos, busca e apreensão de veículos, seguros embutidos e seus direitos como consumidor.",
    },
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, category, notices } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * BLOG_PAGE_SIZE + 1;
  const last = first === 0 ? 0 : first + posts.length - 1;
  return (
    <Container className="py-8 sm:py-12">
      <PageHeading
        eyebrow="Blog"
        title="Blog RevisaFácil"
        description="Artigos em linguagem simples sobre juros, contratos de crédito e os seus direitos como consumidor."
      />

      <div className="mt-8">
        <CategoryFilter active={category} />
      </div>

      {notices.length > 0 ? (
        <Alert tone="warning" className="mt-6" role="none">
          {notices.join(" ")}
        </Alert>
      ) : null}

      <p role="status" className="mt-6 text-sm text-slate-600">
        {total === 0
          ? "Nenhum artigo nesta categoria ainda."
          : `Mostrando ${first}–${last} de ${total} ${total === 1 ? "artigo" : "artigos"}`}
      </p>

      {posts.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
          <Icon name="newspaper" aria-hidden className="size-8 text-brand-700" />
          <p className="mt-3">Ainda não publicamos artigos nesta categoria.</p>
        </div>
      )}

      <Pagination category={category} page={page} pageCount={pageCount} />
    </Container>
  );
}
