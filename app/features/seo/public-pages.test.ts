import { describe, expect, it } from "vitest";
import { DISALLOWED_PREFIXES, PUBLIC_PAGES, robotsTxt, sitemapXml } from "./public-pages";
import { articleLd, faqPageLd, serializeJsonLd } from "./structured-data.server";

describe("sitemap and robots", () => {
  it("lists the ten published articles and no private or paywalled page", () => {
    const paths = PUBLIC_PAGES.map((p) => p.path);
    expect(paths.filter((p) => p.startsWith("/blog-"))).toHaveLength(10);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/calculadora-online-juros",
        "/blog",
        "/termos-de-uso",
        "/politica-privacidade",
      ]),
    );
    for (const path of paths) {
      expect(DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
  it("writes absolute, escaped locations on APP_URL and points robots.txt to the sitemap", () => {
    const xml = sitemapXml("https://revisafacil.com.br/", [
      { path: "/a?b=1&c=2", changefreq: "monthly", priority: 0.5 },
    ]);
    expect(xml).toContain("<loc>https://revisafacil.com.br/a?b=1&amp;c=2</loc>");
    expect(robotsTxt("https://revisafacil.com.br")).toContain(
      "Sitemap: https://revisafacil.com.br/sitemap.xml",
    );
    expect(robotsTxt("https://revisafacil.com.br")).toContain("Disallow: /assinatura");
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element", () => {
    const json = serializeJsonLd(faqPageLd([{ q: "</script><script>alert(1)</script>", a: "x" }]));
    expect(json).not.toContain("</script");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
  it("gives an Article the fields search engines require, with absolute URLs", () => {
    const ld = articleLd({
      appUrl: "https://revisafacil.com.br",
      slug: "blog-x",
      title: "T",
      summary: "S",
      author: "Equipe RevisaFácil",
      image: "/blog/x.svg",
      publishedAt: "2025-10-06T15:00:00.000Z",
    });
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "T",
      image: ["https://revisafacil.com.br/blog/x.svg"],
      datePublished: "2025-10-06T15:00:00.000Z",
      mainEntityOfPage: { "@id": "https://revisafacil.com.br/blog-x" },
    });
  });
});
