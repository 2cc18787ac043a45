// The committed blog content (editorial/blog, public/blog) keeps the spec's shape (SPEC §2, §9)
// and the brief's rules: 10 posts, all published as full articles of 600–1000 words, own images,
// internal links, dates fixed in the past.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogPostSources } from "../../../editorial/blog/posts";
import { countWords, parseArticle } from "./article-blocks";
import { BLOG_CATEGORIES } from "../../../editorial/blog/categories";
import routes from "~/routes";
import { blogSeedRows } from "./seed-blog.server";

describe("blog content", () => {
  const rows = blogSeedRows();
  const topLevelPaths = new Set<string>();
  const collect = (entries: typeof routes) => {
    for (const r of entries) {
      if (r.path) topLevelPaths.add(r.path);
      else if (r.children) collect(r.children);
    }
  };
  collect(routes);

  it("has 10 posts in the four categories, with unique slugs; a dated post has its article", () => {
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(10);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(BLOG_CATEGORIES.map((c) => c.label)),
    );
    for (const row of rows) expect(row.isPublished, row.slug).toBe(row.content !== null);
    // The five posts once announced as "Em breve" are articles now (issue 24, DESIGN §8b.22).
    expect(rows.filter((r) => r.isPublished)).toHaveLength(10);
    for (const row of rows)
      expect(row.publishedAt!.getTime(), row.slug).toBeLessThanOrEqual(
        Date.parse("2026-11-26T00:00:00Z"),
      );
    for (const row of rows) expect(row.slug, row.slug).toMatch(/^blog-[a-z-]+$/);
  });

  it("publishes full articles of 600 to 1000 words with headings and only internal links", () => {
    for (const row of rows.filter((r) => r.isPublished)) {
      const words = countWords(row.content!);
      expect(words, row.slug).toBeGreaterThanOrEqual(600);
      expect(words, row.slug).toBeLessThanOrEqual(1000);
      expect(
        parseArticle(row.content!).filter((b) => b.type === "h2").length,
        row.slug,
      ).toBeGreaterThanOrEqual(4);
      for (const [, href] of row.content!.matchAll(/\]\(([^)]+)\)/g)) {
        expect(href, row.slug).toMatch(/^\/[a-z-]+$/);
        // Every link leads to a page of the app (articles link to one another).
        expect(topLevelPaths, `${row.slug} → ${href}`).toContain(href!.slice(1));
      }
    }
  });

  it("uses the project's own images", () => {
    for (const post of blogPostSources) {
      expect(post.image, post.slug).toMatch(/^\/blog\/[a-z-]+\.svg$/);
      expect(existsSync(path.resolve("public", `.${post.image}`)), post.image).toBe(true);
      expect(
        readFileSync(path.resolve("public", `.${post.image}`), "utf8"),
        post.image,
      ).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
    }
  });
});
