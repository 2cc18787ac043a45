// POST /api/calculos/rmc (issue #10 item 4, beside /api/calculos/revisao with its rules) on the
// seeded BCB rates, INSS caps and IBGE indices, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the conversion as the screens compute it, 400s with one pt-BR message per field,
// 405/413/415, the per-IP limit (429), and that it stores nothing.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { formRateLimits, userAnalyses } from "~/db/schema";
import { action, loader } from "~/features/recovery/api-calculos-rmc";
import {
  CALCULATION_RATE_LIMIT,
  MAX_BODY_BYTES,
} from "~/features/recovery/calculation-endpoint.server";
import { loadRevisionDeps, rmcView } from "~/features/recovery/revision.server";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";
import { clearIndexTable } from "~/features/rates/indices.server";
import { clearCapRows } from "~/features/rates/inss-caps.server";
import { clearRateTable } from "~/features/rates/rates.server";
import { seed } from "../../server/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

let ipCounter = 0;
async function post(
  body: unknown,
  { ip, raw, type }: { ip?: string; raw?: string; type?: string } = {},
) {
  const request = new Request("http://127.0.0.1:3999/api/calculos/rmc", {
    method: "POST",
    headers: {
      "content-type": type ?? "application/json",
      "x-client-ip": ip ?? `198.51.100.${++ipCounter % 250}`,
    },
    body: raw ?? JSON.stringify(body),
  });
  const response = (await action({ request, context: undefined, params: {} } as never)) as Response;
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, any>,
  };
}

const CASE = { valorSaque: 2000, mesSaque: "2019-06", descontoMensal: 120, descontosFeitos: 60 };

describe.each(databaseKinds)("POST /api/calculos/rmc on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    setDatabase(database);
    clearRateTable();
    clearIndexTable();
    clearCapRows();
  });
  beforeEach(async () => {
    await database.db.delete(formRateLimits);
  });
  afterAll(async () => {
    setDatabase(undefined);
    clearRateTable();
    clearIndexTable();
    clearCapRows();
    await database?.dispose();
  });

  it("converts R$ 2.000,00 of jun/2019 with 60 deductions of R$ 120,00, as the screen does", async () => {
    const out = await post(CASE);
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toBe("no-store");
    expect(out.json).toMatchObject({
      taxa: 1.81,
      baseTaxa: "media_bacen",
      certificado: { serie: 25468, mesUsado: "2019-06" },
      parcelasParaQuitar: 21,
      mesQuitacao: "2021-03",
      quitado: true,
      totalDescontado: 7200,
      pagoAlemDaQuitacao: 4797.98,
      restituicao: {
        simples: 4797.98,
        emDobro: 9477.98,
        corrigida: { indice: "inpc", dataCalculo: "2025-12", simples: 5502.11, emDobro: 10851.79 },
      },
    });
    expect(out.json.excedentes).toHaveLength(40); // the 21st deduction's remainder and the 39 after it
    // The same domain code as the panel on /minhas-analises/:id.
    const view = rmcView(await loadRevisionDeps(database.db), rmcInputSchema.parse(CASE));
    expect(view.ok && view.view.pagoAlemDaQuitacao).toBe(out.json.pagoAlemDaQuitacao);
    expect((await database.db.select().from(userAnalyses)).length).toBe(0);
  });

  it("refuses bad input with 400 and one pt-BR message per field; never 500 (property)", async () => {
    const bad = await post({
      valorSaque: -1,
      mesSaque: "06/2019",
      descontoMensal: "120",
      descontosFeitos: 1.5,
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.campos).toMatchObject({ _: "Campo não reconhecido: extra." });
    const fields = await post({
      valorSaque: -1,
      mesSaque: "06/2019",
      descontoMensal: "120",
      descontosFeitos: 1.5,
    });
    expect(Object.keys(fields.json.campos).sort()).toEqual([
      "descontoMensal",
      "descontosFeitos",
      "mesSaque",
      "valorSaque",
    ]);
    expect(fields.json.campos.mesSaque).toBe(
      'Campo "mesSaque": informe o mês no formato AAAA-MM (por exemplo, 2019-06).',
    );
    expect((await post("x", { raw: "{" })).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          valorSaque: fc.anything(),
          mesSaque: fc.anything(),
          descontoMensal: fc.anything(),
          descontosFeitos: fc.anything(),
        }),
        async (body) => {
          const out = await post(body);
          expect([200, 400]).toContain(out.status);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("answers 405, 415 and 413 like /api/calculos/revisao, and limits calculations per IP (429)", async () => {
    expect(((await loader()) as Response).status).toBe(405);
    expect((await post(CASE, { type: "text/plain" })).status).toBe(415);
    expect(
      (await post(null, { raw: JSON.stringify({ ...CASE, pad: "x".repeat(MAX_BODY_BYTES) }) }))
        .status,
    ).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i <= CALCULATION_RATE_LIMIT.max; i++)
      statuses.push((await post(CASE, { ip: "203.0.113.77" })).status);
    expect(statuses.slice(0, CALCULATION_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    const limited = await post(CASE, { ip: "203.0.113.77" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
