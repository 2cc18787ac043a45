// The recovery server functions on the seeded data (BCB rates, INSS caps, IBGE indices), on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL: the panel's view with the three correction choices, the
// panel rendered on the server, the laudo record, and the RMC/RCC conversion.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/seed";
import { correctionFactor } from "~/domain/correction";
import { parseStoredRevision } from "~/features/history/revision-record";
import { RevisionPanel } from "~/features/recovery/revision-panel";
import { RmcPanel } from "~/features/recovery/rmc-panel";
import { formatMoney } from "~/domain/numbers";
import {
  computeRevisionDetails,
  computeRmcConversion,
  loadRevisionDeps,
  type RevisionDeps,
  revisionRecord,
  revisionView,
  rmcView,
} from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";
import { clearIndexTable } from "~/features/rates/indices.server";
import { clearCapRows } from "~/features/rates/inss-caps.server";
import { clearRateTable } from "~/features/rates/rates.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

const privateConsignado = revisionInputSchema.parse({
  tipo: "emprestimo_consignado",
  setor: "privado",
  mes: "2023-02",
  valorFinanciado: 10000,
  parcela: 648.91,
  parcelas: 36,
  parcelasPagas: 30,
});

describe.each(databaseKinds)("recovery server on %s", (kind) => {
  let database: TestDatabase;
  let deps: RevisionDeps;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    clearRateTable();
    clearIndexTable();
    clearCapRows();
    deps = await loadRevisionDeps(database.db);
  });
  afterAll(async () => {
    clearRateTable();
    clearIndexTable();
    clearCapRows();
    await database?.dispose();
  });

  it("builds the panel view with INPC, IPCA and INPC → IPCA, each from the seeded indices", () => {
    const result = revisionView(deps, privateConsignado);
    if (!result.ok) throw new Error(result.erro);
    const { view } = result;
    expect(view.parcelaRevisada).toBe(445.82);
    expect(view.pagoAMais).toBe(6092.7); // 30 × 203,09
    expect(view.economiaRestante).toBe(1218.64); // 5 × 203,09 + (648,91 − 445,72)
    expect(view.correcoes.map((c) => [c.indice, c.ok && c.dataCalculo])).toEqual([
      ["inpc", "2025-12"],
      ["ipca", "2025-12"],
      ["inpc_ipca", "2025-12"],
    ]);
    // The first overpayment (mar/2023, 203,09) corrected by INPC from abr/2023 to dez/2025:
    const factor = correctionFactor(deps.indices, "inpc", "2023-03", "2025-12");
    expect(factor.ok).toBe(true);
    const inpc = view.correcoes[0]!;
    expect(inpc.ok && inpc.simples).toBeGreaterThan(6092.7);
    expect(inpc.ok && inpc.simples).toBeLessThan(6092.7 * (factor.ok ? factor.fator : 0));
  });

  it("renders the panel on the server in pt-BR", () => {
    const result = revisionView(deps, privateConsignado);
    if (!result.ok) throw new Error(result.erro);
    const html = renderToStaticMarkup(createElement(RevisionPanel, { view: result.view }));
    expect(html).toContain("Recálculo do contrato (Tabela Price)");
    expect(html).toContain("R$ 445,82");
    expect(html).toContain("R$ 6.092,70");
    expect(html).toContain("Índice de correção monetária");
    expect(html).toContain("INPC até 08/2024 e IPCA depois (Lei 14.905/2024)");
    expect(html).toContain(
      "A Lei 14.905/2024 fez do IPCA o índice padrão de correção do Código Civil a partir de 30/08/2024",
    );
    expect(html).toContain("Juros de mora não foram estimados");
    expect(html).toContain("EAREsp 676.608/RS");
    expect(html).toContain("Média do Banco Central (série 25466) de fev/2023");

    const below = revisionView(deps, { ...privateConsignado, parcela: 420 });
    if (!below.ok) throw new Error(below.erro);
    expect(renderToStaticMarkup(createElement(RevisionPanel, { view: below.view }))).toContain(
      "Sem valores a restituir por este critério",
    );
  });

  it("gives the laudo record engineer E's history parses", () => {
    const details = computeRevisionDetails(deps, privateConsignado);
    if (!details.ok) throw new Error(details.erro);
    const stored = parseStoredRevision(revisionRecord(details));
    expect(stored).not.toBeNull();
    expect(stored!.pagoAMais).toBe(6092.7);
    expect(stored!.contrato).toHaveLength(36);
    expect(stored!.textos).toContain(
      "O direito de pedir a devolução prescreve em 10 anos (Código Civil, art. 205).",
    );
  });

  it("converts an RMC into a consignado at SGS 25468 of the saque month", () => {
    const input = rmcInputSchema.parse({
      valorSaque: 2000,
      mesSaque: "2019-06",
      descontoMensal: 120,
      descontosFeitos: 60,
    });
    const result = computeRmcConversion(deps, input);
    if (!result.ok) throw new Error(result.erro);
    expect(result.certificado).toMatchObject({ serie: 25468, mesUsado: "2019-06" });
    const c = result.conversao;
    expect(c.quitado).toBe(true);
    expect(c.parcelasParaQuitar).toBeGreaterThan(16); // 2.000 / 120 without interest
    expect(c.parcelasParaQuitar).toBeLessThan(30);
    expect(c.pagoAlemDaQuitacao).toBeGreaterThan(0);
    expect(c.totalDescontado).toBe(7200);
    expect(result.correcao?.ok).toBe(true);
    expect(result.textos[0]).toContain(
      "os tribunais costumam converter a dívida em empréstimo consignado",
    );

    const panel = rmcView(deps, input);
    if (!panel.ok) throw new Error(panel.erro);
    expect(panel.view.pagoAlemDaQuitacao).toBe(c.pagoAlemDaQuitacao);
    expect(panel.view.correcoes.every((v) => v.ok)).toBe(true);
    const html = renderToStaticMarkup(createElement(RmcPanel, { view: panel.view }));
    expect(html).toContain("Cartão RMC/RCC convertido em empréstimo consignado");
    expect(html).toContain(formatMoney(c.pagoAlemDaQuitacao));
    expect(html).toContain("Média do Banco Central (série 25468) de jun/2019");
    expect(html).toContain("Índice de correção monetária");
  });
});
