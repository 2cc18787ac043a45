// What the admin may upload to the 'videos' bucket (DESIGN D19): only real MP4 files. The
// browser's MIME type is a claim; the first box of an ISO base-media file ("ftyp") is the proof.
import { randomBytes } from "node:crypto";

export const MP4_MIME = "video/mp4";
/** 200 MiB: a short lesson in 720p fits; anything larger belongs on an external video host. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** How many leading bytes sniffMp4 needs. */
export const MP4_SNIFF_BYTES = 12;

/**
 * True when the bytes start with an ISO-BMFF "ftyp" box (size ≥ 16 incl. major brand + version)
 * whose major brand is not QuickTime's ("qt  ": a .mov that browsers often cannot play).
 */
export function sniffMp4(head: Uint8Array): boolean {
  if (head.length < MP4_SNIFF_BYTES) return false;
  const size = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  // size 1 = 64-bit "largesize" follows; legal, if unusual, for ftyp.
  if (size !== 1 && size < 16) return false;
  if (ascii(4, 8) !== "ftyp") return false;
  const brand = ascii(8, 12);
  return /^[\x20-\x7e]{4}$/.test(brand) && brand !== "qt  ";
}

/**
 * A bucket key for an upload: the original name reduced to [a-z0-9-] (accents dropped), cut to
 * 60 characters, plus 8 random hex digits so a new upload never replaces a file in use.
 */
export function safeVideoKey(
  originalName: string,
  random = randomBytes(4).toString("hex"),
): string {
  const stem = originalName
    .replace(/\.[^./\\]*$/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "video"}-${random}.mp4`;
}

/** The bucket key behind a catalogue url, when it points at our own bucket. */
export function bucketKeyOf(url: string | null): string | null {
  const match = /^\/storage\/videos\/([A-Za-z0-9_][A-Za-z0-9._-]*\.mp4)$/i.exec(url ?? "");
  return match && !match[1]!.includes("..") ? match[1]! : null;
}
