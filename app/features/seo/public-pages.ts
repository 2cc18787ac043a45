// The public, indexable pages (DESIGN §7.13) — the sitemap lists exactly these. Private pages
// (account, subscription, lawyer area, admin, checkout) and paywalled ones (legal information and
// its topics, the legal FAQ, templates) are not listed and robots.txt keeps crawlers out of them.
import { blogPostSources } from "../../../editorial/blog/posts";

export interface PublicPage {
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/calculadora-online-juros", changefreq: "monthly", priority: 0.9 },
  { path: "/revisaconecta", changefreq: "monthly", priority: 0.7 },
  { path: "/blog", changefreq: "weekly", priority: 0.8 },
  ...blogPostSources
    .filter((post) => post.publishedAt !== null)
    .map((post) => ({
      path: `/${post.slug}`,
      lastmod: post.publishedAt!.slice(0, 10),
      changefreq: "yearly" as const,
      priority: 0.7,
    })),
  { path: "/lp-servidor-publico", changefreq: "monthly", priority: 0.6 },
  { path: "/curso-reducao-consignado", changefreq: "monthly", priority: 0.6 },
  { path: "/politica-privacidade", changefreq: "yearly", priority: 0.3 },
  { path: "/termos-de-uso", changefreq: "yearly", priority: 0.3 },
];

/** Paths crawlers should not visit (private or for subscribers only). */
export const DISALLOWED_PREFIXES = [
  "/api/",
  "/admin-dashboard",
  "/assinatura",
  "/pagamento-teste/",
  "/minha-conta",
  "/minhas-analises",
  "/meus-casos",
  "/oportunidades-advogados",
  "/suporte",
  "/solicitar-ajuda-juridica",
  "/informacoes-juridicas",
  "/modelos-documentos",
  "/storage/",
  "/verificar/",
  "/redefinir-senha",
  "/confirmar-conta",
  "/sair",
  "/curso-reducao-consignado/",
] as const;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function sitemapXml(appUrl: string, pages: readonly PublicPage[] = PUBLIC_PAGES): string {
  const origin = appUrl.replace(/\/+$/, "");
  const urls = pages.map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${p.path}`)}</loc>\n${p.lastmod ? `    <lastmod>${p.lastmod}</lastmod>\n` : ""}    <changefreq>${p.changefreq}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
