// The facts the site-wide head needs (canonical origin, the Organization JSON-LD).
import { env } from "~/env.server";
import { companyInfo } from "~/features/content/company.server";
import { SOCIAL_LINKS } from "~/ui/social-links";
import { organizationLd, serializeJsonLd } from "./structured-data.server";

export interface SiteFacts {
  appUrl: string;
  legalName: string;
  email: string;
  /** Contact for those without the support form (free-plan lawyers). */
  supportEmail: string;
  /** The Organization JSON-LD, serialised for the page's <head>. */
  organizationJsonLd: string;
}

export function siteFacts(): SiteFacts {
  const company = companyInfo();
  const appUrl = env().APP_URL;
  return {
    appUrl,
    legalName: company.legalName,
    email: company.privacyEmail,
    supportEmail: env().SUPPORT_EMAIL ?? "contato@revisafacil.com.br",
    organizationJsonLd: serializeJsonLd(
      organizationLd({
        appUrl,
        legalName: company.legalName,
        email: company.privacyEmail,
        sameAs: SOCIAL_LINKS.map((s) => s.href),
      }),
    ),
  };
}
