// The facts the site-wide head needs (canonical origin, the Organization JSON-LD). The root
// loader sends them with every page; they follow from the configuration alone, so they are worked
// out once per configuration, not per request.
import { type Env, env } from "~/env.server";
import { companyInfo } from "~/features/content/company.server";
import { SOCIAL_LINKS } from "~/ui/social-links";
import { organizationLd, serializeJsonLd } from "./structured-data.server";

export interface SiteFacts {
  appUrl: string;
  /** Contact for those without the support form (free-plan lawyers). */
  supportEmail: string;
  /** The Organization JSON-LD, serialised for the page's <head>. */
  organizationJsonLd: string;
}

let memo: { config: Env; facts: SiteFacts } | undefined;

export function siteFacts(): SiteFacts {
  const config = env();
  if (memo?.config === config) return memo.facts;
  const company = companyInfo();
  const facts: SiteFacts = {
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL ?? "contato@revisafacil.com.br",
    organizationJsonLd: serializeJsonLd(
      organizationLd({
        appUrl: config.APP_URL,
        legalName: company.legalName,
        email: company.privacyEmail,
        sameAs: SOCIAL_LINKS.map((s) => s.href),
      }),
    ),
  };
  memo = { config, facts };
  return facts;
}
