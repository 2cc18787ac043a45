// RevisaConecta sign-up and login branches (SPEC §4 "Lawyer login", "Lawyer sign-up", §8).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisaconectaSubscribers, user } from "~/db/schema";
import { signInLawyer, signUpLawyer } from "~/features/auth/lawyer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import {
  browserRequest,
  createConsumer,
  createLawyerSubscriber,
  createTestAuth,
  uniqueEmail,
} from "../support/factories";

describe.each(databaseKinds)("lawyer accounts (%s)", (kind) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    deps = createTestAuth(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const lawyerRow = async (email: string) =>
    (
      await database.db
        .select()
        .from(revisaconectaSubscribers)
        .where(eq(revisaconectaSubscribers.email, email))
    )[0];

  it("refuses a blank name after trim", async () => {
    const out = await signUpLawyer(deps, browserRequest(), {
      nome: "   ",
      email: uniqueEmail(),
      password: "advocacia-2025",
    });
    expect(out).toEqual({
      ok: false,
      reason: "invalid_input",
      message: "Nome é obrigatório para cadastro",
    });
  });

  it("creates the account and the lawyer subscriber (gratuito, inactive, empty whatsapp) with a session", async () => {
    const email = uniqueEmail("adv");
    const out = await signUpLawyer(deps, browserRequest(), {
      nome: "  Dra. Beatriz Lima ",
      email,
      password: "advocacia-2025",
    });
    expect(out).toEqual({ ok: true, kind: "signup", session: true, setCookies: expect.any(Array) });
    expect(sessionCookies(out).some((c) => c.startsWith("revisafacil.session_token="))).toBe(true);
    const row = await lawyerRow(email);
    expect(row).toMatchObject({
      nome: "Dra. Beatriz Lima",
      whatsapp: "",
      tipoPlano: "gratuito",
      assinanteAtivo: false,
    });
    const [u] = await database.db.select().from(user).where(eq(user.email, email));
    expect(row!.userId).toBe(u!.id);
    expect(u!.name).toBe("Dra. Beatriz Lima");
  });

  it("refuses an e-mail that already is a lawyer", async () => {
    const email = uniqueEmail("adv");
    await createLawyerSubscriber(database.db, { email });
    const out = await signUpLawyer(deps, browserRequest(), {
      nome: "Dr. Caio",
      email,
      password: "advocacia-2025",
    });
    expect(out).toEqual({
      ok: false,
      reason: "already_lawyer",
      message: "E-mail já cadastrado no RevisaConecta",
    });
  });

  it("reuses a consumer account with the same password, refuses it with another", async () => {
    const consumer = await createConsumer(database.db, { email: uniqueEmail("consumidor") });
    const wrong = await signUpLawyer(deps, browserRequest(), {
      nome: "Dr. Davi",
      email: consumer.email,
      password: "nao-e-a-senha-1",
    });
    expect(wrong).toEqual({
      ok: false,
      reason: "email_taken",
      message: "E-mail já utilizado em outro sistema. Tente com outro e-mail ou faça login.",
    });
    expect(await lawyerRow(consumer.email)).toBeUndefined();

    const right = await signUpLawyer(deps, browserRequest(), {
      nome: "Dr. Davi",
      email: consumer.email,
      password: consumer.password,
    });
    expect(right).toMatchObject({ ok: true, kind: "signup", session: true });
    expect((await lawyerRow(consumer.email))?.userId).toBe(consumer.id);
  });

  it("logs in only lawyer subscribers, with the lawyer texts", async () => {
    const consumer = await createConsumer(database.db);
    const notLawyer = await signInLawyer(deps, browserRequest(), {
      email: consumer.email,
      password: consumer.password,
    });
    expect(notLawyer).toEqual({
      ok: false,
      reason: "not_lawyer",
      message: "Usuário não encontrado no RevisaConecta. Cadastre-se para acessar.",
    });

    // A lawyer row made before the account (seed/admin) is tied to the account at first login.
    await createLawyerSubscriber(database.db, { email: consumer.email, userId: null });
    const wrong = await signInLawyer(deps, browserRequest(), {
      email: consumer.email,
      password: "senha-errada-9",
    });
    expect(wrong).toEqual({
      ok: false,
      reason: "wrong_credentials",
      message: "Usuário ou senha inválidos no RevisaConecta",
    });
    const ok = await signInLawyer(deps, browserRequest(), {
      email: consumer.email.toUpperCase(),
      password: consumer.password,
    });
    expect(ok).toMatchObject({ ok: true, kind: "login", session: true });
    expect((await lawyerRow(consumer.email))?.userId).toBe(consumer.id);
  });

  it("asks for every field", async () => {
    const out = await signInLawyer(deps, browserRequest(), { email: "", password: "" });
    expect(out).toEqual({ ok: false, reason: "invalid_input", message: MSG.fillAll });
  });
});
