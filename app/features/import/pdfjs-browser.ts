// pdf.js for the browser, loaded only when a file is picked on /importar (a dynamic import: the
// public pages' bundles never include it). The worker is one of our own built assets, so the
// CSP's script-src 'self' (worker-src falls back to it) admits it; no eval (isEvalSupported false).
import type { PdfjsModule } from "./read-pdf";

export async function loadPdfjs(): Promise<PdfjsModule> {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs as unknown as PdfjsModule;
}
