// Issue #22 on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): confirming an
// import records every loan in one transaction that counts once, stores each loan's court-grade
// figures as the record page's recalculation stores them (so the record and the memória show the
// portfolio's figures), judges and revises each loan at one rate, keeps prescribed installments of
// an ended contract out of the refund, and counts every recorded analysis in /metrics.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers, user, userAnalyses } from "~/db/schema";
import { storedRevisionInput } from "~/features/history/laudo-response.server";
import { parseRecord } from "~/features/analysis/record";
import { readCell } from "~/features/import/hiscon-cells";
import { LOAN_COLUMNS } from "~/features/import/hiscon-layout";
import {
  cardDefaults,
  type ConfirmedLoan,
  planCard,
  planLoan,
} from "~/features/import/import-plan";
import { IMPORT_MSG } from "~/features/import/import-texts";
import { runImport } from "~/features/import/import.server";
import { reviewRowOf } from "~/features/import/review-table";
import {
  hisconMoney,
  loanRow,
  SAMPLE_CARDS,
  SAMPLE_LOANS,
} from "~/features/import/test-support/hiscon-sample";
import { parseRevisionForm } from "~/features/history/revision-form";
import { rmcDefaults } from "~/features/history/rmc-form";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";
import { clearIndexTable } from "~/features/rates/indices.server";
import { clearCapRows } from "~/features/rates/inss-caps.server";
import { clearRateTable } from "~/features/rates/rates.server";
import {
  computeRevisionDetails,
  computeRmcConversion,
  loadRevisionDeps,
} from "~/features/recovery/revision.server";
import { metrics } from "~/services/metrics.server";
import { seed } from "../../server/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-26T15:00:00Z");

/** An ended contract of 2015–2019: its discounts before 11/2016 are prescribed on 26/11/2026. */
const OLD_ENDED = {
  contrato: "3344556677",
  banco: "BANCO ANTIGO",
  situacao: "Encerrado",
  dataInclusao: "10/01/2015",
  inicio: "02/2015",
  fim: "01/2019",
  parcelas: 48,
  emprestado: 5000,
  taxa: 3.5,
};

/** What the review table posts for a sample row: its texts, with the paid count it proposes. */
function confirmed(row: ReturnType<typeof loanRow>): ConfirmedLoan {
  const campos = Object.fromEntries(
    LOAN_COLUMNS.map((c) => [c.key, { texto: row[c.key] ?? "", ...readCell(c, row[c.key] ?? "") }]),
  );
  return reviewRowOf({ secao: "ativos", pagina: 1, campos }, NOW).texts;
}

async function sampleLoans() {
  const rows = [...SAMPLE_LOANS, OLD_ENDED].map((l) => confirmed(loanRow(l)));
  return rows.map((texts) => {
    const plan = planLoan(texts, NOW);
    if (!plan.ok) throw new Error(JSON.stringify(plan.erros));
    return { planned: plan.loan, confirmed: texts };
  });
}

