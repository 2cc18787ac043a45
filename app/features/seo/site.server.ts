// The facts the site-wide head needs (canonical origin, the Organization JSON-LD).
import { env } from "~/env.server";
import { companyInfo } from "~/features/content/company.server";

export interface SiteFacts {
  appUrl: string;
  legalName: string;
  email: string;
  /** Contact for those without the support form (free-plan lawyers). */
  supportEmail: string;
}

export function siteFacts(): SiteFacts {
  const company = companyInfo();
  return {
    appUrl: env().APP_URL,
    legalName: company.legalName,
    email: company.privacyEmail,
    supportEmail: env().SUPPORT_EMAIL ?? "contato@revisafacil.com.br",
  };
}
