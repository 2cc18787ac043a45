// The enrolment's QR code, drawn on our server (issue #27: no third-party image service) as one
// SVG path: no inline script or style, so the page's CSP is untouched.
import { encode } from "uqr";

export interface QrPath {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** SVG path data: one 1×1 square per dark module. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { border: 2, ecc: "M" });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, d: parts.join("") };
}
