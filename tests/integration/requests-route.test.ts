// The /solicitar-ajuda-juridica action as the server runs it: field errors (400), success
// (redirect with the success toast), and a database that fails (503 with the spec's message —
// never a 500), on PGlite and PostgreSQL.
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { SIGNED_OUT } from "~/platform/viewer";
import { action } from "~/features/requests/request-page";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

const fields = {
  nome: "Maria da Silva",
  telefone: "(11) 98765-4321",
  cidade: "Campinas",
  estado: "SP",
  email: "maria@exemplo.com.br",
  descricao: "Financiei um carro em 2021 e os juros parecem muito altos.",
  consentimento: "sim",
};

async function post(values: Record<string, string>) {
  const request = new Request("http://127.0.0.1:3999/solicitar-ajuda-juridica", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "192.0.2.77" },
    body: new URLSearchParams(values),
  });
  const context = new RouterContextProvider();
  context.set(viewerContext, SIGNED_OUT);
  const result = await action({ request, context, params: {} } as never);
  return result instanceof Response
    ? {
        status: result.status,
        location: result.headers.get("location"),
        cookie: result.headers.get("set-cookie"),
        body: null,
      }
    : { status: result.init?.status ?? 200, location: null, cookie: null, body: result.data };
}

const flashTitle = (cookie: string | null) =>
  JSON.parse(Buffer.from(cookie!.match(/rf_aviso=([^;]+)/)![1]!, "base64url").toString())
    .title as string;

describe.each(databaseKinds)("ask-a-lawyer action on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => setDatabase(undefined));
  afterAll(async () => {
    await database?.dispose().catch(() => undefined);
  });

  it("answers 400 with the field errors and what was typed", async () => {
    setDatabase(database);
    const out = await post({ ...fields, telefone: "123", consentimento: "" });
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      errors: {
        telefone: "Informe um telefone com DDD, por exemplo (11) 98765-4321.",
        consentimento:
          "Para enviar, marque a autorização de compartilhamento com até 3 advogados parceiros.",
      },
      values: { telefone: "123", cidade: "Campinas" },
    });
  });

  it("redirects to /solicitacao-enviada with 'Solicitação enviada com sucesso!'", async () => {
    setDatabase(database);
    const out = await post(fields);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/solicitacao-enviada");
    expect(flashTitle(out.cookie)).toBe("Solicitação enviada com sucesso!");
  });

  it("answers 503 with 'Erro ao enviar solicitação. Tente novamente.' when the database fails", async () => {
    const broken = await createTestDatabase(kind);
    await broken.dispose();
    setDatabase(broken);
    const out = await post(fields);
    expect(out.status).toBe(503);
    expect(out.body).toMatchObject({
      formError: "Erro ao enviar solicitação. Tente novamente.",
      values: { nome: "Maria da Silva" },
    });
  });
});
