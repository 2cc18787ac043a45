// The controller's data for the legal pages: the configured values over the generic defaults.
import { type CompanyInfo, DEFAULT_COMPANY } from "../../../editorial/legal/company";
import { env } from "~/env.server";

export function companyInfo(): CompanyInfo {
  const e = env();
  return {
    legalName: e.COMPANY_LEGAL_NAME ?? DEFAULT_COMPANY.legalName,
    cnpj: e.COMPANY_CNPJ ?? DEFAULT_COMPANY.cnpj,
    address: e.COMPANY_ADDRESS ?? DEFAULT_COMPANY.address,
    privacyEmail: e.PRIVACY_EMAIL ?? DEFAULT_COMPANY.privacyEmail,
    dpoName: e.DPO_NAME ?? DEFAULT_COMPANY.dpoName,
  };
}
