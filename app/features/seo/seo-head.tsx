// Site-wide <head> additions (DESIGN §7.13): the canonical URL on APP_URL and the Organization
// JSON-LD. Rendered by the root layout from the root loader's `site` facts.
import { useLocation, useMatches } from "react-router";
import { canonicalUrl } from "./canonical";
import { JsonLd } from "./json-ld";
import type { SiteFacts } from "./site.server";

export function SeoHead({ site }: { site: SiteFacts | undefined }) {
  const { pathname } = useLocation();
  // A route with `handle.canonical === false` (the 404) names no canonical address.
  const canonical = !useMatches().some(
    (match) => (match.handle as { canonical?: boolean } | undefined)?.canonical === false,
  );
  if (!site) return null;
  return (
    <>
      {canonical ? <link rel="canonical" href={canonicalUrl(site.appUrl, pathname)} /> : null}
      <JsonLd json={site.organizationJsonLd} />
    </>
  );
}
