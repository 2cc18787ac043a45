// The Word templates (DESIGN D21): each of the 14 files is a valid .docx with our legal text, the
// bucket is filled idempotently, and a subscriber's personalised copy is generated from their own
// analysis only — on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers, user } from "~/db/schema";
import { seedRates } from "../../server/seed";
import { formatRate } from "~/domain/numbers";
import type { RateTable } from "~/domain/rates";
import { runAnalysis } from "~/features/analysis/analysis.server";
import { clearCapRows, seedInssCaps } from "~/features/rates/inss-caps.server";
import { loadRateTable } from "~/features/rates/rates.server";
import { renderTemplateDocx } from "~/features/templates/docx.server";
import { fieldsFromAnalysis, templatesForType } from "~/features/templates/fields";
import {
  TEMPLATES_REVISED_AT,
  writeTemplateFiles,
} from "~/features/templates/generated-files.server";
import { findOwnAnalysis } from "~/features/templates/own-analysis.server";
import { createDiskStorage } from "~/services/storage.server";
import {
  DOCUMENT_TEMPLATES,
  TEMPLATE_BY_FILE,
  TEMPLATE_SLUGS,
} from "../../editorial/templates/catalogue";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

/** The visible text of a .docx: unzip, read word/document.xml, drop the tags. */
function docxText(bytes: Uint8Array): string {
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["[Content_Types].xml", "word/document.xml", "docProps/core.xml"]),
  );
  return strFromU8(files["word/document.xml"]!)
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

