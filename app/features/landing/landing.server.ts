// Data for the signed-out home page. Both reads are cached in memory for 5 minutes (SPEC §7:
// the latest post is "cached for 5 minutes"); the page revalidates every 10 minutes.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { blogPosts, taxasJurosBacen, userAnalyses } from "~/db/schema";
import { faqPageLd, serializeJsonLd } from "~/features/seo/structured-data.server";
import { type FaqItem, landingFaq } from "../../../editorial/landing/faq";
import { benefits, howItWorks, objections } from "../../../editorial/landing/sections";

const TTL_MS = 5 * 60 * 1000;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; data: T } | undefined;
  return async () => {
    if (value && Date.now() - value.at < TTL_MS) return value.data;
    const data = await load();
    value = { at: Date.now(), data };
    return data;
  };
}

export interface LatestPost {
  title: string;
  summary: string;
  slug: string;
  author: string;
  publishedAt: string;
}

export async function readLatestPost(database: Db): Promise<LatestPost | null> {
  const [post] = await database
    .select({
      title: blogPosts.title,
      summary: blogPosts.summary,
      slug: blogPosts.slug,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return post ? { ...post, publishedAt: post.publishedAt!.toISOString() } : null;
}

export const getLatestPost = cached(() => readLatestPost(db()));

export interface LandingStats {
  analyses: number;
  monthsCovered: number;
  firstMonth: string | null;
  lastMonth: string | null;
}

// Figures the product can back with its own data (DESIGN D25).
export async function readLandingStats(database: Db): Promise<LandingStats> {
  const [rates] = await database
    .select({
      months: sql<number>`count(*)::int`,
      first: sql<string | null>`to_char(min(${taxasJurosBacen.mes}), 'YYYY-MM')`,
      last: sql<string | null>`to_char(max(${taxasJurosBacen.mes}), 'YYYY-MM')`,
    })
    .from(taxasJurosBacen);
  const [analyses] = await database.select({ n: sql<number>`count(*)::int` }).from(userAnalyses);
  return {
    analyses: analyses?.n ?? 0,
    monthsCovered: rates?.months ?? 0,
    firstMonth: rates?.first ?? null,
    lastMonth: rates?.last ?? null,
  };
}

export const getLandingStats = cached(() => readLandingStats(db()));

/**
 * The page's editorial texts (editorial/landing) and their FAQPage JSON-LD. They travel with the
 * loader's data, like a blog article's text, so the page's JavaScript is only its layout (issue
 * 14: landing ≤ 120 KB of gzip JS).
 */
export interface LandingContent {
  howItWorks: typeof howItWorks;
  benefits: typeof benefits;
  objections: typeof objections;
  faq: readonly FaqItem[];
  faqJsonLd: string;
}

const CONTENT: LandingContent = {
  howItWorks,
  benefits,
  objections,
  faq: landingFaq,
  faqJsonLd: serializeJsonLd(faqPageLd(landingFaq)),
};

export function landingContent(): LandingContent {
  return CONTENT;
}
