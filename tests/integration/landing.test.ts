// The landing page's latest-post card reads the newest published blog post (SPEC §7).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/db/schema";
import { seedRates } from "../../server/seed";
import { readLandingStats, readLatestPost } from "~/features/landing/landing.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

describe.each(databaseKinds)("landing data on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("picks the newest published post and counts our own figures", async () => {
    const post = (slug: string, publishedAt: string, isPublished: boolean) => ({
      slug,
      title: `Post ${slug}`,
      summary: "Resumo",
      category: "Revisão de Juros",
      author: "Equipe RevisaFácil",
      publishedAt: new Date(publishedAt),
      isPublished,
    });
    await database.db
      .insert(blogPosts)
      .values([
        post("blog-antigo", "2025-01-10T12:00:00Z", true),
        post("blog-novo", "2025-06-10T12:00:00Z", true),
        post("blog-rascunho", "2025-09-10T12:00:00Z", false),
      ]);
    await seedRates(database.db);
    const latest = await readLatestPost(database.db);
    expect(latest).toMatchObject({ slug: "blog-novo", title: "Post blog-novo" });
    const stats = await readLandingStats(database.db);
    expect(stats).toEqual({
      analyses: 0,
      monthsCovered: 173,
      firstMonth: "2011-03",
      lastMonth: "2025-07",
    });
  });
});