describe.each(databaseKinds)("import on %s", (kind) => {
  let database: TestDatabase;
  let n = 0;

  async function newUser(tier: "gratuito" | "basico") {
    const id = `import-${kind}-${++n}`;
    const email = `${id}@example.com`;
    await database.db.insert(user).values({ id, name: id, email });
    await database.db.insert(subscribers).values({ userId: id, email, subscriptionTier: tier });
    return { userId: id, email };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seed(database.db);
    clearRateTable();
    clearIndexTable();
    clearCapRows();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("records every loan once, with the figures the record and the memória read back", async () => {
    const caller = await newUser("basico");
    const loans = await sampleLoans();
    // prom-client hands out its live value objects: read the sum at once.
    const recorded = async () =>
      (await metrics().analyses.get()).values
        .filter((x) => x.labels.tipo === "emprestimo_consignado")
        .reduce((a, x) => a + x.value, 0);
    const before = await recorded();
    const outcome = await runImport(database.db, caller, { loans }, NOW);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.resultados).toHaveLength(4);
    // Point 5: each recorded analysis is counted in /metrics like a typed one.
    expect((await recorded()) - before).toBe(4);

    const rows = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, caller.userId));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.contaLimite)).toHaveLength(1);
    const deps = await loadRevisionDeps(database.db, NOW);
    for (const r of outcome.resultados) {
      const row = rows.find((x) => x.id === r.id)!;
      const record = parseRecord(row.resultado)!;
      // The memória's inputs are the stored recalculation: the same figures as the portfolio.
      const input = storedRevisionInput(record, row.revisao);
      expect(input).not.toBeNull();
      const details = computeRevisionDetails(deps, input!);
      if (!details.ok) throw new Error(details.erro);
      expect(details.revisao.pagoAMais).toBe(r.pagoAMais);
      expect(details.restituicao.simples).toBe(r.simples);
      expect(details.restituicao.emDobro).toBe(r.emDobro);
      // Point 4: the verdict's rate is the revision's rate.
      expect(details.revisao.taxaContrato).toBe(record.entrada.taxaContrato);
      expect(details.revisao.taxaContrato).toBe(r.taxaMensal);
      expect(details.resposta.abusiva).toBe(row.abusiva);
    }
    // The record page's recalculation form, sent as it opens: the same rate and the same figures.
    const first = rows.find((x) => x.id === outcome.resultados[0]!.id)!;
    const typed = (first.revisao as { digitado: Record<string, string> }).digitado;
    const form = new FormData();
    for (const [k, v] of Object.entries(typed)) form.set(k, v);
    const reparsed = parseRevisionForm(form, parseRecord(first.resultado)!, first.revisao);
    if (!reparsed.ok) throw new Error(JSON.stringify(reparsed.errors));
    expect(reparsed.input).toMatchObject({ taxaInformada: 2.5, dataContrato: "2022-03-15" });
    const recalculated = computeRevisionDetails(deps, reparsed.input);
    if (!recalculated.ok) throw new Error(recalculated.erro);
    expect(recalculated.revisao.taxaContrato).toBe(outcome.resultados[0]!.taxaMensal);
    expect(recalculated.revisao.pagoAMais).toBe(outcome.resultados[0]!.pagoAMais);

    const [active, , ended, old] = outcome.resultados;
    expect(active).toMatchObject({ taxaFonte: "documento", encerrado: false, provisorio: false });
    expect(active!.pagoAMais).toBeGreaterThan(0);
    expect(ended!.encerrado).toBe(true);
    expect(ended!.parcelasQueContam).toBe(
      "24 parcelas descontadas de fev/2021 a jan/2023: todas contam (nenhuma prescrita).",
    );
    // Point 3: the ended contract's discounts stop at its end; those due before 26/11/2016 are out.
    expect(old!.parcelasQueContam).toBe(
      "48 parcelas descontadas de fev/2015 a jan/2019: as 21 vencidas de fev/2015 a out/2016 estão prescritas (CC, art. 205); contam 27, de nov/2016 a jan/2019. Contagem até a data do cálculo; o prazo conta-se até o ajuizamento da ação.",
    );
    const oldRow = rows.find((x) => x.id === old!.id)!;
    const stored = oldRow.revisao as { entrada: { parcelasPagas: number } };
    expect(stored.entrada.parcelasPagas).toBe(48);
    const oldDetails = computeRevisionDetails(
      deps,
      storedRevisionInput(parseRecord(oldRow.resultado)!, oldRow.revisao)!,
    );
    if (!oldDetails.ok) throw new Error(oldDetails.erro);
    expect(oldDetails.revisao.prescritas).toMatchObject({ quantidade: 21, ate: "2016-10" });
    const paidNotPrescribed = oldDetails.revisao.diferencas.filter((d) => d.paga && !d.prescrita);
    expect(paidNotPrescribed).toHaveLength(27);
  });

  it("records the RMC/RCC cards: converted with the saque, asking for it without", async () => {
    const caller = await newUser("basico");
    const cardTexts = (secao: "rmc" | "rcc", saque: { valorSaque: string; mesSaque: string }) => {
      const c = SAMPLE_CARDS[secao];
      return {
        secao,
        contrato: c.contrato,
        banco: c.banco,
        situacao: "Ativo",
        dataInclusao: "20/08/2019",
        limite: hisconMoney(c.limite),
        reservado: hisconMoney(c.reservado),
        ...cardDefaults("Ativo", "2019-08-20", NOW),
        ...saque,
      };
    };
    const plans = [
      planCard(cardTexts("rmc", { valorSaque: "1.200,00", mesSaque: "08/2019" }), NOW),
      planCard(cardTexts("rcc", { valorSaque: "", mesSaque: "" }), NOW),
    ].map((p) => {
      if (!p.ok) throw new Error(JSON.stringify(p.erros));
      return p.card;
    });
    const cardsCounted = async () =>
      (await metrics().analyses.get()).values
        .filter((x) => x.labels.tipo === "cartao_consignado")
        .reduce((a, x) => a + x.value, 0);
    const before = await cardsCounted();
    const outcome = await runImport(
      database.db,
      caller,
      { loans: (await sampleLoans()).slice(0, 1), cards: plans },
      NOW,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    expect((await cardsCounted()) - before).toBe(2);
    const [rmc, rcc] = outcome.cartoes;
    expect(rmc).toMatchObject({ secao: "rmc", convertido: true, descontoMensal: 70.6 });
    expect(rmc!.frase).toMatch(/^Convertido em empréstimo consignado/);
    expect(rmc!.simples).toBeGreaterThan(0);
    expect(rcc).toMatchObject({ secao: "rcc", convertido: false, simples: null });
    expect(rcc!.frase).toBe(IMPORT_MSG.cardNeedsSaque);

    const rows = await database.db
      .select()
      .from(userAnalyses)
      .where(eq(userAnalyses.userId, caller.userId));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.contaLimite)).toHaveLength(1);
    const rmcRow = rows.find((r) => r.id === rmc!.id)!;
    expect(rmcRow.contractType).toBe("cartao_consignado");
    // Stored as the record page's conversion: it reads it back to the same figures.
    const stored = rmcRow.revisao as { tipo: string; entrada: unknown };
    expect(stored.tipo).toBe("rmc");
    const deps = await loadRevisionDeps(database.db, NOW);
    const again = computeRmcConversion(deps, rmcInputSchema.parse(stored.entrada));
    if (!again.ok) throw new Error(again.erro);
    expect(again.conversao.restituicao.simples).toBe(rmc!.simples);
    expect(again.conversao.restituicao.emDobro).toBe(rmc!.emDobro);
    // The card without the saque: its record's form starts with what the extrato gave.
    const rccRow = rows.find((r) => r.id === rcc!.id)!;
    expect(rccRow.revisao).toBeNull();
    expect(rmcDefaults(parseRecord(rccRow.resultado)!, rccRow.revisao)).toEqual({
      valorSaque: "",
      mesSaque: "08/2019",
      descontoMensal: "75,90",
      descontosFeitos: "87",
      primeiroDesconto: "09/2019",
      indice: "inpc",
    });
  });

  it("records on the free plan too (verdicts), counting once", async () => {
    const caller = await newUser("gratuito");
    const outcome = await runImport(database.db, caller, { loans: await sampleLoans() }, NOW);
    expect(outcome.ok).toBe(true);
    const again = await runImport(database.db, caller, { loans: await sampleLoans() }, NOW);
    expect(again).toMatchObject({ ok: false, reason: "limit" });
  });
});
