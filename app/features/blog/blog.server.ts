// Reads the blog from the database: one page of cards (SPEC §3 "Blog post as shown in lists")
// and a single article. Posts not yet published are listed as "Em breve" cards without a link.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { BLOG_PAGE_SIZE, type BlogCategory } from "../../../editorial/blog/categories";

export interface BlogCard {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO timestamp of publication; null while the post is "Em breve". */
  date: string | null;
  readTime: string | null;
  image: string | null;
  /** The article's path; absent while the post is not published. */
  link?: string;
}

export interface BlogPage {
  posts: BlogCard[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listBlogPosts(
  db: Db,
  options: { category: BlogCategory | null; page: number },
): Promise<BlogPage> {
  const where = options.category ? eq(blogPosts.category, options.category) : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      summary: blogPosts.summary,
      category: blogPosts.category,
      author: blogPosts.author,
      readTime: blogPosts.readTime,
      image: blogPosts.image,
      publishedAt: blogPosts.publishedAt,
      isPublished: blogPosts.isPublished,
      hasContent: sql<boolean>`${blogPosts.content} is not null`,
    })
    .from(blogPosts)
    .where(where)
    // Newest first; upcoming posts (no date) after the published ones, in a stable order.
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, blogPosts.title, blogPosts.slug)
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const posts = rows.map((row): BlogCard => {
    const readable = row.isPublished && row.hasContent && row.publishedAt !== null;
    return {
      id: row.id,
      title: row.title,
      excerpt: row.summary,
      category: row.category,
      author: row.author,
      date: readable ? row.publishedAt!.toISOString() : null,
      readTime: readable ? row.readTime : null,
      image: row.image,
      ...(readable ? { link: `/${row.slug}` } : {}),
    };
  });
  return { posts, total, page, pageCount };
}

export interface BlogArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  publishedAt: string;
  readTime: string | null;
  image: string | null;
  content: string;
}

/** A published article by slug, or null (the page answers 404). */
export async function readBlogArticle(db: Db, slug: string): Promise<BlogArticle | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.slug, slug),
        eq(blogPosts.isPublished, true),
        isNotNull(blogPosts.publishedAt),
        isNotNull(blogPosts.content),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    author: row.author,
    publishedAt: row.publishedAt!.toISOString(),
    readTime: row.readTime,
    image: row.image,
    content: row.content!,
  };
}
