// The SEO settings form (DESIGN D5), shared by the admin page and its action.
import { z } from "zod";

export const seoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(10, "O título deve ter pelo menos 10 caracteres.")
    .max(70, "O título deve ter no máximo 70 caracteres."),
  description: z
    .string()
    .trim()
    .min(50, "A descrição deve ter pelo menos 50 caracteres.")
    .max(160, "A descrição deve ter no máximo 160 caracteres."),
  keywords: z
    .string()
    .trim()
    .max(300, "As palavras-chave devem ter no máximo 300 caracteres.")
    .transform((v) =>
      v
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
        .join(", "),
    ),
});
