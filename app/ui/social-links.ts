// The company's social profiles: the footer links and the Organization JSON-LD's sameAs.
export const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/revisafacil", label: "Instagram" },
  { href: "https://www.youtube.com/@revisafacil", label: "YouTube" },
  { href: "https://www.linkedin.com/company/revisafacil", label: "LinkedIn" },
] as const;
