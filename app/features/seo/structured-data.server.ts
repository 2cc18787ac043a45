// schema.org JSON-LD (DESIGN §7.13): Organization site-wide, Article on the five articles,
// FAQPage on public FAQs only (the legal FAQ is for subscribers and is left out). Pure: the
// routes' loaders pass the facts and send the serialised JSON; the browser never builds it.
export interface OrganizationFacts {
  appUrl: string;
  legalName: string;
  email: string;
  sameAs: readonly string[];
}

const base = (appUrl: string) => appUrl.replace(/\/+$/, "");

export function organizationLd({ appUrl, legalName, email, sameAs }: OrganizationFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${base(appUrl)}/#organizacao`,
    name: "RevisaFácil",
    legalName,
    url: `${base(appUrl)}/`,
    logo: `${base(appUrl)}/favicon.svg`,
    email,
    sameAs: [...sameAs],
  };
}

export interface ArticleFacts {
  appUrl: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  /** The article's illustration; the site logo when it has none. */
  image: string | null;
  publishedAt: string;
}

export function articleLd(a: ArticleFacts) {
  const url = `${base(a.appUrl)}/${a.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title.slice(0, 110),
    description: a.summary,
    image: [
      a.image
        ? a.image.startsWith("http")
          ? a.image
          : `${base(a.appUrl)}${a.image}`
        : `${base(a.appUrl)}/favicon.svg`,
    ],
    datePublished: a.publishedAt,
    dateModified: a.publishedAt,
    author: { "@type": "Organization", name: a.author, url: `${base(a.appUrl)}/` },
    publisher: { "@id": `${base(a.appUrl)}/#organizacao` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: "pt-BR",
  };
}

export function faqPageLd(items: ReadonlyArray<{ q: string; a: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.q,
      acceptedAnswer: { "@type": "Answer", text: item.a },
    })),
  };
}

/** JSON for an inline <script>: "<" escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
