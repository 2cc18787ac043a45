// The browser side of /importar: the picked file → the HISCON's contracts, or why not. The bytes
// stay in this tab; nothing here talks to the server.
import { type HisconContract, parseHiscon } from "./hiscon-parser";
import { loadPdfjs } from "./pdfjs-browser";
import { MAX_PDF_BYTES, type PdfReadFailure, readPdf } from "./read-pdf";

export type ImportFileRead =
  | { ok: true; contratos: HisconContract[] }
  | { ok: false; reason: PdfReadFailure | "sem_texto" | "nao_hiscon" };

export async function readImportFile(file: File): Promise<ImportFileRead> {
  if (file.size > MAX_PDF_BYTES) return { ok: false, reason: "tamanho" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = await readPdf(await loadPdfjs(), bytes);
  if (!read.ok) return read;
  return parseHiscon(read.pages);
}
