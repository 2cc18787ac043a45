import { describe, expect, it } from "vitest";
import { profileErrors, profileSchema } from "./profile-schema";
import { supportErrors, supportSchema } from "./support-schema";

describe("lawyer profile form", () => {
  it("normalises the OAB number and the WhatsApp", () => {
    expect(
      profileSchema.parse({ oab: " 123.456 ", oabUf: "SP", whatsapp: "11 98765 4321" }),
    ).toEqual({
      oab: "123456",
      oabUf: "SP",
      whatsapp: "(11) 98765-4321",
    });
    expect(profileSchema.parse({ oab: "12345-a", oabUf: "RJ", whatsapp: "" })).toMatchObject({
      oab: "12345A",
      whatsapp: "",
    });
    expect(profileSchema.parse({ oab: "1", oabUf: "DF" })).toMatchObject({ whatsapp: "" });
  });

  it("explains each bad field in pt-BR", () => {
    const result = profileSchema.safeParse({ oab: "", oabUf: "XX", whatsapp: "123" });
    expect(result.success).toBe(false);
    expect(profileErrors(result.error!)).toEqual({
      oab: "Informe o número de inscrição na OAB.",
      oabUf: "Selecione a seccional (UF) da OAB.",
      whatsapp: "Informe o WhatsApp com DDD, por exemplo (11) 98765-4321.",
    });
    const letters = profileSchema.safeParse({ oab: "ABC", oabUf: "SP" });
    expect(profileErrors(letters.error!).oab).toBe(
      "Use só os números da inscrição na OAB (ex.: 123456).",
    );
    // D32: zeros alone are no registration; leading zeros name the same one.
    expect(profileErrors(profileSchema.safeParse({ oab: "000.000", oabUf: "SP" }).error!).oab).toBe(
      "Informe um número de inscrição válido.",
    );
    expect(profileSchema.parse({ oab: "012.345", oabUf: "SP" })).toMatchObject({ oab: "12345" });
    // §7.11: the name the consumer's e-mail gives is one line, ≤ 120 and nothing link-like.
    expect(
      profileSchema.parse({ nome: "  Dra.  Ana Souza ", oab: "1", oabUf: "SP" }),
    ).toMatchObject({ nome: "Dra. Ana Souza" });
    for (const nome of ["Dra. Ana\nURGENTE", "Ana banco-seguro.com", "x".repeat(121), ""]) {
      expect(
        profileErrors(profileSchema.safeParse({ nome, oab: "1", oabUf: "SP" }).error!).nome,
        nome,
      ).toBeTruthy();
    }
  });
});

describe("lawyer support form (SPEC §5: all four fields required)", () => {
  it("requires nome, e-mail, assunto and mensagem", () => {
    const result = supportSchema.safeParse({ nome: " ", email: "", assunto: "", mensagem: "" });
    expect(supportErrors(result.error!)).toEqual({
      nome: "Informe seu nome.",
      email: "Informe seu e-mail.",
      assunto: "Informe o assunto.",
      mensagem: "Escreva sua mensagem.",
    });
    expect(
      supportErrors(
        supportSchema.safeParse({ nome: "A", email: "x@", assunto: "B", mensagem: "C" }).error!,
      ),
    ).toEqual({
      email: "Informe um e-mail válido.",
    });
    expect(
      supportSchema.parse({
        nome: " Dr. A ",
        email: "a@b.com.br",
        assunto: "Plano",
        mensagem: "Oi",
      }),
    ).toEqual({
      nome: "Dr. A",
      email: "a@b.com.br",
      assunto: "Plano",
      mensagem: "Oi",
    });
  });
});
