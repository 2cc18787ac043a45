import fc from "fast-check";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  declaredMaxLength,
  echoableValues,
  FORM_UNREADABLE,
  firstFieldErrors,
  parseFields,
} from "./form";
import { readForm } from "./form.server";

const schema = z.object({
  nome: z.string().trim().min(1, "Informe seu nome.").max(120, "Texto longo demais."),
  email: z.string().trim().toLowerCase().pipe(z.email("E-mail inválido.").max(254)),
  estado: z.enum(["SP", "RJ"], { error: "Selecione o estado." }),
});

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

async function status400(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (thrown) {
    const error = (thrown as { data: unknown; init: ResponseInit | null }) ?? {};
    // data() from react-router: { type: "DataWithResponseInit", data, init }
    expect(error.init?.status).toBe(400);
    return String(error.data);
  }
  throw new Error("readForm aceitou um corpo que não é formulário");
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect(
      (await readForm(post("nome=Ana", "application/x-www-form-urlencoded"))).get("nome"),
    ).toBe("Ana");
    const multipart = new FormData();
    multipart.set("nome", "Bia");
    expect(
      (await readForm(new Request("http://localhost/f", { method: "POST", body: multipart }))).get(
        "nome",
      ),
    ).toBe("Bia");
  });

  it.each([
    ["text/plain", "nome=Ana", "text/plain"],
    ["JSON", '{"nome":"Ana"}', "application/json"],
    ["no content type", "nome=Ana", undefined],
    [
      "truncated multipart",
      '--x\r\nContent-Disposition: form-data; name="nome"\r\n\r\nAna',
      "multipart/form-data; boundary=x",
    ],
    ["multipart without boundary", "nome=Ana", "multipart/form-data"],
  ])("answers %s with 400 and the pt-BR message", async (_label, body, type) => {
    expect(await status400(readForm(post(body, type)))).toBe(FORM_UNREADABLE);
  });

  it("never lets an odd body escape as anything but a 400 (property)", async () => {
    const types = fc.constantFrom(
      undefined,
      "text/plain",
      "application/json",
      "multipart/form-data",
      "multipart/form-data; boundary=----x",
      "application/x-www-form-urlencoded; charset=latin1",
      "application/octet-stream",
    );
    await fc.assert(
      fc.asyncProperty(types, fc.uint8Array({ maxLength: 300 }), async (type, bytes) => {
        try {
          await readForm(post(bytes, type));
        } catch (thrown) {
          expect(
            isRouteErrorResponse(thrown) ||
              (thrown as { init?: ResponseInit }).init?.status === 400,
          ).toBe(true);
        }
      }),
      { seed: 20261123, numRuns: 200 },
    );
  });
});

describe("parseFields", () => {
  it("gives the value or the first message of each field", () => {
    const ok = parseFields({ nome: " Ana ", email: "ANA@EXEMPLO.COM", estado: "SP" }, schema, [
      "nome",
      "email",
      "estado",
    ]);
    expect(ok).toEqual({
      ok: true,
      value: { nome: "Ana", email: "ana@exemplo.com", estado: "SP" },
    });
    const bad = parseFields({ nome: "", email: "x", estado: "XX" }, schema, [
      "nome",
      "email",
      "estado",
    ]);
    expect(bad).toEqual({
      ok: false,
      errors: {
        nome: "Informe seu nome.",
        email: "E-mail inválido.",
        estado: "Selecione o estado.",
      },
      values: { nome: "", email: "x", estado: "XX" },
    });
  });

  it("never echoes a value longer than its field's limit", () => {
    const huge = "a".repeat(121);
    const bad = parseFields(
      { nome: huge, email: `${"b".repeat(250)}@x.com`, estado: "Z".repeat(300) },
      schema,
      ["nome", "email", "estado"],
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.values).toEqual({});
    expect(echoableValues({ nome: "a".repeat(120) }, schema)).toEqual({ nome: "a".repeat(120) });
  });

  it("finds limits through pipes and wrappers", () => {
    expect(declaredMaxLength(schema.shape.nome)).toBe(120);
    expect(declaredMaxLength(schema.shape.email)).toBe(254);
    expect(declaredMaxLength(z.string().max(30).optional().default(""))).toBe(30);
    expect(declaredMaxLength(schema.shape.estado)).toBeUndefined();
  });
});

describe("firstFieldErrors", () => {
  const refined = schema.superRefine((_, ctx) => {
    ctx.addIssue({ code: "custom", message: "O formulário inteiro." });
    ctx.addIssue({ code: "custom", path: ["nome"], message: "Segunda mensagem do nome." });
  });
  const error = refined.safeParse({ nome: "", email: "x", estado: "SP" }).error!;

  it("keeps the first message of each field, renamed, and leaves out issues with no key", () => {
    expect(error).toBeDefined();
    expect(firstFieldErrors(error, { email: "contato" })).toEqual({
      nome: "Informe seu nome.",
      contato: "E-mail inválido.",
    });
  });

  it("takes a function of the key (undefined for the whole value) and rewords messages", () => {
    const errors = firstFieldErrors(
      error,
      (key) => (key === undefined ? "form" : key === "nome" ? "nome" : undefined),
      (message, field) => `${field}: ${message}`,
    );
    expect(errors).toEqual({
      nome: "nome: Informe seu nome.",
      form: "form: O formulário inteiro.",
    });
  });
});
