// The five article routes (/blog-descubraseguros, …; SPEC §2) share this page: the route's path
// is the post's slug. Title, category, author, date, read time, the text, a CTA to the free
// calculator and a way back to the list. No Suporte link in the footer (site-footer.tsx).
import { Icon } from "~/ui/icons/icon";
import { data, Link } from "react-router";
import { db } from "~/db/client.server";
import { JsonLd } from "~/features/seo/json-ld";
import { articleLd, serializeJsonLd } from "~/features/seo/structured-data.server";
import { env } from "~/env.server";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import type { Route } from "./+types/article-page";
import { parseArticle } from "./article-blocks";
import { ArticleBody } from "./article-body";
import { blogListHref } from "./blog-query";
import { readBlogArticle } from "./blog.server";
import { BLOG_CATEGORIES } from "../../../editorial/blog/categories";
import { formatPostDate, readTimeText } from "./format";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const article = await readBlogArticle(db(), slug);
  if (!article) throw data("Artigo não encontrado", { status: 404 });
  const { content, ...post } = article;
  const jsonLd = post.publishedAt
    ? serializeJsonLd(
        articleLd({
          appUrl: env().APP_URL,
          slug: post.slug,
          title: post.title,
          summary: post.summary,
          author: post.author,
          image: post.image,
          publishedAt: new Date(post.publishedAt).toISOString(),
        }),
      )
    : null;
  return { post, blocks: parseArticle(content), jsonLd };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Artigo não encontrado — RevisaFácil" }];
  return [
    { title: `${loaderData.post.title} — Blog RevisaFácil` },
    { name: "description", content: loaderData.post.summary },
    { property: "og:title", content: loaderData.post.title },
    { property: "og:description", content: loaderData.post.summary },
    { property: "og:type", content: "article" },
  ];
}

const BACK_LINK =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:text-brand-950 hover:underline";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, blocks, jsonLd } = loaderData;
  const categorySlug = BLOG_CATEGORIES.find((c) => c.label === post.category)?.slug ?? null;
  return (
    <Container width="md" className="py-6 sm:py-10">
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
      <Link to="/blog" className={BACK_LINK}>
        <Icon name="arrow-left" aria-hidden className="size-4" /> Voltar para o blog
      </Link>

      <article className="mt-4">
        <header>
          {categorySlug ? (
            <Link
              to={blogListHref(categorySlug)}
              className="inline-flex min-h-6 items-center rounded-full hover:underline"
            >
              <Badge tone="neutral">{post.category}</Badge>
            </Link>
          ) : (
            <Badge tone="neutral">{post.category}</Badge>
          )}
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-balance text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>Por {post.author}</span>
            <span className="inline-flex items-center gap-1">
              <Icon name="calendar-days" aria-hidden className="size-4" />
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </span>
            {post.readTime ? (
              <span className="inline-flex items-center gap-1">
                <Icon name="clock" aria-hidden className="size-4" />
                {readTimeText(post.readTime)}
              </span>
            ) : null}
          </p>
          {post.image ? (
            <img
              src={post.image}
              alt=""
              width={640}
              height={320}
              fetchPriority="high"
              className="mt-6 aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover"
            />
          ) : null}
        </header>

        <div className="mt-8">
          <ArticleBody blocks={blocks} />
        </div>

        <p className="mt-10 border-t border-slate-200 pt-6 text-sm leading-relaxed text-slate-600">
          Este conteúdo é informativo e não substitui a orientação de um advogado. Cada contrato e
          cada processo são analisados caso a caso pelo Judiciário.
        </p>
      </article>

      <section
        aria-labelledby="cta-calculadora"
        className="mt-8 rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
      >
        <h2 id="cta-calculadora" className="text-xl font-bold">
          Os juros do seu contrato estão acima da média?
        </h2>
        <p className="mt-2 text-brand-50">
          Compare a taxa do seu contrato com a média do Banco Central do mês em que você assinou. É
          grátis e não precisa de cadastro.
        </p>
        <ButtonLink
          to="/calculadora-online-juros"
          variant="secondary"
          className="mt-5"
          icon={<Icon name="calculator" className="size-5" />}
        >
          Usar a calculadora gratuita
        </ButtonLink>
      </section>

      <Link to="/blog" className={`${BACK_LINK} mt-8`}>
        <Icon name="arrow-left" aria-hidden className="size-4" /> Ver todos os artigos
      </Link>
    </Container>
  );
}
