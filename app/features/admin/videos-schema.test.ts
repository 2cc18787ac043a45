import { describe, expect, it } from "vitest";
import { VIDEO_MSG, videoFormErrors, videoFormSchema } from "./videos-schema";

const id = "7d3c1c8e-2b4f-4f0a-9a51-0c7c6b1c2d3e";
const errorsOf = (input: unknown) => {
  const parsed = videoFormSchema.safeParse(input);
  return parsed.success ? {} : videoFormErrors(parsed.error);
};

describe("videoFormSchema", () => {
  it("accepts the three origins", () => {
    expect(videoFormSchema.parse({ id, titulo: "  Aula  ", origem: "nenhum", url: "x" })).toEqual({
      id,
      titulo: "Aula",
      origem: "nenhum",
    });
    expect(
      videoFormSchema.parse({
        id,
        titulo: "Aula",
        origem: "externo",
        url: " https://www.youtube.com/embed/abc ",
      }),
    ).toMatchObject({
      url: "https://www.youtube.com/embed/abc",
    });
    expect(
      videoFormSchema.parse({ id, titulo: "Aula", origem: "mp4", enviado: true }),
    ).toMatchObject({ origem: "mp4", enviado: true });
  });

  it("allows only absolute https addresses without credentials", () => {
    for (const url of [
      "http://exemplo.com/v",
      "javascript:alert(1)",
      "data:text/html,x",
      "/storage/videos/a.mp4",
      "exemplo.com",
      "https://user:senha@exemplo.com/v",
    ]) {
      expect(errorsOf({ id, titulo: "Aula", origem: "externo", url })).toEqual({
        url: VIDEO_MSG.urlInvalida,
      });
    }
    expect(errorsOf({ id, titulo: "Aula", origem: "externo", url: "  " })).toEqual({
      url: VIDEO_MSG.urlObrigatoria,
    });
  });

  it("gives pt-BR messages for the title, the origin and a forged id", () => {
    expect(errorsOf({ id, titulo: "a", origem: "nenhum" })).toEqual({
      titulo: VIDEO_MSG.tituloCurto,
    });
    expect(errorsOf({ id, titulo: "a".repeat(121), origem: "nenhum" })).toEqual({
      titulo: VIDEO_MSG.tituloLongo,
    });
    expect(errorsOf({ id, titulo: "Aula", origem: "youtube" })).toEqual({
      origem: VIDEO_MSG.origemInvalida,
    });
    expect(errorsOf({ id, titulo: "Aula" })).toEqual({ origem: VIDEO_MSG.origemInvalida });
    expect(errorsOf({ id: "1 or 1=1", titulo: "Aula", origem: "nenhum" })).toEqual({
      form: VIDEO_MSG.naoEncontrado,
    });
  });
});
