// File storage on any S3-compatible service (DESIGN D20, D34): the same Storage interface as the
// disk, so every app instance serves what another one stored. One S3 bucket holds the app's
// buckets as top-level prefixes (`modelos/…`, `videos/…`), the same layout as $DATA_DIR/storage,
// so `aws s3 sync s3://<bucket> storage/` gives a copy a disk restore understands.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertBucketAndKey, type Bucket, contentTypeOf, isValidKey } from "./storage-keys";
import type { Storage, StoredObject } from "./storage-types";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, R2, s3rver… */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle ?? false,
    // Checksums only where S3 demands them: compatible servers (s3rver, older MinIO) reject the
    // aws-chunked trailers the SDK sends by default since 3.729 (DESIGN §7.14).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === "NotFound" ||
    error.name === "NoSuchKey");

// HTTP dates carry whole seconds; listing answers carry milliseconds. One precision everywhere
// keeps head, get and list describing an object identically.
const toSecond = (date: Date | undefined) =>
  new Date(Math.floor((date ?? new Date(0)).getTime() / 1000) * 1000);

function describe(
  bucket: Bucket,
  key: string,
  size: number,
  etag: string | undefined,
  lastModified: Date | undefined,
): StoredObject {
  return {
    bucket,
    key,
    size,
    // From the key, never from the stored metadata: what the browser is told stays our choice.
    contentType: contentTypeOf(key),
    etag: etag?.startsWith('"') || etag?.startsWith("W/") ? etag : `"${etag ?? ""}"`,
    lastModified: toSecond(lastModified),
  };
}

/** "bytes 2-5/10" → 10. */
function totalOf(contentRange: string | undefined, fallback: number): number {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total ? Number(total) : fallback;
}

// Parts of 8 MB, two at a time: an mp4 upload holds at most ~16 MB in memory, whatever its size.
const PART_SIZE = 8 * 1024 * 1024;

export function createS3Storage(
  config: S3StorageConfig,
  client: S3Client = createS3Client(config),
): Storage {
  const Bucket = config.bucket;
  const objectKey = (bucket: string, key: string) => {
    assertBucketAndKey(bucket, key);
    return `${bucket}/${key}`;
  };

  async function head(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
      return describe(bucket, key, res.ContentLength ?? 0, res.ETag, res.LastModified);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(bucket, key, body) {
      const Key = objectKey(bucket, key);
      const ContentType = contentTypeOf(key);
      if (typeof body === "string" || body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType }));
      } else {
        // Length unknown (a form upload): Upload buffers one part at a time, a single PUT for a
        // small file, multipart beyond PART_SIZE. A stream that fails (the mp4 guard refusing the
        // file) aborts the multipart upload, so nothing half-written becomes visible.
        const source =
          "getReader" in body
            ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
            : (body as Readable);
        const upload = new Upload({
          client,
          params: { Bucket, Key, Body: source, ContentType },
          partSize: PART_SIZE,
          queueSize: 2,
          leavePartsOnError: false,
        });
        // Upload reads with for-await, which surfaces the source's error; keep it the original.
        let sourceError: unknown;
        source.once("error", (error) => {
          sourceError = error;
        });
        try {
          await upload.done();
        } catch (error) {
          throw sourceError ?? error;
        }
      }
      const stored = await head(bucket, key);
      if (!stored) throw new Error(`S3: ${Key} não apareceu depois do envio`);
      return stored;
    },

    head,

    async get(bucket, key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(bucket, key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!res.Body) return null;
        const size = totalOf(res.ContentRange, res.ContentLength ?? 0);
        return {
          object: describe(bucket, key, size, res.ETag, res.LastModified),
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      // S3 answers 204 whether or not the key existed: ask first to keep the interface's answer.
      if (!(await head(bucket, key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
      return true;
    },

    async list(bucket, prefix = "") {
      assertBucketAndKey(bucket, "x");
      const objects: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${bucket}/${prefix}`, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(bucket.length + 1) ?? "";
          // Anything that could not have been put through this API (hidden files, odd names).
          if (!isValidKey(key)) continue;
          objects.push(describe(bucket, key, item.Size ?? 0, item.ETag, item.LastModified));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
