// Legal information content (SPEC §7/§9, DESIGN D19/D20): the videos catalogue is seeded once
// with 7 titled entries and never overwrites the admin's edits; the two PDFs are valid, the rate
// table PDF carries the real BCB months and is rebuilt when the data is newer — on PGlite and
// PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videos } from "~/db/schema";
import { seedRates } from "../../server/seed";
import { createRateTable } from "~/domain/rates";
import { formatNumber } from "~/domain/numbers";
import {
  writeGuidePdf,
  writeLegalPdfs,
  writeRateTablePdf,
} from "~/features/legal/generated-files.server";
import { seedLegalContent } from "~/features/legal/seed.server";
import { listVideos, seedVideos } from "~/features/legal/videos.server";
import { loadRateTable } from "~/features/rates/rates.server";
import { createDiskStorage, type Storage } from "~/services/storage.server";
import { LEGAL_PDFS } from "../../editorial/legal-info/materials";
import { VIDEO_CATALOGUE } from "../../editorial/legal-info/videos";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";

async function readObject(store: Storage, key: string): Promise<Uint8Array> {
  const found = await store.get("modelos", key);
  if (!found) throw new Error(`${key} ausente`);
  return new Uint8Array(await new Response(found.body).arrayBuffer());
}

/** Text drawn on the PDF's pages: pdf-lib writes WinAnsi hex strings into (Flate) content streams. */
function pdfText(doc: PDFDocument): string {
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = ref ? doc.context.lookup(ref as never) : undefined;
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        parts.push(Buffer.from(match[1]!, "hex").toString("latin1"));
      }
    }
  }
  return parts.join("\n");
}

describe.each(databaseKinds)("legal content on %s", (kind) => {
  let database: TestDatabase;
  let root: string;
  let store: Storage;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedRates(database.db);
    root = mkdtempSync(path.join(tmpdir(), "legal-"));
    store = createDiskStorage(root);
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("seeds the 7 videos without an address, once, and keeps the admin's edits", async () => {
    expect(await seedVideos(database.db)).toBe(7);
    expect(await seedVideos(database.db)).toBe(0);
    const list = await listVideos(database.db);
    expect(list.map((v) => v.titulo)).toEqual([...VIDEO_CATALOGUE]);
    expect(list.every((v) => v.url === null)).toBe(true);

    await database.db
      .update(videos)
      .set({ url: "/storage/videos/aula-1.mp4", tipo: "mp4" })
      .where(eq(videos.id, list[0]!.id));
    await Promise.all([seedVideos(database.db), seedVideos(database.db)]);
    const again = await listVideos(database.db);
    expect(again).toHaveLength(7);
    expect(again[0]).toMatchObject({ url: "/storage/videos/aula-1.mp4", tipo: "mp4" });
  });

  it("writes two valid PDFs; the rate table lists every real BCB month", async () => {
    const started = performance.now();
    expect((await writeLegalPdfs(database.db, store)).sort()).toEqual(
      [LEGAL_PDFS.guia.arquivo, LEGAL_PDFS.taxas.arquivo].sort(),
    );
    console.log(
      `[legal] 2 PDFs gerados e gravados em ${(performance.now() - started).toFixed(0)} ms`,
    );

    const guide = await PDFDocument.load(await readObject(store, LEGAL_PDFS.guia.arquivo));
    expect(guide.getTitle()).toBe("Guia de direitos do consumidor bancário");
    const guideText = pdfText(guide);
    expect(guideText).toContain("Súmula 297");
    expect(guideText).toContain("Tema 972");

    const table = await loadRateTable(database.db);
    const ratesPdf = await PDFDocument.load(await readObject(store, LEGAL_PDFS.taxas.arquivo));
    expect(ratesPdf.getTitle()).toBe("Tabela de taxas médias do Banco Central");
    expect(ratesPdf.getPageCount()).toBeGreaterThanOrEqual(4); // 173 months
    const text = pdfText(ratesPdf);
    expect(text).toContain("série 25471");
    for (const month of ["2011-03", "2018-06", "2025-07"] as const) {
      const row = table.byMonth.get(month)!;
      const label = `${["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"][Number(month.slice(5)) - 1]}/${month.slice(0, 4)}`;
      expect(text).toContain(label);
      expect(text).toContain(formatNumber(row.taxaVeiculos!, 2));
      expect(text).toContain(formatNumber(row.taxaCreditoPessoal!, 2));
    }
  });

  it("rebuilds only what is out of date", async () => {
    const table = await loadRateTable(database.db);
    expect(await writeGuidePdf(store)).toBe(false);
    expect(await writeRateTablePdf(store, table)).toBe(false);
    // The monthly update fetched data after the file was made: the rate table is rebuilt.
    const fetchedLater = new Date(Date.now() + 60_000).toISOString();
    const updated = createRateTable(
      table.rows.map((r, i) => (i === 0 ? { ...r, obtidoEm: fetchedLater } : r)),
    );
    expect(await writeRateTablePdf(store, updated)).toBe(true);
  });

  it("seedLegalContent fills the bucket with the 14 templates (SPEC's 10 + 4 payroll) and the 2 PDFs", async () => {
    const fresh = createDiskStorage(path.join(root, "outro"));
    const started = performance.now();
    await seedLegalContent(database.db, fresh);
    console.log(
      `[legal] seed completo (vídeos, 14 .docx, 2 PDFs) em ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(await fresh.list("modelos")).toHaveLength(16);
    const again = performance.now();
    await seedLegalContent(database.db, fresh);
    console.log(`[legal] seed repetido em ${(performance.now() - again).toFixed(0)} ms`);
  });
});
