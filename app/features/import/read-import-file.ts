// The browser side of /importar: the picked file → the HISCON's contracts, a contract PDF's
// labelled values, or why not. The bytes stay in this tab; nothing here talks to the server.
import { type CcbValue, findCcbValues } from "./ccb-finder";
import { type HisconContract, parseHiscon } from "./hiscon-parser";
import { loadPdfjs } from "./pdfjs-browser";
import { MAX_PDF_BYTES, type PdfReadFailure, readPdf } from "./read-pdf";

export type ImportFileRead =
  | { ok: true; kind: "hiscon"; contratos: HisconContract[] }
  | { ok: true; kind: "ccb"; valores: CcbValue[] }
  | { ok: false; reason: PdfReadFailure | "sem_texto" | "nao_hiscon" };

/** Fewer labelled values than this and the PDF is not taken for a contract. */
const MIN_CCB_VALUES = 3;

export async function readImportFile(file: File): Promise<ImportFileRead> {
  if (file.size > MAX_PDF_BYTES) return { ok: false, reason: "tamanho" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = await readPdf(await loadPdfjs(), bytes);
  if (!read.ok) return read;
  const hiscon = parseHiscon(read.pages);
  if (hiscon.ok) return { ok: true, kind: "hiscon", contratos: hiscon.contratos };
  if (hiscon.reason === "nao_hiscon") {
    const valores = findCcbValues(read.pages);
    if (valores.length >= MIN_CCB_VALUES) return { ok: true, kind: "ccb", valores };
  }
  return hiscon;
}
