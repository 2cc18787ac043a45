// pdf.js in Node for the tests: the legacy build, no eval (DESIGN §8b.37).
import { createRequire } from "node:module";
import path from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { type PdfjsModule, readPdf } from "../read-pdf";

// The standard fonts' metrics, so pdf.js does not warn about the fixtures' Helvetica.
const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

const nodePdfjs: PdfjsModule = {
  getDocument: (src) => pdfjs.getDocument({ ...src, standardFontDataUrl: fonts }) as never,
};

export function readPdfInNode(bytes: Uint8Array, limits?: Parameters<typeof readPdf>[2]) {
  return readPdf(nodePdfjs, bytes, limits);
}
