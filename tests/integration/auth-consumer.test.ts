import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscribers } from "~/db/schema";
import { cookieHeaderFrom } from "~/features/auth/call-auth.server";
import { signInConsumer, signUpConsumer } from "~/features/auth/consumer-auth.server";
import { MSG } from "~/platform/auth-messages";
import { loadViewer } from "~/features/auth/viewer.server";
import { sessionCookies } from "../support/auth-outcome";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { browserRequest, createTestAuth, uniqueEmail } from "../support/factories";

describe.each(databaseKinds)("consumer accounts (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("signs up with an immediate session, upserts the subscriber and signs in", async () => {
    const deps = createTestAuth(database.db);
    const email = uniqueEmail("consumidor");
    const signUp = await signUpConsumer(deps, browserRequest(), {
      email,
      password: "juros-abusivos-42",
    });
    expect(signUp).toEqual({
      ok: true,
      kind: "signup-session",
      redirectTo: "/",
      profileError: false,
      setCookies: expect.any(Array),
    });
    const cookie = cookieHeaderFrom(sessionCookies(signUp));
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row).toMatchObject({
      subscribed: false,
      subscriptionTier: "gratuito",
      isAdmin: false,
      stripeCustomerId: null,
    });

    const state = await loadViewer(browserRequest({ cookie }), {
      auth: deps.auth,
      db: database.db,
      adminEmails: [],
    });
    expect(state.viewer.user?.email).toBe(email);
    expect(state.viewer.plan).toEqual({ tier: "gratuito", analysesThisMonth: 0, isAdmin: false });

    const again = await signUpConsumer(deps, browserRequest(), {
      email,
      password: "juros-abusivos-42",
    });
    expect(again).toEqual({ ok: false, reason: "email_taken", message: MSG.alreadyRegistered });
    const wrong = await signInConsumer(deps, browserRequest(), {
      email,
      password: "outra-senha-99",
    });
    expect(wrong).toEqual({
      ok: false,
      reason: "wrong_credentials",
      message: MSG.wrongCredentials,
    });
    const right = await signInConsumer(deps, browserRequest(), {
      email,
      password: "juros-abusivos-42",
      from: "revisaconecta",
    });
    expect(right).toEqual({
      ok: true,
      kind: "login",
      redirectTo: "/oportunidades-advogados",
      setCookies: expect.any(Array),
    });
  });
});
