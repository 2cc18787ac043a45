// The admin's video editor form (DESIGN D19), shared by the route's action and its tests. One form
// per catalogue entry: the title plus where the video comes from — none ("Em breve"), an external
// https address (sandboxed frame) or an mp4 uploaded to the 'videos' bucket (native player).
import { z } from "zod";
import { firstFieldErrors } from "~/platform/form";

export const VIDEO_MSG = {
  tituloCurto: "O título deve ter pelo menos 3 caracteres.",
  tituloLongo: "O título deve ter no máximo 120 caracteres.",
  urlObrigatoria: "Informe o endereço do vídeo.",
  urlInvalida: "Informe um endereço válido que comece com https://.",
  urlLonga: "O endereço deve ter no máximo 2.000 caracteres.",
  arquivoObrigatorio: "Escolha um arquivo MP4 para enviar.",
  arquivoInvalido: "O arquivo não é um vídeo MP4 válido.",
  arquivoGrande: "O arquivo é maior que o limite de 200 MB.",
  origemInvalida: "Escolha de onde vem o vídeo.",
  naoEncontrado: "Vídeo não encontrado. Recarregue a página e tente novamente.",
  formularioInvalido: "Não foi possível ler o formulário. Tente enviar novamente.",
  falhaEnvio: "Não foi possível salvar o arquivo. Tente novamente em instantes.",
} as const;

export const ORIGENS = ["nenhum", "externo", "mp4"] as const;
export type Origem = (typeof ORIGENS)[number];

const titulo = z.string().trim().min(3, VIDEO_MSG.tituloCurto).max(120, VIDEO_MSG.tituloLongo);

/** An external address: absolute, https only (the legal page frames it, sandboxed). */
export const externalUrl = z
  .string()
  .trim()
  .min(1, VIDEO_MSG.urlObrigatoria)
  .max(2000, VIDEO_MSG.urlLonga)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (
        parsed.protocol === "https:" &&
        parsed.hostname.length > 0 &&
        !parsed.username &&
        !parsed.password
      );
    } catch {
      return false;
    }
  }, VIDEO_MSG.urlInvalida);

export const videoFormSchema = z.discriminatedUnion(
  "origem",
  [
    z.object({ id: z.uuid(VIDEO_MSG.naoEncontrado), titulo, origem: z.literal("nenhum") }),
    z.object({
      id: z.uuid(VIDEO_MSG.naoEncontrado),
      titulo,
      origem: z.literal("externo"),
      url: externalUrl,
    }),
    // The file itself is checked while it streams (MIME, "ftyp", size); here only whether one came.
    z.object({
      id: z.uuid(VIDEO_MSG.naoEncontrado),
      titulo,
      origem: z.literal("mp4"),
      enviado: z.boolean(),
    }),
  ],
  { error: VIDEO_MSG.origemInvalida },
);

export type VideoFormErrors = Partial<
  Record<"titulo" | "url" | "arquivo" | "origem" | "form", string>
>;

/** First message per field, for the form. */
export function videoFormErrors(error: z.ZodError): VideoFormErrors {
  return firstFieldErrors<keyof VideoFormErrors>(error, (key) =>
    key === "titulo" || key === "url" || key === "origem" ? key : key === "id" ? "form" : "origem",
  );
}
