import { PERSON_NAME_MSG } from "~/domain/person-name";
import { describe, expect, it } from "vitest";
import { LAWYER_SHARING_CONSENT } from "../../../editorial/forms/lawyer-request";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { parseLawyerRequest, REQUEST_FIELD_MSG } from "./request-schema";

const valid = {
  nome: "  Maria da Silva ",
  telefone: "11987654321",
  cidade: "Campinas",
  estado: "SP",
  email: " Maria@Exemplo.com.BR ",
  descricao: "Financiei um carro em 2021 e os juros parecem muito altos.",
  consentimento: "sim",
};

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe("ask-a-lawyer form", () => {
  it("offers the 27 federative units", () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.uf)).size).toBe(27);
  });

  it("accepts a filled form, trimmed, e-mail lower-cased and phone formatted", () => {
    const result = parseLawyerRequest(form(valid));
    expect(result).toEqual({
      ok: true,
      value: {
        nome: "Maria da Silva",
        telefone: "(11) 98765-4321",
        cidade: "Campinas",
        estado: "SP",
        email: "maria@exemplo.com.br",
        descricao: "Financiei um carro em 2021 e os juros parecem muito altos.",
        consentimento: "sim",
      },
    });
  });

  it("requires all six fields and the consent, each with its pt-BR message", () => {
    const result = parseLawyerRequest(new FormData());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      nome: REQUEST_FIELD_MSG.nome,
      telefone: REQUEST_FIELD_MSG.telefone,
      cidade: REQUEST_FIELD_MSG.cidade,
      estado: REQUEST_FIELD_MSG.estado,
      email: REQUEST_FIELD_MSG.email,
      descricao: REQUEST_FIELD_MSG.descricao,
      consentimento: LAWYER_SHARING_CONSENT.required,
    });
  });

  it("treats blank text as missing", () => {
    const result = parseLawyerRequest(
      form({ ...valid, nome: "   ", cidade: " ", descricao: "    " }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      nome: REQUEST_FIELD_MSG.nome,
      cidade: REQUEST_FIELD_MSG.cidade,
      descricao: REQUEST_FIELD_MSG.descricao,
    });
  });

  it.each([
    ["email", "maria@", REQUEST_FIELD_MSG.email],
    ["email", "maria exemplo.com", REQUEST_FIELD_MSG.email],
    ["estado", "XX", REQUEST_FIELD_MSG.estado],
    ["estado", "sp", REQUEST_FIELD_MSG.estado],
    ["telefone", "1234", REQUEST_FIELD_MSG.telefone],
    ["descricao", "Juros altos.", REQUEST_FIELD_MSG.descricaoCurta],
    ["descricao", "x".repeat(5001), REQUEST_FIELD_MSG.descricaoLonga],
    ["nome", "x".repeat(121), PERSON_NAME_MSG.tooLong],
    ["nome", "Maria\nURGENTE: confirme seus dados", PERSON_NAME_MSG.oneLine],
    ["nome", "Maria banco-seguro.com", PERSON_NAME_MSG.oneLine],
    ["consentimento", "on", LAWYER_SHARING_CONSENT.required],
  ])("rejects %s = %j", (field, value, message) => {
    const result = parseLawyerRequest(form({ ...valid, [field]: value }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [field]: message });
    // A value longer than its field's limit is never sent back (issue 11 item 2).
    const oversized =
      (field === "nome" && value.length > 120) || (field === "descricao" && value.length > 5000);
    expect(result.values[field as keyof typeof result.values]).toBe(oversized ? undefined : value);
  });

  it("ignores a non-text value (a file) instead of failing", () => {
    const f = form(valid);
    f.set("nome", new Blob(["x"]), "x.txt");
    const result = parseLawyerRequest(f);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ nome: REQUEST_FIELD_MSG.nome });
  });
});
