// DESIGN D2: limits hold under concurrency — 20 simultaneous analyses from a user with one left
// produce exactly one result, on PGlite and on PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers, user, userAnalyses } from "~/db/schema";
import { seedRates } from "../../server/seed";
import { LIMIT_MESSAGES } from "~/domain/plan-limits";
import type { RateTable } from "~/domain/rates";
import { RECORD_FAILED, RecordFailed, runAnalysis } from "~/features/analysis/analysis.server";
import type { AnalysisFormInput } from "~/features/analysis/analysis-schema";
import { loadRateTable } from "~/features/rates/rates.server";
import { loadPlan } from "~/features/auth/viewer.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

const input: AnalysisFormInput = {
  tipo: "emprestimo_consignado",
  mes: "2023-03",
  taxaContrato: 2.99,
  setor: "inss",
};

describe.each(databaseKinds)("analysis limits on %s", (kind) => {
  let database: TestDatabase;
  let table: RateTable;
  let n = 0;

  async function newUser(tier: "gratuito" | "basico" | "premium", used = 0) {
    const id = `user-${kind}-${++n}`;
    const email = `${id}@example.com`;
    await database.db.insert(user).values({ id, name: id, email });
    await database.db.insert(subscribers).values({ userId: id, email, subscriptionTier: tier });
    for (let i = 0; i < used; i++) {
      await database.db.insert(userAnalyses).values({
        userId: id,
        contractType: "financiamento_veiculo",
        mesContrato: "2024-01-01",
        resultado: {},
      });
    }
    return { userId: id, email };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedRates(database.db);
    table = await loadRateTable(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lets exactly one of 20 concurrent requests through for a free user", async () => {
    const caller = await newUser("gratuito");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(19);
    for (const o of refused)
      expect(o).toMatchObject({ reason: "limit", error: LIMIT_MESSAGES.gratuito });
    const rows = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, caller.userId));
    expect(rows).toHaveLength(1);
  });

  it("creates a missing subscribers row once and still lets exactly one of 20 through", async () => {
    const id = `user-${kind}-sem-linha-${++n}`;
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
    const caller = { userId: id, email: `${id}@example.com` };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const rows = await database.db.select().from(subscribers).where(eq(subscribers.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscriptionTier).toBe("gratuito");
  });

  it("lets a Básico user with 9 used this month do exactly one more", async () => {
    const caller = await newUser("basico", 9);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ error: LIMIT_MESSAGES.basico });
  });

  it("never limits Premium", async () => {
    const caller = await newUser("premium", 50);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });

  it("records Premium in one unlocked statement, 20 at once, without counting (unlimited)", async () => {
    const caller = { ...(await newUser("premium", 3)), tier: "premium" as const };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const rows = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, caller.userId));
    expect(rows).toHaveLength(23);
    // Nothing reads an unlimited plan's count; counting every analysis of the month would grow
    // with each one (issue 14).
    expect(outcomes.map((o) => (o.ok ? o.usedThisMonth : null))).toEqual(Array(20).fill(0));
    const plan = await loadPlan(database.db, { id: caller.userId, email: caller.email }, []);
    expect(plan.plan).toMatchObject({ tier: "premium", analysesThisMonth: 0 });
  });

  it("records Premium analyses arriving together in groups: a failing one fails alone", async () => {
    // Issue 26: concurrent Premium analyses share one INSERT (premium-recording.server.ts). In one
    // burst: 20 good ones, 3 that violate the table's CHECK, and 5 whose row is no longer Premium.
    const premium = { ...(await newUser("premium")), tier: "premium" as const };
    const failing = { ...(await newUser("premium")), tier: "premium" as const };
    const downgraded = { ...(await newUser("gratuito")), tier: "premium" as const };
    const good = Array.from({ length: 20 }, () => runAnalysis(database.db, premium, input, table));
    const bad = Array.from({ length: 3 }, () =>
      runAnalysis(database.db, failing, { ...input, taxaContrato: -1 }, table).then(
        () => "recorded",
        (error) => (error instanceof RecordFailed ? "RecordFailed" : String(error)),
      ),
    );
    const locked = Array.from({ length: 5 }, () =>
      runAnalysis(database.db, downgraded, input, table),
    );
    const [goods, bads, lockeds] = await Promise.all([
      Promise.all(good),
      Promise.all(bad),
      Promise.all(locked),
    ]);
    const ids = goods.map((o) => (o.ok ? o.id : null));
    expect(new Set(ids).size).toBe(20);
    const rows = await database.db
      .select({ id: userAnalyses.id })
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, premium.userId));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(bads).toEqual(["RecordFailed", "RecordFailed", "RecordFailed"]);
    // The downgraded caller took the locked, counted path: its free plan's one analysis.
    expect(lockeds.filter((o) => o.ok)).toHaveLength(1);
    expect(lockeds.filter((o) => !o.ok)).toHaveLength(4);
  });

  it("still holds the limit when the viewer said Premium but the row no longer does", async () => {
    // A downgrade committed after the page read the plan: the hint must not lift the limit.
    const caller = { ...(await newUser("gratuito")), tier: "premium" as const };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => runAnalysis(database.db, caller, input, table)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toHaveLength(19);
    for (const o of outcomes.filter((x) => !x.ok))
      expect(o).toMatchObject({ reason: "limit", usedThisMonth: 1 });
  });

  it("returns the month's count after a limited analysis (the dashboard shows it without reloading)", async () => {
    const caller = await newUser("basico", 4);
    const outcome = await runAnalysis(database.db, caller, input, table);
    expect(outcome).toMatchObject({ ok: true, tier: "basico", usedThisMonth: 5 });
  });

  it("records inputs, result and the rate certificate", async () => {
    const caller = await newUser("premium");
    const outcome = await runAnalysis(database.db, caller, input, table);
    expect(outcome.ok).toBe(true);
    const [row] = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, caller.userId));
    expect(row).toMatchObject({
      contractType: "emprestimo_consignado",
      mesContrato: "2023-03-01",
      taxaContrato: 2.99,
      abusiva: true,
    });
    const resultado = row!.resultado as {
      analise: { certificado: { serie: number; valor: number; mesUsado: string } };
    };
    expect(resultado.analise.certificado).toMatchObject({
      serie: 25468,
      valor: 1.97,
      mesUsado: "2023-03",
    });
  });

  it("throws RecordFailed (the page says the spec's text) when the record cannot be written", async () => {
    const caller = await newUser("premium");
    // A negative rate violates the table's CHECK constraint: the insert fails.
    await expect(
      runAnalysis(database.db, caller, { ...input, taxaContrato: -1 }, table),
    ).rejects.toBeInstanceOf(RecordFailed);
    // The same on the one-statement Premium path.
    await expect(
      runAnalysis(
        database.db,
        { ...caller, tier: "premium" },
        { ...input, taxaContrato: -1 },
        table,
      ),
    ).rejects.toBeInstanceOf(RecordFailed);
    expect(RECORD_FAILED).toBe("Erro ao registrar análise. Tente novamente.");
  });
});
