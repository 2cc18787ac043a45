// Site-wide <head> additions (DESIGN §7.13): the canonical URL on APP_URL and the Organization
// JSON-LD. Rendered by the root layout from the root loader's `site` facts.
import { useLocation, useRouteLoaderData } from "react-router";
import { SOCIAL_LINKS } from "~/ui/social-links";
import { canonicalUrl } from "./canonical";
import { JsonLd } from "./json-ld";
import type { SiteFacts } from "./site.server";
import { organizationLd } from "./structured-data";

export function SeoHead({ site }: { site: SiteFacts | undefined }) {
  const { pathname } = useLocation();
  if (!site) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(site.appUrl, pathname)} />
      <JsonLd
        data={organizationLd({
          appUrl: site.appUrl,
          legalName: site.legalName,
          email: site.email,
          sameAs: SOCIAL_LINKS.map((s) => s.href),
        })}
      />
    </>
  );
}

/** The site facts from the root loader, for pages that need APP_URL (e.g. an article's JSON-LD). */
export function useSiteFacts(): SiteFacts | undefined {
  return (useRouteLoaderData("root") as { site?: SiteFacts } | undefined)?.site;
}
