// POST /api/calculos/revisao (issue #10 item 7) as the server runs it, on the seeded BCB rates,
// INSS caps and IBGE indices, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the published
// cases, 400s with one pt-BR message per field, 405/413/415, the per-IP limit (429), and that it
// stores nothing.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDatabase } from "~/db/client.server";
import { formRateLimits, userAnalyses } from "~/db/schema";
import { seed } from "../../server/seed";
import { action, loader } from "~/features/recovery/api-calculos-revisao";
import { CALCULATION_RATE_LIMIT } from "~/features/recovery/calculation-endpoint.server";
import { computeRevision, loadRevisionDeps } from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import { clearIndexTable } from "~/features/rates/indices.server";
import { clearCapRows } from "~/features/rates/inss-caps.server";
import { clearRateTable } from "~/features/rates/rates.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

let ipCounter = 0;
async function post(
  body: unknown,
  { ip, raw, type }: { ip?: string; raw?: string; type?: string } = {},
) {
  const request = new Request("http://127.0.0.1:3999/api/calculos/revisao", {
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

const personalLoan = {
  tipo: "emprestimo_pessoal",
  mes: "2022-12",
  valorFinanciado: 2100,
  parcela: 326.97,
  parcelas: 48,
};
const privateConsignado = {
  tipo: "emprestimo_consignado",
  setor: "privado",
  mes: "2023-02",
  valorFinanciado: 10000,
  parcela: 648.91,
  parcelas: 36,
  parcelasPagas: 36,
};

describe.each(databaseKinds)("POST /api/calculos/revisao on %s", (kind) => {
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

  it("10.000 in 4 × 3.154,71: 10% a.m., interest 1.000,00 / 784,53 / 547,51 / 286,79, balance 0", async () => {
    const out = await post({
      tipo: "emprestimo_pessoal",
      mes: "2023-01",
      valorFinanciado: 10000,
      parcela: 3154.71,
      parcelas: 4,
    });
    expect(out.status).toBe(200);
    expect(out.json.taxaContrato).toBeCloseTo(10, 3);
    expect(out.json.contrato.tabela.map((r: { juros: number }) => r.juros)).toEqual([
      1000, 784.53, 547.51, 286.79,
    ]);
    expect(out.json.contrato.tabela.at(-1).saldo).toBe(0);
    expect(out.json.contrato.tabela[0]).toEqual({
      n: 1,
      vencimento: "2023-02",
      parcela: 3154.71,
      juros: 1000,
      amortizacao: 2154.71,
      saldo: 7845.29,
    });
  });

  it("100.000 in 180 × 1.200,16: 1% a.m., balance ≈ 59.612 with 69 installments left", async () => {
    const out = await post({
      tipo: "financiamento_veiculo",
      mes: "2015-01",
      valorFinanciado: 100000,
      parcela: 1200.16,
      parcelas: 180,
      parcelasPagas: 111,
    });
    expect(out.status).toBe(200);
    expect(out.json.taxaContrato).toBeCloseTo(1, 4);
    expect(out.json.contrato.tabela).toHaveLength(180);
    expect(out.json.contrato.tabela[110].saldo).toBe(59612.38);
  });

  it("personal loan dez/2022: 15,55% a.m. against 5,11 (SGS 25464), revised installment 118,11", async () => {
    const out = await post(personalLoan);
    expect(out.status).toBe(200);
    const r = out.json;
    expect(Math.round(r.taxaContrato * 100) / 100).toBe(15.55);
    expect(r.taxaContrato).not.toBe(15.55); // unrounded
    expect(r.mediaBacen).toBe(5.11);
    expect(r.certificado).toMatchObject({
      serie: 25464,
      mesSolicitado: "2022-12",
      mesUsado: "2022-12",
      valor: 5.11,
      caso: "exato",
    });
    expect(r.razao).toBeCloseTo(r.taxaContrato / 5.11, 12);
    expect(r.abusiva).toBe(true);
    expect(r.tetoInss).toEqual({ situacao: "nao_se_aplica", tetos: [], acima: null });
    expect(r.revisado).toMatchObject({ taxa: 5.11, parcela: 118.11 });
    expect(r.revisado.tabela.at(-1).saldo).toBe(0);
    // Nothing paid yet (parcelasPagas defaults to 0): nothing overpaid, nothing to refund.
    expect(r.pagoAMais).toBe(0);
    expect(r.restituicao).toEqual({
      simples: 0,
      emDobro: 0,
      corrigida: { indice: "inpc", dataCalculo: "2025-12", simples: 0, emDobro: 0 },
    });
  });

  it("private consignado fev/2023: average 2,82 (SGS 25466), revised 445,82, overpaid in 36 ≈ 7.311,25, refunds corrected by INPC", async () => {
    const out = await post(privateConsignado);
    expect(out.status).toBe(200);
    const r = out.json;
    expect(r.certificado).toMatchObject({ serie: 25466, valor: 2.82 });
    expect(r.revisado.parcela).toBe(445.82);
    expect(r.pagoAMais).toBe(7311.34);
    expect(Math.abs(r.pagoAMais - 7311.25)).toBeLessThan(0.1);
    // Every installment fell due from mar/2023 on: all in double.
    expect(r.restituicao.simples).toBe(7311.34);
    expect(r.restituicao.emDobro).toBe(14622.68);
    expect(r.restituicao.corrigida.indice).toBe("inpc");
    expect(r.restituicao.corrigida.dataCalculo).toBe("2025-12");
    expect(r.restituicao.corrigida.simples).toBeGreaterThan(7311.34);
    expect(r.restituicao.corrigida.emDobro).toBeCloseTo(2 * r.restituicao.corrigida.simples, 1);
    expect(r.tetoInss.situacao).toBe("nao_se_aplica");

    const ipca = await post({ ...privateConsignado, indice: "ipca", dataCalculo: "2025-06" });
    expect(ipca.json.restituicao.corrigida).toMatchObject({
      indice: "ipca",
      dataCalculo: "2025-06",
    });
    const none = await post({ ...privateConsignado, indice: "nenhum" });
    expect(none.json.restituicao.corrigida).toBeNull();
  });

  it("INSS consignado: the cap of the month beside the average; the revision uses the lower one", async () => {
    const out = await post({
      tipo: "emprestimo_consignado",
      setor: "inss",
      mes: "2024-07",
      valorFinanciado: 10000,
      parcela: 300,
      parcelas: 84,
      parcelasPagas: 12,
    });
    expect(out.status).toBe(200);
    expect(out.json.mediaBacen).toBe(1.63);
    expect(out.json.tetoInss.situacao).toBe("acima");
    expect(out.json.tetoInss.acima).toBe(true);
    expect(out.json.tetoInss.tetos).toEqual([expect.objectContaining({ valor: 1.66 })]);
    expect(out.json.revisado.taxa).toBe(1.63);
  });

  it("judges at the printed rate (taxaInformada) when the installments agree to 0,01 p.p., else at the implied one", async () => {
    // 12.000 in 84 × 343,12 is 2,4998…% a.m.: the printed 2,50 agrees, the printed 2,40 does not.
    const body = {
      tipo: "emprestimo_consignado",
      setor: "inss",
      mes: "2022-03",
      valorFinanciado: 12000,
      parcela: 343.12,
      parcelas: 84,
      parcelasPagas: 12,
      indice: "nenhum",
    };
    const agrees = await post({ ...body, taxaInformada: 2.5 });
    expect(agrees.status).toBe(200);
    expect(agrees.json.taxaContrato).toBe(2.5);
    const implied = await post(body);
    expect(implied.json.taxaContrato).not.toBe(2.5);
    expect(Math.abs(implied.json.taxaContrato - 2.5)).toBeLessThan(0.01);
    const far = await post({ ...body, taxaInformada: 2.4 });
    expect(far.json.taxaContrato).toBe(implied.json.taxaContrato);
    const bad = await post({ ...body, taxaInformada: "2,5" });
    expect(bad.status).toBe(400);
    expect(bad.json.erro).toContain('Campo "taxaInformada"');
  });

  it("answers 400 with one pt-BR message per field", async () => {
    const out = await post({
      tipo: "cheque",
      mes: "2023-13",
      valorFinanciado: "10000",
      parcela: -5,
      parcelas: 0,
      indice: "selic",
      extra: 1,
    });
    expect(out.status).toBe(400);
    expect(out.json.campos).toEqual({
      tipo: 'Campo "tipo": use um de financiamento_veiculo, emprestimo_pessoal, emprestimo_consignado, cartao_consignado, busca_apreensao.',
      mes: 'Campo "mes": informe o mês no formato AAAA-MM (por exemplo, 2023-02).',
      valorFinanciado:
        'Campo "valorFinanciado": informe um valor em reais de 1,00 a 100.000.000,00 (número JSON com ponto decimal, por exemplo 10000.50).',
      parcela:
        'Campo "parcela": informe um valor em reais de 1,00 a 100.000.000,00 (número JSON com ponto decimal, por exemplo 10000.50).',
      parcelas: 'Campo "parcelas": informe um número inteiro de 1 a 600.',
      indice: 'Campo "indice": use inpc, ipca, inpc_ipca ou nenhum.',
      _: "Campo não reconhecido: extra.",
    });
    expect(out.json.erro).toContain('Campo "tipo"');

    const cruzeiro = await post({ ...personalLoan, mes: "1990-03" });
    expect(cruzeiro.json.campos).toEqual({
      mes: 'Campo "mes": use um mês a partir de 1994-07 (início do Real); valores em moedas anteriores não são calculados.',
    });
    const paid = await post({ ...personalLoan, parcelasPagas: 49 });
    expect(paid.json.campos).toEqual({
      parcelasPagas:
        'Campo "parcelasPagas": informe um número inteiro de 0 a 48 (o número de parcelas).',
    });
    const impossible = await post({ ...personalLoan, parcela: 10 });
    expect(impossible.status).toBe(400);
    expect(impossible.json.campos.parcela).toBe(
      "A soma das parcelas (R$ 480,00) é menor que o valor financiado (R$ 2.100,00): não existe taxa de juros que resulte nessa parcela. Confira os valores.",
    );
    const future = await post({ ...privateConsignado, dataCalculo: "2026-03" });
    expect(future.status).toBe(400);
    expect(future.json.campos.dataCalculo).toBe(
      "Não há INPC publicado para jan/2026, fev/2026 e mar/2026; a correção monetária não foi calculada (não estimamos índices). Os dados vão até dez/2025.",
    );
    const broken = await post(null, { raw: '{"tipo": ' });
    expect(broken).toMatchObject({ status: 400, json: { erro: "O corpo não é um JSON válido." } });
    const list = await post([1, 2]);
    expect(list.json.campos._).toBe(
      "Envie um objeto JSON com os campos do cálculo (tipo, mes, valorFinanciado, parcela, parcelas…).",
    );
  });

  it("refuses other methods, other content types and big bodies", async () => {
    expect((loader() as Response).status).toBe(405);
    expect((await post(personalLoan, { type: "text/plain" })).status).toBe(415);
    const big = await post(null, {
      raw: JSON.stringify({ ...personalLoan, pad: "x".repeat(9000) }),
    });
    expect(big.status).toBe(413);
  });

  it(`limits each IP to ${CALCULATION_RATE_LIMIT.max} calculations a minute (429), other IPs unaffected`, async () => {
    for (let k = 0; k < CALCULATION_RATE_LIMIT.max; k++)
      expect((await post(personalLoan, { ip: "203.0.113.9" })).status).toBe(200);
    const blocked = await post(personalLoan, { ip: "203.0.113.9" });
    expect(blocked.status).toBe(429);
    expect(blocked.json.erro).toBe(
      "Muitos cálculos seguidos deste endereço. Tente novamente em 1 minuto.",
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(personalLoan, { ip: "203.0.113.10" })).status).toBe(200);
  });

  it("fuzz: any body either parses into an answer or a pt-BR field error, never a throw (fixed seed)", async () => {
    const deps = await loadRevisionDeps(database.db);
    const month = fc
      .tuple(fc.integer({ min: 1975, max: 2031 }), fc.integer({ min: 0, max: 13 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`);
    const weird = fc.oneof(
      fc.double({ min: -1e10, max: 1e10 }),
      fc.integer({ min: -5, max: 700 }),
      fc.constant("10"),
      fc.constant(null),
    );
    // A plausible contract (rate 0–15% a.m.), then some fields replaced by anything.
    const plausible = fc
      .record({
        tipo: fc.constantFrom(
          "financiamento_veiculo",
          "emprestimo_pessoal",
          "emprestimo_consignado",
          "cartao_consignado",
          "busca_apreensao",
        ),
        ano: fc.integer({ min: 2011, max: 2026 }),
        mesNum: fc.integer({ min: 1, max: 12 }),
        setor: fc.constantFrom(undefined, "inss", "publico", "privado"),
        valorFinanciado: fc.integer({ min: 10_000, max: 50_000_000 }).map((c) => c / 100),
        taxa: fc.integer({ min: 0, max: 1500 }).map((b) => b / 10_000),
        parcelas: fc.integer({ min: 1, max: 120 }),
        pagasFracao: fc.double({ min: 0, max: 1, noNaN: true }),
        indice: fc.constantFrom("inpc", "ipca", "inpc_ipca", "nenhum"),
        seguroVinculado: fc.boolean(),
      })
      .map((c) => ({
        tipo: c.tipo,
        mes: `${c.ano}-${String(c.mesNum).padStart(2, "0")}`,
        ...(c.setor ? { setor: c.setor } : {}),
        valorFinanciado: c.valorFinanciado,
        parcela:
          Math.ceil(
            (c.taxa === 0
              ? c.valorFinanciado / c.parcelas
              : (c.valorFinanciado * c.taxa) / (1 - (1 + c.taxa) ** -c.parcelas)) * 100,
          ) / 100,
        parcelas: c.parcelas,
        parcelasPagas: Math.floor(c.pagasFracao * c.parcelas),
        indice: c.indice,
        ...(c.seguroVinculado
          ? { seguroFinanciado: Math.round(c.valorFinanciado * 5) / 100, seguroVinculado: true }
          : {}),
      }));
    const body = fc
      .tuple(
        plausible,
        fc.array(
          fc.tuple(
            fc.constantFrom(
              "valorFinanciado",
              "parcela",
              "parcelas",
              "parcelasPagas",
              "mes",
              "primeiroVencimento",
              "dataCalculo",
              "tipo",
            ),
            fc.oneof(weird, month),
          ),
          { maxLength: 2 },
        ),
      )
      .map(([value, changes]) => ({ ...value, ...Object.fromEntries(changes) }));
    let answered = 0;
    fc.assert(
      fc.property(body, (value) => {
        const parsed = revisionInputSchema.safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) expect(issue.message).toMatch(/^(Campo|Envie)/);
          return;
        }
        const result = computeRevision(deps, parsed.data);
        if (result.ok) {
          const r = result.resposta;
          if (r.provisorio) {
            expect(r.pagoAMais).toBeNull();
            return;
          }
          answered++;
          expect(r.pagoAMais).toBeGreaterThanOrEqual(0);
          expect(r.restituicao.emDobro).toBeGreaterThanOrEqual(r.restituicao.simples);
          expect(r.revisado.tabela.at(-1)!.saldo).toBe(0);
        } else {
          expect(result.erro.length).toBeGreaterThan(10);
        }
      }),
      { seed: 20261123, numRuns: 400 },
    );
    expect(answered).toBeGreaterThan(100);
  });

  it("refuses what the schema bounds (§8.6, §8.7) with 400, never 500", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...personalLoan, valorFinanciado: 0.001 }, "valorFinanciado"],
      [{ ...personalLoan, parcela: 0.001 }, "parcela"],
      [
        { ...personalLoan, valorFinanciado: 999_999_999, tarifasFinanciadas: 5000 },
        "valorFinanciado",
      ],
      [{ ...personalLoan, tarifasFinanciadas: 999_999_999 }, "tarifasFinanciadas"],
      [{ ...personalLoan, mes: "2024-06", dataContrato: "2024-06-31" }, "dataContrato"],
      // 20 installments from jan/2026: the last would fall in ago/2027, after the current month.
      [{ ...personalLoan, mes: "2025-12", parcelasPagas: 20 }, "parcelasPagas"],
    ];
    for (const [body, campo] of cases) {
      const out = await post(body);
      expect(out.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(out.json.campos)).toContain(campo);
    }
    // The upper bound itself is answered.
    const top = await post({ ...personalLoan, valorFinanciado: 100_000_000, parcela: 15_000_000 });
    expect(top.status).toBe(200);
  });

  it("answers the criterion, the heads and the prescribed installments (§8.1, §8.2)", async () => {
    const out = await post({ ...personalLoan, parcelasPagas: 12 });
    expect(out.status).toBe(200);
    expect(out.json.criterio).toMatchObject({ atendido: true, base: "media_bacen" });
    expect(out.json.pagoAMaisPorCabeca).toEqual({ juros: 2506.32, seguroVinculado: 0 });
    expect(out.json.prescritas).toMatchObject({
      quantidade: 0,
      ate: null,
      valor: 0,
      referencia: "até a data do cálculo; o prazo conta-se até o ajuizamento da ação",
    });
    // A contract at 1,18 × the average: no revision, no refund.
    const below = await post({ ...personalLoan, parcela: 134.73, parcelasPagas: 12 });
    expect(below.json.criterio.atendido).toBe(false);
    expect(below.json.pagoAMais).toBe(0);
    expect(below.json.restituicao.simples).toBe(0);
    // A 2011 contract paid off in 2016: everything prescribed.
    const old = await post({
      tipo: "financiamento_veiculo",
      mes: "2011-06",
      valorFinanciado: 40000,
      parcela: 1768.07,
      parcelas: 60,
      parcelasPagas: 60,
    });
    expect(old.status).toBe(200);
    expect(old.json.pagoAMais).toBe(0);
    expect(old.json.restituicao).toMatchObject({ simples: 0, emDobro: 0 });
    expect(old.json.prescritas).toMatchObject({ quantidade: 60, ate: "2016-06" });
    expect(old.json.prescritas.valor).toBeGreaterThan(30000);
  });

  it("refuses a month before the series and answers a month not yet published as provisional (§8.3)", async () => {
    const before = await post({ ...personalLoan, mes: "2008-05" });
    expect(before.status).toBe(400);
    expect(before.json.campos.mes).toBe("O Banco Central publica esta série desde mar/2011.");
    const later = await post({ ...personalLoan, mes: "2026-03", parcelasPagas: 2 });
    expect(later.status).toBe(200);
    expect(later.json).toMatchObject({
      provisorio: true,
      mesUsado: "2025-07",
      pagoAMais: null,
      restituicao: null,
      revisado: null,
      contrato: null,
      prescritas: null,
    });
    expect(later.json.aviso).toContain("mar/2026");
    const firm = await post(personalLoan);
    expect(firm.json).toMatchObject({ provisorio: false, mesUsado: "2022-12" });
    expect(Object.keys(later.json).sort()).toEqual([...Object.keys(firm.json), "aviso"].sort());
  });

  it("stores nothing but the rate-limit counter", async () => {
    await post(privateConsignado);
    const [analyses] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userAnalyses);
    expect(analyses!.n).toBe(0);
  });
});
