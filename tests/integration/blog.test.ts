// The blog seed (editorial/blog → blog_posts) and the list/article reads, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { blogPosts } from "~/db/schema";
import { seed } from "../../server/seed";
import { listBlogPosts, readBlogArticle } from "~/features/blog/blog.server";
import { seedBlogPosts } from "~/features/blog/seed-blog.server";
import { readLatestPost } from "~/features/landing/landing.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

const ARTICLE_ROUTES = [
  "blog-descubraseguros",
  "blog-organize-suas-despesas",
  "blog-empresta-cartao",
  "blog-juros-abusivos-veiculos",
  "blog-credito-quando-utilizar",
  "blog-taxa-media-banco-central",
  "blog-teto-consignado-inss",
  "blog-busca-e-apreensao-liminar",
  "blog-notificacao-atraso-financiamento",
  "blog-cobranca-indevida-devolucao-em-dobro",
];

describe.each(databaseKinds)("blog on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("seeds 10 posts, all published at the article routes, and is idempotent", async () => {
    await seed(database.db);
    // An edited row is brought back to the committed content; nothing is duplicated.
    await database.db
      .update(blogPosts)
      .set({ title: "Editado", isPublished: false })
      .where(eq(blogPosts.slug, "blog-empresta-cartao"));
    expect(await seedBlogPosts(database.db)).toBe(10);

    const rows = await database.db.select().from(blogPosts);
    expect(rows).toHaveLength(10);
    const published = rows.filter((r) => r.isPublished);
    expect(published.map((r) => r.slug).sort()).toEqual([...ARTICLE_ROUTES].sort());
    for (const row of published) {
      expect(row.publishedAt, row.slug).toBeInstanceOf(Date);
      expect(row.content!.length, row.slug).toBeGreaterThan(3000);
      expect(row.readTime, row.slug).toMatch(/^\d+ min$/);
      expect(row.image, row.slug).toMatch(/^\/blog\/[a-z-]+\.svg$/);
    }
    expect(rows.find((r) => r.slug === "blog-empresta-cartao")).toMatchObject({
      title: expect.stringContaining("Emprestar o cartão"),
      isPublished: true,
    });
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set([
        "Revisão de Juros",
        "Busca e Apreensão",
        "Direitos do Consumidor",
        "Dicas Jurídicas",
      ]),
    );
    // The landing card links to /${slug}: the newest published post, whose slug is a route.
    const latest = await readLatestPost(database.db);
    expect(latest?.slug).toBe("blog-cobranca-indevida-devolucao-em-dobro");
  });

  it("lists 6 per page, newest first, every card linked to its article", async () => {
    const page1 = await listBlogPosts(database.db, { category: null, page: 1 });
    expect(page1).toMatchObject({ total: 10, page: 1, pageCount: 2 });
    expect(page1.posts.map((p) => p.link)).toEqual([
      "/blog-cobranca-indevida-devolucao-em-dobro",
      "/blog-notificacao-atraso-financiamento",
      "/blog-busca-e-apreensao-liminar",
      "/blog-teto-consignado-inss",
      "/blog-taxa-media-banco-central",
      "/blog-juros-abusivos-veiculos",
    ]);
    const page2 = await listBlogPosts(database.db, { category: null, page: 2 });
    expect(page2.posts.map((p) => p.link)).toEqual([
      "/blog-descubraseguros",
      "/blog-empresta-cartao",
      "/blog-credito-quando-utilizar",
      "/blog-organize-suas-despesas",
    ]);
    for (const card of [...page1.posts, ...page2.posts]) {
      expect(card.date, card.title).not.toBeNull();
      expect(card.readTime, card.title).toMatch(/^\d+ min$/);
    }
    // A page past the end shows the last one.
    expect((await listBlogPosts(database.db, { category: null, page: 9 })).page).toBe(2);

    const rates = await listBlogPosts(database.db, { category: "Revisão de Juros", page: 1 });
    expect(rates).toMatchObject({ total: 3, pageCount: 1 });
    expect(rates.posts.every((p) => p.category === "Revisão de Juros" && p.link)).toBe(true);
    // The "Busca e Apreensão" filter lists its two articles (issue 24 item 3).
    const seizure = await listBlogPosts(database.db, { category: "Busca e Apreensão", page: 1 });
    expect(seizure.posts.map((p) => p.link)).toEqual([
      "/blog-notificacao-atraso-financiamento",
      "/blog-busca-e-apreensao-liminar",
    ]);
  });

  it("keeps the spec's 'Em breve' card for a post without content, after the published ones", async () => {
    await database.db
      .update(blogPosts)
      .set({ content: null, isPublished: false, publishedAt: null, readTime: null })
      .where(eq(blogPosts.slug, "blog-teto-consignado-inss"));
    try {
      const page2 = await listBlogPosts(database.db, { category: null, page: 2 });
      const soon = page2.posts.at(-1)!;
      expect(soon.title).toBe("Consignado do INSS: o teto de juros e a revisão do contrato");
      expect(soon).not.toHaveProperty("link");
      expect(soon.date).toBeNull();
      expect(soon.readTime).toBeNull();
      expect(await readBlogArticle(database.db, "blog-teto-consignado-inss")).toBeNull();
    } finally {
      await seedBlogPosts(database.db);
    }
    expect(await readBlogArticle(database.db, "blog-teto-consignado-inss")).not.toBeNull();
  });

  it("reads a published article and refuses an unpublished or unknown slug", async () => {
    const article = await readBlogArticle(database.db, "blog-descubraseguros");
    expect(article?.title).toBe(
      "Descubra os seguros escondidos no seu contrato: seguro prestamista e venda casada",
    );
    expect(article?.content).toContain("10 dias úteis");
    const seizure = await readBlogArticle(database.db, "blog-busca-e-apreensao-liminar");
    expect(seizure?.content).toContain("Súmula 72 do STJ");
    expect(await readBlogArticle(database.db, "nao-existe")).toBeNull();
  });
});

it("every published post has its route, and every article route has a post", () => {
  const paths = routes.map((r) => r.path).filter((p): p is string => !!p && p.startsWith("blog-"));
  expect(paths.sort()).toEqual([...ARTICLE_ROUTES].sort());
});
