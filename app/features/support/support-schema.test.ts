import { describe, expect, it } from "vitest";
import { parseSupport, SUPPORT_FIELD_MSG } from "./support-schema";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe("support form", () => {
  it("accepts name, e-mail and message", () => {
    expect(
      parseSupport(form({ nome: " Ana ", email: "ANA@exemplo.com", mensagem: " Olá! " })),
    ).toEqual({
      ok: true,
      value: { nome: "Ana", email: "ana@exemplo.com", mensagem: "Olá!" },
    });
  });

  it("requires the three fields (SPEC §5), in pt-BR", () => {
    const result = parseSupport(form({ nome: " ", email: "", mensagem: "" }));
    expect(result).toMatchObject({
      ok: false,
      errors: {
        nome: SUPPORT_FIELD_MSG.nome,
        email: SUPPORT_FIELD_MSG.email,
        mensagem: SUPPORT_FIELD_MSG.mensagem,
      },
    });
  });

  it("type-checks the e-mail and bounds the message", () => {
    expect(parseSupport(form({ nome: "Ana", email: "ana@", mensagem: "oi" }))).toMatchObject({
      ok: false,
      errors: { email: SUPPORT_FIELD_MSG.email },
    });
    expect(
      parseSupport(form({ nome: "Ana", email: "ana@x.com", mensagem: "x".repeat(5001) })),
    ).toMatchObject({
      ok: false,
      errors: { mensagem: SUPPORT_FIELD_MSG.mensagemLonga },
    });
  });
});
