// Request ids, route ids for the metric labels, and /readyz's checks against a real database.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/seed";
import {
  MANIFEST_ROUTE_ID,
  readiness,
  requestIdFor,
  routeIdMatcher,
} from "../../server/observability";
import { pageCacheKey } from "../../server/page-cache";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

describe("request ids", () => {
  it("takes a well-formed id from a trusted proxy only", () => {
    expect(requestIdFor("lb-0123456789", true)).toBe("lb-0123456789");
    expect(requestIdFor("lb-0123456789", false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor("x\nforjado", true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor("a".repeat(500), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("route ids", () => {
  const routes = {
    root: { id: "root", path: "" },
    home: { id: "features/landing/home", parentId: "root", index: true },
    blog: { id: "features/blog/blog-page", parentId: "root", path: "blog" },
    storage: { id: "features/storage/storage-file", parentId: "root", path: "storage/:bucket/*" },
    missing: { id: "features/content/not-found", parentId: "root", path: "*" },
  };
  const routeIdOf = routeIdMatcher({ routes } as never);

  it("names the deepest route, for pages and single-fetch data requests", () => {
    expect(routeIdOf("/")).toBe("features/landing/home");
    expect(routeIdOf("/_root.data")).toBe("features/landing/home");
    expect(routeIdOf("/blog")).toBe("features/blog/blog-page");
    expect(routeIdOf("/blog.data")).toBe("features/blog/blog-page");
    expect(routeIdOf("/storage/videos/a/b.mp4")).toBe("features/storage/storage-file");
    expect(routeIdOf("/nao/existe")).toBe("features/content/not-found");
  });

  it("keeps React Router's route discovery apart from the 404 page (the page cache keys on it)", () => {
    expect(routeIdOf("/__manifest")).toBe(MANIFEST_ROUTE_ID);
    expect(
      pageCacheKey(new URL("http://x/__manifest?p=%2Fblog&version=1"), MANIFEST_ROUTE_ID),
    ).toBe(null);
  });
});

describe.each(databaseKinds)("readiness (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it("answers with a warning, not unavailable, while the rates table is empty", async () => {
    await database.db.execute(sql`delete from taxas_juros_bacen`);
    const state = await readiness(database, new Date("2025-08-15T12:00:00Z"));
    expect(state.checks.database).toBe("ok");
    expect(state.checks.migrations.ok).toBe(true);
    expect(state.checks.taxas).toMatchObject({ meses: 0, ok: false });
    expect(state.status).toBe("warning");
  });

  it("is ok with fresh rates, and warns when the newest month is older than 90 days", async () => {
    await seed(database.db);
    const fresh = await readiness(database, new Date("2025-09-01T12:00:00Z"));
    expect(fresh.checks.taxas.maisRecente).toBe("2025-07");
    expect(fresh.checks.dadosRecentes).toMatchObject({ ok: true, idadeDias: 31 });
    expect(fresh.status).toBe("ok");
    const old = await readiness(database, new Date("2026-11-23T12:00:00Z"));
    expect(old.status).toBe("warning");
    expect(old.avisos[0]).toContain("2025-07");
  });
});
