// HTTP semantics of a public storage object: GET and HEAD with ETag revalidation (304), byte
// ranges for video seeking (206/416), 404 for a missing object and 400 for a bad bucket or path.
import { isBucket, isInlineType, isValidKey } from "./storage-keys";
import type { ByteRange, Storage, StoredObject } from "./storage.server";

// Objects can be replaced by the admin, so caches revalidate after 5 minutes (cheap: ETag → 304).
// no-transform keeps the compression middleware away from byte ranges.
export const STORAGE_CACHE_CONTROL = "public, max-age=300, no-transform";

const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra },
  });

/** Parses one "bytes=a-b" / "bytes=a-" / "bytes=-n" range. null: ignore the header; "unsatisfiable": 416. */
export function parseRange(header: string, size: number): ByteRange | null | "unsatisfiable" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // malformed or several ranges: answer with the whole file (RFC 9110 allows it)
  const [, from, to] = match as unknown as [string, string, string];
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== "" && Number(to) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

function baseHeaders(object: StoredObject): Record<string, string> {
  const filename = object.key.slice(object.key.lastIndexOf("/") + 1);
  const inline = isInlineType(object.contentType);
  return {
    "Content-Type": object.contentType,
    ETag: object.etag,
    "Last-Modified": object.lastModified.toUTCString(),
    "Cache-Control": STORAGE_CACHE_CONTROL,
    "Accept-Ranges": "bytes",
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`,
  };
}

export async function serveStorageObject(
  request: Request,
  storage: Storage,
  bucket: string,
  key: string,
  attempt = 1,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return text(405, "Método não permitido.", { Allow: "GET, HEAD" });
  }
  if (!isBucket(bucket)) return text(400, `Bucket inválido: ${bucket}.`);
  if (!isValidKey(key)) return text(400, "Caminho de arquivo inválido.");

  const object = await storage.head(bucket, key);
  if (!object) return text(404, "Arquivo não encontrado.");
  const headers = baseHeaders(object);

  if (etagMatches(request.headers.get("If-None-Match"), object.etag)) {
    return new Response(null, {
      status: 304,
      headers: { ETag: object.etag, "Cache-Control": STORAGE_CACHE_CONTROL },
    });
  }

  // If-Range: serve the range only if the client's copy is still current.
  const rangeHeader = request.headers.get("Range");
  const ifRange = request.headers.get("If-Range");
  const range =
    rangeHeader && (!ifRange || ifRange === object.etag)
      ? parseRange(rangeHeader, object.size)
      : null;
  if (range === "unsatisfiable") {
    return text(416, "Intervalo de bytes inválido.", { "Content-Range": `bytes */${object.size}` });
  }

  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : object.size;
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${object.size}`;
  headers["Content-Length"] = String(length);

  if (request.method === "HEAD") return new Response(null, { status, headers });

  const found = await storage.get(bucket, key, range ?? undefined);
  if (!found) return text(404, "Arquivo não encontrado.");
  // The file may have been replaced between head and get: describe what is actually sent.
  if (found.object.etag !== object.etag) {
    await found.body.cancel();
    if (attempt >= 3)
      return text(503, "Arquivo em atualização. Tente novamente.", { "Retry-After": "1" });
    return serveStorageObject(request, storage, bucket, key, attempt + 1);
  }
  return new Response(found.body, { status, headers });
}
