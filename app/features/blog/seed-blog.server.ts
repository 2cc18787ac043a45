// Seeds the blog from editorial/blog (posts.ts + artigos/<slug>.md) with an upsert by slug, so a
// restart brings every database to the committed content and never duplicates a post.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { blogPostSources } from "../../../editorial/blog/posts";
import type { Db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { readTimeLabel } from "./article-blocks";

// Commands run from the project root, like the BCB seed (server/seed.ts).
export const BLOG_ARTICLES_DIR = "editorial/blog/artigos";

export function readArticleSource(
  slug: string,
  dir = path.resolve(BLOG_ARTICLES_DIR),
): string | null {
  const file = path.join(dir, `${slug}.md`);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

export function blogSeedRows() {
  return blogPostSources.map((post) => {
    const content = post.publishedAt ? readArticleSource(post.slug) : null;
    if (post.publishedAt && content === null)
      throw new Error(`Blog: artigo ${post.slug}.md ausente em ${BLOG_ARTICLES_DIR}`);
    return {
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      category: post.category,
      author: post.author,
      image: post.image,
      content,
      readTime: content ? readTimeLabel(content) : null,
      publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
      isPublished: post.publishedAt !== null,
    };
  });
}

export async function seedBlogPosts(db: Db): Promise<number> {
  const rows = blogSeedRows();
  const upserted = await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        category: sql`excluded.category`,
        author: sql`excluded.author`,
        image: sql`excluded.image`,
        content: sql`excluded.content`,
        readTime: sql`excluded.read_time`,
        publishedAt: sql`excluded.published_at`,
        isPublished: sql`excluded.is_published`,
      },
    })
    .returning({ slug: blogPosts.slug });
  return upserted.length;
}
