// Site-wide <head> additions (DESIGN §7.13): the canonical URL on APP_URL and the Organization
// JSON-LD. Rendered by the root layout from the root loader's `site` facts.
import { useLocation } from "react-router";
import { canonicalUrl } from "./canonical";
import { JsonLd } from "./json-ld";
import type { SiteFacts } from "./site.server";

export function SeoHead({ site }: { site: SiteFacts | undefined }) {
  const { pathname } = useLocation();
  if (!site) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(site.appUrl, pathname)} />
      <JsonLd json={site.organizationJsonLd} />
    </>
  );
}