describe("the 14 generated templates", () => {
  it('are the spec\'s ten .docx files and the four payroll ones (issue "Truth" item 11)', () => {
    expect(DOCUMENT_TEMPLATES.map((t) => t.arquivo)).toEqual(
      TEMPLATE_SLUGS.map((s) => `${s}.docx`),
    );
    expect(DOCUMENT_TEMPLATES).toHaveLength(14);
  });

  it.each(DOCUMENT_TEMPLATES.map((t) => [t.arquivo, t] as const))(
    "%s is a valid docx with its legal text",
    async (_, template) => {
      const text = docxText(await renderTemplateDocx(template));
      expect(text).toContain(
        template.documento === "notificacao"
          ? "NOTIFICAÇÃO EXTRAJUDICIAL"
          : "EXCELENTÍSSIMO(A) SENHOR(A) JUIZ(A)",
      );
      expect(text).toContain("[NOME COMPLETO]");
      expect(text).toContain("Súmula 297");
      // Rate revision templates cite the BCB average rule; insurance templates the tied-sale rule.
      expect(text.includes("REsp 1.061.530")).toBe(template.contrato !== "prestamista");
      expect(text.includes("art. 6º, inciso V, do CDC")).toBe(template.contrato !== "prestamista");
      expect(text.includes("art. 51, inciso IV")).toBe(template.contrato !== "prestamista");
      expect(text.includes("Tema 972")).toBe(template.seguro);
      expect(/art\. 39, inciso I\b/.test(text)).toBe(template.seguro); // inciso I (tied sale), not IV
      // Without an analysis, every analysis field is a blank to fill in, never a raw token.
      expect(text).not.toMatch(/\{\w+\}/);
      if (template.contrato !== "prestamista")
        expect(text).toContain("[TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.]");
    },
  );

  it("fills the bucket once and leaves up-to-date files alone", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "modelos-"));
    try {
      const store = createDiskStorage(root);
      const started = performance.now();
      expect(await writeTemplateFiles(store)).toHaveLength(DOCUMENT_TEMPLATES.length);
      const elapsed = performance.now() - started;
      console.log(
        `[templates] ${DOCUMENT_TEMPLATES.length} .docx gerados e gravados em ${elapsed.toFixed(0)} ms`,
      );
      const before = await store.list("modelos");
      expect(before.map((o) => o.key).sort()).toEqual(
        DOCUMENT_TEMPLATES.map((t) => t.arquivo).sort(),
      );
      for (const object of before)
        expect(object.lastModified.getTime()).toBeGreaterThanOrEqual(
          TEMPLATES_REVISED_AT.getTime(),
        );
      expect(await writeTemplateFiles(store)).toEqual([]);
      const after = await store.list("modelos");
      expect(after.map((o) => o.etag)).toEqual(before.map((o) => o.etag));
      // A deleted file comes back on the next start.
      await store.delete("modelos", "peticao-seguro-prestamista.docx");
      expect(await writeTemplateFiles(store)).toEqual(["peticao-seguro-prestamista.docx"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)("personalised templates on %s", (kind) => {
  let database: TestDatabase;
  let table: RateTable;

  async function newUser(id: string) {
    const email = `${id}-${kind}@example.com`;
    await database.db.insert(user).values({ id: `${id}-${kind}`, name: id, email });
    await database.db
      .insert(subscribers)
      .values({ userId: `${id}-${kind}`, email, subscriptionTier: "premium" });
    return { userId: `${id}-${kind}`, email };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedRates(database.db);
    await seedInssCaps(database.db);
    clearCapRows();
    table = await loadRateTable(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("fills type, month and rates from the caller's own analysis, and only theirs", async () => {
    const owner = await newUser("dona");
    const other = await newUser("outra");
    const outcome = await runAnalysis(
      database.db,
      owner,
      {
        tipo: "financiamento_veiculo",
        mes: "2021-03",
        taxaContrato: 3.5,
        setor: null,
      },
      table,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;

    expect(await findOwnAnalysis(database.db, other.userId, outcome.id)).toBeNull();
    expect(await findOwnAnalysis(database.db, owner.userId, "não-é-um-uuid")).toBeNull();
    const analysis = await findOwnAnalysis(database.db, owner.userId, outcome.id);
    expect(analysis?.entrada.tipo).toBe("financiamento_veiculo");

    const fitting = templatesForType("financiamento_veiculo").map((t) => t.arquivo);
    expect(fitting).toEqual([
      "notificacao-veiculo-seguro.docx",
      "peticao-veiculo-seguro.docx",
      "notificacao-veiculo-sem-seguro.docx",
      "peticao-veiculo-sem-seguro.docx",
    ]);

    const average = table.byMonth.get("2021-03")!.taxaVeiculos!;
    const text = docxText(
      await renderTemplateDocx(
        TEMPLATE_BY_FILE.get("peticao-veiculo-seguro.docx")!,
        fieldsFromAnalysis(analysis!),
      ),
    );
    expect(text).toContain("assinado em março de 2021");
    expect(text).toContain("A taxa de juros remuneratórios aplicada ao contrato é de 3,50% a.m.");
    expect(text).toContain(`era de ${formatRate(average)}`);
    expect(text).toContain("série SGS 25471 do Banco Central");
    expect(text).toContain(
      `corresponde, portanto, a ${(3.5 / average).toFixed(2).replace(".", ",")} vezes a média`,
    );
    expect(text).not.toContain("[TAXA MENSAL DO CONTRATO");
    // What only the consumer knows stays a blank.
    expect(text).toContain("[NOME COMPLETO]");
  });

  it("leaves the contract rate blank when the analysis had none (vehicle without a rate)", async () => {
    const owner = await newUser("semtaxa");
    const outcome = await runAnalysis(
      database.db,
      owner,
      { tipo: "emprestimo_pessoal", mes: "2019-08", taxaContrato: null, setor: null },
      table,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const analysis = await findOwnAnalysis(database.db, owner.userId, outcome.id);
    const text = docxText(
      await renderTemplateDocx(
        TEMPLATE_BY_FILE.get("notificacao-emprestimo-sem-seguro.docx")!,
        fieldsFromAnalysis(analysis!),
      ),
    );
    expect(text).toContain("assinado em agosto de 2019");
    expect(text).toContain("[TAXA MENSAL DO CONTRATO, EX.: 3,50% a.m.]");
    expect(text).toContain(
      `era de ${formatRate(table.byMonth.get("2019-08")!.taxaCreditoPessoal!)}`,
    );
  });

  it("offers payroll contracts their own templates, then the insurance ones", async () => {
    expect(templatesForType("cartao_consignado").map((t) => t.slug)).toEqual([
      "notificacao-cartao-rmc-rcc",
      "peticao-cartao-rmc-rcc",
      "notificacao-seguro-prestamista",
      "peticao-seguro-prestamista",
    ]);
    const owner = await newUser("consig");
    const outcome = await runAnalysis(
      database.db,
      owner,
      { tipo: "emprestimo_consignado", mes: "2023-03", taxaContrato: 2.99, setor: "inss" },
      table,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const analysis = await findOwnAnalysis(database.db, owner.userId, outcome.id);
    const text = docxText(
      await renderTemplateDocx(
        TEMPLATE_BY_FILE.get("notificacao-seguro-prestamista.docx")!,
        fieldsFromAnalysis(analysis!),
      ),
    );
    expect(text).toContain(
      "Referência: contrato de empréstimo consignado nº [NÚMERO DO CONTRATO], assinado em março de 2023.",
    );
    // The consignado revision template, filled with the INSS cap the analysis recorded: 2,99% a.m.
    // is above every cap that may apply in mar/2023 (2,14, 1,70 and 1,97), so it is said as a fact.
    const revision = docxText(
      await renderTemplateDocx(
        TEMPLATE_BY_FILE.get("peticao-consignado-juros.docx")!,
        fieldsFromAnalysis(analysis!),
      ),
    );
    expect(revision).toContain(
      "AÇÃO REVISIONAL DE CONTRATO DE EMPRÉSTIMO CONSIGNADO C/C REPETIÇÃO DE INDÉBITO",
    );
    expect(revision).toMatch(
      /o teto de juros fixado pelo CNPS para essa modalidade era de 2,14% a\.m\. \(.*\) ou 1,70% a\.m\. \(.*\) ou 1,97% a\.m\. \(.*\), e a taxa cobrada, de 2,99% a\.m\., é superior a esse teto\./,
    );
    expect(revision).not.toContain("[APAGUE ESTE PARÁGRAFO");
    clearCapRows();
  });
});
