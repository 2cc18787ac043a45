// Reads the video editor's form (multipart or urlencoded) from the request stream with busboy.
// An mp4 goes straight to the 'videos' bucket through storage.put (temp file, then rename): never
// held in memory, and a file that fails the MIME check, the "ftyp" sniff or the size limit is
// dropped before it is renamed into place.
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Result } from "~/domain/result";
import type { Storage } from "~/services/storage.server";
import { MAX_VIDEO_BYTES, MP4_MIME, MP4_SNIFF_BYTES, safeVideoKey, sniffMp4 } from "./videos-mp4";
import { VIDEO_MSG } from "./videos-schema";

export const VIDEO_FILE_FIELD = "arquivo";

/** Room for the text fields and multipart headers around the file. */
const FORM_OVERHEAD = 1024 * 1024;

export type VideoFormRead = Result<
  {
    fields: Record<string, string>;
    /** Bucket key of the mp4 just stored, if one came and passed every check. */
    stored: string | null;
    /** Why the attached file was refused (pt-BR), if it was. */
    fileError: string | null;
  },
  /** The whole form is refused: over the size limit, or a body that cannot be read as a form. */
  { reason: "too_large" | "unreadable"; message: string }
>;

const tooLarge = { ok: false, reason: "too_large", message: VIDEO_MSG.arquivoGrande } as const;
const unreadable = {
  ok: false,
  reason: "unreadable",
  message: VIDEO_MSG.formularioInvalido,
} as const;

class RejectedFile extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

/** Passes bytes through, failing on the first chunk that shows the file is not an mp4 or too big. */
class Mp4Guard extends Transform {
  #head = Buffer.alloc(0);
  #total = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#total += chunk.length;
    if (this.#total > this.maxBytes) return done(new RejectedFile(VIDEO_MSG.arquivoGrande));
    if (this.#head.length < MP4_SNIFF_BYTES) {
      this.#head = Buffer.concat([
        this.#head,
        chunk.subarray(0, MP4_SNIFF_BYTES - this.#head.length),
      ]);
      if (this.#head.length === MP4_SNIFF_BYTES && !sniffMp4(this.#head))
        return done(new RejectedFile(VIDEO_MSG.arquivoInvalido));
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    done(this.#head.length < MP4_SNIFF_BYTES ? new RejectedFile(VIDEO_MSG.arquivoInvalido) : null);
  }
}

/** maxBytes is the file size limit (tests pass a small one). */
export async function readVideoForm(
  request: Request,
  store: Storage,
  maxBytes = MAX_VIDEO_BYTES,
): Promise<VideoFormRead> {
  const contentType = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD) return tooLarge;
  if (!request.body) return unreadable;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
    });
  } catch {
    // Neither multipart/form-data nor application/x-www-form-urlencoded.
    return unreadable;
  }

  const fields: Record<string, string> = {};
  let fileSeen = false;
  let fileError: string | null = null;
  let upload: Promise<string | null> = Promise.resolve(null);

  parser.on("field", (name, value) => {
    fields[name] ??= value;
  });
  parser.on("file", (name, file, info) => {
    // Only the first file of the right field; anything else is read and thrown away.
    if (name !== VIDEO_FILE_FIELD || fileSeen || !info.filename) {
      file.resume();
      return;
    }
    fileSeen = true;
    if (info.mimeType !== MP4_MIME) {
      fileError = VIDEO_MSG.arquivoInvalido;
      file.resume();
      return;
    }
    const key = safeVideoKey(info.filename);
    const guard = new Mp4Guard(maxBytes);
    // Not pipeline(): destroying busboy's file stream would stall the rest of the form, so on a
    // refusal the file is unpiped and drained instead.
    file.on("error", (error) => guard.destroy(error));
    guard.on("error", () => {
      file.unpipe(guard);
      file.resume();
    });
    file.pipe(guard);
    upload = store.put("videos", key, guard).then(
      () => key,
      (error: unknown) => {
        fileError = error instanceof RejectedFile ? error.userMessage : VIDEO_MSG.falhaEnvio;
        return null;
      },
    );
  });

  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
  } catch {
    const partial = await upload;
    if (partial) await store.delete("videos", partial).catch(() => false);
    return unreadable;
  }
  const stored = await upload;
  return { ok: true, fields, stored, fileError };
}
