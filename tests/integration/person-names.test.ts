// Issue #11 item 6 (DESIGN §7.11): a person's name is one line, ≤ 120 characters and nothing
// link-like at every way in: lawyer sign-up, the auth API (sign-up, update-user).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSON_NAME_MSG } from "~/domain/person-name";
import { callAuth, cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer } from "~/features/auth/consumer-auth.server";
import { signUpLawyer } from "~/features/auth/lawyer-auth.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { browserRequest, createConsumer, createTestAuth, uniqueEmail } from "../support/factories";

describe.each(databaseKinds)("person names at sign-up and profile (%s)", (kind) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    deps = createTestAuth(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lawyer sign-up refuses a multi-line, long or link-like name with the pt-BR message", async () => {
    const attempt = (nome: string) =>
      signUpLawyer(deps, browserRequest(), {
        nome,
        email: uniqueEmail("adv"),
        password: "senha-forte-123",
      });
    expect(await attempt("Dr. Fulano\nURGENTE: confirme seus dados")).toEqual({
      ok: false,
      reason: "invalid_input",
      message: PERSON_NAME_MSG.oneLine,
    });
    expect(await attempt("x".repeat(20_000))).toEqual({
      ok: false,
      reason: "invalid_input",
      message: PERSON_NAME_MSG.tooLong,
    });
    expect(await attempt("Dr. Fulano banco-seguro.com")).toEqual({
      ok: false,
      reason: "invalid_input",
      message: PERSON_NAME_MSG.oneLine,
    });
    // Issue 23: a full-width dot reads as a domain's dot in a mail client.
    expect(await attempt("Dr. Fulano banco-seguro\uff0ecom")).toEqual({
      ok: false,
      reason: "invalid_input",
      message: PERSON_NAME_MSG.oneLine,
    });
    expect(await attempt("  Dra.   Ana Souza ")).toMatchObject({
      ok: true,
      kind: "signup",
    });
  });

  it("the auth API refuses such names at sign-up and in update-user (400, never 500)", async () => {
    const signUp = await callAuth(deps.auth, deps.config.baseURL, "/sign-up/email", {
      request: browserRequest(),
      body: { email: uniqueEmail(), password: "senha-forte-123", name: "Ana www.golpe" },
    });
    expect(signUp).toMatchObject({ status: 400, code: "INVALID_NAME" });

    const consumer = await createConsumer(database.db);
    const cookie = cookieHeaderFrom(
      sessionCookies(await signInConsumer(deps, browserRequest(), consumer)),
    );
    const update = (name: unknown) =>
      callAuth(deps.auth, deps.config.baseURL, "/update-user", {
        request: browserRequest({ cookie }),
        body: { name },
      });
    expect(await update(null)).toMatchObject({ status: 400, code: "INVALID_NAME" });
    expect(await update("a".repeat(1_000_000))).toMatchObject({
      status: 400,
      code: "INVALID_NAME",
    });
    expect(await update("Ana\r\nhttps://golpe.example")).toMatchObject({
      status: 400,
      code: "INVALID_NAME",
    });
    expect(await update("Ana Souza")).toMatchObject({ status: 200 });
  });
});
