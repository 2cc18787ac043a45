// Opens a PDF with pdf.js and hands back each page's text items with its upright viewport
// transform. The caller passes the pdf.js module (the browser loads it only on /importar; tests use
// the legacy build in Node), so this file imports no pdf.js and runs in both. Limits (issue #22):
// 5 MB, 30 pages, a time-out; a PDF that needs a user password is refused (DESIGN §8b.31).
import type { PdfPageText, PdfTextItem } from "./text-items";

export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_PAGES = 30;
export const PDF_TIMEOUT_MS = 30_000;

interface PdfPage {
  getViewport(p: { scale: number }): { transform: number[] };
  getTextContent(): Promise<{ items: unknown[] }>;
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
}
export interface PdfjsModule {
  getDocument(src: { data: Uint8Array; isEvalSupported: boolean; [k: string]: unknown }): {
    promise: Promise<PdfDocument>;
    destroy(): Promise<void>;
  };
}

export type PdfReadFailure = "tamanho" | "paginas" | "senha" | "ilegivel" | "tempo";
export type PdfRead = { ok: true; pages: PdfPageText[] } | { ok: false; reason: PdfReadFailure };

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

async function readAll(pdfjs: PdfjsModule, data: Uint8Array, maxPages: number): Promise<PdfRead> {
  const task = pdfjs.getDocument({ data, isEvalSupported: false });
  try {
    const doc = await task.promise;
    if (doc.numPages > maxPages) return { ok: false, reason: "paginas" };
    const pages: PdfPageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push({
        items: content.items.filter(isTextItem),
        viewportTransform: page.getViewport({ scale: 1 }).transform,
      });
    }
    return { ok: true, pages };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, reason: name === "PasswordException" ? "senha" : "ilegivel" };
  } finally {
    void task.destroy();
  }
}

export async function readPdf(
  pdfjs: PdfjsModule,
  bytes: Uint8Array,
  limits: { maxBytes?: number; maxPages?: number; timeoutMs?: number } = {},
): Promise<PdfRead> {
  if (bytes.byteLength > (limits.maxBytes ?? MAX_PDF_BYTES))
    return { ok: false, reason: "tamanho" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PdfRead>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: "tempo" }),
      limits.timeoutMs ?? PDF_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([readAll(pdfjs, bytes, limits.maxPages ?? MAX_PDF_PAGES), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
