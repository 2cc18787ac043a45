// The SEO settings used until the admin saves their own (DESIGN D5). Kept apart from the zod form
// schema so every page (the root reads it) doesn't load zod.
export interface SeoSettings {
  title: string;
  description: string;
  keywords: string;
}

export const DEFAULT_SEO: SeoSettings = {
  title: "RevisaFácil — descubra se os juros do seu contrato são abusivos",
  description:
    "Compare os juros do seu financiamento, empréstimo, consignado ou cartão consignado com a taxa média do Banco Central do mês da assinatura.",
  keywords:
    "juros abusivos, revisão de contrato, taxa média Banco Central, consignado, financiamento de veículo",
};
