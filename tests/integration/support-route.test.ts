// The /suporte action as the server runs it: a free plan is refused (403), a subscriber's message
// goes on to /obrigado-contato with 'Mensagem enviada!', and a database that fails answers 503
// with the spec's message — never a 500 — on PGlite and PostgreSQL.
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { planLockContext, viewerContext } from "~/platform/context";
import type { Viewer } from "~/platform/viewer";
import { action } from "~/features/support/support-page";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

async function post(viewer: Viewer, values: Record<string, string>) {
  const request = new Request("http://127.0.0.1:3999/suporte", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  context.set(planLockContext, viewer.plan.tier === "gratuito");
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

const message = {
  nome: "Ana",
  email: "ana@exemplo.com",
  mensagem: "Preciso de ajuda com o modelo.",
};

describe.each(databaseKinds)("support action on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => setDatabase(undefined));
  afterAll(async () => {
    await database?.dispose().catch(() => undefined);
  });

  const viewerOf = async (tier: Viewer["plan"]["tier"]): Promise<Viewer> => {
    const person = await createConsumer(database.db, { tier });
    return {
      user: { id: person.id, email: person.email, name: "Ana" },
      plan: { tier, analysesThisMonth: 0, isAdmin: false },
      lawyer: null,
    };
  };

  it("refuses a free plan with the spec's notice (403)", async () => {
    setDatabase(database);
    const out = await post(await viewerOf("gratuito"), message);
    expect(out.status).toBe(403);
    expect(out.body).toMatchObject({
      formError: "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.",
    });
  });

  it("answers 400 with pt-BR field errors", async () => {
    setDatabase(database);
    const out = await post(await viewerOf("basico"), { nome: "", email: "x", mensagem: "" });
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      errors: {
        nome: "Informe seu nome.",
        email: "Informe um e-mail válido, por exemplo nome@exemplo.com.br.",
        mensagem: "Escreva sua mensagem.",
      },
    });
  });

  it("goes to /obrigado-contato with 'Mensagem enviada!' (the confirmation lands in the outbox)", async () => {
    setDatabase(database);
    const out = await post(await viewerOf("premium"), message);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/obrigado-contato");
    expect(flashTitle(out.cookie)).toBe("Mensagem enviada!");
  });

  it("answers 503 with 'Erro ao enviar mensagem de suporte. Tente novamente.' when the database fails", async () => {
    const viewer = await viewerOf("basico");
    const broken = await createTestDatabase(kind);
    await broken.dispose();
    setDatabase(broken);
    const out = await post(viewer, message);
    expect(out.status).toBe(503);
    expect(out.body).toMatchObject({
      formError: "Erro ao enviar mensagem de suporte. Tente novamente.",
      values: { mensagem: message.mensagem },
    });
  });
});
