// One post in the list: illustration, category, title, excerpt, author/date/read time and the
// way in — a link to the article, or a disabled "Em breve" button while it is not published.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import type { BlogCard as BlogCardData } from "./blog.server";
import { formatPostDate, readTimeText } from "./format";

/** `first`: the first card's picture is the page's largest paint on phones, so it is fetched at
 * once, with priority (issue 12 item 5); the others wait until they are near the screen. */
export function BlogCard({ post, first = false }: { post: BlogCardData; first?: boolean }) {
  const titleId = `post-${post.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {post.image ? (
        // Decorative: the title says what the post is about.
        <img
          src={post.image}
          alt=""
          width={640}
          height={320}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          className="aspect-[2/1] w-full bg-brand-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Badge tone="neutral" className="self-start">
          {post.category}
        </Badge>
        <h2 id={titleId} className="mt-3 text-lg font-bold leading-snug text-slate-900">
          {post.link ? (
            <Link to={post.link} className="hover:text-brand-800 hover:underline">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h2>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{post.author}</span>
          {post.date ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="calendar-days" aria-hidden className="size-4" />
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </span>
          ) : null}
          {post.readTime ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" aria-hidden className="size-4" />
              {readTimeText(post.readTime)}
            </span>
          ) : null}
        </p>
        <div className="mt-5">
          {post.link ? (
            <Link
              to={post.link}
              aria-label={`Ler artigo: ${post.title}`}
              className={buttonClasses({ variant: "secondary", block: true })}
            >
              Ler artigo <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
          ) : (
            <Button variant="outline" block disabled>
              Em breve
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
