// Who is responsible for the data (LGPD Art. 5º, VI) and how to reach the encarregado (Art. 41).
// Deployments fill the real company data through the environment (COMPANY_LEGAL_NAME,
// COMPANY_CNPJ, COMPANY_ADDRESS, PRIVACY_EMAIL, DPO_NAME); nothing here is invented: without a
// CNPJ or address the pages say where they are published instead of showing a made-up one.
export interface CompanyInfo {
  legalName: string;
  /** "00.000.000/0000-00"; null until configured. */
  cnpj: string | null;
  /** Registered office; null until configured. */
  address: string | null;
  privacyEmail: string;
  /** The encarregado's name; null: the role is named instead (ANPD Res. 2/2022 allows a channel). */
  dpoName: string | null;
}

export const DEFAULT_COMPANY: CompanyInfo = {
  legalName: "RevisaFácil Tecnologia Ltda.",
  cnpj: null,
  address: null,
  privacyEmail: "privacidade@revisafacil.com.br",
  dpoName: null,
};
