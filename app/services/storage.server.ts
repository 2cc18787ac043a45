// File storage (DESIGN D20): one interface, buckets as folders on disk under
// $DATA_DIR/storage/<bucket>/ by default, or on an S3-compatible service (storage-s3.server.ts).
// Disk writes go to a temporary file, are fsynced and renamed into place, so a reader sees the
// old file or the new one, never half of one.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { env } from "~/env.server";
import { assertBucketAndKey, type Bucket, contentTypeOf, isValidKey } from "./storage-keys";
import type { Storage, StoredObject } from "./storage-types";

export { type Bucket, StorageKeyError } from "./storage-keys";

export type { ByteRange, Storage, StoredObject } from "./storage-types";

interface FileStats {
  size: number;
  mtime: Date;
  mtimeMs: number;
  ino: number;
  isFile(): boolean;
}

function describe(bucket: Bucket, key: string, stats: FileStats): StoredObject {
  // Inode changes on every put (rename of a new file), size and mtime on any other edit.
  const tag = [stats.size, Math.floor(stats.mtimeMs), stats.ino]
    .map((n) => n.toString(36))
    .join("-");
  return {
    bucket,
    key,
    size: stats.size,
    contentType: contentTypeOf(key),
    etag: `"${tag}"`,
    lastModified: stats.mtime,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR");

export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  // Validated keys cannot escape their bucket; the prefix check is a second lock on the door.
  function locate(bucket: string, key: string): string {
    assertBucketAndKey(bucket, key);
    const bucketDir = path.join(base, bucket);
    const file = path.resolve(bucketDir, key);
    if (!file.startsWith(bucketDir + path.sep)) throw new Error("caminho fora do bucket");
    return file;
  }

  async function statFile(file: string): Promise<FileStats | null> {
    try {
      const stats = await stat(file);
      return stats.isFile() ? stats : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(bucket, key, body) {
      const file = locate(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.upload-${randomBytes(8).toString("hex")}`);
      try {
        if (typeof body === "string" || body instanceof Uint8Array) {
          const handle = await open(temp, "w");
          try {
            await handle.writeFile(body);
            await handle.sync();
          } finally {
            await handle.close();
          }
        } else {
          const source =
            "getReader" in body
              ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
              : (body as NodeJS.ReadableStream);
          await pipeline(source, createWriteStream(temp, { flush: true }));
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return describe(bucket, key, await stat(file));
    },

    async head(bucket, key) {
      const stats = await statFile(locate(bucket, key));
      return stats ? describe(bucket, key, stats) : null;
    },

    async get(bucket, key, range) {
      const file = locate(bucket, key);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Stat the open handle: the metadata and the bytes come from the same file even if a put
      // replaces it meanwhile.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return {
        object: describe(bucket, key, stats),
        body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
      };
    },

    async delete(bucket, key) {
      try {
        await unlink(locate(bucket, key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async list(bucket, prefix = "") {
      assertBucketAndKey(bucket, "x");
      const bucketDir = path.join(base, bucket);
      let entries;
      try {
        entries = await readdir(bucketDir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const objects: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(bucketDir, full).split(path.sep).join("/");
        // Skips temporary uploads and anything that could not have been put through this API.
        if (!isValidKey(key) || !key.startsWith(prefix)) continue;
        const stats = await statFile(full);
        if (stats) objects.push(describe(bucket, key, stats));
      }
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

/** Where the app's buckets live: $DATA_DIR/storage. */
export const storageRoot = () => path.resolve(env().DATA_DIR, "storage");

let instance: Storage | undefined;

/** The app's storage: S3 when S3_BUCKET is set (several instances), else disk under DATA_DIR. */
export function storage(): Storage {
  instance ??= createAppStorage();
  return instance;
}

function createAppStorage(): Storage {
  const e = env();
  if (!e.S3_BUCKET) return createDiskStorage(storageRoot());
  const config = {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
  // The AWS SDK costs ~0.4 s and ~28 MB per process to load: only servers that use S3 load it.
  return lazyStorage(() => import("./storage-s3.server").then((m) => m.createS3Storage(config)));
}

function lazyStorage(load: () => Promise<Storage>): Storage {
  let loaded: Promise<Storage> | undefined;
  const store = () => (loaded ??= load());
  return {
    put: async (bucket, key, body) => (await store()).put(bucket, key, body),
    head: async (bucket, key) => (await store()).head(bucket, key),
    get: async (bucket, key, range) => (await store()).get(bucket, key, range),
    delete: async (bucket, key) => (await store()).delete(bucket, key),
    list: async (bucket, prefix) => (await store()).list(bucket, prefix),
  };
}
