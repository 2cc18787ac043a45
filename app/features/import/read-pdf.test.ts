import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parseHiscon } from "./hiscon-parser";
import { encryptPdf } from "./test-support/encrypted-pdf";
import { drawHiscon } from "./test-support/hiscon-pdf";
import { sampleHiscon } from "./test-support/hiscon-sample";
import { readPdfInNode } from "./test-support/pdf-node";

describe("readPdf limits (issue #22, DESIGN §8b.31)", { timeout: 60_000 }, () => {
  it("refuses a PDF that needs a user password", async () => {
    const locked = encryptPdf(await drawHiscon(sampleHiscon()), "senha-do-usuario");
    expect(await readPdfInNode(locked)).toEqual({ ok: false, reason: "senha" });
  });

  it("reads a PDF encrypted with an owner password only", async () => {
    const owned = encryptPdf(await drawHiscon(sampleHiscon()), "");
    const read = await readPdfInNode(owned);
    if (!read.ok) throw new Error(read.reason);
    const parsed = parseHiscon(read.pages);
    expect(parsed.ok && parsed.contratos.length).toBe(5);
  });

  it("refuses more than 30 pages and more than 5 MB, and bytes that are no PDF", async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 31; i++) pdf.addPage();
    expect(await readPdfInNode(await pdf.save())).toEqual({ ok: false, reason: "paginas" });
    expect(await readPdfInNode(new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      reason: "tamanho",
    });
    expect(await readPdfInNode(new TextEncoder().encode("não é um PDF"))).toEqual({
      ok: false,
      reason: "ilegivel",
    });
  });
});
