// Which buckets exist and which object keys are acceptable. Pure, so the route, the service and
// the admin upload form all agree. A key is a relative path of plain segments: no "..", no
// leading dot (temporary and hidden files start with one), no backslash or control characters.
export const BUCKETS = ["modelos", "videos"] as const;
export type Bucket = (typeof BUCKETS)[number];

export const isBucket = (value: string): value is Bucket =>
  (BUCKETS as readonly string[]).includes(value);

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
export const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

export class StorageKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageKeyError";
  }
}

export function assertBucketAndKey(bucket: string, key: string): asserts bucket is Bucket {
  if (!isBucket(bucket)) throw new StorageKeyError(`Bucket inválido: ${bucket}.`);
  if (!isValidKey(key)) throw new StorageKeyError("Caminho de arquivo inválido.");
}

// What the browser is told. HTML and SVG are deliberately absent: anything that could run script
// on our origin is served as an opaque download.
const TYPES: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  json: "application/json",
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return (key.includes(".") && TYPES[ext]) || "application/octet-stream";
}

/** Types a browser can show by itself; everything else is sent as an attachment. */
export function isInlineType(contentType: string): boolean {
  return /^(application\/pdf|video\/|image\/|text\/plain)/.test(contentType);
}
