import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { planLockContext, viewerContext } from "~/platform/context";
import {
  requireAdmin,
  requireLawyer,
  requireLawyerPlan,
  requirePaidPlan,
  requireUser,
} from "~/platform/guards.server";
import { SIGNED_OUT, type Viewer } from "~/platform/viewer";

const user = { id: "u1", email: "a@b.test", name: "" };
const viewer = (
  patch: Partial<Viewer> & { tier?: Viewer["plan"]["tier"]; isAdmin?: boolean } = {},
): Viewer => ({
  user: patch.user === undefined ? user : patch.user,
  plan: { tier: patch.tier ?? "gratuito", analysesThisMonth: 0, isAdmin: patch.isAdmin ?? false },
  lawyer: patch.lawyer ?? null,
});

async function run(guard: typeof requireUser, v: Viewer) {
  const context = new RouterContextProvider();
  context.set(viewerContext, v);
  const request = new Request("http://localhost/pagina");
  try {
    await guard(
      { request, context, params: {}, url: new URL(request.url), pattern: "/pagina" } as never,
      async () => new Response(),
    );
    return { location: null, locked: context.get(planLockContext), cookie: null };
  } catch (thrown) {
    const response = thrown as Response;
    return {
      location: response.headers.get("location"),
      locked: null,
      cookie: response.headers.get("set-cookie"),
    };
  }
}

describe("route guards", () => {
  it("requireUser sends the signed-out to /auth?from=revisafacil with the notice cookie", async () => {
    const out = await run(requireUser, SIGNED_OUT);
    expect(out.location).toBe("/auth?from=revisafacil");
    const value = out.cookie!.match(/rf_aviso=([^;]+)/)![1]!;
    expect(JSON.parse(Buffer.from(value, "base64url").toString()).title).toBe(
      "Você precisa estar logado para acessar este conteúdo.",
    );
    expect((await run(requireUser, viewer())).location).toBeNull();
  });

  it("requirePaidPlan lets a free user in with the lock set, a paid user without it", async () => {
    expect((await run(requirePaidPlan, SIGNED_OUT)).location).toBe("/auth?from=revisafacil");
    expect((await run(requirePaidPlan, viewer())).locked).toBe(true);
    expect((await run(requirePaidPlan, viewer({ tier: "basico" }))).locked).toBe(false);
    expect((await run(requirePaidPlan, viewer({ tier: "premium" }))).locked).toBe(false);
  });

  it("requireAdmin: no user → /auth, not admin → /not-authorized", async () => {
    expect((await run(requireAdmin, SIGNED_OUT)).location).toBe("/auth?from=revisafacil");
    expect((await run(requireAdmin, viewer())).location).toBe("/not-authorized");
    expect((await run(requireAdmin, viewer({ isAdmin: true }))).location).toBeNull();
  });

  it("lawyer guards send non-lawyers to /auth-revisaconecta and lock the free lawyer plan", async () => {
    expect((await run(requireLawyer, viewer())).location).toBe("/auth-revisaconecta");
    expect(
      (await run(requireLawyer, viewer({ lawyer: { plan: "gratuito", active: false } }))).location,
    ).toBeNull();
    expect(
      (await run(requireLawyerPlan, viewer({ lawyer: { plan: "gratuito", active: false } })))
        .locked,
    ).toBe(true);
    expect(
      (await run(requireLawyerPlan, viewer({ lawyer: { plan: "starter", active: true } }))).locked,
    ).toBe(false);
  });
});
